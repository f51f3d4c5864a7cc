"""Contact sheets of every card face at the smallest widths the tables paint it, for looking at:

    python tools/screens_faces.py [OUT_DIR] [--most 62] [--zoom 2]     (default /tmp/face-shots)

One sheet a sort of card (the three games on the Seven deck, Whisper's gods and spells, Enfield's
action cards and its other cards) and a language: a column a card, a row a width (bench/face_names.py's
WIDTHS up to --most pixels), each face painted at its real size and shown --zoom times larger,
pixel for pixel, so that its words can be read as painted.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from bench import face_names
from sprites import cards, theme

GAP = 6


def sheet(faces: list[tuple[str, object]], widths: list[int], lang: str, zoom: int) -> pygame.Surface:
    cell_w = max(widths) * zoom + GAP
    cell_h = round(max(widths) * 7 / 5) * zoom + GAP
    out = pygame.Surface((GAP + len(faces) * cell_w, GAP + len(widths) * cell_h))
    out.fill(theme.FELT)
    for col, (kind, face) in enumerate(faces):
        for row, w in enumerate(widths):
            image = cards.face_image(kind, face, (w, round(w * 7 / 5)), lang)
            big = pygame.transform.scale_by(image, zoom)
            out.blit(big, (GAP + col * cell_w, GAP + row * cell_h))
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default="/tmp/face-shots")
    parser.add_argument("--most", type=int, default=62, help="the widest face shown, in pixels")
    parser.add_argument("--zoom", type=int, default=2)
    args = parser.parse_args(argv)
    pygame.init()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sorts: dict[str, list] = {}
    for kind, face, sort in face_names.every_face():
        sorts.setdefault(sort, []).append((kind, face))
    for sort, faces in sorts.items():
        widths = [w for w in face_names.WIDTHS[sort] if w <= args.most] or [face_names.WIDTHS[sort][0]]
        for lang in ("en", "ja"):
            pygame.image.save(sheet(faces, widths, lang, args.zoom), out / f"{sort}-{lang}.png")
    print("wrote", out)


if __name__ == "__main__":
    main()
