"""The state of a game of Requiem and its setup (R1–R9). Plain, deep-copyable data.

Piles are lists of card codes; the top of a face-down deck is index 0. Columns and
slots are indexed 0..2 here and numbered 1..3 (as in the spec) in actions and events.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.contract import Result
from game.engine.rng import Rng

from .cards import ENEMY, KING, MAGES, PRINCE_BY_KEY, STARTING_HAND, STARTING_POOL, VOLUNTEERS

PLAYERS = 3  # R1
COLUMNS = 3  # R9


@dataclass
class State:
    rng: Rng
    princes: list[str]  # the Prince card each seat commands (R5)
    ready: list[list[str]]  # per seat: Ready cards of the Line (戦列), in the order they came
    spent: list[list[str]]  # per seat: Spent cards of the Line (使用済み)
    mage_reserve: list[str]  # 魔導師置き場
    enemy_decks: list[list[str]]  # 敵軍山札 1..3, top first
    capital: list[str]  # 王都山札, top first
    arrivals: list[str | None] = field(default_factory=lambda: [None] * COLUMNS)  # 敵軍襲来エリア
    arrival_face_up: list[bool] = field(default_factory=lambda: [False] * COLUMNS)
    slots: list[str | None] = field(default_factory=lambda: [None] * COLUMNS)  # 迎撃エリア
    slot_owner: list[int | None] = field(default_factory=lambda: [None] * COLUMNS)
    enemy_retreat: list[str] = field(default_factory=list)  # 敵軍撤退エリア
    enemy_dead: list[str] = field(default_factory=list)  # 敵軍戦死エリア
    allied_dead: list[str] = field(default_factory=list)  # 友軍戦死エリア
    damage: list[str] = field(default_factory=list)  # 被害エリア
    turn: int = 0
    phase: int = 0  # 1..9 while playing
    used_select: list[bool] = field(default_factory=lambda: [False] * PLAYERS)  # R14
    passes: int = 0  # consecutive passes in this phase's opportunity loop (R13)
    self_sacrifice: bool = False  # declared this turn (R22)
    pacts: list[str] = field(default_factory=list)  # Princes that declared the Pact this turn (R23)
    king_slew: bool = False  # the King met the Slaughter King in step B this turn (R29)
    to_act: int | None = None
    result: Result | None = None

    def owner_of(self, card: str) -> int | None:
        """The seat whose Line or slot holds `card` (R10), or None."""
        for seat in range(PLAYERS):
            if card in self.ready[seat] or card in self.spent[seat]:
                return seat
        for column in range(COLUMNS):
            if self.slots[column] == card:
                return self.slot_owner[column]
        return None

    def king_in_slot(self) -> int | None:
        for column in range(COLUMNS):
            if self.slots[column] == KING:
                return column
        return None


def new_state(players: int, seed: int, options: dict) -> State:
    """Setup R4–R9 (rules.new_game then runs play up to the first decision)."""
    if players != PLAYERS:
        raise ValueError("Can You Hear the Requiem? is for exactly 3 players (R1)")
    rng = Rng.from_seed(seed)
    keys = tuple(options.get("princes", ("medal", "hourglass", "coffin")))
    princes = [PRINCE_BY_KEY[key] for key in keys]  # R5, given as a setup parameter
    pool = rng.shuffled(STARTING_POOL)  # R6
    ready = [[princes[seat]] + [pool.pop(0) for _ in range(STARTING_HAND)] for seat in range(PLAYERS)]
    enemies = rng.shuffled(ENEMY)  # R7: seven face down into each deck
    decks = [enemies[i * 7:(i + 1) * 7] for i in range(COLUMNS)]
    capital = rng.shuffled(pool + [KING] + list(VOLUNTEERS))  # R8: 9 + 1 + 7 = 17
    return State(rng, princes, ready, [[] for _ in range(PLAYERS)], list(MAGES), decks, capital)  # R4, R9


def copy_state(state: State) -> State:
    """An independent copy for search, field by field (cheaper than copy.deepcopy and
    than an observation); card codes, Messages and the Result are immutable and shared."""
    new = object.__new__(State)
    new.__dict__.update(state.__dict__)
    new.rng = Rng(state.rng.state)
    new.princes = state.princes[:]
    new.ready = [cards[:] for cards in state.ready]
    new.spent = [cards[:] for cards in state.spent]
    new.mage_reserve = state.mage_reserve[:]
    new.enemy_decks = [deck[:] for deck in state.enemy_decks]
    new.capital = state.capital[:]
    new.arrivals = state.arrivals[:]
    new.arrival_face_up = state.arrival_face_up[:]
    new.slots = state.slots[:]
    new.slot_owner = state.slot_owner[:]
    new.enemy_retreat = state.enemy_retreat[:]
    new.enemy_dead = state.enemy_dead[:]
    new.allied_dead = state.allied_dead[:]
    new.damage = state.damage[:]
    new.used_select = state.used_select[:]
    new.pacts = state.pacts[:]
    return new
