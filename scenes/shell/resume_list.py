"""Resume, when more than one game waits: every unfinished game (the one saved last first,
then the others newest first) with its title, who plays, how many moves were played and
when it was last saved. Resume plays one on; Discard gives one up, after asking. A save that
cannot be read is set aside and said here once, in words."""

from __future__ import annotations

import time

import pygame

from game.engine import registry
from sprites import theme

from ..kit import autosave
from ..kit.dialogs import Confirm
from ..kit.i18n import shown_seat_name
from ..kit.scene import Scene
from ..kit.storage import say
from ..kit.table_recap import fit_text
from ..kit.widgets import Button, cell, panel, text

ROWS = 8
ROW_H = 54
TOP = 168


class ResumeList(Scene):
    name = "resume"

    def __init__(self, app):
        super().__init__(app)
        self.games: list[autosave.Waiting] = []
        self.notices: list[tuple[str, dict]] = []  # said on this visit, not on the next
        self.first = 0
        self.read()

    def read(self) -> None:
        self.games = autosave.waiting_games()
        self.notices += autosave.take_notices()
        self.build()

    def resume(self) -> None:
        self.read()

    def build(self) -> None:
        app = self.app
        self.first = max(0, min(self.first, len(self.games) - ROWS))
        self.widgets = []
        for i, game in enumerate(self.games[self.first:self.first + ROWS]):
            y = TOP + i * ROW_H + 8
            self.widgets.append(Button((950, y, 130, 38), "app.resume.play", (lambda g=game: self.play(g)), app,
                                       primary=True, size=theme.BODY))
            self.widgets.append(Button((1090, y, 120, 38), "app.resume.discard", (lambda g=game: self.ask_discard(g)),
                                       app, size=theme.BODY))
        up = Button((1140, 120, 70, 34), lambda: "▲", lambda: self.scroll(-ROWS), app, size=theme.BODY)
        down = Button((1140, 612, 70, 34), lambda: "▼", lambda: self.scroll(ROWS), app, size=theme.BODY)
        up.visible = down.visible = len(self.games) > ROWS
        up.enabled, down.enabled = self.first > 0, self.first + ROWS < len(self.games)
        self.widgets += [up, down, Button((540, 656, 200, 48), "app.back", self.back, app)]

    def scroll(self, delta: int) -> None:
        self.first += delta
        self.build()

    # -- actions ---------------------------------------------------------------------------
    def play(self, game: autosave.Waiting) -> None:
        from ..tables import open_table  # the tables load when a game is first opened

        autosave.bring_forward(game)  # it becomes the autosave; the game there waits in its place
        found = autosave.check_autosave()
        if found.saved is None:  # gone or damaged since the list was read
            self.read()
            return
        autosave.take(found)
        open_table(self.app, *found.saved)

    def ask_discard(self, game: autosave.Waiting) -> None:
        self.app.push(Confirm(self.app, "app.resume.discard.confirm", lambda: self.discard(game)))

    def discard(self, game: autosave.Waiting) -> None:
        autosave.discard(game)
        self.read()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and len(self.games) > ROWS:
            self.scroll(-event.y * 3)
            return
        super().handle(event)

    # -- drawing -------------------------------------------------------------------------------
    def players(self, game: autosave.Waiting) -> str:
        language = self.app.settings.language
        names = [shown_seat_name(seat.name, i, language) if seat.is_person
                 else self.t("app.resume.ai", name=shown_seat_name(seat.name, i, language))
                 for i, seat in enumerate(game.record.seats)]
        return self.app.t.joined(names)

    def when(self, game: autosave.Waiting) -> str:
        then = time.localtime(game.when)
        if time.strftime("%Y-%m-%d", then) == time.strftime("%Y-%m-%d"):
            return self.t("app.resume.today", time=time.strftime("%H:%M", then))
        return time.strftime("%Y-%m-%d %H:%M", then)

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        language = self.app.settings.language
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        text(surface, view, self.t("app.resume.title"), (640, 28), theme.HERO, theme.INK, "midtop", bold=True)
        text(surface, view, self.t("app.resume.hint"), (640, 96), theme.SMALL, theme.INK_DIM, "midtop")
        panel(surface, view, (50, 130, 1180, 506), alpha=150)
        for key, x in (("app.resume.col.game", 70), ("app.resume.col.players", 380), ("app.resume.col.moves", 700),
                       ("app.resume.col.when", 790)):
            text(surface, view, self.t(key), (x, 142), theme.SMALL, theme.GOLD_MUTED)
        if not self.games:
            text(surface, view, self.t("app.menu.resume.none"), (640, 360), theme.BODY, theme.INK_DIM, "center")
        for i, game in enumerate(self.games[self.first:self.first + ROWS]):
            y = TOP + i * ROW_H
            if i % 2 == 0:
                theme.alpha_rect(surface, view.rect((60, y, 1160, ROW_H - 2)), (0, 0, 0, 36), view.px(6))
            entry = registry.entry(game.record.game)
            title = entry.title_ja if language == "ja" else entry.title_en
            cells = ((title, 70, 296), (self.players(game), 380, 300), (str(len(game.record.actions)), 700, 80),
                     (self.when(game), 790, 150))
            for value, x, width in cells:  # level with the buttons' words; a long one on two lines, or smaller
                cell(surface, view, value, (x, y + 1, width, ROW_H - 2), theme.BODY, theme.INK)
        for i, (key, args) in enumerate(self.notices[-2:]):
            text(surface, view, fit_text(say(self.t, key, args), view, theme.SMALL, 1160), (64, 600 + 16 * i),
                 theme.SMALL, theme.DANGER)
        super().draw(surface)
