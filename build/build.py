"""Build the standalone program with PyInstaller.

    python build/build.py                      both: one-file program and zipped one-folder build
    python build/build.py --onedir --selftest  build the one-folder program, run its self-test
    python build/build.py --onefile --selftest
    python build/build.py --onefile --measure 5

Outputs (PyInstaller's own work folders go to .pyinstaller/, never to build/):

    dist/seven-tables                          the one-file program (seven-tables.exe on Windows)
    dist/seven-tables-<version>-<os>.zip       the one-folder program, zipped
    .pyinstaller/onedir/seven-tables/          the one-folder program, unzipped

--selftest runs `<program> --selftest` headless (SDL_VIDEODRIVER=dummy,
SDL_AUDIODRIVER=dummy, a throwaway user folder) and exits with its code.
--measure N times N headless starts to the first frame (`--screenshot menu OUT
--frames 1`: start, open the window, draw one frame, save it, quit) and prints the median.
"""

from __future__ import annotations

import argparse
import os
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


def version() -> str:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def human(n: float) -> str:
    return f"{n / 1024 / 1024:.1f} MiB"


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


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
        shot = Path(home) / "first-frame.png"
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
    return median


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


def build_onedir(strip: bool) -> Path:
    seconds = pyinstaller("onedir", ONEDIR_DIST, strip)
    folder = ONEDIR_DIST / NAME
    archive = DIST / f"{NAME}-{version()}-{OS_TAG}.zip"
    DIST.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    tmp = archive.with_suffix(".zip.tmp")
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(folder.rglob("*")):
            arcname = Path(NAME) / path.relative_to(folder)
            if path.is_symlink():  # keep links as links (the shared libraries of a one-folder build)
                info = zipfile.ZipInfo(str(arcname))
                info.create_system = 3
                info.external_attr = 0o120777 << 16
                zf.writestr(info, os.readlink(path))
            elif path.is_file():
                zf.write(path, arcname)
    tmp.replace(archive)
    print(
        f"one-folder program {folder.relative_to(REPO)}: {human(folder_size(folder))}, built in {seconds:.1f} s; "
        f"zipped to {archive.relative_to(REPO)}: {human(archive.stat().st_size)} in "
        f"{time.perf_counter() - began:.1f} s"
    )
    return folder / (NAME + EXE_SUFFIX)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Seven Tables with PyInstaller.")
    parser.add_argument("--onefile", action="store_true", help="build dist/seven-tables")
    parser.add_argument("--onedir", action="store_true", help="build the one-folder program and zip it")
    parser.add_argument("--selftest", action="store_true", help="run the built program's --selftest headless")
    parser.add_argument("--measure", type=int, default=0, metavar="N", help="time N starts to the first frame")
    parser.add_argument("--no-strip", action="store_true", help="keep symbols in the shared libraries")
    args = parser.parse_args(argv)
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
    return code


if __name__ == "__main__":
    raise SystemExit(main())
