"""The replay's all-seeing column: beside the public table, every seat's hidden cards face
up, then each face-down deck or pile in the order it will be drawn (top first). Rows share
the panel's height; a hand too long to read on one line takes two, a long deck shows its
first cards and counts the rest (`OpenHands`, a mixin of the ReplayScene)."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from sprites import theme
from sprites.cards import CARD_H, CARD_W, CardSprite, draw_cards

from ..kit.i18n import shown_seat_name
from ..kit.table_recap import fit_text
from ..kit.widgets import panel, text
from .replay_views import DECK_SHOWS, FACES, deck_orders, hidden_cards

BAR = (12, 664, 1256, 50)  # the replay's control bar, logical
ALL_SCALE = 0.74  # the all-seeing view: the public table, smaller, beside the open hands
ALL_TABLE = (8, (BAR[1] - 720 * ALL_SCALE) / 2, 1280 * ALL_SCALE, 720 * ALL_SCALE)
HANDS = (ALL_TABLE[0] + ALL_TABLE[2] + 8, 8, 1272 - (ALL_TABLE[0] + ALL_TABLE[2] + 8), BAR[1] - 16)
HAND_CARD = 0.46  # the open hands' card scale
ROW_CAPTION = 20  # a row's caption line above its cards
MORE_ROOM = 40  # room kept at a capped deck's right end for "+N"
SMALLEST_CARD = 0.40  # the open hands' cards shrink no smaller, to make room for two lines
LINE_SHIFT = 0.36  # a long row's second line lies this share of a card lower, the first line's tops showing


class OpenHands:
    """The all-seeing column of a ReplayScene (which gives game, session, record and t)."""

    def open_rows(self) -> list[tuple[str, tuple, int | None, bool]]:
        """The all-seeing column's rows: (caption, card codes, seat, a deck in order?) —
        every seat's hidden cards, then each face-down deck or pile, top first."""
        rows = []
        for seat, caption, cards in hidden_cards(self.game.id, self.session.state):
            owner = self.t("app.replay.hidden.table") if seat is None else self.shown_name(seat)
            rows.append((f"{owner} · {self.t(caption, n=len(cards))}", cards, seat, False))
        for deck in deck_orders(self.game.id, self.session.state):
            rows.append((self.t(deck.caption, n=len(deck.cards), number=deck.number), deck.cards, None, True))
        return rows

    def shown_name(self, seat: int) -> str:
        """A seat's name as the language shows it: a default 'Player 1' reads 「プレイヤー1」."""
        return shown_seat_name(self.record.seats[seat].name, seat, self.app.settings.language)

    def open_layout(self) -> list[OpenRow]:
        """Where each row of the all-seeing column goes, logical: rows share the panel's
        height (many rows: smaller cards, never one row over another). A row of hidden
        cards too long to read on one line takes two, the second a little lower over the
        first, while the panel has height to spare; a long deck shows its first cards."""
        x, y, w, h = HANDS
        rows = self.open_rows()
        share = DECK_SHOWS.get(self.game.id, DECK_SHOWS[None])
        scale, pitch, wrapped = _plan([(len(cards), ordered) for _, cards, _, ordered in rows], w - 24, h - 44, share)
        card_w, card_h = CARD_W * scale, CARD_H * scale
        room, shift, least = w - 24 - card_w, card_h * LINE_SHIFT, card_w * share
        laid, top = [], y + 40
        for i, (line, cards, seat, ordered) in enumerate(rows):
            centre = top + ROW_CAPTION + card_h / 2
            lines = [cards[:(len(cards) + 1) // 2], cards[(len(cards) + 1) // 2:]] if i in wrapped else [cards]
            places, more = [], 0
            for depth, part in enumerate(lines):
                shown, step = _fan(len(part), room, card_w, least if ordered else 0.0)
                places += [(code, x + 12 + card_w / 2 + j * step, centre + depth * shift)
                           for j, code in enumerate(part[:shown])]
                more += len(part) - shown
            laid.append(OpenRow(line, (x + 12, top), seat, scale, tuple(places), more, (x + w - 12, centre)))
            top += pitch + (shift if i in wrapped else 0)
        return laid

    def draw_open_hands(self, surface: pygame.Surface) -> None:
        """The all-seeing view's column: every hidden card face up, seat by seat, then the
        decks in the order they will come (top first, on the left)."""
        view, lang = self.app.view, self.app.settings.language
        x, y, w, _ = HANDS
        panel(surface, view, HANDS, alpha=200)
        text(surface, view, self.t("app.replay.hidden.title"), (x + 12, y + 10), theme.BODY, theme.GOLD, bold=True)
        face_of = FACES.get(self.game.id)
        for row in self.open_layout():
            colour = theme.INK if row.seat is None else theme.seat_colour(row.seat)
            text(surface, view, fit_text(row.line, view, theme.SMALL, w - 24), row.caption, theme.SMALL, colour)
            if face_of is not None and row.places:
                sprites = []
                for i, (code, cx, cy) in enumerate(row.places):
                    kind, face = face_of(code, row.seat)
                    sprites.append(CardSprite((row.seat, i), kind=kind, face=face, face_up=True, scale=row.scale,
                                              x=cx, y=cy, z=i))
                draw_cards(surface, view, sprites, lang)
            elif not row.places:
                text(surface, view, "—", (x + 12, row.caption[1] + 22), theme.SMALL, theme.INK_DIM)
            if row.more:  # the rest of a long deck, counted
                text(surface, view, self.t("app.replay.deck.more", n=row.more), row.more_at, theme.SMALL,
                     theme.INK_DIM, "midright")


class OpenRow(NamedTuple):
    """One row of the all-seeing column, laid out (logical units)."""

    line: str  # the caption
    caption: tuple[float, float]  # its top left
    seat: int | None
    scale: float  # of the row's cards
    places: tuple[tuple[str, float, float], ...]  # (code, centre x, centre y) of each card drawn
    more: int  # cards of a long deck left undrawn, counted at `more_at` (right end)
    more_at: tuple[float, float]


def _plan(rows: list[tuple[int, bool]], width: float, height: float, share: float) -> tuple[float, float, set[int]]:
    """The card scale of the column, the height of a row of one line, and which rows of
    hidden cards take two lines: of the scales from the largest that fits down to
    SMALLEST_CARD, the one that leaves the fewest rows too crowded to read (the larger
    on a tie), the most crowded rows taking two lines while the height lasts.
    `rows`: (number of cards, a deck?) each; a deck never wraps, it is cut short."""
    n = max(1, len(rows))
    pitch = min(CARD_H * HAND_CARD + ROW_CAPTION + 10, height / n)
    scale = min(HAND_CARD, (pitch - ROW_CAPTION - 4) / CARD_H)
    best = None
    while True:  # the largest scale first (it may already be below SMALLEST_CARD with many rows)
        card_w = CARD_W * scale
        spacing = [(_fan(count, width - card_w, card_w, 0.0)[1], i) for i, (count, deck) in enumerate(rows) if not deck]
        steps = sorted(item for item in spacing if item[0] < card_w * share)
        row = min(pitch, CARD_H * scale + ROW_CAPTION + 10)
        shift = CARD_H * scale * LINE_SHIFT
        wrapped, left = set(), height - n * row
        for _, i in steps:  # the most crowded rows first
            if left >= shift:
                wrapped.add(i)
                left -= shift
        unread = len(steps) - len(wrapped)
        if best is None or unread < best[0]:
            best = (unread, (scale, row, wrapped))
        if not unread or scale - 0.02 < SMALLEST_CARD - 1e-9:
            return best[1]
        scale -= 0.02


def _fan(count: int, room: float, card_w: float, least: float) -> tuple[int, float]:
    """How many cards of a row are drawn and how far apart: side by side when they fit,
    else overlapped; a deck (`least` > 0) overlaps no closer than `least` and shows its
    first cards only, leaving room for the count of the rest."""
    step = min(card_w + 4, room / max(1, count - 1))
    if step >= least:
        return count, step
    return max(1, int((room - MORE_ROOM) / least) + 1), least
