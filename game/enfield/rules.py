"""The rules of Enfield: legal actions and apply, phase by phase (enfield.md section 3).

Phases (state.phase): "stake" (E10), "roll" (E14), "path" (E15), "encounter" (E16, E17),
"battle" (E20–E48; sub-steps in state.battle.step), "give_marker" (E37a), "incapacitate" (E51),
"attach" (E54), "over". `apply` runs every automatic step up to the next decision.
"""

from __future__ import annotations

import itertools
from functools import cache, lru_cache

from game.engine.contract import (
    Action,
    CardMoved,
    DieRolled,
    Event,
    GameOver,
    IllegalAction,
    Message,
    PieceMoved,
    Result,
    Revealed,
)

from . import cards as C
from .actions import (
    MAGICS,
    Attach,
    Attack,
    Cast,
    EndActions,
    Fight,
    GiveMarker,
    Incapacitate,
    Move,
    Pass,
    PickFace,
    Roll,
    SecondTarget,
    Stake,
    UseCard,
)
from .board import ADJACENT, SQUARES, START, move_paths
from .events import BattleBegun, BattleOver, Damaged, FighterJoined, Healed, MarkerPlaced, MarkerTurned, MemberTurned
from .scoring import all_points, breakdown
from .state import MONTHS, ROUNDS, Battle, Fighter, State, is_holiday

_MONTH_EN = {"april": "April", "may": "May", "june": "June", "july": "July", "august": "August",
             "september": "September", "october": "October", "november": "November", "december": "December",
             "january": "January", "february": "February", "march": "March"}
_MONTH_NO = {"april": 4, "may": 5, "june": 6, "july": 7, "august": 8, "september": 9, "october": 10,
             "november": 11, "december": 12, "january": 1, "february": 2, "march": 3}
_SEAT_ARGS = ("seat", "attacker", "defender", "winner", "loser", "owner", "credited", "target_seat")
_CARD_ARGS = ("card", "bearer", "actor", "target")
DAMAGE = {"fumble": 0, "hit": 50, "critical": 100}  # E28


def msg(key: str, **args) -> Message:
    """A log line. Seat args get a 1-based `<name>_no`; card and square ids get `<name>_en` and
    `<name>_ja`, so each language's template can name them. Arguments are ints and strs."""
    return _message(key, tuple(args.items()))


@lru_cache(maxsize=8192)  # a Message is immutable and the lines repeat (seats, cards, squares): each is made once
def _message(key: str, items: tuple[tuple[str, int | str], ...]) -> Message:
    extra = {}
    for name, value in items:
        if name in _SEAT_ARGS and isinstance(value, int):
            extra[f"{name}_no"] = value + 1
        elif name in _CARD_ARGS and isinstance(value, str) and value in C.CARDS:
            extra[f"{name}_en"] = C.CARDS[value].name_en
            extra[f"{name}_ja"] = C.CARDS[value].name_ja
        elif name == "square" and value in SQUARES:
            extra["square_ja"], extra["square_en"] = SQUARES[value][0], SQUARES[value][1]
    return Message.of(f"enfield.msg.{key}", **dict(items), **extra)


def zone(kind: str, seat: int, member: int | None = None) -> str:
    """Zone names: deck<seat>, target<seat>, trash<seat>, party<seat>.<member> (attached cards)."""
    return f"{kind}{seat}" if member is None else f"{kind}{seat}.{member}"


# --------------------------------------------------------------------------
# Legal actions


# Actions are immutable, so each distinct one is made once and handed out again (a playout asks
# for the legal actions at every step).
_stake_action = cache(Stake)
_fight_action = cache(Fight)
_pass_action = cache(Pass)
_use_card_action = cache(UseCard)
_attack_action = cache(Attack)
_cast_action = cache(Cast)
_pick_face_action = cache(PickFace)
_second_target_action = cache(SecondTarget)
_give_marker_action = cache(GiveMarker)
_incapacitate_action = cache(Incapacitate)
_attach_action = cache(Attach)
_ROLL = Roll()
_END_ACTIONS = EndActions()


def legal_actions(state: State) -> list[Action]:
    if state.to_act is None:
        return []
    phase = state.phase
    seat = state.to_act
    squad = state.squads[seat]
    if phase == "stake":  # E10: any card of the deck (copies are the same choice)
        return [_stake_action(card) for card in sorted(set(squad.deck))]
    if phase == "roll":
        return [_ROLL]
    if phase == "path":  # E15, AE3, AE4
        return list(_moves(squad.piece, state.roll))
    if phase == "encounter":  # E16, E17 (AE7: one defender of the mover's choice)
        square = state.encounters[0]
        return [_fight_action(square, other) for other in _pieces_on(state, square, seat)] + [_pass_action(square)]
    if phase == "battle":
        return _battle_actions(state)
    if phase == "give_marker":  # E37a, AE18: any marker credited to the loser
        return [_give_marker_action(square) for square in _credited_squares(state, seat)]
    if phase == "incapacitate":  # E51, AE24: a member not already sideways
        return [_incapacitate_action(i) for i, m in enumerate(squad.party) if not m.incapacitated]
    if phase == "attach":  # E54, AE25: any member, incapacitated ones included
        return [_attach_action(i) for i in range(len(squad.party))]
    return []


@cache
def _moves(start: str, roll: int) -> tuple[Move, ...]:
    return tuple(Move(path) for path in move_paths(start, roll))


def _pieces_on(state: State, square: str, mover: int) -> list[int]:
    return [seat for seat in range(state.players) if seat != mover and state.squads[seat].piece == square]


def _credited_squares(state: State, seat: int) -> list[str]:
    return [square for square in SQUARES if square in state.markers and state.markers[square][1] == seat]


def _battle_actions(state: State) -> list[Action]:
    battle = state.battle
    if battle.step == "actions":  # E22, E40
        out: list[Action] = []
        for index, card in _usable_cards(battle, state, battle.side):
            if card == C.ALLEY_CAT:  # E45: one standing opponent that exists now
                out.extend([_use_card_action(index, card, t) for t in _standing(battle, 1 - battle.side)])
            else:
                out.append(_use_card_action(index, card))
        out.append(_END_ACTIONS)
        return out
    if battle.step == "fortune":  # E44
        return [_pick_face_action(face) for face in sorted(set(battle.faces))]
    if battle.step == "second":  # E46
        return [_second_target_action(t) for t in _magic_targets(battle, battle.actor, battle.magic)]
    out = []
    fighters = battle.fighters
    standing = _standing(battle)
    for actor in _eligible(battle, battle.side):  # E24, E25
        fighter = fighters[actor]
        side = fighter.side
        # E27: anyone standing; E43: a guarded opponent first (normal attacks and physical magic)
        normal = [i for i in standing if fighters[i].side != side and fighters[i].guard > 0] or standing
        out.extend([_attack_action(actor, t) for t in normal])
        if fighter.member >= 0:  # E26, AE17: magic needs a card attached to the actor
            own_side = [i for i in standing if fighters[i].side == side]  # holy magic (E30, AE15)
            targets = {"physical": normal, "holy": own_side, "spirit": standing, "alchemy": standing}  # E31
            for card in sorted(set(state.squads[fighter.seat].party[fighter.member].attached)):
                for magic in MAGICS:
                    out.extend([_cast_action(actor, card, magic, t) for t in targets[magic]])
    return out


def _usable_cards(battle: Battle, state: State, side: int) -> list[tuple[int, str]]:
    """E40: action cards attached to the side's participating (party) members."""
    out = []
    for index, fighter in enumerate(battle.fighters):
        if fighter.side == side and fighter.member >= 0 and not fighter.ko:
            attached = state.squads[fighter.seat].party[fighter.member].attached
            out.extend((index, card) for card in sorted(set(attached)) if C.is_action(card))
    return out


def _standing(battle: Battle, side: int | None = None) -> list[int]:
    return [i for i, f in enumerate(battle.fighters) if not f.ko and (side is None or f.side == side)]


def _eligible(battle: Battle, side: int) -> list[int]:
    """E24: a participant, not KO'd, with an action left, and not held by an Alley Cat (E45)."""
    return [i for i, f in enumerate(battle.fighters)
            if f.side == side and not f.ko and f.actions > 0 and not f.silenced]


def _attack_targets(battle: Battle, actor: int) -> list[int]:
    """E27: any standing participant, either side; E43: a guarded opponent first."""
    side = battle.fighters[actor].side
    standing = _standing(battle)
    guarded = [i for i in standing if battle.fighters[i].side != side and battle.fighters[i].guard > 0]
    return guarded or standing


def _magic_targets(battle: Battle, actor: int, magic: str) -> list[int]:
    if magic == "physical":  # E43 restricts physical magic like a normal attack
        return _attack_targets(battle, actor)
    if magic == "holy":  # E27, E30: own side only, never a KO'd member (AE15)
        return _standing(battle, battle.fighters[actor].side)
    return _standing(battle)  # spirit, alchemy: anyone standing (E31)


# --------------------------------------------------------------------------
# Refusals


_PHASE_RULE = {"stake": ("E10", "stake a card"), "roll": ("E14", "roll the die"), "path": ("E15", "choose a path"),
               "encounter": ("E16", "fight or pass"), "give_marker": ("E37", "choose the marker to give up"),
               "incapacitate": ("E51", "choose the member to turn sideways"),
               "attach": ("E54", "choose the member who receives the card")}
_STEP_RULE = {"actions": ("E22", "use action cards or stop"), "exchange": ("E23", "act with a member"),
              "fortune": ("E44", "pick one of the Fortune Teller's dice"),
              "second": ("E46", "choose the second target")}


def why_illegal(state: State, action: Action) -> IllegalAction:
    if state.phase == "battle":
        rule, what = _STEP_RULE[state.battle.step]
    else:
        rule, what = _PHASE_RULE.get(state.phase, ("E8", "nothing: the game is over"))
    legal = legal_actions(state)
    if type(action) not in {type(a) for a in legal}:
        return IllegalAction(rule, f"now seat {state.to_act} must {what}; {type(action).__name__} is not allowed", "phase",
                             {"what": f"refusal.enfield.must.{state.battle.step if state.phase == 'battle' else state.phase}"})
    seat = state.to_act
    if isinstance(action, Stake):
        return IllegalAction("E10", f"{action.card} is not in seat {seat}'s deck", args={"card": action.card})
    if isinstance(action, Move):
        return IllegalAction("E15", *_why_path(state, action.path))
    if isinstance(action, (Fight, Pass)):
        if action.square != state.encounters[0]:
            return IllegalAction("E16", f"encounters are decided in path order: the next one is {state.encounters[0]}", "order")
        return IllegalAction("E17", f"seat {action.defender} has no piece on {action.square}")
    if isinstance(action, UseCard):
        if action.card == C.ALLEY_CAT and action.target is not None:
            return IllegalAction("E45", "the Alley Cat must choose a standing member of the opposing side", "cat")
        return IllegalAction("E40", f"{action.card} is not an action card on a participating member of this side",
                             args={"card": action.card})
    if isinstance(action, Attack):
        return _why_target(state, action.actor, action.target, "normal")
    if isinstance(action, Cast):
        battle = state.battle
        if action.actor in _eligible(battle, battle.side):
            fighter = battle.fighters[action.actor]
            attached = state.squads[seat].party[fighter.member].attached if fighter.member >= 0 else []
            if action.card not in attached:
                return IllegalAction("E29", f"{action.card} is not attached to the actor (AE17)", "not_attached",
                                         {"card": action.card})
            if action.magic not in MAGICS:
                return IllegalAction("E29", f"{action.magic} is not one of the four magics {MAGICS}", "magic")
            if action.magic == "holy":
                return IllegalAction("E30", "holy magic heals a standing member of the caster's own side")
        return _why_target(state, action.actor, action.target, action.magic)
    if isinstance(action, PickFace):
        return IllegalAction("E44", f"the Fortune Teller's dice show {state.battle.faces}")
    if isinstance(action, SecondTarget):
        return IllegalAction("E46", "the second effect needs a legal target for the same magic")
    if isinstance(action, GiveMarker):
        return IllegalAction("E37", f"no marker on {action.square} is credited to seat {seat}")
    if isinstance(action, Incapacitate):
        return IllegalAction("E51", f"member {action.member} is not an upright member (AE24)")
    if isinstance(action, Attach):
        return IllegalAction("E54", f"member {action.member} is not one of the party's three members")
    return IllegalAction(rule, f"{action} is not open to seat {seat} now", "not_open")


def _why_path(state: State, path: tuple[str, ...]) -> tuple[str, str, dict]:
    """(English reason, case, arguments) for a path that is not a legal move (E15)."""
    start = state.squads[state.to_act].piece
    squares = (start, *path)
    for a, b in itertools.pairwise(squares):
        if b not in SQUARES or b not in ADJACENT[a]:
            return f"{a} and {b} are not joined by a road", "road", {}
    if len(set(squares)) != len(squares):
        return "a move may not enter a square twice nor return to its start (AE3)", "twice", {}
    need = len(move_paths(start, state.roll)[0])
    return f"the path must be {need} steps long for a roll of {state.roll} (AE4)", "length", {"n": need, "roll": state.roll}


def _why_target(state: State, actor: int, target: int, kind: str) -> IllegalAction:
    battle = state.battle
    if actor not in _eligible(battle, battle.side):
        if 0 <= actor < len(battle.fighters) and battle.fighters[actor].silenced:
            return IllegalAction("E45", "an Alley Cat keeps this member from acting", "silenced")
        return IllegalAction("E25", "the actor must be an eligible member of the side to act (E24)")
    if not 0 <= target < len(battle.fighters) or battle.fighters[target].ko:
        return IllegalAction("E27", "the target must be a participant that is not knocked out (AE15)")
    return IllegalAction("E43", "a Guard Dog makes the opposing side's normal attacks and physical magic target "
                         "its bearer")


# --------------------------------------------------------------------------
# Apply


def apply(state: State, action: Action) -> list[Event]:
    events: list[Event] = []
    seat = state.to_act
    if isinstance(action, Stake):
        _stake(state, seat, action.card, events)
        _after_stake(state, events)
    elif isinstance(action, Roll):
        _roll(state, events)
    elif isinstance(action, Move):
        _move(state, action.path, events)
    elif isinstance(action, Fight):
        state.encounters = ()
        _begin_battle(state, action.square, action.defender, events)
    elif isinstance(action, Pass):
        events.append(msg("pass", seat=seat, square=action.square))
        state.encounters = state.encounters[1:]
        _walk_on(state, events)
    elif isinstance(action, UseCard):
        _use_card(state, action, events)
    elif isinstance(action, EndActions):
        events.append(msg("end_actions", seat=seat))
        _action_step(state, state.battle.side + 1, events)
    elif isinstance(action, Attack):
        _attack(state, action.actor, action.target, events)
    elif isinstance(action, PickFace):
        battle = state.battle
        events.append(msg("pick_face", seat=seat, face=action.face))
        _resolve_attack(state, battle.actor, battle.target, action.face, events)
    elif isinstance(action, Cast):
        _cast(state, action, events)
    elif isinstance(action, SecondTarget):
        battle = state.battle
        events.append(msg(f"second_{battle.magic}", seat=seat))
        _magic_effect(state, battle.actor, battle.magic, action.target, events)
        battle.step = "exchange"
        _continue_exchange(state, 1 - battle.fighters[battle.actor].side, events)
    elif isinstance(action, GiveMarker):
        _turn_marker(state, action.square, state.winner, events)
        _after_battle(state, events)
    elif isinstance(action, Incapacitate):
        _incapacitate(state, seat, action.member, events)
        _results(state, events)
    elif isinstance(action, Attach):
        _attach(state, seat, action.member, events)
        _end_turn(state, events)
    return events


# -- the year (E7–E9) ------------------------------------------------------


def _start_round(state: State, events: list[Event]) -> None:
    while state.round <= ROUNDS and is_holiday(state.round):
        _holiday(state, events)
        state.round += 1
    if state.round > ROUNDS:
        _finish(state, events)
        return
    month = MONTHS[state.round]
    events.append(msg("weekday", round=state.round, month=_MONTH_NO[month], month_en=_MONTH_EN[month]))
    state.phase = "stake"
    state.revealed = False
    state.turn = 0
    if all(len(squad.deck) == 1 for squad in state.squads):  # E12: the last card, without a choice
        for seat in state.order:
            _stake(state, seat, state.squads[seat].deck[0], events)
    _after_stake(state, events)


def _holiday(state: State, events: list[Event]) -> None:
    """E9: every incapacitated member is turned upright; nothing else happens (AE27)."""
    events.append(msg("holiday", round=state.round))
    for seat in state.order:
        for index, member in enumerate(state.squads[seat].party):
            if member.incapacitated:
                member.incapacitated = False
                events.append(MemberTurned(seat, index, False))
                events.append(msg("recovered", seat=seat, card=member.card))


# -- staking (E10) -----------------------------------------------------------


def _stake(state: State, seat: int, card: str, events: list[Event]) -> None:
    squad = state.squads[seat]
    squad.deck.remove(card)
    squad.target = card
    events.append(CardMoved(card, zone("deck", seat), zone("target", seat), False, visible_to=(seat,)))
    events.append(msg("staked", seat=seat))


def _after_stake(state: State, events: list[Event]) -> None:
    waiting = [seat for seat in state.order if state.squads[seat].target is None]
    if waiting:  # the stakes are sequential secret choices (DESIGN: simultaneous choices)
        state.to_act = waiting[0]
        return
    state.revealed = True  # AE8: all turned face up at once
    for seat in state.order:
        card = state.squads[seat].target
        events.append(Revealed(card, zone("target", seat)))
        events.append(msg("revealed", seat=seat, card=card))
    _start_turn(state, events)


# -- a turn (E13–E19) --------------------------------------------------------


def _start_turn(state: State, events: list[Event]) -> None:
    state.phase = "roll"
    state.to_act = state.active
    state.roll = 0
    state.path = ()
    state.encounters = ()
    state.obtained = False
    events.append(msg("turn", seat=state.active))


def _roll(state: State, events: list[Event]) -> None:
    """E14: one public d6."""
    state.roll = state.rng.die(6)
    events.append(DieRolled("move", state.roll, state.active))
    events.append(msg("rolled", seat=state.active, value=state.roll))
    state.phase = "path"


def _move(state: State, path: tuple[str, ...], events: list[Event]) -> None:
    """E15: the path is announced in full (AE5); E16: its encounter squares, in path order."""
    seat = state.active
    state.path = tuple(path)
    state.encounters = tuple(sq for sq in path if _pieces_on(state, sq, seat))  # AE6: s0 never counts
    events.append(msg("path", seat=seat, square=path[-1], steps=len(path)))
    _walk_on(state, events)


def _walk_on(state: State, events: list[Event]) -> None:
    """Walk to the next encounter square (and ask) or to the destination (E18)."""
    seat = state.active
    squad = state.squads[seat]
    stop = state.encounters[0] if state.encounters else state.path[-1]
    here = state.path.index(squad.piece) if squad.piece in state.path else -1
    until = state.path.index(stop)
    if until > here:
        events.append(PieceMoved(f"piece{seat}", (squad.piece, *state.path[here + 1:until + 1])))
        squad.piece = stop
    if state.encounters:
        state.phase = "encounter"
        state.to_act = seat
        events.append(msg("encounter", seat=seat, square=stop))
        return
    _arrive(state, events)


def _arrive(state: State, events: list[Event]) -> None:
    """E18: no battle; the destination's marker alone decides Wait or Work."""
    seat = state.active
    square = state.squads[seat].piece
    marker = state.markers.get(square)
    if marker is not None:  # E49: Wait
        if marker[1] == seat:
            state.obtained = True
            events.append(msg("wait_own", seat=seat, square=square))
        else:
            events.append(msg("wait_other", seat=seat, square=square, credited=marker[1]))
            _lose_target(state, seat, events)
        _results(state, events)
        return
    _work(state, square, events)


def _work(state: State, square: str, events: list[Event]) -> None:
    seat = state.active
    squad = state.squads[seat]
    face = state.rng.die(6)  # E50
    events.append(DieRolled("work", face, seat))
    if face == 1:  # E51
        events.append(msg("work_failed", seat=seat, square=square))
        _lose_target(state, seat, events)
        upright = [i for i, m in enumerate(squad.party) if not m.incapacitated]
        if len(upright) > 1:
            state.phase = "incapacitate"
            state.to_act = seat
            return
        if upright:  # a single choice is no choice
            _incapacitate(state, seat, upright[0], events)
        _results(state, events)
        return
    state.obtained = True  # E52
    events.append(msg("work_done", seat=seat, square=square, value=face))
    if squad.supply > 0 and square != START:
        _place_marker(state, square, seat, seat, events)
    elif square == START:  # AE2
        events.append(msg("no_marker_start", seat=seat))
    else:
        events.append(msg("no_marker_left", seat=seat))
    _results(state, events)


def _place_marker(state: State, square: str, owner: int, credited: int, events: list[Event]) -> None:
    """E56: a square holds at most one marker, ST none; the owner's supply shrinks."""
    assert square not in state.markers and square != START
    state.squads[owner].supply -= 1
    state.markers[square] = [owner, credited]
    events.append(MarkerPlaced(square, owner, credited))
    events.append(msg("marker_placed", square=square, owner=owner, credited=credited))


def _turn_marker(state: State, square: str, to: int, events: list[Event]) -> None:
    owner, before = state.markers[square]
    state.markers[square][1] = to
    events.append(MarkerTurned(square, owner, before, to))
    events.append(msg("marker_turned", square=square, loser=before, winner=to))


def _incapacitate(state: State, seat: int, member: int, events: list[Event]) -> None:
    """E51: sideways until the next holiday (E9, E53)."""
    state.squads[seat].party[member].incapacitated = True
    events.append(MemberTurned(seat, member, True))
    events.append(msg("incapacitated", seat=seat, card=state.squads[seat].party[member].card))


def _lose_target(state: State, seat: int, events: list[Event]) -> None:
    squad = state.squads[seat]
    card = squad.target
    squad.target = None
    squad.trash.append(card)
    events.append(CardMoved(card, zone("target", seat), zone("trash", seat)))
    events.append(msg("target_lost", seat=seat, card=card))


def _results(state: State, events: list[Event]) -> None:
    """E54: an obtained card is attached to a member the player chooses."""
    if state.obtained:
        state.phase = "attach"
        state.to_act = state.active
        return
    _end_turn(state, events)


def _attach(state: State, seat: int, member: int, events: list[Event]) -> None:
    squad = state.squads[seat]
    card = squad.target
    squad.target = None
    squad.party[member].attached.append(card)
    events.append(CardMoved(card, zone("target", seat), zone("party", seat, member)))
    events.append(msg("attached", seat=seat, card=card, bearer=squad.party[member].card))


def _end_turn(state: State, events: list[Event]) -> None:
    """E11: the next player in turn order; after the last, the next round."""
    state.obtained = False
    if state.turn + 1 < state.players:
        state.turn += 1
        _start_turn(state, events)
        return
    state.round += 1
    _start_round(state, events)


def _finish(state: State, events: list[Event]) -> None:
    """E8, E57, E58: count trust; tied leaders share the win (AE28)."""
    scores = all_points(state.markers, state.players)
    best = max(scores)
    winners = tuple(seat for seat in range(state.players) if scores[seat] == best)
    details = (("streets", breakdown(state.markers, state.players)),
               ("markers", tuple((sq, owner, credited) for sq, (owner, credited) in state.markers.items())))
    reason = "enfield.reason.tie" if len(winners) > 1 else "enfield.reason.most_trust"
    state.result = Result(winners, "enfield.ending.year_over", scores, reason, details)
    state.phase = "over"
    state.to_act = None
    events.append(msg("final", scores=" / ".join(str(s) for s in scores)))
    events.append(GameOver("enfield.ending.year_over", winners))


# -- battle (E20–E39) --------------------------------------------------------


def _begin_battle(state: State, square: str, defender: int, events: list[Event]) -> None:
    attacker = state.active
    fighters = []
    for side, seat in ((0, attacker), (1, defender)):  # E21: every upright member, no choice
        for index, member in enumerate(state.squads[seat].party):
            if not member.incapacitated:
                fighters.append(Fighter(seat, side, index, member.card, member.max_hp))
    battle = Battle(attacker, defender, square, fighters)
    state.battle = battle
    state.phase = "battle"
    events.append(BattleBegun(square, attacker, defender,
                              tuple((f.seat, f.member, f.card, f.max_hp) for f in fighters)))
    events.append(msg("battle", attacker=attacker, defender=defender, square=square))
    sides = [any(f.side == side for f in fighters) for side in (0, 1)]
    if not (sides[0] and sides[1]):  # E21, AE9, AE10, AE34
        winner = None if sides == [False, False] else (attacker if sides[0] else defender)
        events.append(msg("no_participants"))
        _outcome(state, events, decided=True, winner=winner)
        return
    _action_step(state, 0, events)


def _action_step(state: State, side: int, events: list[Event]) -> None:
    """E22: the attacker's action cards, then the defender's; a side with none is skipped."""
    battle = state.battle
    battle.step = "actions"
    while side < 2:
        if _usable_cards(battle, state, side):
            battle.side = side
            state.to_act = battle.attacker if side == 0 else battle.defender
            return
        side += 1
    battle.step = "exchange"
    _continue_exchange(state, 0, events)  # E23: the attacker starts


def _use_card(state: State, action: UseCard, events: list[Event]) -> None:
    battle = state.battle
    fighter = battle.fighters[action.fighter]
    _peel(state, fighter, action.card, events)
    events.append(msg("used", seat=fighter.seat, card=action.card, bearer=fighter.card))
    card = action.card
    if card == C.HIRED_BLADE:  # E41
        battle.fighters.append(Fighter(fighter.seat, fighter.side, -1, C.HIRED_BLADE, C.HIRED_BLADE_HP))
        events.append(FighterJoined(len(battle.fighters) - 1, fighter.seat, C.HIRED_BLADE_HP))
    elif card == C.FIELD_NURSE:  # E42
        fighter.nurse += 1
    elif card == C.GUARD_DOG:  # E43
        fighter.guard += 1
    elif card == C.FORTUNE_TELLER:  # E44
        fighter.fortune = True
    elif card == C.ALLEY_CAT:  # E45
        battle.fighters[action.target].silenced = True
        events.append(msg("silenced", target=battle.fighters[action.target].card))
    elif card == C.WANDERING_ALCHEMIST:  # E46
        fighter.alchemist += 1
    elif card == C.CHARM_SELLER:  # E47
        fighter.charm += 1
    elif card == C.OLD_SERGEANT:  # E48
        fighter.actions += 1
    if not _usable_cards(battle, state, battle.side):  # nothing left to use: the step ends by itself
        _action_step(state, battle.side + 1, events)


def _peel(state: State, fighter: Fighter, card: str, events: list[Event]) -> None:
    """E22, E29: peel an attached card off its member into the owner's trash."""
    squad = state.squads[fighter.seat]
    squad.party[fighter.member].attached.remove(card)
    squad.trash.append(card)
    events.append(CardMoved(card, zone("party", fighter.seat, fighter.member), zone("trash", fighter.seat)))


def _continue_exchange(state: State, side: int, events: list[Event]) -> None:
    """E23: the sides alternate; a side with no eligible member is skipped; E60: a side with
    nobody standing ends the exchange at once."""
    battle = state.battle
    if not _standing(battle, 0) or not _standing(battle, 1):
        _outcome(state, events)
        return
    for s in (side, 1 - side):
        if _eligible(battle, s):
            battle.side = s
            battle.step = "exchange"
            state.to_act = battle.attacker if s == 0 else battle.defender
            return
    _outcome(state, events)  # E35


def _attack(state: State, actor: int, target: int, events: list[Event]) -> None:
    battle = state.battle
    fighter = battle.fighters[actor]
    fighter.actions -= 1
    events.append(msg("attack", seat=fighter.seat, actor=fighter.card, target=battle.fighters[target].card,
                      target_seat=battle.fighters[target].seat))  # both squads may have the same member
    if fighter.charm > 0:  # E47: no roll, a critical
        fighter.charm -= 1
        events.append(msg("charm"))
        _damage_and_continue(state, actor, target, "critical", events)
        return
    if fighter.fortune:  # E44: two dice, the player picks
        faces = (state.rng.die(6), state.rng.die(6))
        for face in faces:
            events.append(DieRolled("attack", face, fighter.seat))
        if faces[0] != faces[1]:
            battle.step = "fortune"
            battle.actor, battle.target, battle.faces = actor, target, faces
            return
        _resolve_attack(state, actor, target, faces[0], events)
        return
    face = state.rng.die(6)  # E28
    events.append(DieRolled("attack", face, fighter.seat))
    _resolve_attack(state, actor, target, face, events)


def judge(face: int, modifier: str) -> str:
    """E28, E31: fumble, hit or critical for a face under a die modifier."""
    if 3 <= face <= 5:
        return "hit"
    if modifier == "spirit":
        return "critical"
    if modifier == "alchemy":
        return "fumble"
    return "critical" if face == 6 else "fumble"


def _resolve_attack(state: State, actor: int, target: int, face: int, events: list[Event]) -> None:
    battle = state.battle
    battle.faces = ()
    _damage_and_continue(state, actor, target, judge(face, battle.fighters[actor].modifier), events)


def _damage_and_continue(state: State, actor: int, target: int, result: str, events: list[Event]) -> None:
    battle = state.battle
    events.append(msg(result, target=battle.fighters[target].card, target_seat=battle.fighters[target].seat))
    _deal(state, target, DAMAGE[result], events)
    battle.step = "exchange"
    _continue_exchange(state, 1 - battle.fighters[actor].side, events)  # E34


def _deal(state: State, index: int, amount: int, events: list[Event]) -> None:
    """E33: damage accumulates; KO only above max HP (AE13); Guard Dog (E43), Field Nurse (E42)."""
    fighter = state.battle.fighters[index]
    saved = False
    if amount > 0:
        if fighter.guard > 0:
            fighter.guard -= 1
        total = fighter.damage + amount
        if total > fighter.max_hp:
            if fighter.nurse > 0:
                fighter.nurse -= 1
                total = fighter.max_hp
                saved = True
            else:
                fighter.ko = True
        fighter.damage = total
    events.append(Damaged(index, amount, fighter.damage, fighter.ko, saved))
    if saved:
        events.append(msg("nurse", target=fighter.card, target_seat=fighter.seat))
    if fighter.ko:
        events.append(msg("knocked_out", target=fighter.card, target_seat=fighter.seat))


def _cast(state: State, action: Cast, events: list[Event]) -> None:
    battle = state.battle
    fighter = battle.fighters[action.actor]
    fighter.actions -= 1
    _peel(state, fighter, action.card, events)  # E29: the cost
    events.append(msg(f"magic_{action.magic}", seat=fighter.seat, actor=fighter.card,
                      target=battle.fighters[action.target].card, card=action.card,
                      target_seat=battle.fighters[action.target].seat))
    _magic_effect(state, action.actor, action.magic, action.target, events)
    if fighter.alchemist > 0:  # E46: the first magic attack takes effect twice
        fighter.alchemist -= 1
        if _standing(battle, 0) and _standing(battle, 1):  # E60 ends the exchange first
            if _magic_targets(battle, action.actor, action.magic):
                battle.step, battle.actor, battle.magic = "second", action.actor, action.magic
                return
            events.append(msg("second_lost"))
    _continue_exchange(state, 1 - fighter.side, events)


def _magic_effect(state: State, actor: int, magic: str, target: int, events: list[Event]) -> None:
    battle = state.battle
    fighter = battle.fighters[target]
    if magic == "physical":  # E30
        _deal(state, target, 50, events)
    elif magic == "holy":  # E30, AE14: up to 50 off the damage
        healed = min(50, fighter.damage)
        fighter.damage -= healed
        events.append(Healed(target, healed, fighter.damage))
    else:  # E31, E32: a new modifier replaces the old one
        fighter.modifier = magic
        events.append(msg(f"modifier_{magic}", target=fighter.card))


def _outcome(state: State, events: list[Event], decided: bool = False, winner: int | None = None) -> None:
    """E36: the side with more KO'd members loses; E37: trust changes hands."""
    battle = state.battle
    kos = tuple(sum(1 for f in battle.fighters if f.side == side and f.ko) for side in (0, 1))
    if not decided:
        winner = None if kos[0] == kos[1] else (battle.defender if kos[0] > kos[1] else battle.attacker)
    loser = None if winner is None else (battle.defender if winner == battle.attacker else battle.attacker)
    events.append(BattleOver(winner, loser, kos))
    if winner is None:
        events.append(msg("draw"))
        _after_battle(state, events)
        return
    events.append(msg("won", winner=winner, loser=loser))
    state.winner, state.loser = winner, loser
    credited = _credited_squares(state, loser)
    if len(credited) > 1:  # DE12: the loser chooses, out of turn when it is the defender
        state.phase = "give_marker"
        state.to_act = loser
        return
    if credited:  # E37a
        _turn_marker(state, credited[0], winner, events)
    elif state.squads[loser].supply > 0 and battle.square not in state.markers and battle.square != START:
        _place_marker(state, battle.square, loser, winner, events)  # E37b, AE20, AE2
    else:
        events.append(msg("no_trust", winner=winner))  # E37c
    _after_battle(state, events)


def _after_battle(state: State, events: list[Event]) -> None:
    """E38: the attacker's target card; E39: recovery (the battle's data is dropped)."""
    battle = state.battle
    if state.winner == battle.attacker:
        state.obtained = True
    else:
        _lose_target(state, battle.attacker, events)
    state.battle = None
    state.winner = state.loser = -1
    state.phase = "results"
    events.append(msg("recovery"))
    _results(state, events)
