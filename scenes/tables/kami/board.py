"""Drawing Whisper's table: the seats' plates and fields, the targets, the links and marks."""

from __future__ import annotations

import math

import pygame

from game.kami.cards import CELL, LINKS
from sprites import theme
from sprites.cards import CARD_H, CARD_W
from sprites.faces import kami as kami_faces  # noqa: F401  (registers the painter and the back)
from sprites.furniture import inset, wood_rim

from ...kit.widgets import cell, text
from .layout import GRAVE, GRAVE_SHOWN, HAND_RISE, PILE, RESOLUTION, SeatGeo, _arrow, _sprite_rect, _tag
from .links import KamiLinks
from .overlays import KamiOverlays


class KamiPainter:
    """Draws the table each frame from what the table shows (`shown`, `geo`, `home`, the
    sprites in their `zones`, `anim`, `drag`, the log panel and banner) and what the gesture
    map has lit (`lit`, gestures.Lit). It writes nothing of the table's; its own state is
    its caches (the background, the still layer) and which cards are on the moving layer."""

    def __init__(self, table) -> None:
        self.table = table
        self.links = KamiLinks(table)  # the linked groups on the fields
        self.overlays = KamiOverlays(table)  # the chooser strip, the side panel, the intermission
        self.bg_key: tuple | None = None
        self.bg: pygame.Surface | None = None
        self.static: pygame.Surface | None = None
        self.static_key: tuple | None = None
        self.moving: set = set()  # ids of the sprites tweened in this batch (drawn over the still layer)
        self.sticky: set = set()

    def forget_background(self) -> None:
        """The seating changed: the background is drawn afresh."""
        self.bg_key = None

    def visible(self, sprite) -> bool:
        """Deep pile and graveyard cards are not drawn unless they move."""
        table = self.table
        moving = id(sprite) in self.moving
        if sprite.zone == "pile":
            return sprite.index >= len(table.zones.get("pile", ())) - 3 or moving
        if sprite.zone == "graveyard":
            return sprite.index >= len(table.zones.get("graveyard", ())) - GRAVE_SHOWN or moving
        if sprite.zone.startswith("hand.") and sprite.zone != f"hand.{table.home}":
            return sprite.index < 12 or moving
        return True

    # -- drawing ---------------------------------------------------------------------------
    def background(self, surface) -> pygame.Surface:
        """Felt, rim, pods, insets and field grids: drawn once per size and seating."""
        key = (surface.get_size(), self.table.home, self.table.shown.players, self.table.app.settings.language,
               theme.look)
        if self.bg_key == key and self.bg is not None:
            return self.bg
        view = self.table.app.view
        bg = theme.Layer(surface.get_size())  # its words are measured and kept clear of where it lands
        bg.blit(theme.felt(surface.get_size()), (0, 0))
        wood_rim(bg, view)
        for g in self.table.geo.values():
            if g.home:
                inset(bg, view, (12, 424, 252, 292), 12)
                inset(bg, view, g.shields, 10)
                inset(bg, view, g.hand, 10)
            else:
                inset(bg, view, g.pod, 12, alpha=64)
            self._draw_grid(bg, view, g)
        for rect, key2 in (((PILE[0] - 58, 250, 116, 164), "kami.zone.pile"),
                           ((RESOLUTION[0] - 96, 250, 192, 164), "kami.zone.resolution"),
                           ((GRAVE[0] - 58, 250, 116, 164), "kami.zone.graveyard")):
            inset(bg, view, rect, 10)
            image = theme.render_text(self.table.t(key2), view.px(theme.SMALL), theme.INK_DIM, shadow=True)
            bg.blit(image, image.get_rect(midtop=view.point(rect[0] + rect[2] / 2, rect[1] + 3)))
        home = self.table.geo[self.table.home]
        cap = theme.render_text(self.table.t("kami.zone.field"), view.px(theme.SMALL), theme.INK_DIM, shadow=True)
        bg.blit(cap, view.point(22, 428))
        cap = theme.render_text(self.table.t("kami.zone.shields"), view.px(theme.SMALL), theme.INK_DIM, shadow=True)
        bg.blit(cap, view.point(home.shields[0] + 8, home.shields[1] + 3))
        title = theme.render_text(self.table.t("kami.title"), view.px(theme.LARGE), theme.INK, bold=True, shadow=True)
        bg.blit(title, view.point(20, 12))
        self.bg_key, self.bg = key, bg
        return bg

    def _draw_grid(self, surface, view, g: SeatGeo) -> None:
        """The empty 2×3 God Link grid of a field: a faint outline and name in each cell."""
        w, h = g.cell_size()
        for code in CELL:
            x, y = g.cell(code)
            r = view.rect((x - w / 2, y - h / 2, w, h))
            theme.alpha_rect(surface, r, (0, 0, 0, 40), view.px(4))
            theme.alpha_rect(surface, r, (255, 255, 255, 30), view.px(4), 1)
            if g.home:
                label = theme.render_fitted(self.table.card_name(code, short=True), view.px(theme.SMALL), (150, 160, 150),
                                            r.width - view.px(2), view.px(theme.SMALL))
                surface.blit(label, label.get_rect(center=r.center))

    def draw(self, surface: pygame.Surface, lit) -> None:
        """A cached layer holds everything that is still (felt, plates, resting cards, the
        strip, the side panel); each frame adds what moves or pulses on top of it."""
        view = self.table.app.view
        now = self.table.app.time
        lang = self.table.app.settings.language
        targets = {id(t.target) for t in self.table.anim.tweens}
        if targets:  # what moved in this batch stays on the moving layer until all is still
            self.sticky |= targets
        else:
            self.sticky = set()
        targets = self.sticky
        self.moving = targets
        dragged = self.table.drag.sprite if self.table.drag.active else None
        hand = self.table.zones.get(f"hand.{self.table.home}", [])
        settling = any(abs(s.data.get("rise", 0.0) - (HAND_RISE if s is lit.hover else 0.0))
                       > 0.3
                       for s in hand)
        moving = [s for s in self.table.sprites if (id(s) in targets or s is dragged or (settling and s in hand))
                  and self.visible(s)]
        moving_ids = frozenset(id(s) for s in moving)
        risen = tuple((s.key, round(s.data.get("rise", 0.0))) for s in hand if s.data.get("rise", 0.0) > 0.3)
        key = (lit.version, surface.get_size(), lang, theme.look, moving_ids, risen, self.table.session.over)
        if key != self.static_key or self.static is None or self.static.get_size() != surface.get_size():
            layer = self.background(surface).copy()
            self.draw_static(layer, view, lang, moving_ids, lit)
            self.static, self.static_key = layer, key
        theme.lay(surface, self.static)
        for seat, g in self.table.geo.items():
            self.draw_plate_pulse(surface, view, seat, g, now, lit)
        self.draw_targets(surface, view, now, lit)
        self.draw_marks(surface, view, now, lit)
        self.links.draw_hover(surface, view, now, lit.hover)
        if moving:
            self.draw_with_hand(surface, view, moving, hand, lang)
        if lit.strip:
            self.overlays.draw_strip_halos(surface, view, now, lit)
        self.table.log_panel.draw(surface, view)
        self.table.banner.draw(surface, view)

    def risen_hand_card(self, hand):
        """The hovered hand card while it rises (it is drawn over every other card)."""
        risen = [s for s in hand if s.data.get("rise", 0.0) > 0.3]
        return max(risen, key=lambda s: s.data["rise"]) if risen else None

    def hand_draw_order(self, sprites, hand) -> list:
        """Cards in z order (a lifted card last), then the risen hand cards, the highest last."""
        hand_ids = {id(s) for s in hand}
        risen = sorted((s for s in sprites if id(s) in hand_ids and s.data.get("rise", 0.0) > 0.3),
                       key=lambda s: s.data["rise"])
        risen_ids = {id(s) for s in risen}
        rest = sorted((s for s in sprites if id(s) not in risen_ids), key=lambda s: (s.lift > 0.01, s.z))
        return rest + risen

    def draw_with_hand(self, surface, view, sprites, hand, lang: str) -> None:
        """Cards in order, the viewer's hand cards at their risen height, so the whole of a
        hovered hand card can be read."""
        hand_ids = {id(s) for s in hand}
        for s in sprites:
            if id(s) in hand_ids:
                s.y -= s.data.get("rise", 0.0)
        for s in self.hand_draw_order(sprites, hand):
            s.draw(surface, view, lang)
        for s in sprites:
            if id(s) in hand_ids:
                s.y += s.data.get("rise", 0.0)

    def draw_static(self, surface, view, lang: str, moving_ids, lit) -> None:
        obs = self.table.shown
        for seat, g in self.table.geo.items():
            self.draw_plate(surface, view, seat, g, 0.0)
        self.links.draw_assemblies(surface, view)
        hand = self.table.zones.get(f"hand.{self.table.home}", [])
        still = [s for s in self.table.sprites if id(s) not in moving_ids and self.visible(s)]
        self.draw_with_hand(surface, view, still, hand, lang)
        self.links.draw_links(surface, view)
        text(surface, view, str(obs.pile_size), (PILE[0] + 52, 254), theme.SMALL, theme.GOLD, "topright", bold=True)
        text(surface, view, str(len(obs.graveyard)), (GRAVE[0] + 52, 254), theme.SMALL, theme.GOLD, "topright",
             bold=True)
        if lit.strip:
            self.overlays.draw_strip(surface, view, lang, lit)
        self.overlays.draw_side(surface, view, lit)

    def draw_plate_pulse(self, surface, view, seat: int, g: SeatGeo, now: float, lit) -> None:
        obs = self.table.shown
        choosing = seat in lit.seats or (
            lit.acting and obs.prompt == "penalty" and dict(obs.prompt_args).get("recipient") == seat != self.table.home)
        if not choosing:
            return
        r = view.rect(g.plate)
        halo = theme.glow(r.size, view.px(8), theme.GOLD, round((0.5 + 0.3 * math.sin(now * 3.2)) * 20) / 20,
                          view.px(12))
        surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))

    def draw_plate(self, surface, view, seat: int, g: SeatGeo, now: float) -> None:
        obs = self.table.shown
        sv = obs.seats[seat]
        x, y, w, h = g.plate
        active = seat == obs.active and not self.table.session.over
        r = view.rect(g.plate)
        if active:
            halo = theme.glow(r.size, view.px(8), theme.seat_colour(seat), 0.35, view.px(10))
            spread = (halo.get_width() - r.width) // 2
            surface.blit(halo, (r.x - spread, r.y - spread))
        theme.alpha_rect(surface, r, (*theme.PANEL, 215), view.px(8))
        theme.alpha_rect(surface, r, (*theme.seat_colour(seat), 150 if active else 60), view.px(8), max(1, view.px(1)))
        theme.draw_marker(surface, view.point(x + 13, y + h / 2), view.px(7), seat)
        # right side first: points (and a lock or "out"), the hand on the viewer's plate; the name takes the rest
        right = x + w - 8
        stats = [(f"★{sv.points}", theme.GOLD)]
        if sv.locked:
            stats.insert(0, (self.table.t("kami_table.lock_short"), theme.DANGER))
        if sv.eliminated:
            stats = [(self.table.t("kami_table.out"), theme.DANGER), (f"★{sv.points}", theme.GOLD)]
        images = [theme.render_text(label, view.px(theme.SMALL), colour, bold=True, shadow=True) for label, colour in stats]
        if g.home:  # the viewer's hand count, unless the name needs its room (the hand lies below)
            hand = theme.render_text(self.table.t("kami_table.hand_count", n=sv.hand_size), view.px(theme.SMALL),
                                     theme.INK_DIM, shadow=True)
            name = self.table.seat_name(seat)
            room = right - x - 26 - sum(i.get_width() / view.scale + 8 for i in [hand, *images])
            fits, _ = theme.name_lines(name, view.px(theme.BODY), view.px(room), active, most=1,
                                       floor=view.px(theme.MIN_TEXT) / theme.text_scale, leave_out=True)
            images = [hand, *images] if fits else images
        for im in reversed(images):
            rect = im.get_rect(midright=view.point(right, y + h / 2))
            surface.blit(im, rect)
            right -= rect.width / view.scale + 8
        # the whole name, smaller or on two lines where it must: players are told apart by it
        ink = theme.INK if not sv.eliminated else theme.INK_DIM
        cell(surface, view, self.table.seat_name(seat), (x + 26, y, right - x - 26, h), theme.BODY, ink, bold=active)
        if not g.home:
            stats = self.table.t("kami_table.stats", gods=sv.gods, shields=len(sv.shields), hand=sv.hand_size)
            px_, py_, pw, _ = g.pod
            text(surface, view, stats, (px_ + 12, py_ + 42), theme.SMALL, theme.INK_DIM, "midleft", width=pw - 20)
        if sv.eliminated and not g.home:
            shade = pygame.Surface(view.rect(g.pod).size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            surface.blit(shade, view.rect(g.pod).topleft)

    def draw_targets(self, surface, view, now: float, lit) -> None:
        """While a card is dragged: the drop places glow, with the god's own cell and
        the gods it could link with."""
        pulse = 0.75 + 0.25 * math.sin(now * 3.2)
        if "middle" in lit.targets:
            hot = lit.hot == "middle"
            r = view.rect((RESOLUTION[0] - 96, 250, 192, 164))
            halo = theme.glow(r.size, view.px(10), theme.GOLD, round((0.9 if hot else 0.55 * pulse) * 20) / 20,
                              view.px(14))
            surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))
        if "field" in lit.targets and self.table.drag.sprite is not None:
            code = self.table.drag.sprite.data.get("code")
            g = self.table.geo[self.table.home]
            w, h = g.cell_size()
            hot = lit.hot == "field"
            x, y = g.cell(code)
            r = view.rect((x - w / 2, y - h / 2, w, h))
            halo = theme.glow(r.size, view.px(6), theme.GOLD, round((1.0 if hot else 0.7 * pulse) * 20) / 20,
                              view.px(12))
            surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))
            theme.alpha_rect(surface, r, (*theme.GOLD, 70 if hot else 40), view.px(4))
            here = {c for grp in self.table.shown.seats[self.table.home].field for c in grp}
            for partner in LINKS[code].values():
                if partner and partner in here:  # a free link slot: the notch between them glows
                    px, py = g.cell(partner)
                    mx, my = (x + px) / 2, (y + py) / 2
                    pygame.draw.circle(surface, theme.GOLD, view.point(mx, my), view.px(7 if hot else 5))
                    pygame.draw.circle(surface, (255, 244, 200), view.point(mx, my), view.px(3))

    def covered_from(self, sprite, hand) -> float | None:
        """The logical y where the hand card in front of this one starts to cover it (rows
        of a big hand), or None when nothing in front overlaps it."""
        w = CARD_W * sprite.scale
        tops = [s.y - s.data.get("rise", 0.0) - CARD_H * s.scale / 2 for s in hand
                if s is not sprite and s.y > sprite.y + 1 and abs(s.x - sprite.x) < w]
        return min(tops) if tops else None

    def draw_marks(self, surface, view, now: float, lit) -> None:
        """What can be clicked glows; the selection in progress is tagged."""
        if not lit.acting:
            return
        pulse = round((0.55 + 0.3 * math.sin(now * 3.4)) * 20) / 20
        soft = round((0.35 + 0.15 * math.sin(now * 2.4)) * 20) / 20
        prompt = self.table.shown.prompt
        hand = self.table.zones.get(f"hand.{self.table.home}", [])
        for sprite, action in lit.marks:
            if not self.visible(sprite) or sprite is self.table.drag.sprite:
                continue
            rise = sprite.data.get("rise", 0.0) if sprite in hand else 0.0
            sprite.y -= rise
            r = _sprite_rect(view, sprite)
            selected = isinstance(action, tuple) and action[1] in lit.selected
            strength = 0.9 if selected else (pulse if action is not None else soft)
            halo = theme.glow(r.size, view.px(5), theme.GOLD, strength, view.px(8))
            clip = surface.get_clip()
            if sprite in hand and sprite is not self.risen_hand_card(hand):
                front = self.covered_from(sprite, hand)  # a back-row card glows only where it is seen
                if front is not None:
                    surface.set_clip(clip.clip(pygame.Rect(0, 0, surface.get_width(), view.point(0, front)[1])))
            surface.blit(halo, (r.x - (halo.get_width() - r.width) // 2, r.y - (halo.get_height() - r.height) // 2))
            surface.set_clip(clip)
            if selected and prompt == "penalty":
                i = lit.selected.index(action[1])
                recipient = dict(self.table.shown.prompt_args).get("recipient", self.table.home)
                if i == 0 or recipient == self.table.home:
                    tag = self.table.t("kami_table.keep")
                else:
                    tag = self.table.t("kami_table.give", name=self.table.seat_name(recipient))
                _tag(surface, view, tag, (sprite.x, sprite.y - CARD_H * sprite.scale / 2 - 10))
            elif selected:
                _tag(surface, view, self.table.t("kami_table.linking"), (sprite.x, sprite.y - CARD_H * sprite.scale / 2 - 8))
            sprite.y += rise
        if prompt in ("penalty", "recipient"):
            self.draw_penalty_arrow(surface, view, now, lit.selected)
        if prompt in ("enigma", "devil"):
            picked = list(dict(self.table.shown.prompt_args).get("picked", ()))
            for sprite in hand if prompt == "enigma" else self.table.zones.get(f"shields.{self.table.home}", []):
                key = sprite.data.get("code") if prompt == "enigma" else sprite.data.get("label")
                if key in picked:
                    picked.remove(key)
                    _tag(surface, view, self.table.t("kami_table.picked"), (sprite.x, sprite.y - CARD_H * sprite.scale / 2 - 8))

    def draw_penalty_arrow(self, surface, view, now: float, selected) -> None:
        """The penalty shows who receives the second shield: an arrow to their plate."""
        args = dict(self.table.shown.prompt_args)
        recipient = args.get("recipient")
        if recipient is None or recipient == self.table.home:
            return
        g = self.table.geo[recipient]
        tx, ty = g.plate[0] + g.plate[2] / 2, g.plate[1] + g.plate[3] + 1
        start = None
        if len(selected) == 2:
            sprite = next((s for s in self.table.zones.get(f"shields.{self.table.home}", []) if s.data.get("label") ==
                           selected[1]), None)
            if sprite is not None:
                start = (sprite.x, sprite.y - CARD_H * sprite.scale / 2)
        if start is None:
            hx, hy, hw, _ = self.table.geo[self.table.home].shields
            start = (hx + hw / 2, hy)
        _arrow(surface, view, start, (tx, ty), now)

    def draw_overlays(self, surface: pygame.Surface, lit) -> None:
        """Over the table and its buttons: the round's scores while the next round waits."""
        if self.table.intermission is not None:
            self.overlays.draw_intermission(surface, self.table.app.view, lit)
