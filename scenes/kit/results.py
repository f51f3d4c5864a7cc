"""The end of a game: the ending's title and text, why, who won, the scores.

"Review the table" (or Esc) hides the overlay so the final board and log can be read;
"Back to results" (or Esc again) shows it again. Only the Menu button leaves."""

from __future__ import annotations

import pygame

from game.engine.record import Seat
from sprites import theme

from .i18n import shown_seat_name
from .scene import Scene
from .widgets import Button, panel, paragraph, text


class ResultsScene(Scene):
    name = "results"
    overlay = True

    def __init_subclass__(cls, **kwargs) -> None:
        # every game's ending draws itself; while the table is reviewed none of it shows
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("draw")
        if own is not None:
            def draw(self, surface: pygame.Surface, _own=own) -> None:
                if self.reviewing:
                    self.draw_review(surface)
                else:
                    _own(self, surface)
                    self.draw_joined(surface)
            cls.draw = draw

    def seat_name(self, seat: int) -> str:
        """The seat's name as the table shows it (a default name in the current language)."""
        return shown_seat_name(self.session.record.seats[seat].name, seat, self.app.settings.language)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.age = 0.0
        result = session.result
        won = bool(result and result.winners)
        app.play("success" if won else "failure")
        self.reviewing = False
        # A joined player's game is the host's: only the host starts another. This screen waits
        # for the host's word, and offers the Join screen (the host's next game) and the menu.
        self.joined = bool(getattr(session, "joined", False))
        first = Button((335, 590, 190, 50), "net.results.join", self.join_next, app, primary=True) if self.joined \
            else Button((335, 590, 190, 50), "app.results.again", self.again, app, primary=True)
        self.widgets = [
            first,
            Button((545, 590, 190, 50), "app.results.review", self.toggle_review, app),
            Button((755, 590, 190, 50), "app.results.menu", self.to_menu, app),
        ]
        self.back_button = Button((1052, 6, 212, 40), "app.results.back", self.toggle_review, app, primary=True,
                                  size=theme.BODY)

    def table_below(self):
        """The table under this overlay (its board and log are what is reviewed)."""
        scenes = self.app.scenes
        if self in scenes:
            below = scenes[:scenes.index(self)]
            if below and getattr(below[-1], "session", None) is self.session:
                return below[-1]
        return None

    def toggle_review(self) -> None:
        self.reviewing = not self.reviewing
        table = self.table_below()
        if table is not None and not self.reviewing:
            table.forget()  # no tooltip nor full log from the review is left under the results

    def handle(self, event) -> None:
        if not self.reviewing:
            super().handle(event)
            return
        table = self.table_below()
        history = getattr(table, "history", None)
        if history is not None and history.open and history.event(event):
            return  # the full log over the final board takes everything (Esc or L closes it)
        if self.back_button.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle_review()
            return
        if history is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN) \
                and history.event(event):
            return  # the log panel's Full log button, or L
        if table is not None and event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            table.handle(event)  # the log scrolls, the tooltips read the final board

    def join_next(self) -> None:
        """Leave the host's finished game for the Join screen, where its next game is found."""
        self.app.open("menu")  # the table leaves and closes its connection
        self.app.open("join")

    def joined_line(self) -> str:
        """What a joined player waits for: the host's word, or what the host said."""
        table = self.table_below()
        said = getattr(getattr(table, "net", None), "line", "")
        return said or self.t("net.results.wait")

    def draw_joined(self, surface: pygame.Surface) -> None:
        if self.joined:
            text(surface, self.app.view, self.joined_line(), (640, 572), theme.BODY, theme.INK_DIM, "center")

    def again(self) -> None:
        if self.joined:
            return  # a joined seat cannot start the host's game again (its button is Join a game)
        record = self.session.record
        seats = [Seat(s.name, s.kind) for s in record.seats]
        self.app.open("new_game", self.session.game, seats, dict(record.options))

    def to_menu(self) -> None:
        self.app.open("menu")

    def back(self) -> None:
        """Esc: look at the table (never straight out to the menu)."""
        self.toggle_review()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt
        self.back_button.update(dt)
        table = self.table_below()
        if self.joined and getattr(table, "net", None) is not None:
            table.net.update(dt)  # the host's word (it closed the game) still arrives here
        if self.reviewing and table is not None:
            table.update(dt)  # the tooltip's wait, the log's scroll

    def still(self) -> bool:
        table = self.table_below()
        if self.joined and getattr(table, "net", None) is not None:
            return False  # the host's word may come
        return not (self.reviewing and table is not None and not table.still())

    def draw_review(self, surface: pygame.Surface) -> None:
        self.back_button.draw(surface, self.app.view)

    def dim(self, surface: pygame.Surface, darkest: int = 150) -> None:
        """Darken the table behind the ending as it fades in (full after 0.4 s)."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, min(darkest, int(self.age * 400))))
        surface.blit(shade, (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        if self.reviewing:
            self.draw_review(surface)
            return
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
            y += paragraph(surface, view, self.t(story), (340, y, 600, 0), theme.BODY)
        if result.reason:
            y += paragraph(surface, view, self.t(result.reason), (340, y + 6, 600, 0), theme.BODY, theme.INK_DIM) + 10
        if result.winners and len(result.winners) < len(seats):
            names = self.app.t.joined(self.seat_name(i) for i in result.winners)
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
                text(surface, view, self.seat_name(seat), (490, y + 10), theme.BODY, theme.INK, "midleft")
                text(surface, view, str(score), (800, y + 10), theme.LARGE, theme.GOLD, "midright", bold=True)
                y += 30
        for key, value in result.details:
            if y > 560:
                break
            label = self.t(key) if self.app.t.has(key) else key
            text(surface, view, label, (490, y + 10), theme.SMALL, theme.INK_DIM, "midleft")
            text(surface, view, str(value), (800, y + 10), theme.BODY, theme.INK, "midright")
            y += 24
        self.draw_joined(surface)
        super().draw(surface)
