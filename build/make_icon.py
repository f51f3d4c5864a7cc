"""Draw the program's icon: a card back (deep navy, a thin gold frame, a seven-pointed
star in muted gold), as build/icon.png (256 x 256), build/icon.ico (16-256 px, Windows)
and build/icon.icns (16-1024 px, the macOS app bundle).

    python build/make_icon.py

Drawn at four times the size and scaled down, so the edges are smooth. The .ico and the
.icns hold PNG-compressed images, which Windows Vista and macOS 10.7 and later read.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
NAVY = (0x1C, 0x25, 0x41)
NAVY_LIGHT = (0x2A, 0x36, 0x5C)
GOLD = (0xC9, 0xA8, 0x5A)  # muted gold
GOLD_DARK = (0x9C, 0x7E, 0x3C)
SIZE = 256
SUPER = 4
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns element types holding a PNG, by pixel size; the @2x types of the same pixel
# size reuse one image (Apple's own iconutil writes this set)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),  # 16 @2x
    (b"icp6", 64),
    (b"ic12", 64),  # 32 @2x
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),  # 128 @2x
    (b"ic09", 512),
    (b"ic14", 512),  # 256 @2x
    (b"ic10", 1024),  # 512 @2x
)


def star_points(cx: float, cy: float, outer: float, inner: float, points: int = 7) -> list[tuple[float, float]]:
    """A star polygon, first point straight up."""
    out = []
    for i in range(2 * points):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def draw(size: int = SIZE) -> pygame.Surface:
    big = size * SUPER
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    # a 5:7 card standing in the square, with a little room for its shadow
    h = int(big * 0.94)
    w = int(h * 5 / 7)
    card = pygame.Rect(0, 0, w, h)
    card.center = (big // 2, big // 2 - big // 96)
    radius = int(w * 0.09)
    shadow = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), card.move(0, big // 48), border_radius=radius)
    surface.blit(shadow, (0, 0))
    pygame.draw.rect(surface, NAVY, card, border_radius=radius)
    # a faint lighter field inside, then the gold frame
    inset = card.inflate(-w * 0.12, -w * 0.12)
    pygame.draw.rect(surface, NAVY_LIGHT, inset, border_radius=int(radius * 0.6))
    pygame.draw.rect(surface, GOLD, inset, width=max(2, int(w * 0.025)), border_radius=int(radius * 0.6))
    inner = inset.inflate(-w * 0.07, -w * 0.07)
    pygame.draw.rect(surface, NAVY, inner, border_radius=int(radius * 0.4))
    cx, cy = card.center
    outer_r = inner.width * 0.44
    # the seven-pointed star: a dark rim under the gold body, a small navy heart
    pygame.draw.polygon(surface, GOLD_DARK, star_points(cx, cy, outer_r * 1.06, outer_r * 0.52))
    pygame.draw.polygon(surface, GOLD, star_points(cx, cy, outer_r, outer_r * 0.46))
    pygame.draw.circle(surface, NAVY, (cx, cy), int(outer_r * 0.17))
    # four small stars in the corners of the field, as on the card backs
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        px = cx + dx * inner.width * 0.33
        py = cy + dy * inner.height * 0.37
        pygame.draw.polygon(surface, GOLD, star_points(px, py, inner.width * 0.07, inner.width * 0.032))
    return pygame.transform.smoothscale(surface, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An .ico file of PNG images (one per size)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    entries, data = b"", b""
    offset = 6 + 16 * len(images)
    for size, png in sorted(images.items()):
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """An Apple .icns file: 'icns', total length, then (type, length, PNG) elements,
    every length big-endian and counting its own 8-byte header."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    out_dir = Path(argv[0]) if argv else HERE
    pygame.display.init()
    master = draw(SIZE)
    (out_dir / "icon.png").write_bytes(png_bytes(master))
    if not argv:  # the package carries a copy, for `--install-desktop` after `pip install .`
        (HERE.parent / "sprites" / "desktop" / "icon.png").write_bytes(png_bytes(master))
    # small sizes are drawn afresh (supersampled), not shrunk from 256
    images = {size: png_bytes(master if size == SIZE else draw(size)) for size in ICO_SIZES}
    (out_dir / "icon.ico").write_bytes(ico_bytes(images))
    icns_sizes = sorted({size for _, size in ICNS_TYPES})
    icns_images = {size: images.get(size) or png_bytes(draw(size)) for size in icns_sizes}
    (out_dir / "icon.icns").write_bytes(icns_bytes(icns_images))
    print(
        f"{out_dir / 'icon.png'}, {out_dir / 'icon.ico'} ({', '.join(map(str, ICO_SIZES))} px) and "
        f"{out_dir / 'icon.icns'} ({', '.join(map(str, icns_sizes))} px)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
