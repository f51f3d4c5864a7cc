"""What hovering at Requiem's table shows: a card's or a zone's tooltip."""

from __future__ import annotations

from sprites.cards import CardSprite

from ...kit.cardinfo import describe_card, tooltip_lines
from .layout import zone_kind, zone_number


class RequiemTips:
    """Tooltips for cards and zones, for the gesture map (a card's tip says if it may move)."""

    def __init__(self, table, gestures) -> None:
        self.table = table
        self.gestures = gestures

    def hover(self, pos) -> None:
        sprite = self.gestures.sprite_at(pos)
        if sprite is not None:
            self.table.tooltip.hover(self.card_tip(sprite), pos)
            return
        for name, zone in self.table.layout_zones.items():
            if zone.contains(pos):
                tip = self.zone_tip(name)
                if tip:
                    self.table.tooltip.hover(tip, pos)
                    return
        self.table.tooltip.clear()

    def card_tip(self, sprite: CardSprite) -> str:
        zone = sprite.zone
        kind = zone_kind(zone)
        code = sprite.data.get("code")
        if kind in ("enemy_deck", "capital"):
            return self.zone_tip(zone)
        if code is None or not sprite.face_up:
            return self.table.t("kit.card.facedown") + "\n" + self.table.t("requiem_table.tip.hidden_arrival")
        name = "\n".join(tooltip_lines(describe_card("requiem", code, self.table.t)))
        if kind == "line":
            state = self.table.t("requiem.state.spent" if sprite.data.get("spent") else "requiem.state.ready")
            where = self.table.t("requiem_table.tip.in_line", name=self.table.seat_name(zone_number(zone)), state=state)
        elif kind == "slot":
            col = self.table.observation.columns[zone_number(zone) - 1]
            where = self.table.t("requiem_table.tip.engaged", name=self.table.seat_name(col.slot_owner), n=col.number)
        else:
            where = self.table.caption(self.table.layout_zones[zone]) if zone in self.table.layout_zones else ""
        extra = ""  # the card's own words (describe_card) say what a Prince or King does
        hint = ""
        if self.gestures.card_targets(sprite):
            hint = "\n" + self.table.t(f"requiem_table.hint.{self.table.observation.phase}")
        return f"{name}\n{where}{extra}{hint}"

    def zone_tip(self, zone: str) -> str:
        obs = self.table.observation
        kind = zone_kind(zone)
        if kind == "enemy_deck":
            n = obs.columns[zone_number(zone) - 1].deck_size
            return self.table.t("requiem.zone.enemy_deck") + f" {zone_number(zone)}\n" + self.table.t("requiem_table.tip.cards", n=n)
        if kind == "capital":
            return self.table.t("requiem.zone.capital") + "\n" + self.table.t("requiem_table.tip.cards", n=obs.capital_size)
        if zone in self.table.layout_zones and kind != "line":
            return self.table.caption(self.table.layout_zones[zone]) + "\n" + self.table.t(f"requiem_table.tip.zone.{kind}")
        return ""
