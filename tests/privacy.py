"""The hot-seat privacy walk shared by the table tests.

A game is played through its real table scene on a headless app: humans decide by
the table's own gestures where it offers them (`next_gesture`) or through `submit`,
bots play by themselves, the hand-off curtain is clicked away with real posted
events. At every hand-off, once the curtain is gone, everything the new viewer can
read or see is checked against what that viewer may know:

- the log panel holds exactly the viewer's history (`events_for` over the session's
  steps) and only this viewer's own warnings;
- no tooltip is left from before, and at points all over the table every tooltip
  equals the one a table opened afresh for this viewer shows, and names no card
  that only other seats know;
- every card face painted in a full frame is a card of the viewer's observation.

Undo (Ctrl+Z) and Resume (the table reopened from its saved record) are part of the
walk; the log after either must again be exactly the viewer's history.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pygame

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import jsonable
from game.engine.record import parse_record
from game.engine.session import Session
from scenes.kit.table_handoff import HOLD
from tests.gestures import answer, perform
from tests.stand_in import MenuStandIn, table_app  # noqa: F401 (the tests take them from here too)


class Leak(AssertionError):
    """Something shown to a viewer that the viewer may not know."""


def tokens(obs) -> Counter:
    """Every string in an observation: the card codes (and names) the viewer may know."""
    out: Counter = Counter()

    def walk(value):
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                walk(v)
        elif isinstance(value, str):
            out[value] += 1

    walk(jsonable(obs))
    return out


def face_token(face) -> str | None:
    return getattr(face, "code", None) or getattr(face, "card", None)


class FaceRecorder:
    """Every card face painted (through sprites.cards.face_image) while it listens."""

    def __init__(self, monkeypatch):
        from sprites import cards

        self.faces: list = []
        self.listening = False
        original = cards.face_image

        def recording(kind, face, size, lang):
            if self.listening:
                self.faces.append(face)
            return original(kind, face, size, lang)

        monkeypatch.setattr(cards, "face_image", recording)

    def frame(self, app) -> list:
        self.faces = []
        self.listening = True
        try:
            app.draw()
        finally:
            self.listening = False
        return self.faces


def secret_names(table, known: Counter, name_of: Callable[[object, str], str | None] | None) -> set[str]:
    """The names (as `name_of` gives them at `table`) of the cards some seat knows and the
    viewer, who knows `known`, does not — less any name a card the viewer knows shares."""
    if name_of is None:
        return set()
    session = table.session
    others: Counter = Counter()
    for seat in range(len(session.record.seats)):
        others |= tokens(session.observe(seat))
    names = set()
    for token in set(others) - set(known):
        name = name_of(table, token)
        if name:
            names.add(name)
    for token in known:
        names.discard(name_of(table, token))
    return names


def click_curtain_away(app) -> None:
    from scenes.kit.curtain import Curtain

    for _ in range(30):  # the curtain ignores clicks in its first quarter second
        app.frame(1 / 60, [])
    assert isinstance(app.top, Curtain)
    centre = (640, 360)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.view.point(*centre), button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.view.point(*centre), button=1)])
    assert not isinstance(app.top, Curtain)


def confirming(app) -> bool:
    from scenes.kit.dialogs import Confirm

    return isinstance(app.top, Confirm)


def key(app, code, mod=0) -> None:
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0),
                       pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)])


def expected_log(table) -> list[str]:
    """The viewer's history in words: what the log must hold."""
    session, viewer = table.session, table.viewer
    lines = []
    header = None
    for step in session.history:  # grouped under headers as the table groups them (whose turn, or a phase)
        described = table.log_view.describe_events(session.events_for(step, viewer))
        if not described and viewer is not None and viewer == step.seat:
            # a decision that told its own maker nothing is said to them in words of the decision
            described = table.log_view.step_described(step, viewer)
            assert [e.key for e, _ in described] in ([], ["app.table.decided"]), described
        rows, header = table.log_view.rows(step.seat, described, header)
        lines.extend(text for text, _ in rows)
    return lines


def check_log(table) -> None:
    panel = table.log_panel
    shown = [line for line, warning in panel.lines if not warning]
    want = expected_log(table)
    if shown != want[len(want) - len(shown):] or (len(shown) < len(want) and len(panel.lines) < panel.limit):
        extra = [line for line in shown if line not in want]
        raise Leak(f"the log of {table.viewer} is not its history: {extra[:3] or shown[-3:]} vs {want[-3:]}")
    notes = {text() if callable(text) else text for _, text in table.log_view.notes.get(table.viewer, [])}  # told now
    for line, warning in panel.lines:
        if warning and line not in notes:
            raise Leak(f"a warning shown to {table.viewer} is not theirs: {line}")
    recap = table.recap.shown  # (viewer, turns) or None
    if recap is not None:  # the recap of others' turns: the viewer's own history, nobody else's
        if recap[0] != table.viewer:
            raise Leak(f"the recap made for {recap[0]} is kept for {table.viewer}")
        for _, lines in recap[1]:
            for line in lines:
                if line not in want:
                    raise Leak(f"the recap shown to {table.viewer} holds a line not in its history: {line}")


def close_layers(app, table) -> None:
    """A recap or a first-game tip over the table takes every click and key: a player closes it
    first (a click anywhere; the click that closes it does nothing else)."""
    layers = getattr(table, "layers", None)
    if layers is None:
        return
    for _ in range(4):
        if layers.top() == "table":
            return
        perform(app, ("click", (640, 360)))
    raise AssertionError(f"the {layers.top()} over the table did not close on a click")


def check_history(app, table) -> None:
    """The full-history view after a hand-off: closed, and once opened (L) it holds the new
    viewer's log and nothing else; it is closed again (Esc) for the walk to go on."""
    history = getattr(table, "history", None)
    if history is None or table.log_panel is None:
        return
    if history.open:
        raise Leak(f"the full log outlived the hand-off to {table.viewer}")
    if app.top is not table:  # a question over the table (a confirmation) takes the keys
        return
    close_layers(app, table)
    key(app, pygame.K_l)
    if not history.open:
        raise AssertionError("L did not open the full log")
    shown = " ".join(row for row, kind in history.rows() if kind in ("head", "line")).split()
    want = " ".join(expected_log(table)).split()
    if shown != want:
        raise Leak(f"the full log shown to {table.viewer} is not its history: {shown[-8:]} vs {want[-8:]}")
    if app.top is table:
        key(app, pygame.K_ESCAPE)
    history.open = False  # closed for the walk to go on, whatever came up meanwhile


class Walk:
    """One seeded game through a table, checked at every hand-off."""

    def __init__(self, app, monkeypatch, open_table: Callable[[Session], object], session: Session,
                 name_of: Callable[[object, str], str | None] | None = None, seed: int = 0,
                 grid: int = 64, undo_every: int = 3, resume_every: int = 4, max_frames: int = 40_000,
                 gestures: bool = True, max_decisions: int | None = None,
                 decide: Callable[[object, object, int], object] | None = None):
        self.app = app
        self.open_table = open_table
        self.session = session
        self.name_of = name_of
        self.faces = FaceRecorder(monkeypatch)
        self.rng = bot_rng(seed, 77)
        self.chooser = make_bot(session.game, "random")
        self.grid = grid
        self.undo_every = undo_every
        self.resume_every = resume_every
        self.max_frames = max_frames
        self.gestures = gestures
        self.max_decisions = max_decisions
        self.custom_decide = decide
        self.last_viewer: object = ()
        self.handoffs = 0
        self.holds = 0
        self.undos = 0
        self.resumes = 0
        self.decisions = 0
        self.public_checks = 0
        self.table = self.open(session)

    def open(self, session: Session):
        app = self.app
        while len(app.scenes) > 1:
            app.pop()
        table = self.open_table(session)
        table.instant = True
        if getattr(table, "anim", None) is not None:
            table.anim.instant = True
        if getattr(table, "tray", None) is not None:
            table.tray.instant = True
        app.push(table)
        return table

    # -- the checks -----------------------------------------------------------------
    def check(self, after_handoff: bool) -> None:
        table = self.table
        viewer = table.viewer
        if after_handoff:
            self.app.frame(1 / 60, [])
            if table.tooltip is not None and table.tooltip.text:
                raise Leak(f"a tooltip outlived the hand-off to {viewer}: {table.tooltip.text!r}")
            if table.messages.note is not None:
                raise Leak(f"a refusal by the pointer outlived the hand-off to {viewer}: {table.messages.note[0]!r}")
            toast = getattr(table, "kit_toast", None)
            if toast is not None and toast.time > 0 and toast.text:
                raise Leak(f"a message outlived the hand-off to {viewer}: {toast.text!r}")
        check_log(table)
        if after_handoff:
            check_history(self.app, table)
        known = tokens(self.session.observe(viewer))
        for face in self.faces.frame(self.app):
            token = face_token(face)
            if token is not None and token not in known:
                raise Leak(f"the face of {token} is drawn for viewer {viewer}, who may not know it")
        if after_handoff and table.tooltip is not None:
            self.check_tooltips(table, known)

    def check_public(self, table) -> None:
        """While an AI acts in hot seat, the table is drawn for nobody: public faces only."""
        if table.viewer is not None:
            raise Leak(f"an AI acts while the table shows viewer {table.viewer}'s side")
        known = tokens(self.session.observe(None))
        for face in self.faces.frame(self.app):
            token = face_token(face)
            if token is not None and token not in known:
                raise Leak(f"the face of {token} is drawn while an AI acts")
        self.public_checks += 1

    def secret_names(self, table, known: Counter) -> set[str]:
        return secret_names(table, known, self.name_of)

    def check_tooltips(self, table, known: Counter) -> None:
        fresh = self.open_table(self.session) if not hasattr(table, "reopen") else table.reopen()
        fresh.handoff.viewer = table.viewer
        fresh.handoff.last_human = table.viewer
        fresh.rebuild()
        secrets = self.secret_names(table, known)
        for x in range(8, 1280, self.grid):
            for y in range(8, 720, self.grid):
                table.tooltip.clear()
                fresh.tooltip.clear()
                table.hover((x, y))
                fresh.hover((x, y))
                mine, theirs = table.tooltip.text, fresh.tooltip.text
                if mine != theirs:
                    raise Leak(f"at {(x, y)} viewer {table.viewer} reads {mine!r}, a fresh table shows {theirs!r}")
                for name in secrets:
                    if name in mine:
                        raise Leak(f"the tooltip at {(x, y)} names {name!r}, hidden from viewer {table.viewer}")
        table.tooltip.clear()

    # -- the walk -------------------------------------------------------------------
    def decide(self) -> None:
        table = self.table
        before = len(self.session.record.actions)
        if self.custom_decide is not None:
            try:
                self.custom_decide(self.app, table, self.decisions)
            except AssertionError:
                pass  # that gesture did not fit this position: decide through submit
            if len(self.session.record.actions) > before or self.curtain() or table.legal != self.table.legal:
                self.decisions += 1
                return
        action = self.chooser.choose(self.session.observe(table.viewer), table.legal, self.rng)
        if self.gestures and hasattr(table, "next_gesture"):
            for _ in range(6):
                gesture = table.next_gesture(action)
                if gesture is None:
                    break
                perform(self.app, gesture)
                if len(self.session.record.actions) > before or self.curtain():
                    break
        if len(self.session.record.actions) == before:
            if hasattr(table, "cancel_gesture"):
                table.cancel_gesture()
            assert table.submit(action), action
        self.decisions += 1

    def curtain(self) -> bool:
        from scenes.kit.curtain import Curtain

        return isinstance(self.app.top, Curtain)

    def resume(self) -> None:
        """The table reopened from the saved record, as the menu's Resume does."""
        viewer = self.table.viewer
        before = [line for line, warning in self.table.log_panel.lines if not warning]
        text = self.session.record.dumps()
        record = parse_record(text, {self.session.game.id: self.session.game})
        self.session = Session(self.session.game, record, _replayed(record, self.session.game))
        self.table = self.open(self.session)
        self.resumes += 1
        if len([s for s in record.seats if s.is_human]) > 1 and self.table.needs_curtain:
            if not self.curtain():
                raise Leak("Resume opened the table without the curtain")
            click_curtain_away(self.app)
        self.last_viewer = self.table.viewer
        self.check(after_handoff=True)
        if self.table.viewer == viewer:
            after = [line for line, warning in self.table.log_panel.lines if not warning]
            assert after == before, "the log after Resume differs from the log before it"

    def run(self) -> Walk:
        app = self.app
        for frame in range(self.max_frames):
            table = self.table
            if self.session.over or (self.max_decisions and self.decisions >= self.max_decisions):
                return self
            if self.curtain():
                click_curtain_away(app)
                self.handoffs += 1
                self.last_viewer = self.table.viewer
                self.check(after_handoff=True)
                if self.resume_every and self.handoffs % self.resume_every == 0:
                    self.resume()
                continue
            if confirming(app):
                answer(app, yes=True)  # Yes: an irreversible choice asks first
                continue
            if app.top is not table:
                app.frame(1 / 60, [])
                continue
            if table.handoff.holding:  # the human who acted watches their own step, in their own eyes
                self.check(after_handoff=False)
                self.holds += 1
                if self.holds % 2:
                    key(app, pygame.K_SPACE)  # passed on at once
                else:
                    app.frame(HOLD + 0.05, [])  # or once the watch is over
                continue
            if table.handoff.private() and self.session.to_act in table.bots and frame % 7 == 0 or (
                    table.handoff.private() and self.session.to_act in table.bots and not self.public_checks):
                self.check_public(table)  # every 7th frame, and at the first AI decision met
            if table.legal and not table.busy():
                handoff = table.viewer != self.last_viewer  # a viewer change without a curtain (open hands)
                self.last_viewer = table.viewer
                self.check(after_handoff=handoff)
                if self.undo_every and self.decisions % self.undo_every == 1 and table.undo.can():
                    key(app, pygame.K_z, pygame.KMOD_CTRL)
                    self.undos += 1
                    self.check(after_handoff=False)
                    if not table.legal:
                        continue
                self.decide()
                continue
            app.frame(1 / 60, [])
        raise AssertionError("the game did not end")


def _replayed(record, game):
    from game.engine.record import replay

    return replay(record, game)
