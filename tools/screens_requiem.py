"""Screenshots of the Can You Hear the Requiem? table, for looking at.

    python tools/screens_requiem.py [OUT_DIR]        (default /tmp/requiem-shots)

Mid-game at a decision, a card mid-drag with its targets lit, a combat total over its
slot, Capital cards flipping into the Damage Area, a Prince's declaration choice, and
each ending (the three endings and both ways to lose), in English and Japanese, at
1280×720 and 1920×1080.
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

ENDINGS = {"happy": 4, "empty": 3, "bad": 16, "lost_capital": 1, "lost_king": 11}
NAMES = ["Aki", "Ben", "Chiyo"]
_CURRENT: list = []  # the app the next table is built in


def make_app(size, lang):
    app = table_app(size, lang)
    _CURRENT[:] = [app]
    return app


def advance(seed: int, until):
    """All seats human; Normal bots play every seat until `until(session)` says stop."""
    return _advance_to(seed, lambda s, b, r: until(s))


def table_for(app, session):
    """The table over a session that its caller advanced (see _advance_to)."""
    table = session._table
    table.handoff.viewer = session.to_act if session.to_act is not None else 0
    table.anim.instant = False
    table.on_reset()
    for _ in range(3):
        app.frame(1 / 60, [])
    return table


def next_events(session, bots, rngs):
    """The events the next bot move would make (on a copy)."""
    import copy

    state = copy.deepcopy(session.state)
    seat = state.to_act
    action = bots[seat].choose(session.game.observe(state, seat), session.game.legal_actions(state),
                               copy.deepcopy(rngs[seat]))
    return session.game.perform(state, action)


def play_next(app, table, bots, rngs, seconds: float):
    """The next bot decision through the table, then `seconds` of animation."""
    session = table.session
    seat = session.to_act
    table.handoff.viewer = seat
    table.refresh()
    action = bots[seat].choose(session.observe(seat), session.legal(), rngs[seat])
    table.submit(action)
    t = 0.0
    while t < seconds:
        app.frame(1 / 60, [])
        t += 1 / 60


def shots(out: Path, size, lang) -> list[Path]:
    from game.requiem.actions import Combat, Scout, Sortie

    tag = f"{lang}-{size[0]}"
    written = []

    def save(app, name):
        path = out / f"{name}-{tag}.png"
        app.screenshot(path)
        written.append(path)

    # mid-game at a decision of the viewer (Sortie phase, turn 3+)
    app = make_app(size, lang)
    session, bots, rngs = advance(21, lambda s: s.state.turn >= 4 and s.state.phase == 5)
    table = table_for(app, session)
    save(app, "midgame")
    # a card mid-drag with its targets lit
    action = next((a for a in table.legal if isinstance(a, (Sortie, Scout))), None)
    if action is not None:
        sprite = table.sprite_of(action.card)
        start = (sprite.x, sprite.y)
        end = table.zone_centre(f"slot{action.column}" if isinstance(action, Sortie) else f"arrival{action.column}")
        pos = lambda p: app.view.point(*p)
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos(start), button=1)])
        for i in range(1, 13):
            k = i / 12 * 0.85
            p = (start[0] + (end[0] - start[0]) * k, start[1] + (end[1] - start[1]) * k)
            app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos(p), rel=(0, 0), buttons=(1, 0, 0))])
        for _ in range(10):
            app.frame(1 / 60, [])
        save(app, "drag")

    # a combat total over its slot
    app = make_app(size, lang)
    session, bots, rngs = _advance_to(9, lambda s, b, r: s.state.turn >= 3 and
                                      any(isinstance(e, Combat) for e in next_events(s, b, r)))
    table = table_for(app, session)
    play_next(app, table, bots, rngs, 0.9)
    save(app, "combat")
    # capital cards flipping into the damage area
    app = make_app(size, lang)
    session, bots, rngs = _advance_to(7, lambda s, b, r: s.state.turn >= 2 and sum(
        1 for e in next_events(s, b, r) if type(e).__name__ == "CardMoved" and e.dst == "damage") >= 2)
    table = table_for(app, session)
    play_next(app, table, bots, rngs, 0.0)
    _until(app, table, lambda: any(sp.flip_to is not None and sp.zone == "damage" for sp in table.sprites), 12.0)
    save(app, "damage")
    # a Prince's declaration choice
    app = make_app(size, lang)
    session, bots, rngs = _advance_to(6, lambda s, b, r: s.state.phase == 5 and any(
        type(a).__name__ in ("SelfSacrifice", "Pact") for a in s.legal()))
    table = table_for(app, session)
    prince = next(a for a in table.legal if type(a).__name__ in ("SelfSacrifice", "Pact"))
    sprite = table.sprite_of(prince.card)
    table.gestures.gesture_to(sprite, f"slot{prince.column}")
    for _ in range(30):
        app.frame(1 / 60, [])
    save(app, "choice")
    # the endings
    for name, seed in ENDINGS.items():
        app = make_app(size, lang)
        session, bots, rngs = advance(seed, lambda s: False)
        table = table_for(app, session)
        for _ in range(60):
            app.frame(1 / 60, [])
        save(app, f"ending-{name}")
    return written


def _advance_to(seed, until):
    """The game played from the start through a table (so its log tells the story), every
    seat a human played by a Normal bot, until `until(session, bots, rngs)`."""
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.tables.requiem import RequiemTable

    app = _CURRENT[0]
    game = registry.get("requiem")
    session = Session.new(game, [Seat(n, "human") for n in NAMES], seed)
    table = RequiemTable(app, session)
    table.anim.instant = True
    app.push(table)
    bots = [make_bot(game, "normal") for _ in range(3)]
    rngs = [bot_rng(seed, i) for i in range(3)]
    for _ in range(5000):
        if session.over or until(session, bots, rngs):
            break
        seat = session.to_act
        table.handoff.viewer = seat
        table.refresh()
        table.submit(bots[seat].choose(session.observe(seat), session.legal(), rngs[seat]))
    session._table = table
    return session, bots, rngs


def _until(app, table, condition, limit: float) -> None:
    t = 0.0
    while t < limit and not condition():
        app.frame(1 / 60, [])
        t += 1 / 60


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/requiem-shots")
    out.mkdir(parents=True, exist_ok=True)
    for size in ((1280, 720), (1920, 1080)):
        for lang in ("en", "ja"):
            for path in shots(out, size, lang):
                print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
