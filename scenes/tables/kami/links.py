"""God Link on Whisper's fields: which gods are one creature, drawn so it can be seen.

A linked group (K46–K47) is marked three ways, all from the observation's groups: a band
in the group's colour across every gap between two of its neighbouring gods, an outline
of that colour round each of its cards, and a shared badge (the group's colour with its
number) in each card's corner. Two groups on one field have different colours and
numbers, and two neighbouring gods that are not linked have no band between them.
Hovering a linked god lights its partners.
"""

from __future__ import annotations

import math

import pygame

from sprites import theme
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)

from .layout import LINK_COLOURS, LinkGroup, SeatGeo, link_groups


def _dark(colour) -> tuple[int, int, int]:
    return tuple(round(c * 0.45) for c in colour)


def group_of(obs, seat: int, code: str) -> LinkGroup | None:
    """The linked group of `code` on `seat`'s field in the observation, or None."""
    return next((grp for grp in link_groups(obs.seats[seat].field) if code in grp.members), None)


class KamiLinks:
    """Draws the linked groups and the partners of a hovered god, from the table's `shown`,
    `geo`, `zones`, `anim` and `drag`. What it drew is kept for tests: `drawn`
    ({seat: {frozenset(pair)}}), `badges` ({seat: {god: mark}}) and `partners_drawn`
    ({(seat, god)})."""

    def __init__(self, table) -> None:
        self.table = table
        self.drawn: dict[int, set[frozenset]] = {}
        self.badges: dict[int, dict[str, int]] = {}
        self.partners_drawn: set[tuple[int, str]] = set()

    def field_links(self, seat: int) -> list[LinkGroup]:
        return link_groups(self.table.shown.seats[seat].field)

    @staticmethod
    def hovered_god(sprite) -> tuple[int, str] | None:
        """(seat, god) under the pointer when it is a god on a field."""
        if sprite is None or not sprite.zone.startswith("field.") or not sprite.data.get("code"):
            return None
        return int(sprite.zone.split(".")[1]), sprite.data["code"]

    def _settled(self, seat: int, codes) -> bool:
        return not any(self.table.anim.animating(s) for s in self.table.zones.get(f"field.{seat}", [])
                       if s.data.get("code") in codes)

    def _card_rect(self, view, g: SeatGeo, code: str, grow: float = 0.0) -> pygame.Rect:
        w, h = g.cell_size()
        x, y = g.cell(code)
        return view.rect((x - w / 2 - grow, y - h / 2 - grow, w + 2 * grow, h + 2 * grow))

    # -- under the cards ----------------------------------------------------------------
    def draw_assemblies(self, surface, view) -> None:
        """A soft plate of the group's colour under each linked card, and the band's
        body under each gap it crosses (the cards then cover all but the gap)."""
        for seat, g in self.table.geo.items():
            w, h = g.cell_size()
            gap = g.cell_gap()
            for grp in self.field_links(seat):
                colour = LINK_COLOURS[grp.mark]
                for code in grp.members:
                    theme.alpha_rect(surface, self._card_rect(view, g, code, gap * 0.3), (*colour, 60), view.px(5))
                for a, b in grp.edges:
                    (ax, ay), (bx, by) = g.cell(a), g.cell(b)
                    across = ay == by  # a band between a row's neighbours, else up and down a column
                    band = max(3.0, (h if across else w) * 0.3)
                    rect = ((ax, (ay + by) / 2 - band / 2, bx - ax, band) if across
                            else ((ax + bx) / 2 - band / 2, ay, band, by - ay))
                    theme.alpha_rect(surface, view.rect(rect), (*colour, 170), view.px(3))

    # -- over the cards -----------------------------------------------------------------
    def draw_links(self, surface, view) -> None:
        """The clasp across each linked gap, the outline and the shared badge; what was
        drawn is kept in `drawn` and `badges`."""
        self.drawn = {}
        self.badges = {}
        for seat, g in self.table.geo.items():
            w, h = g.cell_size()
            gap = g.cell_gap()
            drawn = self.drawn.setdefault(seat, set())
            badges = self.badges.setdefault(seat, {})
            for grp in self.field_links(seat):
                if not self._settled(seat, grp.members):
                    continue  # a god still flying in: its marks wait until it lands
                colour = LINK_COLOURS[grp.mark]
                for code in grp.members:
                    pygame.draw.rect(surface, colour, self._card_rect(view, g, code, 1), max(1, view.px(2)),
                                     border_radius=view.px(4))
                for a, b in grp.edges:
                    self._clasp(surface, view, g, a, b, colour, w, h, gap)
                    drawn.add(frozenset((a, b)))
                for code in grp.members:
                    self._badge(surface, view, g, code, grp.mark, w, h)
                    badges[code] = grp.mark

    def _clasp(self, surface, view, g: SeatGeo, a: str, b: str, colour, w: float, h: float, gap: float) -> None:
        """Two chain links across the gap between neighbours a and b."""
        (ax, ay), (bx, by) = g.cell(a), g.cell(b)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        across = ay == by
        length = gap + w * 0.3  # reaches a little onto each card
        thick = max(3.0, w * 0.13)
        for k in (-1, 1):  # two rings, overlapping in the middle of the gap
            off = k * length * 0.22
            cx, cy = (mx + off, my) if across else (mx, my + off)
            ring = (cx - length * 0.3, cy - thick / 2, length * 0.6, thick) if across else \
                (cx - thick / 2, cy - length * 0.3, thick, length * 0.6)
            r = view.rect(ring)
            pygame.draw.rect(surface, _dark(colour), r.inflate(view.px(2), view.px(2)), border_radius=r.height // 2
                             if across else r.width // 2)
            pygame.draw.rect(surface, colour, r, max(1, min(r.width, r.height) // 3),
                             border_radius=r.height // 2 if across else r.width // 2)

    def _badge(self, surface, view, g: SeatGeo, code: str, mark: int, w: float, h: float) -> None:
        """The group's badge in the card's top-right corner: its colour and number."""
        x, y = g.cell(code)
        radius = max(7.0, w * 0.15)
        centre = view.point(x + w / 2 - radius * 0.25, y - h / 2 + radius * 0.25)
        colour = LINK_COLOURS[mark]
        pygame.draw.circle(surface, _dark(colour), centre, view.px(radius) + max(1, view.px(1.5)))
        pygame.draw.circle(surface, colour, centre, view.px(radius))
        label = theme.render_text(str(mark + 1), max(view.px(theme.MIN_TEXT), view.px(radius * 1.6)), (30, 22, 10), bold=True)
        surface.blit(label, label.get_rect(center=centre))
        theme.note("own", str(mark + 1), label.get_rect(center=centre))  # the card's group, on a disc of its own

    # -- hovering -----------------------------------------------------------------------
    def draw_hover(self, surface, view, now: float, hover) -> None:
        """The partners of the hovered god (`hover`, a sprite or None) glow in the group's
        colour; `partners_drawn` keeps them as {(seat, god)}."""
        self.partners_drawn = set()
        hovered = self.hovered_god(hover)
        if hovered is None or self.table.drag.active:
            return
        seat, code = hovered
        grp = group_of(self.table.shown, seat, code)
        g = self.table.geo.get(seat)
        if grp is None or g is None or not self._settled(seat, grp.members):
            return
        colour = LINK_COLOURS[grp.mark]
        strength = round((0.8 + 0.2 * math.sin(now * 4.0)) * 20) / 20
        for partner in grp.partners(code):
            r = self._card_rect(view, g, partner)
            halo = theme.glow(r.size, view.px(5), colour, strength, view.px(10))
            surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))
            pygame.draw.rect(surface, (255, 250, 230), r.inflate(view.px(3), view.px(3)), max(2, view.px(2.5)),
                             border_radius=view.px(5))
            self.partners_drawn.add((seat, partner))
        r = self._card_rect(view, g, code)
        pygame.draw.rect(surface, colour, r.inflate(view.px(3), view.px(3)), max(2, view.px(2.5)),
                         border_radius=view.px(5))
        w, h = g.cell_size()
        for member in grp.members:  # the shared badge stays on top of the light
            self._badge(surface, view, g, member, grp.mark, w, h)
