"""Screenshots of the I Want to Sleep Tonight table: mid-game and the ending, en and ja, 1280×720 and 1920×1080."""

from __future__ import annotations

import os
import subprocess
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/tonight-shots"


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for lang in ("en", "ja"):
        for size in ("1280x720", "1920x1080"):
            for scene, moves, seat in (("table", 12, 2), ("table", 40, 1), ("results", 0, 0)):
                name = f"{OUT}/{scene}_{moves}_{lang}_{size}.png"
                subprocess.run([sys.executable, "-m", "scenes.app", "--screenshot", scene, name, "--game", "tonight",
                                "--seed", "5", "--moves", str(moves), "--seat", str(seat), "--lang", lang,
                                "--size", size], check=True, env=env)
                print(name)


if __name__ == "__main__":
    main()
