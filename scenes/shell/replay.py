"""Watching a kept record again on the game's own table.

The replay owns an instance of the game's table scene over a Session that holds the
record's first k actions. Nothing is saved: the session has no autosave, no seat acts
by itself (the table's bots are taken away), the hand-off curtain never rises, the
results screen is not pushed, and the table receives no clicks or keys — only the
replay's controls act. Forward plays the next recorded action through the table's
normal after-step path, so its animations play; back and jumps rebuild the state from
the record (from the nearest kept checkpoint) and snap the table to it, as Undo does.

Whose view: each seat's own observation, the public one (seat None), and for a
finished game only, everything: the public table beside every seat's hidden cards
face up and each face-down deck in the order it will come, top first (scenes/replay_views.py
says what is hidden in each game and where its decks' tops are). A game still under way
is never offered it, so an imported unfinished record cannot show its secrets.

Turns: the record's positions where the game's own turn number changes (replay_views
TURNS); the turn control jumps to the first move of a turn.
"""

from __future__ import annotations

import bisect
import copy
from typing import Any

import pygame

from game.engine import registry
from game.engine.record import GameRecord, replay
from game.engine.session import Session
from sprites import theme
from sprites.furniture import Banner

from ..kit.i18n import shown_seat_name
from ..kit.scene import Scene
from ..kit.table import WAITING_KEYS
from ..kit.table_bots import BOT_PAUSE
from ..kit.widgets import Button, Chooser, Slider, panel, text
from ..tables import table_class
from .replay_hands import ALL_TABLE, BAR, OpenHands
from .replay_views import TURN_LABELS, turn_key, turn_starts

SPEEDS = (0.5, 1.0, 2.0, 4.0)
FIRST_HUMAN = -1  # the default view: the first human seat's (else seat 0's)
ALL = "all"  # the all-seeing view: finished games only
CHECKPOINT = 16  # a copy of the state every this many actions, so a step back replays few
TABLE_SCALE = (BAR[1] - 4) / 720  # the table is drawn whole above the bar, a little smaller
TABLE_X = (1280 - 1280 * TABLE_SCALE) / 2


# The tables' lines for "someone else is deciding" (kit/table.py): in a replay nobody decides,
# so they say who moves next (the banner's own line is replaced by ReplayBanner).


class ReplayBanner(Banner):
    """A table's banner in a replay: the table's own title, and under it who moves next
    rather than its live line ("… is deciding", "your opportunity"): nobody decides here."""

    def __init__(self, table, centre):
        super().__init__(centre)
        self.table = table

    def set(self, title: str, line: str = "") -> None:
        session = self.table.session
        if line and not session.over and isinstance(session.to_act, int):
            line = self.table.t("app.replay.next", name=self.table.seat_name(session.to_act))
        super().set(title, line)


class ReplayTable:
    """Mixed in before a game's table class: the table watches, it does not play."""

    replaying = True

    def __init__(self, app, session):
        super().__init__(app, session)
        self.bots.clear()  # no seat acts by itself (the AI part holds this same dict)
        self.handoff.fixed = True  # the view chosen holds, and no curtain rises
        self.results_shown = True  # the replay stays on the table at the end
        live = self.banner
        self.banner = ReplayBanner(self, live.centre)
        self.banner.set(live.title, live.line)

    @property
    def human_to_act(self) -> bool:
        return False

    def refresh(self) -> None:
        self.observation = self.session.observe(self.viewer)
        self.legal = []  # nobody may act in a replay
        self.on_refresh()

    def t(self, key: str, **args: Any) -> str:
        if key in WAITING_KEYS and "name" in args:
            return super().t("app.replay.next", name=args["name"])
        return super().t(key, **args)

    def check_curtain(self) -> None:
        """Never: the replay chooses whose view is shown."""

    def show_results(self) -> None:
        """The replay's controls stay; no results screen over them."""


_CLASSES: dict[type, type] = {}


def replay_table_class(game_id: str) -> type:
    base = table_class(game_id)
    if base not in _CLASSES:
        _CLASSES[base] = type(f"Replay{base.__name__}", (ReplayTable, base), {})
    return _CLASSES[base]


class ReplayScene(OpenHands, Scene):
    name = "replay"

    def __init__(self, app, record: GameRecord, viewer: int | None = FIRST_HUMAN, at: int = 0):
        """`record` was checked by load_record; watched from move `at` as `viewer` sees it."""
        super().__init__(app)
        self.record = record  # the full record; never changed
        self.game = registry.get(record.game)
        self.copy = self.game.copy_state or copy.deepcopy
        self.total = len(record.actions)
        self.checkpoints = self._checkpoints()
        if viewer == FIRST_HUMAN:
            humans = [i for i, s in enumerate(record.seats) if s.is_human]
            viewer = humans[0] if humans else 0
        if viewer == ALL and not self.finished:
            viewer = None  # a game under way keeps its secrets
        self.viewer = viewer
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.k = max(0, min(self.total, at))
        self._canvas: pygame.Surface | None = None
        session = Session(self.game, self._prefix(self.k), self.state_at(self.k))
        self.table = replay_table_class(self.game.id)(app, session)
        anim = getattr(self.table, "anim", None)
        if anim is not None:  # the chosen speed also speeds the table's animations
            anim.speed = lambda: app.settings.animation_speed * self.speed
        self.set_viewer(self.viewer)
        self.build()

    # -- the record ----------------------------------------------------------------------
    def _checkpoints(self) -> dict[int, Any]:
        """Kept copies every CHECKPOINT actions; on the way, the turn of every position."""
        state = replay(self.record, self.game, 0)
        kept = {0: self.copy(state)}
        actors = self.record.actors
        keys = [turn_key(self.game, state, 0, actors)]
        for index, action in enumerate(self.record.actions):
            self.game.apply(state, action)
            keys.append(turn_key(self.game, state, index + 1, actors))
            if (index + 1) % CHECKPOINT == 0:
                kept[index + 1] = self.copy(state)
        self.finished = state.to_act is None
        self.turns = turn_starts(keys)  # the position where each turn begins
        self.turn_keys = [keys[k] for k in self.turns]
        return kept

    def state_at(self, k: int) -> Any:
        """The state after the record's first k actions, from the nearest checkpoint."""
        base = k - k % CHECKPOINT
        state = self.copy(self.checkpoints[base])
        for action in self.record.actions[base:k]:
            self.game.apply(state, action)
        return state

    def _prefix(self, k: int) -> GameRecord:
        r = self.record
        return GameRecord(r.game, r.rules_version, r.seed, list(r.seats), dict(r.options), list(r.actions[:k]),
                          list(r.barriers[:k]), list(r.actors[:k]))

    @property
    def session(self) -> Session:
        return self.table.session

    # -- moving ----------------------------------------------------------------------------
    def forward(self) -> bool:
        """The next recorded action, animated on the table."""
        if self.k >= self.total:
            return False
        if self.table.busy():
            self.skip()
        step = self.session.act(self.record.actions[self.k])
        self.k += 1
        self.table.after_step(step)
        self.sync()
        return True

    def skip(self) -> None:
        """Finish the table's animations (a click on the table, as in play)."""
        if hasattr(self.table, "skip"):
            self.table.skip()
        elif getattr(self.table, "anim", None) is not None:
            self.table.anim.skip()

    def back(self) -> None:
        """Esc closes the replay."""
        self.app.pop()

    def step_back(self) -> None:
        if self.k > 0:
            self.jump(self.k - 1)

    def jump(self, k: int) -> None:
        """Snap the table to the state after k actions (as an Undo does)."""
        k = max(0, min(self.total, k))
        session = self.session
        session.state = self.state_at(k)
        session.record = self._prefix(k)
        self.k = k
        self.snap()

    def snap(self) -> None:
        self.retell()
        self.table.refresh()
        self.table.on_reset()
        self.table.refresh()
        self.sync()

    def retell(self) -> None:
        """The table's log after a jump: the moves up to this point, as the viewer saw them
        (the table rebuilds it from the session's history, which follows the new prefix)."""
        self.session.forget_history()
        self.table.log_view.rebuild()

    def turn_index(self, k: int | None = None) -> int:
        """The turn position k (default: the one shown) lies in."""
        k = self.k if k is None else k
        return max(0, bisect.bisect_right(self.turns, k) - 1)

    def jump_to_turn(self, index: int) -> None:
        """The table as it stands before the first move of turn `index` (0-based)."""
        self.jump(self.turns[max(0, min(len(self.turns) - 1, index))])

    def choose_turn(self, index: int) -> None:
        """The turn control: one back from the middle of a turn is that turn's first move."""
        here = self.turn_index()
        if index == here - 1 and self.k > self.turns[here]:
            index = here
        self.jump_to_turn(index)

    def step_turn(self, delta: int) -> None:
        """Page Up / Page Down: the turn before or after (no wrapping round)."""
        index = self.turn_index()
        if (delta < 0 and index == 0 and self.k == 0) or (delta > 0 and index == len(self.turns) - 1):
            return
        self.turn_chooser.step(delta)

    def views(self) -> list:
        """Whose view may be watched: each seat, the public, and everything once the game is over."""
        return [*range(len(self.record.seats)), None] + ([ALL] if self.finished else [])

    def set_viewer(self, viewer: int | str | None) -> None:
        if viewer == ALL and not self.finished:
            viewer = None
        self.viewer = viewer
        self.table.handoff.viewer = None if viewer == ALL else viewer
        if hasattr(self, "view_chooser"):
            self.view_chooser.value = viewer
        self.snap()

    def toggle_play(self) -> None:
        if not self.playing and self.k >= self.total:
            self.jump(0)
        self.playing = not self.playing
        self.wait = 0.0

    def set_speed(self, speed: float) -> None:
        self.speed = speed

    def show_results(self) -> None:
        """The game's own results over the replay, at its end; closing them returns here."""
        if not self.session.over:
            return
        self.playing = False
        super(ReplayTable, self.table).show_results()
        results = self.app.top
        if results is not self:
            results.back = self.app.pop
            for button in results.widgets:
                if getattr(button, "label", None) == "app.results.menu":
                    button.label, button.on_click = "app.replay.return", self.app.pop

    # -- controls ----------------------------------------------------------------------------
    def build(self) -> None:
        app, y, h = self.app, BAR[1] + 7, 36
        size = theme.BODY
        self.play_button = Button((196, y, 64, h), lambda: self.t("app.replay.pause" if self.playing else "app.replay.play"),
                                  self.toggle_play, app, primary=True, size=size, key=pygame.K_SPACE)
        self.turn_chooser = Chooser((464, y, 224, h), list(range(len(self.turns))), self.turn_index(),
                                    self.describe_turn, self.choose_turn, app, keycaps=("PgUp", "PgDn"))
        self.slider = Slider((704, y + 8, 178, 20), self.k / max(1, self.total),
                             lambda v: self.jump(round(v * self.total)), app)
        self.view_chooser = Chooser((1010, y, 250, h), self.views(), self.viewer, self.describe_view, self.set_viewer,
                                    app)
        self.results_button = Button((902, y, 100, h), "app.replay.results", self.show_results, app, primary=True,
                                     size=size)
        self.results_button.visible = self.session.over
        self.speed_chooser = Chooser((356, y, 100, h), list(SPEEDS), self.speed,
                                     lambda s: f"×{s:g}", self.set_speed, app)
        self.widgets = [
            Button((20, y, 80, h), "app.back", self.back, app, size=size),
            Button((108, y, 40, h), _literal("|◀"), lambda: self.jump(0), app, size=size, key=pygame.K_HOME),
            Button((152, y, 40, h), _literal("◀"), self.step_back, app, size=size, key=pygame.K_LEFT),
            self.play_button,
            Button((264, y, 40, h), _literal("▶"), self.forward, app, size=size, key=pygame.K_RIGHT),
            Button((308, y, 40, h), _literal("▶|"), lambda: self.jump(self.total), app, size=size, key=pygame.K_END),
            self.speed_chooser,
            self.turn_chooser,
            self.slider,
            self.view_chooser,
            self.results_button,
        ]

    def describe_turn(self, index: int) -> str:
        """The game's own name of the turn (as its banner counts), else its place among all."""
        label = TURN_LABELS.get(self.game.id)
        if label is None:
            words = self.t("app.replay.turn", n=index + 1, total=len(self.turns))
        else:
            words = label(self.turn_keys[index], self.shown_name, self.t)
        return words  # the chooser fits it between its arrows

    def describe_view(self, seat: int | str | None) -> str:
        if seat == ALL:
            return self.t("app.replay.view.all")
        if seat is None:
            return self.t("app.replay.view.public")
        name = shown_seat_name(self.record.seats[seat].name, seat, self.app.settings.language)
        return self.t("app.replay.view.seat", name=name)

    def sync(self) -> None:
        if hasattr(self, "slider") and not self.slider.dragging:
            self.slider.value = self.k / max(1, self.total)
        if hasattr(self, "turn_chooser"):
            self.turn_chooser.value = self.turn_index()

    # -- frame ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_controls(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.step_turn(-1 if event.key == pygame.K_PAGEUP else 1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not _in_bar(event.pos):
            self.skip()
        elif event.type == pygame.MOUSEMOTION and not _in_bar(event.pos):
            x, y = event.pos  # hover tips only; clicks and keys never reach the table
            tx, ty, tw, _ = self.table_rect()
            pos = ((x - tx) * 1280 / tw, (y - ty) * 1280 / tw)
            self.table.handle(pygame.event.Event(event.type, {**event.dict, "pos": pos}))

    def still(self) -> bool:
        return not self.playing and self.table.still()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt)
        self.results_button.visible = self.session.over
        if not self.playing:
            return
        if self.k >= self.total:
            self.playing = False
            return
        if self.table.busy():
            return
        self.wait += dt
        if self.wait >= BOT_PAUSE / (self.speed * max(0.1, self.app.settings.animation_speed)):
            self.wait = 0.0
            self.forward()

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        for widget in [*self.table.widgets, *self.table.controls()]:  # the table's own buttons (Undo, Menu,
            widget.visible = False  # choices) are not for a replay
        if self._canvas is None or self._canvas.get_size() != surface.get_size():
            self._canvas = theme.Layer(surface.get_size(), 0, surface)  # the window's pixel format
        self._canvas.fill(theme.LETTERBOX)
        self._canvas.set_clip(view.stage)
        stage = view.stage
        target = view.rect(self.table_rect())
        with theme.notes_scaled(stage, target):
            self.table.draw(self._canvas)
        self._canvas.set_clip(None)
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        surface.blit(self._canvas.scaled(stage, target.size), target)  # the table's texts with it (bench/layout.py)
        if self.viewer == ALL:
            self.draw_open_hands(surface)
        panel(surface, view, BAR, alpha=215)
        if not self.results_button.visible:
            text(surface, view, self.t("app.replay.move", k=self.k, n=self.total), (950, BAR[1] + 25), theme.SMALL,
                 theme.INK, "center")
        super().draw(surface)


    def table_rect(self) -> tuple[float, float, float, float]:
        """Where the table is drawn, logical: whole above the bar, or beside the open hands."""
        return ALL_TABLE if self.viewer == ALL else (TABLE_X, 0, 1280 * TABLE_SCALE, 720 * TABLE_SCALE)


def _literal(label: str):
    return lambda: label


def _in_bar(pos) -> bool:
    x, y, w, h = BAR
    return x <= pos[0] <= x + w and y <= pos[1] <= y + h
