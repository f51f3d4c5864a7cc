"""Why the Normal player makes a move in Whisper of the Gods, in one catalog sentence for the
Hint, from the same reckoning as bots.SimpleBot: a god every turn (the god duty, K15, or a pass
and its penalty, K20-K22), the spell that best helps the god count or hurts the leader; of the
hand, the card it can least use; against the leader, the leader's creature."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from .actions import (
    CastSpell,
    ChooseCreature,
    ChooseFieldCard,
    ChooseGraveCard,
    ChooseHandCard,
    ChooseShield,
    Decline,
    Link,
    ChoosePlayer,
    Done,
    DrawCard,
    ElectronDraw,
    EndMain,
    PlayGod,
)
from .bots import SAFE_SHIELDS, SimpleBot
from .cards import GODS, is_god

_DISCARD = {"electron_discard": "discard", "typhoon_discard": "discard", "brain_back": "brain_back",
            "enigma": "enigma"}


def _hand_card(obs, card: str) -> tuple[str, dict[str, Any]]:
    """Why this card of the hand goes (a discard, Brain Storm's put-back, Enigma Cascade): it is
    the one SimpleBot.card_value rates lowest, a second copy of a god already fielded first."""
    bot = SimpleBot()
    verb = _DISCARD.get(obs.prompt or "", "discard")
    if is_god(card) and card in bot.my_names(obs):
        return f"kami.hint.{verb}_copy", {"card": card}
    if is_god(card):
        return f"kami.hint.{verb}_god", {"card": card}
    return f"kami.hint.{verb}_least", {"card": card}


def _answer(obs, action: Action) -> tuple[str, dict[str, Any]] | None:
    """The answers to a spell's or a god's question, as bots.SimpleBot gives them."""
    bot = SimpleBot()
    if isinstance(action, ChooseHandCard):
        return _hand_card(obs, action.card)
    if isinstance(action, Done) and obs.prompt == "enigma":
        return "kami.hint.enigma_done", {}
    if isinstance(action, ElectronDraw) and action.double:
        return "kami.hint.electron_double", {}
    if isinstance(action, DrawCard):
        return "kami.hint.draw_card", {}
    asked = dict(obs.prompt_args)
    if isinstance(action, Link):  # a linked creature loses only one card when hit (K48)
        if action.partners:
            return "kami.hint.link", {"card": asked.get("card", action.partners[0]), "n": len(action.partners)}
        return "kami.hint.link_none", {"card": asked.get("card", "")}
    me = obs.seats[obs.seat] if obs.seat is not None else None
    if isinstance(action, ChooseShield) and me is not None and action.seat == obs.seat:
        known = {s.label: s.card for s in me.shields}.get(action.shield)
        if obs.prompt == "devil":
            left = len(me.shields) - len(asked.get("picked", ()))
            return "kami.hint.devil_shield", {"shield": action.shield, "count": left, "safe": SAFE_SHIELDS + 1}
        if known in GODS:
            return "kami.hint.shield_god", {"shield": action.shield, "card": known}
        return "kami.hint.shield_any", {"shield": action.shield}
    if isinstance(action, Done) and obs.prompt == "devil" and me is not None:
        left = len(me.shields) - len(asked.get("picked", ()))
        return "kami.hint.devil_done", {"count": left, "safe": SAFE_SHIELDS + 1}
    if isinstance(action, Decline) and me is not None:
        if obs.prompt == "neutron":
            return "kami.hint.neutron_keep", {"count": len(me.shields)}
        if obs.prompt == "ukidu_burn":
            return "kami.hint.ukidu_keep_own" if asked.get("target") == obs.seat else "kami.hint.ukidu_keep", {}
        if obs.prompt == "butan_destroy" and (obs.god_played or obs.god_entered):
            return "kami.hint.butan_keep", {}
        if obs.prompt == "trigger":
            return "kami.hint.trigger_decline", {}
    if isinstance(action, ChooseGraveCard) and obs.prompt in ("inferno", "storm") and me is not None:
        if action.card not in bot.my_names(obs):
            return "kami.hint.grave_god", {"card": action.card}
    if isinstance(action, ChooseFieldCard) and obs.prompt == "leave":
        if asked.get("to_hand") and action.card == "PROTON":
            return "kami.hint.leave_proton", {"card": action.card}
        return "kami.hint.leave_least", {"card": action.card}
    if obs.seat is None or not any(v.seat != obs.seat and not v.eliminated for v in obs.seats):
        return None
    lead = bot.leader(obs)
    if isinstance(action, ChoosePlayer) and obs.prompt == "recipient":
        if action.seat == obs.seat:
            return "kami.hint.recipient_self", {}
        return "kami.hint.recipient", {"player": action.seat, "points": obs.seats[action.seat].points}
    if isinstance(action, ChoosePlayer) and action.seat == lead:
        return "kami.hint.opponent_leader", {"player": action.seat, "count": obs.seats[lead].gods}
    if isinstance(action, ChooseFieldCard) and obs.prompt == "golden" and action.seat != obs.seat:
        key = "kami.hint.creature_leader" if action.seat == lead else "kami.hint.creature_most"
        return key, {"card": action.card, "player": action.seat, "count": obs.seats[action.seat].gods}
    if isinstance(action, ChooseCreature) and action.seat != obs.seat:
        key = "kami.hint.creature_leader" if action.seat == lead else "kami.hint.creature_most"
        return key, {"card": action.card, "player": action.seat, "count": obs.seats[action.seat].gods}
    return None


def explain(obs, action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, PlayGod):
        return "kami.hint.play_god", {"card": action.card}
    if isinstance(action, CastSpell):
        return "kami.hint.cast_spell", {"card": action.card}
    if isinstance(action, EndMain):
        key = "kami.hint.end_main" if getattr(obs, "god_entered", True) else "kami.hint.end_main_no_god"
        return key, {}
    reason = _answer(obs, action)
    if reason is not None:
        return reason
    return "kami.hint.normal", {"action": action.label}
