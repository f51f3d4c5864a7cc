"""The Free Table's state: 49 physical cards in zones, two dice.

Each physical card is a *token* (0..48) that keeps its place on the table; its
face (a Seven-deck card code) is separate. Shuffling a zone permutes the faces
under the tokens, so a viewer who follows a token through a shuffle learns
nothing — exactly like a real shuffle.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import Result
from game.engine.rng import Rng
from game.engine.seven import SEVEN_DECK

PILE, TABLE, DISCARD = "pile", "table", "discard"
DICE = 2
MAX_STEPS = 10_000


def hand(seat: int) -> str:
    return f"hand{seat}"


def zone_names(players: int) -> tuple[str, ...]:
    return (PILE, TABLE, DISCARD) + tuple(hand(i) for i in range(players))


@dataclass
class State:
    rng: Rng
    players: int
    zones: dict[str, list[int]]  # zone -> tokens, bottom (index 0) to top
    faces: list[str]  # token -> card code
    face_up: list[bool]  # token -> shows its face
    sideways: list[bool]  # token -> turned 90° (spent)
    dice: list[int]
    to_act: int | None = 0  # the table is shared: whoever is at the screen acts as seat 0
    result: Result | None = None

    def where(self, token: int) -> tuple[str, int]:
        for name, tokens in self.zones.items():
            if token in tokens:
                return name, tokens.index(token)
        raise KeyError(token)


def new_game(players: int, seed: int, options: dict) -> State:
    rng = Rng.from_seed(seed)
    faces = rng.shuffled([card.code for card in SEVEN_DECK])
    count = len(faces)
    zones = {name: [] for name in zone_names(players)}
    zones[PILE] = list(range(count))
    return State(rng, players, zones, faces, [False] * count, [False] * count, [1] * DICE)


@dataclass(frozen=True)
class CardView:
    token: int
    card: str | None  # None while face down: nobody sees a face-down card
    face_up: bool
    sideways: bool


@dataclass(frozen=True)
class Observation:
    seat: int | None
    players: int
    zones: tuple[tuple[str, tuple[CardView, ...]], ...]
    dice: tuple[int, ...]
    to_act: int | None

    def zone(self, name: str) -> tuple[CardView, ...]:
        for zone_name, cards in self.zones:
            if zone_name == name:
                return cards
        raise KeyError(name)


def observe(state: State, seat: int | None) -> Observation:
    """Everyone sees the same table: faces of face-up cards, backs of the rest."""
    zones = tuple(
        (name, tuple(CardView(t, state.faces[t] if state.face_up[t] else None, state.face_up[t], state.sideways[t])
                     for t in tokens))
        for name, tokens in state.zones.items()
    )
    return Observation(seat, state.players, zones, tuple(state.dice), state.to_act)
