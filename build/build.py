"""Build the standalone program with PyInstaller.

    python build/build.py                      both: one-file program and zipped one-folder build
    python build/build.py --onedir --selftest  build the one-folder program, run its self-test
    python build/build.py --onefile --selftest
    python build/build.py --onefile --measure 5
    python build/build.py --onedir --installer  Windows: also the installer (needs Inno Setup 6)

Outputs (PyInstaller's own work folders go to .pyinstaller/, never to build/):

    dist/seven-tables                          the one-file program (seven-tables.exe on Windows)
    dist/seven-tables-<version>-<os>-<arch>.zip  the one-folder program, zipped (on macOS:
                                               "Seven Tables.app", zipped)
    dist/seven-tables-<version>-windows-<arch>-setup.exe  the installer (--installer)
    .pyinstaller/onedir/seven-tables/          the one-folder program, unzipped
    .pyinstaller/onedir/Seven Tables.app       macOS: the app bundle

Sizes count every file once (the one-folder build links some libraries twice).

--selftest runs `<program> --selftest` headless (SDL_VIDEODRIVER=dummy,
SDL_AUDIODRIVER=dummy, a throwaway user folder) and exits with its code.
--measure N times N headless starts to the first frame (`--screenshot menu OUT.bmp
--frames 1`: start, open the window, draw one frame, save it, quit) and prints the median,
and the CPU time against a bare pygame-ce window with one line of text saved the same way
(bench/idle.py's yardstick): the start-up ratio.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "build" / "seven-tables.spec"
WORK = REPO / ".pyinstaller"
DIST = REPO / "dist"
ONEDIR_DIST = WORK / "onedir"
NAME = "seven-tables"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""
OS_TAG = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
ARCH = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(
    platform.machine().lower(), platform.machine().lower()
)
APP_BUNDLE = ONEDIR_DIST / "Seven Tables.app"  # macOS only (the spec's BUNDLE)
INSTALLER_SCRIPT = REPO / "build" / "windows" / "seven-tables.iss"


def version() -> str:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def human(n: float) -> str:
    return f"{n / 1024 / 1024:.1f} MiB"


def folder_size(path: Path) -> int:
    """Bytes on disk: a symbolic link counts as a link, not as a second copy of its file."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def pyinstaller(mode: str, distpath: Path, strip: bool) -> float:
    """Runs PyInstaller on the spec; returns the seconds it took."""
    work = WORK / f"work-{mode}"
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level=WARN",
        f"--workpath={work}",
        f"--distpath={distpath}",
        "--",
        f"--{mode}",
    ]
    if not strip:
        command.append("--no-strip")
    began = time.perf_counter()
    subprocess.run(command, cwd=REPO, check=True)
    return time.perf_counter() - began


def headless_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["SEVEN_TABLES_HOME"] = str(home)
    return env


def selftest(program: Path) -> int:
    with tempfile.TemporaryDirectory(prefix="seven-tables-selftest-") as home:
        began = time.perf_counter()
        result = subprocess.run([str(program), "--selftest"], check=False, env=headless_env(Path(home)), timeout=600)
        print(
            f"self-test of {program.relative_to(REPO)}: exit {result.returncode} in {time.perf_counter() - began:.1f} s"
        )
        return result.returncode


def measure_start(program: Path, runs: int) -> float | None:
    """Median seconds from exec to the first frame drawn and saved (then exit)."""
    times, cpu = [], []
    with tempfile.TemporaryDirectory(prefix="seven-tables-start-") as home:
        shot = Path(home) / "first-frame.bmp"  # a PNG of the felt costs more than the start itself
        for _ in range(runs):
            began, cpu_began = time.perf_counter(), _children_cpu()
            result = subprocess.run(
                [str(program), "--screenshot", "menu", str(shot), "--frames", "1"],
                check=False,
                env=headless_env(Path(home)),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                timeout=120,
            )
            elapsed = time.perf_counter() - began
            if result.returncode != 0 or not shot.exists():
                print(f"start-up run failed (exit {result.returncode}): {result.stderr.decode()[-400:]}")
                return None
            times.append(elapsed)
            cpu.append(_children_cpu() - cpu_began)
            shot.unlink()
    median = statistics.median(times)
    print(
        f"start-up to first frame of {program.name}: median {median * 1000:.0f} ms of {runs} "
        f"({', '.join(f'{t * 1000:.0f}' for t in times)} ms; CPU {statistics.median(cpu) * 1000:.0f} ms)"
    )
    bare = _bare_start_cpu(runs)
    if bare:
        print(f"  against a bare pygame-ce window with one line of text ({bare * 1000:.0f} ms CPU): "
              f"{statistics.median(cpu) / bare:.2f}x")
    return median


def _bare_start_cpu(runs: int) -> float | None:
    """Median CPU seconds of bench/idle.py's bare start (Python and pygame-ce, no program)."""
    figures = []
    with tempfile.TemporaryDirectory(prefix="seven-tables-bare-") as home:
        shot = Path(home) / "bare.bmp"
        for _ in range(runs):
            before = _children_cpu()
            result = subprocess.run([sys.executable, "-m", "bench.idle", "--case", "bare-start", "--out", str(shot)],
                                    cwd=REPO, env=headless_env(Path(home)), capture_output=True, timeout=120,
                                    check=False)
            if result.returncode != 0:
                return None
            figures.append(_children_cpu() - before)
    return statistics.median(figures)


def _children_cpu() -> float:
    """CPU seconds used by finished child processes (a figure a busy machine inflates less)."""
    try:
        import resource
    except ImportError:  # Windows
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def build_onefile(strip: bool) -> Path:
    seconds = pyinstaller("onefile", DIST, strip)
    program = DIST / (NAME + EXE_SUFFIX)
    print(f"one-file program {program.relative_to(REPO)}: {human(program.stat().st_size)}, built in {seconds:.1f} s")
    return program


def zip_folder(folder: Path, archive: Path) -> None:
    """Zips `folder` under its own name, keeping symbolic links as links and the
    executable bits (unzip, Finder and Explorer restore them)."""
    tmp = archive.with_suffix(".zip.tmp")
    if sys.platform == "darwin" and shutil.which("ditto"):
        # Apple's own archiver keeps everything an app bundle needs (links, modes, metadata)
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(folder), str(tmp)], check=True)
        tmp.replace(archive)
        return
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(folder.rglob("*")):
            arcname = Path(folder.name) / path.relative_to(folder)
            if path.is_symlink():  # keep links as links (the shared libraries of a one-folder build)
                info = zipfile.ZipInfo(arcname.as_posix())
                info.create_system = 3
                info.external_attr = 0o120777 << 16
                zf.writestr(info, os.readlink(path))
            elif path.is_file():
                zf.write(path, arcname)
    tmp.replace(archive)


def build_onedir(strip: bool) -> Path:
    seconds = pyinstaller("onedir", ONEDIR_DIST, strip)
    folder = ONEDIR_DIST / NAME
    shipped = APP_BUNDLE if sys.platform == "darwin" else folder
    archive = DIST / f"{NAME}-{version()}-{OS_TAG}-{ARCH}.zip"
    DIST.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    zip_folder(shipped, archive)
    print(
        f"one-folder program {shipped.relative_to(REPO)}: {human(folder_size(shipped))}, built in {seconds:.1f} s; "
        f"zipped to {archive.relative_to(REPO)}: {human(archive.stat().st_size)} in "
        f"{time.perf_counter() - began:.1f} s"
    )
    if sys.platform == "darwin":  # the program inside the bundle, as Finder starts it
        return APP_BUNDLE / "Contents" / "MacOS" / NAME
    return folder / (NAME + EXE_SUFFIX)


def inno_setup_compiler() -> str | None:
    """ISCC.exe on PATH or where Inno Setup 6 installs itself (for all users or one)."""
    found = shutil.which("iscc")
    if found:
        return found
    roots = [os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")]
    if os.environ.get("LOCALAPPDATA"):
        roots.append(str(Path(os.environ["LOCALAPPDATA"]) / "Programs"))
    for root in filter(None, roots):
        candidate = Path(root) / "Inno Setup 6" / "ISCC.exe"
        if candidate.is_file():
            return str(candidate)
    return None


def build_installer() -> Path:
    """The Windows installer of the one-folder program (Inno Setup 6)."""
    compiler = inno_setup_compiler()
    if compiler is None:
        raise SystemExit("Inno Setup 6 not found: install it (e.g. `choco install innosetup`) or put ISCC on PATH")
    base = f"{NAME}-{version()}-{OS_TAG}-{ARCH}-setup"
    began = time.perf_counter()
    subprocess.run(
        [
            compiler,
            "/Q",
            f"/DAppVersion={version()}",
            f"/DProgramDir={ONEDIR_DIST / NAME}",
            f"/O{DIST}",
            f"/F{base}",
            str(INSTALLER_SCRIPT),
        ],
        check=True,
    )
    installer = DIST / f"{base}.exe"
    print(
        f"installer {installer.relative_to(REPO)}: {human(installer.stat().st_size)} in {time.perf_counter() - began:.1f} s"
    )
    return installer


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Seven Tables with PyInstaller.")
    parser.add_argument("--onefile", action="store_true", help="build dist/seven-tables")
    parser.add_argument("--onedir", action="store_true", help="build the one-folder program and zip it")
    parser.add_argument("--selftest", action="store_true", help="run the built program's --selftest headless")
    parser.add_argument("--measure", type=int, default=0, metavar="N", help="time N starts to the first frame")
    parser.add_argument("--no-strip", action="store_true", help="keep symbols in the shared libraries")
    parser.add_argument("--installer", action="store_true", help="Windows: the Inno Setup installer of --onedir")
    args = parser.parse_args(argv)
    if args.installer and sys.platform != "win32":
        parser.error("--installer is for Windows (Inno Setup)")
    if shutil.which("strip") is None and not args.no_strip and sys.platform != "win32":
        print("no strip on PATH: building without --strip")
    modes = [m for m in ("onedir", "onefile") if getattr(args, m)] or ["onedir", "onefile"]
    code = 0
    for mode in modes:
        program = build_onedir(not args.no_strip) if mode == "onedir" else build_onefile(not args.no_strip)
        if args.selftest:
            code = code or selftest(program)
        if args.measure:
            measure_start(program, args.measure)
        if mode == "onedir" and args.installer:
            build_installer()
    return code


if __name__ == "__main__":
    raise SystemExit(main())
