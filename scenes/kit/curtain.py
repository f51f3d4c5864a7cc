"""The hand-off curtain: the table is hidden until the next person is ready."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from sprites import theme

from .dialogs import PauseMenu
from .scene import Scene
from .table_layers import FreshInput
from .widgets import text


class Curtain(Scene):
    """Opaque: nothing of the table below is drawn while it is up."""

    name = "curtain"
    overlay = False

    def __init__(self, app, seat_name: str | Callable[[], str], on_ready):
        """`seat_name` may be asked again at each frame: a language chosen meanwhile (Esc,
        Settings) renames a default 'Player 2' at once."""
        super().__init__(app)
        self.seat_name = seat_name
        self.on_ready = on_ready
        self.age = 0.0
        self.fresh = FreshInput()  # only a press begun once it is drawn lifts it

    def ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def handle(self, event) -> None:
        if not self.fresh.takes(event):  # a click meant for the table must not lift the curtain
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 or event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            table = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
            self.app.push(PauseMenu(self.app, table))

    def update(self, dt: float) -> None:
        self.age += dt
        self.fresh.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.fresh.draw()
        view = self.app.view
        surface.fill(theme.CARD_BACK)
        # the back pattern, large and calm
        cx, cy = view.point(640, 300)
        for ring in range(5):
            r = view.px(70 + ring * 46)
            points = []
            for i in range(14):
                rr = r if i % 2 == 0 else r * 0.62
                a = -math.pi / 2 + i * math.pi / 7
                points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            pygame.draw.polygon(surface, (52, 60, 88) if ring % 2 else (44, 52, 80), points, max(1, view.px(2)))
        pulse = 0.5 + 0.5 * math.sin(self.age * 2.4)
        name = self.seat_name() if callable(self.seat_name) else self.seat_name
        text(surface, view, self.t("app.curtain.pass", name=name), (640, 300), theme.HERO, theme.INK,
             "center", bold=True)
        colour = tuple(int(a + (b - a) * pulse) for a, b in zip(theme.GOLD_MUTED, theme.GOLD))
        text(surface, view, self.t("app.curtain.ready"), (640, 360), theme.LARGE, colour, "center")
        text(surface, view, self.t("app.curtain.others"), (640, 640), theme.SMALL, theme.INK_DIM, "center")
