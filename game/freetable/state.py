"""The Free Table's state: 49 physical cards in zones, two dice.

Each physical card is a *token* (0..48) that keeps its place on the table; its
face (a Seven-deck card code) is separate. Shuffling a zone permutes the faces
under the tokens, so a viewer who follows a token through a shuffle learns
nothing — exactly like a real shuffle.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.contract import Result
from game.engine.rng import Rng
from game.engine.seven import SEVEN_DECK

PILE, TABLE, DISCARD = "pile", "table", "discard"
DICE = 2
MAX_STEPS = 10_000
# The open table is an area: a card on it lies at a point (its centre) of AREA_W × AREA_H
# table units; the screen scales the area to its own rect. Cards at the same point are a
# stack, drawn in their order in zones[TABLE] (later on top), fanned when spread.
AREA_W, AREA_H = 700, 240
CELL_W, CELL_H = 100, 240  # where a card put on the table by position (F1) lies: the first free cell


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
    pos: dict[int, tuple[int, int]] = field(default_factory=dict)  # token on the table -> its point
    spread: set[tuple[int, int]] = field(default_factory=set)  # the points whose stacks are fanned
    to_act: int | None = 0  # the seat at the screen; PassTo (F9) hands the table on
    result: Result | None = None

    def where(self, token: int) -> tuple[str, int]:
        for name, tokens in self.zones.items():
            if token in tokens:
                return name, tokens.index(token)
        raise KeyError(token)


    def stack(self, token: int) -> list[int]:
        """The table cards at `token`'s point, bottom to top (itself alone when it lies apart)."""
        point = self.pos[token]
        return [t for t in self.zones[TABLE] if self.pos[t] == point]


def cells() -> list[tuple[int, int]]:
    """The points of the table's cells, row by row."""
    return [(x, y) for y in range(0, AREA_H + 1, CELL_H) for x in range(0, AREA_W + 1, CELL_W)]


def free_cell(pos: dict[int, tuple[int, int]]) -> tuple[int, int]:
    """Where a card put on the table without a point goes: the first empty cell, else the
    cell with the fewest cards (it joins that stack)."""
    taken: dict[tuple[int, int], int] = {}
    for point in pos.values():
        taken[point] = taken.get(point, 0) + 1
    return min(cells(), key=lambda c: taken.get(c, 0))


def new_game(players: int, seed: int, options: dict) -> State:
    rng = Rng.from_seed(seed)
    faces = rng.shuffled([card.code for card in SEVEN_DECK])
    count = len(faces)
    zones = {name: [] for name in zone_names(players)}
    zones[PILE] = list(range(count))
    state = State(rng, players, zones, faces, [False] * count, [False] * count, [1] * DICE)
    carried = options.get("carry") if options else None
    if carried is not None:
        lay_out(state, carried)
    return state


def lay_out(state: State, carried: dict) -> None:
    """Lay the table as `carried` says (a table whose number of hands changed: see
    game.freetable.carry); the faces are the carried ones, the PRNG stays the new seed's."""
    state.faces = list(carried["faces"])
    state.face_up = list(carried["face_up"])
    state.sideways = list(carried["sideways"])
    state.zones = {name: list(carried["zones"].get(name, ())) for name in state.zones}
    state.pos = {token: (x, y) for token, x, y in carried["pos"]}
    state.spread = {(x, y) for x, y in carried["spread"]}
    state.dice = list(carried["dice"])
    state.to_act = carried["to_act"]


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
    pos: tuple[tuple[int, int, int], ...] = ()  # (token, x, y) of every table card: public
    spread: tuple[tuple[int, int], ...] = ()  # the fanned stacks' points

    def point(self, token: int) -> tuple[int, int] | None:
        for t, x, y in self.pos:
            if t == token:
                return x, y
        return None

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
    pos = tuple((t, *state.pos[t]) for t in state.zones[TABLE])
    return Observation(seat, state.players, zones, tuple(state.dice), state.to_act, pos, tuple(sorted(state.spread)))
