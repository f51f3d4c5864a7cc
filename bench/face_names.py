"""Every card face shows its name: the whole name (on one line or more) or the short name the
card data gives, never left out, cut to a letter or a "…".

    python -m bench.face_names [--quick] [--only NAME …]

Each table of the five games (at two moments), the Enfield deck builder and every rules page
are opened at 960×540 and 1920×1080, cards at 100 % and 130 %, text at 100 % and 150 %, in
English and Japanese; every face painted there is painted again with its words recorded, and
a face whose name (or short name) is not among them is counted. `--quick` (the in-suite part,
tests/app/test_face_names.py) is 960×540 with cards at 100 % and 130 %, in both languages.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from itertools import product

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from bench import layout
from sprites import theme

FACE_KINDS = ("seven", "kami", "enfield")


def names_of(kind: str, face, lang: str) -> tuple[str, ...]:
    """The words a face may show as its name: the whole name, and the short one if the data gives it."""
    if kind == "seven":
        from sprites.faces.seven import SUIT_NAMES, SevenFace

        face = SevenFace(face) if isinstance(face, str) else face
        if face.role is not None:
            return ((face.role.ja if lang == "ja" else face.role.en),) + tuple(filter(None, [face.role.short_in(lang)]))
        return (SUIT_NAMES[face.suit][1 if lang == "ja" else 0],)
    if kind == "kami":
        from sprites.faces import kami

        code = face.code if hasattr(face, "code") else face
        return (kami._short_name(code, lang)[0],) + tuple(filter(None, [kami._shortest(code, lang)]))
    from game.enfield.cards import CARDS

    info = CARDS[face.card if hasattr(face, "card") else face]
    return ((info.name_ja if lang == "ja" else info.name_en),) + tuple(filter(None, [info.short_name(lang)]))


def _bare(words: str) -> str:
    return "".join(ch for ch in words if ch not in " -\u00a0")


def shows_name(kind: str, face, size: tuple[int, int], lang: str) -> bool:
    """Paint `face` at `size` and read whether its name is among the words painted on it."""
    from sprites import faces

    said: list[str] = []
    real = theme.render_text

    def spy(words, *args, **kwargs):
        said.append(words)
        return real(words, *args, **kwargs)

    theme.render_text = spy
    try:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        with theme.card_text():
            faces.painter(kind)(surface, face, lang)
    finally:
        theme.render_text = real
    if any("…" in w for w in said):
        return False
    # a name on two or three lines is painted line by line: the lines in order spell it
    text = _bare("".join(said))
    return any(_bare(name) in text or (len(_bare(name)) > 1 and _bare(name) in _bare(" ".join(said)))
               for name in names_of(kind, face, lang))


def painted_faces(screens: dict, combos) -> set[tuple]:
    """Every (kind, face, size, language) painted while the screens are drawn."""
    from sprites import cards, faces

    faces._load_builtin()
    import sprites.faces.enfield  # noqa: F401
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
                    app.push(layout.MenuStandIn(app))
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


def nameless(quick: bool = False, only: list[str] | None = None) -> tuple[list[tuple], int]:
    """(the faces painted without their name, how many faces were painted)."""
    chosen = {name: fn for name, fn in screens(quick).items() if not only or any(part in name for part in only)}
    painted = painted_faces(chosen, combinations(quick))
    missing = sorted((kind, str(face), size, lang) for kind, face, size, lang in painted
                     if not shows_name(kind, face, size, lang))
    return missing, len(painted)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", nargs="*", help="screens whose name contains one of these")
    parser.add_argument("--show", type=int, default=20)
    args = parser.parse_args(argv)
    os.environ.setdefault("SEVEN_TABLES_HOME", tempfile.mkdtemp(prefix="seven-tables-faces-"))
    start = time.perf_counter()
    missing, painted = nameless(args.quick, args.only)
    print(f"{painted} faces painted, {len(missing)} without their name ({time.perf_counter() - start:.0f} s)")
    by_size: dict = {}
    for kind, face, size, lang in missing:
        by_size.setdefault((kind, size, lang), []).append(face)
    for (kind, size, lang), found in sorted(by_size.items())[:args.show]:
        print(f"  {kind} {size[0]}×{size[1]} {lang}: {len(found)} e.g. {found[0]}")
    return 0 if not missing else 1


if __name__ == "__main__":
    sys.exit(main())
