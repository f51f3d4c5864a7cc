"""Scripted Marenzan positions: build a known table, then drive one action through GAME.apply."""

from __future__ import annotations

import copy
from types import SimpleNamespace

import pytest

from game.engine.contract import CardMoved, IllegalAction, Message
from game.engine.seven import SEVEN_DECK, Card
from game.marenzan import GAME
from game.marenzan import actions as A
from game.marenzan.flow import run
from game.marenzan.state import State


def C(code: str) -> Card:
    return Card.from_code(code)


def cs(text: str) -> list[Card]:
    return [C(code) for code in text.split()] if text else []


def build(players: int = 2, parties: dict | None = None, journeys: dict | None = None, halls: dict | None = None,
          villages: dict | None = None, sealed: tuple = (), tops: dict | None = None, active: int = 0,
          options: dict | None = None, great_bell: int = 1, small_bell: int = 1, sizes: tuple | None = None,
          seed: int = 1, begin: bool = True) -> State:
    """A position: every card not placed goes into the mountains (`tops` lists each mountain's top
    cards, the last one on top); `sizes` trims the mountains (the extra cards are dropped from play);
    the active player's turn begins (surrender window, Appearance) unless `begin` is False."""
    state = GAME.start(players, seed, options or {})
    parties = parties or {}
    journeys = journeys or {}
    halls = halls or {}
    villages = villages or {}
    tops = tops or {}
    state.parties = [cs(parties.get(s, "")) for s in range(players)]
    state.dealt = [pile[:] for pile in state.parties]  # a built Party counts as dealt: private
    state.journeys = [cs(journeys.get(s, "")) for s in range(players)]
    state.halls = [cs(halls.get(s, "")) for s in range(players)]
    state.villages = [C(villages[v]) if v in villages else None for v in range(6)]
    state.sealed = [v in sealed for v in range(6)]
    used = {c for zone in (state.parties, state.journeys, state.halls) for pile in zone for c in pile}
    used |= {c for c in state.villages if c is not None}
    top_cards = {m: cs(tops.get(m, "")) for m in range(3)}
    used |= {c for pile in top_cards.values() for c in pile}
    rest = [c for c in SEVEN_DECK if c not in used]
    # Fill the mountains with harmless cards first (low guard cards at the bottom do not matter).
    state.mountains = [[], [], []]
    for i, card in enumerate(rest):
        state.mountains[i % 3].append(card)
    if sizes is not None:
        for m in range(3):
            keep = sizes[m] - len(top_cards[m])
            state.mountains[m] = state.mountains[m][:max(keep, 0)]
    for m in range(3):
        state.mountains[m].extend(top_cards[m])
    state.great_bell = great_bell
    state.small_bell = small_bell
    state.setup_cards = []
    state.active = active
    state.tasks = [("turn_start",)]
    state.pending = None
    if begin:
        run(state, [])
    return state


def act(state: State, action) -> list:
    return GAME.apply(state, action)


def refused(state: State, action, rule: str) -> None:
    """The action is refused naming `rule`, and nothing changes."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as info:
        GAME.apply(state, action)
    assert info.value.rule == rule, info.value
    assert state == before


def messages(events) -> list[str]:
    return [e.key for e in events if isinstance(e, Message)]


def moves(events) -> list[tuple]:
    return [(e.card, e.src, e.dst) for e in events if isinstance(e, CardMoved)]


def kind(state: State) -> str | None:
    return state.pending["kind"] if state.pending else None


def codes_of(pile) -> list[str]:
    return sorted(c.code for c in pile)


def drain_returns(state: State, mountain: int = 0) -> None:
    """Answer every pending 'which mountain' question with `mountain`."""
    while kind(state) == "return":
        act(state, A.ChooseMountain(mountain))


@pytest.fixture
def mz():
    return SimpleNamespace(C=C, cs=cs, build=build, act=act, refused=refused, messages=messages, moves=moves,
                           kind=kind, codes=codes_of, drain=drain_returns, A=A, GAME=GAME)
