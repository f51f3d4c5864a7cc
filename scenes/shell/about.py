"""About: who made the games we build on, and the licences of what we ship."""

from __future__ import annotations

import pygame

from sprites import theme

from ..kit.scene import Scene
from ..kit.widgets import Button, panel, paragraph, text

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
        panel(surface, view, (80, 104, 700, 526), alpha=150)
        # both columns flow: each line wraps to its panel and the next starts under it
        text(surface, view, self.t("app.about.credits"), (110, 126), theme.LARGE, theme.GOLD, bold=True)
        y = 126 + theme.grown(34)
        for title, credit in CREDITS:
            y += paragraph(surface, view, self.t(title), (110, y, 650, 0), theme.BODY, theme.INK, 1.25, bold=True)
            y += paragraph(surface, view, self.t(credit), (126, y, 634, 0), theme.SMALL, theme.INK_DIM, 1.25)
            y += theme.grown(4)
        paragraph(surface, view, self.t("app.about.ours"), (110, y, 650, 0), theme.SMALL, theme.INK_DIM, 1.25)
        panel(surface, view, (810, 104, 390, 526), alpha=150)
        text(surface, view, self.t("app.about.licences"), (840, 126), theme.LARGE, theme.GOLD, bold=True)
        y = 126 + theme.grown(36)
        for name, licence in LICENCES:
            y += paragraph(surface, view, name, (840, y, 340, 0), theme.BODY, theme.INK, 1.25)
            y += paragraph(surface, view, licence, (856, y, 324, 0), theme.SMALL, theme.INK_DIM, 1.25)
            y += theme.grown(4)
        paragraph(surface, view, self.t("app.about.licence_files"), (840, y, 340, 0), theme.SMALL, theme.INK_DIM, 1.25)
        super().draw(surface)
