"""Statistics: per game and per player, games played, won and lost, by player count and
AI level, best score and average length, a chart of the win rate over the last games,
and the gallery of the endings reached and still hidden."""

from __future__ import annotations

import re

import pygame

from game.engine import registry
from game.engine.stats import Tally, endings_reached, tally_by_player
from sprites import theme

from ..kit.i18n import catalog, ending_name, shown_player_name
from ..kit.records import load_games
from ..kit.scene import Scene
from ..kit.widgets import Button, cell, panel, paragraph, text
from .replay_files import import_dropped

ENDING_KEY = re.compile(r"^(?P<game>[a-z]+)\.(ending|loss|reason)\.[a-z_]+$")
COLUMNS = (("name", 92), ("played", 300), ("won", 370), ("lost", 440), ("rate", 510), ("best", 590), ("length", 670))
ROW_H = 30


def endings_of(game_id: str) -> list[str]:
    """Every ending and named loss of a game, in catalog order (the gallery's cells)."""
    return [key for key in catalog() if (m := ENDING_KEY.match(key)) and m["game"] == game_id]


class StatisticsScene(Scene):
    name = "statistics"

    def __init__(self, app):
        super().__init__(app)
        self.games, self.damaged = load_games()
        self.ids = [e.id for e in registry.ENTRIES if not e.example]
        played = [g for g in self.games if g.game in self.ids]
        self.game_id = max(played, key=lambda g: g.when).game if played else self.ids[0]  # the game just played
        self.player: str | None = None
        self.widgets = []
        x = 60
        for game_id in self.ids:
            entry = registry.entry(game_id)
            self.widgets.append(Button((x, 100, 224, 40), (lambda e=entry: self.title(e)),
                                       (lambda g=game_id: self.choose(g)), app, size=theme.BODY))
            x += 234
        self.widgets.append(Button((430, 650, 200, 48), "app.back", self.back, app, primary=True))
        self.widgets.append(Button((650, 650, 200, 48), "app.replay.replays", self.open_replays, app))
        self.choose(self.game_id)

    def title(self, entry) -> str:
        return entry.title_ja if self.app.settings.language == "ja" else entry.title_en

    def choose(self, game_id: str) -> None:
        self.game_id = game_id
        # a default name counts as one player in every language ('Player 1' = 'プレイヤー1')
        self.tallies = tally_by_player(self.games, game_id, same=lambda name: shown_player_name(name, "en"))
        self.endings = endings_reached(self.games, game_id)
        self.player = max(self.tallies, key=lambda n: self.tallies[n].played) if self.tallies else None
        for button, gid in zip(self.widgets, self.ids):
            button.primary = gid == game_id

    def open_replays(self) -> None:
        self.app.open("replays", self.game_id)

    def resume(self) -> None:
        """Back from the replays (an imported game may have been finished): read again."""
        player = self.player
        self.games, self.damaged = load_games()
        self.choose(self.game_id)
        if player in self.tallies:
            self.player = player

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            import_dropped(self.app, event.file)
            return True
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = self.app.view.to_logical(event.pos)
            for i, name in enumerate(self.names()):
                if 60 <= x <= 780 and 188 + i * ROW_H <= y < 188 + (i + 1) * ROW_H:
                    self.player = name
                    return True
        return False

    def names(self) -> list[str]:
        return sorted(self.tallies, key=lambda n: (-self.tallies[n].played, n))[:8]

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        text(surface, view, self.t("app.menu.statistics"), (640, 28), theme.HERO, theme.INK, "midtop", bold=True)
        panel(surface, view, (50, 150, 740, 490), alpha=150)
        panel(surface, view, (810, 150, 420, 490), alpha=150)
        if self.damaged:
            text(surface, view, self.t("app.stats.damaged", reason=self.damaged), (640, 640), theme.SMALL,
                 theme.DANGER, "midbottom")
        self.draw_players(surface, view)
        self.draw_endings(surface, view)
        super().draw(surface)

    def draw_players(self, surface, view) -> None:
        edges = [x for _, x in COLUMNS[1:]] + [780]
        for (key, x), edge in zip(COLUMNS, edges):  # each heading fits its column
            text(surface, view, self.t(f"app.stats.col.{key}"), (x, 162), theme.SMALL, theme.GOLD_MUTED, width=edge - x - 6)
        if not self.tallies:
            ai_only = sum(1 for g in self.games if g.game == self.game_id)  # finished, but no human seat to count
            words = self.t("app.stats.ai_only", n=ai_only) if ai_only else self.t("app.stats.none")
            text(surface, view, words, (420, 300), theme.BODY, theme.INK_DIM, "center")
            return
        for i, name in enumerate(self.names()):
            tally, y = self.tallies[name], 188 + i * ROW_H
            if name == self.player:
                theme.alpha_rect(surface, view.rect((60, y - 2, 720, ROW_H - 2)), (*theme.GOLD, 40), view.px(6))
            best = "—" if tally.best is None else str(tally.best)
            shown = shown_player_name(name, self.app.settings.language)
            cells = (shown, tally.played, tally.won, tally.lost, f"{tally.win_rate:.0%}", best,
                     f"{tally.average_length:.0f}")
            digit = theme.render_text("0", view.px(theme.BODY), theme.INK).get_height() / view.scale
            for (key, x), value in zip(COLUMNS, cells):
                if value == "—":  # a lone dash is drawn as high as its ink: set it mid-row, where the digits are
                    text(surface, view, "—", (x, y + 4 + digit / 2), theme.BODY, theme.INK, "midleft")
                    continue
                cell(surface, view, str(value), (x, y - 1, (200 if key == "name" else 64), ROW_H - 2), theme.BODY, theme.INK)
        if self.player is not None:
            self.draw_player(surface, view, self.tallies[self.player])

    def draw_player(self, surface, view, tally: Tally) -> None:
        y = 188 + len(self.names()) * ROW_H + 14
        parts = [self.t("app.stats.by_players", n=n, played=p, won=w) for n, (p, w) in sorted(tally.by_players.items())]
        text(surface, view, "  ·  ".join(parts), (92, y), theme.SMALL, theme.INK_DIM)
        levels = [f"{self.level(k)} {w}/{p}" for k, (p, w) in sorted(tally.by_level.items())]
        label = self.t("app.stats.by_level")
        gap = "" if label.endswith("：") else "  "  # a full-width colon holds its own space
        text(surface, view, label + gap + "  ·  ".join(levels), (92, y + 22), theme.SMALL, theme.INK_DIM)
        self.draw_chart(surface, view, tally, (92, max(y + 56, 480), 660, 130))

    def level(self, kind: str) -> str:
        key = f"app.seat.{kind}" if kind not in ("none", "mixed") else f"app.stats.level.{kind}"
        return self.t(key) if key in catalog() else kind

    def draw_chart(self, surface, view, tally: Tally, rect) -> None:
        """Win rate over the last ten games, after each of the last 30."""
        x, y, w, h = rect
        h = min(h, 630 - y)
        theme.alpha_rect(surface, view.rect(rect[:2] + (w, h)), (0, 0, 0, 60), view.px(6))
        text(surface, view, self.t("app.stats.chart"), (x + 8, y + 4), theme.SMALL, theme.GOLD_MUTED)
        top = theme.grown(20) + 14  # the title's room above the 100 % line
        for frac in (0.0, 0.5, 1.0):
            yy = y + h - 10 - frac * (h - 10 - top)
            pygame.draw.line(surface, theme.INK_DIM, view.point(x + 40, yy), view.point(x + w - 10, yy), 1)
            text(surface, view, f"{frac:.0%}", (x + 34, yy), theme.SMALL, theme.INK_DIM, "midright")
        rates = tally.rolling()[-30:]
        if len(rates) < 2:
            return
        step = (w - 60) / (len(rates) - 1)
        points = [view.point(x + 44 + i * step, y + h - 10 - r * (h - 10 - top)) for i, r in enumerate(rates)]
        pygame.draw.lines(surface, theme.GOLD, False, points, max(2, view.px(2.5)))
        for p in points:
            pygame.draw.circle(surface, theme.GOLD, p, max(2, view.px(3)))

    def draw_endings(self, surface, view) -> None:
        text(surface, view, self.t("app.stats.endings"), (830, 162), theme.SMALL, theme.GOLD_MUTED)
        keys = endings_of(self.game_id)
        reached = sum(1 for k in keys if k in self.endings)
        text(surface, view, self.t("app.stats.reached", n=reached, total=len(keys)), (1212, 162), theme.SMALL,
             theme.GOLD_MUTED, "topright")
        gap = min(34, 440 / max(1, len(keys)))
        y = 190 - gap
        for i, key in enumerate(keys):
            y += gap
            count = self.endings.get(key, 0)
            if count:
                label, colour = ending_name(key, self.t), theme.INK
                text(surface, view, f"×{count}", (1212, y), theme.SMALL, theme.GOLD, "topright")
            else:
                label, colour = self.t("app.stats.hidden"), theme.INK_DIM
            mark = "★" if count else "☆"
            # an ending's name wraps under itself; the next starts below it
            used = paragraph(surface, view, f"{mark} {label[:1].upper()}{label[1:]}", (830, y, 330, 0), theme.SMALL,
                             colour, line_gap=1.3)
            y += max(0.0, used - gap + 4)
