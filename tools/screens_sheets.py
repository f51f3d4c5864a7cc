"""Every screen of the layout sweep as a PNG, and contact sheets of four screens each:

    python tools/screens_sheets.py [out_dir] [--lang ja] [--text 150] [--cards 100] [--size 960x540]
                                   [--only NAME …] [--ring]

The screens are bench/layout.py's (`all_screens`: every scene of the self-test, every table
at seeded moments with its dialogs, the deck builder …), opened at one language, text size,
card size and window. Each is written to <out_dir>/<screen>.png and four at a time to
<out_dir>/sheet-NN.png (2 × 2, each cell 960 px wide, its name written above it), to be
looked at one sheet after another. `--ring` puts the keyboard's ring on the screen's first
control first (Tab), to see it drawn.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SEVEN_TABLES_HOME", tempfile.mkdtemp(prefix="seven-tables-sheets-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from bench import layout

CELL = (960, 540)
LABEL = 24


def shoot(out: Path, lang: str, text: int, cards: int, size: tuple[int, int], only: list[str], ring: bool) -> list[Path]:
    screens = layout.all_screens()
    if only:
        screens = {name: fn for name, fn in screens.items() if any(part in name for part in only)}
    layout.make_app("en", 100, 100)
    layout.keep_finished_games()
    app = layout.make_app(lang, text, cards)
    shots = []
    for name, opener in screens.items():
        app.scenes.clear()
        app.push(layout.MenuStandIn(app))
        opener(app)
        layout.frames(app, 2)
        if ring:
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
        app.resized(size)
        app.window = pygame.Surface(app.window.get_size())
        for scene in app.scenes:
            if getattr(scene, "banner", None) is not None:
                scene.banner.change = 0.0  # a new banner slides in from above for a moment
        app.draw()
        path = out / (name.replace(":", "-").replace("@", "-") + ".png")
        pygame.image.save(app.window, str(path))
        shots.append(path)
        app.resized(layout.WINDOWS[1])
    return shots


def sheets(out: Path, shots: list[Path], title: str) -> list[Path]:
    pygame.font.init()
    font = pygame.font.Font(None, 26)
    made = []
    for n in range(0, len(shots), 4):
        sheet = pygame.Surface((2 * CELL[0], 2 * (CELL[1] + LABEL)))
        sheet.fill((40, 40, 40))
        for i, path in enumerate(shots[n:n + 4]):
            x, y = (i % 2) * CELL[0], (i // 2) * (CELL[1] + LABEL)
            shot = pygame.image.load(str(path))
            if shot.get_size() != CELL:
                shot = pygame.transform.smoothscale(shot, CELL)
            sheet.blit(font.render(f"{path.stem}   ({title})", True, (255, 255, 120)), (x + 6, y + 3))
            sheet.blit(shot, (x, y + LABEL))
            pygame.draw.rect(sheet, (255, 0, 255), (x, y + LABEL, *CELL), 1)
        target = out / f"sheet-{n // 4 + 1:02}.png"
        pygame.image.save(sheet, str(target))
        made.append(target)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default="/tmp/screen-sheets")
    parser.add_argument("--lang", default="ja", choices=layout.LANGUAGES)
    parser.add_argument("--text", type=int, default=150)
    parser.add_argument("--cards", type=int, default=100)
    parser.add_argument("--size", default="960x540")
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--ring", action="store_true", help="the keyboard's ring on the first control")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(n) for n in args.size.split("x"))
    shots = shoot(out, args.lang, args.text, args.cards, size, args.only, args.ring)
    made = sheets(out, shots, f"{args.lang} {args.text}% {args.size}")
    print(f"{len(shots)} screens, {len(made)} sheets in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
