"""Enfield's battle overlay: what a click in it means (BattleGestures, a part of the gesture map) and
how it is drawn (BattlePainter, a part of the painter); its animation is in motion.py."""

from __future__ import annotations

import math

import pygame

from game.enfield import cards as C
from game.enfield.actions import Attack, Cast, SecondTarget, UseCard
from sprites import theme
from sprites.cards import CARD_H, CARD_W, draw_cards
from sprites.faces.enfield import hp_bar

from ...kit.widgets import panel, text
from .layout import BATTLE_RECT, BATTLE_SCALE, BattleShow, FighterShow, _contains, battle_grow, fighter_step
from .town import MAP_RECT


class BattleGestures:
    """What a click in Enfield's battle overlay means: an actor, a command, a chip, a target.
    A part of the gesture map (its `sel` is the selection it reads and sets)."""

    def __init__(self, table, gestures) -> None:
        self.table = table  # the table: its observation, legal actions, submit, and the shared battle sprites
        self.gestures = gestures  # the gesture map whose selection this reads and sets

    def fighter_chips(self, f: FighterShow) -> list[tuple[str, str]]:
        """(card id, label) of the cards attached to a fighter (from the observation)."""
        if f.member < 0:
            return []
        member = self.table.obs.squads[f.seat].party[f.member]
        return [(card, self.table.t(f"enfield.card.{card}")) for card in member.attached]

    def chip_rects(self, show: BattleShow, f: FighterShow) -> list[tuple[tuple, str, int]]:
        """Room for four chips under a fighter: with more cards attached, the ones a click can
        use now (an action card, a card to pay for magic) are shown first."""
        x, y = self.table.fighter_pos(show, f)
        y += battle_grow(self.table.fighter_scale(show))  # under a larger card
        cards = [card for card, _ in self.fighter_chips(f)]
        if len(cards) > 4:
            wanted = {a.card for a in self.table.legal_of(UseCard) if a.fighter == f.index}
            wanted |= {a.card for a in self.table.legal_of(Cast) if a.actor == f.index}
            keep = sorted(sorted(range(len(cards)), key=lambda j: (cards[j] not in wanted, j))[:4])
        else:
            keep = list(range(len(cards)))
        return [((x - 43, y + 97 + row * 18, 86, 16), cards[j], j) for row, j in enumerate(keep)]

    def battle_targets(self) -> set[int]:
        """Fighters a click would act on now."""
        if self.gestures.sel.get("use") is not None:
            fighter, card = self.gestures.sel["use"]
            return {a.target for a in self.table.legal_of(UseCard) if a.fighter == fighter and a.card == card}
        second = self.table.legal_of(SecondTarget)
        if second:
            return {a.target for a in second}
        actor = self.gestures.sel.get("actor")
        if actor is None:
            return set()
        if self.gestures.sel.get("command") == "attack":
            return {a.target for a in self.table.legal_of(Attack) if a.actor == actor}
        magic, card = self.gestures.sel.get("command"), self.gestures.pay_card()
        return {a.target for a in self.table.legal_of(Cast) if a.actor == actor and a.magic == magic and a.card == card}

    def battle_prompt(self) -> str:
        step = self.table.obs.battle.step
        if step == "actions":
            return self.table.t("enfield.table.prompt_actions")
        if step == "fortune":
            return self.table.t("enfield.table.prompt_fortune")
        if step == "second":
            return self.table.t("enfield.table.prompt_second")
        actor = self.gestures.sel.get("actor")
        if actor is None:
            return self.table.t("enfield.table.prompt_actor")
        if self.table.show is not None and actor < len(self.table.show.fighters):  # the chosen actor is named, plainly
            return self.table.t("enfield.table.prompt_target_named", name=self.table.t(f"enfield.card.{self.table.show.fighters[actor].card}"))
        return self.table.t("enfield.table.prompt_target")

    def harms_own_side(self, action) -> bool:
        """A normal attack, or magic other than holy, on a member of the actor's own side (E27
        allows it; it is asked first)."""
        show = self.table.show
        if show is None or not isinstance(action, (Attack, Cast)) or isinstance(action, Cast) and action.magic == "holy":
            return False
        if max(action.actor, action.target) >= len(show.fighters):
            return False
        return show.fighters[action.actor].side == show.fighters[action.target].side

    def press_battle(self, pos) -> bool:
        show = self.table.show
        if show is None:
            return False
        # a chip: an action card to use (action step) or the card to pay for magic
        for f in show.fighters:
            for rect, card, _ in self.chip_rects(show, f):
                if _contains(rect, pos):
                    self.do_click(self.chip_click(f.index, card))
                    return True
        index = self.fighter_at(pos)
        if index is not None:
            self.gestures.fighter_press = index  # a click on release over it; a drag onto another fighter acts on it
            return True
        return _contains(BATTLE_RECT, pos)

    def release_fighter(self, pos) -> None:
        index, self.gestures.fighter_press = self.gestures.fighter_press, None
        over = self.fighter_at(pos)
        if over == index:
            self.do_click(self.fighter_click(index))
        elif over is not None:
            self.do_click(self.fighter_drag(index, over))

    def fighter_at(self, pos) -> int | None:
        show = self.table.show
        for f in show.fighters if show is not None else ():
            sprite = self.table.battle_sprites.get(f.index)
            if sprite is not None and sprite.contains(pos):
                return f.index
        return None

    def chip_click(self, fighter: int, card: str) -> tuple:
        """A chip: an action card to use (action step) or the card that pays for magic."""
        mine = [a for a in self.table.legal_of(UseCard) if a.fighter == fighter and a.card == card]
        if mine:
            return ("submit", mine[0]) if mine[0].target is None else ("use", (fighter, card))
        if self.gestures.sel.get("actor") == fighter and any(a.card == card for a in self.table.legal_of(Cast) if a.actor == fighter):
            return ("pay", card)
        return ("none",)

    def fighter_click(self, index: int) -> tuple:
        """A fighter: the target of a chosen card, the second target, an actor to select, or
        the target of the selected actor's command (a lit target is always acted on)."""
        if self.gestures.sel.get("use") is not None:
            fighter, card = self.gestures.sel["use"]
            for a in self.table.legal_of(UseCard):
                if a.fighter == fighter and a.card == card and a.target == index:
                    return ("submit", a)
            return ("drop",)
        for a in self.table.legal_of(SecondTarget):
            if a.target == index:
                return ("submit", a)
        eligible = self.gestures.eligible()
        actor = self.gestures.sel.get("actor")
        command = self.gestures.sel.get("command", "attack")
        side = self.table.show.fighters[index].side
        own_side = actor is not None and self.table.show.fighters[actor].side == side
        targets = self.battle_targets()
        prefer_select = index in eligible and index != actor and (
            actor is None or (own_side and command in ("attack", "physical")))
        if prefer_select or (index in eligible and index not in targets):
            return ("select", index)
        if index in targets:
            if command == "attack":
                return ("submit", Attack(actor, index))
            return ("submit", Cast(actor, self.gestures.pay_card(), command, index))
        return ("none",)

    def fighter_drag(self, source: int, target: int) -> tuple:
        """A fighter of the acting side dragged onto another acts on it (the selected actor with
        its command, any other with a normal attack): the way to strike an ally, whose click
        would select it instead (E27 lets a member attack anyone standing)."""
        if source not in self.gestures.eligible():
            return ("none",)
        if source == self.gestures.sel.get("actor") and self.gestures.sel.get("command") not in (None, "attack"):
            action = Cast(source, self.gestures.pay_card(), self.gestures.sel["command"], target)
        else:
            action = Attack(source, target)
        return ("submit", action) if action in self.table.legal else ("none",)

    def do_click(self, what: tuple) -> None:
        kind = what[0]
        if kind == "submit":
            self.table.submit(what[1])
        elif kind == "use":
            self.gestures.sel["use"] = what[1]
            self.table.update_banner()
        elif kind == "pay":
            self.gestures.sel["card"] = what[1]  # the card that pays for the magic
            if self.gestures.sel.get("command") == "attack":
                self.gestures.sel["command"] = "physical"
            self.gestures.build_buttons()
        elif kind == "drop":
            self.gestures.sel.pop("use", None)
        elif kind == "select":
            self.gestures.sel = {"actor": what[1], "command": "attack", "card": None}
            self.table.app.play("click")
            self.gestures.build_buttons()
            self.table.update_banner()


class BattlePainter:
    """Draws Enfield's battle overlay; owns the still background of the battle being drawn."""

    def __init__(self, table) -> None:
        self.table = table  # the table: what it draws (the battle shown, its sprites) and the gesture map's selection
        self._battle_bg: pygame.Surface | None = None
        self._battle_key = None

    def draw_battle(self, surface, view, lang) -> None:
        show = self.table.show
        x, y, w, h = BATTLE_RECT
        key = (surface.get_size(), view.scale, lang, theme.look, show.square, show.attacker, show.defender)
        if self._battle_key != key:
            self._battle_bg, self._battle_key = self.battle_background(surface.get_size(), view, show), key
        region = view.rect(MAP_RECT)
        surface.blit(self._battle_bg, region.topleft, area=region)
        for side in (0, 1):  # battles are won on knock-outs: the count per side
            kos = sum(1 for f in show.fighters if f.side == side and f.ko)
            label = self.table.t("enfield.table.ko_count", n=kos)
            text(surface, view, label, (x + w / 4 + side * w / 2, y + h - 90), theme.BODY,
                 theme.DANGER if kos else theme.INK_DIM, "midtop", bold=bool(kos))
        self.draw_battle_fighters(surface, view, lang)

    def battle_background(self, size, view, show: BattleShow) -> pygame.Surface:
        """The overlay's still parts (shade, panel, title, sides, VS), drawn once per battle."""
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.fill((0, 0, 0, 110), view.rect(MAP_RECT))
        surface = out
        x, y, w, h = BATTLE_RECT
        panel(surface, view, BATTLE_RECT, 235)
        # the title: who fights whom, where
        title = self.table.t("enfield.table.battle_at", square=self.table.t(f"enfield.square.{show.square}"))
        text(surface, view, title, (x + w / 2, y + 10), theme.LARGE, theme.INK, "midtop", bold=True)
        for side, seat in ((0, show.attacker), (1, show.defender)):
            cx = x + w / 4 + side * w / 2
            theme.draw_marker(surface, view.point(cx - 60, y + 46), view.px(6), seat)
            role = self.table.t("enfield.table.attacker" if side == 0 else "enfield.table.defender")
            text(surface, view, f"{self.table.seat_name(seat)} · {role}", (cx - 48, y + 46), theme.BODY, theme.INK,
                 "midleft")
        pygame.draw.line(surface, (255, 255, 255, 40), view.point(x + w / 2, y + 40), view.point(x + w / 2, y + h - 60),
                         1)
        vs = theme.render_text("VS", view.px(theme.TITLE), theme.GOLD, bold=True, shadow=True)
        surface.blit(vs, vs.get_rect(center=view.point(x + w / 2, y + 148)))
        return out

    def draw_battle_fighters(self, surface, view, lang) -> None:
        show = self.table.show
        x, y, w, h = BATTLE_RECT
        battle = self.table.obs.battle
        views = {f.index: f for f in battle.fighters} if battle is not None else {}
        eligible = self.table.gestures.eligible()
        targets = self.table.gestures.battle.battle_targets()
        actor = self.table.gestures.sel.get("actor")
        uses = {(a.fighter, a.card) for a in self.table.legal_of(UseCard)}
        t = self.table.app.time
        scale = self.table.fighter_scale(show)
        grow = battle_grow(scale)  # what sits under a card moves down as far as the card grows
        for f in show.fighters:
            sprite = self.table.battle_sprites.get(f.index)
            if sprite is None:
                continue
            sprite.alpha = 0.45 if f.ko else 1.0
            sprite.angle = 8.0 if f.ko else 0.0
            hw, hh = CARD_W * scale / 2, CARD_H * scale / 2
            r = view.rect((sprite.x - hw, sprite.y - hh, 2 * hw, 2 * hh))
            colour = None
            if f.index in targets:
                colour = theme.DANGER if f.side != (show.fighters[actor].side if actor is not None else -1) else theme.SUCCESS
            elif f.index == actor:
                colour = theme.GOLD
            elif f.index in eligible:
                colour = theme.GOLD_MUTED
            if colour is not None:
                halo = theme.glow(r.size, view.px(6), colour, round(0.7 + 0.3 * math.sin(t * 3.2), 1), view.px(12))
                spread = (halo.get_width() - r.width) // 2
                surface.blit(halo, (r.x - spread, r.y - spread))
                edge = r.inflate(view.px(8), view.px(8))
                pygame.draw.rect(surface, colour, edge, width=max(1, view.px(2 if f.index in targets or
                                                                               f.index == actor else 1)),
                                 border_radius=view.px(8))
        draw_cards(surface, view, self.table.battle_sprites.values(), lang)
        for f in show.fighters:
            sprite = self.table.battle_sprites.get(f.index)
            if sprite is None:
                continue
            fx, fy = sprite.x, sprite.y
            wider = CARD_W * (scale - BATTLE_SCALE) / 2  # the bar is as much wider as the card
            bar = view.rect((fx - 40 - wider, fy + 60 + grow, 80 + 2 * wider, 9))
            hp_bar(surface, bar, f.max_hp, full=f.max_hp, shown=f.max_hp - f.damage)
            left = max(0, round(f.max_hp - f.damage))
            text(surface, view, f"HP {left}/{f.max_hp}", (fx, fy + 71 + grow), theme.SMALL, theme.INK, "midtop",
                 bold=True, width=fighter_step(scale) - 6)  # a larger text size keeps clear of the neighbour's
            if f.ko:
                stamp = theme.render_text(self.table.t("enfield.table.ko"), view.px(theme.TITLE), theme.DANGER, bold=True,
                                          shadow=True)
                stamp = pygame.transform.rotate(stamp, 14)
                surface.blit(stamp, stamp.get_rect(center=view.point(fx, fy)))
            fv = views.get(f.index)
            if fv is not None:
                self.draw_status(surface, view, fv, fx, fy, scale)
            if f.index == actor and self.table.legal:
                self.draw_actor_tag(surface, view, fx, fy, scale)
            for rect, card, _ in self.table.gestures.battle.chip_rects(show, f):
                usable = (f.index, card) in uses
                paying = actor == f.index and self.table.gestures.sel.get("command") not in (None, "attack") and self.table.gestures.pay_card() == card
                base = (78, 60, 40) if not C.is_action(card) else (110, 48, 44)
                r = view.rect(rect)
                theme.rounded(surface, r, base, view.px(4))
                if usable or paying:
                    edge = theme.GOLD if usable else theme.INK
                    theme.alpha_rect(surface, r, (*edge, 255), view.px(4), max(1, view.px(2)))
                label = self.table.t(f"enfield.card.{card}")
                label = theme.ellipsize(label, lambda s: theme.text_width(s, view.px(theme.SMALL)) <= r.width - view.px(6))
                image = theme.render_text(label, view.px(theme.SMALL), theme.INK)
                surface.blit(image, image.get_rect(center=r.center))
        self.draw_fighter_drag(surface, view)
        for fx, fy, label, colour, age in show.floats:
            image = theme.render_text(label, view.px(theme.TITLE), colour, bold=True, shadow=True)
            if age > 0.7:
                image = image.copy()
                image.set_alpha(round(255 * max(0.0, 1 - (age - 0.7) / 0.5)))
            surface.blit(image, image.get_rect(center=view.point(fx, fy - 30 * age)))
        if show.outcome:
            band = view.rect((x + 120, y + 130, w - 240, 40))
            theme.alpha_rect(surface, band, (20, 16, 10, 220), view.px(10))
            theme.alpha_rect(surface, band, (*theme.GOLD, 255), view.px(10), 1)
            image = theme.render_text(show.outcome, view.px(theme.LARGE), theme.GOLD, bold=True, shadow=True)
            surface.blit(image, image.get_rect(center=band.center))
        elif battle is not None:
            if not self.table.battle_buttons:
                to_act = self.table.session.to_act
                line = self.table.gestures.battle.battle_prompt() if self.table.legal else self.table.t("enfield.table.acting", name=self.table.seat_name(
                    to_act), phase=self.table.t(f"enfield.step.{battle.step}")) if to_act is not None else ""
                text(surface, view, line, (x + 20, y + h - 32), theme.BODY, theme.INK_DIM, "midleft")
            step = self.table.t(f"enfield.step.{battle.step}")
            if self.table.battle_buttons:
                text(surface, view, step, (x + w - 16, y + h - 32), theme.SMALL, theme.INK_DIM, "midright")
            if battle.step == "fortune" and battle.faces:
                text(surface, view, self.table.t("enfield.table.faces", a=battle.faces[0], b=battle.faces[-1]),
                     (x + w - 16, y + h - 16), theme.SMALL, theme.GOLD, "midright")

    def draw_fighter_drag(self, surface, view) -> None:
        """A fighter of the acting side carried off its card: an arrow to the pointer, red over a
        fighter it would act on."""
        index, pointer = self.table.gestures.fighter_press, self.table.pointer
        sprite = self.table.battle_sprites.get(index) if index is not None else None
        if sprite is None or pointer is None or sprite.contains(pointer) or index not in self.table.gestures.eligible():
            return
        over = self.table.gestures.battle.fighter_at(pointer)
        live = over is not None and self.table.gestures.battle.fighter_drag(index, over)[0] == "submit"
        colour = theme.DANGER if live else theme.GOLD_MUTED
        pygame.draw.line(surface, colour, view.point(sprite.x, sprite.y), view.point(*pointer), max(2, view.px(4)))
        pygame.draw.circle(surface, colour, view.point(*pointer), view.px(7))

    def draw_actor_tag(self, surface, view, fx, fy, scale: float) -> None:
        """The word "Acting" in gold across the chosen actor's card."""
        image = theme.render_text(self.table.t("enfield.table.actor_tag"), view.px(theme.SMALL), theme.CARD_INK, bold=True)
        # over the sub-name, clear of the HP bar
        rect = image.get_rect(center=view.point(fx, fy + 13 * scale / BATTLE_SCALE)).inflate(view.px(12), view.px(4))
        theme.rounded(surface, rect, theme.GOLD, view.px(6))
        surface.blit(image, image.get_rect(center=rect.center))

    def draw_status(self, surface, view, fv, fx, fy, scale: float) -> None:
        chips = []
        if fv.guard > 0:
            chips.append((self.table.t("enfield.table.st_guard"), (120, 96, 60)))
        if fv.nurse > 0:
            chips.append((self.table.t("enfield.table.st_nurse"), (70, 120, 90)))
        if fv.modifier:
            chips.append((self.table.t(f"enfield.magic.{fv.modifier}"), (90, 70, 140)))
        if fv.silenced:
            chips.append((self.table.t("enfield.term.silenced"), (120, 60, 60)))
        if fv.charm:
            chips.append((self.table.t("enfield.table.st_charm"), (150, 110, 40)))
        if fv.fortune:
            chips.append((self.table.t("enfield.table.st_fortune"), (70, 90, 140)))
        if fv.alchemist:
            chips.append((self.table.t("enfield.table.st_alchemist"), (110, 80, 50)))
        top = fy - CARD_H * scale / 2
        for k, (label, colour) in enumerate(chips[:3]):
            image = theme.render_text(label, view.px(theme.SMALL), theme.INK, shadow=True)
            wdt = image.get_width() / view.scale + 10
            rect = view.rect((fx - wdt / 2, top - 17 - k * 16, wdt, 14))
            theme.rounded(surface, rect, colour, view.px(4))
            theme.alpha_rect(surface, rect, (255, 255, 255, 60), view.px(4), 1)
            surface.blit(image, image.get_rect(center=rect.center))
        if fv.actions > 0 and not fv.ko:
            n = min(fv.actions, 4)
            for k in range(n):
                centre = view.point(fx + (k - (n - 1) / 2) * 10, fy + 89 + battle_grow(scale))
                pygame.draw.circle(surface, theme.GOLD, centre, view.px(3.5))
                pygame.draw.circle(surface, (60, 40, 10), centre, view.px(3.5), 1)
