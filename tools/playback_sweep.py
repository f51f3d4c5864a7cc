"""The playback measure over more seeds, both languages: every frame of seeded games at every
table (tests/playback.py). `python tools/playback_sweep.py [--seeds N] [--decisions N] [GAME ...]`
prints, per table and language, the frames judged, the frames not at their step, and each fault."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    from tests.playback import PLAYERS, watch
    from tests.privacy import table_app

    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=list(PLAYERS))
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--decisions", type=int, default=6)
    args = parser.parse_args()
    bad = 0
    for game in args.games:
        for lang in ("en", "ja"):
            for seed in range(1, args.seeds + 1):
                started = time.perf_counter()
                found = watch(table_app(lang=lang), game, seed, args.decisions, lang)
                bad += found.bad_frames
                print(f"{game} {lang} seed {seed}: {found.steps} steps, {found.frames} frames, "
                      f"{found.bad_frames} not at their step ({time.perf_counter() - started:.1f} s)")
                for fault, n in found.faults.items():
                    print(f"   {n} frames: {fault}")
    print(f"frames not at their step: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
