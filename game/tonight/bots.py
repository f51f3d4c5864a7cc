"""SimpleBot for 今夜は眠りたい: plays from its observation only.

The observation carries `knowledge`: the places each man and the Heroine may still be
at, narrowed turn by turn from this seat's own log (game/tonight/knowledge.py). The
bot acts on those sets: the Hitman warns, and shoots only when the Heroine's possible places
are all covered; the Detective and the Extractor check when they are sure, or at an even
chance once the three wills are in; the Hitman's rivals attack him first; the Salaryman
takes the Cemetery will himself, sends the Heroine for the Home will (only she can reach
Home) while he waits at the Bank, and takes no will that tells the others where she is (a
face-down will obtained away from the Bank puts her at Home or the Bank); he steers her away
from where the Hitman's next Snipe is likely to reach (judged from the heroine cards he saw
the Hitman hold), heads for the Station and blocks an Extraction when he stands with her.

Issue 36 (python -m game.tonight.balance, four Normal bots, seeds 0-999; Hitman / Extractor /
Salaryman / Detective): 35.1 / 21.8 / 24.2 / 18.5 % (0.4 % at the turn limit), the Hitman's
Snipes 99 % sure (351 of 355), no will that gave the Heroine away. Before: 44.2 / 15.0 / 20.4
/ 20.4 %, Snipes 59.5 % (442 of 743), a will gave her away in 663 games and a hunter won in
that same turn in 161.

Four Normal bots, 1,000 games a block, seeds 60000 / 70000 / 80000 (Hitman / Extractor /
Salaryman / Detective): 32.8 / 15.2 / 22.1 / 29.9 %, 28.0 / 18.5 / 21.7 / 31.8 %,
31.0 / 18.5 / 21.1 / 29.4 %. Before the Salaryman's plan and the Heroine's care of the
Snipe: 50.6 / 14.4 / 9.7 / 25.3 %, 47.4 / 14.2 / 9.9 / 28.5 %, 49.7 / 14.4 / 10.1 / 25.8 %.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.contract import Action
from game.engine.rng import Rng

from .actions import (
    Abduct,
    Allow,
    Block,
    BonVoyage,
    EndActions,
    Escort,
    Extract,
    GatherInfo,
    Give,
    ObtainWill,
    PlaceFor,
    Secure,
    Snipe,
    Taxi,
    Walk,
    Warn,
)
from .blunders import heroine_odds, salaryman_blocks_here
from .cards import (
    BANK,
    CEMETERY,
    HOME,
    PLACES,
    STATION,
    cover,
    dist,
    is_heroine,
    likeliest_snipe,
    owner_role,
    suit,
)
from .observe import Observation

HEROINE = 4
HOME_WEIGHT = 6.0  # Hard's Extractor: the Heroine's first goal, the one he can reach (see KeenBot._score)
STRAIGHT = 25  # once the wills are in, the share (%) of the Heroine's steps that go straight for the Station (see _steer)
SNIPE_WEIGHT = 40  # the Heroine's steps: a likely Snipe outweighs the way to her goal (measured, see _steer)


def spread(places: set[int]) -> set[int]:
    """Where someone who moves one step every turn may be next (T34, T36)."""
    return {p for p in PLACES if any(dist(p, q) == 1 for q in places)}


def hunters_near(obs: Observation, place: int) -> float:
    """How close the other hunters may stand to `place`, each as the share of his possible places
    within one step of his reach (the Hitman's Snipe reaches next to him, T23): the danger the
    Salaryman steers the Heroine away from."""
    risk = 0.0
    for view in obs.seats:
        if view.seat == obs.seat or view.eliminated or view.role == "salaryman":
            continue
        where = obs.knowledge[view.seat] or []
        reach = 1 if view.role == "hitman" else 0
        risk += sum(1 for w in where if dist(w, place) <= reach + 1) / max(len(where), 1)
    return risk


def my_place(obs: Observation) -> int | None:
    me = obs.seats[obs.seat]
    card = me.position or me.taken
    return suit(card) if card else None


class SimpleBot:
    name = "simple"

    def choose(self, obs: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        choice = self._choose(obs, list(legal), rng)
        return choice if choice in legal else rng.choice(list(legal))

    # ------------------------------------------------------------------
    def _choose(self, obs: Observation, legal: list[Action], rng: Rng) -> Action:
        phase = obs.phase
        if phase == "block":
            here = my_place(obs)
            return Block() if obs.heroine and here == suit(obs.heroine) else Allow()
        if phase == "give":
            return self._give(obs, legal)
        if phase in ("setup_heroine", "heroine"):
            return self._steer(obs, legal, rng)
        if phase in ("setup_position", "turn_end"):
            return self._place(obs, legal, rng)
        if obs.role == "salaryman":
            return self._salaryman(obs, legal)
        return self._hunter(obs, legal, rng)

    # -- where to be ---------------------------------------------------
    def _score(self, obs: Observation, place: int) -> float:
        """How well `place` serves this hunter given where the Heroine may be (now or next turn)."""
        heroine = set(obs.knowledge[HEROINE]) or set(PLACES)
        if obs.role == "hitman":
            return sum(1.0 if dist(place, h) <= 1 else 0.3 if dist(place, h) == 2 else 0.0 for h in heroine)
        return sum(1.0 if place == h else 0.4 if dist(place, h) == 1 else 0.1 if dist(place, h) == 2 else 0.0
                   for h in heroine)

    def _goal(self, obs: Observation) -> int:
        """The Salaryman's next place: the Cemetery, then the Bank until the Home will is in as well
        (the Heroine fetches that one, and he takes whichever of the two comes up first), then the
        Station."""
        obtained = {m.card for m in obs.markers if m.obtained}
        if "13-7" not in obtained:
            return CEMETERY
        if "10-4" not in obtained or "1-1" not in obtained:
            return BANK
        return STATION

    def _place(self, obs: Observation, legal: list[Action], rng: Rng) -> Action:
        if any(isinstance(a, PlaceFor) for a in legal):  # T37(b): lay the victim far from the Heroine
            heroine = set(obs.knowledge[HEROINE]) or set(PLACES)
            return max(legal, key=lambda a: (sum(dist(suit(a.card), h) for h in heroine), a.card))
        if obs.role == "salaryman":
            goal = self._goal(obs)
            return min(legal, key=lambda a: (dist(suit(a.card), goal), a.card))
        if obs.phase == "setup_position":
            return rng.choice(legal)
        return max(legal, key=lambda a: (self._score(obs, suit(a.card)), a.card))

    def _steer(self, obs: Observation, legal: list[Action], rng: Rng) -> Action:
        """The Heroine: towards the next will or the Station, away from known hunters and, above all,
        from where the Hitman's next Snipe is likely to reach (see _snipe_risk)."""
        if obs.phase == "setup_heroine":
            # He starts at the Cemetery and takes its will himself (see _place, T28); she starts one
            # step from Home, whose will only she can obtain, so that it can be the second
            near = [a for a in legal if dist(suit(a.card), HOME) == 1]
            return rng.choice(near or legal)
        obtained = {m.card for m in obs.markers if m.obtained}
        goal = HOME if "1-1" not in obtained else STATION  # the Cemetery's is his (see _goal)
        snipe = self._snipe_risk(obs)
        # Once the wills are in, her steps away from the likely Snipe kept her off the Station until a
        # hunter found her: four Normal bots, 300 games (seeds 0-299), the Salaryman won 12 %, and
        # going straight for it every time, 68 % (the Extractor and the Detective 1-2 %). Going
        # straight one step in four (STRAIGHT) keeps the hunters unsure and every role at 15-40 %.
        pull = 10 if obs.wills == 3 and rng.below(100) < STRAIGHT else 2
        return min(legal, key=lambda a: (pull * dist(suit(a.card), goal) + 3 * hunters_near(obs, suit(a.card))
                                         + SNIPE_WEIGHT * snipe(suit(a.card)), a.card))

    @staticmethod
    def _snipe_risk(obs: Observation) -> Callable[[int], float]:
        """The chance that the Hitman's Snipe reaches the Heroine at a place next turn (T23).

        The Salaryman saw which heroine cards the Hitman held when he collected them (T34): she is
        at none of those places, as the Hitman knows, and next turn she may be one step from any
        other. Over every pair of the six other cards the next deal may give him (T38), the Hitman
        shoots from the place that covers most of what is left when that is two places in three
        (one in two once the wills are in), as he does; the place she steps to is at risk where
        that cover reaches it."""
        hitman = next((v for v in obs.seats if v.role == "hitman" and not v.eliminated), None)
        if hitman is None or hitman.rests_next:
            return lambda place: 0.0
        held: set[int] = set()
        for message in obs.told:
            args = dict(message.args)
            if message.key == "tonight.log.collected" and args.get("seat") == hitman.seat:
                held |= {suit(c) for c in args.get("cards", ())}
        reach = spread({p for p in PLACES if p not in held})
        need = 0.5 if obs.wills == 3 else 2 / 3

        def risk(place: int) -> float:
            others = [p for p in PLACES if p != place]
            deals = [(a, b) for i, a in enumerate(others) for b in others[i + 1:]]
            hits = 0
            for deal in deals:
                known = reach - set(deal)
                if not known:
                    continue
                best = likeliest_snipe(known)
                if place in cover(best) and len(known & cover(best)) >= need * len(known):
                    hits += 1
            return hits / len(deals)

        return risk

    def _give(self, obs: Observation, legal: list[Action]) -> Action:
        """The least telling card: the target's own, someone else's, ours, a heroine card last."""
        target = obs.gather_target
        target_role = obs.seats[target].role

        def cost(action: Give) -> tuple[int, str]:
            card = action.card
            if is_heroine(card):
                return (0 if target_role == "salaryman" else 4), card
            owner = owner_role(card)
            if owner == target_role:
                return 1, card
            if owner != obs.role:
                return 2, card
            return 3, card

        return min(legal, key=cost)

    # -- the Salaryman -------------------------------------------------
    def _salaryman(self, obs: Observation, legal: list[Action]) -> Action:
        here = my_place(obs)
        for action in legal:
            if isinstance(action, BonVoyage):
                if not obs.used:  # T29: with him at the Station it is the Happy Ending (a move after
                    # an action would be his second and end the phase before the Check, T12)
                    for move in legal:
                        if isinstance(move, (Walk, Taxi)) and suit(move.card) == STATION and here != STATION:
                            return move
                return action
        wills = [a for a in legal if isinstance(a, ObtainWill) and not self.gives_her_away(obs, a.place)]
        if wills:
            return min(wills, key=lambda a: (a.place != here, a.place))  # the one at his own place reveals less
        goal = self._goal(obs)
        moves = [a for a in legal if isinstance(a, (Walk, Taxi))]
        if here != goal and moves:
            best = min(moves, key=lambda a: (dist(suit(a.card), goal), isinstance(a, Taxi), a.card))
            if dist(suit(best.card), goal) < dist(here, goal):
                return best
        return EndActions()

    @staticmethod
    def gives_her_away(obs: Observation, place: int) -> bool:
        """Would obtaining the will at `place` tell the others where the Heroine is? The log names
        the place he obtains it from (T28): the Cemetery's obtained away from the Cemetery puts her
        there, a face-down one obtained away from the Bank puts her at Home or the Bank (A13), and
        the hunters' deductions (knowledge.py) do the rest. From the Bank itself a face-down will
        tells nothing: it may be the Bank's."""
        here = my_place(obs)
        return here != place and here != BANK if place != CEMETERY else here != CEMETERY

    # -- the Hitman, the Extractor and the Detective -------------------
    def _hunter(self, obs: Observation, legal: list[Action], rng: Rng) -> Action:
        role = obs.role
        here = my_place(obs)
        heroine = set(obs.knowledge[HEROINE]) or set(PLACES)
        check = next((a for a in legal if isinstance(a, (Snipe, Extract, Secure))), None)
        reach = cover if role == "hitman" else (lambda p: {p})
        moves = [a for a in legal if isinstance(a, (Walk, Taxi))]
        actions_left = 2 - len(obs.used)
        if check is not None:
            if heroine <= reach(here):
                return check
            if actions_left == 2:  # step to where it is sure, and check next
                for move in sorted(moves, key=lambda a: (isinstance(a, Taxi), a.card)):
                    if heroine <= reach(suit(move.card)):
                        return move
            if role == "extractor" and here in heroine and self.chance(obs, here) >= self.need(obs) \
                    and not salaryman_blocks_here(obs):
                return check  # a long shot from here beats waiting for the Hitman (see below)
            if actions_left == 2 and max(self.chance(obs, p) for p in heroine) >= self.need(obs) and role != "hitman":
                # a long shot beats waiting for the Hitman, who checks first every turn and reaches three places
                for move in sorted(moves, key=lambda a: (-self.chance(obs, suit(a.card)),
                                                         self.shot_doubt(obs, suit(a.card)), isinstance(a, Taxi),
                                                         a.card)):
                    if suit(move.card) in heroine:
                        return move
            # The Hitman shoots only when sure (above) but on the last turn: her Salaryman steers her
            # clear of the Snipe he expects (see _steer), so Normal's Snipes at two chances in three
            # (one in two once the wills were in) came true 59 % of the time, and 25 % of those
            # taken once the wills were in (1,000 and 300 games of four Normal bots, seeds 0-999).
            odds = self.chance(obs, here)
            last = obs.turn >= obs.turn_limit - 1
            blocked = role == "extractor" and salaryman_blocks_here(obs)
            if (role != "hitman" or last) and odds >= self.need(obs) and not blocked:
                return check
        sure = self._sure_target(obs, legal, here)
        if sure is not None:
            return sure
        gathers = [a for a in legal if isinstance(a, GatherInfo)]
        if gathers and len(heroine) > 1 and actions_left == 2:
            def worth(action: GatherInfo) -> tuple[int, int, int]:
                target_role = obs.seats[action.target].role
                return (target_role != "salaryman", action.count == 2, -action.target)
            return max(gathers, key=worth)
        if moves:
            best = max(moves, key=lambda a: (self._score(obs, suit(a.card)), not isinstance(a, Taxi), a.card))
            if self._score(obs, suit(best.card)) > self._score(obs, here) + 0.5:
                return best
        return EndActions()

    @staticmethod
    def chance(obs: Observation, place: int | None) -> float:
        """The chance of this seat's Check from `place`: the share of the Heroine's possible places
        it reaches (T23: at or next to the Hitman; T26, T32: his place), every place alike."""
        if place is None:
            return 0.0
        heroine = set(obs.knowledge[HEROINE]) or set(PLACES)
        reach = 1 if obs.role == "hitman" else 0
        return sum(1 for h in heroine if dist(h, place) <= reach) / len(heroine)

    @staticmethod
    def shot_doubt(obs: Observation, place: int) -> float:
        """How much less likely than the others the Heroine is at `place`, for a long shot: Normal
        takes every place she may be at as equally likely."""
        return 0.0

    @staticmethod
    def need(obs: Observation) -> float:
        """The chance, as this seat deduces it, at which a Check is worth its risk of elimination:
        three in five, and one in two once the three wills are in and the Salaryman only waits for
        the Heroine to reach the Station (T29). Normal used to take long shots (an Extraction at one
        of four places the Heroine may be at, a Check at one of two), which ended most games by turn
        4 with the checker eliminated more often than not. Waiting to be sure once the wills were
        in, the Extractor and the Detective won 6 and 2 % of 300 games (seeds 0-299)."""
        return 0.5 if obs.wills == 3 else 0.6

    def _sure_target(self, obs: Observation, legal: list[Action], here: int) -> Action | None:
        """A Warning, Abduct or Escort that cannot fail: the Hitman's rivals take the Hitman first,
        who checks first every turn and from three places (T22, T23); the Hitman takes the
        Salaryman first."""
        attacks = [a for a in legal if isinstance(a, (Warn, Abduct, Escort))]
        first = "salaryman" if obs.role == "hitman" else "hitman"
        ranked = sorted(attacks, key=lambda a: (obs.seats[a.target].role != first, a.target))
        for action in ranked:
            where = set(obs.knowledge[action.target])
            if not where:
                continue
            if isinstance(action, Warn) and where <= cover(here):
                return action
            if not isinstance(action, Warn) and where == {here}:
                return action
        return None


class KeenBot(SimpleBot):
    """The policy Hard starts from (its default choice and its playouts): Normal, except that the
    Extractor and the Detective take their even shot (a Check at one of the two places the Heroine
    may be at, T26, T32) at the place where she is likelier rather than wait to be sure: the
    Salaryman keeps her away from the men whose places he can tell (hunters_near), and from his own
    while he fetches the wills apart (he takes the Cemetery's and the Bank's, she Home's). One such
    Detective among Normal seats won 33.0 % and 34.8 % of 1,000 games (seeds 60000 and 70000)
    against Normal's 29.9 % and 31.8 %. Against Hard's Hitman, who acts first and reaches three
    places, an Extractor who waits to be sure is always too late: held to Normal's three in five,
    four such policies left him 0.4 % of 1,000 games (seeds 0-999), with the even shot 8.6 %; and
    he stands by Home while its will is out (see _score), the one of her goals within his reach. And
    the Hitman takes surer shots from a better place (see _hunter). The Salaryman plays Normal's
    line (the last will as soon as it comes up); the one-phase line that keeps the last will for
    the Bon Voyage (LastWillBot) leaves the Detective no phase with the Secure open. Normal is left
    as it is, so that the levels stay apart."""

    name = "keen"

    # -- the Hitman: the best Snipe place first, and a surer shot -------------------------
    def _hunter(self, obs: Observation, legal: list[Action], rng: Rng) -> Action:
        """The Hitman walks or takes a taxi to the place whose Snipe reaches most of the places the
        Heroine may be at (T17, T18, T23) and shoots from there with both actions of one phase;
        he shoots at three chances in four, and at three in five once two wills are in (or at the
        turn limit), where Normal shoots from where he stands at two in three (one in two once all
        three are in). Her Salaryman steers her away from the Snipe he expects (see _steer), so
        Normal's two in three came true 42 % of the time over 1,000 games; and once two wills are
        in, waiting lets him finish. Such a Hitman among Normal seats won 47.6 / 45.2 / 45.6 /
        50.8 % of 1,000 games (seeds 60000, 70000, 80000, 90000) against Normal's 32.8 / 28.0 /
        31.0 / 34.4 % (shooting at three in four until all three wills were in: 41.5 / 37.2 / 39.5 /
        40.8 %)."""
        if obs.role == "detective":
            harass = self._harass(obs, legal)
            if harass is not None:
                return harass
        if obs.role in ("extractor", "detective"):
            shot = self._even_shot(obs, legal)
            if shot is not None:
                return shot
        snipe = next((a for a in legal if isinstance(a, Snipe)), None)
        if obs.role != "hitman" or snipe is None:
            return super()._hunter(obs, legal, rng)
        weights = heroine_odds(obs)  # as Hard's worlds and its rule of prudence weigh her places

        def odds(place: int | None) -> float:
            if place is None:
                return 0.0
            return sum(w for h, w in weights.items() if h in cover(place)) / sum(weights.values())

        here = my_place(obs)
        last = obs.turn >= obs.turn_limit - 1
        need = 0.6 if last else 0.75  # (at three in five once two wills were in, see blunders.long_snipe)
        moves = [a for a in legal if isinstance(a, (Walk, Taxi))]
        if moves and not obs.used:
            best = max(moves, key=lambda a: (odds(suit(a.card)), not isinstance(a, Taxi), a.card))
            if odds(suit(best.card)) >= need and odds(suit(best.card)) > odds(here):
                return best
        if odds(here) >= need:
            return snipe
        return super()._hunter(obs, [a for a in legal if a is not snipe], rng)

    def _score(self, obs: Observation, place: int) -> float:
        """The Extractor weighs Home six times while the Heroine still goes for its will (only she can
        take it, T28; she starts one step from it, T6): that is where she comes within his reach (I-V),
        whereas on the Cemetery and the Station (VII, VI), where her Salaryman keeps her afterwards,
        he has no card. Standing there or next to it at Turn End (T36), a Gather and an Extraction
        from where he stands fit in one action phase (T12, T16, T26). Of four such policies (seeds
        0-2999) the Extractor won 10.4 % against 8.2 % with every place alike."""
        if obs.role != "extractor" or obs.wills - obs.markers[0].obtained >= 1:  # slot 0: the Cemetery's
            return super()._score(obs, place)
        heroine = set(obs.knowledge[HEROINE]) or set(PLACES)
        return sum((HOME_WEIGHT if h == HOME else 1.0)
                   * (1.0 if place == h else 0.4 if dist(place, h) == 1 else 0.1 if dist(place, h) == 2 else 0.0)
                   for h in heroine)

    def _even_shot(self, obs: Observation, legal: list[Action]) -> Action | None:
        """The Extractor's and the Detective's Check when the Heroine may be at two places only (T26,
        T32): at the likelier of the two (shot_doubt), from where he stands or after one step or ride
        there (a move and a Check in one phase, T12); from where he stands if he cannot get there.
        Never an Extraction into a Block (T27)."""
        check = next((a for a in legal if isinstance(a, (Extract, Secure))), None)
        heroine = set(obs.knowledge[HEROINE])
        here = my_place(obs)
        if check is None or len(heroine) != 2 or here is None:
            return None
        best = min(heroine, key=lambda p: (-self.chance(obs, p), self.shot_doubt(obs, p), p != here, p))
        if best != here and not obs.used:
            moves = [a for a in legal if isinstance(a, (Walk, Taxi)) and suit(a.card) == best]
            if moves:
                return min(moves, key=lambda a: (isinstance(a, Taxi), a.card))
        if here in heroine and not (obs.role == "extractor" and salaryman_blocks_here(obs)):
            return check
        return None

    def _harass(self, obs: Observation, legal: list[Action]) -> Action | None:
        """The Detective's Escort of the Salaryman once two wills are in, at an even chance (his
        place one of two) or after a step to where he may be. A Salaryman who keeps the last will
        for the turn the Heroine stands at the Station takes it with the Bon Voyage in one action
        phase, which comes before the Detective's (T9, T12), so Secure the Witness, which needs all
        three wills in (T32), never gets a phase of its own (LastWillBot: the Detective won 0 of 600
        games of four such policies, seeds 0-599). Escorted, the Salaryman rests a turn and stands
        at Police V (T31), and the last will comes in a phase apart."""
        if obs.role != "detective" or obs.wills != 2:
            return None
        salaryman = next(v for v in obs.seats if v.role == "salaryman")
        where = set(obs.knowledge[salaryman.seat])
        if salaryman.eliminated or not where or len(where) > 2:
            return None
        escort = next((a for a in legal if isinstance(a, Escort) and a.target == salaryman.seat), None)
        if escort is None:
            return None
        if my_place(obs) in where:
            return escort
        if not obs.used:
            moves = [a for a in legal if isinstance(a, (Walk, Taxi)) and suit(a.card) in where]
            if moves:
                return min(moves, key=lambda a: (isinstance(a, Taxi), a.card))
        return None

    @staticmethod
    def need(obs: Observation) -> float:
        """Hard's prior takes the even shot (one of two places) for the Extractor and the Detective
        alike, at the likelier of the two places (shot_doubt), which its search then weighs. Held to
        Normal's three in five, the Extractor checked only when sure and won 0.4 % of 1,000 games of
        four such policies (seeds 0-999): the Hitman, first to act and reaching three places, had
        always shot before then."""
        return 0.5

    @staticmethod
    def chance(obs: Observation, place: int | None) -> float:
        """The Extractor's and the Detective's chance at `place` as Hard's worlds have it
        (blunders.heroine_odds: Home HOME_ODDS times while its will may be out, since only she can
        obtain it, T28), so that the policy its search starts from and plays out with checks where
        those worlds say she is: with two places left and one of them Home, Home is five in six.
        The Hitman's stays Normal's (his Snipe's place and floor are his own, see _hunter)."""
        if obs.role not in ("extractor", "detective") or place is None:
            return SimpleBot.chance(obs, place)
        odds = heroine_odds(obs)
        return odds.get(place, 0.0) / sum(odds.values())

    @staticmethod
    def shot_doubt(obs: Observation, place: int) -> float:
        """The Salaryman steers the Heroine away from the hunters he can place (hunters_near) and
        from his own place while she fetches a will apart: of two places she may be at, the one
        less near them is likelier."""
        if obs.role not in ("extractor", "detective"):
            return 0.0
        sal = next(v for v in obs.seats if v.role == "salaryman")
        where = obs.knowledge[sal.seat] or []
        apart = 0.0 if sal.eliminated else where.count(place) / max(len(where), 1)
        return hunters_near(obs, place) + apart


class LastWillBot(KeenBot):
    """Hard's policy with the Salaryman's one-phase line, kept to measure it (game.tonight.window):
    he keeps the Bank will for last, for the turn the Heroine stands at the Station, then takes it
    and leaves at once (an Attack and a Check in one action phase, T12, T28, T29), before anyone
    learns that all three are in, which opens the Detective's Secure (T32). One such Salaryman among
    Normal seats won 47.1 % and 52.2 % of 1,000 games (seeds 60000 and 70000) against Normal's
    22.1 % and 21.7 %; but the Detective then never gets a phase of his own with the Secure open and
    won 0 of 600 games of four such policies (seeds 0-599), and 0.0 % of 120 games of four Hard bots
    that started from it (seeds 0-119), so neither Normal nor Hard plays it."""

    name = "lastwill"

    # -- the Salaryman: the last will and the Bon Voyage in one action phase ------------------
    def _salaryman(self, obs: Observation, legal: list[Action]) -> Action:
        obtained = {m.card for m in obs.markers if m.obtained}
        heroine = suit(obs.heroine) if obs.heroine else None
        if "1-1" not in obtained:  # the Bank's will is kept for last
            legal = [a for a in legal if not (isinstance(a, ObtainWill) and a.place == BANK)]
        elif "10-4" not in obtained and "13-7" in obtained:
            if heroine != STATION:
                legal = [a for a in legal if not isinstance(a, ObtainWill)]
            else:
                return super()._salaryman(obs, legal)
            here = my_place(obs)
            goals = self._last_targets(obs, turn_end=False)
            moves = [a for a in legal if isinstance(a, (Walk, Taxi))]

            def off(place: int | None) -> int:
                return min(dist(place, g) for g in goals) if place is not None else 9

            if moves and off(here) > 0:
                best = min(moves, key=lambda a: (off(suit(a.card)), isinstance(a, Taxi), a.card))
                if off(suit(best.card)) < off(here):
                    return best
            return EndActions()
        return super()._salaryman(obs, legal)

    def _place(self, obs: Observation, legal: list[Action], rng: Rng) -> Action:
        obtained = {m.card for m in obs.markers if m.obtained}
        if (obs.role == "salaryman" and obs.phase == "turn_end" and not any(isinstance(a, PlaceFor) for a in legal)
                and "13-7" in obtained and "1-1" in obtained and "10-4" not in obtained):
            goals = self._last_targets(obs, turn_end=True)
            return min(legal, key=lambda a: (min(dist(suit(a.card), g) for g in goals), dist(suit(a.card), BANK),
                                             a.card))
        return super()._place(obs, legal, rng)

    @staticmethod
    def _last_targets(obs: Observation, turn_end: bool) -> set[int]:
        """Where he stands so as to be at the Bank on the turn the Heroine is at the Station: she
        steps once a turn (T34), he once at every Turn End (T36)."""
        steps = dist(suit(obs.heroine), STATION) if obs.heroine else 0
        if turn_end and steps == 0:
            return {BANK}
        return {3, 5} if steps % 2 else {2, BANK, STATION}
