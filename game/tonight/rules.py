"""Legal actions and their effects, phase by phase (spec sections 2.3–3.6).

`apply` is only called with a legal action (GameDef.apply checks first); it
carries the game through every automatic step up to the next decision. Every
log line is a Message; each seat's copy of what it was told is kept in
`state.logs`, which is the memory its observation carries.
"""

from __future__ import annotations

from functools import cache
from typing import Any

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

from . import knowledge
from .actions import (
    Abduct,
    Allow,
    Block,
    BonVoyage,
    EndActions,
    Escort,
    Extract,
    GatherInfo,
    Give,
    ObtainWill,
    PlaceFor,
    PlaceHeroine,
    PlacePosition,
    Secure,
    Snipe,
    Taxi,
    Walk,
    Warn,
    kind_of,
)
from .cards import (
    CEMETERY,
    POLICE,
    RANK,
    ROLES,
    STATION,
    WILL_MARKERS,
    WILL_PLACES,
    dist,
    is_heroine,
    owner_role,
    rank,
    suit,
)
from .state import State

MAX_GIVE = 3  # T16: 「最大3枚まで」


# --------------------------------------------------------------------------
# Facts every rule asks about


def location(state: State, seat: int) -> int:
    """1.6: the suit of the position card, or of the card taken by Abduct / Escort."""
    card = state.position[seat] or state.taken[seat]
    assert card is not None, f"seat {seat} has no location"
    return suit(card)


def heroine_place(state: State) -> int:
    assert state.heroine is not None
    return suit(state.heroine)


def under_escort(state: State, seat: int) -> bool:
    return state.escorted[seat] is not None  # cleared at the end of turn n+1 (T39)


def own_in_hand(state: State, seat: int) -> list[str]:
    role = state.roles[seat]
    return sorted((c for c in state.hands[seat] if owner_role(c) == role), key=_order)


@cache  # a few dozen codes, sorted by at every turn
def _order(code: str) -> tuple[int, int]:
    return rank(code), suit(code)


def _seat(state: State, role: str) -> int:
    return state.roles.index(role)


def gather_target_ok(state: State, actor: int, target: int) -> bool:
    """T15 for Gather Information."""
    if target == actor or not 0 <= target < 4 or state.eliminated[target] or state.abducted[target]:
        return False  # A26, T11(d), T15(a)
    escorted_last_turn = state.escorted[target] == state.turn - 1
    return not (escorted_last_turn and state.roles[actor] != "detective")  # T15(b)


def attack_target_ok(state: State, actor: int, target: int) -> bool:
    """T15 for Warning, Abduct and Voluntary Escort."""
    if target == actor or not 0 <= target < 4 or state.eliminated[target] or state.abducted[target]:
        return False  # A26, T11(d), T15(a)
    if state.escorted[target] == state.turn - 1:
        return False  # T15(b): nobody, the Detective included
    return state.position[target] is not None  # a comparison needs a position card (T22, T24, T30)


def obtainable_wills(state: State) -> list[int]:
    """T28 (A12): wills the Salaryman's Attack could obtain now."""
    sal = _seat(state, "salaryman")
    here = {location(state, sal), heroine_place(state)}
    out = []
    for place in WILL_PLACES:
        if place in state.obtained:
            continue
        if CEMETERY not in state.obtained and place != CEMETERY:
            continue  # 「<墓場>を最初に」
        if place in here:
            out.append(place)
    return out


# --------------------------------------------------------------------------
# Legal actions


@cache  # actions are immutable: each distinct one is made once (a playout asks at every step)
def _made(kind: type[Action], *fields: Any) -> Action:
    return kind(*fields)


def legal_actions(state: State) -> list[Action]:
    seat = state.to_act
    if seat is None:
        return []
    phase = state.phase
    if phase == "setup_position":  # T5: any own card
        return [_made(PlacePosition, c) for c in own_in_hand(state, seat)]
    if phase == "setup_heroine":  # T6: any heroine card
        return [_made(PlaceHeroine, c) for c in sorted(c for c in state.hands[seat] if is_heroine(c))]
    if phase == "heroine":  # T34: exactly one step
        return [_made(PlaceHeroine, c) for c in sorted(state.hands[seat])
                if is_heroine(c) and dist(suit(c), state.heroine_from) == 1]
    if phase == "turn_end":
        return _placements(state)
    if phase == "block":  # T27
        return [_made(Block), _made(Allow)]
    if phase == "give":  # T16: the N cards, one by one
        return [_made(Give, c) for c in sorted(state.hands[seat], key=_order)]
    if phase == "action":
        return _action_choices(state, seat)
    return []


def _placements(state: State) -> list[Action]:
    target = state.pending[0]
    if state.to_act != target:  # T37(b): the Extractor chooses, any place
        return [_made(PlaceFor, target, c) for c in own_in_hand(state, target)]
    origin = state.origin[target]
    return [_made(PlacePosition, c) for c in own_in_hand(state, target) if dist(suit(c), origin) == 1]  # T36


def _action_choices(state: State, seat: int) -> list[Action]:
    used = state.used
    role = state.roles[seat]
    here = location(state, seat)
    out: list[Action] = []
    if "gather" not in used:  # T16
        for t in range(4):
            if gather_target_ok(state, seat, t):
                out.extend(_made(GatherInfo, t, n) for n in range(1, min(MAX_GIVE, len(state.hands[seat])) + 1))
    own = own_in_hand(state, seat)
    if "walk" not in used:  # T17
        out.extend(_made(Walk, c) for c in own if dist(suit(c), here) == 1)
    if "taxi" not in used:  # T18
        out.extend(_made(Taxi, c) for c in own if 1 <= dist(suit(c), here) <= 2)
    if "attack" not in used:  # T19
        if role == "salaryman":
            out.extend(_made(ObtainWill, p) for p in obtainable_wills(state))
        else:
            power = {"hitman": Warn, "extractor": Abduct, "detective": Escort}[role]
            out.extend(_made(power, t) for t in range(4) if attack_target_ok(state, seat, t))
    if "check" not in used:  # T20
        if role == "hitman":
            out.append(_made(Snipe))
        elif role == "extractor":
            out.append(_made(Extract))
        elif role == "detective" and len(state.obtained) == 3:  # T32
            out.append(_made(Secure))
        elif role == "salaryman" and len(state.obtained) == 3 and heroine_place(state) == STATION:  # T29, A14
            out.append(_made(BonVoyage))
    out.append(_made(EndActions))
    return out


# the catalog key a refusal names each Attack and Check by (T19, T20)
_ACTION_KEY = {Warn: "tonight.action.warn", Abduct: "tonight.action.abduct", Escort: "tonight.action.escort",
               ObtainWill: "tonight.action.will", Snipe: "tonight.action.snipe", Extract: "tonight.action.extract",
               Secure: "tonight.action.secure", BonVoyage: "tonight.action.bon_voyage"}


def why_illegal(state: State, action: Action) -> IllegalAction:
    """The rule that refuses `action` (nothing is revealed or used up, T12)."""
    name = type(action).__name__
    phase = state.phase
    seat = state.to_act
    if seat is None:
        return IllegalAction("T10", "the game is over")
    expects = {
        "setup_position": (PlacePosition,), "setup_heroine": (PlaceHeroine,), "heroine": (PlaceHeroine,),
        "turn_end": (PlacePosition, PlaceFor), "block": (Block, Allow), "give": (Give,),
    }
    if phase in expects and not isinstance(action, expects[phase]):
        rule = {"setup_position": "T5", "setup_heroine": "T6", "heroine": "T34",
                "turn_end": "T36", "block": "T27", "give": "T16"}[phase]
        return IllegalAction(rule, f"{name} cannot be taken now: a {expects[phase][0].__name__} is awaited", "phase",
                             {"what": f"refusal.tonight.await.{phase}"})
    if phase == "setup_position":
        return IllegalAction("T5", f"{getattr(action, 'card', '?')} is not one of your own cards in hand")
    if phase == "setup_heroine":
        return IllegalAction("T6", "the heroine position must be one of the seven heroine cards")
    if phase == "give":
        return IllegalAction("T16", "the cards handed over must come from your own hand", "own")
    if phase == "heroine":
        return IllegalAction("T34", "the Heroine moves exactly one step to an adjacent place")
    if phase == "turn_end":
        if isinstance(action, PlaceFor):
            return IllegalAction("T37", "only the Extractor places for the abducted player, from that player's cards", "for")
        if state.to_act != state.pending[0]:
            return IllegalAction("T37", "the Extractor is choosing the abducted player's position", "choosing")
        return IllegalAction("T36", "the new position must be an own card next to the place left (no staying)")
    if isinstance(action, (PlacePosition, PlaceFor, PlaceHeroine, Block, Allow, Give)):
        return IllegalAction("T12", f"{name} is not an action of an action phase", "not_action")
    kind = kind_of(action)
    if kind and kind in state.used:
        return IllegalAction("T12", f"the same action type ({kind}) cannot be taken twice in one action phase", "twice",
                                 {"kind": f"refusal.tonight.kind.{kind}"})
    role = state.roles[seat]
    if isinstance(action, GatherInfo):
        if not isinstance(action.target, int) or not gather_target_ok(state, seat, action.target):
            return IllegalAction("T15", "that player cannot be the target of Gather Information now", "gather")
        return IllegalAction("T16", "hand over 1 to 3 cards, no more than you hold (A20)")
    if isinstance(action, Walk):
        return IllegalAction("T17", "walk places one of your own cards (A27) at an adjacent place")
    if isinstance(action, Taxi):
        return IllegalAction("T18", "a taxi places one of your own cards (A27) one or two places away")
    power = {"hitman": Warn, "extractor": Abduct, "detective": Escort, "salaryman": ObtainWill}[role]
    if isinstance(action, (Warn, Abduct, Escort, ObtainWill)) and not isinstance(action, power):
        return IllegalAction("T19", f"the {role}'s Attack is {power.__name__}",
                             args={"role": f"tonight.role.{role}", "power": _ACTION_KEY[power]})
    if isinstance(action, (Warn, Abduct, Escort)):
        return IllegalAction("T15", "that player cannot be the target of an Attack now", "attack")
    if isinstance(action, ObtainWill):
        return IllegalAction("T28", "no will can be obtained there now (the Cemetery's comes first)")
    check = {"hitman": Snipe, "extractor": Extract, "detective": Secure, "salaryman": BonVoyage}[role]
    if isinstance(action, (Snipe, Extract, Secure, BonVoyage)) and not isinstance(action, check):
        return IllegalAction("T20", f"the {role}'s Check is {check.__name__}",
                             args={"role": f"tonight.role.{role}", "power": _ACTION_KEY[check]})
    if isinstance(action, Secure):
        return IllegalAction("T32", "Secure the Witness needs all three wills obtained")
    if isinstance(action, BonVoyage):
        return IllegalAction("T29", "Bon Voyage needs all three wills and the Heroine at the Station (A14)")
    return IllegalAction("T12", f"{action!r} is not an action of I Want to Sleep Tonight", "unknown")


# --------------------------------------------------------------------------
# Apply


def apply(state: State, action: Action) -> list[Event]:
    events: list[Event] = []
    seat = state.to_act
    phase = state.phase
    if phase == "setup_position":
        _place(state, seat, action.card, events, key="tonight.log.setup_placed")
        state.pending.pop(0)
        if state.pending:
            state.to_act = state.pending[0]
        else:
            state.phase = "setup_heroine"  # T6
            state.to_act = _seat(state, "salaryman")
    elif phase == "setup_heroine":
        _lay_heroine(state, action.card, events)
        _deal(state, events)  # T7
        state.turn = 1  # T8, A19
        _start_turn(state, events)
    elif phase == "action":
        _act(state, seat, action, events)
    elif phase == "block":
        _block(state, isinstance(action, Block), events)
    elif phase == "give":
        _give(state, seat, action.card, events)
    elif phase == "heroine":
        _lay_heroine(state, action.card, events)
        _turn_end(state, events)
    elif phase == "turn_end":
        if isinstance(action, PlaceFor):
            _place_for(state, seat, action.seat, action.card, events)
        else:
            _place(state, seat, action.card, events)
        state.pending.pop(0)
        _next_placement(state, events)
    return events


def _say(state: State, events: list[Event], key: str, to: tuple[int, ...] | None = None, **args: Any) -> None:
    """A log line: to everyone (to=None) or only to the seats in `to`."""
    message = Message.of(key, visible_to=to, **args)
    events.append(message)
    logs = state.logs
    viewers = range(5) if to is None else to
    for index in viewers:
        logs[index].append(message)
    if key in knowledge.TELLING:  # most lines say nothing of places
        know = state.know  # each seat deduces from its own log only
        knowledge.update_all([know[index] for index in viewers], state.roles, message)


# -- setup and placements --------------------------------------------------


def _place(state: State, seat: int, card: str, events: list[Event], key: str = "tonight.log.placed") -> None:
    """T5 / T36: a new face-down position card, known to its owner only."""
    state.hands[seat].remove(card)
    state.position[seat] = card
    state.taken[seat] = None  # 1.6: the taken card shows where he is only while he has no position card
    state.face_up[seat] = False
    state.known_to[seat] = []
    events.append(CardMoved(card, f"hand{seat}", f"position{seat}", False, visible_to=(seat,)))
    _say(state, events, key, seat=seat)
    _say(state, events, "tonight.log.placed_at", (seat,), seat=seat, place=suit(card))


def _place_for(state: State, extractor: int, target: int, card: str, events: list[Event]) -> None:
    """T37(b): known to the Extractor and the abducted player only."""
    state.hands[target].remove(card)
    state.position[target] = card
    state.taken[target] = None  # 1.6 (the abductee may be laid on the very card taken from him)
    state.face_up[target] = False
    state.known_to[target] = [extractor]
    events.append(CardMoved(card, f"hand{target}", f"position{target}", False, visible_to=(extractor, target)))
    _say(state, events, "tonight.log.placed_for", seat=extractor, target=target)
    _say(state, events, "tonight.log.placed_for_at", (extractor, target), seat=extractor, target=target,
         place=suit(card))


def _lay_heroine(state: State, card: str, events: list[Event]) -> None:
    """T6 / T34: the heroine position card, known to the Salaryman only."""
    sal = _seat(state, "salaryman")
    state.hands[sal].remove(card)
    state.heroine = card
    state.heroine_up = False
    state.heroine_from = None
    events.append(CardMoved(card, f"hand{sal}", "heroine", False, visible_to=(sal,)))
    _say(state, events, "tonight.log.heroine_placed")
    _say(state, events, "tonight.log.heroine_at", (sal,), place=suit(card))


def _deal(state: State, events: list[Event]) -> None:
    """T7 / T38 (A16, A17): six heroine cards shuffled, two to each remaining other player."""
    sal = _seat(state, "salaryman")
    cards = [c for c in state.hands[sal] if is_heroine(c)]
    for c in cards:
        state.hands[sal].remove(c)
    state.rng.shuffle(cards)
    events.append(Shuffled("heroine_cards", len(cards)))
    for role in ROLES:
        seat = _seat(state, role)
        if seat == sal or state.eliminated[seat]:
            continue
        two, cards = cards[:2], cards[2:]
        state.hands[seat].extend(two)
        for c in two:
            events.append(CardMoved(c, "heroine_cards", f"hand{seat}", False, visible_to=(seat,)))
        _say(state, events, "tonight.log.dealt", seat=seat, count=len(two))
        _say(state, events, "tonight.log.dealt_you", (seat,), seat=seat, cards=tuple(sorted(two)))
    for c in cards:  # two per eliminated player stay out of play (A17)
        state.reserve.append(c)
        events.append(CardMoved(c, "heroine_cards", "reserve", False, visible_to=(sal,)))


# -- turns and phases ------------------------------------------------------


def _start_turn(state: State, events: list[Event]) -> None:
    for index in range(5):  # a log holds this turn only (knowledge keeps what earlier turns told)
        state.logs[index] = []
    _say(state, events, "tonight.log.turn", turn=state.turn)
    _start_phase(state, events, 0)


def _start_phase(state: State, events: list[Event], index: int) -> None:
    """T9, T13: the next action phase that is not skipped, else the Heroine Movement phase."""
    while index < len(ROLES):
        seat = _seat(state, ROLES[index])
        index += 1
        if state.eliminated[seat]:
            continue
        if state.abducted[seat]:
            _say(state, events, "tonight.log.skip", seat=seat, why="tonight.state.abducted")
            continue
        if state.turn in state.rests[seat]:
            _say(state, events, "tonight.log.skip", seat=seat, why="tonight.state.resting")
            continue
        state.phase = "action"
        state.acting = seat
        state.to_act = seat
        state.used = []
        _say(state, events, "tonight.log.phase", seat=seat)
        return
    _heroine_phase(state, events)


def _end_phase(state: State, events: list[Event]) -> None:
    index = ROLES.index(state.roles[state.acting]) + 1
    state.used = []
    _start_phase(state, events, index)


def _act(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """T12: one action of the acting player, then on to the next decision."""
    if isinstance(action, EndActions):
        _say(state, events, "tonight.log.end", seat=seat)
        _end_phase(state, events)
        return
    state.used.append(kind_of(action))
    goes_on = True
    if isinstance(action, GatherInfo):
        _start_gather(state, seat, action.target, action.count, events)
        return
    elif isinstance(action, Walk):
        _move(state, seat, action.card, events, taxi=False)
    elif isinstance(action, Taxi):
        _move(state, seat, action.card, events, taxi=True)
    elif isinstance(action, Warn):
        goes_on = _warn(state, seat, action.target, events)
    elif isinstance(action, (Abduct, Escort)):
        _seize(state, seat, action.target, events, escort=isinstance(action, Escort))
    elif isinstance(action, ObtainWill):
        _obtain(state, seat, action.place, events)
    elif isinstance(action, Snipe):
        _snipe(state, seat, events)
    elif isinstance(action, Extract):
        _extract(state, seat, events)
    elif isinstance(action, Secure):
        _secure(state, seat, events)
    elif isinstance(action, BonVoyage):
        _bon_voyage(state, seat, events)
    if state.result is not None or state.phase == "block":
        return
    if not goes_on or state.eliminated[seat] or len(state.used) == 2:  # T12, T20, T22
        _end_phase(state, events)


def _reveal_position(state: State, seat: int, events: list[Event]) -> None:
    """T18–T22, T24, T27, T30: a position card turned face up stays so (T21, A4)."""
    if not state.face_up[seat]:
        state.face_up[seat] = True
        events.append(Revealed(state.position[seat], f"position{seat}"))
        _say(state, events, "tonight.log.revealed", seat=seat, place=suit(state.position[seat]))


def _reveal_heroine(state: State, events: list[Event]) -> None:
    if not state.heroine_up:
        state.heroine_up = True
        events.append(Revealed(state.heroine, "heroine"))
        _say(state, events, "tonight.log.heroine_revealed", place=heroine_place(state))


# -- the five action types -------------------------------------------------


def _start_gather(state: State, seat: int, target: int, count: int, events: list[Event]) -> None:
    """T14, T16: target and N are announced; the cards follow as Give decisions."""
    _say(state, events, "tonight.log.gather", seat=seat, target=target, count=count)
    state.giving = [target, count]
    state.phase = "give"


def _give(state: State, seat: int, card: str, events: list[Event]) -> None:
    target, count = state.giving[0], state.giving[1]
    state.hands[seat].remove(card)
    state.hands[target].append(card)
    state.giving.append(card)
    events.append(CardMoved(card, f"hand{seat}", f"hand{target}", False, visible_to=(seat, target)))
    if len(state.giving) - 2 < count:
        return
    given = state.giving[2:]
    state.giving = []
    state.phase = "action"
    _gather(state, seat, target, given, events)
    if len(state.used) == 2:  # T12
        _end_phase(state, events)


def _gather(state: State, seat: int, target: int, given: list[str], events: list[Event]) -> None:
    """T16: the target shuffles, the actor draws N at random."""
    both = (seat, target)
    state.rng.shuffle(state.hands[target])
    events.append(Shuffled(f"hand{target}", len(state.hands[target])))
    drawn = [state.hands[target].pop(state.rng.below(len(state.hands[target]))) for _ in given]
    for c in drawn:
        state.hands[seat].append(c)
        events.append(CardMoved(c, f"hand{target}", f"hand{seat}", False, visible_to=both))
    _say(state, events, "tonight.log.gather_cards", both, seat=seat, target=target,
         given=tuple(sorted(given, key=_order)), drawn=tuple(sorted(drawn, key=_order)))


def _move(state: State, seat: int, card: str, events: list[Event], taxi: bool) -> None:
    """T17 Walk / T18 Taxi (the taxi's departure card is revealed first)."""
    old = state.position[seat]
    if taxi:
        _reveal_position(state, seat, events)
        _say(state, events, "tonight.log.taxi", seat=seat, place=suit(old))
    elif state.face_up[seat]:
        _say(state, events, "tonight.log.walk_from", seat=seat, place=suit(old))
    else:
        _say(state, events, "tonight.log.walk", seat=seat)
    up = state.face_up[seat]
    state.hands[seat].append(old)
    events.append(CardMoved(old, f"position{seat}", f"hand{seat}", up, visible_to=None if up else (seat,)))
    state.position[seat] = None
    _place_quietly(state, seat, card, events)
    _say(state, events, "tonight.log.moved_to", (seat,), seat=seat, place=suit(card))


def _place_quietly(state: State, seat: int, card: str, events: list[Event]) -> None:
    state.hands[seat].remove(card)
    state.position[seat] = card
    state.taken[seat] = None  # 1.6: the taken card shows where he is only while he has no position card
    state.face_up[seat] = False
    state.known_to[seat] = []
    events.append(CardMoved(card, f"hand{seat}", f"position{seat}", False, visible_to=(seat,)))


def _add_rest(state: State, seat: int, turn: int) -> None:
    """T33 (A6): marks never stack or roll over."""
    if turn not in state.rests[seat]:
        state.rests[seat].append(turn)
        state.rests[seat].sort()


def _warn(state: State, seat: int, target: int, events: list[Event]) -> bool:
    """T22; returns False when the Hitman's phase ends at once (A21)."""
    _reveal_position(state, seat, events)
    here = location(state, seat)
    _say(state, events, "tonight.log.warn", seat=seat, target=target, place=here)
    if dist(location(state, target), here) <= 1:
        _reveal_position(state, target, events)
        _add_rest(state, target, state.turn)  # A7: this turn
        _say(state, events, "tonight.log.warn_hit", seat=seat, target=target, place=location(state, target))
        return True
    _say(state, events, "tonight.log.warn_miss", seat=seat, target=target, place=here)
    return False


def _seize(state: State, seat: int, target: int, events: list[Event], escort: bool) -> None:
    """T24 Abduct / T30 Voluntary Escort: same place, or the actor Rests next turn."""
    _reveal_position(state, seat, events)
    here = location(state, seat)
    name = "escort" if escort else "abduct"
    _say(state, events, f"tonight.log.{name}", seat=seat, target=target, place=here)
    if location(state, target) != here:
        _add_rest(state, seat, state.turn + 1)
        _say(state, events, f"tonight.log.{name}_miss", seat=seat, target=target, place=here)
        return
    _reveal_position(state, target, events)
    card = state.position[target]
    state.position[target] = None
    state.face_up[target] = False
    state.known_to[target] = []
    state.taken[target] = card  # T25(c), T31(c)
    state.hands[seat].append(card)
    events.append(CardMoved(card, f"position{target}", f"hand{seat}", True))
    if escort:
        state.escorted[target] = state.turn  # T31
        _add_rest(state, target, state.turn + 1)
    else:
        state.abducted[target] = True  # T25
        _add_rest(state, target, state.turn)
    _say(state, events, f"tonight.log.{name}_hit", seat=seat, target=target, place=here)


def _obtain(state: State, seat: int, place: int, events: list[Event]) -> None:
    """T28 (A12, A13): only the Cemetery will is named in public."""
    _reveal_position(state, seat, events)
    state.obtained.append(place)
    slot = state.markers.index(WILL_MARKERS[place])
    if place == CEMETERY:
        _say(state, events, "tonight.log.will", seat=seat, place=place, slot=slot, by=location(state, seat))
    else:
        _say(state, events, "tonight.log.will_hidden", seat=seat, slot=slot, by=location(state, seat))
        _say(state, events, "tonight.log.will_which", (seat,), seat=seat, place=place, slot=slot)
    if len(state.obtained) == 3:
        _say(state, events, "tonight.log.all_wills")


def _snipe(state: State, seat: int, events: list[Event]) -> None:
    """T23: the Heroine at or next to the Hitman."""
    _reveal_position(state, seat, events)
    here = location(state, seat)
    _say(state, events, "tonight.log.snipe", seat=seat, place=here)
    if dist(heroine_place(state), here) <= 1:
        _reveal_heroine(state, events)
        _win(state, seat, "tonight.ending.hitman", "tonight.reason.snipe", events)
    else:
        _say(state, events, "tonight.log.snipe_miss", seat=seat, place=here)
        _eliminate(state, seat, events)


def _extract(state: State, seat: int, events: list[Event]) -> None:
    """T26: a match reveals the Heroine and opens the Salaryman's Block (T27)."""
    _reveal_position(state, seat, events)
    here = location(state, seat)
    _say(state, events, "tonight.log.extract", seat=seat, place=here)
    if heroine_place(state) != here:
        _say(state, events, "tonight.log.extract_miss", seat=seat, place=here)
        _eliminate(state, seat, events)
        return
    _reveal_heroine(state, events)
    sal = _seat(state, "salaryman")
    if state.abducted[sal] or under_escort(state, sal):
        _win(state, seat, "tonight.ending.extractor", "tonight.reason.extraction", events)
        return
    state.phase = "block"  # D11: out of turn
    state.to_act = sal
    _say(state, events, "tonight.log.block_chance", seat=sal)


def _block(state: State, invoke: bool, events: list[Event]) -> None:
    """T27 (A22, A23)."""
    sal = _seat(state, "salaryman")
    extractor = state.acting
    state.phase = "action"
    state.to_act = extractor
    if not invoke:
        _say(state, events, "tonight.log.allow", seat=sal)
        _win(state, extractor, "tonight.ending.extractor", "tonight.reason.extraction", events)
        return
    _reveal_position(state, sal, events)
    _say(state, events, "tonight.log.block", seat=sal, place=location(state, sal))
    if location(state, sal) != heroine_place(state):
        _say(state, events, "tonight.log.block_miss", seat=sal)
        _win(state, extractor, "tonight.ending.extractor", "tonight.reason.extraction", events)
        return
    _say(state, events, "tonight.log.block_hit", seat=sal, target=extractor)
    _eliminate(state, extractor, events)
    if state.result is None:
        _end_phase(state, events)


def _bon_voyage(state: State, seat: int, events: list[Event]) -> None:
    """T29 (A24): he is acting, so he is neither Under Escort nor Abducted."""
    _reveal_position(state, seat, events)
    _reveal_heroine(state, events)
    happy = location(state, seat) == STATION
    _say(state, events, "tonight.log.bon_voyage", seat=seat, place=location(state, seat))
    _win(state, seat, "tonight.ending.happy" if happy else "tonight.ending.bitter", "tonight.reason.bon_voyage",
         events)


def _secure(state: State, seat: int, events: list[Event]) -> None:
    """T32: no Block against it."""
    _reveal_position(state, seat, events)
    here = location(state, seat)
    _say(state, events, "tonight.log.secure", seat=seat, place=here)
    if heroine_place(state) == here:
        _reveal_heroine(state, events)
        _win(state, seat, "tonight.ending.detective", "tonight.reason.secure", events)
    else:
        _say(state, events, "tonight.log.secure_miss", seat=seat, place=here)
        _eliminate(state, seat, events)


# -- elimination and the end -----------------------------------------------


def _eliminate(state: State, seat: int, events: list[Event]) -> None:
    """T11 (A17)."""
    state.eliminated[seat] = True
    role = state.roles[seat]
    sal = _seat(state, "salaryman")
    _say(state, events, "tonight.log.eliminated", seat=seat)
    card = state.position[seat]
    if card is not None:  # (a): revealed by the Check
        events.append(CardMoved(card, f"position{seat}", "out", True))
        state.position[seat] = None
        state.face_up[seat] = False
    for holder in range(4):
        for c in list(state.hands[holder]):
            owner = owner_role(c)
            if owner == role:  # (a): own cards leave the game, wherever they are
                state.hands[holder].remove(c)
                events.append(CardMoved(c, f"hand{holder}", "out", False, visible_to=(holder,)))
            elif holder == seat and owner is not None:  # (b): borrowed cards go home
                back = _seat(state, owner)
                state.hands[seat].remove(c)
                state.hands[back].append(c)
                events.append(CardMoved(c, f"hand{seat}", f"hand{back}", False, visible_to=(seat, back)))
            elif holder == seat:  # (c): heroine cards to the reserve
                state.hands[seat].remove(c)
                state.reserve.append(c)
                events.append(CardMoved(c, f"hand{seat}", "reserve", False, visible_to=(seat, sal)))
    others = [s for s in range(4) if s != sal]
    if all(state.eliminated[s] for s in others):  # T10(b), A18
        _win(state, sal, "tonight.ending.default", "tonight.reason.last_one", events)


def _win(state: State, seat: int, ending: str, reason: str, events: list[Event]) -> None:
    """T10(a)/(b): the game ends at once."""
    state.result = Result((seat,), ending, reason=reason, details=(("roles", tuple(state.roles)),))
    state.phase = "over"
    state.to_act = None
    _say(state, events, "tonight.log.win", seat=seat, ending=ending)
    events.append(GameOver(ending, (seat,)))


# -- Heroine Movement and Turn End -----------------------------------------


def _heroine_phase(state: State, events: list[Event]) -> None:
    """T34: every heroine card to the Salaryman, who moves her one step."""
    sal = _seat(state, "salaryman")
    state.phase = "heroine"
    state.acting = None
    _say(state, events, "tonight.log.heroine_phase")
    for holder in range(4):
        found = sorted(c for c in state.hands[holder] if is_heroine(c))
        if holder == sal or not found:
            continue
        for c in found:
            state.hands[holder].remove(c)
            state.hands[sal].append(c)
            events.append(CardMoved(c, f"hand{holder}", f"hand{sal}", False, visible_to=(holder, sal)))
        _say(state, events, "tonight.log.collected", (sal,), seat=holder, cards=tuple(found))
    for c in sorted(state.reserve):
        state.hands[sal].append(c)
        events.append(CardMoved(c, "reserve", f"hand{sal}", False, visible_to=(sal,)))
    state.reserve = []
    card, up = state.heroine, state.heroine_up
    state.hands[sal].append(card)
    events.append(CardMoved(card, "heroine", f"hand{sal}", up, visible_to=None if up else (sal,)))
    state.heroine = None
    state.heroine_up = False
    state.heroine_from = suit(card)
    state.to_act = sal


def _turn_end(state: State, events: list[Event]) -> None:
    """T35–T37: borrowed cards home, position cards back to hand, forced Police placements."""
    state.phase = "turn_end"
    _say(state, events, "tonight.log.turn_end")
    for holder in range(4):  # T35
        for c in list(state.hands[holder]):
            owner = owner_role(c)
            if owner is None or owner == state.roles[holder]:
                continue
            back = _seat(state, owner)
            state.hands[holder].remove(c)
            state.hands[back].append(c)
            events.append(CardMoved(c, f"hand{holder}", f"hand{back}", False, visible_to=(holder, back)))
    state.pending = []
    for role in ROLES:
        seat = _seat(state, role)
        if state.eliminated[seat]:
            continue
        state.origin[seat] = location(state, seat)  # T36: for a taken card, the place it showed
        card = state.position[seat]
        if card is not None:
            up = state.face_up[seat]
            state.hands[seat].append(card)
            events.append(CardMoved(card, f"position{seat}", f"hand{seat}", up, visible_to=None if up else (seat,)))
            state.position[seat] = None
            state.face_up[seat] = False
            state.known_to[seat] = []
        if under_escort(state, seat):  # T37(a), A10: forced and public
            police = f"{RANK[role]}-{POLICE}"
            state.hands[seat].remove(police)
            state.position[seat] = police
            state.face_up[seat] = True
            events.append(CardMoved(police, f"hand{seat}", f"position{seat}", True))
            _say(state, events, "tonight.log.police", seat=seat, place=POLICE)
        else:
            state.pending.append(seat)
    _next_placement(state, events)


def _next_placement(state: State, events: list[Event]) -> None:
    if not state.pending:
        _finish_turn(state, events)
        return
    target = state.pending[0]
    extractor = _seat(state, "extractor")
    if state.abducted[target] and not state.eliminated[extractor]:  # T37(b); else T36 (A9)
        state.to_act = extractor
        _say(state, events, "tonight.log.hands_over", seat=target, target=extractor)
    else:
        state.to_act = target


def _finish_turn(state: State, events: list[Event]) -> None:
    """T38 deal, T39 states expire, T40 the turn limit."""
    _deal(state, events)
    for seat in range(4):
        state.abducted[seat] = False
        state.taken[seat] = None
        state.origin[seat] = None
        if state.escorted[seat] is not None and state.escorted[seat] < state.turn:
            state.escorted[seat] = None
    if state.turn >= state.turn_limit:
        state.result = Result((), "tonight.ending.limit", reason="tonight.reason.turn_limit",
                              details=(("roles", tuple(state.roles)),))
        state.phase = "over"
        state.to_act = None
        _say(state, events, "tonight.log.limit", turn=state.turn)
        events.append(GameOver("tonight.ending.limit", ()))
        return
    state.turn += 1
    _start_turn(state, events)
