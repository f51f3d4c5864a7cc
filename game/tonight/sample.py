"""Determinization for 今夜は眠りたい: a full State built from one seat's Observation.

The sample keeps everything the seat sees (its hand, every face-up or known position card,
the public states, hand sizes, its `knowledge` and this turn's private messages) and deals
the rest from what is still possible:

- each hidden man stands at a place in the seat's knowledge set for him (knowledge.py, sound by
  construction) whose card the seat does not hold; the Heroine likewise (spec 5.1), each of
  her places as likely as blunders.heroine_odds says (Home while its will may be out);
- the face-down will markers are mixed again unless the seat can name them (T4, A13);
- the hidden cards go to the hands they most plausibly sit in: cards the seat saw change
  hands this turn where it saw them go (T16), a card taken by Abduct or Escort with its taker
  (T25, T31), every other player card with its owner, heroine cards in the remaining places
  (the reserve takes heroine cards only, A17), all of them with the Salaryman after T34.
  Swaps between other players that the seat never saw are not invented: the observation
  carries no public log, and without one they are only guesses.

Knowledge sets are independent per subject (no two men exclude each other), so every draw
succeeds at once; no rejection loop is needed. Other seats' knowledge in the sample is the
sampling seat's own, narrowed by what each of them surely knows (its own place, the
Salaryman's Heroine) and widened where needed so that it stays sound for the sample.
The sample's RNG is re-seeded from `rng`, so a search cannot learn the real future.
"""

from __future__ import annotations

from game.engine.rng import Rng

from .blunders import heroine_odds
from .cards import (
    AREA,
    BANK,
    CEMETERY,
    HEROINE_CARDS,
    HOME,
    PLACES,
    RANK,
    WILL_MARKERS,
    dist,
    own_cards,
    suit,
)
from .observe import Observation
from .state import State

HEROINE = 4
_LATE = ("action", "give", "block", "heroine")  # phases in which cards may sit in another's hand (T35 not yet)
_MARKER_PLACE = {code: place for place, code in WILL_MARKERS.items()}
_OWN = {role: own_cards(role) for role in AREA}  # T3
_HEROINE_SET = frozenset(HEROINE_CARDS)
_ROLE_OF = {card: role for role, cards in _OWN.items() for card in cards}
_SUIT = {card: suit(card) for card in (*HEROINE_CARDS, *_ROLE_OF)}


def _pick(rng: Rng, items: list):
    return items[rng.below(len(items))] if len(items) > 1 else items[0]


def sample_state(obs: Observation, seat: int, rng: Rng) -> State:
    views = obs.seats
    roles = [v.role for v in views]
    sal = roles.index("salaryman")
    extractor = roles.index("extractor")
    detective = roles.index("detective")
    phase = obs.phase
    hand = set(obs.hand)
    alive = [not v.eliminated for v in views]

    # -- positions ---------------------------------------------------------
    position: list[str | None] = [None] * 4
    known_to: list[list[int]] = [[] for _ in range(4)]
    where: list[int | None] = [None] * 4  # each seat's location (1.6), or its origin at Turn End
    origin: list[int | None] = [None] * 4
    unseen_given = obs.gather_target is not None and seat not in (obs.acting, obs.gather_target)
    fixed = set(hand)
    soft: set[str] = set()  # cards this seat saw go to another hand this turn (T16)
    if phase in _LATE:
        for m in obs.told:
            if m.key == "tonight.log.gather_cards":
                args = dict(m.args)
                soft.update(args["given"] + args["drawn"])
    if not unseen_given:
        fixed.update(c for c in obs.gather_given if c is not None)
    for v in views:
        if v.position is not None:
            fixed.add(v.position)
    pending: list[int] = []
    for s, v in enumerate(views):
        if not alive[s]:
            continue
        if v.position is not None:
            position[s] = v.position
            where[s] = _SUIT[v.position]
            if s != seat and not v.face_up and roles[seat] == "extractor":
                known_to[s] = [seat]  # T37(b): the Extractor laid it
            continue
        if v.has_position:
            places = _places(obs.knowledge[s], roles[s], fixed, soft - fixed)
            p = _pick(rng, places)
            card = f"{RANK[roles[s]]}-{p}"
            position[s] = card
            fixed.add(card)
            where[s] = p
            continue
        if v.taken is not None:
            where[s] = _SUIT[v.taken]
        if phase in ("turn_end", "setup_position"):
            pending.append(s)
        if phase == "turn_end":  # T36: the place it left (its card is back in its hand)
            if where[s] is None:
                if s == seat and len(obs.knowledge[s]) == 1:
                    where[s] = obs.knowledge[s][0]
                else:
                    where[s] = _pick(rng, _places(obs.knowledge[s], roles[s], (), ()))
            origin[s] = where[s]
    pending.sort(key=lambda s: RANK_ORDER[roles[s]])

    # -- the Heroine -------------------------------------------------------
    heroine: str | None = None
    heroine_from = None
    heroine_place = None
    if obs.heroine is not None:
        heroine = obs.heroine
        heroine_place = _SUIT[heroine]
    elif obs.heroine_placed:
        heroine_place = _heroine_pick(rng, obs, _heroine_places(obs.knowledge[HEROINE], fixed))
        heroine = f"7-{heroine_place}"
    elif phase == "heroine":
        heroine_from = obs.heroine_from
        if heroine_from is None:
            heroine_from = _heroine_pick(rng, obs, _heroine_places(obs.knowledge[HEROINE], hand))
        heroine_place = heroine_from
    if heroine is not None:
        fixed.add(heroine)

    # -- hands ---------------------------------------------------------------
    hands: list[list[str]] = [[] for _ in range(4)]
    room = [v.hand_size for v in views]
    hands[seat] = list(obs.hand)
    room[seat] = 0
    pool: set[str] = set(HEROINE_CARDS)
    for s in range(4):
        if alive[s]:
            pool.update(_OWN[roles[s]])
    pool -= fixed

    def put(card: str, s: int) -> bool:
        if card in pool and room[s] > 0:
            pool.discard(card)
            hands[s].append(card)
            room[s] -= 1
            return True
        return False

    if obs.gather_target is not None and not unseen_given and seat == obs.acting:
        for c in obs.gather_given:  # T16: already in the target's hand
            pool.discard(c)
            hands[obs.gather_target].append(c)
            room[obs.gather_target] -= 1
    late = phase in _LATE
    if late:
        for m in obs.told:  # T16: what this seat saw change hands this turn
            if m.key != "tonight.log.gather_cards":
                continue
            args = dict(m.args)
            if args["seat"] == seat:
                for c in args["given"]:
                    put(c, args["target"])
            elif args["target"] == seat:
                for c in args["drawn"]:
                    put(c, args["seat"])
        for s, v in enumerate(views):  # T25, T31: the taken card with its taker
            if v.taken is not None and v.taken in pool:
                put(v.taken, extractor if v.abducted else detective)
    heroine_pool = sorted(pool & _HEROINE_SET)
    if phase in ("heroine", "turn_end", "setup_position", "setup_heroine"):
        for c in heroine_pool:  # T4, T34: every heroine card is with the Salaryman
            put(c, sal)
    else:
        rng.shuffle(heroine_pool)
        reserve = heroine_pool[:obs.reserve_size]
        pool.difference_update(reserve)
    for s in range(4):
        if alive[s] and s != seat:
            for c in _OWN[roles[s]]:
                if room[s] == 0:
                    break
                put(c, s)
    rest = sorted(pool)
    rng.shuffle(rest)
    for s in range(4):
        while room[s] > 0 and rest:
            c = rest.pop()
            pool.discard(c)
            hands[s].append(c)
            room[s] -= 1
    if phase not in _LATE[:3]:
        reserve = []
    if rest or any(room):
        raise ValueError(f"tonight sample: {len(rest)} cards left over, room {room}")

    giving: list = []
    if obs.gather_target is not None:
        target = obs.gather_target
        given = list(obs.gather_given)
        if unseen_given:  # the cards handed so far: some of the target's
            chosen = list(hands[target])
            rng.shuffle(chosen)
            given = chosen[:len(given)]
        giving = [target, obs.gather_count, *given]

    # -- wills (T4, T28, A13) ----------------------------------------------
    markers = [m.card for m in obs.markers]
    if None in markers:
        hidden = [WILL_MARKERS[HOME], WILL_MARKERS[BANK]]
        if rng.below(2):
            hidden.reverse()
        markers = [WILL_MARKERS[CEMETERY], *hidden]
    obtained = [_MARKER_PLACE[markers[m.slot]] for m in obs.markers if m.obtained]
    if len(obtained) == 3 and rng.below(2):
        obtained[1], obtained[2] = obtained[2], obtained[1]

    # -- what each seat knows ----------------------------------------------
    know = _knowledge(obs, seat, roles, alive, where, heroine_place, hands)

    logs: list[list] = [[] for _ in range(5)]
    logs[seat] = list(obs.told)
    return State(
        rng=Rng(rng.next_u64()),
        roles=roles,
        turn_limit=obs.turn_limit,
        turn=obs.turn,
        phase=phase,
        acting=obs.acting,
        to_act=obs.to_act,
        result=obs.result,
        hands=hands,
        position=position,
        face_up=[v.face_up for v in views],
        known_to=known_to,
        taken=[v.taken for v in views],
        heroine=heroine,
        heroine_up=obs.heroine_face_up,
        heroine_from=heroine_from,
        reserve=reserve,
        markers=markers,
        obtained=obtained,
        eliminated=[v.eliminated for v in views],
        rests=[[t for t, on in ((obs.turn, v.resting), (obs.turn + 1, v.rests_next)) if on] for v in views],
        abducted=[v.abducted for v in views],
        escorted=[v.escorted_turn for v in views],
        used=list(obs.used),
        pending=pending,
        origin=origin,
        giving=giving,
        logs=logs,
        know=know,
    )


RANK_ORDER = {"hitman": 0, "extractor": 1, "salaryman": 2, "detective": 3}  # T9


def _knowledge(obs: Observation, seat: int, roles: list[str], alive: list[bool], where: list[int | None],
               heroine_place: int | None, hands: list[list[str]]) -> list[list[list[int]]]:
    """Every seat's `knowledge` in the sample: the seat's own as observed; for the others, what it
    deduced minus what it learned alone (the cards it holds or was shown, the Salaryman's Heroine,
    a position only it sees), narrowed by each one's own hand and place, and always holding the
    truth of the sample (knowledge.py keeps it sound)."""
    private = set(obs.hand)
    for m in obs.told:  # T16, T34, T38: cards this seat saw that others did not
        args = dict(m.args)
        for key in ("given", "drawn", "cards"):
            private.update(args.get(key, ()))
    base = [list(places) for places in obs.knowledge]
    for card in private:
        p = _SUIT[card]
        if card in _HEROINE_SET:
            if p not in base[HEROINE]:
                base[HEROINE].append(p)
        else:
            o = roles.index(_ROLE_OF[card])
            if o != seat and alive[o] and p not in base[o]:
                base[o].append(p)
    if roles[seat] == "salaryman" and not obs.heroine_face_up:
        base[HEROINE] = list(PLACES)  # T6, T34: his alone
    for s, view in enumerate(obs.seats):
        if where[s] is not None and (s == seat or (view.position is not None and not view.face_up)):
            # others know roughly where this one is (a face-down card only this seat sees)
            base[s] = [p for p in AREA[roles[s]] if dist(p, where[s]) <= 1]
    know = []
    for viewer in range(5):
        if viewer == seat:
            know.append([list(k) for k in obs.knowledge])
            continue
        k = [list(places) for places in base]
        if viewer < 4:
            for card in hands[viewer]:  # a card in one's hand is nobody's position
                p = _SUIT[card]
                if card in _HEROINE_SET:
                    subject = HEROINE
                else:
                    subject = roles.index(_ROLE_OF[card])
                    if subject == viewer:
                        continue
                if p in k[subject]:
                    k[subject].remove(p)
        for s in range(4):
            if where[s] is not None and where[s] not in k[s]:
                k[s].append(where[s])
        if heroine_place is not None and heroine_place not in k[HEROINE]:
            k[HEROINE].append(heroine_place)
        if viewer < 4 and alive[viewer] and where[viewer] is not None:
            k[viewer] = [where[viewer]]
        if viewer < 4 and roles[viewer] == "salaryman" and heroine_place is not None:
            k[HEROINE] = [heroine_place]
        for s in range(5):
            if not (s < 4 and not alive[s]):
                k[s].sort()
            else:
                k[s] = []
        know.append(k)
    return know


def _places(knowledge, role: str, fixed, soft) -> list[int]:
    """Where a hidden man may stand: in the seat's knowledge, with a card the seat has not seen
    elsewhere (held, or seen going to another hand this turn, where that leaves a choice)."""
    rank = RANK[role]
    area = AREA[role]
    places = [p for p in knowledge if p in area and f"{rank}-{p}" not in fixed]
    if soft and len(places) > 1:
        places = [p for p in places if f"{rank}-{p}" not in soft] or places
    return places or [p for p in area if f"{rank}-{p}" not in fixed] or list(area)


def _heroine_pick(rng: Rng, obs: Observation, places: list[int]) -> int:
    """The Heroine's place among `places`, each as likely as blunders.heroine_odds has it from this
    seat's observation (the chance its Checks are judged by): Home while its will may be out, the
    Hitman's likeliest Snipe. Hard's Hitman once drew her shy of that Snipe at 0.35 (fitted on
    Normal's Salaryman; he won 45.6 % of 160 games among Normal seats, 41.9 % drawing her evenly)."""
    odds = heroine_odds(obs)
    return _pick(rng, [p for p in places for _ in range(round(4 * odds.get(p, 1.0)))])


def _heroine_places(knowledge, fixed) -> list[int]:
    places = [p for p in knowledge if f"7-{p}" not in fixed]
    return places or [p for p in PLACES if f"7-{p}" not in fixed]
