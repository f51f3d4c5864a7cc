"""The rules viewer: player-facing how-to-play pages in English and Japanese.

Pages are small Markdown files, scenes/rules/<topic>.<lang>.md: '# ' a title,
'## ' a heading, '- ' a bullet, blank lines between paragraphs, and
'![cards] 13-7 1-1' a row of Seven cards, '![cards:kami] ATOM' or '![cards:enfield] P01'
a row of that game's cards, each drawn by its card painter, and '![reference:<game>]' the
game's card reference: every card with its name, count and ability, from the same words as
the tables' tooltips (scenes/cardinfo.py).
"""

from __future__ import annotations

import pygame

from game.engine import registry
from sprites import theme
from sprites.cards import CARD_H, CARD_W, card_size_px, face_image
from sprites.faces.enfield import EnfieldFace
from sprites.faces.kami import KamiFace
from sprites.faces.seven import seven_face

from ..kit.cardinfo import card_face, describe_card, reference_entries, reference_line
from ..kit.i18n import Translator, tr
from ..kit.rules_pages import rules_text, topics
from ..kit.scene import Scene
from ..kit.widgets import Button, panel, text


class RulesViewer(Scene):
    name = "rules"

    def __init__(self, app, topic: str | None = None):
        super().__init__(app)
        self.topics = topics()
        self.topic = topic if topic in self.topics else self.topics[0]
        self.language = app.settings.language
        self.scroll = 0.0
        self.target_scroll = 0.0
        self.content_height = 0.0
        self.marks: dict[str, float] = {}  # where on the page the card reference starts
        self.build()

    def build(self) -> None:
        app = self.app
        self.widgets = []
        y = 110
        for topic in self.topics:
            button = Button((40, y, 260, 44), (lambda t=topic: self.topic_title(t)), (lambda t=topic: self.open(t)), app,
                            size=theme.BODY, primary=(topic == self.topic))
            self.widgets.append(button)
            y += 52
        self.widgets.append(Button((40, 640, 125, 44), lambda: "English", lambda: self.set_language("en"), app,
                                   size=theme.BODY, primary=self.language == "en"))
        self.widgets.append(Button((175, 640, 125, 44), lambda: "日本語", lambda: self.set_language("ja"), app,
                                   size=theme.BODY, primary=self.language == "ja"))
        self.widgets.append(Button((1100, 30, 140, 44), lambda: tr("app.back", self.language), self.back, app,
                                   size=theme.BODY))
        if "![reference:" in rules_text(self.topic, self.language):
            self.widgets.append(Button((880, 30, 200, 44), lambda: tr("cardinfo.jump", self.language),
                                       self.jump_to_cards, app, size=theme.BODY))

    def jump_to_cards(self) -> None:
        """Scroll the page to its card reference (the heading just above it)."""
        self.target_scroll = min(self.max_scroll(), self.marks.get("reference", 0.0))

    def max_scroll(self) -> float:
        return max(0.0, self.content_height - 520)

    def topic_title(self, topic: str) -> str:
        # the page's chrome speaks the page's language (日本語 chosen here in an English app)
        if topic == "seven-tables":
            return tr("app.rules.general", self.language)
        entry = registry.entry(topic)
        return entry.title_ja if self.language == "ja" else entry.title_en

    def open(self, topic: str) -> None:
        self.topic = topic
        self.scroll = self.target_scroll = 0.0
        self.build()

    def set_language(self, language: str) -> None:
        self.language = language
        self.build()

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.target_scroll = max(0.0, min(self.max_scroll(), self.target_scroll - event.y * 48))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.button_focus is not None:
            super().handle(event)  # with the ring shown (Tab, Left, Right) Up and Down move it; PgUp/PgDn scroll
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.target_scroll = min(self.max_scroll(), self.target_scroll + 200)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.target_scroll = 0.0 if event.key == pygame.K_HOME else self.max_scroll()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.target_scroll = max(0.0, self.target_scroll - 200)
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll += (self.target_scroll - self.scroll) * min(1.0, dt * 12)

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        text(surface, view, tr("app.menu.rules", self.language), (40, 40), theme.TITLE + 4, theme.INK, bold=True)
        page = panel(surface, view, (330, 96, 910, 600), alpha=200)
        surface.set_clip(page.inflate(-view.px(4), -view.px(4)).clip(view.stage))
        self.content_height = draw_markdown(surface, view, rules_text(self.topic, self.language),
                                            (370, 120 - self.scroll, 830), self.language, marks=self.marks)
        surface.set_clip(view.stage)
        if self.content_height > 560:
            frac = self.scroll / max(1.0, self.content_height - 520)
            bar = view.rect((1226, 110 + frac * 520, 5, 50))
            theme.rounded(surface, bar, theme.GOLD_MUTED, view.px(2))
        super().draw(surface)


def draw_markdown(surface, view, source: str, origin, language: str = "en", rects: list | None = None,
                  marks: dict | None = None) -> float:
    """Draw the Markdown subset; returns the logical height used. Every text drawn adds its
    pixel rect to `rects` when given (the tests check nothing leaves the page); `marks`
    receives the offset of the heading above a card reference, as "reference"."""
    x, y0, width = origin
    y = y0
    heading = 0.0
    put = _collector(rects)
    for block in source.strip().split("\n\n"):
        block = block.strip("\n")
        if not block:
            continue
        if block.startswith("# "):
            put(text(surface, view, block[2:].strip(), (x, y), theme.TITLE + 4, theme.GOLD, bold=True))
            y += theme.grown(48)
        elif block.startswith("## "):
            heading = y - y0
            put(text(surface, view, block[3:].strip(), (x, y + 6), theme.LARGE, theme.GOLD, bold=True))
            y += theme.grown(36)
        elif block.startswith("![reference:"):
            game_id = block.split("]")[0][len("![reference:"):]
            if marks is not None:
                marks["reference"] = heading
            y += draw_reference(surface, view, game_id, (x, y, width), language, rects)
        elif block.startswith("![cards"):
            head, *codes = block.split()
            kind = head[len("![cards"):].strip(":]") or "seven"
            y += draw_card_row(surface, view, codes, (x, y), kind, language)
        else:
            for line in block.split("\n"):
                bullet = line.startswith("- ")
                body = line[2:] if bullet else line
                indent = 22 if bullet else 0
                if bullet:
                    pygame.draw.circle(surface, theme.GOLD_MUTED, view.point(x + 8, y + 11), view.px(3))
                lines = theme.wrap(body, view.px(theme.BODY + 1), view.px(width - indent))
                for part in lines:
                    put(text(surface, view, part, (x + indent, y), theme.BODY + 1, theme.INK))
                    y += theme.grown(23)
            y += 12
    return y - y0


def _collector(rects: list | None):
    def put(rect):
        if rects is not None:
            rects.append(rect)
        return rect

    return put


REF_SCALE = 0.62  # reference cards: about 56 × 78 logical units


def draw_reference(surface, view, game_id: str, origin, language: str = "en", rects: list | None = None) -> float:
    """A game's card reference: each card painted as its table paints it, with its name,
    role line, count and ability text beside it. Returns the logical height used."""
    t = Translator(language)
    put = _collector(rects)
    x, y0, width = origin
    y = y0
    size = card_size_px(view, REF_SCALE)
    card_w, card_h = CARD_W * REF_SCALE, CARD_H * REF_SCALE
    left = x + card_w + 18
    room = width - (left - x)
    visible = surface.get_clip()
    for entry in reference_entries(game_id):
        info = describe_card(game_id, entry.code, t)
        lines = theme.wrap(info.text, view.px(theme.BODY), view.px(room))
        g = theme.grown
        height = max(card_h, g(24 + 19) + g(21) * len(lines)) + 16
        if view.rect((x, y, width, height)).colliderect(visible):  # paint only what can be seen
            kind, face = card_face(game_id, entry.code)
            top_left = view.point(x, y)
            radius = max(2, round(size[0] * 0.06))
            shadow = theme.soft_shadow(size, radius, view.px(5), 80)
            pad = (shadow.get_width() - size[0]) // 2
            surface.blit(shadow, (top_left[0] - pad + view.px(2), top_left[1] - pad + view.px(2)))
            surface.blit(face_image(kind, face, size, language), top_left)
        put(text(surface, view, info.name or info.title, (left, y), theme.BODY + 2, theme.GOLD, bold=True))
        put(text(surface, view, reference_line(info, entry, t), (left, y + g(24)), theme.SMALL, theme.INK_DIM))
        for i, line in enumerate(lines):
            put(text(surface, view, line, (left, y + g(43) + g(21) * i), theme.BODY, theme.INK))
        y += height
    return y - y0 + 8


def _face(kind: str, code: str):
    """The face object a card kind's painter takes, for a card code."""
    if kind == "kami":
        return KamiFace(code)
    if kind == "enfield":
        return EnfieldFace(code)
    return seven_face(code)


def draw_card_row(surface, view, codes: list[str], origin, kind: str = "seven", language: str = "en") -> float:
    """A row of cards with their shadows, painted at the current scale."""
    x, y = origin
    size = card_size_px(view)
    radius = max(2, round(size[0] * 0.06))
    for i, code in enumerate(codes):
        left, top = view.point(x + i * (CARD_H * 5 / 7 + 12), y)
        shadow = theme.soft_shadow(size, radius, view.px(6), 90)
        pad = (shadow.get_width() - size[0]) // 2
        surface.blit(shadow, (left - pad + view.px(3), top - pad + view.px(3)))
        surface.blit(face_image(kind, _face(kind, code), size, language), (left, top))
    return CARD_H + 20
