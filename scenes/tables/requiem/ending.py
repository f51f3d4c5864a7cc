"""Requiem's ending screen: who held the capital, and the cards that decided it."""

from __future__ import annotations

import pygame

from game.requiem.cards import PRINCES
from sprites import theme
from sprites.cards import CardSprite
from sprites.faces.requiem import requiem_face

from ...kit.results import ResultsScene
from ...kit.widgets import panel, paragraph, text


class RequiemResults(ResultsScene):
    """The ending: its title and story in the chosen language and the score, line by line;
    a lost game says why it was lost. The panel takes the stage's height: at a large text size
    the rows, the score and the scale need it above the buttons."""

    def __init__(self, app, session):
        super().__init__(app, session)
        for widget in self.widgets:
            widget.rect.y = 632

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        self.dim(surface, 160)
        result = self.session.result
        panel(surface, view, (250, 36, 780, 662))
        won = bool(result.winners)
        kind = self.t(result.ending + ".kind") if self.app.t.has(result.ending + ".kind") else ""
        if kind:
            text(surface, view, kind, (640, 56), theme.BODY, theme.GOLD_MUTED, "midtop")
        colour = theme.GOLD if won else theme.DANGER
        title = text(surface, view, self.t(result.ending), (640, 78), theme.HERO, colour, "midtop", bold=True)
        y = view.to_logical(title.bottomleft)[1] + 8
        if won:
            story = result.ending + ".text"
            if self.app.t.has(story):
                y += paragraph(surface, view, self.t(story), (300, y, 680, 0), theme.BODY, theme.INK)
            y += 4
            drew = text(surface, view, self.t(result.reason), (640, y), theme.SMALL, theme.INK_DIM, "midtop")
            y = view.to_logical(drew.bottomleft)[1] + 12
            details = dict(result.details)
            rows = [
                ("requiem.detail.volunteers", details.get("volunteers", 0), 2 * details.get("volunteers", 0)),
                ("requiem.detail.recruits", details.get("recruits", 0), details.get("recruits", 0)),
                ("requiem.detail.dead_princes", details.get("dead_princes", 0), -5 * details.get("dead_princes", 0)),
            ]
            if details.get("all_princes_dead"):
                rows.append(("requiem.detail.all_princes_dead", None, -5))
            for key, count, points in rows:
                text(surface, view, self.t(key), (360, y + 10), theme.BODY, theme.INK, "midleft")
                if count is not None:
                    text(surface, view, "×" + str(count), (800, y + 10), theme.BODY, theme.INK_DIM, "midright")
                sign = "+" if points > 0 else ("−" if points < 0 else "±")
                text(surface, view, f"{sign}{abs(points)}", (920, y + 10), theme.LARGE, theme.INK, "midright",
                     bold=True)
                y += theme.grown(30)
            pygame.draw.line(surface, theme.GOLD_MUTED, view.point(360, y + 2), view.point(920, y + 2),
                             max(1, view.px(1)))
            score = result.scores[0] if result.scores else 0
            text(surface, view, self.t("requiem_table.results.score"), (360, y + theme.grown(20)), theme.LARGE,
                 theme.GOLD, "midleft", bold=True)
            shown = f"−{abs(score)}" if score < 0 else str(score)
            text(surface, view, shown, (920, y + theme.grown(20)), theme.TITLE, theme.GOLD, "midright", bold=True)
            y += theme.grown(44)
            step = theme.grown(theme.SMALL * 1.45)
            for line in theme.wrap(self.t("requiem_table.results.scale"), view.px(theme.SMALL), view.px(680)):
                text(surface, view, line, (640, y + 4), theme.SMALL, theme.INK_DIM, "midtop")  # inside the panel
                y += step
            y += 4
        else:
            story = self.t("requiem.ending.lost.text")
            y += paragraph(surface, view, story, (300, y, 680, 0), theme.LARGE, theme.INK)
            reason = self.t("requiem_table.results.why", reason=self.t(result.reason)) if result.reason else ""
            y += paragraph(surface, view, reason, (300, y + 8, 680, 0), theme.BODY, theme.INK_DIM) + 20
            drew = text(surface, view, self.t("requiem_table.results.no_score"), (640, y), theme.SMALL, theme.INK_DIM,
                        "midtop")
            y = view.to_logical(drew.bottomleft)[1] + 12
        obs = self.session.observe(None)
        self.draw_cards(surface, view, obs, won, max(y + 14, 470))
        self.draw_controls(surface)

    def draw_cards(self, surface, view, obs, won: bool, top: float) -> None:
        """A row of the cards that tell the ending: the King and the fallen Princes."""
        lang = self.app.settings.language
        codes = ["13-7"] + [c for c in PRINCES if c in obs.allied_dead]
        if won:
            codes.insert(1, "1-1")
        if top > 520:  # no room above the buttons
            return
        for i, code in enumerate(codes):
            sprite = CardSprite(i, face=requiem_face(code), face_up=True, scale=0.62)
            sprite.x = 640 + (i - (len(codes) - 1) / 2) * 78
            sprite.y = top + 40
            if code in PRINCES:
                note, colour = "requiem_table.fallen", theme.DANGER
            elif code == "1-1":
                note, colour = "requiem_table.results.slain", theme.SUCCESS
            elif code in obs.damage:
                note, colour = "requiem.zone.damage", theme.DANGER
            else:
                note, colour = "requiem.role.king", theme.GOLD
            if code in PRINCES or (code == "13-7" and not won):
                sprite.alpha = 0.8
            sprite.draw(surface, view, lang)
            text(surface, view, self.t(note), (sprite.x, top + 84), theme.SMALL, colour, "midtop")
