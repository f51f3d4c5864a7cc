"""What one seat may know (spec section 5).

Hidden: the other Parties (only their sizes show) and the order of the mountains
(only their sizes show). A Magician's peek is shown to the peeker alone, while
the knowledge lasts. Everything else is public: Journeys, villages (a face-down
card's identity too, it was public when flipped), the contents of every Hall as
an unordered set (each card entered it publicly), the bells, the pending cards,
the decision under way and where the Holy Sword is.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.engine.fastinit import fast_frozen
from game.engine.seven import Card

from .cards import HOLY_SWORD, VILLAGES, codes
from .flow import village_state
from .state import State


@fast_frozen
@dataclass(frozen=True)
class VillageView:
    card: str | None
    state: str  # empty | guarded | ruled | sealed


@fast_frozen
@dataclass(frozen=True)
class SeatView:
    seat: int
    party_count: int
    journey: tuple[str, ...]  # in the order the cards arrived
    hall: tuple[str, ...]  # sorted: the contents are public, the order is not
    revealed: tuple[str, ...]  # pending cards in front of this seat (M26)
    known: tuple[str, ...] = ()  # sorted: the Party cards that entered it publicly (section 5)


@fast_frozen
@dataclass(frozen=True)
class Decision:
    """The decision the game waits for, as far as it is public."""

    kind: str
    seat: int
    card: str | None = None  # the card concerned (to return, place, keep ...)
    village: int | None = None  # a fixed target (M30, M31)
    mountain: int | None = None  # the Magician's mountain
    options: tuple[int, ...] = ()  # villages to choose from
    left: int = 0  # Journey cards still to take in a Join


@fast_frozen
@dataclass(frozen=True)
class BattleView:
    village: int
    target: str
    call_card: str | None
    supporter: int | None


@fast_frozen
@dataclass(frozen=True)
class RecruitView:
    owner: int
    target: str
    pay: str


@fast_frozen
@dataclass(frozen=True)
class PeekView:
    mountain: int
    card: str
    bottom: bool | None  # None: still in the hand; then on top (False) or at the bottom (True)


@fast_frozen
@dataclass(frozen=True)
class Machine:
    """The public bookkeeping of the rules machine (flow.py): the steps still to run
    and the flags that steer them. All of it follows from public events, so a seat
    with perfect recall knows it; a search needs it to rebuild a state (sample.py)."""

    tasks: tuple[tuple, ...]  # the task stack, bottom first; every card in it is face up
    resume: bool  # a surrender vote returns to the turn's action when rejected (M21)
    askers: tuple[int, ...]  # seats still to be asked for Support (M36)
    passing: bool  # this turn is a forced pass (M25)
    quiet: bool  # nothing moved this turn (M84 a)
    frozen_run: int  # forced quiet passes in a row (M84 a)
    start: int  # the start player (M12)
    peeker: tuple[int, int, bool | None] | None  # (seat, mountain, bottom) of a peek still known; public (M64)


@dataclass(frozen=True)
class Observation:
    seat: int | None
    players: int
    to_act: int | None
    active: int
    turn: int  # turns completed
    party: tuple[str, ...]  # the viewer's own Party (empty for an onlooker)
    seats: tuple[SeatView, ...]
    villages: tuple[VillageView, ...]
    mountains: tuple[int, ...]  # sizes: Left, Centre, Right
    great_bell: int
    small_bell: int
    table: tuple[str, ...]  # cards drawn or revealed and on their way
    decision: Decision | None
    battle: BattleView | None
    recruit: RecruitView | None
    peek: PeekView | None
    statement: tuple[int, int, int] | None  # (seat, mountain, rank; 0 = silence), the last one
    holy_sword: str  # its zone: party.N, journey.N, hall.N, village.N, revealed.N, table or mountains
    demon_lord_present: bool
    surrender_open: bool
    deathmatch: bool
    pressure: bool
    hometown: bool
    turn_limit: int
    dreams: int  # Prophetic Dreams at setup (M10)
    setup_cards: tuple[str, ...]
    ending: str | None
    reason: str | None
    scores: tuple[int, ...]
    machine: Machine | None = None


def _has_sword(pile: list[Card]) -> bool:
    for c in pile:
        if c.rank == HOLY_SWORD:
            return True
    return False


def holy_sword_zone(state: State) -> str:
    """Section 5: where the Holy Sword is is always public knowledge."""
    for seat in range(state.players):
        for zone, pile in (("party", state.parties[seat]), ("journey", state.journeys[seat]),
                           ("hall", state.halls[seat])):
            if _has_sword(pile):
                return f"{zone}.{seat}"
    for v, card in enumerate(state.villages):
        if card is not None and card.rank == HOLY_SWORD:
            return f"village.{v}"
    for seat, card in state.revealed:
        if card.rank == HOLY_SWORD:
            return f"revealed.{seat}"
    if any(c.rank == HOLY_SWORD for c in state.loose + state.setup_cards):
        return "table"
    return "mountains"


def _decision(state: State) -> Decision | None:
    pend = state.pending
    if pend is None:
        return None
    card = pend.get("card")
    return Decision(pend["kind"], pend["seat"], card.code if card is not None else None, pend.get("village"),
                    pend.get("mountain"), tuple(pend.get("options", ())), pend.get("left", 0))


@lru_cache(maxsize=None, typed=True)  # a handful of (card, state) pairs; views are immutable
def _village_view(card: str | None, state: str) -> VillageView:
    return VillageView(card, state)


def _known(state: State, seat: int) -> tuple[str, ...]:
    """Section 5: a Party card that did not come from the deal (M4) entered it publicly."""
    party = state.parties[seat]
    if not state.dealt:
        return ()
    dealt = state.dealt[seat]
    return codes([c for c in party if c not in dealt]) if dealt else codes(party)


def observe(state: State, seat: int | None) -> Observation:
    battle = state.battle
    recruit = state.recruit
    peek = state.peek
    result = state.result
    return Observation(
        seat=seat,
        players=state.players,
        to_act=state.to_act,
        active=state.active,
        turn=state.turns,
        party=codes(state.parties[seat]) if seat is not None else (),
        seats=tuple([
            SeatView(s, len(state.parties[s]), tuple([c.code for c in state.journeys[s]]), codes(state.halls[s]),
                     tuple([c.code for o, c in state.revealed if o == s]), _known(state, s))
            for s in range(state.players)
        ]),
        villages=tuple([
            _village_view(card.code if card is not None else None, village_state(state, v))
            for v, card in enumerate(state.villages[:VILLAGES])
        ]),
        mountains=tuple([len(m) for m in state.mountains]),
        great_bell=state.great_bell,
        small_bell=state.small_bell,
        table=tuple([c.code for c in state.loose]),
        decision=_decision(state),
        battle=BattleView(battle.village, battle.target.code,
                          battle.call_card.code if battle.call_card else None, battle.supporter) if battle else None,
        recruit=RecruitView(recruit.owner, recruit.target.code, recruit.pay.code) if recruit else None,
        peek=PeekView(peek.mountain, peek.card.code, peek.bottom) if peek and seat == peek.seat else None,
        statement=state.statement,
        holy_sword=holy_sword_zone(state),
        demon_lord_present=state.present,
        surrender_open=state.surrender_open,
        deathmatch=state.deathmatch,
        pressure=state.pressure,
        hometown=state.hometown,
        turn_limit=state.turn_limit,
        dreams=state.dreams,
        setup_cards=tuple([c.code for c in state.setup_cards]),
        ending=result.ending if result else None,
        reason=result.reason if result else None,
        scores=result.scores if result else (),
        machine=Machine(
            tuple(state.tasks),
            bool(state.pending.get("resume", False)) if state.pending else False,
            tuple(battle.askers) if battle else (),
            state.passing,
            state.quiet,
            state.frozen_run,
            state.start,
            (peek.seat, peek.mountain, peek.bottom) if peek else None,
        ),
    )
