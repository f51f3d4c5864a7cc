"""What hovering at Enfield's table shows: a card's or a square's tooltip."""

from __future__ import annotations

from game.enfield.actions import Roll
from game.enfield.board import SQUARES, STREETS
from sprites.faces.enfield import EnfieldFace

from ...kit.cardinfo import describe_card, tooltip_lines
from .layout import _contains


class EnfieldTips:
    """Tooltips for cards and squares."""

    def hover(self, pos) -> None:
        self.hover_square = self.square_at(pos)
        self.route_hover = -1
        for i, button in enumerate(self.buttons):
            if self.routes and i < len(self.routes) and button.rect.collidepoint(pos):
                self.route_hover = i
        tip = self.tip_at(pos)
        if tip:
            self.tooltip.hover(tip, pos)
        else:
            self.tooltip.clear()

    def tip_at(self, pos) -> str:
        sprites = list(self.stake_sprites.values()) or []
        if self.show is not None:
            sprites += list(self.battle_sprites.values())
            for f in self.show.fighters:
                for rect, card, _ in self.chip_rects(self.show, f):
                    if _contains(rect, pos):
                        return self.card_tip(card)
        else:
            sprites += list(self.sprites.values())
        hits = [s for s in sprites if s.contains(pos)]
        if hits:
            top = max(hits, key=lambda s: s.z)
            if top.face is None:
                return self.t("enfield.table.face_down")
            tip = self.card_tip(top.face.card)
            if self.show is not None and top.key == ("bf", self.sel.get("actor")):
                tip += "\n" + self.t("enfield.table.tip_drag_strike")  # how an ally is struck (E27)
            return tip
        if self.show is None:
            square = self.square_at(pos)
            if square is not None:
                return self.square_tip(square)
        die = self.tray.die_at(pos)
        if die is not None and self.legal_of(Roll):
            return self.t("enfield.table.tip_die")
        return ""

    def face_at(self, pos) -> EnfieldFace | None:
        sprites = list(self.stake_sprites.values())
        sprites += list(self.battle_sprites.values()) if self.show is not None else list(self.sprites.values())
        hits = [s for s in sprites if s.contains(pos) and s.face is not None and s.showing_face()]
        return max(hits, key=lambda s: s.z).face if hits else None

    def card_tip(self, card: str) -> str:
        return "\n".join(tooltip_lines(describe_card("enfield", card, self.t)))

    def square_tip(self, square: str) -> str:
        street = SQUARES[square][2]
        name = self.t(f"enfield.square.{square}")
        if not street:
            return f"{name}\n{self.t('enfield.table.tip_start')}"
        line = self.app.t.bracketed(self.t(f"enfield.street.{street}"), str(len(STREETS[street])))
        marker = self.markers.get(square)
        if marker is not None:
            line += "\n" + self.t("enfield.table.tip_marker", owner=self.seat_name(marker.owner),
                                  credited=self.seat_name(marker.credited))
        here = [self.seat_name(p.seat) for p in self.pieces.values() if p.square == square]
        if here:
            line += "\n" + self.app.t.joined(here)
        return f"{name}\n{line}"
