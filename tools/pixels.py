"""Do two trees draw the same pixels? Every shell screen and every table, both languages.

    python tools/pixels.py shoot TREE OUTDIR [--only SUBSTRING] [--jobs 2]
    python tools/pixels.py compare DIR_A DIR_B

`shoot` renders a fixed matrix of scenes with the tree's own `--screenshot` command
(the entry point named in its pyproject.toml, so a tree whose modules moved is shot
the same way) into OUTDIR, one PNG a scene; `compare` says which PNGs differ, byte for
byte, and exits 1 if any does. Use it around a change that must not change the look:
shoot the base commit's tree and the changed tree, then compare.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tomllib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
SHELL = ("menu", "settings", "about", "freetable", "crash")


def matrix() -> list[tuple[str, list[str]]]:
    """(name, arguments after `--screenshot SCENE OUT`) for every shot."""
    shots: list[tuple[str, list[str]]] = []
    for lang in ("en", "ja"):
        for scene in SHELL:
            shots.append((f"{scene}-{lang}", [scene, "--lang", lang]))
        for game in GAMES:
            base = ["--game", game, "--lang", lang]
            shots.append((f"{game}-setup-{lang}", ["setup", *base]))
            shots.append((f"{game}-rules-{lang}", ["rules", *base]))
            for seed, moves, seat in ((1, 0, 0), (2, 12, 1), (3, 40, 0)):
                args = [*base, "--seed", str(seed), "--moves", str(moves), "--seat", str(seat)]
                shots.append((f"{game}-table-s{seed}m{moves}v{seat}-{lang}", ["table", *args]))
            shots.append((f"{game}-pause-{lang}", ["pause", *base, "--seed", "4", "--moves", "6"]))
            shots.append((f"{game}-curtain-{lang}", ["curtain", *base, "--seed", "4", "--moves", "6"]))
            shots.append((f"{game}-results-{lang}", ["results", *base, "--seed", "5"]))
            shots.append((f"{game}-replay-{lang}", ["replay", *base, "--seed", "6", "--moves", "9", "--seat", "1"]))
    return shots


def entry_point(tree: Path) -> str:
    scripts = tomllib.loads((tree / "pyproject.toml").read_text())["project"]["scripts"]
    module, func = scripts["seven-tables"].split(":")
    return f"import sys; from {module} import {func}; sys.exit({func}(sys.argv[1:]))"


def shoot(tree: Path, out: Path, only: str | None, jobs: int) -> int:
    out.mkdir(parents=True, exist_ok=True)
    code = entry_point(tree)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPATH=str(tree))
    shots = [(n, a) for n, a in matrix() if not only or only in n]

    def one(shot: tuple[str, list[str]]) -> str | None:
        name, args = shot
        target = out / f"{name}.png"
        env_one = dict(env, SEVEN_TABLES_HOME=str(out / ".home" / name))
        run = subprocess.run([sys.executable, "-c", code, "--screenshot", args[0], str(target.resolve()), *args[1:]],
                             cwd=tree, env=env_one, capture_output=True, text=True, timeout=120)
        if run.returncode != 0 or not target.exists():
            return f"{name}: exit {run.returncode}\n{run.stderr[-2000:]}"
        return None

    with ThreadPoolExecutor(jobs) as pool:
        failures = [f for f in pool.map(one, shots) if f]
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"{len(shots) - len(failures)} of {len(shots)} shots in {out}")
    return 1 if failures else 0


def compare(a: Path, b: Path) -> int:
    names = sorted({p.name for p in a.glob("*.png")} | {p.name for p in b.glob("*.png")})
    differ = [n for n in names if not (a / n).exists() or not (b / n).exists()
              or (a / n).read_bytes() != (b / n).read_bytes()]
    for name in differ:
        print("differs:", name)
    print(f"{len(names) - len(differ)} of {len(names)} screens identical")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("shoot")
    s.add_argument("tree", type=Path)
    s.add_argument("out", type=Path)
    s.add_argument("--only")
    s.add_argument("--jobs", type=int, default=2)
    c = sub.add_parser("compare")
    c.add_argument("a", type=Path)
    c.add_argument("b", type=Path)
    args = parser.parse_args()
    if args.command == "shoot":
        return shoot(args.tree.resolve(), args.out, args.only, args.jobs)
    return compare(args.a, args.b)


if __name__ == "__main__":
    raise SystemExit(main())
