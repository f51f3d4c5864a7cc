"""Regenerate the bundled fonts from Noto Sans CJK JP.

    python build/make_font_subset.py [--source-dir /usr/share/fonts/opentype/noto]

Writes sprites/fonts/SevenTables-Regular.otf and SevenTables-Bold.otf: subsets of
Noto Sans CJK JP Regular and Bold (font number 0 of the Debian .ttc files, package
fonts-noto-cjk; SIL OFL 1.1, text in sprites/fonts/OFL.txt) holding

- printable ASCII and Latin-1, general punctuation, arrows, Roman numerals, the
  shapes, stars, suits and brackets a card game draws;
- every character of JIS X 0208 (every valid two-byte EUC-JP sequence, decoded by
  Python's codec), the kana and full-width forms: any ordinary Japanese text;
- every character of every message catalog (scenes/locale/*.json, both languages) and
  of every how-to-play text (scenes/rules/**), and any other non-ASCII character in the
  front end's and the cores' sources (card names live in game/*/).

Run it again whenever a catalog or a rules text changes: tests/test_fonts.py fails
when a catalog character is missing, because freetype draws a missing glyph as
nothing at all. The subset is renamed "Seven Tables" (a Modified Version under the
OFL keeps the copyright and licence and names itself apart from the original).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

REPO = Path(__file__).resolve().parent.parent
OUT_DIR = REPO / "sprites" / "fonts"
SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
WEIGHTS = {
    "Regular": "NotoSansCJK-Regular.ttc",
    "Bold": "NotoSansCJK-Bold.ttc",
}
FAMILY = "Seven Tables"

# Unicode blocks kept whole (only the code points the font actually has survive)
RANGES: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # printable ASCII
    (0x00A0, 0x00FF),  # Latin-1
    (0x0152, 0x0153),  # Œ œ
    (0x02C6, 0x02DC),  # modifier accents
    (0x2000, 0x206F),  # general punctuation: – — ‐ … · • ‹ › ‼ ...
    (0x20AC, 0x20AC),  # €
    (0x2100, 0x214F),  # letterlike: № ℃ ™
    (0x2150, 0x218F),  # number forms: Ⅰ–Ⅻ ⅰ–ⅻ ½ ⅓
    (0x2190, 0x21FF),  # arrows
    (0x2200, 0x22FF),  # mathematical operators: − ≤ ≥ ≠ ∞
    (0x2460, 0x24FF),  # enclosed alphanumerics: ① ... ⑳
    (0x2500, 0x257F),  # box drawing
    (0x25A0, 0x25FF),  # geometric shapes: ■ □ ▲ △ ◆ ◇ ● ○
    (0x2600, 0x26FF),  # miscellaneous symbols: ★ ☆ ♠ ♥ ♦ ♣ ⚀–⚅
    (0x2700, 0x27BF),  # dingbats: ✓ ✗ ❶
    (0x3000, 0x303F),  # CJK symbols and punctuation: 、。「」『』【】〜
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana (・ ー)
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0x3200, 0x32FF),  # enclosed CJK: ㊤
    (0x3300, 0x33FF),  # CJK compatibility: ㌔
    (0xFF00, 0xFFEF),  # half-width and full-width forms: （）！？ｱ
    (0xFFFD, 0xFFFD),  # the replacement character
)

LAYOUT_FEATURES = ["kern", "palt"]


def jis_x_0208() -> set[str]:
    """Every character of JIS X 0208: each valid two-byte EUC-JP sequence of rows
    0xA1-0xFE x cells 0xA1-0xFE, decoded by Python's codec."""
    chars: set[str] = set()
    for row in range(0xA1, 0xFF):
        for cell in range(0xA1, 0xFF):
            try:
                chars.update(bytes((row, cell)).decode("euc_jp"))
            except UnicodeDecodeError:
                continue
    return chars


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def catalog_files(repo: Path = REPO) -> list[Path]:
    return sorted((repo / "scenes" / "locale").glob("*.json"))


def rules_files(repo: Path = REPO) -> list[Path]:
    return sorted(p for p in (repo / "scenes" / "rules").rglob("*") if p.is_file() and p.suffix in (".md", ".txt"))


def catalog_chars(repo: Path = REPO) -> set[str]:
    """Every character of every catalog message, all languages (format {"key": {"en": ..., "ja": ...}})."""
    chars: set[str] = set()
    for path in catalog_files(repo):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:  # a catalog being written right now
            print(f"skipping {path.relative_to(repo)}: {error}", file=sys.stderr)
            continue
        for text in _strings(data):
            chars.update(text)
    return chars


def rules_chars(repo: Path = REPO) -> set[str]:
    chars: set[str] = set()
    for path in rules_files(repo):
        chars.update(path.read_text(encoding="utf-8", errors="replace"))
    return chars


def source_chars(repo: Path = REPO) -> set[str]:
    """Non-ASCII characters of the Python sources of the cores, scenes and sprites
    (card names and rule labels written as data)."""
    chars: set[str] = set()
    for package in ("game", "scenes", "sprites"):
        for path in (repo / package).rglob("*.py"):
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            chars.update(c for c in text if ord(c) > 0x7E)
    return chars


def wanted_chars(repo: Path = REPO) -> set[str]:
    chars = {chr(cp) for lo, hi in RANGES for cp in range(lo, hi + 1)}
    chars |= jis_x_0208()
    chars |= catalog_chars(repo)
    chars |= rules_chars(repo)
    chars |= source_chars(repo)
    # control characters and line breaks have no glyphs
    return {c for c in chars if ord(c) >= 0x20 and c not in "\u2028\u2029\x7f"}


def _rename(font: TTFont, weight: str) -> None:
    """Name the subset apart from the original (OFL 1.1, condition 3) and say what it is."""
    ps_name = f"SevenTables-{weight}"
    full = f"{FAMILY} {weight}" if weight != "Regular" else FAMILY
    name = font["name"]
    original = name.getDebugName(4) or "Noto Sans CJK JP"
    version = name.getDebugName(5) or ""
    for record in list(name.names):
        if record.nameID in (1, 2, 3, 4, 6, 16, 17, 21, 22):
            name.removeNames(nameID=record.nameID)
    family, style = (FAMILY, weight) if weight in ("Regular", "Bold") else (full, "Regular")
    name.setName(family, 1, 3, 1, 0x409)
    name.setName(style, 2, 3, 1, 0x409)
    name.setName(f"{ps_name};{version}", 3, 3, 1, 0x409)
    name.setName(full, 4, 3, 1, 0x409)
    name.setName(ps_name, 6, 3, 1, 0x409)
    name.setName(
        f"A subset of {original} ({version}) for Seven Tables, made by build/make_font_subset.py.",
        10,
        3,
        1,
        0x409,
    )
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps_name]
        top = cff.topDictIndex[0]
        for key, value in (("FamilyName", FAMILY), ("FullName", full)):
            if hasattr(top, key):
                setattr(top, key, value)
    if weight == "Bold":
        font["OS/2"].fsSelection = (font["OS/2"].fsSelection | 0x20) & ~0x40
        font["head"].macStyle |= 0x1


def _add_approximately_equal(font: TTFont) -> bool:
    """Noto Sans CJK JP has no U+2252 ≒ (JIS X 0208 row 2, cell 66): draw it from the
    font's own full-width equals sign and full stop, the way Japanese fonts set it
    (a dot above at the left, a dot below at the right). Returns False if already there."""
    from fontTools.misc.psCharStrings import T2CharString
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.pens.t2CharStringPen import T2CharStringPen
    from fontTools.pens.transformPen import TransformPen

    cmap = font.getBestCmap()
    if 0x2252 in cmap or 0xFF1D not in cmap or 0xFF0E not in cmap:
        return False
    glyphs = font.getGlyphSet()
    equals, stop = cmap[0xFF1D], cmap[0xFF0E]
    bounds = BoundsPen(glyphs)
    glyphs[equals].draw(bounds)
    x0, y0, x1, y1 = bounds.bounds
    bounds = BoundsPen(glyphs)
    glyphs[stop].draw(bounds)
    dx0, dy0, dx1, dy1 = bounds.bounds
    scale, gap = 0.8, 0.2 * (y1 - y0)
    size = scale * (dy1 - dy0)
    cff = font["CFF "].cff
    top = cff.topDictIndex[0]
    charstrings = top.CharStrings
    fd_index = top.FDSelect[font.getGlyphID(equals)] if hasattr(top, "FDSelect") else None
    private = top.FDArray[fd_index].Private if fd_index is not None else top.Private
    advance = font["hmtx"][equals][0]
    width = None if advance == getattr(private, "defaultWidthX", 0) else advance - getattr(private, "nominalWidthX", 0)
    pen = T2CharStringPen(width, glyphs)
    glyphs[equals].draw(pen)
    for cx, cy in ((x0 + 0.22 * (x1 - x0), y1 + gap + size / 2), (x1 - 0.22 * (x1 - x0), y0 - gap - size / 2)):
        move = (scale, 0, 0, scale, cx - scale * (dx0 + dx1) / 2, cy - scale * (dy0 + dy1) / 2)
        glyphs[stop].draw(TransformPen(pen, move))
    charstring: T2CharString = pen.getCharString(private=private, globalSubrs=cff.GlobalSubrs)
    name = "cid65000" if getattr(top, "ROS", None) else "uni2252"
    order = font.getGlyphOrder() + [name]
    charstrings.charStringsIndex.append(charstring)
    charstrings.charStrings[name] = len(charstrings.charStringsIndex) - 1
    if fd_index is not None:
        top.FDSelect.append(fd_index)  # shared with the charstrings index
    top.charset.append(name)
    font.setGlyphOrder(order)
    font["maxp"].numGlyphs = len(order)
    font["hmtx"][name] = (advance, int(min(x0, x0 + 0.22 * (x1 - x0) - size / 2)))
    if "vmtx" in font:
        font["vmtx"][name] = font["vmtx"][equals]
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[0x2252] = name
    return True


def make_subset(source: Path, out: Path, weight: str, chars: Iterable[str]) -> dict[str, int]:
    chars = set(chars)
    options = subset.Options()
    options.font_number = 0  # Japanese (JP) is the first font of the collection
    options.layout_features = list(LAYOUT_FEATURES)
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]
    options.name_languages = [0x409]
    options.notdef_outline = True  # a missing glyph shows as a box where a renderer draws .notdef
    options.recalc_bounds = True
    font = subset.load_font(str(source), options, lazy=False)
    cmap = font.getBestCmap()
    unicodes = sorted(ord(c) for c in set(chars) if ord(c) in cmap)
    missing = sorted(ord(c) for c in set(chars) if ord(c) not in cmap and c != "\u2252")
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    drawn = _add_approximately_equal(font) if "\u2252" in chars else False
    _rename(font, weight)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".otf.tmp")
    subset.save_font(font, str(tmp), options)
    tmp.replace(out)
    return {
        "characters": len(unicodes) + drawn,
        "glyphs": len(font.getGlyphOrder()),
        "bytes": out.stat().st_size,
        "not_in_source": len(missing),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source-dir", type=Path, default=SOURCE_DIR, help="where NotoSansCJK-*.ttc are")
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    began = time.perf_counter()
    chars = wanted_chars()
    catalog = catalog_chars()
    print(
        f"{len(chars)} characters wanted ({len(catalog)} from {len(catalog_files())} catalogs, "
        f"{len(jis_x_0208())} in JIS X 0208)"
    )
    for weight, filename in WEIGHTS.items():
        source = args.source_dir / filename
        if not source.exists():
            print(f"missing {source}: install the Debian package fonts-noto-cjk", file=sys.stderr)
            return 1
        out = args.out_dir / f"SevenTables-{weight}.otf"
        stats = make_subset(source, out, weight, chars)
        cmap = TTFont(str(out), lazy=True).getBestCmap()
        lost = sorted(c for c in catalog if ord(c) >= 0x20 and ord(c) not in cmap)
        print(
            f"{out.relative_to(REPO) if out.is_relative_to(REPO) else out}: {stats['characters']} characters, "
            f"{stats['glyphs']} glyphs, {stats['bytes'] / 1024:.0f} KiB"
            + (
                f"; {stats['not_in_source']} wanted characters are not in the source font"
                if stats["not_in_source"]
                else ""
            )
        )
        if lost:
            print(f"  catalog characters the source font lacks: {''.join(lost)!r}", file=sys.stderr)
    print(f"done in {time.perf_counter() - began:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
