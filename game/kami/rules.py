"""The turn of Whisper of the Gods, step by step (K7–K23), the penalty (K20–K22), and
the contract functions: legal_actions, apply, why_illegal. The card effects are in
effects.py, the shared procedures (draw, enter, remove, cast, rounds) in flow.py."""

from __future__ import annotations

from functools import lru_cache

from game.engine.contract import Action, Event, IllegalAction, Message

from . import effects
from .actions import CastSpell, ChoosePlayer, EndMain, PenaltyShields, PlayGod
from .cards import BY_CODE, GODS, is_god
from .flow import advance, answer, ask, cast, draw, end_round, enter, finish, handler, push, setup_round
from .moves import eliminate, field_names, god_count, hand_card, hand_codes, hand_zone, on_field, shield_to_hand
from .state import State, Task, new_state


def new_game(players: int, seed: int, options: dict) -> State:
    """K5: set up round 1 and advance to the first decision."""
    state = new_state(players, seed, options)
    start_match(state)
    return state


def start_match(g: State) -> list[Event]:
    ev: list[Event] = []
    setup_round(g, ev)
    advance(g, ev)
    return ev


# actions are immutable: the main step's options can be the same objects every turn
_play_god = lru_cache(maxsize=None, typed=True)(PlayGod)
_cast_spell = lru_cache(maxsize=None, typed=True)(CastSpell)
_END_MAIN = EndMain()


def main_options(g: State) -> list[Action]:
    """D2 (K10): a god play, a spell cast, or the end of the main step."""
    seat = g.active
    codes = hand_codes(g, seat)
    options: list[Action] = []
    if not g.god_played:
        names = field_names(g, seat)
        options += [_play_god(c) for c in codes if is_god(c) and c not in names]  # K11, K16
    if not g.spell_cast and not g.locked[seat]:
        options += [_cast_spell(c) for c in codes if not is_god(c)]  # K12, K33
    options.append(_END_MAIN)
    return options


@handler("turn")
def run_turn(g: State, t: Task, ev: list[Event]) -> None:
    seat = t.seat
    if t.step == 0:  # K7: the turn begins
        g.god_played = g.spell_cast = g.god_entered = False
        if g.locked[seat] == 1:
            g.locked[seat] = 2  # K68: the lock now lasts until this turn ends
        ev.append(Message.of("kami.msg.turn", seat=seat, turn=g.turn + 1))
        g.phase = "draw"
        t.step = 1
        draw(g, seat, 1)  # K9: every turn starts with a draw, the first player's first one included
        return
    if t.step == 1:  # K10: the main step
        g.phase = "main"
        t.step = 2
        ask(g, "main", seat, main_options(g))
        return
    if t.step == 2:
        action = t.answer
        t.step = 1
        if isinstance(action, PlayGod):  # K11
            g.god_played = True
            card = hand_card(g, seat, action.card)
            g.hands[seat].remove(card)
            ev.append(Message.of("kami.msg.plays", seat=seat, card=action.card))
            enter(g, seat, card, hand_zone(seat))
            return
        if isinstance(action, CastSpell):  # K12
            g.spell_cast = True
            card = hand_card(g, seat, action.card)
            g.hands[seat].remove(card)
            cast(g, seat, card, hand_zone(seat), ev)
            return
        t.step = 3  # EndMain
    if t.step == 3:  # K19: the end step
        g.phase = "end"
        t.step = 4
        if effects.neutron_can_act(g, seat):
            push(g, "god.NEUTRON", seat)
            return
    if t.step == 4:  # K20: the pass step
        g.phase = "pass"
        t.step = 5
        if not g.god_entered:
            push(g, "penalty", seat)
            return
    # K23: the end of the turn
    if g.locked[seat] == 2:
        g.locked[seat] = 0
    g.god_played = g.spell_cast = g.god_entered = False
    g.turn += 1
    finish(g, t)
    if g.turn_limit and g.turn >= g.turn_limit:  # K43
        end_round(g, "kami.ending.turn_limit", None, ev)
        return
    g.active = g.clockwise(seat)[0]


@handler("penalty")
def run_penalty(g: State, t: Task, ev: list[Event]) -> None:
    """K20–K22: the pass, the loss at 1 or 0 shields, the penalty and its recipient."""
    seat = t.seat
    if t.step == 0:
        ev.append(Message.of("kami.msg.pass", seat=seat))
        if len(g.shields[seat]) <= 1:  # K21
            eliminate(g, seat, ev)
            finish(g, t)
            alive = g.surviving()
            if len(alive) == 1:  # K38
                end_round(g, "kami.ending.last_standing", alive[0], ev)
            return
        counts = {s: god_count(g, s) for s in g.surviving()}
        fewest = min(counts.values())
        candidates = [s for s in g.surviving() if counts[s] == fewest]  # K22.1
        t.step = 1
        # K22.2: with one candidate (the passer alone included) the recipient is automatic
        ask(g, "recipient", seat, [ChoosePlayer(s) for s in candidates])
        return
    if t.step == 1:
        recipient = t.answer.seat
        t.data["to"] = recipient
        labels = [lab for lab, _ in g.shields[seat]]
        if recipient == seat:  # both are kept, so the order does not matter
            pairs = [PenaltyShields(a, b) for i, a in enumerate(labels) for b in labels[i + 1:]]
        else:
            pairs = [PenaltyShields(a, b) for a in labels for b in labels if a != b]
        t.step = 2
        ask(g, "penalty", seat, pairs, recipient=recipient)
        return
    if t.step == 2:
        recipient = t.data["to"]
        quark = effects.quark_linked(g, seat)
        # K22.4: both move at once; the kept card is seen by the passer, the given one by the
        # recipient only; no S-trigger (K35)
        shield_to_hand(g, seat, t.answer.keep, seat, ev)
        shield_to_hand(g, seat, t.answer.give, recipient, ev)
        if recipient == seat:  # K22.2: the passing player keeps both
            ev.append(Message.of("kami.msg.penalty_keeps", seat=seat))
        else:
            ev.append(Message.of("kami.msg.penalty", seat=seat, target=recipient))
        t.step = 3
        if effects.quark_draw(g, seat, quark):  # K22.5
            return
    finish(g, t)


# -- the contract -------------------------------------------------------------------

def legal_actions(g: State) -> list[Action]:
    if g.result is not None or g.ask is None:
        return []
    return list(g.ask.options)


def apply(g: State, action: Action) -> list[Event]:
    """Answer the open decision with a legal action and advance to the next one."""
    ev: list[Event] = []
    answer(g, action)
    advance(g, ev)
    return ev


RULE_OF = {
    "main": "K10", "link": "K46", "electron": "K56", "electron_discard": "K56", "opponent": "K29",
    "leave": "K48", "neutron": "K53", "trigger": "K36", "recipient": "K22", "penalty": "K22",
    "inferno": "K58", "bubble_shield": "K59", "bubble_creature": "K59", "storm": "K60", "may_draw": "K31",
    "mind_reset": "K62", "enigma": "K63", "vilvie": "K65", "brain_draw": "K66", "brain_back": "K66",
    "scheming": "K69", "butan_destroy": "K70", "butan_god": "K70", "devil": "K71", "golden": "K72",
    "dragment": "K73", "typhoon_draw": "K74", "typhoon_discard": "K74", "ukidu": "K75", "ukidu_burn": "K75",
    "conspiracy": "K76",
}


def why_illegal(g: State, action: Action) -> IllegalAction:
    """The rule that refuses `action` now."""
    if g.ask is None:
        return IllegalAction("K37", "the match is over")
    kind = g.ask.kind
    if kind == "main" and isinstance(action, PlayGod):
        if action.card not in GODS:
            return IllegalAction("K11", f"{action.card} is not an origin god", "not_god", {"card": action.card})
        if g.god_played:
            return IllegalAction("K10", "a god was already played from hand this turn", "god")
        if on_field(g, g.active, action.card):
            return IllegalAction("K16", f"{action.card} is already on the field", args={"card": action.card})
        return IllegalAction("K11", f"{action.card} is not in the hand", "not_in_hand", {"card": action.card})
    if kind == "main" and isinstance(action, CastSpell):
        if action.card not in BY_CODE or is_god(action.card):
            return IllegalAction("K12", f"{action.card} is not a spell", "not_spell", {"card": action.card})
        if g.locked[g.active]:
            return IllegalAction("K33", "a spell lock forbids casting")
        if g.spell_cast:
            return IllegalAction("K10", "a spell was already cast from hand this turn", "spell")
        return IllegalAction("K12", f"{action.card} is not in the hand", "not_in_hand", {"card": action.card})
    rule = RULE_OF.get(kind, "K8")
    return IllegalAction(rule, f"{type(action).__name__} is not an option of the decision '{kind}' now", "decision",
                         {"decision": kind})
