"""The rules of Requiem: legal actions and apply, phase by phase (R12–R44).

`apply` performs one decision and then runs every automatic step up to the next
decision (or the end), so `state.to_act` is always a seat with a real choice.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import chain, combinations

from game.engine.contract import (
    Action,
    CardMoved,
    Event,
    GameOver,
    IllegalAction,
    Message,
    Result,
    Revealed,
    Shuffled,
)

from .actions import (
    CardTurned,
    Combat,
    Declared,
    DeclarePact,
    DeclareSelfSacrifice,
    Pact,
    Pass,
    PhaseBegan,
    Rescue,
    Retreat,
    ReturnToFront,
    Scout,
    SelfSacrifice,
    Sortie,
)
from .cards import (
    ALL_PRINCES_DEAD_PENALTY,
    COFFIN_PRINCE,
    DEAD_PRINCE_PENALTY,
    HOURGLASS_PRINCE,
    KING,
    MATCHING_MAGE,
    MEDAL_PRINCE,
    MUTUAL_AT,
    PACT_PRINCES,
    PRINCES,
    RECRUIT_POINTS,
    SLAUGHTER_KING,
    VALUE,
    VICTORY_AT,
    VOLUNTEER_POINTS,
)
from .state import COLUMNS, PLAYERS, State, new_state

LOOP_PHASES = (2, 3, 4, 5, 8)  # R13: the phases that offer choices
SCOUT, RETREAT, RETURN, SORTIE, ENGAGEMENT, DAMAGE, RESCUE, REORGANIZE = 2, 3, 4, 5, 6, 7, 8, 9

ENDING_HAPPY = "requiem.ending.happy"  # 『未来への凱歌』
ENDING_EMPTY = "requiem.ending.empty"  # 『風の鎮魂歌』
ENDING_BAD = "requiem.ending.bad"  # 『鎮魂歌は届かない』
ENDING_LOST = "requiem.ending.lost"
LOSS_CAPITAL = "requiem.loss.capital"  # R39
LOSS_KING = "requiem.loss.king"  # R40
REASON_WIN = "requiem.reason.slaughter_king_slain"  # R41


@lru_cache(maxsize=4096)  # the cache's own C wrapper makes the key of the keywords: half the cost of a Python one
def _log(key: str, **args: int | str) -> Message:
    """A log line; each distinct one is made once (a Message is immutable, and the lines repeat)."""
    return Message.of(key, **args)


# --------------------------------------------------------------------------
# zone names (for events and the table scene)


def line_zone(seat: int) -> str:
    return f"line{seat}"


def arrival_zone(column: int) -> str:
    return f"arrival{column + 1}"


def slot_zone(column: int) -> str:
    return f"slot{column + 1}"


def deck_zone(column: int) -> str:
    return f"enemy_deck{column + 1}"


# --------------------------------------------------------------------------
# legal actions


def _engaged(state: State, seat: int) -> list[int]:
    """Columns whose slot holds one of `seat`'s cards (R10)."""
    return [c for c in range(COLUMNS) if state.slots[c] is not None and state.slot_owner[c] == seat]


@cache  # actions are immutable: each distinct one is made once (a playout asks at every step)
def _made(kind: type[Action], *fields: object) -> Action:
    return kind(*fields)


def _choices(state: State, seat: int) -> list[Action]:
    """Every non-pass action open to `seat` in the current phase."""
    phase = state.phase
    used = state.used_select[seat]
    ready = state.ready[seat]
    out: list[Action] = []
    if phase == SCOUT:  # R17
        if used or not ready:
            return out
        face_up = state.arrival_face_up
        hidden = [c + 1 for c, enemy in enumerate(state.arrivals) if enemy is not None and not face_up[c]]
        return [_made(Scout, card, column) for card in ready for column in hidden]  # one list, no generator a card
    elif phase == RETREAT:  # R19: any non-empty subset of the own Engaged cards, whatever R14 says
        own = [state.slots[c] for c in _engaged(state, seat)]
        for size in range(1, len(own) + 1):
            out.extend(_made(Retreat, tuple(subset)) for subset in combinations(own, size))
    elif phase == RETURN:  # R20
        if not used and state.spent[seat]:
            out.append(_made(ReturnToFront))
    elif phase == SORTIE:  # R21–R23
        if used:
            return out
        open_columns = [c for c in range(COLUMNS) if state.arrivals[c] is not None and state.slots[c] is None]
        for card in ready:
            for c in open_columns:
                out.append(_made(Sortie, card, c + 1))
                if card == MEDAL_PRINCE:
                    out.append(_made(SelfSacrifice, card, c + 1))
                elif card in PACT_PRINCES:
                    out.append(_made(Pact, card, c + 1))
        for c in _engaged(state, seat):
            card = state.slots[c]
            if card == MEDAL_PRINCE:
                out.append(_made(DeclareSelfSacrifice, card))
            elif card in PACT_PRINCES:
                out.append(_made(DeclarePact, card))
    elif phase == RESCUE and not used and state.capital:  # R32: never empty here (R39 ends the game first)
        out.append(_made(Rescue))
    return out


def _has_choices(state: State, seat: int) -> bool:
    """bool(_choices(state, seat)), without building the actions (asked at every opportunity, R13).
    Plain loops over the columns rather than any(...) of a generator: this runs several times
    a decision, and a generator costs more to start than the three columns cost to look at."""
    phase = state.phase
    if phase == SCOUT:
        if state.used_select[seat] or not state.ready[seat]:
            return False
        face_up = state.arrival_face_up
        for c, enemy in enumerate(state.arrivals):  # a face-down arrival to scout
            if enemy is not None and not face_up[c]:
                return True
        return False
    if phase == RETREAT:
        slots = state.slots
        for c, owner in enumerate(state.slot_owner):  # an own Engaged card (_engaged)
            if owner == seat and slots[c] is not None:
                return True
        return False
    if phase == RETURN:
        return not state.used_select[seat] and bool(state.spent[seat])
    if phase == SORTIE:
        if state.used_select[seat]:
            return False
        slots = state.slots
        if state.ready[seat]:
            for c, enemy in enumerate(state.arrivals):  # an arrival with an empty slot to sortie to
                if enemy is not None and slots[c] is None:
                    return True
        for c, owner in enumerate(state.slot_owner):  # an own Engaged Prince who may declare
            card = slots[c]
            if owner == seat and card is not None and (card == MEDAL_PRINCE or card in PACT_PRINCES):
                return True
        return False
    if phase == RESCUE:
        return not state.used_select[seat] and bool(state.capital)
    return False


def legal_actions(state: State) -> list[Action]:
    if state.to_act is None or state.result is not None:
        return []
    choices = _choices(state, state.to_act)
    return choices + [_made(Pass)] if choices else []


def why_illegal(state: State, action: Action) -> IllegalAction:
    """The rule that refuses `action` for the seat to act."""
    seat = state.to_act
    phase_of = {Scout: SCOUT, Retreat: RETREAT, ReturnToFront: RETURN, Sortie: SORTIE, SelfSacrifice: SORTIE,
                DeclareSelfSacrifice: SORTIE, Pact: SORTIE, DeclarePact: SORTIE, Rescue: RESCUE, Pass: None}
    kind = type(action)
    if kind not in phase_of:
        return IllegalAction("R13", f"{kind.__name__} is not an action of Can You Hear the Requiem?", "unknown")
    if seat is None:
        return IllegalAction("R39", "the game is over")
    rule_of = {Scout: "R17", Retreat: "R19", ReturnToFront: "R20", Sortie: "R21", SelfSacrifice: "R22",
               DeclareSelfSacrifice: "R22", Pact: "R23", DeclarePact: "R23", Rescue: "R32", Pass: "R13"}
    rule = rule_of[kind]
    if phase_of[kind] is not None and phase_of[kind] != state.phase:
        return IllegalAction(rule, f"{kind.__name__} belongs to phase {phase_of[kind]}, and this is phase {state.phase}",
                             "phase", {"needs": f"requiem.phase.{phase_of[kind]}", "phase": f"requiem.phase.{state.phase}"})
    if kind is Pass:
        return IllegalAction("R13", "pass is offered only with another legal action", "pass")
    if kind is not Retreat and state.used_select[seat]:
        return IllegalAction("R14", f"seat {seat} has already used its select action this turn")
    card = getattr(action, "card", None)
    if kind in (Scout, Sortie, SelfSacrifice, Pact):
        if card in state.spent[seat]:
            return IllegalAction("R15", f"{card} is Spent and cannot be used until Return to Front", args={"card": card})
        if card not in state.ready[seat]:
            return IllegalAction("R10", f"{card} is not a Ready card of seat {seat}'s own Line", args={"card": card})
        column = action.column - 1 if isinstance(action.column, int) else -1
        if not 0 <= column < COLUMNS:
            return IllegalAction(rule, f"there is no column {action.column}", "column")
        if kind is Scout:
            if state.arrivals[column] is None or state.arrival_face_up[column]:
                return IllegalAction("R17", f"column {action.column} holds no face-down arrival", args={"column": action.column})
        else:
            if state.arrivals[column] is None:
                return IllegalAction("R21", f"column {action.column} holds no arrival to intercept", "no_arrival",
                                      {"column": action.column})
            if state.slots[column] is not None:
                return IllegalAction("R21", f"slot {action.column} already holds an allied card", "taken",
                                      {"column": action.column})
    if kind in (SelfSacrifice, DeclareSelfSacrifice) and card != MEDAL_PRINCE:
        return IllegalAction("R22", "only the Medal Prince can declare Self-Sacrifice")
    if kind in (Pact, DeclarePact) and card not in PACT_PRINCES:
        return IllegalAction("R23", "only the Hourglass or Coffin Prince can declare the Pact")
    if kind in (DeclareSelfSacrifice, DeclarePact) and card not in [state.slots[c] for c in _engaged(state, seat)]:
        return IllegalAction(rule, f"{card} is not Engaged in one of seat {seat}'s slots", "not_engaged", {"card": card})
    if kind is Retreat:
        own = [state.slots[c] for c in _engaged(state, seat)]
        if not action.cards or any(c not in own for c in action.cards) or len(set(action.cards)) != len(action.cards):
            return IllegalAction("R19", "a retreat takes one or more of the player's own Engaged cards")
    if kind is ReturnToFront and not state.spent[seat]:
        return IllegalAction("R20", "there is no Spent card to return to the front")
    return IllegalAction(rule, f"{action} is not open to seat {seat} now", "not_open")


# --------------------------------------------------------------------------
# apply


def apply(state: State, action: Action) -> list[Event]:
    """Perform a legal action of `state.to_act`, then run on to the next decision."""
    seat = state.to_act
    events: list[Event] = []
    if isinstance(action, Pass):
        state.passes += 1  # R13
        events.append(_log("requiem.log.pass", seat=seat))
    else:
        state.passes = 0
        _perform(state, seat, action, events)
    _proceed(state, events, seat)
    return events


def _perform(state: State, seat: int, action: Action, events: list[Event]) -> None:
    if isinstance(action, Scout):  # R17
        state.used_select[seat] = True
        _make_spent(state, seat, action.card, events)
        column = action.column - 1
        enemy = state.arrivals[column]
        state.arrival_face_up[column] = True
        events.append(Revealed(enemy, arrival_zone(column)))
        events.append(_log("requiem.log.scout", seat=seat, card=action.card, column=action.column, enemy=enemy))
    elif isinstance(action, Retreat):  # R19: not a select action
        for card in action.cards:
            column = state.slots.index(card)
            _return_to_line(state, column, events)
            events.append(_log("requiem.log.retreat", seat=seat, card=card, column=column + 1))
    elif isinstance(action, ReturnToFront):  # R20
        state.used_select[seat] = True
        cards = list(state.spent[seat])
        state.spent[seat].clear()
        state.ready[seat].extend(cards)
        events.extend(CardTurned(card, seat, False) for card in cards)
        events.append(_log("requiem.log.return_to_front", seat=seat, count=len(cards)))
    elif isinstance(action, (Sortie, SelfSacrifice, Pact)):  # R21, with R22(a) / R23(a)
        state.used_select[seat] = True
        column = action.column - 1
        state.ready[seat].remove(action.card)
        state.slots[column] = action.card
        state.slot_owner[column] = seat
        events.append(CardMoved(action.card, line_zone(seat), slot_zone(column)))
        events.append(_log("requiem.log.sortie", seat=seat, card=action.card, column=action.column))
        if isinstance(action, SelfSacrifice):
            _declare_self_sacrifice(state, seat, action.card, events)
        elif isinstance(action, Pact):
            _declare_pact(state, seat, action.card, events)
    elif isinstance(action, DeclareSelfSacrifice):  # R22(b)
        state.used_select[seat] = True
        _declare_self_sacrifice(state, seat, action.card, events)
    elif isinstance(action, DeclarePact):  # R23(b)
        state.used_select[seat] = True
        _declare_pact(state, seat, action.card, events)
    elif isinstance(action, Rescue):  # R32
        state.used_select[seat] = True
        card = state.capital.pop(0)
        state.ready[seat].append(card)  # R15: enters Ready
        events.append(Revealed(card, "capital"))
        events.append(CardMoved(card, "capital", line_zone(seat)))
        events.append(_log("requiem.log.rescue", seat=seat, card=card))
        _check_capital(state, events)  # R39
    else:  # pragma: no cover - GameDef.apply only passes legal actions
        raise IllegalAction("R13", f"unknown action {action}", "unknown")


def _declare_self_sacrifice(state: State, seat: int, card: str, events: list[Event]) -> None:
    state.self_sacrifice = True
    events.append(Declared(seat, card, "self_sacrifice"))
    events.append(_log("requiem.log.self_sacrifice", seat=seat, card=card))


def _declare_pact(state: State, seat: int, card: str, events: list[Event]) -> None:
    state.pacts.append(card)
    events.append(Declared(seat, card, "pact"))
    events.append(_log("requiem.log.pact", seat=seat, card=card))


def _make_spent(state: State, seat: int, card: str, events: list[Event]) -> None:
    state.ready[seat].remove(card)
    state.spent[seat].append(card)
    events.append(CardTurned(card, seat, True))


def _return_to_line(state: State, column: int, events: list[Event]) -> None:
    """An Engaged card goes back to its owner's Line, Spent (R18, R19)."""
    card, seat = state.slots[column], state.slot_owner[column]
    state.slots[column] = None
    state.slot_owner[column] = None
    state.spent[seat].append(card)
    events.append(CardMoved(card, slot_zone(column), line_zone(seat)))
    events.append(CardTurned(card, seat, True))


# --------------------------------------------------------------------------
# the turn framework (R12, R13)


def new_game(players: int, seed: int, options: dict) -> State:
    """Setup R4–R9, then play runs up to the first decision (phase 2 of turn 1)."""
    state = new_state(players, seed, options)
    start_play(state)
    return state


def start_play(state: State) -> None:
    """From a fresh setup to the first decision; the events of this run are not kept."""
    state.phase = 9  # so that the next phase is turn 1, phase 1
    _proceed(state, [], None)


def _proceed(state: State, events: list[Event], last: int | None) -> None:
    """Offer the next opportunity, or run phases until one is offered or the game ends."""
    while state.result is None:
        if state.phase in LOOP_PHASES:
            seat = _next_opportunity(state, last)
            if seat is not None:
                state.to_act = seat
                return
        last = None
        _next_phase(state, events)
    state.to_act = None


def _next_opportunity(state: State, last: int | None) -> int | None:
    """R13: P1, P2, P3, P1 …; a seat with no legal action passes automatically;
    three passes in a row close the phase (None)."""
    seat = 0 if last is None else (last + 1) % PLAYERS
    while state.passes < PLAYERS:
        if _has_choices(state, seat):
            return seat
        state.passes += 1
        seat = (seat + 1) % PLAYERS
    return None


@lru_cache(maxsize=1024, typed=True)  # events are immutable: each (turn, phase) pair's can be made once
def _phase_events(turn: int, phase: int) -> tuple[Event, Event]:
    return (PhaseBegan(turn, phase),
            _log("requiem.log.phase", turn=turn, phase=f"requiem.phase.{phase}"))


def _next_phase(state: State, events: list[Event]) -> None:
    if state.phase == 9:
        state.turn += 1
        state.phase = 1
    else:
        state.phase += 1
    state.passes = 0
    state.to_act = None
    events.extend(_phase_events(state.turn, state.phase))
    if state.phase == 1:
        _enemy_arrival(state, events)
    elif state.phase == RETREAT:
        _kings_retreat(state, events)
    elif state.phase == ENGAGEMENT:
        _engagement(state, events)
    elif state.phase == DAMAGE:
        _damage(state, events)
    elif state.phase == REORGANIZE:
        _reorganize(state, events)


# --------------------------------------------------------------------------
# the automatic steps


def _enemy_arrival(state: State, events: list[Event]) -> None:
    """R16 (and the start of a turn: select actions and declarations are fresh, R14)."""
    state.used_select = [False] * PLAYERS
    state.self_sacrifice = False
    state.pacts = []
    state.king_slew = False
    for column in range(COLUMNS):
        deck = state.enemy_decks[column]
        if not deck:  # R34: an empty deck puts nothing in its column
            continue
        card = deck.pop(0)
        state.arrivals[column] = card
        state.arrival_face_up[column] = False
        events.append(CardMoved(card, deck_zone(column), arrival_zone(column), False, visible_to=()))
        events.append(_log("requiem.log.arrival", column=column + 1))


def _kings_retreat(state: State, events: list[Event]) -> None:
    """R18: the King never stays in the Interception Area past one combat."""
    column = state.king_in_slot()
    if column is not None:
        seat = state.slot_owner[column]
        _return_to_line(state, column, events)
        events.append(_log("requiem.log.king_retreat", seat=seat, card=KING))


def combat_outcome(ally: str, enemy: str) -> tuple[int, str]:
    """R25: the sum of a step-B combat and its result: 'victory' (15 or more), 'mutual'
    (exactly 14) or 'defeat' (13 or less). Pure: the table previews a Sortie with it."""
    total = VALUE[ally] + VALUE[enemy]
    if total >= VICTORY_AT:
        return total, "victory"
    if total == MUTUAL_AT:
        return total, "mutual"
    return total, "defeat"


def slays_slaughter_king(ally: str, enemy: str) -> bool:
    """R29, R35: only the King meeting the Slaughter King (13 + 1, a Mutual Kill) wins the game."""
    return ally == KING and enemy == SLAUGHTER_KING


def sweep_outcome(enemy: str) -> tuple[int, str]:
    """R26: the Medal Prince's sweep against one enemy: 'sweep_kill' (11 + value >= 14) or 'sweep_repel'."""
    total = VALUE[MEDAL_PRINCE] + VALUE[enemy]
    return total, "sweep_kill" if total >= MUTUAL_AT else "sweep_repel"


def _engagement(state: State, events: list[Event]) -> None:
    """Phase 6, steps A–G (R24–R30)."""
    medal_column = state.slots.index(MEDAL_PRINCE) if state.self_sacrifice else None
    # A (R24): reveal every arrival faced by an allied card
    for column in range(COLUMNS):
        if state.slots[column] is not None and state.arrivals[column] is not None:
            _reveal_arrival(state, column, events)
    # B (R25): normal combats, column order, except the Self-Sacrifice slot
    for column in range(COLUMNS):
        ally, enemy = state.slots[column], state.arrivals[column]
        if ally is None or enemy is None or column == medal_column:
            continue
        total, outcome = combat_outcome(ally, enemy)
        state.arrivals[column] = None
        if outcome == "victory":
            enemy_to, ally_dies = "enemy_dead", False
        elif outcome == "mutual":
            enemy_to, ally_dies = "enemy_dead", True
            state.king_slew = state.king_slew or slays_slaughter_king(ally, enemy)
        else:
            enemy_to, ally_dies = "enemy_retreat", True
        events.append(Combat(column + 1, ally, enemy, total, outcome))
        events.append(_log(f"requiem.log.{outcome}", column=column + 1, card=ally, enemy=enemy, total=total))
        if ally_dies:
            _kill_ally(state, column, events)
        (state.enemy_dead if enemy_to == "enemy_dead" else state.enemy_retreat).append(enemy)
        events.append(CardMoved(enemy, arrival_zone(column), enemy_to))
    # C (R26): the Medal Prince sweeps every enemy still arriving, then dies
    if medal_column is not None:
        for column in range(COLUMNS):
            enemy = state.arrivals[column]
            if enemy is None:
                continue
            _reveal_arrival(state, column, events)
            total, outcome = sweep_outcome(enemy)
            state.arrivals[column] = None
            (state.enemy_dead if outcome == "sweep_kill" else state.enemy_retreat).append(enemy)
            events.append(Combat(column + 1, MEDAL_PRINCE, enemy, total, outcome))
            events.append(_log(f"requiem.log.{outcome}", column=column + 1, card=MEDAL_PRINCE, enemy=enemy,
                                     total=total))
            events.append(CardMoved(enemy, arrival_zone(column), "enemy_dead" if outcome == "sweep_kill" else "enemy_retreat"))
        _kill_ally(state, medal_column, events)
        events.append(_log("requiem.log.prince_falls", card=MEDAL_PRINCE))
    # D (R27): each Pact's Prince dies, and its Mage joins the owner's Line, Ready
    for prince in state.pacts:
        seat = state.princes.index(prince)  # R10: a Prince never changes hands
        if prince in state.slots:
            _kill_ally(state, state.slots.index(prince), events)
            events.append(_log("requiem.log.prince_falls", card=prince))
        mage = MATCHING_MAGE[prince]
        state.mage_reserve.remove(mage)
        state.ready[seat].append(mage)
        events.append(CardMoved(mage, "mage_reserve", line_zone(seat)))
        events.append(_log("requiem.log.mage_joins", seat=seat, card=mage))
    # E (R28): Recover the Capital, once, however many Pacts (the deck is shuffled even if nothing came back)
    if state.pacts:
        count = len(state.damage)
        for card in state.damage:
            events.append(CardMoved(card, "damage", "capital", False))
        state.capital.extend(state.damage)
        state.damage.clear()
        state.rng.shuffle(state.capital)
        events.append(Shuffled("capital", len(state.capital)))
        events.append(_log("requiem.log.recover", count=count))
    # F (R29): victory
    if state.king_slew:
        _win(state, events)
        return
    # G (R30)
    _check_king(state, events)


def _reveal_arrival(state: State, column: int, events: list[Event]) -> None:
    if not state.arrival_face_up[column]:
        state.arrival_face_up[column] = True
        enemy = state.arrivals[column]
        events.append(Revealed(enemy, arrival_zone(column)))
        events.append(_log("requiem.log.reveal", column=column + 1, enemy=enemy))


def _kill_ally(state: State, column: int, events: list[Event]) -> None:
    card = state.slots[column]
    state.slots[column] = None
    state.slot_owner[column] = None
    state.allied_dead.append(card)
    events.append(CardMoved(card, slot_zone(column), "allied_dead"))


def _damage(state: State, events: list[Event]) -> None:
    """R31: one Capital card per enemy left, checking R39/R40 after each flip;
    then the arrivals withdraw to the Enemy Retreat Area."""
    left = [column for column in range(COLUMNS) if state.arrivals[column] is not None]
    for _ in left:
        card = state.capital.pop(0)
        state.damage.append(card)
        events.append(Revealed(card, "capital"))
        events.append(CardMoved(card, "capital", "damage"))
        events.append(_log("requiem.log.damage", card=card))
        if _check_capital(state, events) or _check_king(state, events):
            return  # R39 (section 6 item 18): the rest of the damage is not applied
    for column in left:
        enemy = state.arrivals[column]
        if not state.arrival_face_up[column]:
            events.append(Revealed(enemy, arrival_zone(column)))
        state.arrivals[column] = None
        state.arrival_face_up[column] = False
        state.enemy_retreat.append(enemy)
        events.append(CardMoved(enemy, arrival_zone(column), "enemy_retreat"))
        events.append(_log("requiem.log.withdraw", column=column + 1, enemy=enemy))


def _reorganize(state: State, events: list[Event]) -> None:
    """R33, R34: when a deck is empty, gather decks and retreat, shuffle, deal 1, 2, 3, 1 …"""
    if all(state.enemy_decks):
        return
    pool: list[str] = []
    for column in range(COLUMNS):
        for card in state.enemy_decks[column]:
            events.append(CardMoved(card, deck_zone(column), "enemy_reorg", False, visible_to=()))
        pool.extend(state.enemy_decks[column])
        state.enemy_decks[column] = []
    for card in state.enemy_retreat:
        events.append(CardMoved(card, "enemy_retreat", "enemy_reorg", False))
    pool.extend(state.enemy_retreat)
    state.enemy_retreat.clear()
    state.rng.shuffle(pool)
    events.append(Shuffled("enemy_reorg", len(pool)))
    for index, card in enumerate(pool):
        column = index % COLUMNS
        state.enemy_decks[column].append(card)
        events.append(CardMoved(card, "enemy_reorg", deck_zone(column), False, visible_to=()))
    events.append(_log("requiem.log.reorganize", count=len(pool)))


# --------------------------------------------------------------------------
# the end (R39–R44)


def _check_capital(state: State, events: list[Event]) -> bool:
    """R39: an empty Capital Deck loses at once."""
    if state.capital:
        return False
    _lose(state, LOSS_CAPITAL, events)
    return True


def _check_king(state: State, events: list[Event]) -> bool:
    """R40: the King lost with nobody left to recover the Capital."""
    if KING in state.damage and HOURGLASS_PRINCE in state.allied_dead and COFFIN_PRINCE in state.allied_dead:
        _lose(state, LOSS_KING, events)
        return True
    return False


def _lose(state: State, reason: str, events: list[Event]) -> None:
    """R44: no score, no ending beyond the loss."""
    state.result = Result((), ENDING_LOST, (), reason)
    state.to_act = None
    events.append(_log("requiem.log.lost", reason=reason))
    events.append(GameOver(ENDING_LOST, ()))


def score_of(state: State) -> tuple[int, int, int, int]:
    """R42: (score, volunteers, recruits, dead princes)."""
    values = list(map(VALUE.__getitem__, chain(*state.ready, *state.spent, state.capital)))  # asked at every observation
    volunteers, recruits = values.count(7), values.count(8)
    dead = sum(1 for c in state.allied_dead if c in PRINCES)
    score = VOLUNTEER_POINTS * volunteers + RECRUIT_POINTS * recruits - DEAD_PRINCE_PENALTY * dead
    if dead == len(PRINCES):
        score -= ALL_PRINCES_DEAD_PENALTY
    return score, volunteers, recruits, dead


def ending_of(score: int) -> str:
    """R43."""
    if score >= 1:
        return ENDING_HAPPY
    if score == 0:
        return ENDING_EMPTY
    return ENDING_BAD


def _win(state: State, events: list[Event]) -> None:
    """R41–R43: everyone wins; the score picks the ending."""
    score, volunteers, recruits, dead = score_of(state)
    ending = ending_of(score)
    details = (("volunteers", volunteers), ("recruits", recruits), ("dead_princes", dead),
               ("all_princes_dead", dead == len(PRINCES)))
    winners = tuple(range(PLAYERS))
    state.result = Result(winners, ending, (score,) * PLAYERS, REASON_WIN, details)
    state.to_act = None
    events.append(_log("requiem.log.won", score=score, ending=ending))
    events.append(GameOver(ending, winners))
