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


def owner(zone: str) -> int | None:
    """The seat whose hand `zone` is (None: a shared zone)."""
    return int(zone[4:]) if zone.startswith("hand") and zone[4:].isdigit() else None


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
    to_act: int | None = 0  # the seat at the screen; PassTo (F9) hands the table on
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
    card: str | None  # the face, if this viewer sees it; None: a back
    face_up: bool  # laid face up: public. A face-down card in a hand is its owner's secret
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


def sees(state: State, seat: int | None, zone: str, token: int) -> bool:
    """A face-up card is everyone's; a face-down card in a hand is held by its
    owner, who sees it; every other face-down card is nobody's."""
    return state.face_up[token] or (seat is not None and owner(zone) == seat)


def observe(state: State, seat: int | None) -> Observation:
    """What `seat` sees (None: an onlooker): faces of face-up cards and of its own
    hand, backs of the rest."""
    zones = tuple(
        (name, tuple(CardView(t, state.faces[t] if sees(state, seat, name, t) else None, state.face_up[t],
                              state.sideways[t])
                     for t in tokens))
        for name, tokens in state.zones.items()
    )
    return Observation(seat, state.players, zones, tuple(state.dice), state.to_act)
