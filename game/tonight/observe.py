"""What one seat may know (spec section 5): the heart of a game that is almost all secret.

A seat sees its own hand and position card, every face-up card, the public states,
hand sizes, the will markers as laid out (the two face-down ones unnamed unless it is
the Salaryman or both are obtained), what its role or its own actions told it this turn
(`told`: the cards of its information swaps, its deal, its own moves, the Salaryman's
will and Heroine, the Extractor's placement for his abductee), and `knowledge`: the
places each man and the Heroine may still be at, deduced from every message it was
ever sent (public announcements included; see knowledge.py). The Salaryman also sees the heroine position
card; the Extractor sees the position card he laid for his abductee while it stays.
An onlooker (seat None) sees public things only. After the game everything is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import Message, Result
from game.engine.fastinit import fast_frozen

from .cards import BANK, HOME, WILL_MARKERS
from .state import ONLOOKER, State


@fast_frozen
@dataclass(frozen=True)
class SeatView:
    seat: int
    role: str
    hand_size: int
    has_position: bool  # False while Abducted / Under Escort without a card, or eliminated
    position: str | None  # the position card, if this viewer may see it
    face_up: bool
    taken: str | None  # the card taken from it by Abduct / Escort this turn (public, 1.6)
    eliminated: bool
    resting: bool  # Rests in the current turn (T33)
    rests_next: bool  # Rests in the next turn
    abducted: bool
    escorted_turn: int | None  # the turn of its escort while Under Escort


@fast_frozen
@dataclass(frozen=True)
class MarkerView:
    slot: int
    card: str | None  # None: a face-down marker this viewer cannot name
    obtained: bool  # turned sideways


@fast_frozen
@dataclass(frozen=True)
class Observation:
    seat: int | None
    role: str | None
    turn: int
    turn_limit: int
    phase: str
    acting: int | None  # whose action phase it is
    to_act: int | None
    placing: int | None  # at Turn End: the seat whose position card is being laid
    hand: tuple[str, ...]  # own hand, sorted
    seats: tuple[SeatView, ...]
    heroine: str | None  # the heroine position card, if this viewer may see it
    heroine_placed: bool
    heroine_face_up: bool
    heroine_from: int | None  # Heroine Movement phase: the place she leaves (Salaryman only)
    reserve_size: int
    markers: tuple[MarkerView, ...]
    wills: int  # how many wills are obtained
    used: tuple[str, ...]  # action types used in the current action phase
    gather_target: int | None  # Gather Information under way: the target (public)
    gather_count: int  # ... and N (public)
    gather_given: tuple[str | None, ...]  # the cards handed so far (None to all but the two of them)
    knowledge: tuple[tuple[int, ...], ...]  # places each seat (0..3) and the Heroine (4) may be at, as deduced
    told: tuple[Message, ...]  # this turn's messages meant for this seat alone (or it and one other)
    result: Result | None


def observe(state: State, seat: int | None) -> Observation:
    over = state.result is not None  # 5.2: after a win an engine may reveal everything
    salaryman = seat is not None and state.roles[seat] == "salaryman"
    turn = state.turn
    seats = []
    for s in range(4):
        card = state.position[s]
        visible = card is not None and (over or state.face_up[s] or s == seat or seat in state.known_to[s])
        rests = state.rests[s]
        seats.append(SeatView(s, state.roles[s], len(state.hands[s]), card is not None, card if visible else None,
                              state.face_up[s], state.taken[s], state.eliminated[s], turn in rests,
                              turn + 1 in rests, state.abducted[s], state.escorted[s]))
    both_hidden_obtained = HOME in state.obtained and BANK in state.obtained
    obtained_markers = [WILL_MARKERS[p] for p in state.obtained]
    named_all = salaryman or both_hidden_obtained or over  # T4, A13
    markers = [MarkerView(slot, code if slot == 0 or named_all else None, code in obtained_markers)
               for slot, code in enumerate(state.markers)]
    show_heroine = state.heroine is not None and (salaryman or state.heroine_up or over)
    placing = state.pending[0] if state.phase in ("turn_end", "setup_position") and state.pending else None
    return Observation(
        seat=seat,
        role=state.roles[seat] if seat is not None else None,
        turn=state.turn,
        turn_limit=state.turn_limit,
        phase=state.phase,
        acting=state.acting,
        to_act=state.to_act,
        placing=placing,
        hand=tuple(sorted(state.hands[seat])) if seat is not None else (),
        seats=tuple(seats),
        heroine=state.heroine if show_heroine else None,
        heroine_placed=state.heroine is not None,
        heroine_face_up=state.heroine_up,
        heroine_from=state.heroine_from if salaryman else None,
        reserve_size=len(state.reserve),
        markers=tuple(markers),
        wills=len(state.obtained),
        used=tuple(state.used),
        gather_target=state.giving[0] if state.giving else None,
        gather_count=state.giving[1] if state.giving else 0,
        gather_given=tuple(c if seat in (state.acting, state.giving[0]) else None for c in state.giving[2:]),
        knowledge=tuple(map(tuple, state.know[ONLOOKER if seat is None else seat])),
        told=tuple([m for m in state.logs[ONLOOKER if seat is None else seat] if m.visible_to is not None]),
        result=state.result,
    )
