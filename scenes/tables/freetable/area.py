"""The Free Table's open area (F10): where each table card lies, stacks and their fans, the
selection (a box dragged on the felt, or Shift-click) and a group carried together.

A card dropped on the area stays where it was dropped; dropped with the pointer on another
table card it joins that card's stack. A stack of two or more shows a small tab at its top
card's corner: a click on it spreads the stack in a fan or gathers it again.
"""

from __future__ import annotations

import pygame

from game.freetable.rules import Gather, MoveGroup, Place, Spread
from game.freetable.state import AREA_H, AREA_W, TABLE
from sprites import theme
from sprites.cards import CARD_H, CARD_W
from sprites.zones import centre_box, from_area, to_area

AREA = (AREA_W, AREA_H)
FAN_STEP = 26.0  # logical units between the cards of a spread stack
BADGE_W, BADGE_H = 34.0, 20.0
Point = tuple[float, float]


class FreeTableArea:
    """Mixin of the FreeTable scene: the table area's geometry, selection and group moves."""

    places_for: object = None
    places_cache: dict
    stacks_for: object = None
    stacks_cache: list
    selected: list[int]
    box: list[Point] | None
    group_origins: dict

    def init_area(self) -> None:
        self.selected = []  # table tokens picked for a group move, in the order picked
        self.box = None  # [start, now] of a selection box being dragged
        self.group_origins = {}  # token -> (x, y) of the other selected cards when a group is lifted
        self.places_cache = {}

    # -- geometry ---------------------------------------------------------------------------
    def places(self) -> dict[int, Point]:
        """Every table card's centre, from the observation: its point, a hair of thickness per
        card of a stack, or its place in a fan."""
        observation = self.observation
        if self.places_for is observation:
            return self.places_cache
        zone = self.layout[TABLE]
        stacks: dict[tuple[int, int], list[int]] = {}
        for token, x, y in observation.pos:
            stacks.setdefault((x, y), []).append(token)
        spread = set(observation.spread)
        bx, _, bw, _ = centre_box(zone)
        out: dict[int, Point] = {}
        for point, tokens in stacks.items():
            cx, cy = from_area(zone, point, AREA)
            if point in spread and len(tokens) > 1:
                step = min(FAN_STEP, bw / (len(tokens) - 1))
                span = step * (len(tokens) - 1)
                left = max(bx, min(cx, bx + bw - span))
                for k, token in enumerate(tokens):
                    out[token] = (left + k * step, cy)
            else:
                for k, token in enumerate(tokens):
                    lift = min(k, 12) * 0.5
                    out[token] = (cx - lift * 0.4, cy - lift)
        self.places_for, self.places_cache = observation, out
        return out

    def stack_tops(self) -> list[tuple[int, bool]]:
        """(top token, spread) of every stack of two or more, as the observation has them."""
        return [(top, spread) for top, spread, _ in self.stacks()]

    def stacks(self) -> list[tuple[int, bool, int]]:
        """(top token, spread, count) of every stack of two or more; worked out once per observation."""
        observation = self.observation
        if self.stacks_for is observation:
            return self.stacks_cache
        stacks: dict[tuple[int, int], list[int]] = {}
        for token, x, y in observation.pos:
            stacks.setdefault((x, y), []).append(token)
        spread = set(observation.spread)
        self.stacks_cache = [(tokens[-1], point in spread, len(tokens)) for point, tokens in stacks.items()
                             if len(tokens) > 1]
        self.stacks_for = observation
        return self.stacks_cache

    def badge_rect(self, token: int) -> tuple[float, float, float, float]:
        """The spread / gather tab at the top-right corner of a stack's top card."""
        x, y = self.places()[token]
        return (x + CARD_W / 2 - BADGE_W + 6, y - CARD_H / 2 - BADGE_H / 2, BADGE_W, BADGE_H)

    def badge_at(self, pos: Point) -> tuple[int, bool] | None:
        for token, spread in self.stack_tops():
            x, y, w, h = self.badge_rect(token)
            if x <= pos[0] <= x + w and y <= pos[1] <= y + h:
                return token, spread
        return None

    def area_point(self, token: int, pos: Point, centre: Point) -> tuple[int, int]:
        """Where a card dropped with the pointer at `pos` and its centre at `centre` lies: on
        the stack of the table card under the pointer, else where its centre is."""
        under = self.table_card_at(pos, exclude={token, *self.selected})
        if under is not None:
            return self.observation.point(under)
        return to_area(self.layout[TABLE], centre, AREA)

    def table_card_at(self, pos: Point, exclude=()) -> int | None:
        hits = [s for s in self.sprites.values() if s.zone == TABLE and s.key not in exclude and s.contains(pos)]
        return max(hits, key=lambda s: s.z).key if hits else None

    def place_action(self, token: int, pos: Point, centre: Point) -> Place | None:
        action = Place(token, *self.area_point(token, pos, centre))
        return action if action in self.legal else None

    def group_action(self, token: int, centre: Point) -> MoveGroup | None:
        """The selection moved by the dragged card's offset, held back so that all stay on the area."""
        zone = self.layout[TABLE]
        here = self.observation.point(token)
        there = to_area(zone, centre, AREA)
        dx, dy = there[0] - here[0], there[1] - here[1]
        points = [self.observation.point(t) for t in self.selected]
        dx = max(-min(p[0] for p in points), min(dx, AREA_W - max(p[0] for p in points)))
        dy = max(-min(p[1] for p in points), min(dy, AREA_H - max(p[1] for p in points)))
        order = [t for t, _, _ in self.observation.pos if t in self.selected]
        action = MoveGroup(tuple(order), dx, dy)
        return action if action in self.legal else None

    def stack_action(self, token: int, spread: bool):
        return Gather(token) if spread else Spread(token)

    # -- selection --------------------------------------------------------------------------
    def toggle_selected(self, token: int) -> None:
        if token in self.selected:
            self.selected.remove(token)
        else:
            self.selected.append(token)

    def clear_selection(self) -> bool:
        had = bool(self.selected) or self.box is not None
        self.selected, self.box = [], None
        return had

    def keep_selection(self) -> None:
        """Only cards still on the table stay selected (a move, an undo or a reset took others)."""
        on_table = {t for t, _, _ in self.observation.pos}
        self.selected = [t for t in self.selected if t in on_table]

    def start_box(self, pos: Point) -> None:
        self.box = [pos, pos]

    def finish_box(self, pos: Point) -> None:
        start, self.box = self.box[0], None
        x0, x1 = sorted((start[0], pos[0]))
        y0, y1 = sorted((start[1], pos[1]))
        if x1 - x0 < 4 and y1 - y0 < 4:
            self.selected = []  # a click on the bare felt: nothing picked
            return
        self.selected = [t for t, (x, y) in self.places().items() if x0 <= x <= x1 and y0 <= y <= y1]

    def lift_group(self, token: int) -> None:
        self.group_origins = {t: (self.sprites[t].x, self.sprites[t].y) for t in self.selected if t != token}

    def carry_group(self, dx: float, dy: float) -> None:
        for t, (x, y) in self.group_origins.items():
            sprite = self.sprites[t]
            sprite.x, sprite.y, sprite.z = x + dx, y + dy, 19_000 + self.selected.index(t)

    # -- drawing ----------------------------------------------------------------------------
    def draw_area_marks(self, surface: pygame.Surface, view) -> None:
        """The selection outlines, the stacks' tabs and the selection box, over the cards."""
        for token in self.selected:
            sprite = self.sprites.get(token)
            if sprite is None:
                continue
            w, h = (CARD_H, CARD_W) if sprite.angle % 180 == 90 else (CARD_W, CARD_H)
            rect = view.rect((sprite.x - w / 2 - 3, sprite.y - h / 2 - 3, w + 6, h + 6))
            pygame.draw.rect(surface, theme.GOLD, rect, width=max(2, view.px(3)), border_radius=view.px(8))
        if not self.drag.active:
            for token, spread, count in self.stacks():
                rect = view.rect(self.badge_rect(token))
                pygame.draw.rect(surface, theme.WOOD_DARK, rect, border_radius=view.px(9))
                pygame.draw.rect(surface, theme.GOLD_MUTED, rect, width=max(1, view.px(1)), border_radius=view.px(9))
                label = f">{count}<" if spread else f"<{count}>"
                image = theme.render_text(label, view.px(theme.SMALL), theme.INK, bold=True)
                surface.blit(image, image.get_rect(center=rect.center))
        if self.box is not None:
            (x0, y0), (x1, y1) = self.box
            rect = view.rect((min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)))
            theme.alpha_rect(surface, rect, (*theme.GOLD, 40), 0)
            theme.alpha_rect(surface, rect, (*theme.GOLD, 200), 0, max(1, view.px(1)))
