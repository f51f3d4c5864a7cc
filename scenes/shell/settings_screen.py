"""Settings: language, volumes, animation speed, fullscreen, hints, the AIs' pace, Hard's thinking time,
first-game tips, text size, card size, reduced motion. Saved at once."""

from __future__ import annotations

import pygame

from sprites import theme

from ..kit.scene import Scene
from ..kit.settings import AI_PACES, ANIMATION_SPEEDS, CARD_SIZES, TEXT_SIZES, THINK_TIMES
from ..kit.widgets import Button, Chooser, Slider, Toggle, panel, text

ROWS = ("language", "master", "effects", "music", "speed", "fullscreen", "hints", "ai_pace", "pause_after_ai",
        "hard_think", "first_tips", "text_size", "card_size", "reduced_motion")
TOP, STEP = 112, 37  # the first row's top and the rows' pitch: every row and Back fit at 960×540

class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        x, w, h = 640, 360, 34
        y = [TOP + i * STEP for i in range(len(ROWS))]
        on_off = lambda v: self.t("app.on") if v else self.t("app.off")
        self.widgets = [
            Chooser((x, y[0], w, h), ["en", "ja"], s.language, lambda v: "English" if v == "en" else "日本語",
                    self.set_language, app),
            Slider((x, y[1] + 7, w, 20), s.master_volume, lambda v: self.set("master_volume", v), app),
            Slider((x, y[2] + 7, w, 20), s.effects_volume, lambda v: self.set("effects_volume", v), app),
            Slider((x, y[3] + 7, w, 20), s.music_volume, lambda v: self.set("music_volume", v), app),
            Chooser((x, y[4], w, h), list(ANIMATION_SPEEDS), min(ANIMATION_SPEEDS, key=lambda v: abs(v - s.animation_speed)),
                    lambda v: f"×{v:g}", lambda v: self.set("animation_speed", v), app),
            Toggle((x, y[5], w, h), s.fullscreen, on_off, self.set_fullscreen, app),
            Toggle((x, y[6], w, h), s.show_hints, on_off, lambda v: self.set("show_hints", v), app),
            Chooser((x, y[7], w, h), list(AI_PACES), s.ai_pace, lambda v: self.t(f"app.settings.pace.{v}"),
                    lambda v: self.set("ai_pace", v), app),
            Toggle((x, y[8], w, h), s.pause_after_ai, on_off, lambda v: self.set("pause_after_ai", v), app),
            Chooser((x, y[9], w, h), list(THINK_TIMES), min(THINK_TIMES, key=lambda v: abs(v - s.hard_think)),
                    lambda v: self.t("app.settings.seconds", n=f"{v:g}"), lambda v: self.set("hard_think", v), app),
            Toggle((x, y[10], w, h), s.first_tips, on_off, self.set_first_tips, app),
            Chooser((x, y[11], w, h), list(TEXT_SIZES), s.text_size, lambda v: f"{v} %", lambda v: self.set("text_size", v), app),
            Chooser((x, y[12], w, h), list(CARD_SIZES), s.card_size, lambda v: f"{v} %", lambda v: self.set("card_size", v), app),
            Toggle((x, y[13], w, h), s.reduced_motion, on_off, lambda v: self.set("reduced_motion", v), app),
            Button((540, 652, 200, 48), "app.back", self.back, app, primary=True),
        ]

    def set_language(self, language: str) -> None:
        self.app.set_language(language)

    @property
    def fullscreen_toggle(self) -> Toggle:
        return self.widgets[5]

    def set_fullscreen(self, on: bool) -> None:
        if on != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.fullscreen_toggle.value = self.app.settings.fullscreen  # F11 may change it while this is open

    def set_first_tips(self, on: bool) -> None:
        """Off: no first-game tips. On again: every game's tips show anew on its next opening."""
        if on:
            self.app.settings.tips_seen = []
        self.set("first_tips", on)

    def set(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        self.app.settings.clamp()
        self.app.apply_volumes()
        self.app.apply_display()
        self.app.settings.save()

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        text(surface, view, self.t("app.menu.settings"), (640, 36), theme.HERO, theme.INK, "midtop", bold=True)
        panel(surface, view, (260, TOP - 22, 760, STEP * len(ROWS) + 30), alpha=140)
        for i, row in enumerate(ROWS):
            text(surface, view, self.t(f"app.settings.{row}"), (300, TOP + 17 + i * STEP), theme.LARGE, theme.INK,
                 "midleft")
        super().draw(surface)
