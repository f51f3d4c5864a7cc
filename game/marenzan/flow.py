"""The automatic procedures of Marenzan, run as a task machine.

`state.tasks` is a stack of plain tuples ("name", *args); `run` pops and runs them
until one of them asks a decision (sets `state.pending`) or the game ends.
`then(state, a, b)` schedules a and b, in that order, before anything already
scheduled. Every handler cites the rule it carries out.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.contract import CardMoved, DieRolled, Event, GameOver, Message, Result, Shuffled
from game.engine.seven import Card

from .cards import (
    BELL_TOP,
    DEMON_LORD,
    DEMON_SON,
    MOUNTAIN_FLOOR,
    SPIRIT,
    VILLAGES,
    is_demon,
    is_guard_type,
    is_threat,
)
from .events import VillageSealed
from .state import State

WIN = "marenzan.ending.praise"  # M77 英雄を讃えよ!
LOSS = "marenzan.ending.twilight"  # M78 汝、黄昏を想え

# -- small helpers ----------------------------------------------------------


def then(state: State, *tasks: tuple) -> None:
    state.tasks.extend(reversed(tasks))


def ask(state: State, kind: str, seat: int, **data) -> None:
    state.pending = {"kind": kind, "seat": seat, **data}


def player(seat: int) -> int:
    """Seats are shown to players counted from 1."""
    return seat + 1


def village_state(state: State, v: int) -> str:
    """1.3: empty, guarded, ruled or sealed (Permanently Ruled)."""
    card = state.villages[v]
    if card is None:
        return "empty"
    if state.sealed[v]:
        return "sealed"
    return "guarded" if is_guard_type(card) else "ruled"


def villages_in(state: State, *kinds: str) -> list[int]:
    out = []
    villages, sealed = state.villages, state.sealed
    for v in range(VILLAGES):  # village_state, inlined: the legal actions ask this many times
        card = villages[v]
        kind = "empty" if card is None else "sealed" if sealed[v] else "guarded" if is_guard_type(card) else "ruled"
        if kind in kinds:
            out.append(v)
    return out


def face_up_demons(state: State) -> list[int]:
    return [v for v in villages_in(state, "ruled") if is_demon(state.villages[v])]


def face_up_dragons(state: State) -> list[int]:
    return [v for v in villages_in(state, "ruled") if state.villages[v].rank == 7]


def demon_lord_village(state: State) -> int | None:
    """Where the Demon Lord is face up (a face-down one does not count, M16)."""
    sealed = state.sealed
    for v, card in enumerate(state.villages):  # villages_in(state, "ruled"), inlined: asked at every turn
        if card is not None and card.rank == DEMON_LORD and not sealed[v]:  # (a Demon is never a guard)
            return v
    return None


def seats_from(state: State, first: int) -> list[int]:
    """Every seat in clockwise order starting with `first` (M1)."""
    return [(first + i) % state.players for i in range(state.players)]


def end(state: State, events: list[Event], won: bool, reason: str) -> None:
    """M22: the game stops at once; M77 / M78 say how it ended."""
    seats = tuple(range(state.players))
    if won:
        counts = tuple(len(h) for h in state.halls)
        best = max(counts)
        heroes = tuple(s for s in seats if counts[s] == best)
        state.result = Result(seats, WIN, counts, reason, (("heroes", heroes),))
    else:
        state.result = Result((), LOSS, (), reason)
    state.tasks.clear()
    state.pending = None
    state.to_act = None
    events.append(Message.of(reason))
    events.append(GameOver(state.result.ending, state.result.winners))


def forget_peek(state: State, mountain: int, drawn: bool = False) -> None:
    """M64 / section 5: the peek lasts until that mountain is shuffled or its peeked top card leaves."""
    peek = state.peek
    if peek is None or peek.mountain != mountain:
        return
    if not drawn or peek.bottom is False:
        state.peek = None


def to_table(state: State, events: list[Event], card: Card, src: str) -> None:
    """Reveal a card and put it on the table on its way somewhere (M26, M76)."""
    state.loose.append(card)
    hidden = src.startswith(("party.", "hall.", "mountain."))
    events.append(CardMoved(card.code, src, "table", True, reveal=hidden))


def from_table(state: State, events: list[Event], card: Card, dst: str, face_up: bool = True) -> None:
    state.loose.remove(card)
    events.append(CardMoved(card.code, "table", dst, face_up))


def forget_dealt(state: State, seat: int, card: Card) -> None:
    """A card leaving a Party is revealed (M26, M66, M67): if it comes back, it comes back known."""
    if state.dealt and card in state.dealt[seat]:
        state.dealt[seat].remove(card)


def reveal_from_party(state: State, events: list[Event], seat: int, card: Card) -> None:
    """A Party card revealed for an action becomes pending (M26)."""
    state.parties[seat].remove(card)
    forget_dealt(state, seat, card)
    state.revealed.append((seat, card))
    events.append(CardMoved(card.code, f"party.{seat}", f"revealed.{seat}", True, reveal=True))


def from_party_to_table(state: State, events: list[Event], seat: int, card: Card) -> None:
    state.parties[seat].remove(card)
    forget_dealt(state, seat, card)
    to_table(state, events, card, f"party.{seat}")


def random_from_hall(state: State, events: list[Event], seat: int) -> Card:
    """M76: a uniform pick from a Hall, revealed to all, put on the table."""
    hall = state.halls[seat]
    card = hall.pop(state.rng.below(len(hall)))
    to_table(state, events, card, f"hall.{seat}")
    events.append(Message.of("marenzan.log.hall_pick", seat=player(seat), card=card.label))
    return card


def to_hall(state: State, events: list[Event], seat: int, card: Card, src: str = "table") -> None:
    if src == "table":
        state.loose.remove(card)
    state.halls[seat].append(card)
    events.append(CardMoved(card.code, src, f"hall.{seat}", False))


def draw(state: State, events: list[Event], mountain: int, seat: int) -> Card | None:
    """M27 / M59: draw and reveal the top card; M19: a mountain left with 3 or fewer loses."""
    card = state.mountains[mountain].pop()
    forget_peek(state, mountain, drawn=True)
    to_table(state, events, card, f"mountain.{mountain}")
    events.append(Message.of("marenzan.log.drew", seat=player(seat), card=card.label,
                             mountain=mountain + 1))
    if len(state.mountains[mountain]) <= MOUNTAIN_FLOOR:
        end(state, events, False, "marenzan.reason.barrier")
        return None
    return card


def village_line(card: Card) -> str:
    """A card placed face up guards its village or rules it (M13, M15)."""
    return "guarded" if is_guard_type(card) else "ruled"


def place(state: State, events: list[Event], v: int, card: Card) -> None:
    """Put a loose card face up in an Empty village (M14); M20: six Ruled villages lose."""
    from_table(state, events, card, f"village.{v}")
    state.villages[v] = card
    events.append(Message.of(f"marenzan.log.placed.{village_line(card)}", card=card.label, village=v + 1))
    if len(villages_in(state, "ruled", "sealed")) == VILLAGES:
        end(state, events, False, "marenzan.reason.fallen")


def return_card(state: State, events: list[Event], card: Card, mountain: int, seat: int) -> None:
    """M49: face down on top of the mountain, then shuffle that mountain. Every returned card
    was revealed on its way (M26, M76), so where it went is public (D8)."""
    from_table(state, events, card, f"mountain.{mountain}", face_up=False)
    events.append(Message.of("marenzan.log.returned", seat=player(seat), card=card.label, mountain=mountain + 1))
    pile = state.mountains[mountain]
    pile.append(card)
    state.rng.shuffle(pile)
    forget_peek(state, mountain)
    events.append(Shuffled(f"mountain.{mountain}", len(pile)))


def returns(state: State, cards: list[Card], decider: int) -> list[tuple]:
    """Tasks that ask the decider for a mountain for each loose card (M49, D8)."""
    return [("return", c.code, decider) for c in cards]


def choose_village(state: State, events: list[Event], kind: str, seat: int, card: Card,
                   options: list[int]) -> None:
    """D2 / D7 / D22: a village choice; with a single option there is nothing to decide."""
    if len(options) == 1:
        VILLAGE_CHOICES[kind](state, events, seat, card, options[0])
    else:
        ask(state, kind, seat, card=card, options=tuple(options))


# -- village choices (resolved by ChooseVillage or automatically) -----------


def _absorb(state: State, events: list[Event], seat: int, card: Card, v: int) -> None:
    """M17 (a): the Guarded village's card and the threat both return."""
    guard = state.villages[v]
    state.villages[v] = None
    to_table(state, events, guard, f"village.{v}")
    events.append(Message.of("marenzan.log.absorbed", card=card.label, guard=guard.label))
    then(state, *returns(state, [guard, card], seat))


def _absorb_lord(state: State, events: list[Event], seat: int, card: Card, v: int) -> None:
    """M17 (b): the guard card returns, then the Demon Lord takes its village. The return comes
    first, so a placement that loses the game (M20, M22) still finds the guard in a mountain."""
    guard = state.villages[v]
    state.villages[v] = None
    to_table(state, events, guard, f"village.{v}")
    then(state, *returns(state, [guard], seat), ("lord_place", card.code, v))


def _place(state: State, events: list[Event], seat: int, card: Card, v: int) -> None:
    """M17 (c) / M59 (a): into an Empty village."""
    place(state, events, v, card)


def _flip(state: State, events: list[Event], seat: int, card: Card, v: int) -> None:
    """M60: the Ruled village's card is turned face down."""
    state.sealed[v] = True
    events.append(VillageSealed(v, state.villages[v].code))
    events.append(Message.of("marenzan.log.sealed", seat=player(seat), card=state.villages[v].label))


def _setup_place(state: State, events: list[Event], seat: int, card: Card, v: int) -> None:
    """M9: the start player puts each of the three cards in an Empty village, face up for all."""
    mountain = 3 - len(state.setup_cards)
    if mountain == 0 and state.dreams:  # M10: the Demon Lord showed, and the Range was made again
        events.append(Message.of("marenzan.log.dream", count=state.dreams))
    state.setup_cards.pop(0)
    state.villages[v] = card
    events.append(CardMoved(card.code, f"mountain.{mountain}", f"village.{v}", True, reveal=True))
    events.append(Message.of(f"marenzan.log.first_place.{village_line(card)}", card=card.label,
                             mountain=mountain + 1, village=v + 1))
    if state.setup_cards:
        nxt = state.setup_cards[0]
        ask(state, "setup_place", seat, card=nxt, options=tuple(villages_in(state, "empty")))


VILLAGE_CHOICES: dict[str, Callable] = {
    "absorb": _absorb, "absorb_lord": _absorb_lord, "place": _place, "guard_place": _place,
    "flip": _flip, "setup_place": _setup_place,
}

# -- tasks -----------------------------------------------------------------


def t_turn_start(state: State, events: list[Event]) -> None:
    """M24: the four steps of a turn."""
    state.surrender_open = True
    state.present = False
    state.passing = False
    state.quiet = True
    events.append(Message.of("marenzan.log.turn", seat=player(state.active), turn=state.turns + 1))
    then(state, ("window",), ("appearance", "b"), ("main",))


def t_window(state: State, events: list[Event]) -> None:
    """M21: the surrender window is a decision of its own only when an Appearance comes before the
    action; otherwise ProposeSurrender is offered beside the turn's actions (nothing happens between)."""
    if state.surrender_open and demon_lord_village(state) is not None:
        ask(state, "window", state.active)


def t_appearance(state: State, events: list[Event], trigger: str) -> None:
    """M51, M52: Demon Lord Appearance; trigger 'b' then settles step 3 (M24)."""
    v = demon_lord_village(state)
    if v is None:
        return
    a = state.active
    tail = [("present",)] if trigger == "b" else []
    events.append(Message.of("marenzan.log.appearance", seat=player(a)))
    if state.halls[a]:
        state.quiet = False
        card = random_from_hall(state, events, a)
        lost = [card]
        if card.rank == DEMON_SON:  # the Son takes his father home
            lord = state.villages[v]
            state.villages[v] = None
            to_table(state, events, lord, f"village.{v}")
            lost.append(lord)
            events.append(Message.of("marenzan.log.son_leads_home"))
        then(state, *returns(state, lost, a), *tail)
    elif state.parties[a]:
        state.quiet = False
        then(state, *tail)
        ask(state, "sacrifice", a)
    else:
        then(state, *tail)


def t_present(state: State, events: list[Event]) -> None:
    state.present = demon_lord_village(state) is not None  # M24 step 3


def t_main(state: State, events: list[Event]) -> None:
    ask(state, "action", state.active)  # M24 step 4, D5


def t_return(state: State, events: list[Event], code: str, decider: int) -> None:
    ask(state, "return", decider, card=Card.from_code(code))


def t_enter(state: State, events: list[Event], code: str, seat: int) -> None:
    """M17: a drawn threat-type card meets the villages."""
    card = Card.from_code(code)
    guarded = villages_in(state, "guarded")
    if guarded:
        kind = "absorb_lord" if card.rank == DEMON_LORD else "absorb"
        choose_village(state, events, kind, seat, card, guarded)
    else:
        choose_village(state, events, "place", seat, card, villages_in(state, "empty"))


def t_lord_place(state: State, events: list[Event], code: str, v: int) -> None:
    """M17 (b), after the guard's return: the Demon Lord enters the village it emptied; M20."""
    place(state, events, v, Card.from_code(code))


def t_after_adventure(state: State, events: list[Event], code: str) -> None:
    """M29–M32: what follows a threat drawn by Adventure."""
    card = Card.from_code(code)
    where = [v for v in range(VILLAGES) if state.villages[v] == card]
    if not where:  # absorbed (M29)
        then(state, ("turn_end",))
    elif is_demon(card):  # M30: a compulsory Subjugation of this card
        ask(state, "subjugate", state.active, village=where[0])
    elif card.rank == 7:  # M31: Petition or Challenge, or decline
        ask(state, "dragon_offer", state.active, village=where[0])
    else:  # M32: the Demon Lord appears at once
        then(state, ("appearance", "a"), ("turn_end",))


def t_support_ask(state: State, events: list[Event]) -> None:
    """M36: ask the next player clockwise, or lose the fight when nobody is left."""
    battle = state.battle
    if battle.askers:
        ask(state, "support", battle.askers.pop(0))
    else:
        events.append(Message.of("marenzan.log.no_support"))
        then(state, ("defeat",))


def t_victory(state: State, events: list[Event]) -> None:
    """M37 step 1: the target leaves its village; keep it, or use its ability (D11)."""
    battle = state.battle
    v = battle.village
    target = state.villages[v]
    state.villages[v] = None
    to_table(state, events, target, f"village.{v}")
    events.append(Message.of("marenzan.log.victory", seat=player(state.active), card=target.label))
    then(state, ("induction",), ("used",))
    if target.rank in (8, 9, 10, 12):
        ask(state, "trophy", state.active, card=target)
    else:
        to_hall(state, events, state.active, target)


def t_induction(state: State, events: list[Event]) -> None:
    """M37 step 2: the active player, then the supporter, may induct their Adventurers (D12)."""
    seats = [state.active]
    if state.battle is not None and state.battle.supporter is not None:
        seats.append(state.battle.supporter)
    then(state, *[("induct", s) for s in seats])


def t_induct(state: State, events: list[Event], seat: int) -> None:
    if any(s == seat and 3 <= c.rank <= 6 for s, c in state.revealed):
        ask(state, "induct", seat)


def t_defeat(state: State, events: list[Event]) -> None:
    """M39: a random victory card goes back to the mountains."""
    a = state.active
    events.append(Message.of("marenzan.log.defeat", seat=player(a)))
    if state.halls[a]:
        card = random_from_hall(state, events, a)
        then(state, *returns(state, [card], a), ("used",))
    else:
        then(state, ("used",))


def t_necro_pay(state: State, events: list[Event]) -> None:
    """M73, last part: a random Hall card, or a pending card of this fight, goes back with him."""
    a = state.active
    necro = next(c for c in state.loose if c.rank == 12)
    if state.halls[a]:
        card = random_from_hall(state, events, a)
        then(state, *returns(state, [card, necro], a))
    else:
        ask(state, "necro_pay", a)


def t_used(state: State, events: list[Event]) -> None:
    """M56 step 1 (and M57): pending cards go to their Journeys, Spirits to the mountains."""
    state.battle = None
    state.recruit = None
    spirits = []
    into: dict[int, list[str]] = {}  # what each Journey receives, told in one line a seat
    for seat, card in state.revealed:
        if card.rank == SPIRIT:
            state.loose.append(card)
            events.append(CardMoved(card.code, f"revealed.{seat}", "table", True))
            spirits.append(card)
        else:
            state.journeys[seat].append(card)
            events.append(CardMoved(card.code, f"revealed.{seat}", f"journey.{seat}", True))
            into.setdefault(seat, []).append(card.label)
    state.revealed.clear()
    for seat, labels in into.items():
        events.append(Message.of("marenzan.log.to_journey", seat=player(seat), cards=tuple(labels),
                                 count=len(labels)))
    then(state, *returns(state, spirits, state.active), ("refill",), ("turn_end",))


def t_refill(state: State, events: list[Event]) -> None:
    """M56 step 2: every empty Party takes back its whole Journey; step 3: Pressure (M81)."""
    refilled = []
    for seat in seats_from(state, state.active):
        if not state.parties[seat] and state.journeys[seat]:
            for card in state.journeys[seat]:
                events.append(CardMoved(card.code, f"journey.{seat}", f"party.{seat}", True))
            state.parties[seat] = state.journeys[seat]
            state.journeys[seat] = []
            refilled.append(seat)
            events.append(Message.of("marenzan.log.refill", seat=player(seat)))
    if refilled:
        state.quiet = False
    if state.pressure and not state.deathmatch:
        then(state, *[("small_bell", s, False) for s in refilled])


def t_turn_end(state: State, events: list[Event]) -> None:
    """M58 (M80 under Deathmatch), and the frozen-position safeguard M84 (a)."""
    if state.deathmatch:
        if state.passing and state.quiet:
            state.frozen_run += 1
            if state.frozen_run >= state.players:
                end(state, events, False, "marenzan.reason.frozen")
                return
        else:
            state.frozen_run = 0
        then(state, ("pass_turn",))
    else:
        then(state, ("small_bell", state.active, True))


def t_small_bell(state: State, events: list[Event], ringer: int, passing: bool) -> None:
    """M58: the Small Bell rings; at 6 the Great Bell rings (M59)."""
    state.small_bell += 1
    events.append(DieRolled("small_bell", state.small_bell, ringer))
    if state.small_bell == BELL_TOP:
        then(state, ("great_bell", ringer, passing))
    elif passing:
        then(state, ("pass_turn",))


def t_great_bell(state: State, events: list[Event], ringer: int, passing: bool) -> None:
    """M59: reset the Small Bell, then the ringer draws a card for the villages (D21)."""
    state.small_bell = 1
    events.append(DieRolled("small_bell", 1, ringer))
    events.append(Message.of("marenzan.log.great_bell", seat=player(ringer)))
    then(state, ("great_advance", ringer, passing))
    ask(state, "bell_draw", ringer)


def t_bell_card(state: State, events: list[Event], code: str, ringer: int) -> None:
    """M59 (a)–(c)."""
    card = Card.from_code(code)
    if is_threat(card):
        then(state, ("enter", code, ringer))  # (b), (c): no Appearance now (M51)
        return
    empties = villages_in(state, "empty")
    if empties:
        choose_village(state, events, "guard_place", ringer, card, empties)
    else:
        then(state, *returns(state, [card], ringer))


def t_great_advance(state: State, events: list[Event], ringer: int, passing: bool) -> None:
    state.great_bell += 1
    events.append(DieRolled("great_bell", state.great_bell, ringer))
    if state.great_bell == BELL_TOP:
        then(state, ("permanent", ringer, passing))
    elif passing:
        then(state, ("pass_turn",))


def t_permanent(state: State, events: list[Event], ringer: int, passing: bool) -> None:
    """M60: reset the Great Bell and flip one face-up Ruled village (D22)."""
    state.great_bell = 1
    events.append(DieRolled("great_bell", 1, ringer))
    then(state, ("unwinnable",), *([("pass_turn",)] if passing else []))
    ruled = villages_in(state, "ruled")
    if ruled:
        choose_village(state, events, "flip", ringer, state.villages[ruled[0]], ruled)


def t_unwinnable(state: State, events: list[Event]) -> None:
    """M61a: a face-down Demon Lord or five Permanently Ruled villages end the game."""
    lord_sealed = any(state.sealed[v] and state.villages[v].rank == DEMON_LORD for v in range(VILLAGES))
    if lord_sealed or sum(state.sealed) >= 5:
        end(state, events, False, "marenzan.reason.unwinnable")


def t_pass_turn(state: State, events: list[Event]) -> None:
    """M23: the turn passes to the left neighbour; M84 (b): the turn limit."""
    state.turns += 1
    if state.turns >= state.turn_limit:
        end(state, events, False, "marenzan.reason.turn_limit")
        return
    state.active = (state.active + 1) % state.players
    then(state, ("turn_start",))


TASKS: dict[str, Callable] = {
    "turn_start": t_turn_start, "window": t_window, "appearance": t_appearance, "present": t_present,
    "main": t_main, "return": t_return, "enter": t_enter, "lord_place": t_lord_place,
    "after_adventure": t_after_adventure,
    "support_ask": t_support_ask, "victory": t_victory, "induction": t_induction, "induct": t_induct,
    "defeat": t_defeat, "necro_pay": t_necro_pay, "used": t_used, "refill": t_refill,
    "turn_end": t_turn_end, "small_bell": t_small_bell, "great_bell": t_great_bell,
    "bell_card": t_bell_card, "great_advance": t_great_advance, "permanent": t_permanent,
    "unwinnable": t_unwinnable, "pass_turn": t_pass_turn,
}


def run(state: State, events: list[Event]) -> None:
    """Carry out automatic steps up to the next decision or the end of the game."""
    while state.result is None and state.pending is None:
        task = state.tasks.pop()
        TASKS[task[0]](state, events, *task[1:])
    state.to_act = None if state.result is not None else state.pending["seat"]
