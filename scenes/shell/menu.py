"""The main menu: the five games, Resume, Free Table, Settings, Rules, About, Quit."""

from __future__ import annotations

import math

import pygame

from game.engine import registry
from sprites import theme

from ..kit import autosave
from ..kit.autosave import check_autosave, take
from ..kit.scene import Scene
from ..kit.storage import say
from ..kit.widgets import Button, panel, text


NOTICE_W = 540  # the notices' column: from the buttons' left edge to the window's margin


class MainMenu(Scene):
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        self.saved = None  # (record, state) of an unfinished game, if any
        self.saved_error = ""  # why the autosave was refused (English, for the bug report)
        self.found = None
        self.waiting = 0  # games under Resume: the autosave's and those in waiting/
        self.unsaid: list[tuple[str, dict]] = []  # the saves' notices this menu shows, not yet drawn
        self.notices: list[tuple[str, dict]] = []  # lines said once: this menu shows them, the next does not
        self.build()

    def enter(self) -> None:
        self.find_saved_game()
        self.build()

    def resume(self) -> None:
        self.enter()

    def find_saved_game(self) -> None:
        self.found = check_autosave()  # replayed once per version of the file, not per visit
        self.saved, self.saved_error = self.found.saved, self.found.reason
        notice = autosave.refused_notice(self.found)
        if notice is not None:
            autosave.tell(notice)
        self.unsaid = autosave.pending()  # said once: taken off the list when this menu is drawn
        self.notices.extend(n for n in self.unsaid if n not in self.notices)
        self.waiting = autosave.waiting_count()
        storage = getattr(self.app, "storage", None)
        if storage is not None:
            self.notices.extend(storage.take_notices())
            unsaved = ("app.storage.unsaved", dict(storage.unsaved_why or {}))
            if storage.unsaved_why is not None and unsaved not in self.notices:
                self.notices.append(unsaved)  # said on every visit, not once: games are still not saved

    def build(self) -> None:
        app = self.app
        self.widgets = []
        y = 196
        for entry in registry.ENTRIES:
            if entry.example:
                continue
            playable = registry.is_playable(entry.id)
            button = Button(
                (120, y, 500, 62),
                (lambda e=entry: e.title_ja if app.settings.language == "ja" else e.title_en),
                (lambda e=entry: self.open_setup(e.id)),
                app,
                subtitle=(lambda e=entry, p=playable: self.subtitle(e, p)),
            )
            button.enabled = playable
            self.widgets.append(button)
            y += 74
        self.widgets.append(Button((120, y + 12, 500, 50), "app.menu.join", self.open_join, app))  # under the games
        self.widgets.append(Button((120, y + 74, 500, 50), "app.menu.freetable_net",  # its seats, some joining
                                   lambda: self.open_setup("freetable"), app))
        x, y = 720, 196
        resume = Button((x, y, 440, 62), "app.menu.resume", self.resume_game, app, primary=True,
                        subtitle=self.resume_subtitle)
        resume.enabled = self.saved is not None or self.waiting > 0
        self.widgets.append(resume)
        y += 86
        for label, action in (
            ("app.menu.freetable", self.open_free_table),
            ("app.menu.statistics", self.open_statistics),
            ("app.menu.settings", self.open_settings),
            ("app.menu.rules", self.open_rules),
            ("app.menu.about", self.open_about),
            ("app.quit", self.quit),
        ):
            self.widgets.append(Button((x, y, 440, 50), label, action, app))
            y += 62

    def subtitle(self, entry, playable: bool) -> str:
        other = entry.title_en if self.app.settings.language == "ja" else entry.title_ja
        players = self.t("app.menu.players", n=entry.players_text)
        if not playable:
            return f"{other} · {players} · {self.t('app.menu.unavailable')}"
        return f"{other} · {players}"

    def resume_subtitle(self) -> str:
        if self.waiting > 1 or self.waiting and self.saved is None:
            return self.t("app.menu.resume.waiting", n=self.waiting)
        if self.saved is None:
            return self.t("app.menu.resume.none") if not self.saved_error else self.t("app.menu.resume.damaged")
        record, _ = self.saved
        entry = registry.entry(record.game)
        title = entry.title_ja if self.app.settings.language == "ja" else entry.title_en
        return self.t("app.menu.resume.detail", game=title, moves=len(record.actions))

    # -- actions -------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.DROPFILE:  # a record file dropped on the window: import it
            from .replay_files import import_dropped

            import_dropped(self.app, event.file)
            return
        super().handle(event)

    def open_setup(self, game_id: str) -> None:
        self.app.open("setup", game_id)

    def resume_game(self) -> None:
        if self.waiting > 1 or self.waiting and self.saved is None:
            self.app.open("resume")  # which one: the list of what waits
            return
        if self.saved is None:
            return
        take(self.found)
        record, state = self.saved
        from ..tables import open_table  # the tables load when a game is first opened

        open_table(self.app, record, state)

    def open_join(self) -> None:
        self.app.open("join")

    def open_free_table(self) -> None:
        self.app.open("freetable")
        from ..tables import host_if_joined  # a saved table with hands that join is hosted again

        if getattr(self.app.top, "net", "none") is None:
            host_if_joined(self.app, self.app.top)

    def open_statistics(self) -> None:
        self.app.open("statistics")

    def open_settings(self) -> None:
        self.app.open("settings")

    def open_rules(self) -> None:
        self.app.open("rules")

    def open_about(self) -> None:
        self.app.open("about")

    def quit(self) -> None:
        self.app.running = False

    def back(self) -> None:
        from ..kit.dialogs import Confirm

        self.app.push(Confirm(self.app, "app.confirm.quit", self.quit))

    def notice_lines(self) -> list[str]:
        """The newest notices wrapped to the column under the buttons: two lines (an older
        notice gives way to a newer one that needs both), never cut, so a path is read whole."""
        view, lines = self.app.view, []
        for key, args in reversed(self.notices[-2:]):
            wrapped = theme.wrap(say(self.t, key, args), view.px(theme.SMALL), view.px(NOTICE_W))
            if lines and len(lines) + len(wrapped) > 2:
                break
            lines = wrapped + lines
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        if self.unsaid:  # on screen now: the next menu does not say them again
            autosave.said(self.unsaid)
            self.unsaid = []
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        draw_title(surface, view, self.t)
        panel(surface, view, (96, 176, 548, 388), alpha=120)
        text(surface, view, self.t("app.menu.games"), (104, 170), theme.SMALL, theme.GOLD_MUTED, "bottomleft")
        for i, line in enumerate(self.notice_lines()):
            text(surface, view, line, (720, 644 + 16 * i), theme.SMALL, theme.DANGER)
        text(surface, view, self.t("app.menu.hint"), (1260, 714), theme.SMALL, theme.INK_DIM, "bottomright")  # under no button
        super().draw(surface)


def draw_title(surface, view, t) -> None:
    """The wordmark: a seven-pointed star and the name in both languages."""
    cx, cy = view.point(120 + 26, 100)
    r = view.px(26)
    points = []
    for i in range(14):
        rr = r if i % 2 == 0 else r * 0.5
        a = -math.pi / 2 + i * math.pi / 7
        points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, (90, 66, 20), points, max(1, view.px(1.5)))
    text(surface, view, "Seven Tables", (186, 100), theme.HERO + 6, theme.INK, "midleft", bold=True)
    text(surface, view, "セブン・テーブルズ  ·  " + t("app.tagline"), (188, 140), theme.BODY, theme.GOLD_MUTED, "midleft")
