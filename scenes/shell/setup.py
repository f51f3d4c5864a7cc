"""Game setup: for each seat a name and Human or an AI level, the game's options
(every choice made before the first turn), and a seed with a random default.

An impossible game cannot be started: each option offers only the values the game
accepts with this many players, and whatever the game's own checks (its deck
builder's, resolve_options, new_game) refuse disables Start, with the reason
beside the row that causes it."""

from __future__ import annotations

import importlib

import pygame

from game.engine import registry
from game.engine.names import told_apart
from game.engine.record import Seat
from game.engine.turn_budget import TURN_BUDGET
from sprites import theme

from ..kit.i18n import default_seat_name, is_default_seat_name, shown_player_name
from ..kit.scene import Scene
from ..kit.settings import NAME_LEN
from ..kit.textbox import TextBox
from ..kit.widgets import Button, Chooser, panel, paragraph, text
from ..tables import random_seed, start_game

SEAT_KINDS = ("human", "easy", "normal", "hard", "remote")  # remote: a player who joins (scenes/kit/net_seat.py)
# The AI level a new game offers: the strongest whose whole turn stays under 2 s. Hard thinks up to
# 1 s a decision and TURN_BUDGET a turn (game.engine.turn_budget); its turns are measured by
# `python -m game.turn_time` (README). Normal's turns take a few milliseconds.
OFFERED_AI = "hard"
# A game with no AI to weigh its moves (the Free Table: it has no rules) is set up with people only:
# a hand at this screen, or one that joins from its own computer.
PEOPLE_ONLY = {"freetable": ("human", "remote")}
ROW_H = 52
REASON_H = 22  # the line under a row that says why Start is disabled
OPTION_COUNT_W = 220  # the width an option's label is counted in (drawn in 232)
LISTED_INT = 24  # an int option with a wider range is typed into a box, not listed


def _deck_builder(game_id: str):
    """A game's deck builder module (scenes/tables/<id>/deckbuilder.py), if it has one."""
    name = f"scenes.tables.{game_id}.deckbuilder"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, f"scenes.tables.{game_id}"):
            raise
        return None


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game_id: str, players: int | None = None, seed: int | None = None):
        super().__init__(app)
        self.game = registry.get(game_id)
        self.entry = registry.entry(game_id)
        self.players = players or max(self.game.min_players, min(self.game.max_players, 3))
        kept = app.settings.player_names  # the names typed last time, by seat ("" for a default one)
        self.names = [kept[i] if i < len(kept) and kept[i] else self.default_name(i)
                      for i in range(self.game.max_players)]
        self.seat_kinds = PEOPLE_ONLY.get(game_id, SEAT_KINDS)
        self.kinds = ["human"] + [self.seat_kinds[-1] if game_id in PEOPLE_ONLY else OFFERED_AI] * (self.game.max_players - 1)
        self.options: dict = {}
        self.seed = seed if seed is not None else random_seed()
        self.error = ""
        self.builder = _deck_builder(game_id)
        self.problems: dict[tuple, str] = {}
        self._allowed: dict[tuple, list] = {}
        self.reset_options()
        self.build()

    def default_name(self, seat: int) -> str:
        return default_seat_name(seat, self.app.settings.language)

    def remember_names(self) -> None:
        """Keep the names for the next setup of any game; a default name is kept as "", so it
        comes back in whatever language is chosen then."""
        names = [name.strip() for name in self.names]
        names = ["" if is_default_seat_name(name, seat) else name for seat, name in enumerate(names)]
        kept = list(self.app.settings.player_names)
        kept += [""] * (len(names) - len(kept))
        kept[:len(names)] = names
        while kept and not kept[-1]:
            kept.pop()
        if kept != self.app.settings.player_names:
            self.app.settings.player_names = kept
            self.app.settings.clamp()
            self.app.settings.save()

    def reset_options(self) -> None:
        for option in self.game.options:
            self.options[option.key] = option.default_for(self.players)

    # -- what the game accepts ----------------------------------------------------
    def check_options(self, options: dict) -> dict:
        """The game's own checks of a setup: resolve_options, then new_game (which checks
        what depends on the player count, e.g. Whisper of the Gods' first player, K6)."""
        resolved = self.game.resolve_options(self.players, options)
        self.game.new_game(self.players, self.seed, resolved)
        return resolved

    def candidates(self, option) -> list | None:
        """The values a chooser could offer for `option` (None: typed in, or set per seat)."""
        if option.kind == "bool":
            return [False, True]
        if option.kind == "int" and option.maximum - option.minimum <= LISTED_INT:
            return list(range(option.minimum, option.maximum + 1))
        if option.kind == "choice":
            return list(option.choices)
        return None

    def allowed(self, option) -> list | None:
        """The candidates the game accepts with this many players, every other option at its
        default; asked of the game itself, so no rule is copied here."""
        key = (self.players, option.key)
        if key not in self._allowed:
            values = self.candidates(option)
            if values is not None:
                defaults = {o.key: o.default_for(self.players) for o in self.game.options}
                values = [v for v in values if self._accepts({**defaults, option.key: v})]
                if option.seat_base is not None:  # a seat of this table, not one the core wraps round
                    values = [v for v in values if v - option.seat_base < self.players]
            self._allowed[key] = values
        return self._allowed[key]

    def _accepts(self, options: dict) -> bool:
        try:
            self.check_options(options)
        except Exception:  # noqa: BLE001  any refusal by the game's checks: the value is not offered
            return False
        return True

    def fit_options(self) -> None:
        """After the player count changed: keep every choice still allowed, move the others to
        the nearest allowed value (per-seat choices keep their first seats)."""
        for option in self.game.options:
            default = option.default_for(self.players)
            value = self.options.get(option.key, default)
            if option.kind.startswith("per_seat"):
                old = tuple(value) if isinstance(value, (tuple, list)) else ()
                value = old[:self.players] + tuple(default)[len(old):]
                try:
                    value = option.validate(value, self.players)
                except ValueError:
                    value = default
            else:
                allowed = self.allowed(option)
                if allowed is not None and value not in allowed and allowed:
                    if option.kind == "int" and isinstance(value, int):
                        value = min(allowed, key=lambda v: (abs(v - value), v))
                    else:
                        value = default if default in allowed else allowed[0]
            self.options[option.key] = value

    def find_problems(self) -> dict[tuple, str]:
        """Why this setup cannot start, by row: ("seat", i), ("option", key) or ("start",)."""
        problems: dict[tuple, str] = {}
        seat_check = getattr(self.builder, "seat_problems", None)
        if seat_check is not None:
            for seat, reason in seat_check(self.options, self.players, self.t).items():
                problems[("seat", seat)] = reason
        shown = {o.key for o in self.shown_options()}
        for option in self.game.options:
            value = self.options.get(option.key)
            try:
                option.validate(value, self.players)
            except ValueError as exc:
                if option.key in shown:
                    problems[("option", option.key)] = str(exc)
                elif not problems:  # set per seat: the seat rows say why, else it is said by Start
                    problems[("start",)] = str(exc)
                continue
            allowed = self.allowed(option)
            if allowed is not None and value not in allowed:
                problems[("option", option.key)] = self.t("app.setup.not_allowed", n=self.players)
        if not problems:
            try:
                self.check_options(self.options)
            except Exception as exc:  # noqa: BLE001  the game's reason, whatever it raises: never a crash
                problems[("start",)] = str(exc) or type(exc).__name__
        return problems

    def revalidate(self) -> None:
        """Check again after a change; rows move when a reason line appears or goes."""
        problems = self.find_problems()
        layout_changed = set(problems) != set(self.problems)
        self.problems = problems
        if layout_changed:
            self.build()
        else:
            self.start_button.enabled = not self.problems

    def seat_rows(self) -> list[int]:
        rows, y = [], 196
        for seat in range(self.players):
            rows.append(y)
            y += ROW_H + (REASON_H if ("seat", seat) in self.problems else 0)
        return rows

    def option_rows(self) -> list[tuple]:
        """(option, y, label's top): each option's label wraps to the column, its chooser under it."""
        view = self.app.view
        rows, top = [], 158.0
        for option in self.shown_options():
            label = self.t(f"{self.game.id}.option.{option.key}")
            # counted a little narrower than drawn (232): a window of another size, wrapping a
            # word sooner, still finds its lines above the chooser laid out for this one
            lines = len(theme.wrap(label, view.px(theme.SMALL), view.px(OPTION_COUNT_W)))
            y = top + lines * theme.grown(theme.SMALL * 1.3) - 12
            rows.append((option, y, top))
            top = y + 60 + (REASON_H if ("option", option.key) in self.problems else 0)
        return rows

    # -- layout ---------------------------------------------------------------
    def build(self) -> None:
        app = self.app
        g = self.game
        w: list = []
        if g.min_players != g.max_players:
            w.append(Chooser((290, 118, 200, 36), list(range(g.min_players, g.max_players + 1)), self.players,
                             lambda n: self.t("app.menu.players", n=n), self.set_players, app))
        seat_opts = [o for o in g.options if o.kind == "per_seat"]
        self.problems = self.find_problems()
        for seat, y in enumerate(self.seat_rows()):
            w.append(TextBox((96, y, 200, 40), self.names[seat], NAME_LEN,
                             on_change=lambda v, s=seat: self.set_name(s, v), app=app, on_enter=self.start_if_ready))
            w.append(Chooser((306, y, 170, 40), list(self.seat_kinds), self.kinds[seat],
                             lambda k: self.t(f"app.seat.{k}"), lambda v, s=seat: self.set_kind(s, v), app))
            x = 486
            for option in seat_opts:
                value = self.options[option.key][seat]
                w.append(Chooser((x, y, 250, 40), list(option.choices), value,
                                 lambda v, o=option: self.t(f"{g.id}.option.{o.key}.{v}"),
                                 lambda v, s=seat, o=option: self.set_seat_option(o, s, v), app))
                x += 260
            if self.builder is not None:  # after the row's choosers: Tab goes left to right
                w.append(Button((486 + 260 * len(seat_opts), y, 140, 40), "app.setup.deck_builder",
                                lambda s=seat: self.builder.open_from_setup(self, s), app, size=theme.BODY))
        self.option_widgets = {}
        self.laid_options = self.option_rows()
        for option, y, _ in self.laid_options:
            choices = self.allowed(option)
            if choices is None:
                w.append(TextBox((960, y + 20, 220, 36), str(self.options[option.key]), 6, allowed=str.isdigit,
                                 on_change=lambda v, o=option: self.set_int(o, v), app=app, on_enter=self.start_if_ready))
                self.option_widgets[option.key] = w[-1]
                continue
            if option.kind == "bool":
                describe = (lambda v: self.t("app.on") if v else self.t("app.off"))
            elif option.seat_base is not None:
                describe = (lambda v, o=option: self.seat_choice(o, v))
            elif option.kind == "int":
                describe = str
            else:
                describe = (lambda v, o=option: self.t(f"{g.id}.option.{o.key}.{v}"))
            value = self.options[option.key]
            # only what the player count allows is offered (a value refused now is still shown, with its reason)
            choices = choices if value in choices else [*choices, value]
            w.append(Chooser((960, y + 20, 220, 36), choices, value, describe,
                             lambda v, o=option: self.set_option(o, v), app))
            self.option_widgets[option.key] = w[-1]
        self.seed_box = TextBox((960, 560, 150, 40), str(self.seed), 9, allowed=str.isdigit,
                                on_change=self.set_seed, app=app, on_enter=self.start_if_ready)
        w.append(self.seed_box)
        w.append(Button((1118, 560, 62, 40), "app.setup.reroll", self.reroll, app, size=theme.SMALL))
        w.append(Button((96, 630, 180, 50), "app.back", self.back, app))
        w.append(Button((292, 630, 180, 50), "app.menu.rules", self.open_rules, app))
        self.start_button = Button((960, 630, 220, 50), "app.setup.start", self.start, app, primary=True,
                                   key=pygame.K_RETURN)
        self.start_button.enabled = not self.problems
        w.append(self.start_button)
        self.widgets = w

    def seat_choice(self, option, value: int) -> str:
        """A seat-naming option reads as the seat's name as typed above (seats count from 1
        on screen); a value below the first seat has its own label."""
        seat = value - option.seat_base
        if seat < 0:
            return self.t(f"{self.game.id}.option.{option.key}.{value}")
        name = self.names[seat].strip() if seat < len(self.names) else ""
        return name or self.default_name(seat)

    def shown_options(self) -> list:
        """The game-wide options this screen sets (a game's own screens set the rest)."""
        return [o for o in self.game.options if o.kind in ("bool", "choice", "int")]

    # -- changes --------------------------------------------------------------
    def set_int(self, option, value: str) -> None:
        if value:
            self.options[option.key] = max(option.minimum, min(option.maximum, int(value)))
            self.revalidate()

    def set_option(self, option, value) -> None:
        self.options[option.key] = value
        self.revalidate()

    def set_players(self, n: int) -> None:
        self.players = n
        self.fit_options()
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
        self.revalidate()

    def reroll(self) -> None:
        self.seed = random_seed()
        self.seed_box.value = str(self.seed)

    def seats(self) -> list[Seat]:
        names = told_apart([self.names[i].strip() or self.default_name(i) for i in range(self.players)],
                           same=lambda name: shown_player_name(name, "en"))
        return [Seat(name, self.kinds[i]) for i, name in enumerate(names)]

    def handle(self, event: pygame.event.Event) -> None:
        """Keys go to the field being typed in first: Enter that confirms a Japanese word
        never reaches Start, Esc leaves the field and not the screen."""
        focused = next((w for w in self.widgets if isinstance(w, TextBox) and w.focused), None)
        if focused is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING):
            self.ring_on_typing_field()
            if focused.handle(event) or event.type != pygame.KEYDOWN:
                return
        super().handle(event)

    def start_if_ready(self) -> None:
        """Enter in a field starts the game as Enter elsewhere does, when Start is enabled."""
        if self.start_button.enabled:
            self.start_button.click()

    def start(self) -> None:
        self.problems = self.find_problems()
        if self.problems:  # Start is disabled then; Enter or a test may still get here
            self.build()
            self.app.play("failure")
            return
        options = self.check_options(self.options)
        self.remember_names()
        self.app.play("shuffle")
        start_game(self.app, self.game, self.seats(), self.seed, options)

    def open_rules(self) -> None:
        self.app.open("rules", self.game.id)

    # -- drawing --------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        lang = self.app.settings.language
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        title = self.entry.title_ja if lang == "ja" else self.entry.title_en
        other = self.entry.title_en if lang == "ja" else self.entry.title_ja
        # the other language's title follows the title on its line, or sits under it when there is no room
        drawn = text(surface, view, title, (96, 40), theme.HERO, theme.INK, bold=True, width=1100)
        after = (drawn.right - view.offset[0]) / view.scale + 18
        if after + theme.text_width(other, view.px(theme.BODY)) / view.scale <= 1200:
            text(surface, view, other, (after, (drawn.bottom - view.offset[1]) / view.scale - 4), theme.BODY,
                 theme.GOLD_MUTED, "bottomleft")
        else:
            text(surface, view, other, (98, (drawn.bottom - view.offset[1]) / view.scale), theme.BODY,
                 theme.GOLD_MUTED, width=1100)
        panel(surface, view, (80, 110, 820, 500), alpha=130)
        panel(surface, view, (940, 110, 260, 500), alpha=130)
        text(surface, view, self.t("app.setup.players"), (96, 136), theme.BODY, theme.INK_DIM, "midleft", width=186)
        if self.game.min_players == self.game.max_players:
            text(surface, view, self.t("app.menu.players", n=self.players), (290, 136), theme.BODY, theme.INK, "midleft")
        text(surface, view, self.t("app.setup.name"), (96, 180), theme.SMALL, theme.GOLD_MUTED, "midleft", width=200)
        text(surface, view, self.t("app.setup.plays_as"), (306, 180), theme.SMALL, theme.GOLD_MUTED, "midleft",
             width=170)
        x = 486
        for option in self.game.options:
            if option.kind == "per_seat":
                text(surface, view, self.t(f"{self.game.id}.option.{option.key}"), (x, 180), theme.SMALL,
                     theme.GOLD_MUTED, "midleft", width=250)
                x += 260
        for seat, y in enumerate(self.seat_rows()):
            theme.draw_marker(surface, view.point(86, y + 20), view.px(6), seat)
            reason = self.problems.get(("seat", seat))
            if reason:
                _reason(surface, view, reason, (96, y + 42), 790)
        # how strong each AI level is, under the seats: each wraps, the block ends at the panel's foot
        lines = [line for level in ("easy", "normal", "hard") for line in theme.wrap(
            self.t(f"app.setup.level.{level}", n=f"{self.app.settings.hard_think:g}", turn=f"{TURN_BUDGET:g}"),
            view.px(theme.SMALL), view.px(790))]
        step = max(24 * 3 / len(lines), theme.grown(theme.SMALL * 1.3))
        for i, line in enumerate(lines):
            text(surface, view, line, (96, 606 - (len(lines) - i - 0.5) * step), theme.SMALL, theme.INK_DIM, "midleft")
        text(surface, view, self.t("app.setup.options"), (960, 136), theme.BODY, theme.INK_DIM, "midleft", width=230)
        self.laid_options = self.option_rows()  # as the labels wrap in this window (it may have been resized)
        for option, y, top in self.laid_options:
            self.option_widgets[option.key].rect.y = y + 20  # each chooser under its label
            paragraph(surface, view, self.t(f"{self.game.id}.option.{option.key}"), (960, top, 232, 0), theme.SMALL,
                      theme.GOLD_MUTED, line_gap=1.3)
            reason = self.problems.get(("option", option.key))
            if reason:
                _reason(surface, view, reason, (960, y + 58), 230)
        if not self.shown_options():
            paragraph(surface, view, self.t("app.setup.no_options"), (960, 160, 228, 300), theme.SMALL, theme.INK_DIM)
        paragraph(surface, view, self.t("app.setup.seed"), (960, 440, 232, 116), theme.SMALL, theme.GOLD_MUTED,
                  line_gap=1.2, bottom=True)
        reason = self.problems.get(("start",)) or self.error
        if reason:
            paragraph(surface, view, reason, (490, 628, 456, 56), theme.SMALL, theme.DANGER, line_gap=1.25)
        super().draw(surface)


def _reason(surface: pygame.Surface, view, reason: str, pos, width: int) -> None:
    """Why Start is disabled, on one line under the row it concerns (cut to the row's width)."""
    size = theme.SMALL
    line = theme.ellipsize(reason, lambda s: theme.text_width(s, view.px(size)) <= view.px(width))
    text(surface, view, line, pos, size, theme.DANGER, "topleft")
