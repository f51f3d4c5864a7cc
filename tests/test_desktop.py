"""`seven-tables --install-desktop` / `--uninstall-desktop` against a throwaway XDG_DATA_HOME."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.shell import desktop

REPO = Path(__file__).resolve().parent.parent
PROGRAM = "/opt/Seven Tables/seven-tables"  # a space: Exec must quote it


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


@pytest.fixture
def data_home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def test_install_writes_entry_and_icon_into_xdg_data_home(data_home):
    written = desktop.install(command=[PROGRAM])
    entry_file = data_home / "applications" / "seven-tables.desktop"
    icon_file = data_home / "icons" / "hicolor" / "256x256" / "apps" / "seven-tables.png"
    assert written == [entry_file, icon_file]
    assert icon_file.read_bytes() == (REPO / "build" / "icon.png").read_bytes()
    entry = _entry(entry_file)
    assert entry["Exec"] == '"/opt/Seven Tables/seven-tables"'
    assert entry["TryExec"] == PROGRAM
    assert entry["Icon"] == "seven-tables"  # the icon's name in the hicolor theme above
    assert entry["Name"] == "Seven Tables" and entry["Name[ja]"] == "セブン・テーブルズ"
    assert entry[desktop.MARK] == "true"
    assert "Path" not in entry  # a program that runs from anywhere
    shipped = _entry(REPO / "build" / "linux" / "seven-tables.desktop")
    for key, value in shipped.items():  # everything else as shipped
        if key != "Exec":
            assert entry[key] == value, key


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="needs desktop-file-utils")
def test_installed_entry_passes_desktop_file_validate(data_home):
    entry_file, _ = desktop.install(command=[PROGRAM, "--lang", "ja"])
    result = subprocess.run(["desktop-file-validate", str(entry_file)], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_uninstall_removes_what_install_wrote(data_home):
    written = desktop.install(command=[PROGRAM])
    assert desktop.uninstall() == written
    assert not any(path.exists() for path in written)
    assert desktop.uninstall() == []  # twice is harmless


def test_uninstall_leaves_an_entry_it_did_not_write(data_home):
    foreign = desktop.entry_path()
    foreign.parent.mkdir(parents=True)
    foreign.write_text("[Desktop Entry]\nType=Application\nName=Seven Tables\nExec=seven-tables\n", encoding="utf-8")
    assert desktop.uninstall() == []
    assert foreign.exists()


def test_data_home_defaults_to_local_share(monkeypatch):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert desktop.data_home() == Path.home() / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")  # the XDG spec: ignore a relative value
    assert desktop.data_home() == Path.home() / ".local" / "share"


def test_exec_quoting_follows_the_desktop_entry_spec():
    assert desktop.quote_exec_argument("/usr/bin/seven-tables") == "/usr/bin/seven-tables"
    assert desktop.quote_exec_argument("/home/a b/x") == '"/home/a b/x"'
    # inside quotes: \" \` \$ \\ ; then the string escape doubles each backslash
    assert desktop.quote_exec_argument('/x/$a"b') == '"/x/\\\\$a\\\\"b"'
    assert desktop.quote_exec_argument("/x/50%") == "/x/50%%"
    assert desktop.quote_exec_argument("") == '""'


def test_reinstall_replaces_exec_instead_of_adding_lines(data_home):
    desktop.install(command=["/old/seven-tables"])
    entry_file, _ = desktop.install(command=["/new/seven-tables"])
    text = entry_file.read_text(encoding="utf-8")
    assert text.count("\nExec=") == 1 and text.count(f"\n{desktop.MARK}=") == 1
    assert _entry(entry_file)["Exec"] == "/new/seven-tables"


def test_command_line_installs_and_uninstalls(tmp_path):
    """The real command line, as a player types it (a checkout runs `python -m scenes.shell.app`)."""
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path), PATH=os.defpath)
    run = [sys.executable, "-m", "scenes.shell.app"]
    if sys.platform in ("win32", "darwin"):  # no XDG menu there: the installer / the app bundle
        done = subprocess.run(
            [*run, "--install-desktop"], cwd=REPO, env=env, capture_output=True, text=True, check=False
        )
        assert done.returncode == 2 and "Linux" in done.stderr
        assert not (tmp_path / "applications").exists()
        return
    done = subprocess.run([*run, "--install-desktop"], cwd=REPO, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    entry_file = tmp_path / "applications" / "seven-tables.desktop"
    assert f"wrote {entry_file}" in done.stdout
    entry = _entry(entry_file)
    assert entry["Exec"] == f"{desktop.quote_exec_argument(sys.executable)} -m scenes.shell.app"
    assert Path(entry["Path"]) == REPO  # where `-m scenes.shell.app` finds the app
    done = subprocess.run([*run, "--uninstall-desktop"], cwd=REPO, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert not entry_file.exists() and f"removed {entry_file}" in done.stdout


@pytest.mark.skipif(shutil.which("gio") is None, reason="needs GLib's gio (libglib2.0-bin)")
def test_the_entry_starts_the_program_as_the_desktop_would(data_home, tmp_path):
    """GLib reads the entry and runs its Exec, as GNOME's menu does on a click: the program
    renders its menu into a PNG in a folder whose name needs quoting."""
    import time

    shot = tmp_path / "a folder with spaces & $signs" / "menu.png"
    shot.parent.mkdir()
    command = [sys.executable, "-m", "scenes.shell.app", "--screenshot", "menu", str(shot), "--frames", "1"]
    entry_file, _ = desktop.install(command=command)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run(["gio", "launch", str(entry_file)], env=env, check=True, timeout=60, stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 90
    while not shot.exists() and time.monotonic() < deadline:
        time.sleep(0.2)
    assert shot.exists() and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_install_desktop_works_from_the_installed_packages_alone(tmp_path):
    """Issue 25: after `pip install .` only the wheel's packages exist (no build/ folder):
    the icon and the entry come with the package."""
    site = tmp_path / "site"
    for package in ("game", "scenes", "sprites", "sounds"):  # the wheel's packages (pyproject.toml)
        shutil.copytree(REPO / package, site / package, ignore=shutil.ignore_patterns("__pycache__"))
    home = tmp_path / "xdg"
    env = {**os.environ, "PYTHONPATH": str(site), "XDG_DATA_HOME": str(home)}
    code = "from scenes.shell import desktop; desktop.install(command=['seven-tables'])"
    done = subprocess.run([sys.executable, "-c", code], check=False, cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    icon = home / "icons" / "hicolor" / "256x256" / "apps" / "seven-tables.png"
    assert icon.read_bytes() == (REPO / "build" / "icon.png").read_bytes()
    assert (home / "applications" / "seven-tables.desktop").is_file()


def test_the_packaged_icon_and_entry_are_the_build_folders():
    assert (REPO / "sprites" / "desktop" / "icon.png").read_bytes() == (REPO / "build" / "icon.png").read_bytes()
    packaged = (REPO / "sprites" / "desktop" / "seven-tables.desktop").read_text(encoding="utf-8")
    assert packaged == (REPO / "build" / "linux" / "seven-tables.desktop").read_text(encoding="utf-8")
