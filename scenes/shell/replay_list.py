"""The kept replays of one game, from the Statistics screen: when it was played, who
played (the winners starred), how it ended; Watch opens it on the game's table, Export
writes it where the player can find it. A record file dropped here is imported."""

from __future__ import annotations

import time

import pygame

from game.engine import registry
from game.engine.record import RecordError, load_record
from game.engine.stats import Finished
from sprites import theme

from ..kit.dialogs import Notice
from ..kit.i18n import ending_name, shown_seat_name
from ..kit.records import kept_record, load_games
from ..kit.scene import Scene
from ..kit.widgets import Button, cell, panel, text
from .replay_files import export_record, import_dropped

ROWS = 9
ROW_H = 48
TOP = 168


def kept_games(game_id: str) -> list[Finished]:
    """The finished games of `game_id` whose record is still kept, newest first."""
    games, _ = load_games()
    return sorted((g for g in games if g.game == game_id and kept_record(g.key) is not None),
                  key=lambda g: -g.when)


class ReplayList(Scene):
    name = "replays"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.games = kept_games(game_id)
        self.first = 0
        self.build()

    def resume(self) -> None:
        self.games = kept_games(self.game_id)
        self.build()

    def build(self) -> None:
        app = self.app
        self.first = max(0, min(self.first, len(self.games) - ROWS))
        self.widgets = []
        for i, game in enumerate(self.games[self.first:self.first + ROWS]):
            y = TOP + i * ROW_H + 6
            self.widgets.append(Button((960, y, 120, 36), "app.replay.watch", (lambda g=game: self.watch(g)), app,
                                       primary=True, size=theme.BODY))
            self.widgets.append(Button((1090, y, 120, 36), "app.replay.export", (lambda g=game: self.export(g)), app,
                                       size=theme.BODY))
        up = Button((1140, 120, 70, 34), lambda: "▲", lambda: self.scroll(-ROWS), app, size=theme.BODY)
        down = Button((1140, 612, 70, 34), lambda: "▼", lambda: self.scroll(ROWS), app, size=theme.BODY)
        up.visible = down.visible = len(self.games) > ROWS
        up.enabled, down.enabled = self.first > 0, self.first + ROWS < len(self.games)
        self.widgets += [up, down, Button((540, 656, 200, 48), "app.back", self.back, app, primary=True)]

    def scroll(self, delta: int) -> None:
        self.first += delta
        self.build()

    # -- actions ---------------------------------------------------------------------------
    def watch(self, game: Finished) -> None:
        path = kept_record(game.key)
        try:
            if path is None:
                raise RecordError("the record is no longer kept")
            record, _ = load_record(path, registry.all_games())
        except RecordError as exc:
            self.app.push(Notice(self.app, "app.replay.unreadable", str(exc)))
            return
        self.app.open("replay", record)

    def export(self, game: Finished) -> None:
        path = kept_record(game.key)
        try:
            if path is None:
                raise RecordError("the record is no longer kept")
            target = export_record(path)
        except (RecordError, OSError) as exc:
            self.app.push(Notice(self.app, "app.replay.unreadable", str(exc)))
            return
        self.app.push(Notice(self.app, "app.replay.exported", self.t("app.replay.exported.text"), str(target)))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.DROPFILE:
            import_dropped(self.app, event.file)
            return
        if event.type == pygame.MOUSEWHEEL and len(self.games) > ROWS:
            self.scroll(-event.y * 3)
            return
        super().handle(event)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        entry = registry.entry(self.game_id)
        title = entry.title_ja if self.app.settings.language == "ja" else entry.title_en
        text(surface, view, self.t("app.replay.list", game=title), (640, 28), theme.HERO, theme.INK, "midtop",
             bold=True)
        text(surface, view, self.t("app.replay.drop"), (640, 96), theme.SMALL, theme.INK_DIM, "midtop")
        panel(surface, view, (50, 130, 1180, 506), alpha=150)
        for key, x in (("when", 70), ("players", 250), ("ending", 600), ("moves", 870)):
            text(surface, view, self.t(f"app.replay.col.{key}"), (x, 142), theme.SMALL, theme.GOLD_MUTED)
        if not self.games:
            text(surface, view, self.t("app.replay.none"), (640, 360), theme.BODY, theme.INK_DIM, "center")
        for i, game in enumerate(self.games[self.first:self.first + ROWS]):
            y = TOP + i * ROW_H
            if i % 2 == 0:
                theme.alpha_rect(surface, view.rect((60, y, 1160, ROW_H - 2)), (0, 0, 0, 36), view.px(6))
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(game.when))
            language = self.app.settings.language
            players = self.app.t.joined(("★" if s in game.winners else "") + shown_seat_name(name, s, language)
                                for s, (name, _) in enumerate(game.seats))
            cells = ((when, 70, 170), (players, 250, 340), (self.ending(game), 600, 260), (str(game.length), 870, 70))
            for value, x, width in cells:
                cell(surface, view, value, (x, y + 3, width, ROW_H - 8), theme.BODY, theme.INK)
        super().draw(surface)

    def ending(self, game: Finished) -> str:
        if self.app.t.has(game.ending):
            return ending_name(game.ending, self.t)
        return game.ending or "—"
