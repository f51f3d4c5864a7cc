"""About: who made the games we build on, and the licences of what we ship."""

from __future__ import annotations

import pygame

from sprites import theme

from ..kit.scene import Scene
from ..kit.widgets import Button, panel, text

CREDITS = (
    # (title key, credit key)
    ("app.about.requiem", "app.about.requiem.by"),
    ("app.about.marenzan", "app.about.marenzan.by"),
    ("app.about.tonight", "app.about.tonight.by"),
    ("app.about.enfield", "app.about.enfield.by"),
    ("app.about.kami", "app.about.kami.by"),
)
LICENCES = (
    ("Seven Tables", "MIT"),
    ("pygame-ce", "LGPL 2.1"),
    ("SDL 2", "zlib"),
    ("pymunk / Chipmunk2D", "MIT"),
    ("Noto Sans CJK JP (subset)", "SIL Open Font License 1.1"),
    ("Python", "PSF License"),
    ("PyInstaller bootloader", "GPL 2 with the bootloader exception"),
)


class AboutScene(Scene):
    name = "about"

    def __init__(self, app):
        super().__init__(app)
        self.widgets = [Button((540, 640, 200, 48), "app.back", self.back, app, primary=True)]

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        text(surface, view, self.t("app.menu.about"), (640, 40), theme.HERO, theme.INK, "midtop", bold=True)
        panel(surface, view, (80, 110, 700, 510), alpha=150)
        text(surface, view, self.t("app.about.credits"), (110, 130), theme.LARGE, theme.GOLD, bold=True)
        y = 170
        for title, credit in CREDITS:
            text(surface, view, self.t(title), (110, y), theme.BODY, theme.INK, bold=True)
            for line in self.t(credit).split("\n"):
                y += 20
                text(surface, view, line, (126, y), theme.SMALL, theme.INK_DIM)
            y += 30
        text(surface, view, self.t("app.about.ours"), (110, y + 4), theme.SMALL, theme.INK_DIM)
        panel(surface, view, (810, 110, 390, 510), alpha=150)
        text(surface, view, self.t("app.about.licences"), (840, 130), theme.LARGE, theme.GOLD, bold=True)
        y = 175
        for name, licence in LICENCES:
            text(surface, view, name, (840, y), theme.BODY, theme.INK)
            text(surface, view, licence, (856, y + 20), theme.SMALL, theme.INK_DIM)
            y += 52
        text(surface, view, self.t("app.about.licence_files"), (840, y + 4), theme.SMALL, theme.INK_DIM)
        super().draw(surface)
