"""Hidden information (spec section 5): what each seat may know, checked at every step
of many seeded games, for every seat and for an onlooker.

- Invariance: a copy of the state that differs only in what a seat may not know (the
  order of any hand, another man's face-down position card, the heroine position card,
  cards in other hands, which face-down will marker is which) gives that seat the same
  observation and, when it is to act, the same legal actions.
- No hidden card ever appears in an observation, and no face-down card moves in public.
- A seat's log holds only messages meant for it, public messages name no card, and its
  deductions (`knowledge`) are exactly what its own messages give, and always hold.
"""

from __future__ import annotations

import copy
import re

import pytest

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import CardMoved, Message, jsonable
from game.engine.rng import Rng
from game.tonight import GAME, knowledge
from game.tonight.cards import BANK, HOME, is_heroine, owner_role, suit
from game.tonight.observe import Observation, observe

CODE = re.compile(r"^\d{1,2}-\d$")
VIEWERS = (0, 1, 2, 3, None)


def play(seed: int, bots, options):
    """Yield (state, events of the last action) before every decision of a seeded game."""
    state = GAME.start(4, seed, options)
    players = [make_bot(GAME, kind) for kind in bots]
    rngs = [bot_rng(seed, i) for i in range(4)]
    events = []
    while state.to_act is not None:
        yield state, events
        seat = state.to_act
        action = players[seat].choose(observe(state, seat), GAME.legal_actions(state), rngs[seat])
        events = GAME.apply(state, action)
    yield state, events


def _copy(state):
    twin = copy.copy(state)
    twin.hands = [list(h) for h in state.hands]
    twin.position = list(state.position)
    twin.markers = list(state.markers)
    twin.obtained = list(state.obtained)
    twin.reserve = list(state.reserve)
    return twin


def twins(state, viewer, rng: Rng):
    """Copies of `state` that differ only in what `viewer` may not know."""
    salaryman = viewer is not None and state.roles[viewer] == "salaryman"
    twin = _copy(state)  # (a) the order of every hand
    for hand in twin.hands:
        rng.shuffle(hand)
    yield "hand order", twin
    for t in range(4):  # (b) another man's face-down position card
        card = state.position[t]
        if t == viewer or card is None or state.face_up[t] or viewer in state.known_to[t]:
            continue
        spare = [c for c in state.hands[t] if owner_role(c) == state.roles[t]]
        if spare:
            twin = _copy(state)
            other = rng.choice(spare)
            twin.hands[t][twin.hands[t].index(other)] = card
            twin.position[t] = other
            yield f"position of seat {t}", twin
    if not salaryman and state.heroine is not None and not state.heroine_up:  # (c) the Heroine
        places = [(h, i) for h in range(4) if h != viewer for i, c in enumerate(state.hands[h]) if is_heroine(c)]
        if places:
            twin = _copy(state)
            h, i = rng.choice(places)
            twin.hands[h][i], twin.heroine = state.heroine, state.hands[h][i]
            yield "heroine position", twin
        if state.reserve:
            twin = _copy(state)
            twin.reserve[0], twin.heroine = state.heroine, state.reserve[0]
            yield "heroine position (reserve)", twin
    known = {viewer} | ({state.acting, state.giving[0]} if state.giving and viewer in (state.acting, state.giving[0])
                        else set())
    if state.phase == "turn_end" and state.pending and viewer == state.to_act != state.pending[0]:
        known.add(state.pending[0])  # T37(b): the abducted man's cards are in the Extractor's hands
    others = [s for s in range(4) if s not in known and state.hands[s]]
    if len(others) >= 2:  # (d) cards in two other hands
        t, u = rng.choice(others), None
        u = rng.choice([s for s in others if s != t])
        twin = _copy(state)
        i, j = rng.below(len(twin.hands[t])), rng.below(len(twin.hands[u]))
        twin.hands[t][i], twin.hands[u][j] = twin.hands[u][j], twin.hands[t][i]
        yield f"hands {t} and {u}", twin
    if not salaryman and not {HOME, BANK} <= set(state.obtained):  # (e) which face-down marker is which
        twin = _copy(state)
        twin.markers[1], twin.markers[2] = state.markers[2], state.markers[1]
        twin.obtained = [{HOME: BANK, BANK: HOME}.get(p, p) for p in state.obtained]
        yield "face-down markers", twin


def forbidden(state, viewer) -> set[str]:
    """Cards whose whereabouts `viewer` may not see right now."""
    salaryman = viewer is not None and state.roles[viewer] == "salaryman"
    shown = set(state.giving[2:]) if state.giving and viewer in (state.acting, state.giving[0]) else set()
    out = set()
    for s in range(4):
        if s != viewer:
            out |= set(state.hands[s]) - shown - {c for c in state.taken if c}
            card = state.position[s]
            if card and not state.face_up[s] and viewer not in state.known_to[s]:
                out.add(card)
    if state.heroine and not state.heroine_up and not salaryman:
        out.add(state.heroine)
    if not salaryman:
        out |= set(state.reserve)
        if not {HOME, BANK} <= set(state.obtained):
            out |= {"1-1", "10-4"}
    return out


def codes(value) -> set[str]:
    data = jsonable(value)
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str) and CODE.match(item):
            found.add(item)
    return found


def check_game(seed: int, bots, options) -> int:
    rng = Rng.from_seed(seed).fork(77)
    know = None
    steps = 0
    for state, events in play(seed, bots, options):
        if know is None:
            know = {v: knowledge.initial(state.roles) for v in VIEWERS}
        for event in events:
            if isinstance(event, CardMoved) and not event.face_up:
                assert event.visible_to is not None, f"a face-down card moved in public: {event}"
            if isinstance(event, Message):
                for v in VIEWERS:  # the deductions, redone from the messages each seat was sent
                    if event.visible_to is None or v in event.visible_to:
                        knowledge.update(know[v], state.roles, event)
                if event.visible_to is None:
                    assert not codes(event.args), f"a public message names a card: {event}"
        if state.result is not None:
            break
        steps += 1
        legal = GAME.legal_actions(state)
        for viewer in VIEWERS:
            seen = observe(state, viewer)
            log_index = 4 if viewer is None else viewer
            assert all(m.visible_to is None or viewer in m.visible_to for m in state.logs[log_index])
            leaked = codes((seen.hand, seen.seats, seen.heroine, seen.markers, seen.gather_given)) \
                & forbidden(state, viewer)
            assert not leaked, f"seed {seed} step {steps}: seat {viewer} sees {leaked}"
            assert seen.knowledge == tuple(tuple(k) for k in know[viewer]), "knowledge not from its own messages"
            for s in range(4):
                card = state.position[s] or state.taken[s]
                if card and not state.eliminated[s]:
                    assert suit(card) in seen.knowledge[s], f"seat {viewer} ruled out seat {s}'s true place"
            if state.heroine:
                assert suit(state.heroine) in seen.knowledge[4], f"seat {viewer} ruled out the Heroine's place"
            for what, twin in twins(state, viewer, rng):
                assert observe(twin, viewer) == seen, f"seed {seed} step {steps}: seat {viewer} sees the {what}"
                if viewer == state.to_act:
                    assert GAME.legal_actions(twin) == legal, f"seat {viewer}'s legal actions show the {what}"
    return steps


@pytest.mark.parametrize("bots,options,seeds", [
    (("simple",) * 4, {}, range(30)),
    (("random",) * 4, {"turn_limit": 12}, range(100, 115)),
    (("simple", "random", "simple", "random"), {"roles": ("detective", "salaryman", "extractor", "hitman"), "turn_limit": 20},
     range(200, 210)),
])
def test_observation_leaks_nothing_at_any_step_for_any_seat(bots, options, seeds):
    steps = sum(check_game(seed, bots, options) for seed in seeds)
    assert steps > 10 * len(seeds)


def test_leak_checks_catch_a_leak(monkeypatch):
    """The checks above are not vacuous: an observation that shows the Heroine to all fails them."""
    real = observe

    def leaky(state, seat):
        seen = real(state, seat)
        return Observation(**{**seen.__dict__, "heroine": state.heroine})

    monkeypatch.setitem(globals(), "observe", leaky)
    with pytest.raises(AssertionError):
        check_game(3, ("simple",) * 4, {})
