"""What one seat may know (enfield.md section 5): everything except the other squads' decks and,
until the simultaneous reveal, the other squads' staked cards."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.fastinit import fast_frozen

from .scoring import all_points
from .state import HOLIDAYS, MONTHS, ROUNDS, State


@fast_frozen
@dataclass(frozen=True)
class MemberView:
    card: str
    max_hp: int
    incapacitated: bool  # sideways (行動不能)
    attached: tuple[str, ...]  # face up, in the order received


@fast_frozen
@dataclass(frozen=True)
class SquadView:
    seat: int
    deck_name: str  # ready-made deck key or "custom"
    piece: str  # the square the piece stands on
    supply: int  # markers not yet on the map
    deck_count: int
    deck: tuple[str, ...]  # the seat's own deck (sorted); () for the others
    staked: bool  # a card lies in the target zone
    target: str | None  # its id when revealed, or the seat's own; None when hidden or empty
    trash: tuple[str, ...]
    party: tuple[MemberView, ...]
    points: int  # trust points now (E57)


@fast_frozen
@dataclass(frozen=True)
class MarkerView:
    square: str
    owner: int  # colour
    credited: int  # direction


@fast_frozen
@dataclass(frozen=True)
class FighterView:
    index: int
    seat: int
    side: int  # 0 attacker, 1 defender
    member: int  # party index, -1 for a temporary Hired Blade
    card: str
    max_hp: int
    damage: int
    ko: bool
    actions: int
    modifier: str
    guard: int
    nurse: int
    fortune: bool
    charm: int
    alchemist: int
    silenced: bool


@fast_frozen
@dataclass(frozen=True)
class BattleView:
    attacker: int
    defender: int
    square: str
    step: str  # "actions" | "exchange" | "fortune" | "second"
    side: int  # whose action step or exchange turn it is
    actor: int  # the fighter whose attack (fortune) or magic (second) is pending, else -1
    target: int
    faces: tuple[int, ...]  # the Fortune Teller's two dice
    magic: str
    fighters: tuple[FighterView, ...]


@fast_frozen
@dataclass(frozen=True)
class Observation:
    seat: int | None
    players: int
    round: int  # 1..15
    month: str  # catalog suffix of the month ("april" ...), "" on a holiday
    holidays: tuple[int, ...]
    rounds: int
    order: tuple[int, ...]  # turn order
    active: int  # the seat whose turn it is
    to_act: int | None
    phase: str
    roll: int  # the movement die this turn (0 before the roll)
    path: tuple[str, ...]  # the announced path s1..sk
    encounter: str | None  # the encounter square being decided
    obtained: bool
    squads: tuple[SquadView, ...]
    markers: tuple[MarkerView, ...]
    battle: BattleView | None
    loser: int  # the seat giving up a marker (give_marker), else -1
    winner: int


@lru_cache(maxsize=8192)  # views are immutable, so equal ones can be one object
def _party_view(members: tuple[tuple[str, int, bool, tuple[str, ...]], ...]) -> tuple[MemberView, ...]:
    return tuple([MemberView(*member) for member in members])


@lru_cache(maxsize=8192)
def _map_view(markers: tuple[tuple[str, int, int], ...], players: int) -> tuple[tuple[MarkerView, ...], tuple[int, ...]]:
    """The markers (sorted by square) as views, and every seat's trust points (E57): both
    follow from the markers alone, which change a few times a round."""
    views = tuple([MarkerView(*marker) for marker in markers])
    return views, all_points({square: (owner, credited) for square, owner, credited in markers}, players)


@lru_cache(maxsize=8192, typed=True)
def _fighter_view(*fields) -> FighterView:
    return FighterView(*fields)


def observe(state: State, seat: int | None) -> Observation:
    # sorted by square (squares are unique, so sorting the triples sorts by square)
    markers, scores = _map_view(tuple(sorted([(square, marker[0], marker[1])
                                              for square, marker in state.markers.items()])), state.players)
    revealed = state.revealed
    squads = []
    for s, squad in enumerate(state.squads):
        own = seat == s
        target = squad.target
        squads.append(SquadView(
            s, squad.deck_name, squad.piece, squad.supply, len(squad.deck),
            tuple(squad.deck) if own else (),
            target is not None,
            target if (own or revealed) else None,
            tuple(squad.trash),
            _party_view(tuple([(m.card, m.max_hp, m.incapacitated, tuple(m.attached)) for m in squad.party])),
            scores[s],
        ))
    battle = None
    if state.battle is not None:
        b = state.battle
        fighters = tuple([_fighter_view(i, f.seat, f.side, f.member, f.card, f.max_hp, f.damage, f.ko, f.actions,
                                        f.modifier, f.guard, f.nurse, f.fortune, f.charm, f.alchemist, f.silenced)
                          for i, f in enumerate(b.fighters)])
        battle = BattleView(b.attacker, b.defender, b.square, b.step, b.side, b.actor, b.target, b.faces, b.magic,
                            fighters)
    round_no = min(state.round, ROUNDS)
    return Observation(
        seat, state.players, round_no, MONTHS.get(round_no, ""), HOLIDAYS, ROUNDS, tuple(state.order),
        state.active, state.to_act, state.phase, state.roll, state.path,
        state.encounters[0] if state.encounters else None, state.obtained, tuple(squads),
        markers, battle, state.loser, state.winner,
    )
