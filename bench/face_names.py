"""Every card face shows its name: the whole name (on one line or more, broken only between whole
words) or a short name the card data gives, never left out, cut to a letter or a "…"; and no text
on a face runs over another text, over a suit icon or off the face.

    python -m bench.face_names [--quick] [--only NAME …] [--cards]

Each table of the five games (at two moments), the Enfield deck builder and every rules page
are opened at 960×540 and 1920×1080, cards at 100 % and 130 %, text at 100 % and 150 %, in
English and Japanese; every face painted there is painted again onto a surface that records the
ink of every text (and suit icon) that lands on it, and three faults are counted:

- nameless: neither the name nor one of its short names is among the texts, or a text ends in "…";
- broken: the name is painted on lines broken inside a word (English other than at a space or a
  hyphen of the name; Japanese other than between BudouX phrases or at its own 「・」 or space);
- clash: two texts (or a text and a suit icon) whose ink touches, or a text whose ink leaves the face.

`--cards` paints instead every card of every game at every width its sort of card is painted at
(WIDTHS). The in-suite part (tests/app/test_face_names.py) is `--quick` (960×540, Japanese at 150 %
text and 130 % cards, English at 100 % and 100 %) and `--cards` up to 62 pixels wide.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import weakref
from functools import cache
from itertools import product
from typing import NamedTuple

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from bench import layout
from sprites import linebreak, theme
from tests.stand_in import MenuStandIn

FACE_KINDS = ("seven", "kami", "enfield")


def names_of(kind: str, face, lang: str) -> tuple[str, ...]:
    """The words a face may show as its name: the whole name, and the short one if the data gives it."""
    if kind == "seven":
        from sprites.faces.seven import SUIT_NAMES, SevenFace

        face = SevenFace(face) if isinstance(face, str) else face
        if face.role is not None:
            return ((face.role.ja if lang == "ja" else face.role.en),) + face.role.short_in(lang)
        return (SUIT_NAMES[face.suit][1 if lang == "ja" else 0],)
    if kind == "kami":
        from sprites.faces import kami

        code = face.code if hasattr(face, "code") else face
        return (kami._short_name(code, lang)[0],) + kami._shortest(code, lang)
    from game.enfield.cards import CARDS

    info = CARDS[face.card if hasattr(face, "card") else face]
    return ((info.name_ja if lang == "ja" else info.name_en),) + info.short_names(lang)


def _bare(words: str) -> str:
    return "".join(ch for ch in words if ch not in " -\u00a0")


# -- what a face paints: every text image and where its ink lands ----------------------------------
class Ink(NamedTuple):
    words: str
    mask: pygame.mask.Mask  # the text's solid pixels (alpha >= 128)
    at: tuple[int, int]  # the mask's top-left on the face


_texts: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # a text image -> its words


class _Recording(pygame.Surface):
    """A surface that keeps the texts blitted on it (directly, or on a surface blitted on it)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.inks: list[Ink] = []

    def blit(self, source, dest, area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        at = pygame.Rect(dest).topleft if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
        if area is not None:
            at = (at[0] - pygame.Rect(area).x, at[1] - pygame.Rect(area).y)
        words = _texts.get(source)
        if words is not None and words.strip():
            self.inks.append(Ink(words, pygame.mask.from_surface(source), at))
        for ink in getattr(source, "inks", ()):
            self.inks.append(ink._replace(at=(ink.at[0] + at[0], ink.at[1] + at[1])))
        return done


def _rotated(real):
    def rotate(source, angle):
        out = real(source, angle)
        if source in _texts:
            _texts[out] = _texts[source]
        inks = getattr(source, "inks", ())
        if not inks:
            return out
        turned = _Recording(out.get_size(), pygame.SRCALPHA)
        pygame.Surface.blit(turned, out, (0, 0))
        for ink in inks:  # each text alone on a surface of the source's size, turned the same way
            alone = pygame.Surface(source.get_size(), pygame.SRCALPHA)
            alone.blit(ink.mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0)), ink.at)
            turned.inks.append(Ink(ink.words, pygame.mask.from_surface(real(alone, angle)), (0, 0)))
        return turned
    return rotate


MARK = "<suit>"  # a Seven card's suit icon: a mark that no text may run over


def painted_texts(kind: str, face, size: tuple[int, int], lang: str) -> list[Ink]:
    """Paint `face` at `size` and return the texts (and suit marks) that landed on it, in the order drawn."""
    from sprites import faces
    from sprites.faces import seven

    real_text, real_surface, real_rotate, real_icon = (theme.render_text, pygame.Surface, pygame.transform.rotate,
                                                       seven.suit_icon)

    def spy(words, *args, **kwargs):
        image = real_text(words, *args, **kwargs)
        _texts[image] = words
        return image

    def icon(*args, **kwargs):
        image = real_icon(*args, **kwargs)
        _texts[image] = MARK
        return image

    theme.render_text, pygame.Surface, pygame.transform.rotate = spy, _Recording, _rotated(real_rotate)
    seven.suit_icon = icon
    try:
        surface = _Recording(size, pygame.SRCALPHA)
        with theme.card_text():
            faces.painter(kind)(surface, face, lang)
    finally:
        theme.render_text, pygame.Surface, pygame.transform.rotate = real_text, real_surface, real_rotate
        seven.suit_icon = real_icon
    return surface.inks


def _name_run(name: str, said: list[str]) -> list[str] | None:
    """The lines (consecutive texts) that spell `name`, if any."""
    want = _bare(name)
    for i in range(len(said)):
        got = ""
        for j in range(i, len(said)):
            got += _bare(said[j])
            if got == want:
                return said[i:j + 1]
            if not want.startswith(got):
                break
    return None


def breaks_inside_a_word(name: str, lines: list[str]) -> bool:
    """Are `lines` the name broken inside a word? English may break only at a space or after a
    hyphen of the name; Japanese only between BudouX phrases or at the name's own separator
    (・, a space)."""
    japanese = linebreak.is_japanese(name)
    allowed: set[int] = set()
    if japanese:
        at = 0
        for phrase in _budoux().parse(name):
            at += len(phrase)
            allowed.add(at)
    pos = 0
    for line in lines[:-1]:
        line = line.strip()
        if line.endswith("-") and not name[pos:].lstrip().startswith(line):
            line = line[:-1]  # a hyphen the painter added
        while pos < len(name) and name[pos] == " ":
            pos += 1
        if not name.startswith(line, pos):
            return True  # not the name's own letters in order
        pos += len(line)
        before, after = name[pos - 1:pos], name[pos:pos + 1]
        if before in " -・･" or after in (" ", "・"):
            continue
        if not (japanese and pos in allowed):
            return True
    return False


@cache
def _budoux():
    import budoux

    return budoux.load_default_japanese_parser()


def clashes(inks: list[Ink], size: tuple[int, int]) -> list[str]:
    """Texts on a face drawn over each other, or running off the face."""
    found = []
    face = pygame.mask.Mask(size, fill=True)
    for i, a in enumerate(inks):
        off = a.mask.count() - face.overlap_area(a.mask, a.at)
        if off > 0:
            found.append(f"{a.words!r} leaves the face ({off} px)")
        for b in inks[i + 1:]:
            if a.words == b.words and (a.at == b.at or a.words == MARK):
                continue  # the same words painted again in place (a plate drawn anew); two marks
            if a.mask.overlap_area(b.mask, (b.at[0] - a.at[0], b.at[1] - a.at[1])):
                found.append(f"{a.words!r} over {b.words!r}")
    return found


def face_faults(kind: str, face, size: tuple[int, int], lang: str) -> dict[str, list[str]]:
    """What is wrong with a face painted at `size`: its name left out or cut ("nameless"), its
    name broken inside a word ("broken"), texts over each other or off the face ("clash")."""
    inks = painted_texts(kind, face, size, lang)
    said = [ink.words for ink in inks if ink.words != MARK]
    names = names_of(kind, face, lang)
    faults: dict[str, list[str]] = {"nameless": [], "broken": [], "clash": clashes(inks, size)}
    if any("…" in w for w in said) or not _shows(names, said):
        faults["nameless"].append(f"{names[0]!r} not among {said}")
    for name in names:
        run = _name_run(name, said)
        if run and len(run) > 1 and breaks_inside_a_word(name, run):
            faults["broken"].append(" / ".join(run))
    return faults


def _shows(names: tuple[str, ...], said: list[str]) -> bool:
    # a name on two or three lines is painted line by line: the lines in order spell it
    text = _bare("".join(said))
    return any(_bare(name) in text for name in names)


def shows_name(kind: str, face, size: tuple[int, int], lang: str) -> bool:
    """Paint `face` at `size` and read whether its name is among the words painted on it."""
    return not face_faults(kind, face, size, lang)["nameless"]


def painted_faces(screens: dict, combos) -> set[tuple]:
    """Every (kind, face, size, language) painted while the screens are drawn."""
    from sprites import cards, faces

    faces._load_builtin()
    import sprites.faces.enfield
    import sprites.faces.kami  # noqa: F401

    seen: set[tuple] = set()
    real = dict(faces.PAINTERS)
    for kind in FACE_KINDS:
        def wrap(surface, face, lang, kind=kind):
            seen.add((kind, face, surface.get_size(), lang))
            return real[kind](surface, face, lang)
        faces.PAINTERS[kind] = wrap
    try:
        for lang, text_size, card_size, windows in combos:
            app = layout.make_app(lang, text_size, card_size)
            for name, opener in screens.items():
                for window in windows:
                    cards.face_image.cache_clear()
                    app.scenes.clear()
                    app.push(MenuStandIn(app))
                    app.resized(window)
                    opener(app)
                    layout.frames(app, 2)
            app.scenes.clear()
    finally:
        faces.PAINTERS.update(real)
    return seen


def screens(quick: bool) -> dict:
    every = layout.table_screens()
    moments = ("@14",) if quick else ("@14", "@45")
    return {name: fn for name, fn in every.items() if name.endswith(moments + ("@deckbuilder", "@rules"))}


def combinations(quick: bool) -> list:
    if quick:
        return [("ja", 150, 130, [(960, 540)]), ("en", 100, 100, [(960, 540)])]
    return [(lang, text, card, [(960, 540), (1920, 1080)])
            for lang, text, card in product(layout.LANGUAGES, (100, 150), (100, 130))]


FAULTS = ("nameless", "broken", "clash")


# The widths (in pixels) at which the tables, the deck builder and the rules pages paint each sort
# of card (read off the full sweep); `every_card` paints every card at each of them.
WIDTHS = {
    "requiem": (34, 40, 42, 45, 47, 49, 53, 57, 58, 61, 68, 71, 74, 81, 84, 88, 89, 94, 97, 105, 116, 135, 149, 176),
    "marenzan": (34, 40, 42, 45, 47, 49, 53, 57, 58, 61, 68, 71, 74, 81, 84, 88, 89, 94, 97, 105, 116, 135, 149, 176),
    "tonight": (28, 34, 40, 42, 45, 47, 49, 53, 57, 58, 61, 68, 71, 74, 81, 84, 88, 94, 97, 105, 116, 135, 149, 176),
    "god": (27, 53, 54, 68, 73, 75, 88, 105, 135, 149, 176),
    "spell": (40, 53, 54, 68, 73, 75, 88, 135, 146, 149, 176),  # 40, 53: no table yet, a god's sizes
    "action": (33, 40, 42, 54, 57, 58, 67, 68, 75, 80, 84, 108, 115, 116, 135, 149, 151),
    "card": (42, 54, 57, 58, 62, 68, 75, 84, 108, 115, 116, 124, 135, 149, 151),  # Enfield's other cards
}


def every_face() -> list[tuple[str, object, str]]:
    """Every card of every game, as (kind, face, sort of card for WIDTHS): each role of the three
    games on the Seven deck (in the suit with the widest numeral), each Whisper card, each Enfield card."""
    from game.enfield.cards import CARDS
    from game.kami.cards import BY_CODE
    from scenes.tables.marenzan.layout import ROLES as MARENZAN
    from scenes.tables.tonight.layout import ROLE_FACES as TONIGHT
    from sprites.faces.enfield import EnfieldFace
    from sprites.faces.kami import KamiFace
    from sprites.faces.requiem import ROLES as REQUIEM
    from sprites.faces.seven import SevenFace

    seven = [("seven", SevenFace(f"{rank}-7", role), game)
             for game, roles in (("requiem", REQUIEM), ("tonight", TONIGHT), ("marenzan", MARENZAN))
             for rank, role in roles.items()]
    return (seven + [("kami", KamiFace(code), "god" if card.is_god else "spell") for code, card in BY_CODE.items()]
            + [("enfield", EnfieldFace(card), "action" if info.kind == "action" else "card")
               for card, info in CARDS.items()])


def every_card(most_width: int = 10_000) -> tuple[dict[str, list[tuple]], int]:
    """Every card of every game painted at every width its sort is painted at (up to `most_width`),
    in both languages: ({fault: [(kind, face, size, language, detail), …]}, faces painted)."""
    found: dict[str, list[tuple]] = {fault: [] for fault in FAULTS}
    painted = 0
    for kind, face, sort in every_face():
        for w in WIDTHS[sort]:
            if w > most_width:
                continue
            for lang in ("en", "ja"):
                size = (w, round(w * 7 / 5))
                painted += 1
                for fault, details in face_faults(kind, face, size, lang).items():
                    found[fault] += [(kind, str(face), size, lang, detail) for detail in details]
    return found, painted



def measure(quick: bool = False, only: list[str] | None = None) -> tuple[dict[str, list[tuple]], int]:
    """({fault: [(kind, face, size, language, detail), …]}, how many faces were painted)."""
    chosen = {name: fn for name, fn in screens(quick).items() if not only or any(part in name for part in only)}
    painted = painted_faces(chosen, combinations(quick))
    found: dict[str, list[tuple]] = {fault: [] for fault in FAULTS}
    for kind, face, size, lang in sorted(painted, key=str):
        for fault, details in face_faults(kind, face, size, lang).items():
            found[fault] += [(kind, str(face), size, lang, detail) for detail in details]
    return found, len(painted)


def nameless(quick: bool = False, only: list[str] | None = None) -> tuple[list[tuple], int]:
    """(the faces painted without their name, how many faces were painted)."""
    found, painted = measure(quick, only)
    return found["nameless"], painted


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", nargs="*", help="screens whose name contains one of these")
    parser.add_argument("--show", type=int, default=20)
    parser.add_argument("--cards", action="store_true", help="every card at every width instead of the tables")
    args = parser.parse_args(argv)
    os.environ.setdefault("SEVEN_TABLES_HOME", tempfile.mkdtemp(prefix="seven-tables-faces-"))
    start = time.perf_counter()
    found, painted = every_card() if args.cards else measure(args.quick, args.only)
    counts = ", ".join(f"{len(found[fault])} {fault}" for fault in FAULTS)
    print(f"{painted} faces painted: {counts} ({time.perf_counter() - start:.0f} s)")
    for fault in FAULTS:
        for kind, face, size, lang, detail in found[fault][:args.show]:
            print(f"  {fault}: {kind} {size[0]}×{size[1]} {lang} {face}: {detail}")
    return 0 if not any(found.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
