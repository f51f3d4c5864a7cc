"""The state of a game of Enfield and its setup (E6). Plain, deep-copyable data."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.contract import Result
from game.engine.rng import Rng

from .board import START
from .cards import CARDS, READY_DECKS
from .decks import CUSTOM, DeckError, check_code, check_squad

SUPPLY = 5  # E3: five trust markers per squad
ROUNDS = 15  # E7
HOLIDAYS = (4, 8, 12)  # E7
# E7: the month of each weekday round (catalog suffixes)
MONTHS = {1: "april", 2: "may", 3: "june", 5: "july", 6: "august", 7: "september", 9: "october",
          10: "november", 11: "december", 13: "january", 14: "february", 15: "march"}


def is_holiday(round_no: int) -> bool:
    return round_no in HOLIDAYS


@dataclass
class Member:
    """A party member (パーティーメンバー): its card, whether it is sideways, its attached cards."""

    card: str
    max_hp: int
    incapacitated: bool = False
    attached: list[str] = field(default_factory=list)


@dataclass
class Squad:
    """One player's things (E3)."""

    deck_name: str  # a ready-made deck key or "custom" (public, like the party)
    party: list[Member]
    deck: list[str]  # the private pool, kept sorted (E6.3)
    piece: str = START
    supply: int = SUPPLY
    target: str | None = None  # the staked card in the target zone (目標場)
    trash: list[str] = field(default_factory=list)  # ごみ箱, public, in order


@dataclass
class Fighter:
    """A participant in the current battle (E21), or a temporary Hired Blade (member -1, E41)."""

    seat: int
    side: int  # 0 attacker, 1 defender
    member: int  # party index, -1 for a temporary member
    card: str
    max_hp: int
    damage: int = 0
    ko: bool = False
    actions: int = 1  # E24
    modifier: str = ""  # "" | "spirit" | "alchemy" (E31, E32)
    guard: int = 0  # blows the Guard Dog still covers (E43)
    nurse: int = 0  # Field Nurse saves left (E42)
    fortune: bool = False  # E44
    charm: int = 0  # automatic criticals left (E47)
    alchemist: int = 0  # doubled magic attacks left (E46)
    silenced: bool = False  # Alley Cat (E45)


@dataclass
class Battle:
    attacker: int
    defender: int
    square: str
    fighters: list[Fighter]
    step: str = "actions"  # "actions" | "exchange" | "fortune" | "second"
    side: int = 0  # the side whose action step or exchange turn it is
    actor: int = -1  # the fighter whose attack or magic is pending (fortune, second)
    target: int = -1  # the pending normal attack's target (fortune)
    faces: tuple[int, ...] = ()  # the two Fortune Teller dice
    magic: str = ""  # the magic whose second effect is pending (E46)


@dataclass
class State:
    rng: Rng
    players: int
    order: list[int]  # the turn order (E6.6), fixed all game
    squads: list[Squad]
    markers: dict[str, list[int]] = field(default_factory=dict)  # square -> [owner, credited] (E56)
    round: int = 1
    turn: int = 0  # index into order of the active player
    phase: str = "stake"
    revealed: bool = False  # this round's target cards are face up (E10)
    roll: int = 0  # the movement die
    path: tuple[str, ...] = ()  # the announced path s1..sk (E15)
    encounters: tuple[str, ...] = ()  # encounter squares not yet decided (E16)
    obtained: bool = False  # the active player obtained its target card this turn (E54)
    battle: Battle | None = None
    loser: int = -1  # the seat choosing which marker to give up (E37a)
    winner: int = -1
    to_act: int | None = 0
    result: Result | None = None

    @property
    def active(self) -> int:
        return self.order[self.turn]


def _squad(choice: str, code: str, seat: int, hp_cap: bool) -> Squad:
    if choice == CUSTOM:
        if not code:
            raise ValueError(f"seat {seat + 1} chose a custom deck but gave no squad code")
        check = check_code(code, hp_cap)
        name = CUSTOM
    else:
        ready = READY_DECKS[choice]
        check = check_squad(ready.party, ready.deck, hp_cap)
        name = choice
    if not check.ok:
        raise DeckError(check.problems, f"seat {seat + 1}'s squad")
    party = [Member(card, CARDS[card].max_hp) for card in check.party]
    return Squad(name, party, sorted(check.deck))


def new_game(players: int, seed: int, options: dict) -> State:
    """E6: parties upright, decks as private pools, 5 markers each, pieces on ST, a turn order."""
    rng = Rng.from_seed(seed)
    choices = options.get("deck") or tuple(("shieldwall", "lanternlight", "swiftwind", "shieldwall")[:players])
    codes = options.get("custom_decks") or ("",) * players
    hp_cap = bool(options.get("hp_cap", False))
    squads = [_squad(choices[seat], codes[seat], seat, hp_cap) for seat in range(players)]
    order = list(range(players))
    if options.get("turn_order", "random") == "random":
        rng.shuffle(order)  # E6.6 / DE2: a uniformly random permutation from the seed
    state = State(rng, players, order, squads)
    state.to_act = order[0]
    return state


def _copied(obj):
    """A shallow copy of a plain dataclass object, without running its __init__."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def copy_state(state: State) -> State:
    """An independent copy for search, field by field (far cheaper than copy.deepcopy);
    strings, tuples and the Result are immutable and shared."""
    new = _copied(state)
    new.rng = Rng(state.rng.state)
    new.order = state.order[:]
    squads = []
    for squad in state.squads:
        copied = _copied(squad)
        party = []
        for member in squad.party:
            m = _copied(member)
            m.attached = member.attached[:]
            party.append(m)
        copied.party = party
        copied.deck = squad.deck[:]
        copied.trash = squad.trash[:]
        squads.append(copied)
    new.squads = squads
    new.markers = {square: marker[:] for square, marker in state.markers.items()}
    if state.battle is not None:
        battle = new.battle = _copied(state.battle)
        battle.fighters = [_copied(fighter) for fighter in state.battle.fighters]
    return new
