"""The packaging files, checked without running PyInstaller (CI runs the real build)."""

from __future__ import annotations

import ast
import configparser
import os
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
    assert "from scenes.shell.app import main" in text and "raise SystemExit(main())" in text


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


def test_spec_ships_the_desktop_entry_for_install_desktop():
    assert "build/linux/seven-tables.desktop" in _spec_constant("DATA_FILES")


def test_spec_keeps_what_the_program_imports_on_some_system():
    excludes = set(_spec_constant("EXCLUDES"))
    assert "_hashlib" in excludes  # hashlib has Python's own digests
    assert not excludes & {"ssl", "_ssl"}  # network play's websockets imports ssl
    # ctypes declares DPI awareness on Windows; traceback needs unicodedata for a crash
    # log; a Japanese Windows reads text in cp932 through the CJK codecs
    assert not excludes & {"ctypes", "unicodedata", "encodings", "_codecs_jp", "_multibytecodec", "hashlib", "decimal"}


def test_spec_bundles_a_macos_app():
    text = SPEC.read_text(encoding="utf-8")
    assert "BUNDLE(" in text and 'sys.platform == "darwin"' in text
    assert '"NSHighResolutionCapable": True' in text
    assert "bundle_identifier=BUNDLE_ID" in text and "version=VERSION" in text
    assert '"darwin": "icon.icns"' in text and '"win32": "icon.ico"' in text
    bundle_id = _spec_constant("BUNDLE_ID")
    assert bundle_id.count(".") >= 2 and all(c.isalnum() or c in ".-" for c in bundle_id)


def test_icns_holds_every_size_as_png():
    data = (BUILD / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, offset = {}, 8
    while offset < len(data):
        kind, length = data[offset : offset + 4], struct.unpack(">I", data[offset + 4 : offset + 8])[0]
        png = data[offset + 8 : offset + length]
        assert png[:8] == b"\x89PNG\r\n\x1a\n", kind
        found[kind] = struct.unpack(">II", png[16:24])
        offset += length
    assert offset == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"ic11": 32, b"icp6": 64, b"ic12": 64, b"ic07": 128, b"ic08": 256}
    expected |= {b"ic13": 256, b"ic09": 512, b"ic14": 512, b"ic10": 1024}
    assert found == {kind: (size, size) for kind, size in expected.items()}


def test_make_icon_writes_the_icns(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_icon", BUILD / "make_icon.py")
    make_icon = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_icon)
    small = {size: make_icon.png_bytes(make_icon.draw(size)) for size in (16, 32)}
    blob = make_icon.icns_bytes({size: small[min(size, 32)] for _, size in make_icon.ICNS_TYPES})
    assert blob[:4] == b"icns" and struct.unpack(">I", blob[4:8])[0] == len(blob)
    assert blob.count(b"\x89PNG") == len(make_icon.ICNS_TYPES)


def _inno_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for line in (BUILD / "windows" / "seven-tables.iss").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        else:
            sections[current].append(line)
    return sections


def test_windows_installer_is_per_user_with_shortcuts_and_an_uninstaller():
    sections = _inno_sections()
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"  # no administrator rights asked for
    assert setup["DefaultDirName"].startswith("{autopf}")  # %LOCALAPPDATA%\Programs when per user
    assert setup.get("Uninstallable", "yes") == "yes" and setup["UninstallDisplayIcon"] == "{app}\\{#AppExe}"
    assert setup["AppId"].startswith("{{") and len(setup["AppId"]) == 39  # {{ GUID }
    for key in ("SetupIconFile", "LicenseFile"):
        assert (BUILD / "windows" / setup[key].replace("\\", "/")).resolve().is_file(), key
    tasks = [line for line in sections["Tasks"] if line.startswith('Name: "desktopicon"')]
    assert tasks and "Flags: unchecked" in tasks[0]  # the desktop shortcut is optional
    icons = sections["Icons"]
    assert any(line.startswith('Name: "{autoprograms}\\') and "Tasks:" not in line for line in icons)  # Start menu
    assert any(line.startswith('Name: "{autodesktop}\\') and "Tasks: desktopicon" in line for line in icons)
    assert any("recursesubdirs" in line for line in sections["Files"])


def test_app_declares_dpi_awareness_before_the_window(monkeypatch):
    from scenes.shell import app

    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    app._declare_dpi_awareness()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    source = (REPO / "scenes" / "shell" / "app.py").read_text(encoding="utf-8")
    assert source.index("_declare_dpi_awareness()") < source.index("pygame.display.set_mode(")


def _run_spec(monkeypatch, platform: str, mode: str) -> dict[str, list[dict]]:
    """Evaluates the spec as PyInstaller would on `platform`, with its build steps
    recorded instead of run: {step name: [keyword arguments of each call]}."""
    import sys
    import types

    calls: dict[str, list[dict]] = {}

    def step(name):
        def record(*args, **kwargs):
            calls.setdefault(name, []).append(dict(kwargs, args=args))
            return types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[], zipped_data=[])

        return record

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "argv", ["pyinstaller", str(SPEC), "--", f"--{mode}"])
    names = {name: step(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    spec_code = compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")
    exec(spec_code, {"SPECPATH": str(BUILD), **names})  # noqa: S102  (our own spec, as PyInstaller runs it)
    return calls


def test_spec_on_macos_makes_a_windowed_app_bundle_from_the_one_folder_build(monkeypatch):
    calls = _run_spec(monkeypatch, "darwin", "onedir")
    (bundle,) = calls["BUNDLE"]
    assert bundle["name"] == "Seven Tables.app" and bundle["icon"].endswith("icon.icns")
    assert (BUILD / "icon.icns").is_file()
    plist = bundle["info_plist"]
    assert plist["NSHighResolutionCapable"] is True and plist["CFBundleShortVersionString"] == bundle["version"]
    assert bundle["bundle_identifier"] == _spec_constant("BUNDLE_ID")
    assert calls["EXE"][0]["console"] is False
    one_file = _run_spec(monkeypatch, "darwin", "onefile")
    assert "BUNDLE" not in one_file and one_file["EXE"][0]["console"] is True  # a terminal program


def test_spec_on_linux_has_no_bundle_and_a_terminal(monkeypatch):
    for mode in ("onedir", "onefile"):
        calls = _run_spec(monkeypatch, "linux", mode)
        assert "BUNDLE" not in calls and calls["EXE"][0]["console"] is True and calls["EXE"][0]["icon"] is None
    analysis = calls["Analysis"][0]
    assert "_hashlib" in analysis["excludes"] and "ssl" not in analysis["excludes"]
    assert (str(REPO / "build" / "linux" / "seven-tables.desktop"), "build/linux") in analysis["datas"]


def test_spec_on_windows_has_icon_version_resource_and_no_console(monkeypatch):
    import sys
    import types

    import pytest

    compat = pytest.importorskip("PyInstaller.compat")  # the [build] extra
    # pefile and pywin32's win32api (PyInstaller's Windows-only dependencies) read and
    # patch .exe files; building the version resource needs neither: stand-ins let the
    # spec run on any system
    monkeypatch.setitem(sys.modules, "pefile", sys.modules.get("pefile") or types.ModuleType("pefile"))
    monkeypatch.setattr(compat, "win32api", getattr(compat, "win32api", None), raising=False)
    calls = _run_spec(monkeypatch, "win32", "onefile")
    exe = calls["EXE"][0]
    assert exe["console"] is False and exe["icon"].endswith("icon.ico") and exe["strip"] is False
    version = exe["version"]
    text = str(version)
    assert "'ProductName', 'Seven Tables'" in text and "'OriginalFilename', 'seven-tables.exe'" in text
    assert version.ffi.fileVersionMS >> 16 == int(_pyproject_version().split(".")[0])


def _pyproject_version() -> str:
    import tomllib

    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_spec_ships_the_japanese_phrase_model_budoux_reads(monkeypatch):
    """Japanese lines break by BudouX phrases; budoux opens models/ja.json beside its code,
    which PyInstaller does not collect by itself."""
    import budoux.parser

    datas = _run_spec(monkeypatch, "linux", "onedir")["Analysis"][0]["datas"]
    model = Path(budoux.parser.MODEL_DIR) / "ja.json"
    assert (str(model), str(Path("budoux", "models"))) in datas
    assert model.is_file()
    # read when budoux is imported (budoux/html_processor.py)
    assert (str(model.parent.parent / "skip_nodes.json"), "budoux") in datas


def test_budoux_is_a_shipped_dependency():
    import tomllib

    dependencies = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    assert any(d.startswith("budoux") for d in dependencies)


def test_the_sealed_network_line_ships_its_libraries():
    import tomllib

    dependencies = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    assert any(d.startswith("spake2") for d in dependencies) and any(d.startswith("cryptography") for d in dependencies)
    excludes = set(_spec_constant("EXCLUDES"))
    assert not excludes & {"spake2", "cryptography", "game.net.channel"}
