"""The bundled fonts cover every character the app can show.

pygame.freetype draws a glyph the font lacks as nothing at all, so a missing
character is invisible instead of an error. When a catalog or a rules text gains a
character, regenerate the fonts: python build/make_font_subset.py
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from sprites.resources import asset

REPO = Path(__file__).resolve().parent.parent
FONTS = ("SevenTables-Regular.otf", "SevenTables-Bold.otf")
REGENERATE = "run python build/make_font_subset.py and commit sprites/fonts/"


def _jis_x_0208() -> set[str]:
    chars = set()
    for row in range(0xA1, 0xFF):
        for cell in range(0xA1, 0xFF):
            try:
                chars.update(bytes((row, cell)).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return chars


def _visible(chars: set[str]) -> set[str]:
    return {c for c in chars if not c.isspace() or c == " "}


def _catalog_texts() -> dict[str, str]:
    """'file:key:lang' -> message, for every catalog."""
    texts = {}
    for path in sorted((REPO / "scenes" / "locale").glob("*.json")):
        for key, entry in json.loads(path.read_text(encoding="utf-8")).items():
            languages = entry if isinstance(entry, dict) else {"": entry}
            for lang, text in languages.items():
                if isinstance(text, str):
                    texts[f"{path.name}:{key}:{lang}"] = text
    return texts


@pytest.fixture(scope="module", params=FONTS)
def cmap(request) -> tuple[str, dict[int, str]]:
    path = asset("sprites", "fonts", request.param)
    assert path.exists(), f"{path} is missing: {REGENERATE}"
    return request.param, TTFont(str(path), lazy=True).getBestCmap()


def test_catalogs_exist():
    texts = _catalog_texts()
    assert texts, "no message catalogs found in scenes/locale"
    assert any(k.endswith(":ja") for k in texts) and any(k.endswith(":en") for k in texts)


def test_every_catalog_character(cmap):
    name, table = cmap
    missing = {}
    for where, text in _catalog_texts().items():
        for c in _visible(set(text)):
            if ord(c) not in table:
                missing.setdefault(c, where)
    assert not missing, f"{name} lacks {''.join(sorted(missing))!r} (e.g. {next(iter(missing.values()))}): {REGENERATE}"


def test_every_rules_text_character(cmap):
    name, table = cmap
    missing = {}
    for path in sorted((REPO / "scenes" / "rules").rglob("*.md")):
        for c in _visible(set(path.read_text(encoding="utf-8"))):
            if ord(c) not in table:
                missing.setdefault(c, path.name)
    assert not missing, f"{name} lacks {''.join(sorted(missing))!r} (in {sorted(set(missing.values()))}): {REGENERATE}"


def test_all_of_jis_x_0208(cmap):
    name, table = cmap
    jis = _jis_x_0208()
    assert len(jis) > 6800
    missing = sorted(c for c in jis if ord(c) not in table)
    assert not missing, f"{name} lacks {len(missing)} JIS X 0208 characters: {''.join(missing[:40])!r}"


def test_symbols_the_tables_draw(cmap):
    name, table = cmap
    symbols = "ⅠⅡⅢⅣⅤⅥⅦ★☆◆◇●○■□▲△×÷±…–—‐·•「」『』（）【】〜・ー←→↑↓♠♥♦♣①⑳！？０９ＡＺ"
    assert not [c for c in symbols if ord(c) not in table], name
    assert all(cp in table for cp in range(0x20, 0x7F)) and all(cp in table for cp in range(0xA1, 0x100))


def _features(font: TTFont) -> set[str]:
    tags = set()
    for table in ("GSUB", "GPOS"):
        if table in font and font[table].table.FeatureList:
            tags |= {record.FeatureTag for record in font[table].table.FeatureList.FeatureRecord}
    return tags


def test_named_apart_from_the_original():
    for filename in FONTS:
        font = TTFont(str(asset("sprites", "fonts", filename)), lazy=True)
        assert font["name"].getDebugName(1) == "Seven Tables"
        assert "Adobe" in (font["name"].getDebugName(0) or "")
        assert "glyf" not in font and "CFF " in font
        assert _features(font) <= {"kern", "palt"}
    assert asset("sprites", "fonts", "OFL.txt").read_text(encoding="utf-8").count("SIL OPEN FONT LICENSE") == 1


def test_fonts_are_small():
    for filename in FONTS:
        assert asset("sprites", "fonts", filename).stat().st_size < 4 * 1024 * 1024


@pytest.mark.parametrize("filename", FONTS)
def test_renders_japanese_in_pygame(filename):
    import pygame
    import pygame.freetype

    pygame.freetype.init()
    font = pygame.freetype.Font(str(asset("sprites", "fonts", filename)), 24)
    surface, rect = font.render("鎮魂歌が聞こえるか・魔連山 Ⅶ★", (0, 0, 0), (255, 255, 255))
    assert rect.width > 200 and rect.height > 16
    dark = sum(
        1 for x in range(surface.get_width()) for y in range(surface.get_height()) if surface.get_at((x, y)).r < 128
    )
    assert dark > 300, "the glyphs were drawn"
    # each ideograph has its own advance: nothing collapsed to zero width
    assert font.get_rect("鎮").width > 10 and font.get_rect("魂").width > 10


def _code_literals() -> dict[str, str]:
    """'file:line' -> every non-docstring string literal of the front end's code."""
    import ast

    found = {}
    # every table is a package of modules under scenes/ (the Holy Sword's mark is drawn in one)
    for path in sorted([*(REPO / "scenes").rglob("*.py"), *(REPO / "sprites").rglob("*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
                      and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                found[f"{path.relative_to(REPO)}:{node.lineno}"] = node.value
    return found


def test_every_symbol_written_in_the_code_is_in_the_font(cmap):
    """A symbol typed into a scene ('⚔ Holy Sword') would draw as nothing."""
    name, table = cmap
    literals = _code_literals()
    assert any(where.startswith("scenes/tables/marenzan/") for where in literals), "the table packages are read"
    missing = sorted({f"{where}: {c!r}" for where, s in literals.items() for c in s
                      if ord(c) > 127 and ord(c) not in table})
    assert missing == [], f"{name} lacks characters used in code: {REGENERATE} or use a drawn icon"
