"""Screenshots of the Whisper of the Gods table, for looking at.

    python tools/screens_kami.py [OUT_DIR]        (default /tmp/kami-shots)

Mid-game (4 and 6 seats), a god mid-drag with its cell lit, a chooser strip, the
penalty with its arrow, the round's intermission and the match screen, in English and
Japanese, at 1280×720 and 1920×1080.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tests.stand_in import table_app

STRIP_PROMPTS = {"inferno", "storm", "dragment", "mind_reset", "scheming", "butan_god"}


def make_app(size, lang):
    return table_app(size, lang)


def table_at(app, players: int, seed: int, until, rounds: int = 5, names=None, lazy: bool = False):
    """Seat 1 human, the rest Normal bots; every seat (the human too) plays as a bot until
    `until(observation of seat 0, legal)` is true on a decision of seat 0. A `lazy` seat 1
    ends its main step at once (so it passes and pays the penalty)."""
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.tables.kami import KamiTable

    game = registry.get("kami")
    names = names or ["Aki", "Ben", "Chiyo", "Dana", "Emi", "Felix"]
    seats = [Seat(names[i], "human" if i == 0 else "normal") for i in range(players)]
    session = Session.new(game, seats, seed, {"rounds": rounds})
    bots = [make_bot(game, "normal") for _ in range(players)]
    rngs = [bot_rng(seed, i) for i in range(players)]
    for _ in range(20_000):
        if session.over:
            break
        seat = session.to_act
        if seat == 0 and until(session.observe(0), session.legal()):
            break
        if seat == 0 and lazy and session.observe(0).prompt == "main" and session.observe(0).turn >= 16:
            session.act(next(a for a in session.legal() if type(a).__name__ == "EndMain"))
            continue
        session.bot_move(bots[seat], rngs[seat])
    table = KamiTable(app, session)
    app.push(table)
    for _ in range(4):
        app.frame(1 / 60, [])
    table.anim.skip()
    app.frame(1 / 60, [])
    return table


def mouse(app, kind, logical):
    pos = app.view.point(*logical)
    if kind == "motion":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    etype = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(etype, pos=pos, button=1)


def shots(out: Path, lang: str, size) -> list[Path]:
    from game.kami.actions import PenaltyShields, PlayGod

    tag = f"{lang}-{size[0]}"
    paths = []

    def save(app, name):
        for _ in range(30):
            app.frame(1 / 60, [])
        path = out / f"kami-{name}-{tag}.png"
        app.screenshot(path)
        paths.append(path)

    # mid-game, four seats, the viewer's main step with gods on the fields
    app = make_app(size, lang)
    table = table_at(app, 4, 21, lambda o, legal: o.prompt == "main" and o.turn >= 14 and any(
        len(g) > 1 for sv in o.seats for g in sv.field) and any(isinstance(a, PlayGod) for a in legal))
    save(app, "mid4")
    # a god mid-drag: its cell and the link notches light up
    god = next((a for a in table.legal if isinstance(a, PlayGod)), None)
    if god is not None:
        start = table.next_gesture(god)[1]
        end = table.geo[table.home].cell(god.card)
        app.frame(1 / 60, [mouse(app, "down", start)])
        for i in range(1, 7):
            t = i / 10
            app.frame(1 / 60, [mouse(app, "motion", (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))])
        for _ in range(8):
            app.frame(1 / 60, [])
        app.screenshot(out / f"kami-drag-{tag}.png")
        paths.append(out / f"kami-drag-{tag}.png")
    # six seats
    app = make_app(size, lang)
    table_at(app, 6, 8, lambda o, legal: o.prompt == "main" and o.turn >= 18)
    save(app, "mid6")
    # a chooser strip (a graveyard pick or a hand looked at)
    app = make_app(size, lang)
    table_at(app, 4, 3, lambda o, legal: o.prompt in STRIP_PROMPTS)
    save(app, "strip")
    # the penalty: one shield tagged KEEP, the second pointed at its recipient
    app = make_app(size, lang)
    table = table_at(app, 4, 5, lambda o, legal: o.prompt == "penalty" and dict(o.prompt_args).get("recipient") != 0,
                     lazy=True)
    if table.shown.prompt == "penalty":
        action = next(a for a in table.legal if isinstance(a, PenaltyShields))
        for _ in range(2):
            kind, point = table.next_gesture(action)
            app.frame(1 / 60, [mouse(app, "down", point), mouse(app, "up", point)])
        save(app, "penalty")
    # the round's intermission, then the match screen
    app = make_app(size, lang)
    table = table_at(app, 3, 12, lambda o, legal: o.prompt == "main", rounds=2)
    table.instant = True
    table.anim.instant = True
    from game.engine.bots import bot_rng, make_bot

    bot, rng = make_bot(table.game, "normal"), bot_rng(1, 0)
    for _ in range(20_000):
        if table.intermission is not None or table.session.over:
            break
        if table.legal:
            table.submit(bot.choose(table.session.observe(0), table.legal, rng))
        app.frame(1 / 60, [])
    if table.intermission is not None:
        table.anim.instant = False
        save(app, "intermission")
        table.anim.instant = True
        table.end_intermission()
    for _ in range(40_000):
        if table.session.over and table.results_shown:
            break
        if table.legal:
            table.submit(bot.choose(table.session.observe(0), table.legal, rng))
        if table.intermission is not None:
            table.end_intermission()
        app.frame(1 / 60, [])
    save(app, "results")
    return paths


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/kami-shots")
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    done = []
    for lang in ("en", "ja"):
        for size in ((1280, 720), (1920, 1080)):
            done += shots(out, lang, size)
    for path in done:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
