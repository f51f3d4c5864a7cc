"""The Free Table's open area (F10): where each table card lies, stacks and their fans, and the
selection (a box dragged on the felt, or Shift-click) that a drag carries together.

A card dropped on the area stays where it was dropped; dropped with the pointer on another
table card it joins that card's stack. A stack of two or more shows a small tab at its top
card's corner: a click on it spreads the stack in a fan or gathers it again.
"""

from __future__ import annotations

from game.freetable.rules import Gather, MoveGroup, Place, Spread
from game.freetable.state import AREA_H, AREA_W, TABLE
from sprites.cards import CARD_H, CARD_W, topmost
from sprites.zones import centre_box, from_area, to_area

AREA = (AREA_W, AREA_H)
FAN_STEP = 26.0  # logical units between the cards of a spread stack
BADGE_W, BADGE_H = 34.0, 20.0
Point = tuple[float, float]


class FreeTableArea:
    """The table area's geometry (where each table card lies, its stacks and their tabs) and
    the selection. A part of the Free Table: it owns the selection, the box being dragged and
    its caches of the observation's places and stacks, and reads the table's observation,
    legal actions, layout and sprites."""

    def __init__(self, table) -> None:
        self.table = table
        self.selected: list[int] = []  # table tokens picked for a group move, in the order picked
        self.box: list[Point] | None = None  # [start, now] of a selection box being dragged
        self._places_for: object = None
        self._places: dict[int, Point] = {}
        self._stacks_for: object = None
        self._stacks: list[tuple[int, bool, int]] = []

    # -- geometry ---------------------------------------------------------------------------
    def places(self) -> dict[int, Point]:
        """Every table card's centre, from the observation: its point, a hair of thickness per
        card of a stack, or its place in a fan."""
        observation = self.table.observation
        if self._places_for is observation:
            return self._places
        zone = self.table.layout[TABLE]
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
        self._places_for, self._places = observation, out
        return out

    def stack_tops(self) -> list[tuple[int, bool]]:
        """(top token, spread) of every stack of two or more, as the observation has them."""
        return [(top, spread) for top, spread, _ in self.stacks()]

    def stacks(self) -> list[tuple[int, bool, int]]:
        """(top token, spread, count) of every stack of two or more; worked out once per observation."""
        observation = self.table.observation
        if self._stacks_for is observation:
            return self._stacks
        stacks: dict[tuple[int, int], list[int]] = {}
        for token, x, y in observation.pos:
            stacks.setdefault((x, y), []).append(token)
        spread = set(observation.spread)
        self._stacks = [(tokens[-1], point in spread, len(tokens)) for point, tokens in stacks.items()
                             if len(tokens) > 1]
        self._stacks_for = observation
        return self._stacks

    def badge_rect(self, token: int) -> tuple[float, float, float, float]:
        """The spread / gather tab at the top-right corner of a stack's top card."""
        x, y = self.places()[token]
        k = self.table.layout[TABLE].scale
        return (x + CARD_W * k / 2 - BADGE_W + 6, y - CARD_H * k / 2 - BADGE_H / 2, BADGE_W, BADGE_H)

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
            return self.table.observation.point(under)
        return to_area(self.table.layout[TABLE], centre, AREA)

    def table_card_at(self, pos: Point, exclude=()) -> int | None:
        top = topmost([s for s in self.table.sprites.values() if s.zone == TABLE and s.key not in exclude], pos)
        return top.key if top is not None else None

    def place_action(self, token: int, pos: Point, centre: Point) -> Place | None:
        action = Place(token, *self.area_point(token, pos, centre))
        return action if action in self.table.legal else None

    def group_action(self, token: int, centre: Point) -> MoveGroup | None:
        """The selection moved by the dragged card's offset, held back so that all stay on the area."""
        zone = self.table.layout[TABLE]
        here = self.table.observation.point(token)
        there = to_area(zone, centre, AREA)
        dx, dy = there[0] - here[0], there[1] - here[1]
        points = [self.table.observation.point(t) for t in self.selected]
        dx = max(-min(p[0] for p in points), min(dx, AREA_W - max(p[0] for p in points)))
        dy = max(-min(p[1] for p in points), min(dy, AREA_H - max(p[1] for p in points)))
        order = [t for t, _, _ in self.table.observation.pos if t in self.selected]
        action = MoveGroup(tuple(order), dx, dy)
        return action if action in self.table.legal else None

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
        on_table = {t for t, _, _ in self.table.observation.pos}
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
