"""Game setup: for each seat a name and Human or an AI level, the game's options
(every choice made before the first turn), and a seed with a random default."""

from __future__ import annotations

import os

import pygame

from game.engine import registry
from game.engine.record import Seat
from sprites import theme

from .scene import Scene
from .widgets import Button, Chooser, TextBox, panel, text

SEAT_KINDS = ("human", "easy", "normal", "hard")
ROW_H = 52


def _deck_builder(game_id: str):
    """A game's deck builder module (scenes/deckbuilder_<id>.py), if it has one."""
    import importlib

    try:
        return importlib.import_module(f"scenes.deckbuilder_{game_id}")
    except ModuleNotFoundError:
        return None


def random_seed() -> int:
    return int.from_bytes(os.urandom(3), "big")


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game_id: str, players: int | None = None, seed: int | None = None):
        super().__init__(app)
        self.game = registry.get(game_id)
        self.entry = registry.entry(game_id)
        self.players = players or max(self.game.min_players, min(self.game.max_players, 3))
        self.names = [self.default_name(i) for i in range(self.game.max_players)]
        self.kinds = ["human"] + ["normal"] * (self.game.max_players - 1)
        self.options: dict = {}
        self.seed = seed if seed is not None else random_seed()
        self.error = ""
        self.builder = _deck_builder(game_id)
        self.reset_options()
        self.build()

    def default_name(self, seat: int) -> str:
        return self.t("app.setup.seat_name", n=seat + 1)

    def reset_options(self) -> None:
        for option in self.game.options:
            self.options[option.key] = option.default_for(self.players)

    # -- layout ---------------------------------------------------------------
    def build(self) -> None:
        app = self.app
        g = self.game
        w: list = []
        if g.min_players != g.max_players:
            w.append(Chooser((290, 118, 200, 36), list(range(g.min_players, g.max_players + 1)), self.players,
                             lambda n: self.t("app.menu.players", n=n), self.set_players, app))
        seat_opts = [o for o in g.options if o.kind == "per_seat"]
        y = 196
        for seat in range(self.players):
            w.append(TextBox((96, y, 200, 40), self.names[seat], 14, on_change=lambda v, s=seat: self.set_name(s, v),
                             app=app))
            w.append(Chooser((306, y, 170, 40), list(SEAT_KINDS), self.kinds[seat],
                             lambda k: self.t(f"app.seat.{k}"), lambda v, s=seat: self.set_kind(s, v), app))
            x = 486
            if self.builder is not None:
                w.append(Button((486 + 260 * len(seat_opts), y, 140, 40), "app.setup.deck_builder",
                                lambda s=seat: self.builder.open_from_setup(self, s), app, size=theme.BODY))
            for option in seat_opts:
                value = self.options[option.key][seat]
                w.append(Chooser((x, y, 250, 40), list(option.choices), value,
                                 lambda v, o=option: self.t(f"{g.id}.option.{o.key}.{v}"),
                                 lambda v, s=seat, o=option: self.set_seat_option(o, s, v), app))
                x += 260
            y += ROW_H
        y = 196
        for option in self.shown_options():
            if option.kind == "int" and option.maximum - option.minimum > 24:
                w.append(TextBox((960, y + 20, 220, 36), str(self.options[option.key]), 6, allowed=str.isdigit,
                                 on_change=lambda v, o=option: self.set_int(o, v), app=app))
                y += 64
                continue
            if option.kind == "bool":
                choices, describe = [False, True], (lambda v: self.t("app.on") if v else self.t("app.off"))
            elif option.kind == "int":
                choices, describe = list(range(option.minimum, option.maximum + 1)), str
            else:
                choices, describe = list(option.choices), (lambda v, o=option: self.t(f"{g.id}.option.{o.key}.{v}"))
            w.append(Chooser((960, y + 20, 220, 36), choices, self.options[option.key], describe,
                             lambda v, o=option: self.options.__setitem__(o.key, v), app))
            y += 64
        self.seed_box = TextBox((960, 560, 150, 40), str(self.seed), 9, allowed=str.isdigit,
                                on_change=self.set_seed, app=app)
        w.append(self.seed_box)
        w.append(Button((1118, 560, 62, 40), "app.setup.reroll", self.reroll, app, size=theme.SMALL))
        w.append(Button((96, 630, 180, 50), "app.back", self.back, app))
        w.append(Button((292, 630, 180, 50), "app.menu.rules", self.open_rules, app))
        w.append(Button((960, 630, 220, 50), "app.setup.start", self.start, app, primary=True, key=pygame.K_RETURN))
        self.widgets = w

    def shown_options(self) -> list:
        """The game-wide options this screen sets (a game's own screens set the rest)."""
        return [o for o in self.game.options if o.kind in ("bool", "choice", "int")]

    # -- changes --------------------------------------------------------------
    def set_int(self, option, value: str) -> None:
        if value:
            self.options[option.key] = max(option.minimum, min(option.maximum, int(value)))

    def set_players(self, n: int) -> None:
        self.players = n
        self.reset_options()
        self.build()

    def set_name(self, seat: int, value: str) -> None:
        self.names[seat] = value

    def set_kind(self, seat: int, value: str) -> None:
        self.kinds[seat] = value

    def set_seat_option(self, option, seat: int, value) -> None:
        values = list(self.options[option.key])
        if option.unique and value in values:
            other = values.index(value)
            values[other] = values[seat]  # swap, so every seat keeps a different one
        values[seat] = value
        self.options[option.key] = tuple(values)
        self.build()

    def set_seed(self, value: str) -> None:
        self.seed = int(value) if value else 0

    def reroll(self) -> None:
        self.seed = random_seed()
        self.seed_box.value = str(self.seed)

    def seats(self) -> list[Seat]:
        return [Seat(self.names[i].strip() or self.default_name(i), self.kinds[i]) for i in range(self.players)]

    def start(self) -> None:
        from .tables import start_game

        try:
            options = self.game.resolve_options(self.players, self.options)
        except ValueError as exc:
            self.error = str(exc)
            self.app.play("failure")
            return
        self.app.play("shuffle")
        start_game(self.app, self.game, self.seats(), self.seed, options)

    def open_rules(self) -> None:
        from .rules_viewer import RulesViewer

        self.app.push(RulesViewer(self.app, self.game.id))

    # -- drawing --------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        lang = self.app.settings.language
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        title = self.entry.title_ja if lang == "ja" else self.entry.title_en
        other = self.entry.title_en if lang == "ja" else self.entry.title_ja
        text(surface, view, title, (96, 44), theme.HERO, theme.INK, bold=True)
        text(surface, view, other, (98, 90), theme.BODY, theme.GOLD_MUTED)
        panel(surface, view, (80, 110, 820, 500), alpha=130)
        panel(surface, view, (940, 110, 260, 500), alpha=130)
        text(surface, view, self.t("app.setup.players"), (96, 136), theme.BODY, theme.INK_DIM, "midleft")
        if self.game.min_players == self.game.max_players:
            text(surface, view, self.t("app.menu.players", n=self.players), (290, 136), theme.BODY, theme.INK, "midleft")
        text(surface, view, self.t("app.setup.name"), (96, 180), theme.SMALL, theme.GOLD_MUTED, "midleft")
        text(surface, view, self.t("app.setup.plays_as"), (306, 180), theme.SMALL, theme.GOLD_MUTED, "midleft")
        x = 486
        for option in self.game.options:
            if option.kind == "per_seat":
                text(surface, view, self.t(f"{self.game.id}.option.{option.key}"), (x, 180), theme.SMALL,
                     theme.GOLD_MUTED, "midleft")
                x += 260
        for seat in range(self.players):
            y = 196 + seat * ROW_H + 20
            theme.draw_marker(surface, view.point(86, y), view.px(6), seat)
        text(surface, view, self.t("app.setup.options"), (960, 136), theme.BODY, theme.INK_DIM, "midleft")
        y = 196
        for option in self.shown_options():
            text(surface, view, self.t(f"{self.game.id}.option.{option.key}"), (960, y + 12), theme.SMALL,
                 theme.GOLD_MUTED, "midleft")
            y += 64
        if not self.shown_options():
            text(surface, view, self.t("app.setup.no_options"), (960, 170), theme.SMALL, theme.INK_DIM, "midleft")
        text(surface, view, self.t("app.setup.seed"), (960, 548), theme.SMALL, theme.GOLD_MUTED, "midleft")
        if self.error:
            text(surface, view, self.error, (500, 655), theme.SMALL, theme.DANGER, "midleft")
        super().draw(surface)
