"""What hovering at Whisper's table shows: a card's, a seat's or the pile's tooltip."""

from __future__ import annotations

from game.kami.cards import BY_CODE
from sprites.cards import CardSprite
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)

from ...kit.cardinfo import describe_card, tooltip_lines
from .layout import PILE, _inside


class KamiTips:
    """Tooltips for cards, seats and the pile."""

    def hover(self, pos) -> None:
        if self.graveyard.opened:  # the list says it all; nothing under it is hovered
            self.hover_sprite = None
            self.tooltip.clear()
            return
        sprite = self.sprite_at(pos)
        self.hover_sprite = sprite
        if sprite is None:
            seat = self.seat_at(pos)
            if seat is not None:
                self.tooltip.hover(self.seat_tip(seat), pos)
            elif _inside(pos, (PILE[0] - 50, PILE[1] - 70, 100, 140)):
                self.tooltip.hover(self.pile_tip(), pos)
            elif self.graveyard.hit(pos) and not self.strip:
                self.tooltip.hover(self.t("kami_table.tip.graveyard", n=len(self.shown.graveyard)) + "\n"
                                   + self.t("kami_table.tip.graveyard_browse"), pos)
            else:
                self.tooltip.clear()
            return
        self.tooltip.hover(self.card_tip(sprite), pos)

    def card_tip(self, sprite: CardSprite) -> str:
        code = sprite.data.get("code")
        zone = sprite.zone
        if zone.startswith("shields."):
            seat = int(zone.split(".")[1])
            label = sprite.data.get("label")
            known = next((sh.card for sh in self.shown.seats[seat].shields if sh.label == label), None)
            line = self.t("kami_table.tip.shield", label=label, name=self.seat_name(seat))
            if known:
                return line + "\n" + self.t("kami_table.tip.known", card=self.card_name(known))
            return line + "\n" + self.t("kami_table.tip.shield_hidden")
        if zone == "pile":
            return self.pile_tip()
        if code is None or not sprite.showing_face():
            if zone.startswith("hand."):
                seat = int(zone.split(".")[1])
                return self.t("kami_table.tip.hand", name=self.seat_name(seat), n=self.shown.seats[seat].hand_size)
            return self.t("kit.card.facedown")
        card = BY_CODE[code]
        other = card.en if self.app.settings.language == "ja" else card.ja
        lines = tooltip_lines(describe_card("kami", code, self.t), 330)
        lines[0] = f"{lines[0]}  ({other})"
        if zone.startswith("field."):
            grp = self.group_of(int(zone.split(".")[1]), code)
            if grp is not None:  # K47: the partners make one creature with it
                sep = "、" if self.app.settings.language == "ja" else ", "
                lines.append(self.t("kami_table.tip.linked_with",
                                    cards=sep.join(self.card_name(c, short=True) for c in grp.partners(code))))
        if zone == "graveyard":
            lines.append(self.t("kami_table.tip.graveyard", n=len(self.shown.graveyard)))
            lines.append(self.t("kami_table.tip.graveyard_browse"))
        return "\n".join(lines)

    def seat_tip(self, seat: int) -> str:
        sv = self.shown.seats[seat]
        lines = [self.seat_name(seat), self.t("kami_table.tip.seat", gods=sv.gods, shields=len(sv.shields),
                                              hand=sv.hand_size, points=sv.points)]
        if sv.locked:
            lines.append(self.t("kami_table.locked"))
        if sv.eliminated:
            lines.append(self.t("kami_table.out"))
        return "\n".join(lines)

    def pile_tip(self) -> str:
        obs = self.shown
        lines = [self.t("kami_table.tip.pile", n=obs.pile_size)]
        for pos, code in obs.pile_known[:4]:
            lines.append(self.t("kami_table.tip.pile_known", pos=pos, card=self.card_name(code)))
        return "\n".join(lines)
