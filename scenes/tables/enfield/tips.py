"""What hovering at Enfield's table shows: a card's or a square's tooltip."""

from __future__ import annotations

from game.enfield.actions import Roll
from game.enfield.board import SQUARES, STREETS
from sprites.faces.enfield import EnfieldFace

from ...kit.cardinfo import describe_card, tooltip_lines
from .layout import _contains


class EnfieldTips:
    """Tooltips for cards and squares (a part of the gesture map)."""

    def __init__(self, table, gestures) -> None:
        self.table = table  # the table: observation, sprites, tooltip
        self.gestures = gestures  # the gesture map: its routes, selection and hovered square

    def hover(self, pos) -> None:
        self.gestures.hover_square = self.gestures.square_at(pos)
        self.gestures.route_hover = -1
        for i, button in enumerate(self.table.buttons):
            if self.gestures.routes and i < len(self.gestures.routes) and button.rect.collidepoint(pos):
                self.gestures.route_hover = i
        tip = self.tip_at(pos)
        if tip:
            self.table.tooltip.hover(tip, pos)
        else:
            self.table.tooltip.clear()

    def tip_at(self, pos) -> str:
        sprites = list(self.table.stake_sprites.values()) or []
        if self.table.show is not None:
            sprites += list(self.table.battle_sprites.values())
            for f in self.table.show.fighters:
                for rect, card, _ in self.gestures.battle.chip_rects(self.table.show, f):
                    if _contains(rect, pos):
                        return self.card_tip(card)
        else:
            sprites += list(self.table.sprites.values())
        hits = [s for s in sprites if s.contains(pos)]
        if hits:
            top = max(hits, key=lambda s: s.z)
            if top.face is None:
                return self.table.t("enfield.table.face_down")
            tip = self.card_tip(top.face.card)
            if self.table.show is not None and top.key == ("bf", self.gestures.sel.get("actor")):
                tip += "\n" + self.table.t("enfield.table.tip_drag_strike")  # how an ally is struck (E27)
            return tip
        if self.table.show is None:
            square = self.gestures.square_at(pos)
            if square is not None:
                return self.square_tip(square)
        die = self.table.tray.die_at(pos)
        if die is not None and self.table.legal_of(Roll):
            return self.table.t("enfield.table.tip_die")
        return ""

    def face_at(self, pos) -> EnfieldFace | None:
        sprites = list(self.table.stake_sprites.values())
        sprites += list(self.table.battle_sprites.values()) if self.table.show is not None else list(self.table.sprites.values())
        hits = [s for s in sprites if s.contains(pos) and s.face is not None and s.showing_face()]
        return max(hits, key=lambda s: s.z).face if hits else None

    def card_tip(self, card: str) -> str:
        return "\n".join(tooltip_lines(describe_card("enfield", card, self.table.t)))

    def square_tip(self, square: str) -> str:
        street = SQUARES[square][2]
        name = self.table.t(f"enfield.square.{square}")
        if not street:
            return f"{name}\n{self.table.t('enfield.table.tip_start')}"
        line = self.table.app.t.bracketed(self.table.t(f"enfield.street.{street}"), str(len(STREETS[street])))
        marker = self.table.markers.get(square)
        if marker is not None:
            line += "\n" + self.table.t("enfield.table.tip_marker", owner=self.table.seat_name(marker.owner),
                                  credited=self.table.seat_name(marker.credited))
        here = [self.table.seat_name(p.seat) for p in self.table.pieces.values() if p.square == square]
        if here:
            line += "\n" + self.table.app.t.joined(here)
        return f"{name}\n{line}"
