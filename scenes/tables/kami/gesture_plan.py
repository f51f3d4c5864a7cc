"""Where the next mouse gesture toward a legal action at Whisper's table goes: the keyboard's
focus ring, the Hint and the tests make their gestures from it."""

from __future__ import annotations

from game.kami.actions import (
    CastSpell,
    ChooseCreature,
    ChooseFieldCard,
    ChooseGraveCard,
    ChooseHandCard,
    ChooseLookedCard,
    ChoosePileGod,
    ChoosePlayer,
    ChooseShield,
    Link,
    PenaltyShields,
    PlayGod,
)
from sprites.cards import CARD_H, CardSprite

from .layout import NAME_BAND, RESOLUTION


def gesture_point(home: int, sprite: CardSprite) -> tuple[float, float]:
    """Where a press on this card lands: a hand card's name band is never covered."""
    if sprite.zone == f"hand.{home}":
        return sprite.x, sprite.y - CARD_H * sprite.scale * (0.5 - NAME_BAND * 0.4)
    return sprite.x, sprite.y


def next_gesture(gestures, action):
    """The next mouse gesture that works toward `action` (one of the table's legal actions):
    ('click', point) or ('drag', start, end), in logical units; None if there is none."""
    def button_for(what):
        for b in gestures.action_buttons:
            if getattr(b, "what", None) == what:
                return ("click", b.rect.center)
        return None

    table = gestures.table

    def sprite_point(sprite):
        return gesture_point(table.home, sprite)

    def find(zone, key, value):
        return next((s for s in table.zones.get(zone, []) if s.data.get(key) == value), None)

    home = table.home
    if isinstance(action, PlayGod):
        s = find(f"hand.{home}", "code", action.card)
        return ("drag", sprite_point(s), table.geo[home].cell(action.card)) if s else None
    if isinstance(action, CastSpell):
        s = find(f"hand.{home}", "code", action.card)
        return ("drag", sprite_point(s), RESOLUTION) if s else None
    if isinstance(action, Link):
        for lead in action.partners:
            if lead not in gestures.selected:
                s = find(f"field.{home}", "code", lead)
                return ("click", sprite_point(s)) if s else None
        if set(gestures.selected) - set(action.partners):
            return button_for(next(a for a in gestures.options(Link) if not a.partners)) \
                if action.partners else button_for(action)
        return button_for(action)
    if isinstance(action, PenaltyShields):
        want = [action.keep, action.give]
        if gestures.selected == want[:len(gestures.selected)] and len(gestures.selected) < 2:
            s = find(f"shields.{home}", "label", want[len(gestures.selected)])
            return ("click", sprite_point(s)) if s else None
        if gestures.penalty_pair() == action:
            return button_for(action)
        return button_for(("reset",))
    if isinstance(action, ChoosePlayer):
        g = table.geo[action.seat]
        x, y, _, h = g.plate
        return ("click", (x + 40, y + h / 2))
    if isinstance(action, (ChooseGraveCard, ChooseLookedCard, ChoosePileGod)):
        for s, a in gestures.strip:
            if a == action:
                return ("click", (s.x, s.y))
        return None
    if isinstance(action, ChooseHandCard):
        s = find(f"hand.{home}", "code", action.card)
        return ("click", sprite_point(s)) if s else None
    if isinstance(action, ChooseCreature):
        s = find(f"field.{action.seat}", "code", action.card)
        return ("click", sprite_point(s)) if s else None
    if isinstance(action, ChooseFieldCard):
        s = find(f"field.{action.seat}", "code", action.card)
        return ("click", sprite_point(s)) if s else None
    if isinstance(action, ChooseShield):
        s = find(f"shields.{action.seat}", "label", action.shield)
        return ("click", sprite_point(s)) if s else None
    return button_for(action)
