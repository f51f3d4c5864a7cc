"""The look: one palette, one type scale, one font family, drawing helpers.

Everything is laid out in logical units (1280×720) and drawn at the window's
real pixel size: callers pass logical sizes and a `View` that knows the scale.
"""

from __future__ import annotations

import math
import re
import weakref
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

import pygame
import pygame.freetype

from . import linebreak
from .linebreak import NO_LINE_END, NO_LINE_START
from .resources import asset

LOGICAL_W, LOGICAL_H = 1280, 720

# -- palette (ART.md) --------------------------------------------------------
FELT = (30, 77, 58)
FELT_DARK = (22, 58, 44)
WOOD_LIGHT = (74, 47, 28)
WOOD_DARK = (46, 28, 16)
INK = (237, 230, 214)  # text on the felt
INK_DIM = (190, 182, 165)
INK_SHADOW = (10, 18, 14)
CARD_FACE = (247, 242, 231)
CARD_INK = (38, 34, 30)
CARD_BACK = (28, 37, 65)
GOLD = (245, 198, 91)
GOLD_MUTED = (196, 164, 92)
PANEL = (18, 34, 28)
PANEL_EDGE = (255, 255, 255, 38)
DANGER = (214, 92, 74)
SUCCESS = (120, 196, 132)
LETTERBOX = (12, 14, 12)
# One disabled look for every button, primary or not: flat grey, no shadow, no gold,
# a quiet label (grey on grey is unlike any live button, gold or green).
DISABLED = (62, 64, 62)
DISABLED_INK = (148, 148, 140)

SUIT_COLOURS = {
    1: (192, 57, 43),
    2: (212, 137, 42),
    3: (46, 125, 79),
    4: (184, 145, 47),
    5: (43, 76, 155),
    6: (31, 122, 128),
    7: (91, 74, 107),
}

# Okabe–Ito seat colours, each with its own shape
SEATS = (
    ((230, 159, 0), "circle"),
    ((86, 180, 233), "square"),
    ((0, 158, 115), "triangle"),
    ((240, 228, 66), "diamond"),
    ((0, 114, 178), "star"),
    ((213, 94, 0), "hexagon"),
    ((204, 121, 167), "cross"),
)

# -- type scale (logical units) ---------------------------------------------
SMALL, BODY, LARGE, TITLE, HERO = 12, 14, 18, 24, 36
MIN_TEXT = 12  # no text is drawn smaller at 1280×720 and 100 %


def legible(px: float) -> int:
    """A card face's essential words (rank, numeral, name, cost) at least MIN_TEXT pixels;
    a face's secondary words are left out below it (the card's preview shows them large)."""
    return max(MIN_TEXT, round(px))

# The player's text size (1.0, 1.25, 1.5): every font grows by it, so every text measured
# through font(), text_width() and wrap() lays out larger; nothing is a scaled bitmap.
text_scale = 1.0
# How many times the text size or the card size changed: a picture cached with text or cards in
# it (a table's background, a map) keys on it, so a change of size shows at once.
look = 0


def set_text_scale(scale: float) -> None:
    global text_scale
    if scale != text_scale:
        text_scale = scale
        new_look()


def new_look() -> None:
    global look
    look += 1


def grown(logical: float) -> float:
    """A distance that holds text (a row's step, a title's height), grown with the text size:
    rows and panels flow with their words instead of standing at fixed heights."""
    return logical * text_scale


@contextmanager
def card_text():
    """Words painted on a card follow the card's size, not the text size (a face is laid
    out for its own width): inside this, text is drawn at the sizes asked for."""
    global text_scale
    kept, text_scale = text_scale, 1.0
    try:
        yield
    finally:
        text_scale = kept


# The floor test's seam: while `sizes` is a set, the pixel size of every text drawn is added.
sizes: set | None = None

FONT_FILES = {
    False: ("SevenTables-Regular.otf", "NotoSansCJK-Regular.ttc"),
    True: ("SevenTables-Bold.otf", "NotoSansCJK-Bold.ttc"),
}
SYSTEM_FONT_DIR = Path("/usr/share/fonts/opentype/noto")


def font_path(bold: bool = False) -> Path:
    """The bundled font (a subset of Noto Sans CJK JP), or the system one from
    which it is made when running from a checkout that has not built it."""
    bundled, system = FONT_FILES[bold]
    path = asset("sprites", "fonts", bundled)
    if path.exists():
        return path
    fallback = SYSTEM_FONT_DIR / system
    if fallback.exists():
        return fallback
    raise FileNotFoundError(f"the font {bundled} is missing from {path.parent}")


@cache
def _font(px: int, bold: bool) -> pygame.freetype.Font:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    font = pygame.freetype.Font(str(font_path(bold)), px)
    font.pad = False
    font.antialiased = True
    return font


def reset_fonts() -> None:
    """Forget loaded fonts and rendered text: a Font dies with the freetype module,
    so a new App (after pygame.quit) must load them again."""
    _font.cache_clear()
    _render_text.cache_clear()
    _wrapped.cache_clear()
    _whole_words.cache_clear()


def font(px: int, bold: bool = False) -> pygame.freetype.Font:
    return _font(_scaled(px), bold)


def _scaled(px: int) -> int:
    return max(6, round(int(px) * text_scale))


def render_text(text: str, px: int, colour: tuple, bold: bool = False, shadow: bool = False) -> pygame.Surface:
    """A text surface at `px` pixels (already scaled for the window; the text size applies), cached."""
    size = _scaled(px)
    if sizes is not None and text.strip():
        sizes.add(size)
    image = _render_text(text, size, colour, bold, shadow)
    _texts.add(image)
    if drawn is not None:
        _ink[image] = text
    return image


def render_fitted(text: str, px: int, colour: tuple, width: int, floor: float, bold: bool = False,
                  shadow: bool = False) -> pygame.Surface:
    """`render_text`, shrunk a pixel at a time while wider than `width`, never below `floor`
    at 100 % text size (a larger text size may give back what it added, not more)."""
    image = render_text(text, px, colour, bold, shadow)
    while image.get_width() > width and px - 1 >= floor / text_scale:
        px -= 1
        image = render_text(text, px, colour, bold, shadow)
    return image


@lru_cache(maxsize=2048)
def _render_text(text: str, size: int, colour: tuple, bold: bool, shadow: bool) -> pygame.Surface:
    f = _font(size, bold)
    surface, _ = f.render(text, colour)
    if not shadow:
        return surface
    dark, _ = f.render(text, INK_SHADOW)
    out = pygame.Surface((surface.get_width() + 1, surface.get_height() + 1), pygame.SRCALPHA)
    out.blit(dark, (1, 1))
    out.blit(surface, (0, 0))
    return out


# The layout tests' seam: while `drawn` is a list, every text, button label and panel
# drawn through the widgets and the furniture is appended to it as a `Drawn` (kind, words,
# pixel rect, pixel box or None, cut), so a layout is checked against its boxes without
# pixels. Every text image made while it is a list is also known by its words (`words_of`),
# so a surface that records its blits (bench/layout.py) sees every text drawn and where.
drawn: list | None = None


class Drawn(NamedTuple):
    kind: str  # text, label, line, button (an opaque control), control (a slider), dialog, panel, popup (a bubble:
    #            tooltip, callout, toast, banner, hint tag), opaque (a card or die drawn over what is under it),
    #            ink (a text image blitted), cut
    words: str
    rect: pygame.Rect
    box: pygame.Rect | None = None
    cut: bool = False  # the words end in "…" because they did not fit


def note(kind: str, words: str, rect, box=None, cut: bool = False) -> None:
    if drawn is not None:
        drawn.append(Drawn(kind, words, pygame.Rect(rect), None if box is None else pygame.Rect(box), cut))


# The words on the stage this frame (pixel rects) as the kit's text helpers draw them there: a
# bubble keeps clear of them where it can (furniture.free_spot). A table's frame starts the record
# with the surface it draws on (`words_begin`) and ends it (`words_end`); other drawing is not kept.
words_shown: list[pygame.Rect] = []
_words_on: list = [None]


# The cards on the stage this frame (pixel rects): a bubble near its place keeps clear of them
# too where it can, so it hides no card beside the one the pointer rests on.
cards_shown: list[pygame.Rect] = []


def words_begin(surface: pygame.Surface) -> None:
    words_shown.clear()
    cards_shown.clear()
    _words_on[0] = surface


def words_end() -> None:
    _words_on[0] = None


def shown_words(surface: pygame.Surface, rect) -> None:
    """`rect` (pixels) holds words drawn on `surface`: kept while a table's frame is drawn on it."""
    if surface is _words_on[0]:
        words_shown.append(pygame.Rect(rect))


def shown_card(surface: pygame.Surface, rect) -> None:
    """A card was drawn at `rect` (pixels) on `surface`: kept while a table's frame is drawn on it."""
    if surface is _words_on[0]:
        cards_shown.append(pygame.Rect(rect))


def as_text(image: pygame.Surface, words: str) -> pygame.Surface:
    """A text image made over again (squeezed to fit): still known as `words`."""
    _texts.add(image)
    if drawn is not None:
        _ink[image] = words
    return image


def lay(surface: pygame.Surface, layer: pygame.Surface, at=(0, 0)) -> None:
    """Blit a cached `Layer` (a table's background, its plates) with its words: the bubbles keep
    clear of them as of words drawn this frame."""
    surface.blit(layer, at)
    for rect in getattr(layer, "words", ()):
        shown_words(surface, rect.move(at))


# Card faces and backs and dice as painted (cached): images that hide what they are drawn over,
# wherever a table blits them; the layout sweep's window notes each blit of one (bench/layout.py).
_solid: weakref.WeakSet = weakref.WeakSet()
_texts: weakref.WeakSet = weakref.WeakSet()  # every text image made (a `Layer` keeps where its words lie)


def solid(image: pygame.Surface) -> pygame.Surface:
    """`image`, known from now on as a card or a die (see `is_solid`)."""
    _solid.add(image)
    return image


def is_solid(image: pygame.Surface) -> bool:
    return image in _solid


_ink: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # text image -> its words, while recording
cut_words: set[str] = set()  # the shortened forms `ellipsize` made, while recording


def words_of(image: pygame.Surface) -> str | None:
    """The words a text image shows (only for images made while `drawn` is a list)."""
    return _ink.get(image)


def inks_of(source: pygame.Surface, dest, area, clip: pygame.Rect) -> list[tuple[str, pygame.Rect, pygame.Rect]]:
    """The texts a blit of `source` at `dest` (its `area` only, under `clip`) puts on a surface:
    (words, full rect, the clip it shows through) for a text image, or for each text a `Layer`
    holds. Only while recording (`drawn`)."""
    if drawn is None:
        return []
    at = pygame.Rect(dest).topleft if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
    part = pygame.Rect(area) if area is not None else source.get_rect()
    shows = clip.clip(pygame.Rect(at, part.size))  # the part of the target the blit may touch
    words = words_of(source)
    if words is not None:
        return [(words, pygame.Rect(at, part.size), clip)] if words.strip() else []
    dx, dy = at[0] - part.x, at[1] - part.y
    return [(words, rect.move(dx, dy), shows.clip(inner.move(dx, dy))) for words, rect, inner in getattr(source, "inks", ())]


class Layer(pygame.Surface):
    """A surface drawn once and blitted each frame (a cached background, the plates): while the
    layout sweep records (`drawn`), it keeps the texts blitted on it, so that the window's record
    sees them where the layer lands (bench/layout.py)."""

    inks: tuple = ()  # (a copy made by pygame starts with none)
    words: tuple = ()  # where words lie on it (pixel rects), kept always: see `lay`

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.inks = []
        self.words = []

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        found = inks_of(source, dest, area, self.get_clip())
        if found:
            self.inks = [*self.inks, *found]
        if source in _texts:
            self.words = [*self.words, done]
        elif getattr(source, "words", ()):  # a layer laid on this one brings its words
            at = pygame.Rect(dest).topleft if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
            part = pygame.Rect(area) if area is not None else source.get_rect()
            moved = [r.move(at[0] - part.x, at[1] - part.y).clip(done) for r in source.words]
            self.words = [*self.words, *(r for r in moved if r.width and r.height)]
        return done

    def fill(self, color, rect=None, special_flags=0):
        if rect is None:
            self.inks = []
            self.words = []
        return super().fill(color, rect, special_flags)

    def copy(self) -> Layer:
        """A copy with its words (what the sweep records of its texts starts afresh: the texts of a
        background under the cards painted on its copy are not known in their order)."""
        out = super().copy()
        out.inks, out.words = [], list(self.words)
        return out

    def part(self, rect: pygame.Rect) -> Layer:
        """A copy of `rect` of this layer, its texts with it."""
        out = Layer(rect.size, self.get_flags(), self)
        out.blit(self, (0, 0), rect)
        return out

    def scaled(self, rect: pygame.Rect, size: tuple[int, int]) -> pygame.Surface:
        """`rect` of this layer smoothly scaled to `size` (a replay's table in its frame), its texts with it."""
        image = pygame.transform.smoothscale(self.subsurface(rect), size)
        if drawn is None:
            return image
        out = Layer(size, self.get_flags(), self)
        out.blit(image, (0, 0))
        fx, fy = size[0] / max(1, rect.width), size[1] / max(1, rect.height)

        def scale(r: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(round((r.x - rect.x) * fx), round((r.y - rect.y) * fy), round(r.w * fx), round(r.h * fy))

        out.inks = [(words, scale(r), scale(c).clip(out.get_rect())) for words, r, c in self.inks if c.colliderect(rect)]
        return out


@contextmanager
def notes_scaled(rect: pygame.Rect, target: pygame.Rect):
    """While recording, what is noted inside this block (drawn onto a layer that `Layer.scaled`
    then puts from `rect` into `target`) is noted where it lands."""
    global drawn
    kept = drawn
    if kept is None:
        yield
        return
    drawn = []
    try:
        yield
    finally:
        fx, fy = target.width / max(1, rect.width), target.height / max(1, rect.height)

        def moved(r: pygame.Rect | None) -> pygame.Rect | None:
            if r is None:
                return None
            return pygame.Rect(target.x + round((r.x - rect.x) * fx), target.y + round((r.y - rect.y) * fy),
                               round(r.w * fx), round(r.h * fy))

        kept += [d._replace(rect=moved(d.rect), box=moved(d.box)) for d in drawn]
        drawn = kept


def ellipsize(text: str, fits: Callable[[str], bool]) -> str:
    """`text`, or as much of it as `fits` with "…" after it: the one way a line is cut short
    (the layout tests count every cut)."""
    if fits(text):
        return text
    cut = text
    while len(cut) > 1 and not fits(cut.rstrip(" ・、,") + "…"):
        cut = cut[:-1]
    return marked_cut(text, cut.rstrip(" ・、,") + "…")


def marked_cut(text: str, shown: str) -> str:
    """`shown`, the part of `text` that is drawn, recorded as a cut (see `ellipsize`)."""
    if drawn is not None:
        cut_words.add(shown)
        drawn.append(Drawn("cut", text, pygame.Rect(0, 0, 0, 0), None, True))
    return shown


def text_width(text: str, px: int, bold: bool = False) -> int:
    return font(px, bold).get_rect(text).width


def wrap(text: str, px: int, width: int, bold: bool = False) -> list[str]:
    """Break text into lines no wider than `width` pixels: English between words,
    Japanese between phrases under the kinsoku rules (sprites/linebreak.py)."""
    return list(_wrapped(text, px, width, bold, text_scale))


@lru_cache(maxsize=4096)
def _wrapped(text: str, px: int, width: int, bold: bool, scale: float) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if linebreak.is_japanese(paragraph):
            lines += linebreak.break_lines(paragraph, lambda line: text_width(line, px, bold) <= width)
            continue
        line = ""
        words: list[str] = []
        for token in _tokens(paragraph):
            candidate = line + token
            if line and text_width(candidate.rstrip(), px, bold) > width:
                words.append(line.rstrip())
                line = token.lstrip()
            else:
                line = candidate
        words.append(line.rstrip())
        # a word longer than the line (a file's path) is broken between letters rather than run out
        fits = lambda part: text_width(part, px, bold) <= width  # noqa: E731
        lines += [part for line in words for part in ([line] if fits(line) or not line.isascii() else _letters(line, fits))]
    return tuple(lines)


def name_lines(text: str, px: int, width: int, bold: bool = False, most: int = 2,
               short: str | Sequence[str] | None = None, floor: int = MIN_TEXT,
               leave_out: bool = False) -> tuple[list[str], int]:
    """A name laid out to fit `width` pixels, never under `floor`: on one line at `px` or a
    little smaller; else on up to `most` lines; else the `short` name (or the first of the
    short names, longest first) the card data gives that fits, the same way. A card's name
    (`leave_out`) breaks only between whole words (English after a space or a hyphen of the
    name, Japanese between phrases or after its own 「・」), and when none of that fits it is
    left out (the card's corners and its preview tell it). Other words are broken between
    letters as a last resort, then cut with "…"."""
    floor = math.ceil(floor)
    if most < 1:
        return [], floor
    top = max(px, floor)
    shorts = [short] if isinstance(short, str) else list(short or ())

    def fits(line: str, size: int) -> bool:
        return font(size, bold).get_rect(line).width <= width

    for name in [text] + [name for name in shorts if name and name != text]:
        if leave_out:  # a card's name: the largest size at which it fits whole, on one line, else on more
            size = _largest(floor, top, lambda size, name=name: fits(name, size))
            if size is not None:
                return [name], size
            size = _largest(floor, top,
                            lambda size, name=name: bool(whole_word_lines(name, size, width, bold, most)))
            if size is not None:
                return whole_word_lines(name, size, width, bold, most), size
            continue
        for size in range(top, floor - 1, -1):
            if fits(name, size):
                return [name], size
        for size in range(top, floor - 1, -1):
            lines = _wrapped(name, size, width, bold, text_scale)  # a trial, not a paragraph set at this width
            if lines and len(lines) <= most and all(fits(line, size) for line in lines):
                return list(lines), size
    if leave_out:
        return [], floor
    name = shorts[0] if shorts else text
    lines = _letters(name, lambda line: fits(line, floor))
    if len(lines) <= most and all(fits(line, floor) for line in lines):
        return lines, floor
    kept = lines[:most]
    kept[-1] = ellipsize(kept[-1].rstrip("-") + "".join(line.rstrip("-") for line in lines[most:]),
                         lambda line: fits(line, floor))
    return kept, floor


def _largest(low: int, high: int, ok: Callable[[int], bool]) -> int | None:
    """The largest size from `low` to `high` for which `ok` holds (it holds for every size under
    one that it holds for: words narrow as they shrink), by halving; None if it holds for none."""
    if not ok(low):
        return None
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if ok(middle) else (low, middle - 1)
    return low


def name_pieces(name: str) -> list[str]:
    """The pieces a name may break between, never inside a word: English after a space or a
    hyphen of the name; Japanese between phrases (BudouX) and after its own 「・」 or a space."""
    if not linebreak.is_japanese(name):
        return re.findall(r"[^ -]*[ -]+|[^ -]+", name)
    pieces: list[str] = []
    for phrase in linebreak.phrases(name):
        for piece in re.findall(r"[^・ ]+[・ ]*|[・ ]+", phrase):
            if pieces and _hiragana(pieces[-1][-1]) and _hiragana(piece[0]):
                pieces[-1] += piece  # a word's kana ending stays whole (逃がし屋, not 逃が|し屋)
            else:
                pieces.append(piece)
    return pieces


def _hiragana(ch: str) -> bool:
    return "\u3041" <= ch <= "\u309f"


def whole_word_lines(name: str, size: int, width: int, bold: bool = False, most: int = 2) -> list[str]:
    """`name` at `size` on the fewest lines (at most `most`) no wider than `width`, broken between
    whole words (`name_pieces`), the widest line as narrow as may be; none when no such lines fit."""
    return list(_whole_words(name, size, width, bold, most, text_scale))


@lru_cache(maxsize=4096)
def _whole_words(name: str, size: int, width: int, bold: bool, most: int, scale: float) -> tuple[str, ...]:
    pieces = name_pieces(name)
    measured: dict[str, int] = {}

    def wide(line: str) -> int:
        if line not in measured:
            measured[line] = font(size, bold).get_rect(line).width
        return measured[line]

    if len(pieces) > 12 or any(wide(piece.rstrip()) > width for piece in pieces):
        return ()  # a long text, not a name; or a word wider than the line
    best: tuple | None = None
    for cuts in range(1 << (len(pieces) - 1)):
        lines, line = [], ""
        for i, piece in enumerate(pieces):
            line += piece
            if i == len(pieces) - 1 or cuts >> i & 1:
                lines.append(line.rstrip())
                line = ""
        if len(lines) > most:
            continue
        widest = max(wide(line) for line in lines)
        if widest <= width and (best is None or (len(lines), widest) < best[0]):
            best = ((len(lines), widest), lines)
    return tuple(best[1]) if best else ()


def _letters(text: str, fits: Callable[[str], bool]) -> list[str]:
    """`text` broken between letters where it must: a Latin word carries a hyphen, and no
    line starts with a mark that may not start one (ー, 、, ・)."""
    lines: list[str] = []
    line = ""
    for i, ch in enumerate(text):
        hyphen = "-" if ch.isascii() and ch.isalpha() and i + 1 < len(text) and text[i + 1].isalpha() else ""
        if line and not fits(line + ch + hyphen):
            if ch in NO_LINE_START and len(line) > 1:  # the mark may not start a line: the letter before comes along
                lines.append(line[:-1])
                line = line[-1] + ch
                continue
            mid_word = line[-1:].isascii() and line[-1:].isalpha() and ch.isalpha()
            lines.append(line + ("-" if mid_word else ""))
            line = ch.lstrip()
        else:
            line += ch
    return lines + [line] if line else lines


def render_lines(lines: list[str], px: int, colour, bold: bool = False, left: bool = False) -> pygame.Surface:
    """Lines of text centred (or set `left`) over each other in one image (a name on two lines)."""
    images = [render_text(line, px, colour, bold) for line in lines]
    if len(images) == 1:
        return images[0]
    block = pygame.Surface((max(i.get_width() for i in images), sum(i.get_height() for i in images)), pygame.SRCALPHA)
    y = 0
    for image in images:
        block.blit(image, (0 if left else (block.get_width() - image.get_width()) // 2, y))
        y += image.get_height()
    _texts.add(block)
    if drawn is not None:
        _ink[block] = " ".join(lines)
    return block


def _tokens(text: str) -> list[str]:
    """Pieces an English line may break between: words with the space after them,
    kept together with punctuation that may not start a line."""
    words = text.split(" ")
    raw = [token for token in [word + " " for word in words[:-1]] + words[-1:] if token]
    out: list[str] = []
    for token in raw:
        if out and (token[:1] in NO_LINE_START or out[-1].rstrip()[-1:] in NO_LINE_END):
            out[-1] += token
        else:
            out.append(token)
    return out


# -- shapes --------------------------------------------------------------------
def rounded(surface: pygame.Surface, rect: pygame.Rect, colour, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width=width, border_radius=max(0, radius))


def alpha_rect(surface: pygame.Surface, rect: pygame.Rect, rgba, radius: int = 0, width: int = 0) -> None:
    """A translucent rounded rect."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, rgba, layer.get_rect(), width=width, border_radius=max(0, radius))
    surface.blit(layer, rect.topleft)


@lru_cache(maxsize=256)
def soft_shadow(size: tuple[int, int], radius: int, blur: int, alpha: int = 90) -> pygame.Surface:
    """A blurred rounded-rect shadow, `blur` px larger on every side, cached."""
    w, h = size
    pad = max(1, blur)
    big = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(big, (0, 0, 0, alpha), (pad, pad, w, h), border_radius=radius)
    factor = max(2, blur // 2)
    small = pygame.transform.smoothscale(big, (max(1, big.get_width() // factor), max(1, big.get_height() // factor)))
    return pygame.transform.smoothscale(small, big.get_size())


def glow(size: tuple[int, int], radius: int, colour=GOLD, strength: float = 0.6, spread: int = 10) -> pygame.Surface:
    return _glow(size, radius, colour, int(strength * 255), spread)


@lru_cache(maxsize=128)
def _glow(size, radius, colour, alpha, spread) -> pygame.Surface:
    w, h = size
    big = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    pygame.draw.rect(big, (*colour[:3], alpha), (spread, spread, w, h), width=max(2, spread // 2),
                     border_radius=radius + spread // 3)
    factor = max(2, spread // 2)
    small = pygame.transform.smoothscale(big, (max(1, big.get_width() // factor), max(1, big.get_height() // factor)))
    return pygame.transform.smoothscale(small, big.get_size())


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table: deep green felt with faint noise and a soft vignette."""
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(FELT)
    # noise: a small deterministic tile, scaled up softly
    # (built as bytes: a pixel at a time took a tenth of the start-up)
    pixels = bytearray()
    seed = 12345
    for _ in range(96 * 96):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        d = (seed >> 16) % 9 - 4
        pixels += bytes((FELT[0] + d, FELT[1] + d, FELT[2] + d))
    tile = pygame.image.frombuffer(bytes(pixels), (96, 96), "RGB")
    for y in range(0, h, 96):
        for x in range(0, w, 96):
            surface.blit(tile, (x, y))
    # vignette: concentric translucent frames toward the edges
    shade = bytearray()
    for y in range(36):
        for x in range(64):
            r = math.hypot((x - 31.5) / 32, (y - 17.5) / 18)
            shade += bytes((0, 0, 0, min(120, int(max(0.0, r - 0.55) * 150))))
    vignette = pygame.image.frombuffer(bytes(shade), (64, 36), "RGBA")
    surface.blit(pygame.transform.smoothscale(vignette, size), (0, 0))
    return surface


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEATS[seat % len(SEATS)][0]


def draw_marker(surface: pygame.Surface, centre: tuple[float, float], radius: float, seat: int,
                outline=(20, 20, 20)) -> None:
    """A seat's marker: its colour and its own shape."""
    colour, shape = SEATS[seat % len(SEATS)]
    cx, cy = centre
    r = radius
    if shape == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, outline, (cx, cy), r, 1)
        return
    if shape == "square":
        rect = pygame.Rect(0, 0, r * 1.7, r * 1.7)
        rect.center = (cx, cy)
        pygame.draw.rect(surface, colour, rect)
        pygame.draw.rect(surface, outline, rect, 1)
        return
    if shape == "triangle":
        points = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif shape == "diamond":
        points = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    elif shape == "star":
        points = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    elif shape == "hexagon":
        points = [(cx + r * math.cos(math.pi / 6 + i * math.pi / 3), cy + r * math.sin(math.pi / 6 + i * math.pi / 3))
                  for i in range(6)]
    else:  # cross
        t = r * 0.38
        points = [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t), (cx + r, cy + t),
                  (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r), (cx - t, cy + t), (cx - r, cy + t),
                  (cx - r, cy - t), (cx - t, cy - t)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, outline, points, 1)
