"""Bots for Marenzan. They read their own Observation only, never the state.

SimpleBot plays for the team: it fights when it holds a winning pair, calls for
help when one card is missing, supports whoever calls, recruits and rejoins to
keep its Party useful, keeps the mountains above the barrier and the villages
below six threats, and gathers the Holy Dragon Knight (Holy Sword, Knight,
Dragon) to slay the Demon Lord.

What it learnt from where it lost: it never inducts its Adventurers (a Hall only
pays for Routs and Appearances; the team needs its fighters); it spends its Party
into the Journey on purpose when the Holy Sword or a Dragon waits there, since only
an empty Party or a Spirit brings them back; spare Dragons drive threats away; a
hoarded Party gives cards back to small mountains; and once the Holy Dragon Knight
is in hand it hunts the Demon Lord (a Magician's peek keeps it on top, draws
rotate over every mountain).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from game.engine.contract import Action
from game.engine.rng import Rng
from game.engine.seven import SEVEN_DECK, Card

from . import actions as A
from .blunders import adventure_that_may_lose_the_game, prudent
from .cards import beats
from .observe import Observation

# How much a card is worth keeping in a Party (the Holy Dragon Knight's parts most).
WORTH = {1: 100, 2: 25, 3: 20, 4: 30, 5: 15, 6: 50, 7: 60}
# Permanent Rule: the threats we least mind losing for good (never the Demon Lord, M61).
FLIP_ORDER = (11, 12, 10, 9, 8, 7, 13)


@cache
def _card(code: str) -> Card:
    return Card.from_code(code)  # 49 codes: parsed once


def _worth(code: str) -> int:
    return WORTH.get(_card(code).rank, 0)


def _ready(party: Sequence[str]) -> bool:
    """The Holy Dragon Knight is in hand: the Holy Sword, a Knight and a Dragon (M54)."""
    ranks = {_card(c).rank for c in party}
    return {1, 6, 7} <= ranks


def _of(legal: Sequence[Action], kind: type) -> list:
    return [a for a in legal if isinstance(a, kind)]


class WandererBot:
    """Random play that never proposes or accepts surrender: long games for the checker."""

    name = "wanderer"

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        keep = [a for a in legal if not isinstance(a, A.ProposeSurrender) and a != A.SurrenderVote(True)]
        return rng.choice(keep or legal)


class SimpleBot:
    name = "simple"

    def __init__(self) -> None:
        # target card -> the turn it was last called against: a failed call is not repeated
        # round after round (what it remembers it saw in its own observations).
        self.called: dict[str, int] = {}
        self.idle = 0  # turns in a row spent on moves that change nothing much

    def choose(self, observation: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        obs = observation
        kind = obs.decision.kind if obs.decision else "action"
        pick = getattr(self, f"_{kind}", None)
        choice = pick(obs, legal) if pick else None
        if choice is None or choice not in legal or choice not in prudent(obs, legal):
            choice = self._fallback(obs, legal, rng)
        return choice

    # -- small decisions -------------------------------------------------------

    def _fallback(self, obs: Observation, legal: Sequence[Action], rng: Rng) -> Action:
        keep = [a for a in legal if not isinstance(a, A.ProposeSurrender) and a != A.SurrenderVote(True)]
        # never a visible blunder at random: a Call for Help in solo, the Holy Sword thrown away
        return rng.choice(prudent(obs, keep or list(legal)))

    def _window(self, obs, legal):
        return A.Continue()

    def _vote(self, obs, legal):
        return A.SurrenderVote(False)

    def _return(self, obs, legal):
        return A.ChooseMountain(min(range(3), key=lambda m: obs.mountains[m]))  # keep the barrier up

    def _bell_draw(self, obs, legal):
        return A.ChooseMountain(max(range(3), key=lambda m: obs.mountains[m]))

    def _absorb(self, obs, legal):
        options = obs.decision.options
        return A.ChooseVillage(min(options, key=lambda v: _worth(obs.villages[v].card)))

    _absorb_lord = _absorb

    def _flip(self, obs, legal):
        options = obs.decision.options
        return A.ChooseVillage(min(options, key=lambda v: FLIP_ORDER.index(_card(obs.villages[v].card).rank)))

    def _sacrifice(self, obs, legal):
        return min(_of(legal, A.Sacrifice), key=lambda a: _worth(a.card))

    def _support(self, obs, legal):
        if obs.battle is not None:  # a team mate's call: not repeated against it while remembered
            self.called[obs.battle.target] = obs.turn
        supports = _of(legal, A.Support)
        return min(supports, key=lambda a: _worth(a.card)) if supports else A.DeclineSupport()

    def _refusal(self, obs, legal):
        return A.AllowRecruit()  # a team mate's Party is the team's

    def _trophy(self, obs, legal):
        return A.KeepTrophy()

    def _induct(self, obs, legal):
        # An inducted Adventurer leaves the team's cards for good; a Hall card only pays for
        # Routs and Appearances (M39, M52), which an empty Hall escapes or pays from the Party.
        return A.EndInduction()

    def _join_take(self, obs, legal):
        return max(_of(legal, A.TakeFromJourney), key=lambda a: _worth(a.card))

    def _put_back(self, obs, legal):
        rank = _card(obs.peek.card).rank if obs.peek is not None else 0
        if rank == 13 and _ready(obs.party):
            return A.PutBack(False)  # the Demon Lord stays on top: the Holy Dragon Knight waits for it
        return A.PutBack(rank >= 7)  # a threat goes to the bottom, out of the way

    def _statement(self, obs, legal):
        return A.Announce(_card(obs.peek.card).rank) if obs.peek else A.StaySilent()  # the truth, for the team

    def _subjugate(self, obs, legal):
        return self._fight(obs, legal) or self._call(obs, legal, forced=True) or _of(legal, A.Rout)[0]

    def _dragon_offer(self, obs, legal):
        return self._dragon(obs, legal) or A.DeclineDragon()

    # -- the turn's action ---------------------------------------------------

    def _action(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        party = [_card(c) for c in obs.party]
        ranks = [c.rank for c in party]
        threats = sum(1 for v in obs.villages if v.state in ("ruled", "sealed"))
        guarded = sum(1 for v in obs.villages if v.state == "guarded")
        slay = _of(legal, A.Slay)
        if slay:
            return slay[0]
        if threats >= 5:  # one more threat loses the game (M20)
            urgent = self._clear_a_village(obs, legal)
            if urgent:
                return urgent
            if not guarded:
                wait = self._wait(obs, legal)
                if wait:
                    return wait
        if threats >= 4:
            territory = self._territory(obs, legal, ranks)
            if territory:
                return territory
        for step in (self._fight, self._call, self._dragon, self._saint, self._sword_from_village):
            choice = step(obs, legal)
            if choice:
                return choice
        if obs.demon_lord_present:
            choice = self._gather_knight(obs, legal, ranks)
            if choice:
                return choice
        choice = self._assemble(obs, legal, ranks, threats)
        if choice:
            return choice
        if ranks.count(7) >= 2 and threats:
            # a spare Dragon drives a threat away (M68); one Dragon stays for the Slaying
            territory = _of(legal, A.Territory)
            if territory:
                return max(territory, key=lambda a: _card(obs.villages[a.village].card).rank)
        low = min(range(3), key=lambda m: (obs.mountains[m], (m + obs.turn) % 3))
        if len(party) >= 8 and obs.mountains[low] <= 6:
            # a hoarded Party starves the mountains (M19): give the least useful card back
            return A.ReturnCard(self._spare(party), low)
        if _ready(obs.party) and not obs.demon_lord_present and threats < 4:
            choice = self._dig(obs, legal, ranks, threats, guarded)
            if choice:
                return choice
        joins = _of(legal, A.Join)
        if self._fetching(obs, ranks):
            joins = []  # a Join would undo the emptying that brings the Journey home
        if joins and len(party) < 5:
            return max(joins, key=lambda a: len(a.cards))
        if _ready(obs.party) and not obs.demon_lord_present and threats < 4:
            # the Holy Dragon Knight waits: a Magician looks for the Demon Lord (M64)
            known = obs.peek.mountain if obs.peek is not None and obs.peek.bottom is False else None
            peeks = [a for a in _of(legal, A.ArcaneSpeaks) if a.mountain != known and obs.mountains[a.mountain] > 4]
            if peeks:
                return max(peeks, key=lambda a: (obs.mountains[a.mountain], (a.mountain - obs.turn) % 3))
        adventure = self._adventure(obs, legal, threats, guarded)
        if adventure:
            self.idle = 0
            return adventure
        self.idle += 1
        if obs.mountains[low] <= 6 and party:
            return A.ReturnCard(self._spare(party), low)
        homes = _of(legal, A.HomeSweetHome)
        if homes and len(obs.seats[obs.seat].journey) >= 2:
            return homes[0]
        if joins:
            return max(joins, key=lambda a: len(a.cards))
        peeks = _of(legal, A.ArcaneSpeaks)
        if peeks:
            return max(peeks, key=lambda a: obs.mountains[a.mountain])
        if A.Pass() in legal:
            return A.Pass()
        return None

    def _dig(self, obs: Observation, legal: Sequence[Action], ranks: list[int], threats: int,
             guarded: int) -> Action | None:
        """The Holy Dragon Knight waits for the Demon Lord, so draw towards it.

        With no Empty village no Adventure is legal (M25), and a Great Bell's guard-type card only
        goes back on top of a mountain (M59 a), so a Demon Lord lower down never came up: solo games
        went round until the turn limit. A Recruit from a village empties one (M41). And a top card
        the Magician saw and left on top is drawn at once, before another peek forgets it (M64)."""
        if not any(v.state == "empty" for v in obs.villages):
            knights = ranks.count(6)
            recruits = [a for a in _of(legal, A.RecruitVillage) if _card(a.card).rank != 6 or knights > 1]
            if recruits:
                return min(recruits, key=lambda a: (_worth(a.card), -_worth(obs.villages[a.village].card)))
            return None
        if obs.peek is not None and obs.peek.bottom is False:
            return self._adventure(obs, legal, threats, guarded)
        return None

    @staticmethod
    def _spare(party: list[Card]) -> str:
        """The card the Party misses least: a second Dragon or Knight is worth a spare."""
        seen: dict[int, int] = {}

        def worth(card: Card) -> int:
            seen[card.rank] = seen.get(card.rank, 0) + 1
            value = WORTH.get(card.rank, 0)
            return value if seen[card.rank] == 1 or card.rank not in (6, 7) else 10

        return min(party, key=worth).code

    def _fight(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        fights = _of(legal, A.Fight)
        if not fights:
            return None
        return min(fights, key=lambda a: (sum(_worth(c) for c in a.cards), -_card(obs.villages[a.village].card).rank))

    def _unseen(self, obs: Observation) -> list[Card]:
        """Cards that may be in another Party (or a mountain): the rest are in plain view."""
        seen = set(obs.party) | set(obs.table)
        for s in obs.seats:
            seen |= set(s.journey) | set(s.hall) | set(s.revealed)
        seen |= {v.card for v in obs.villages if v.card}
        return [c for c in SEVEN_DECK if c.code not in seen and c.rank <= 7]

    def _call(self, obs: Observation, legal: Sequence[Action], forced: bool = False) -> Action | None:
        """Call for Help with the card most unseen cards would complete."""
        recent = {code for code, turn in self.called.items() if obs.turn - turn < 10 * obs.players}
        calls = [a for a in _of(legal, A.CallForHelp) if forced or obs.villages[a.village].card not in recent]
        if not calls or obs.players == 1:
            return None
        others = sum(s.party_count for s in obs.seats if s.seat != obs.seat)
        if others == 0:
            return None
        unseen = self._unseen(obs)

        def chances(a: A.CallForHelp) -> int:
            target = _card(obs.villages[a.village].card).rank
            return sum(1 for u in unseen if beats(_card(a.card), u, target))

        best = max(calls, key=lambda a: (chances(a), -_worth(a.card)))
        # The expected number of helpers: each unseen card is in a Party with this chance.
        expected = chances(best) * others / max(len(unseen), 1)
        if expected >= 0.5 or (forced and chances(best)):
            self.called[obs.villages[best.village].card] = obs.turn
            return best
        return None

    def _dragon(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        """Win a Dragon over when the Party has none (Petition; the Holy Knight if the Demon Lord waits)."""
        threats = sum(1 for v in obs.villages if v.state in ("ruled", "sealed"))
        if any(_card(c).rank == 7 for c in obs.party) and threats < 3:
            return None
        petitions = _of(legal, A.Petition)
        if petitions:
            return min(petitions, key=lambda a: sum(_worth(c) for c in a.cards))
        knights = _of(legal, A.ChallengeKnight)
        if knights and sum(1 for c in obs.party if _card(c).rank == 6) >= 2:
            return knights[0]
        return None

    def _wait(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        """Five villages Ruled and none Guarded: any threat an Adventure draws loses the game
        (M17 c, M20). A Rout passes the turn instead: free with an empty Hall (M39), and an empty
        Party is refilled from the Journey (M56); a Join costs nothing either."""
        if not any(adventure_that_may_lose_the_game(obs, legal, a) for a in _of(legal, A.Adventure)):
            return None
        routs = _of(legal, A.Rout)
        joins = _of(legal, A.Join)
        hall = obs.seats[obs.seat].hall
        if routs and not hall:
            return routs[0]
        if joins:
            return max(joins, key=lambda a: len(a.cards))
        return routs[0] if routs else None

    def _territory(self, obs: Observation, legal: Sequence[Action], ranks: list[int]) -> Action | None:
        """Drive a threat away with a spare Dragon (one stays if the Holy Dragon Knight is near),
        never one a pair in the Party beats (a Golem that 4 + 6 beats is fought, M34)."""
        fightable = {a.village for a in _of(legal, A.Fight)}
        options = [a for a in _of(legal, A.Territory) if a.village not in fightable]
        if not options or (ranks.count(7) < 2 and 1 in ranks and 6 in ranks):
            return None
        return max(options, key=lambda a: _card(obs.villages[a.village].card).rank)

    def _saint(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        zone = obs.holy_sword
        holder = zone.split(".")
        if holder[0] in ("party", "journey") and int(holder[1]) != obs.seat:
            ranks = {_card(c).rank for c in obs.party}
            if not {6, 7} <= ranks:
                return None  # a team mate keeps it: the Saint only takes it to complete the Knight (M54)
            saints = _of(legal, A.HeroChosen)
            return saints[0] if saints else None
        return None

    def _sword_from_village(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        if not obs.holy_sword.startswith("village."):
            return None
        v = int(obs.holy_sword.split(".")[1])
        recruits = [a for a in _of(legal, A.RecruitVillage) if a.village == v]
        return min(recruits, key=lambda a: _worth(a.card)) if recruits else None

    def _gather_knight(self, obs: Observation, legal: Sequence[Action], ranks: list[int]) -> Action | None:
        """The Demon Lord is here: collect a Knight, a Dragon and the Holy Sword."""
        if 6 not in ranks:
            for a in _of(legal, A.RecruitJourney) + _of(legal, A.RecruitVillage):
                target = a.target if isinstance(a, A.RecruitJourney) else obs.villages[a.village].card
                if _card(target).rank == 6 and _card(a.card).rank != 6:
                    return a
        homes = _of(legal, A.HomeSweetHome)
        journey = [_card(c).rank for c in obs.seats[obs.seat].journey]
        if homes and any(r in journey for r in (1, 6, 7) if r not in ranks):
            return homes[0]
        return None

    @staticmethod
    def _fetching(obs: Observation, ranks: list[int]) -> bool:
        """The Holy Sword or a Dragon waits in the own Journey for the Party to empty."""
        journey = [_card(c).rank for c in obs.seats[obs.seat].journey]
        return any(r not in ranks and r in journey for r in (1, 7)) and len(ranks) <= 5

    def _assemble(self, obs: Observation, legal: Sequence[Action], ranks: list[int], threats: int) -> Action | None:
        """Bring the Holy Dragon Knight's parts home from the own Journey (M40, M56, M63).

        Join fetches only Adventurers; the Holy Sword and Dragons come back only with a Spirit
        or when the Party runs empty, so the Party is spent into the Journey on purpose.
        """
        journey = [_card(c).rank for c in obs.seats[obs.seat].journey]
        fetch = [r for r in (1, 6, 7) if r not in ranks and r in journey]
        if not fetch:
            return None
        homes = _of(legal, A.HomeSweetHome)
        if homes:
            return homes[0]
        if fetch == [6]:
            joins = [a for a in _of(legal, A.Join) if len(a.cards) == 1]
            return min(joins, key=lambda a: _worth(a.cards[0])) if joins else None
        if len(ranks) > 5 or threats >= 4:
            return None
        me = obs.seat
        # Each of these sends cards to the Journey and runs Used-card processing (M56), so the
        # Party that empties is refilled with the whole Journey at once.
        territory = _of(legal, A.Territory)
        if territory:
            return max(territory, key=lambda a: _card(obs.villages[a.village].card).rank)
        # (the Saint is always legal and returns itself, M65: a last card that opens the refill)
        for kind in (A.LureOut, A.ArcaneSpeaks, A.AskFavour, A.HeroChosen):
            options = [a for a in _of(legal, kind) if getattr(a, "seat", me) == me]
            if options:
                if kind is A.ArcaneSpeaks:
                    return max(options, key=lambda a: obs.mountains[a.mountain])
                return options[0]
        if len(ranks) >= 2:
            low = min(range(3), key=lambda m: obs.mountains[m])
            worst = min(obs.party, key=_worth)
            return A.ReturnCard(worst, low)
        return None

    def _clear_a_village(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        for kind in (A.Fight, A.Repel, A.Territory):
            options = _of(legal, kind)
            if options:
                return options[0] if kind is not A.Fight else self._fight(obs, legal)
        return None

    def _adventure(self, obs: Observation, legal: Sequence[Action], threats: int, guarded: int) -> Action | None:
        adventures = _of(legal, A.Adventure)
        if not adventures:
            return None
        peek = obs.peek
        if peek is not None and peek.bottom is False and obs.mountains[peek.mountain] > 4:
            # the Magician saw this top card: draw it if it is a friend (or the Demon Lord the
            # Holy Dragon Knight waits for), avoid it if not
            rank = _card(peek.card).rank
            if rank <= 6 or (rank == 13 and _ready(obs.party)):
                return A.Adventure(peek.mountain)
            adventures = [a for a in adventures if a.mountain != peek.mountain] or adventures
        if threats >= 4 and not guarded and (self.idle < 4 or threats >= 5):
            return None  # a threat drawn now would lose the game (M20); unless nothing else moves
        # the biggest mountain, ties taken in turn so that every mountain is searched
        best = max(adventures, key=lambda a: (obs.mountains[a.mountain], (a.mountain - obs.turn) % 3))
        if obs.mountains[best.mountain] <= 4:
            return None  # the barrier would break (M19)
        return best
