"""The program in a Linux desktop's menu: `seven-tables --install-desktop` writes a
.desktop entry and the icon into the user's own XDG data folder (no root needed);
`seven-tables --uninstall-desktop` takes both away again.

    $XDG_DATA_HOME/applications/seven-tables.desktop     (default ~/.local/share/...)
    $XDG_DATA_HOME/icons/hicolor/256x256/apps/seven-tables.png

The entry is build/linux/seven-tables.desktop (shipped in the one-file and one-folder
programs) with Exec and TryExec pointing at the program that installed it, so the
one-file program opens from the menu, or by double-click on the entry, wherever it lies.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from sprites.resources import asset

APP_ID = "seven-tables"
MARK = "X-Seven-Tables-Installed"  # only files carrying it are ever removed by the undo
ICON_SIZE = "256x256"


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when unset or not absolute (XDG Base Directory spec)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and os.path.isabs(value) else Path.home() / ".local" / "share"


def entry_path(home: Path | None = None) -> Path:
    return (home or data_home()) / "applications" / f"{APP_ID}.desktop"


def icon_path(home: Path | None = None) -> Path:
    return (home or data_home()) / "icons" / "hicolor" / ICON_SIZE / "apps" / f"{APP_ID}.png"


def program_command() -> list[str]:
    """The command that starts this very program: the frozen executable itself, else
    the installed `seven-tables` script, else this Python running the app module."""
    # absolute, but links kept: a virtual environment's python is a link to the base one
    if getattr(sys, "frozen", False):
        return [os.path.abspath(sys.executable)]
    script = shutil.which(APP_ID)
    if script:
        return [os.path.abspath(script)]
    return [os.path.abspath(sys.executable), "-m", "scenes.shell.app"]


def working_folder(command: Sequence[str]) -> str | None:
    """`python -m scenes.shell.app` finds the app only from the checkout's root."""
    return str(asset("scenes").parent) if list(command[1:3]) == ["-m", "scenes.shell.app"] else None


def quote_exec_argument(argument: str) -> str:
    """One argument of an Exec key: quoted when it holds a reserved character, with
    `"`, `` ` ``, `$` and `\\` escaped inside the quotes and `%` doubled (Desktop Entry
    spec, "The Exec key"), then escaped as any string value."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    if argument and not (set(argument) & reserved):
        quoted = argument
    else:
        quoted = '"' + "".join("\\" + c if c in '"`$\\' else c for c in argument) + '"'
    return string_value(quoted.replace("%", "%%"))


def string_value(text: str) -> str:
    """A value of type string: backslash and the control characters escaped."""
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def entry_text(command: Sequence[str], template: str | None = None) -> str:
    """The shipped entry with TryExec and Exec set to `command`, and the mark added at
    the end of its [Desktop Entry] group."""
    if template is None:
        template = shipped(f"{APP_ID}.desktop", ("build", "linux")).read_text(encoding="utf-8")
    out: list[str] = []
    in_main = False
    for line in template.splitlines():
        if line.startswith("["):
            if in_main:
                out.append(f"{MARK}=true")
            in_main = line.strip() == "[Desktop Entry]"
        elif in_main:
            key = line.split("=", 1)[0].strip()
            if key == "Exec":
                out.append(f"TryExec={string_value(command[0])}")
                out.append("Exec=" + " ".join(quote_exec_argument(part) for part in command))
                if working_folder(command):
                    out.append(f"Path={string_value(working_folder(command))}")
            if key in ("Exec", "TryExec", "Path", MARK):
                continue
        out.append(line)
    if in_main:
        out.append(f"{MARK}=true")
    return "\n".join(out) + "\n"


def _refresh_menus(home: Path) -> None:
    """Tell the desktop about the change where its tools exist; menus notice a new
    file by themselves too, so a missing tool or a failure is no error."""
    for command in (
        ["update-desktop-database", "-q", str(home / "applications")],
        ["gtk-update-icon-cache", "-q", "-t", "-f", str(home / "icons" / "hicolor")],
    ):
        if shutil.which(command[0]):
            try:
                subprocess.run(command, check=False, timeout=20, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            except (OSError, subprocess.SubprocessError):
                pass


def shipped(name: str, build_folder: tuple[str, ...]) -> Path:
    """A file the installed package carries (sprites/desktop/<name>, so `pip install .` has it
    too), else the build folder's copy."""
    packaged = asset("sprites", "desktop", name)
    return packaged if packaged.is_file() else asset(*build_folder, name)


def install(home: Path | None = None, command: Sequence[str] | None = None) -> list[Path]:
    """Writes the entry and the icon; returns the two paths."""
    home = home or data_home()
    icon_source = shipped("icon.png", ("build",))
    if not icon_source.is_file():
        raise FileNotFoundError(f"{icon_source} is missing: install from the packaged program or a checkout")
    entry, icon = entry_path(home), icon_path(home)
    icon.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(icon_source, icon)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(entry_text(command or program_command()), encoding="utf-8", newline="\n")
    _refresh_menus(home)
    return [entry, icon]


def uninstall(home: Path | None = None) -> list[Path]:
    """Removes what install() wrote (an entry without the mark is someone else's and
    stays); returns the paths removed."""
    home = home or data_home()
    entry, icon = entry_path(home), icon_path(home)
    removed = []
    if entry.is_file() and f"\n{MARK}=true" in entry.read_text(encoding="utf-8", errors="replace"):
        entry.unlink()
        removed.append(entry)
        if icon.is_file():
            icon.unlink()
            removed.append(icon)
    _refresh_menus(home)
    return removed


def main(action: str) -> int:
    """The command-line action: 'install' or 'uninstall'; prints what it did."""
    if sys.platform in ("win32", "darwin"):
        print("seven-tables: --install-desktop is for Linux and other XDG desktops", file=sys.stderr)
        return 2
    try:
        paths = install() if action == "install" else uninstall()
    except OSError as error:
        print(f"seven-tables: {error}", file=sys.stderr)
        return 1
    verb = "wrote" if action == "install" else "removed"
    for path in paths:
        print(f"{verb} {path}")
    if action == "uninstall" and not paths:
        print(f"nothing to remove: {entry_path()} was not written by --install-desktop")
    return 0
