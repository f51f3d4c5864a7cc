"""Why a move in Whisper of the Gods, in one catalog sentence for the Hint, for any legal move
the Hint's search may pick: each sentence states what the rules make of the move from the seat's
own observation, never a judgement that can be false. A god says what it does for the god duty
and the god count (K15, K37); a spell its own text; ending the main step what the pass step
will do (K20-K22); a card let go what stays in hand (K16); a shield what is known of it (K79)
and what stays to survive a pass; an opponent or a creature how many gods that player has."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from .actions import (
    Burn,
    CastSpell,
    ChooseCreature,
    ChooseFieldCard,
    ChooseGraveCard,
    ChooseHandCard,
    ChooseLookedCard,
    ChoosePileGod,
    ChoosePlayer,
    ChooseShield,
    Decline,
    Done,
    DrawCard,
    ElectronDraw,
    EndMain,
    Link,
    PenaltyShields,
    PlayGod,
    UseTrigger,
)
from .cards import is_god

WIN_GODS = 6  # K37
_DISCARD = {"electron_discard": "discard", "typhoon_discard": "discard", "brain_back": "brain_back",
            "enigma": "enigma"}
_DIG = ("brain_draw", "typhoon_draw")


def my_names(obs) -> set[str]:
    return {c for group in obs.seats[obs.seat].field for c in group}


def names_of(obs, seat: int) -> set[str]:
    return {c for group in obs.seats[seat].field for c in group}


def explain(obs, action: Action) -> tuple[str, dict[str, Any]]:
    me = obs.seats[obs.seat] if obs.seat is not None else None
    if me is None:
        return "kami.hint.normal", {"action": action.label}
    if isinstance(action, PlayGod):
        count = me.gods + 1
        key = "play_god_wins" if count >= WIN_GODS else "play_god_more" if obs.god_entered else "play_god"
        return f"kami.hint.{key}", {"card": action.card, "count": count}
    if isinstance(action, CastSpell):
        return "kami.hint.cast_spell", {"card": action.card, "effect": f"kami.card.{action.card}.text"}
    if isinstance(action, EndMain):
        count = len(me.shields)
        key = "end_main" if obs.god_entered else "end_main_pass" if count >= 2 else "end_main_out"
        return f"kami.hint.{key}", {"count": count}
    reason = _answer(obs, me, action)
    return reason if reason is not None else ("kami.hint.normal", {"action": action.label})


def _hand_card(obs, card: str) -> tuple[str, dict[str, Any]]:
    """A card let go from the hand (a discard, Brain Storm's put-back, Enigma Cascade): a copy of
    a god on the field cannot be played (K16); else how many gods the field lacks stay in hand."""
    verb = _DISCARD.get(obs.prompt or "", "discard")
    mine = my_names(obs)
    rest = list(obs.hand)
    if card in rest:
        rest.remove(card)
    n = sum(1 for c in rest if is_god(c) and c not in mine)
    if is_god(card) and card in mine:
        return f"kami.hint.{verb}_copy", {"card": card}
    return f"kami.hint.{verb}_{'god' if is_god(card) else 'spell'}", {"card": card, "n": n}


def _answer(obs, me, action: Action) -> tuple[str, dict[str, Any]] | None:
    """The answers to a spell's, a god's or the penalty's question."""
    asked = dict(obs.prompt_args)
    if isinstance(action, ChooseHandCard):
        return _hand_card(obs, action.card)
    if isinstance(action, Done) and obs.prompt == "enigma":
        return "kami.hint.enigma_done", {"n": len(obs.hand) - len(asked.get("picked", ()))}
    if isinstance(action, ElectronDraw):
        return ("kami.hint.electron_double" if action.double else "kami.hint.electron_single"), {}
    if isinstance(action, DrawCard) and obs.prompt in _DIG:
        return "kami.hint.draw_more", {"drawn": asked.get("drawn", 0), "most": asked.get("most", 0)}
    if isinstance(action, DrawCard):
        return "kami.hint.draw_card", {}
    if isinstance(action, Link):  # K48: a linked creature loses only one card when hit
        card = asked.get("card", action.partners[0] if action.partners else "")
        if action.partners:
            return "kami.hint.link", {"card": card, "n": len(action.partners)}
        return "kami.hint.link_none", {"card": card}
    if isinstance(action, ChooseShield):
        return _shield(obs, me, action, asked)
    if isinstance(action, Done) and obs.prompt == "devil":
        return "kami.hint.devil_done", {"left": len(me.shields) - len(asked.get("picked", ()))}
    if isinstance(action, PenaltyShields):
        known = {s.label: s.card for s in me.shields}
        return "kami.hint.penalty", {"keep": action.keep, "give": action.give,
                                     "known": sum(1 for s in (action.keep, action.give) if known.get(s))}
    if isinstance(action, Burn):
        return "kami.hint.ukidu_burn", {"card": obs.peek[0] if obs.peek else "", "player": asked.get("target")}
    if isinstance(action, UseTrigger):
        card = asked.get("card", "")
        if not is_god(card):
            return "kami.hint.trigger_spell", {"card": card}
        if me.gods + 1 >= WIN_GODS:
            return "kami.hint.trigger_god_wins", {"card": card}
        duty = obs.active == obs.seat and not obs.god_entered  # K15: on one's own turn only
        return ("kami.hint.trigger_god" if duty else "kami.hint.trigger_god_free"), {"card": card}
    if isinstance(action, Decline):
        return _decline(obs, me, asked)
    if isinstance(action, ChooseGraveCard):
        if obs.prompt == "dragment":
            return "kami.hint.grave_spell", {"card": action.card, "effect": f"kami.card.{action.card}.text"}
        key = "kami.hint.grave_copy" if action.card in my_names(obs) else "kami.hint.grave_god"
        return key, {"card": action.card}
    if isinstance(action, ChoosePileGod):
        key = "kami.hint.pile_copy" if action.card in my_names(obs) else "kami.hint.pile_god"
        return key, {"card": action.card}
    if isinstance(action, ChooseLookedCard):
        return _looked(obs, action.card, asked.get("target"))
    if isinstance(action, ChooseFieldCard) and obs.prompt == "leave":
        if asked.get("to_hand") and action.card == "PROTON":
            return "kami.hint.leave_proton", {"card": action.card}
        return "kami.hint.leave", {"card": action.card}
    if isinstance(action, ChoosePlayer) and obs.prompt == "recipient":
        if action.seat == obs.seat:
            return "kami.hint.recipient_self", {}
        return "kami.hint.recipient", {"player": action.seat, "points": obs.seats[action.seat].points,
                                       "count": obs.seats[action.seat].gods}
    if isinstance(action, ChoosePlayer):
        return _whom(obs, action.seat, "kami.hint.opponent", {"player": action.seat})
    if isinstance(action, (ChooseCreature, ChooseFieldCard)):
        if action.seat == obs.seat:
            return "kami.hint.creature_own", {"card": action.card, "count": max(me.gods - 1, 0)}
        return _whom(obs, action.seat, "kami.hint.creature", {"card": action.card, "player": action.seat})
    return None


def _whom(obs, seat: int, stem: str, args: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """An opponent named by its god count, said to be the most when no other opponent has more."""
    most = max((v.gods for v in obs.seats if v.seat != obs.seat and not v.eliminated), default=0)
    count = obs.seats[seat].gods
    if count == most:
        return f"{stem}_leader", {**args, "count": count}
    return f"{stem}_other", {**args, "count": count, "most": most}


def _shield(obs, me, action: ChooseShield, asked: dict) -> tuple[str, dict[str, Any]]:
    """K79: a shield is known by its label and what this seat learnt of it; K21: what a pass needs."""
    if obs.prompt == "devil":
        left = len(me.shields) - len(asked.get("picked", ())) - 1
        return "kami.hint.devil_shield", {"shield": action.shield, "left": left}
    view = obs.seats[action.seat]
    known = {s.label: s.card for s in view.shields}.get(action.shield)
    args = {"shield": action.shield}
    if action.seat != obs.seat:
        if known:
            return "kami.hint.shield_other_known", {**args, "player": action.seat, "card": known}
        return "kami.hint.shield_other", {**args, "player": action.seat}
    if known and is_god(known):
        return "kami.hint.shield_god", {**args, "card": known}
    if known:
        return "kami.hint.shield_known", {**args, "card": known}
    return "kami.hint.shield_unknown", args


def _decline(obs, me, asked: dict) -> tuple[str, dict[str, Any]]:
    prompt = obs.prompt
    if prompt == "neutron":
        return "kami.hint.neutron_keep", {"count": len(me.shields)}
    if prompt == "ukidu_burn":
        card = obs.peek[0] if obs.peek else ""
        if asked.get("target") == obs.seat:
            return "kami.hint.ukidu_keep_own", {"card": card}
        return "kami.hint.ukidu_keep", {"card": card, "player": asked.get("target")}
    if prompt == "butan_destroy":
        return "kami.hint.butan_keep", {"count": me.gods}
    if prompt == "butan_god":
        return "kami.hint.pile_none", {}
    if prompt == "trigger":
        return "kami.hint.trigger_decline", {}
    if prompt in _DIG:
        return "kami.hint.draw_stop", {"drawn": asked.get("drawn", 0), "most": asked.get("most", 0)}
    return "kami.hint.draw_decline", {}


def _looked(obs, card: str, target: int | None) -> tuple[str, dict[str, Any]]:
    """Mind Reset, Scheming Hand: the card the opponent discards, as it stands for that player."""
    args = {"card": card, "player": target}
    if not is_god(card):
        return "kami.hint.looked_spell", args
    if target is not None and card in names_of(obs, target):
        return "kami.hint.looked_copy", args
    return "kami.hint.looked_god", args
