"""The playback measure: at every frame, the table shows the step its animation has reached.

A seeded game is played at a table at real animation speed (one human seat, AIs elsewhere),
frame by frame. For every frame the words drawn on the table (banner, prompt, counters, seat
plates, button labels, captions: everything but the log panel and the card faces) are read
through the drawing kit's seam (`sprites.theme.drawn`), with the buttons that take a click
and the legal actions offered. The oracle for a step is a fresh table opened on the game as
it stood after that step, with nothing left to animate: what the observation at that step
implies.

While step n plays (the table is not settled), the screen may show nothing that belongs to
step n alone (words of the fresh table at n that the fresh table at n - 1 has not), offers no
decision and no live button of step n; once it has settled, it shows what the fresh table at
n shows and nothing that only step n - 1 had (a stale header). Words in neither (a count
ticking, the animation's own) are the playback's and are not judged.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

import pygame

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import GameRecord, Seat
from game.engine.session import Session
from scenes.kit.scene import Scene
from sprites import theme

PLAYERS = {"requiem": 3, "marenzan": 2, "tonight": 4, "enfield": 2, "kami": 3}
OPTIONS = {"marenzan": {"turn_limit": 10}, "kami": {"rounds": 2}, "tonight": {"turn_limit": 10}}
FRAME = 1 / 30  # a frame of playback, in seconds
# Words an event of a step announces as it plays, within the step's playback: a die's face
# (Marenzan's bells: the die drawn with its value beside it) and a phase's title as the phase
# begins (Requiem's banner: one action runs through several phases).
PLAYED = {"marenzan": re.compile(r"^[1-6] / 6$"), "requiem": re.compile(r"^(Turn \d+ · |ターン\d+・)")}


@dataclass(frozen=True)
class Face:
    """What a table shows that a step decides: its words and what takes a decision."""

    words: Counter
    buttons: frozenset  # the labels of the buttons that take a click now
    legal: frozenset  # the decisions offered (reprs)


def face(table) -> Face:
    """Read what the table draws now (its board, widgets and overlays, not the kit's messages,
    recap, tooltip or tips, and not the log, which has its own pacing)."""
    app = table.app
    theme.drawn = []
    try:
        surface = pygame.Surface(app.view.size if hasattr(app.view, "size") else (1280, 720))
        table.draw_table(surface)
        Scene.draw(table, surface)
        table.draw_overlays(surface)
        drawn = theme.drawn
    finally:
        theme.drawn = None
    panel = getattr(table.log_panel, "rect", None)
    log_box = pygame.Rect(app.view.rect(panel)) if panel is not None else None
    die = PLAYED.get(table.game.id)
    words = Counter(d.words.strip() for d in drawn
                    if d.kind != "dialog" and d.words and d.words.strip()
                    and not (log_box and log_box.contains(d.rect)) and not (die and die.match(d.words.strip())))
    undo = getattr(getattr(table, "undo", None), "take_back", None)
    buttons = frozenset(label(b) for b in table.controls()
                        if getattr(b, "visible", True) and getattr(b, "enabled", True) and label(b)
                        and getattr(b, "on_click", None) not in (None, undo))  # Undo answers for what is done
    return Face(words, buttons, frozenset(map(repr, table.legal)))


def label(button) -> str:
    words = getattr(button, "label", "")
    return str(words() if callable(words) else words)


def session_at(session: Session, steps: int) -> Session:
    """The game as it stood after its first `steps` actions (replayed from the seed)."""
    record = session.record
    prefix = GameRecord(record.game, record.rules_version, record.seed, list(record.seats), dict(record.options),
                        list(record.actions[:steps]), list(record.barriers[:steps]), list(record.actors[:steps]))
    return Session(session.game, prefix)


def oracle(app, session: Session, steps: int) -> Face:
    """The face of a fresh table on the game after `steps` actions, with nothing left to play."""
    from scenes.tables import table_class

    fresh = table_class(session.game.id)(app, session_at(session, steps))
    fresh.instant = True
    fresh.ai.update = lambda dt: None  # the oracle shows the step; nobody moves on from it
    app.push(fresh)
    try:
        for _ in range(3):
            fresh.skip()
            fresh.update(FRAME)
        face(fresh)  # what a table paints once and keeps (a band's name) is drawn the first time only
        return face(fresh)
    finally:
        app.scenes.remove(fresh)


@dataclass
class Findings:
    frames: int = 0
    steps: int = 0
    faults: Counter = field(default_factory=Counter)  # a fault -> the frames it was seen in
    bad_frames: int = 0  # frames with at least one fault

    def add(self, text: str) -> None:
        self.faults[text] += 1


def watch(app, game_id: str, seed: int, decisions: int, lang: str = "en") -> Findings:
    """Play a seeded game at real speed and judge every frame (see the module's docstring)."""
    from scenes.tables import table_class

    app.settings.language = lang
    app.settings.first_tips = False
    n = PLAYERS[game_id]
    seats = [Seat(f"P{i + 1}", "human" if i == 0 else "random") for i in range(n)]
    session = Session.new(registry.get(game_id), seats, seed, OPTIONS.get(game_id, {}))
    table = table_class(game_id)(app, session)
    app.push(table)
    chooser = make_bot(table.game, "random")
    rng = bot_rng(seed, 9)
    faces: dict[int, Face] = {}

    def fresh(k: int) -> Face:
        if k not in faces:
            faces[k] = oracle(app, session, k)
        return faces[k]

    found = Findings()
    made = 0
    for _ in range(6000):
        if app.top is not table:
            app.frame(FRAME, [])  # a results screen or a question: the playback is over
            if app.top is not table:
                break
            continue
        app.frame(FRAME, [])
        found.frames += 1
        n_steps = len(session.history)
        now = face(table)
        seen = sum(found.faults.values())
        if n_steps and not judge(found, session, table, now, fresh(n_steps - 1), fresh(n_steps), game_id, seed,
                                 lang):
            found.bad_frames += sum(found.faults.values()) > seen
            continue
        found.bad_frames += sum(found.faults.values()) > seen
        if session.over or made >= decisions:
            if session.over or session.to_act == 0:
                break
        if table.legal and session.to_act == 0:
            table.submit(chooser.choose(table.observation, table.legal, rng))
            made += 1
    found.steps = len(session.history)
    if table in app.scenes:
        app.scenes.remove(table)
    return found


def judge(found: Findings, session, table, now: Face, before: Face, after: Face, game_id, seed, lang) -> bool:
    """Judge one frame against the faces of the step before and the step being played; True
    once the step is shown (the table has settled)."""
    n_steps = len(session.history)
    where = f"{game_id} seed {seed} ({lang}) step {n_steps} ({type(session.history[-1].action).__name__})"
    if not table.settled():
        ahead = (now.words - before.words) & (after.words - before.words)
        if ahead:
            found.add(f"{where}, playing: shows the next step's {sorted(ahead)}")
        if now.legal:
            found.add(f"{where}, playing: offers {len(now.legal)} decisions before its step is shown")
        early = now.buttons - before.buttons
        if early & after.buttons:
            found.add(f"{where}, playing: live buttons of the next step {sorted(early & after.buttons)}")
        return False
    stale = (now.words - after.words) & (before.words - after.words)
    if stale:
        found.add(f"{where}, shown: still shows the step before's {sorted(stale)}")
    missing = after.words - now.words
    if missing:
        found.add(f"{where}, shown: lacks {sorted(missing)}")
    if now.legal != after.legal:
        found.add(f"{where}, shown: offers other decisions than its step")
    if now.buttons != after.buttons:
        found.add(f"{where}, shown: buttons {sorted(now.buttons)} where its step has {sorted(after.buttons)}")
    return True
