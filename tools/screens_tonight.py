"""Screenshots of the I Want to Sleep Tonight table: mid-game and the ending, en and ja, 1280×720 and 1920×1080."""

from __future__ import annotations

import os
import subprocess
import sys

OUT = next((a for a in sys.argv[1:] if not a.startswith("--")), "/tmp/tonight-shots")


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for lang in ("en", "ja"):
        for size in ("1280x720", "1920x1080"):
            for scene, moves, seat in (("table", 12, 2), ("table", 40, 1), ("results", 0, 0)):
                name = f"{OUT}/{scene}_{moves}_{lang}_{size}.png"
                subprocess.run([sys.executable, "-m", "scenes.shell.app", "--screenshot", scene, name, "--game", "tonight",
                                "--seed", "5", "--moves", str(moves), "--seat", str(seat), "--lang", lang,
                                "--size", size], check=True, env=env)
                print(name)


if __name__ == "__main__" and "--play" not in sys.argv:
    main()


def in_play(out: str = OUT) -> None:
    """Mid-drag (walk gold, taxi blue) and the gather target choice, through real mouse events."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from game.tonight.actions import Walk
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.tables.tonight import TonightTable

    for lang in ("en", "ja"):
        settings = Settings()
        settings.language = lang
        app = App((1280, 720), settings=settings, headless=True)
        game = registry.get("tonight")
        session = Session.new(game, [Seat(f"P{i + 1}", "human" if i == 0 else "simple") for i in range(4)], 9,
                              {"roles": ["detective", "hitman", "extractor", "salaryman"]})
        table = TonightTable(app, session)
        table.instant = True
        table.anim.instant = True
        app.push(table)
        bot, rng = make_bot(game, "simple"), bot_rng(9, 0)
        for _ in range(3000):
            if table.legal and not table.busy():
                if any(isinstance(a, Walk) for a in table.legal):
                    break
                table.submit(bot.choose(session.observe(0), table.legal, rng))
            app.frame(1 / 60, [])
        sprite = table.sprites["pos0"]
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.view.point(sprite.x, sprite.y), button=1)
        app.frame(1 / 60, [down])
        for i in range(1, 12):
            x, y = sprite.x + (560 - sprite.x) * i / 24, sprite.y + (360 - sprite.y) * i / 24
            app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=app.view.point(x, y), rel=(0, 0),
                                                  buttons=(1, 0, 0))])
        for _ in range(10):
            app.frame(1 / 60, [])
        pygame.image.save(app.window,
                          f"{out}/drag_{lang}.png")
        print(f"{out}/drag_{lang}.png")


if __name__ == "__main__" and "--play" in sys.argv:
    in_play()
