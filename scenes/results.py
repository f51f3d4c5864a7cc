"""The end of a game: the ending's title and text, why, who won, the scores."""

from __future__ import annotations

import pygame

from game.engine.record import Seat
from sprites import theme

from .scene import Scene
from .widgets import Button, panel, paragraph, text


class ResultsScene(Scene):
    name = "results"
    overlay = True

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.age = 0.0
        result = session.result
        won = bool(result and result.winners)
        app.play("success" if won else "failure")
        self.widgets = [
            Button((440, 590, 190, 50), "app.results.again", self.again, app, primary=True),
            Button((650, 590, 190, 50), "app.results.menu", self.to_menu, app),
        ]

    def again(self) -> None:
        from .setup import random_seed
        from .tables import start_game

        record = self.session.record
        seats = [Seat(s.name, s.kind) for s in record.seats]
        start_game(self.app, self.session.game, seats, random_seed(), dict(record.options))

    def to_menu(self) -> None:
        from .menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

    def back(self) -> None:
        self.to_menu()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt

    def dim(self, surface: pygame.Surface, darkest: int = 150) -> None:
        """Darken the table behind the ending as it fades in (full after 0.4 s)."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, min(darkest, int(self.age * 400))))
        surface.blit(shade, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        self.dim(surface)
        result = self.session.result
        seats = self.session.record.seats
        panel(surface, view, (300, 110, 680, 550))
        ending = self.t(result.ending)
        text(surface, view, ending, (640, 140), theme.HERO, theme.GOLD, "midtop", bold=True)
        y = 200
        story = result.ending + ".text"
        if self.app.t.has(story):
            y += paragraph(surface, view, self.t(story), (340, y, 600, 150), theme.BODY)
        if result.reason:
            y += paragraph(surface, view, self.t(result.reason), (340, y + 6, 600, 60), theme.BODY, theme.INK_DIM) + 10
        if result.winners and len(result.winners) < len(seats):
            names = ", ".join(seats[i].name for i in result.winners)
            text(surface, view, self.t("app.results.winners", names=names), (640, y + 10), theme.LARGE, theme.INK,
                 "midtop")
            y += 40
        elif not result.winners:
            text(surface, view, self.t("app.results.nobody"), (640, y + 10), theme.LARGE, theme.INK_DIM, "midtop")
            y += 40
        if result.scores:
            y += 16
            for seat, score in enumerate(result.scores[: len(seats)]):
                theme.draw_marker(surface, view.point(470, y + 10), view.px(7), seat)
                text(surface, view, seats[seat].name, (490, y + 10), theme.BODY, theme.INK, "midleft")
                text(surface, view, str(score), (800, y + 10), theme.LARGE, theme.GOLD, "midright", bold=True)
                y += 30
        for key, value in result.details:
            if y > 560:
                break
            label = self.t(key) if self.app.t.has(key) else key
            text(surface, view, label, (490, y + 10), theme.SMALL, theme.INK_DIM, "midleft")
            text(surface, view, str(value), (800, y + 10), theme.BODY, theme.INK, "midright")
            y += 24
        super().draw(surface)
