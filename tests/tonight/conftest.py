"""Builders for scripted positions of I Want to Sleep Tonight: a game driven through its
setup with chosen places, then hands and states set directly, and helpers to drive one
action through GAME.apply and read its events."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from game.engine.contract import IllegalAction, Message
from game.tonight import GAME
from game.tonight.actions import EndActions, PlaceHeroine, PlacePosition
from game.tonight.cards import HEROINE_CARDS, RANK, ROLES, own_cards
from game.tonight.state import State

ALL_CARDS = Counter(HEROINE_CARDS + sum((own_cards(r) for r in ROLES), ()))


class Table:
    @staticmethod
    def start(at: dict | None = None, heroine: int = 2, seed: int = 1, roles=ROLES) -> State:
        """Turn 1, the Hitman to act: each man at `at[role]`, the Heroine at `heroine`."""
        at = {"hitman": 5, "extractor": 3, "salaryman": 7, "detective": 4, **(at or {})}
        state = GAME.start(4, seed, {"roles": tuple(roles)})
        for role in ROLES:
            GAME.apply(state, PlacePosition(Table.card(role, at[role])))
        GAME.apply(state, PlaceHeroine(f"7-{heroine}"))
        return state

    @staticmethod
    def card(role: str, place: int) -> str:
        return f"{RANK[role]}-{place}"

    @staticmethod
    def seat(state: State, role: str) -> int:
        return state.roles.index(role)

    @staticmethod
    def to_phase(state: State, role: str) -> None:
        """End actions until `role`'s action phase (in the current turn)."""
        seat = state.roles.index(role)
        while state.to_act != seat:
            assert state.phase == "action", state.phase
            GAME.apply(state, EndActions())

    @staticmethod
    def act(state: State, action) -> list:
        return GAME.apply(state, action)

    @staticmethod
    def refused(state: State, action) -> IllegalAction:
        before = copy.deepcopy(state)
        with pytest.raises(IllegalAction) as info:
            GAME.apply(state, action)
        assert state == before, "a refused action changed the state"
        return info.value

    @staticmethod
    def keys(events) -> list[str]:
        return [e.key for e in events if isinstance(e, Message)]

    @staticmethod
    def said(events, key: str, to=None) -> dict:
        for e in events:
            if isinstance(e, Message) and e.key == key and e.visible_to == to:
                return dict(e.args)
        raise AssertionError(f"no message {key} to {to}: {[(e.key, e.visible_to) for e in events if isinstance(e, Message)]}")

    @staticmethod
    def conserved(state: State) -> None:
        """Every card of a live player, and every heroine card, is in exactly one place."""
        seen = Counter()
        for hand in state.hands:
            seen.update(hand)
        seen.update(c for c in state.position if c)
        seen.update(state.reserve)
        if state.heroine:
            seen[state.heroine] += 1
        expected = Counter({c: n for c, n in ALL_CARDS.items()
                            if c.startswith("7-") or not state.eliminated[state.roles.index(_role(c))]})
        assert seen == expected


def _role(code: str) -> str:
    return {v: k for k, v in RANK.items()}[int(code.split("-")[0])]


@pytest.fixture
def table() -> type[Table]:
    return Table
