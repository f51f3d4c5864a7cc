"""The Free Table by keys: the mouse gesture of each of its legal actions, for the shared
keyboard kit (scenes/table_keys.py), and the boxes its focus ring takes.

A card is picked where the mouse would pick it (a visible part of it: in a squeezed hand
the next card covers most of it; on the pile only the top card); a move goes to the point
of its zone where the mouse would drop it at that position, so every place a card can go
is a target of its own: the top of the pile, the discard, and every gap of the table and
of the hands. A card is flipped by a click, turned by a right-click (Shift+Enter), the
dice by a click on them, the rest by the top bar's buttons and the hands' "Pass to" ones.

Privacy (F2): a card in another player's hand that this viewer sees as a back is never a
key item, so neither the ring nor its tooltip nor Enter ever touches another's secret.

A part of the Free Table: it owns what it worked out of the cards at rest (their pick points
and boxes, the drop points and the ring's boxes there) until the keys gather again, and reads
the table's observation, viewer, layout, tray, buttons and deal settings, the area's places
and tabs, and the table's way of laying a card (`targets`, `slot`, `z_of`).
"""

from __future__ import annotations

import math

from game.freetable.rules import (
    Deal,
    Flip,
    Gather,
    MoveCard,
    PackUp,
    PassTo,
    Place,
    Reset,
    Roll,
    RollBoth,
    Shuffle,
    Spread,
    Turn,
)
from game.freetable.state import AREA_H, AREA_W, PILE, TABLE, owner
from sprites.cards import CARD_H, CARD_W
from sprites.dice import DIE
from sprites.drag import SLOP
from sprites.zones import from_area

Point = tuple[float, float]
Rect = tuple[float, float, float, float]
AREA = (AREA_W, AREA_H)
GAP_BAR = 14.0  # the width of the box the ring takes at a gap between two cards


def _card_contains(x: float, y: float, angle: float, point: Point, scale: float = 1.0) -> bool:
    """CardSprite.contains for a card at rest at (x, y, angle)."""
    dx, dy = point[0] - x, point[1] - y
    a = math.radians(angle)
    lx = dx * math.cos(a) - dy * math.sin(a)
    ly = dx * math.sin(a) + dy * math.cos(a)
    cw, ch = CARD_W * scale, CARD_H * scale
    return abs(lx) <= cw / 2 and abs(ly) <= ch / 2


def _card_point(x: float, y: float, angle: float, lx: float, ly: float) -> Point:
    """The table point at (lx, ly) in the card's own frame."""
    a = math.radians(angle)
    return x + lx * math.cos(a) + ly * math.sin(a), y - lx * math.sin(a) + ly * math.cos(a)


def _card_box(x: float, y: float, angle: float, scale: float = 1.0) -> Rect:
    cw, ch = CARD_W * scale, CARD_H * scale
    w, h = (ch, cw) if 45 < abs(angle) % 180 < 135 else (cw, ch)
    return x - w / 2, y - h / 2, w, h


# where on a card to try picking it: the centre first, then ever further out (the left
# strip stays visible in a fan or a squeezed row, the top strip in a grid of rows)
_TRIES = sorted(((lx, ly) for lx in (0, -0.1, 0.1, -0.2, 0.2, -0.3, 0.3, -0.38, 0.38, -0.44, 0.44)
                 for ly in (0, -0.2, 0.2, -0.4, 0.4)), key=lambda p: abs(p[0]) + abs(p[1]))  # of the card's size


class FreeTableKeys:
    """The Free Table's `next_gesture` and the focus ring's boxes."""

    def __init__(self, table) -> None:
        self.table = table
        self.geometry: dict | None = None  # token -> (pick point or None, card box), for one gathering
        self.drops: dict = {}  # (zone, count) -> {index: point}
        self.drop_boxes_at: dict = {}  # rounded drop point -> the box the ring takes there

    def stale(self) -> None:
        """The keys gather again: what was worked out of the cards at rest goes."""
        self.geometry = None

    # -- where things are, at rest -------------------------------------------------------
    def rest_geometry(self) -> dict:
        """Every card's pick point (where a press takes it; None: the keys may not take it) and
        its box, with every card at rest where the observation puts it."""
        if self.geometry is not None:
            return self.geometry
        placed = []  # (z, token, zone, x, y, angle, hidden from the viewer in another's hand)
        for token, (zone, index, count, card) in self.table.targets().items():
            x, y, angle = self.table.slot(zone, index, count, card)
            holder = owner(zone)
            secret = holder is not None and holder != self.table.viewer and card.card is None
            placed.append((self.table.z_of(zone, index), token, zone, x, y, angle, secret))
        placed.sort(reverse=True)  # the topmost first, as sprite_at sees them
        pile_top = next((p[1] for p in placed if p[2] == PILE), None)
        reach = (CARD_W + CARD_H) * max(z.scale for z in self.table.layout.zones.values())
        geometry = {}
        for z, token, zone, x, y, angle, secret in placed:
            point = None
            if not secret and (zone != PILE or token == pile_top):  # sprite_at takes the pile's top only
                above = [p for p in placed if p[0] > z and abs(p[3] - x) < reach and abs(p[4] - y) < reach]
                scale = self.table.layout[zone].scale
                for fx, fy in _TRIES:
                    lx, ly = fx * CARD_W * scale, fy * CARD_H * scale
                    candidate = _card_point(x, y, angle, lx, ly)
                    if not any(_card_contains(p[3], p[4], p[5], candidate, self.table.layout[p[2]].scale)
                               for p in above):
                        point = candidate
                        break
            geometry[token] = (point, _card_box(x, y, angle, self.table.layout[zone].scale))
        self.geometry = geometry
        self.drops = {}
        self.drop_boxes_at = {}
        return geometry

    def pick_point(self, token: int) -> Point | None:
        """Where the mouse takes `token`; None for a card the keys may not take (another
        player's secret, F2; a card under the top of the pile)."""
        return self.rest_geometry()[token][0]

    def drop_point(self, token: int, zone_name: str, index: int) -> Point | None:
        """A point of `zone_name` where dropping `token` makes MoveCard(token, zone_name, index)
        (for a legal move): the mouse drops a card at the position `Zone.insert_index` names
        there, counted without the card itself (FreeTableGestures.drop_action)."""
        self.rest_geometry()
        cards = self.table.observation.zone(zone_name)
        count = len(cards) - (1 if any(c.token == token for c in cards) else 0)
        points = self.drops.get((zone_name, count))
        if points is None:
            points = self.drops[(zone_name, count)] = self.find_drops(zone_name, count)
        return points.get(index)

    def find_drops(self, zone_name: str, count: int) -> dict[int, Point]:
        """Each position a card dropped in the zone (among `count` others) can take, and a
        point of the zone that means it; a stack (the pile, the discard) takes it on top."""
        zone = self.table.layout[zone_name]
        x, y, w, h = zone.rect
        inside = (x + 4, y + 4, x + w - 4, y + h - 4)  # off the margin where a neighbour's would count

        def clamp(px: float, py: float) -> Point:
            return min(max(px, inside[0]), inside[2]), min(max(py, inside[1]), inside[3])

        found: dict[int, Point] = {}
        if zone.layout == "stack" or not count:
            self.note_drop(zone, clamp(x + w / 2, y + h / 2 + 8), count, found)
            return self.drop_boxes(zone, count, found)
        rows = set()
        for i in range(count + 1):
            sx, sy, _ = zone.slot(min(i, count - 1), count)
            if i == count:
                tries = [sx + zone.card_w / 2 + 10, sx + zone.card_w / 2]  # past the last card
            elif i == 0:
                tries = [sx - zone.card_w / 2 - 10, sx - zone.card_w]  # before the first
            else:  # mid-gap between two apart, the edge of the upper one where they overlap
                before = zone.slot(i - 1, count)[0]
                tries = [min(sx - zone.card_w / 2, (before + sx) / 2), sx - zone.card_w / 2]
            rows.add(clamp(x, sy)[1])
            for gx in tries:  # the look first, then the very point insert_index measures from
                point = clamp(gx, sy)
                if self.table.layout.zone_at(point) is zone and zone.insert_index(point, count) == i:
                    found[i] = point
                    break
        if len(found) < count + 1:  # a squeezed end: look along the rows
            for row_y in sorted(rows):
                for step in range(int((inside[2] - inside[0]) // 4) + 1):
                    self.note_drop(zone, (inside[0] + step * 4, row_y), count, found)
        return self.drop_boxes(zone, count, found)

    def drop_boxes(self, zone, count: int, found: dict[int, Point]) -> dict[int, Point]:
        """The ring's box at each drop point: a bar at a gap, the zone for a stack or an empty zone."""
        for point in found.values():
            if zone.layout == "stack" or count == 0:
                box = zone.rect
            else:
                box = (point[0] - GAP_BAR / 2, point[1] - zone.card_h / 2, GAP_BAR, zone.card_h)
            self.drop_boxes_at[(round(point[0]), round(point[1]))] = box
        return found

    def far_drop(self, token: int, zone_name: str, index: int, start: Point) -> Point | None:
        """Another point for the same position, far enough from `start` that the press
        becomes a drag (a drop where it was pressed would be a click: a flip)."""
        zone = self.table.layout[zone_name]
        cards = self.table.observation.zone(zone_name)
        count = len(cards) - (1 if any(c.token == token for c in cards) else 0)
        x, _, w, _ = zone.rect
        row_y = self.drop_point(token, zone_name, index)[1]
        for step in range(int((w - 8) // 2) + 1):
            point = (x + 4 + step * 2, row_y)
            if (math.dist(point, start) > SLOP + 1 and self.table.layout.zone_at(point) is zone
                    and zone.insert_index(point, count) == index):
                self.drop_boxes_at.setdefault((round(point[0]), round(point[1])),
                                               (point[0] - GAP_BAR / 2, point[1] - zone.card_h / 2, GAP_BAR, zone.card_h))
                return point
        return None

    def note_drop(self, zone, point: Point, count: int, found: dict[int, Point]) -> None:
        if self.table.layout.zone_at(point) is not zone:
            return
        found.setdefault(zone.insert_index(point, count), point)

    # -- the kit's hooks -----------------------------------------------------------------
    def next_gesture(self, action):
        """The click, right-click or drag (logical units) that makes `action`, or None."""
        if isinstance(action, Place):
            return self.place_gesture(action)
        if isinstance(action, MoveCard):
            if action.zone == TABLE:
                return None  # on the table a card goes to a point (Place), not to a position
            start = self.pick_point(action.token)
            end = self.drop_point(action.token, action.zone, action.index) if start is not None else None
            if end is not None and math.dist(start, end) <= SLOP + 1:
                end = self.far_drop(action.token, action.zone, action.index, start)
            return ("drag", start, end) if end is not None else None
        if isinstance(action, (Flip, Turn)):
            start = self.pick_point(action.token)
            return None if start is None else ("click" if isinstance(action, Flip) else "right", start)
        if isinstance(action, Roll):
            die = self.table.tray.dice[action.die]
            return ("click", (die.x, die.y))
        if isinstance(action, RollBoth):
            return ("click", self.table.roll_button.rect.center) if self.table.roll_button.enabled else None
        if isinstance(action, (Spread, Gather)):
            x, y, w, h = self.table.area.badge_rect(action.token)
            return ("click", (x + w / 2, y + h / 2))
        if isinstance(action, Deal):
            return self.deal_gesture(action)
        if isinstance(action, Shuffle):
            return self.button_click("freetable.button.shuffle")
        if isinstance(action, Reset):
            return self.button_click("freetable.button.reset")
        if isinstance(action, PackUp):
            return self.button_click("freetable.button.packup")
        if isinstance(action, PassTo):
            button = next((b for b in self.table.pass_buttons if b.seat == action.seat), None)
            return ("click", button.rect.center) if button is not None else None
        return None

    def place_gesture(self, action: Place):
        """A drag that drops the card with its centre on the point, or with the pointer on the
        top card of the stack lying there (the drop joins that stack)."""
        start = self.pick_point(action.token)
        if start is None:
            return None
        point = (action.x, action.y)
        stack = [t for t, x, y in self.table.observation.pos if (x, y) == point and t != action.token]
        places = self.table.area.places()
        if stack:
            end = places[stack[-1]]
            centre = end
        else:
            zone, index, count, card = self.table.targets()[action.token]
            rest = self.table.slot(zone, index, count, card)
            centre = from_area(self.table.layout[TABLE], point, AREA)
            end = (centre[0] + start[0] - rest[0], centre[1] + start[1] - rest[1])
        if math.dist(start, end) <= SLOP + 1:
            return None
        self.rest_geometry()
        self.drop_boxes_at[(round(end[0]), round(end[1]))] = _card_box(centre[0], centre[1], 0.0,
                                                                           self.table.layout[TABLE].scale)
        return ("drag", start, end)

    def deal_gesture(self, action: Deal):
        """Set the face toggle, then the count, then press Deal (it deals what the pile can give)."""
        if action.face_up != self.table.face_toggle.value:
            return ("click", self.table.face_toggle.rect.center)
        most = len(self.table.observation.zone(PILE)) // self.table.hands
        if action.count == min(self.table.deal_count, most):
            return self.button_click("freetable.button.deal")
        return ("click", self.chooser_side(self.table.count_chooser, action.count > self.table.deal_count))

    @staticmethod
    def chooser_side(chooser, up: bool) -> Point:
        """The ▶ end of a chooser (one more) or its ◀ end (one fewer)."""
        x, y, w, h = chooser.rect
        return (x + w * (0.85 if up else 0.15), y + h / 2)

    def button_click(self, label: str):
        button = next((w for w in self.table.widgets if getattr(w, "label", None) == label), None)
        return ("click", button.rect.center) if button is not None and button.enabled else None

    def extra_gestures(self) -> list[tuple]:
        """What the mouse does at the top bar that is no move: the deal settings, Undo,
        the number of hands and the menu."""
        gestures = [("click", self.table.face_toggle.rect.center),
                    ("click", self.chooser_side(self.table.count_chooser, False)),
                    ("click", self.chooser_side(self.table.count_chooser, True)),
                    ("click", self.chooser_side(self.table.hands_chooser, False)),
                    ("click", self.chooser_side(self.table.hands_chooser, True))]
        if self.table.undo_button.enabled:
            gestures.append(("click", self.table.undo_button.rect.center))
        menu = self.button_click("freetable.button.menu")
        return gestures + ([menu] if menu else [])

    def extra_rects(self) -> list[Rect]:
        """The dice, and the ◀ and ▶ ends of the choosers, for the focus ring."""
        rects = [(die.x - DIE * 0.7, die.y - DIE * 0.7, DIE * 1.4, DIE * 1.4) for die in self.table.tray.dice]
        for chooser in (self.table.count_chooser, self.table.hands_chooser):
            x, y, w, h = chooser.rect
            rects += [(x, y, w * 0.18, h), (x + w * 0.82, y, w * 0.18, h)]  # the arrows, inside the mouse's split
        return rects

    def focus_rect(self, point: Point, dropping: bool) -> Rect | None:
        """A card's own box for a card (not its neighbour's: they overlap in a hand), the gap
        or the zone for a place a lifted card can go (`dropping`: a card is lifted and the
        point is not where it lies); None: the kit's smallest box."""
        key = (round(point[0]), round(point[1]))
        if dropping and key in self.drop_boxes_at:
            return self.drop_boxes_at[key]
        for spot, box in self.rest_geometry().values():
            if spot is not None and (round(spot[0]), round(spot[1])) == key:
                return box
        return None
