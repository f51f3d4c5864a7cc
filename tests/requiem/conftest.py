"""Builders for scripted Requiem positions: a table laid out card by card, put at a given
phase with a given seat to act, and helpers to drive one action and read its events."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from game.engine.contract import CardMoved, IllegalAction, Message
from game.requiem import GAME
from game.requiem.cards import ALL_CARDS, MAGES, PRINCES
from game.requiem.rules import _proceed
from game.requiem.state import State


def build(phase: int, to_act: int = 0, *, ready=None, spent=None, arrivals=(None, None, None),
          face_up=(False, False, False), slots=(None, None, None), owners=None, decks=None, capital=None,
          damage=(), allied_dead=(), enemy_dead=(), enemy_retreat=(), mage_reserve=MAGES, used=(False,) * 3,
          passes: int = 0, princes=PRINCES, turn: int = 1, pacts=(), self_sacrifice=False, seed: int = 1,
          auto: bool = False) -> State:
    """A position in `phase` with `to_act` at an opportunity. Unnamed zones are empty, except the
    decks (two Bandits each) and the Capital (three Elites), so nothing runs dry by accident.
    With `auto`, the phase's opportunity loop starts afresh at P1 (R13) instead of at `to_act`."""
    state = GAME.start(3, seed)
    state.princes = list(princes)
    state.ready = [list(cards) for cards in (ready or [[p] for p in princes])]
    state.spent = [list(cards) for cards in (spent or [[], [], []])]
    state.arrivals = list(arrivals)
    state.arrival_face_up = [bool(f) and a is not None for f, a in zip(face_up, arrivals)]
    state.slots = list(slots)
    if owners is None:
        owners = [None if card is None else _owner_by_prince(card, princes, state) for card in slots]
    state.slot_owner = list(owners)
    state.enemy_decks = [list(d) for d in (decks or [["6-1", "6-2"], ["6-3", "6-4"], ["6-5", "6-6"]])]
    state.capital = list(capital if capital is not None else ["10-4", "10-5", "10-6"])
    state.damage = list(damage)
    state.allied_dead = list(allied_dead)
    state.enemy_dead = list(enemy_dead)
    state.enemy_retreat = list(enemy_retreat)
    state.mage_reserve = list(mage_reserve)
    state.used_select = list(used)
    state.passes = passes
    state.phase = phase
    state.turn = turn
    state.pacts = list(pacts)
    state.self_sacrifice = self_sacrifice
    state.king_slew = False
    state.to_act = to_act
    state.result = None
    if auto:
        state.passes = 0
        _proceed(state, [], None)
    return state


def _owner_by_prince(card, princes, state) -> int:
    return princes.index(card) if card in princes else 0


class Table:
    game = GAME
    build = staticmethod(build)

    @staticmethod
    def act(state: State, action) -> list:
        return GAME.apply(state, action)

    @staticmethod
    def refused(state: State, action) -> IllegalAction:
        """The action is refused, and the state is left exactly as it was."""
        before = copy.deepcopy(state)
        with pytest.raises(IllegalAction) as info:
            GAME.apply(state, action)
        assert state == before
        return info.value

    @staticmethod
    def keys(events) -> list[str]:
        return [e.key for e in events if isinstance(e, Message)]

    @staticmethod
    def moves(events) -> list[tuple]:
        return [(e.card, e.src, e.dst) for e in events if isinstance(e, CardMoved)]


def card_census(state: State) -> Counter:
    """Every card of the 49, counted wherever it lies."""
    where = Counter()
    piles = [*state.ready, *state.spent, state.mage_reserve, *state.enemy_decks, state.capital, state.enemy_retreat,
             state.enemy_dead, state.allied_dead, state.damage]
    for pile in piles:
        where.update(pile)
    where.update(c for c in state.arrivals if c is not None)
    where.update(c for c in state.slots if c is not None)
    return where


def conserved(state: State) -> None:
    census = card_census(state)
    assert sorted(census) == sorted(ALL_CARDS) and set(census.values()) == {1}, census


def complete(state):
    """Every card the position leaves out, somewhere out of play: the enemies into the decks,
    the allies among the dead (the sampler wants all 49 accounted for, section 5)."""
    from game.requiem.cards import KING, VALUE

    missing = [c for c in ALL_CARDS if c not in card_census(state)]
    for i, card in enumerate(c for c in missing if VALUE[c] <= 6):
        state.enemy_decks[i % 3].append(card)
    state.allied_dead.extend(c for c in missing if VALUE[c] >= 7 and c != KING)
    if KING in missing:
        state.ready[2].append(KING)  # the King lives: the game can still be won
    return state


@pytest.fixture
def table() -> type[Table]:
    return Table
