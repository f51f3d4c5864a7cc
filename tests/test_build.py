"""The packaging files, checked without running PyInstaller (CI runs the real build)."""

from __future__ import annotations

import ast
import configparser
import struct
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BUILD = REPO / "build"
SPEC = BUILD / "seven-tables.spec"
PACKAGES = ("game", "scenes", "sprites", "sounds")
CODE_SUFFIXES = {".py", ".pyc", ".pyo"}


def _spec_constant(name: str):
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not set in {SPEC.name}")


def _data_files() -> list[Path]:
    """Every non-code file inside the four packages."""
    found = []
    for package in PACKAGES:
        for path in (REPO / package).rglob("*"):
            if path.is_file() and path.suffix not in CODE_SUFFIXES and "__pycache__" not in path.parts:
                found.append(path.relative_to(REPO))
    return found


def test_spec_names_every_data_folder():
    folders = _spec_constant("DATA_FOLDERS")
    for required in ("sprites/fonts", "scenes/locale", "scenes/rules"):
        assert required in folders
    unshipped = [
        str(path)
        for path in _data_files()
        if not any(path.as_posix().startswith(folder.rstrip("/") + "/") for folder in folders)
    ]
    assert not unshipped, f"add their folders to DATA_FOLDERS in {SPEC.name}: {unshipped}"


def test_spec_ships_the_icon_and_the_fonts():
    assert "build/icon.png" in _spec_constant("DATA_FILES")
    assert (REPO / "sprites" / "fonts" / "OFL.txt").is_file()
    assert sorted(p.name for p in (REPO / "sprites" / "fonts").glob("*.otf")) == [
        "SevenTables-Bold.otf",
        "SevenTables-Regular.otf",
    ]


def test_spec_is_valid_python_with_absolute_paths():
    text = SPEC.read_text(encoding="utf-8")
    ast.parse(text)
    assert "REPO = Path(SPECPATH).resolve().parent" in text  # trap 7: never relative to the spec folder
    assert "launcher.py" in text and "icon.ico" in text


def test_launcher_calls_the_app():
    text = (BUILD / "launcher.py").read_text(encoding="utf-8")
    assert "from scenes.app import main" in text and "raise SystemExit(main())" in text


def test_build_script_keeps_pyinstaller_out_of_build_folder():
    tree = ast.parse((BUILD / "build.py").read_text(encoding="utf-8"))
    assert tree  # it parses
    text = (BUILD / "build.py").read_text(encoding="utf-8")
    assert "--workpath=" in text and "--distpath=" in text
    assert 'WORK = REPO / ".pyinstaller"' in text and 'DIST = REPO / "dist"' in text
    ignored = (REPO / ".gitignore").read_text(encoding="utf-8").split()
    assert "/dist/" in ignored and "/.pyinstaller/" in ignored


def test_desktop_entry():
    path = BUILD / "linux" / "seven-tables.desktop"
    raw = path.read_text(encoding="utf-8")
    assert raw.startswith("[Desktop Entry]\n") and raw.endswith("\n")
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(raw)
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Seven Tables"
    assert entry["Name[ja]"] == "セブン・テーブルズ"
    assert entry["Exec"] == "seven-tables"
    assert entry["Icon"] == "seven-tables"
    categories = entry["Categories"]
    assert categories.endswith(";") and {"Game", "CardGame"} <= set(categories.strip(";").split(";"))
    for key, value in entry.items():
        assert key.split("[")[0] in {
            "Type",
            "Version",
            "Name",
            "GenericName",
            "Comment",
            "Exec",
            "Icon",
            "Terminal",
            "Categories",
            "Keywords",
            "StartupWMClass",
        }, key
        assert value == value.strip() and value, key
    assert entry["Terminal"] in ("true", "false")


def test_icons():
    png = (BUILD / "icon.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])
    assert (width, height) == (256, 256)
    ico = (BUILD / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i])
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
        assert w == h
        sizes.add(w or 256)
    assert {16, 32, 48, 256} <= sizes


def test_icon_colours():
    import pygame

    image = pygame.image.load(str(BUILD / "icon.png"))
    centre = image.get_at((128, 128 - 60))  # a point of the star
    corner = image.get_at((2, 2))
    navy = image.get_at((128 - 62, 128 + 100))
    assert corner.a == 0
    assert centre.r > 150 and centre.g > 120 and centre.b < 120  # gold
    assert navy.b > navy.r and navy.r < 60  # deep navy
