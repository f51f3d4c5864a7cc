"""Where each of Marenzan's cards lies: seats, anchors, drop targets and the places the observation gives.

The placement reads the table's observation and sprites and writes nothing of the table's;
it owns the hand's zone (how the Party's cards spread)."""

from __future__ import annotations

from sprites import cards
from sprites.cards import CARD_H, CARD_W, CardSprite
from sprites.zones import Zone

from .layout import HAND_RECT, MOUNTAIN_C, PLAY_RECT, PLAY_SCALE, SEAT_W, SEAT_Y, SMALL, VILLAGE_C, VILLAGE_SCALE, face


class MarenzanPlacement:
    """Puts each card where the observation says it is."""

    def __init__(self, table) -> None:
        self.table = table
        self.zones = {"party": Zone("party", HAND_RECT, "row", gap=14), "play": Zone("play", PLAY_RECT, "row")}

    @staticmethod
    def hand_scale() -> float:
        """The Party's cards at the player's card size (130 %: 117 × 164 in the 192 high panel)."""
        return cards.card_scale

    @staticmethod
    def play_scale() -> float:
        """The revealed cards at the player's card size (130 %: 82 × 115 in the Reveal cloth)."""
        return PLAY_SCALE * cards.card_scale
    # -- geometry -----------------------------------------------------------------
    def seat_order(self) -> list[int]:
        obs = self.table.observation
        first = obs.seat if obs.seat is not None else 0
        return [(first + i) % obs.players for i in range(obs.players)]

    def seat_rect(self, seat: int) -> tuple[float, float, float, float]:
        i = self.seat_order().index(seat)
        return (16 + i * (SEAT_W + 6), SEAT_Y, SEAT_W, 132)

    def anchor(self, zone: str) -> tuple[float, float]:
        kind, _, rest = zone.partition(".")
        n = int(rest) if rest.isdigit() else 0
        obs = self.table.observation
        if kind == "mountain":
            return MOUNTAIN_C[n]
        if kind == "village":
            return VILLAGE_C[n]
        if kind in ("party", "journey", "hall") and n < obs.players:
            if kind == "party" and n == obs.seat:
                return (HAND_RECT[0] + HAND_RECT[2] / 2, HAND_RECT[1] + 110)
            x, y, w, h = self.seat_rect(n)
            return {"party": (x + 30, y + 44), "hall": (x + w - 30, y + 44), "journey": (x + w / 2, y + 100)}[kind]
        return (PLAY_RECT[0] + PLAY_RECT[2] / 2, PLAY_RECT[1] + 110)

    def target_rect(self, name: str) -> tuple[float, float, float, float] | None:
        kind, _, rest = name.partition(".")
        if kind == "mountain":
            x, y = MOUNTAIN_C[int(rest)]
            return (x - 56, y - 74, 112, 148)
        if kind == "village":
            x, y = VILLAGE_C[int(rest)]
            return (x - 62, y - 62, 124, 124)
        if kind == "seat":
            return self.seat_rect(int(rest))
        if kind == "journey":  # the Join box: the Journey's strip, inside the seat and clear of its middle
            x, y, w, h = self.seat_rect(int(rest))
            return (x + 6, y + 70, w - 12, h - 72)
        if kind == "play":
            return PLAY_RECT
        if kind == "card":
            sprite = self.table.sprites.get(rest)
            if sprite is None:
                return None
            w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
            return (sprite.x - w / 2, sprite.y - h / 2, w, h)
        return None

    def places(self, selected: list[str]) -> dict[str, tuple[float, float, float, bool, str]]:
        """Where every visible card lies: code -> (x, y, scale, face_up, zone); the `selected`
        cards of the hand are held up."""
        obs = self.table.observation
        out: dict[str, tuple] = {}
        party = list(obs.party)
        zone = self.zones["party"]
        zone.scale = hand = self.hand_scale()
        lower = min(16.0, CARD_H * (hand - 1) / 2)  # a larger card grows down, clear of the panel's caption
        for i, code in enumerate(party):
            x, y, _ = zone.slot(i, len(party))
            y += lower
            lift = -20 if code in selected else 0
            out[code] = (x, y + lift, hand, True, "party")
        for v, village in enumerate(obs.villages):
            if village.card:
                x, y = VILLAGE_C[v]
                out[village.card] = (x, y - 6, VILLAGE_SCALE, village.state != "sealed", f"village.{v}")
        for view in obs.seats:
            x, y, w, h = self.seat_rect(view.seat)
            n = len(view.journey)
            step = min(CARD_W * SMALL + 3, (w - 16 - CARD_W * SMALL) / max(1, n - 1)) if n > 1 else 0
            for i, code in enumerate(view.journey):
                out[code] = (x + 8 + CARD_W * SMALL / 2 + i * step, y + 100, SMALL, True, f"journey.{view.seat}")
        loose = [(s.seat, c) for s in obs.seats for c in s.revealed] + [(None, c) for c in obs.table]
        n = len(loose)
        px, py, pw, ph = PLAY_RECT
        play = self.play_scale()
        step = min(CARD_W * play + 4, (pw - 20 - CARD_W * play) / max(1, n - 1)) if n > 1 else 0
        for i, (seat, code) in enumerate(loose):
            if code not in out:
                out[code] = (px + 10 + CARD_W * play / 2 + i * step, py + 120, play, True,
                             f"revealed.{seat}" if seat is not None else "table")
        return out


def new_sprite(code, x, y, scale, up, zone) -> CardSprite:
    return CardSprite(code, face=face(code) if up else None, face_up=up, x=x, y=y, scale=scale, zone=zone,
                      data={"code": code})
