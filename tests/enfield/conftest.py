"""Builders for scripted Enfield positions: a fresh game in seat order, staked targets, rigged dice
(a real Rng whose next faces are the ones asked for), and battles set up by walking a piece onto
another one."""

from __future__ import annotations

import copy

import pytest

from game.enfield import GAME
from game.enfield.actions import Fight, Move, Roll, Stake
from game.engine.contract import IllegalAction
from game.engine.rng import Rng


class Table:
    game = GAME

    @staticmethod
    def new(players: int = 2, seed: int = 1, **options):
        options.setdefault("turn_order", "seats")
        return GAME.start(players, seed, options)

    @staticmethod
    def act(state, action):
        return GAME.apply(state, action)

    @staticmethod
    def rig(state, *faces: int) -> None:
        """Give the state a generator whose next d6 faces are `faces`."""
        for start in range(1, 2_000_000):
            rng = Rng(start * 7919)
            if all(rng.die(6) == face for face in faces):
                state.rng = Rng(start * 7919)
                return
        raise AssertionError(f"no generator found for {faces}")

    @staticmethod
    def stake_all(state, cards: dict[int, str] | None = None) -> list:
        """Every seat stakes (a given card, else its first); returns the events of the last stake."""
        events = []
        cards = cards or {}
        while state.phase == "stake":
            seat = state.to_act
            card = cards.get(seat, state.squads[seat].deck[0])
            events = GAME.apply(state, Stake(card))
        return events

    @classmethod
    def at_roll(cls, players: int = 2, **options):
        state = cls.new(players, **options)
        cls.stake_all(state)
        assert state.phase == "roll" and state.to_act == 0
        return state

    @classmethod
    def walk(cls, state, path: tuple[str, ...], *dice: int) -> list:
        """The active player rolls len(path) (then `dice` follow) and takes `path`."""
        cls.rig(state, len(path), *dice)
        events = GAME.apply(state, Roll())
        events += GAME.apply(state, Move(tuple(path)))
        return events

    @classmethod
    def battle(cls, players: int = 2, attach: dict | None = None, square: str = "P1", defender: int = 1,
               sideways: dict | None = None, dice: tuple[int, ...] = (), **options):
        """Seat 0 attacks `defender` on `square` (one step from ST). `attach` is {seat: {member: [cards]}},
        `sideways` {seat: [members]}; `dice` are the faces after the movement roll."""
        state = cls.at_roll(players, **options)
        for seat, members in (attach or {}).items():
            for member, cards in members.items():
                state.squads[seat].party[member].attached.extend(cards)
        for seat, members in (sideways or {}).items():
            for member in members:
                state.squads[seat].party[member].incapacitated = True
        state.squads[defender].piece = square
        events = cls.walk(state, (square,), *dice)
        assert state.phase == "encounter", state.phase
        events += GAME.apply(state, Fight(square, defender))
        return state, events

    @staticmethod
    def refused(state, action, rule: str) -> IllegalAction:
        before = copy.deepcopy(state)
        with pytest.raises(IllegalAction) as caught:
            GAME.apply(state, action)
        assert caught.value.rule == rule, caught.value
        assert state == before
        return caught.value

    @staticmethod
    def of_type(events, kind):
        return [e for e in events if isinstance(e, kind)]

    @staticmethod
    def keys(events):
        return [e.key for e in events if hasattr(e, "key")]


@pytest.fixture
def T() -> type[Table]:
    return Table
