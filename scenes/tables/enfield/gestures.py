"""Which legal action each gesture at Enfield's table means: stake, roll, walk, pick a route, the buttons."""

from __future__ import annotations

import math

import pygame

from game.enfield import cards as C
from game.enfield.actions import (
    Attach,
    Attack,
    Cast,
    EndActions,
    Fight,
    GiveMarker,
    Incapacitate,
    Move,
    Pass,
    PickFace,
    Roll,
    SecondTarget,
    Stake,
    UseCard,
)
from game.enfield.board import SQUARES
from sprites import theme
from sprites.cards import CARD_H, CARD_W, CardSprite
from sprites.faces.enfield import EnfieldFace

from ...kit.widgets import Button
from .battle import BattleGestures
from .layout import ACTIONS_Y, BATTLE_RECT, MAGICS, _contains
from .routes import route_badge
from .tips import EnfieldTips
from .town import building_rect, square_centre


class EnfieldGestures:
    """Maps clicks, drags and buttons to Enfield's legal actions; owns what is selected, chosen,
    hovered and carried."""

    def __init__(self, table) -> None:
        self.table = table  # the table: observation, legal actions, submit, say, and the shared sprites
        self.battle = BattleGestures(table, self)  # the clicks in a battle
        self.tips = EnfieldTips(table, self)  # what hovering shows
        self.routes: list[tuple[str, ...]] = []  # the alternatives to one chosen square
        self.route_hover = -1
        self.hover_square: str | None = None
        self.dragging_piece = False
        self.dragging_card: CardSprite | None = None
        self.fighter_press: int | None = None  # the battle's fighter pressed, until released
        self.drag_pos = (0.0, 0.0)
        self.sel: dict = {}
        self.zoom: EnfieldFace | None = None  # a card shown large (right-click)

    def reset(self) -> None:
        """The table is laid afresh: no route or selection carries over."""
        self.routes = []
        self.sel = {}

    def refreshed(self) -> None:
        """New legal actions: the selection starts again (routes stay while walking is legal)."""
        self.sel = {}
        if not self.table.legal_of(Move):
            self.routes = []
        self.preselect()
        self.build_buttons()

    def preselect(self) -> None:
        actors = sorted({a.actor for a in self.table.legal_of((Attack, Cast))})
        if actors:
            self.sel = {"actor": actors[0] if len(actors) == 1 else None, "command": "attack", "card": None}

    def destinations(self) -> dict[str, list[tuple[str, ...]]]:
        out: dict[str, list[tuple[str, ...]]] = {}
        for a in self.table.legal_of(Move):
            out.setdefault(a.path[-1], []).append(a.path)
        return out

    def lit_squares(self) -> set[str]:
        if self.routes:
            return set()
        if self.table.legal_of(Move):
            return set(self.destinations())
        return {a.square for a in self.table.legal_of(GiveMarker)}

    def lit_members(self) -> set[int]:
        return {a.member for a in self.table.legal_of((Attach, Incapacitate))}

    def pay_card(self) -> str | None:
        actor = self.sel.get("actor")
        if actor is None:
            return None
        cards = sorted({a.card for a in self.table.legal_of(Cast) if a.actor == actor})
        if not cards:
            return None
        chosen = self.sel.get("card")
        if chosen in cards:
            return chosen
        plain = [c for c in cards if not C.is_action(c)]
        return (plain or cards)[0]

    def eligible(self) -> set[int]:
        return {a.actor for a in self.table.legal_of((Attack, Cast))}

    def build_buttons(self) -> None:
        app = self.table.app
        buttons: list[Button] = []
        x = 820
        row = ACTIONS_Y

        def add(label, fn, width=None, primary=False, key=None, action=None, command=None):
            nonlocal x, row
            width = width or max(96, min(300, theme.text_width(label, app.view.px(theme.BODY)) / app.view.scale + 30))
            if x + width > 1166:
                x, row = 820, row + 42
            button = Button((x, row, width, 36), (lambda s=label: s), fn, app, primary=primary, size=theme.BODY,
                            key=key)
            button.action, button.command = action, command  # what it does, for next_gesture
            buttons.append(button)
            x += width + 8
            return button

        if self.table.legal_of(Roll):
            add(self.table.t("enfield.action.roll"), lambda: self.table.submit(Roll()), primary=True, key=pygame.K_r,
                action=Roll())
        if self.routes:
            for i, path in enumerate(self.routes):
                add(self.table.t("enfield.table.route", n=i + 1), lambda p=path: self.table.submit(Move(p)), width=104,
                    action=Move(path))
            add(self.table.t("enfield.table.back"), self.clear_routes, width=96, command="back")
        for a in self.table.legal_of(Fight):
            add(self.table.t("enfield.table.fight", name=self.table.seat_name(a.defender)), lambda a=a: self.table.submit(a), primary=True,
                action=a)
        for a in self.table.legal_of(Pass):
            add(self.table.t("enfield.action.pass"), lambda a=a: self.table.submit(a), action=a)
        battle_buttons: list[Button] = []
        if self.table.show is not None or self.table.live_battle() is not None:
            bx, by = BATTLE_RECT[0] + 16, BATTLE_RECT[1] + BATTLE_RECT[3] - 50

            def badd(label, fn, width=None, primary=False, active=False, action=None, command=None):
                nonlocal bx
                width = width or max(90, theme.text_width(label, app.view.px(theme.BODY)) / app.view.scale + 28)
                button = Button((bx, by, width, 36), (lambda s=label: s), fn, app, primary=primary or active,
                                size=theme.BODY)
                button.action, button.command = action, command
                battle_buttons.append(button)
                bx += width + 8

            for a in self.table.legal_of(EndActions):
                badd(self.table.t("enfield.action.end_actions"), lambda a=a: self.table.submit(a), primary=True, action=a)
            for a in self.table.legal_of(PickFace):
                badd(self.table.t("enfield.table.keep", face=a.face), lambda a=a: self.table.submit(a), primary=True, action=a)
            actor = self.sel.get("actor")
            if actor is not None:
                badd(self.table.t("enfield.action.attack"), lambda: self.set_command("attack"),
                     active=self.sel.get("command") == "attack", command="attack")
                magics = {a.magic for a in self.table.legal_of(Cast) if a.actor == actor}
                for magic in MAGICS:
                    if magic in magics:
                        badd(self.table.t(f"enfield.magic.{magic}"), lambda m=magic: self.set_command(m),
                             active=self.sel.get("command") == magic, command=magic)
        undo = Button((1176, ACTIONS_Y, 80, 34), "app.table.undo", self.table.undo.take_back, app, size=theme.SMALL)
        undo.enabled = self.table.undo.can()
        menu = Button((1176, ACTIONS_Y + 42, 80, 34), "enfield.table.menu", self.table.back, app, size=theme.SMALL)
        self.table.buttons = buttons
        self.table.battle_buttons = battle_buttons
        self.table.widgets = buttons + battle_buttons + [undo, menu]

    def next_gesture(self, action):
        """The one mouse gesture that brings the legal `action` nearer from what is selected now:
        ('click', point) in logical units, or None. Several steps (a square then its route, an
        actor then its command, its paying card and its target, a chip then its target) are
        given one at a time. Pure: it only reads the table."""
        button = self.button_where(lambda b: getattr(b, "action", None) == action)
        if button is not None:
            return button
        if isinstance(action, Stake):
            sprite = self.table.stake_sprites.get(("s", action.card))
            return self.point_on(sprite, lambda p: self.stake_at(p) is sprite) if sprite else None
        if isinstance(action, Roll):
            return None  # the Roll button is always there
        if isinstance(action, Move):
            if self.routes:  # the offered route with its outcome, or another square's: back out of them first
                twin = next((p for p in self.routes if p[-1] == action.path[-1] and self.distinct_routes([p, action.path]) == [p]), None)
                if twin is not None:
                    return self.button_where(lambda b: getattr(b, "action", None) == Move(twin))
                return self.button_where(lambda b: getattr(b, "command", None) == "back")
            return self.square_click(action.path[-1])
        if isinstance(action, GiveMarker):
            return self.square_click(action.square)
        if isinstance(action, (Attach, Incapacitate)):
            sprite = self.table.sprites.get(("m", self.table.viewer, action.member)) if self.table.viewer is not None else None
            return self.point_on(sprite, lambda p: self.member_at(p) == action.member and not (
                self.table.legal_of(Attach) and (card := self.table.sprites.get(("t", self.table.viewer))) is not None
                and card.contains(p))) if sprite else None
        if self.table.show is None:
            return None
        if isinstance(action, UseCard):
            if action.target is not None and self.sel.get("use") == (action.fighter, action.card):
                return self.fighter_gesture(action.target, ("submit", action))
            return self.chip_gesture(action.fighter, action.card)
        if isinstance(action, SecondTarget):
            return self.fighter_gesture(action.target, ("submit", action))
        if isinstance(action, (Attack, Cast)):
            if self.sel.get("actor") != action.actor:
                if self.battle.fighter_click(action.actor) == ("select", action.actor):
                    return self.fighter_gesture(action.actor, ("select", action.actor))
                return self.button_where(lambda b: getattr(b, "command", None) == "attack")  # then own-side clicks select
            if isinstance(action, Cast) and self.pay_card() != action.card:
                return self.chip_gesture(action.actor, action.card)
            command = action.magic if isinstance(action, Cast) else "attack"
            if self.sel.get("command") != command:
                return self.button_where(lambda b: getattr(b, "command", None) == command)
            click = self.fighter_gesture(action.target, ("submit", action))
            if click is None and self.battle.fighter_drag(action.actor, action.target) == ("submit", action):
                start, end = self.fighter_point(action.actor), self.fighter_point(action.target)
                return ("drag", start[1], end[1]) if start and end else None
            return click
        return None

    def button_where(self, test):
        for button in self.table.widgets:
            if button.visible and button.enabled and test(button):
                return ("click", button.rect.center)
        return None

    def point_on(self, sprite, hit):
        """A point of `sprite` where a press means it (the centre, or a corner not covered)."""
        w, h = CARD_W * sprite.scale / 2, CARD_H * sprite.scale / 2
        for fx, fy in ((0, 0), (-0.7, 0), (0.7, 0), (0, -0.7), (0, 0.7), (-0.8, -0.8), (0.8, -0.8), (-0.8, 0.8),
                       (0.8, 0.8), (-0.9, 0), (0.9, 0)):
            point = (sprite.x + fx * w, sprite.y + fy * h)
            if hit(point):
                return ("click", point)
        return None

    def square_click(self, square: str):
        """A point of a lit square's building that no piece, route badge or card takes."""
        if square not in self.lit_squares():
            return None
        cx, cy = square_centre(square)
        for dx, dy in ((0, 0), (-30, 0), (30, 0), (0, -20), (-40, -20), (40, -20)):
            point = (cx + dx, cy + dy)
            if self.square_at(point) == square and not self.on_own_piece(point) and self.stake_at(point) is None:
                return ("click", point)
        return None

    def fighter_gesture(self, index: int, meaning: tuple):
        """A click on a fighter, if that click means `meaning` now."""
        return self.fighter_point(index) if self.battle.fighter_click(index) == meaning else None

    def fighter_point(self, index: int):
        sprite = self.table.battle_sprites.get(index)
        if sprite is None:
            return None
        show = self.table.show
        chips = [rect for f in show.fighters for rect, _, _ in self.battle.chip_rects(show, f)]
        return self.point_on(sprite, lambda p: self.battle.fighter_at(p) == index and not any(_contains(r, p) for r in chips))

    def chip_gesture(self, fighter: int, card: str):
        show = self.table.show
        f = show.fighters[fighter] if fighter < len(show.fighters) else None
        for rect, chip, _ in self.battle.chip_rects(show, f) if f is not None else ():
            if chip == card:
                return ("click", (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2))
        return None

    def set_command(self, command: str) -> None:
        self.sel["command"] = command
        self.build_buttons()

    def clear_routes(self) -> None:
        self.routes = []
        self.build_buttons()

    def cancel(self) -> bool:
        """Esc: a carried card glides home, a carried piece is put back, a route or a
        card choice is dropped."""
        if self.dragging_card is not None:
            sprite, self.dragging_card = self.dragging_card, None
            sprite.lift = 0.0
            spec = self.table.desired().get(sprite.key)
            if spec is not None:
                self.table.anim.slide(sprite, spec[:2], sound=None).on_done = lambda: setattr(sprite, "z", spec[6])
            return True
        if self.dragging_piece:
            self.dragging_piece = False
            self.hover_square = None
            return True
        if self.zoom is not None:
            self.zoom = None
            return True
        if self.routes:
            self.clear_routes()
            return True
        if self.sel.get("use") is not None:
            self.sel.pop("use")
            self.table.update_banner()
            return True
        return False

    def forget(self) -> None:
        self.fighter_press = None
        self.zoom = None
        self.hover_square = None
        self.route_hover = -1

    def dragging(self) -> bool:
        return self.dragging_piece or self.dragging_card is not None

    def drag_event(self, event) -> bool:
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return False
        if self.dragging_piece:
            self.drag_piece(event)
            return True
        if self.dragging_card is not None:
            self.drag_card(event)
            return True
        if self.fighter_press is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.battle.release_fighter(event.pos)
            return True
        return False

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table.busy():
            self.table.skip()
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN):
            self.zoom = None  # any click puts the enlarged card back
            if event.type == pygame.MOUSEBUTTONUP:
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.zoom = self.tips.face_at(event.pos)
            self.table.tooltip.clear()

    def extra_key_rects(self) -> list[tuple[float, float, float, float]]:
        """The buildings and the fighters, for the keyboard's focus ring."""
        rects = [building_rect(square) for square in SQUARES]
        for sprite in self.table.battle_sprites.values():
            w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
            rects.append((sprite.x - w / 2, sprite.y - h / 2, w, h))
        return rects

    def press(self, pos) -> None:
        # the die rolls when clicked
        if self.table.legal_of(Roll) and self.table.tray.die_at(pos) is not None:
            self.table.submit(Roll())
            return
        # staking: a card of the deck
        sprite = self.stake_at(pos)
        if sprite is not None:
            self.table.submit(Stake(sprite.key[1]))
            return
        if (self.table.show is not None or self.table.live_battle() is not None) and self.battle.press_battle(pos):
            return
        if self.routes:
            route = self.route_at(pos)
            if route is not None:
                self.table.submit(Move(self.routes[route]))
                return
        # the obtained card can be dragged onto a member
        if self.table.legal_of(Attach) and self.table.viewer is not None:
            card = self.table.sprites.get(("t", self.table.viewer))
            if card is not None and card.contains(pos):
                self.dragging_card = card
                self.drag_pos = pos
                card.z = 90_000
                card.lift = 1.0
                self.table.app.play("click")
                return
        # a member (attach / incapacitate)
        member = self.member_at(pos)
        if member is not None:
            self.submit_member(member)
            return
        # the own piece starts a drag
        if self.on_own_piece(pos):
            self.dragging_piece = True
            self.drag_pos = pos
            self.table.app.play("click")
            return
        square = self.square_at(pos)
        if square is not None and square in self.lit_squares():
            self.choose_square(square)

    def stake_at(self, pos):
        """The topmost card of the deck (while staking) under `pos`."""
        for sprite in sorted(self.table.stake_sprites.values(), key=lambda s: -s.z):
            if sprite.contains(pos):
                return sprite
        return None

    def member_at(self, pos) -> int | None:
        """The lit member of the viewer's party (attach / incapacitate) under `pos`."""
        if self.table.viewer is None:
            return None
        for m in sorted(self.lit_members()):
            sprite = self.table.sprites.get(("m", self.table.viewer, m))
            if sprite is not None and sprite.contains(pos):
                return m
        return None

    def on_own_piece(self, pos) -> bool:
        """A press here picks up the own piece to drag it (while walking)."""
        if not self.table.legal_of(Move) or self.table.viewer is None:
            return False
        piece = self.table.pieces.get(self.table.viewer)
        return piece is not None and math.hypot(pos[0] - piece.x, pos[1] - (piece.y - 12)) < 16

    def submit_member(self, member: int) -> None:
        for a in self.table.legal_of((Attach, Incapacitate)):
            if a.member == member:
                self.table.submit(a)
                return

    def choose_square(self, square: str) -> None:
        gives = [a for a in self.table.legal_of(GiveMarker) if a.square == square]
        if gives:
            self.table.submit(gives[0])
            return
        paths = self.distinct_routes(self.destinations().get(square, []))
        if len(paths) == 1:
            self.table.submit(Move(paths[0]))
        elif paths:
            self.routes = paths
            self.route_hover = -1
            self.table.app.play("click")
            self.build_buttons()
            self.table.update_banner()

    def distinct_routes(self, paths: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        """One route per outcome the player can see (the squads met, where, in order: E16);
        routes that differ only in the empty squares walked through are no real choice."""
        obs = self.table.obs
        seen: dict[tuple, tuple[str, ...]] = {}
        for path in paths:
            meets = tuple((s, tuple(q.seat for q in obs.squads if q.seat != self.table.viewer and q.piece == s)) for s in path)
            seen.setdefault(tuple(m for m in meets if m[1]), path)
        return list(seen.values())

    def drag_piece(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.drag_pos = event.pos
            self.hover_square = self.square_at(event.pos)
            return
        if event.button != 1:
            return
        self.dragging_piece = False
        square = self.square_at(event.pos)
        if square is not None and square in self.lit_squares():
            self.choose_square(square)
        elif square is not None:
            self.table.say(self.table.t("enfield.table.not_reachable"), error=False)
        else:
            self.table.missed_drop(bool(self.lit_squares()))

    def drag_card(self, event) -> None:
        sprite = self.dragging_card
        if event.type == pygame.MOUSEMOTION:
            sprite.x += event.pos[0] - self.drag_pos[0]
            sprite.y += event.pos[1] - self.drag_pos[1]
            self.drag_pos = event.pos
            return
        if event.button != 1:
            return
        self.dragging_card = None
        sprite.lift = 0.0
        for m in self.lit_members():
            member = self.table.sprites.get(("m", self.table.viewer, m))
            if member is not None and member.contains(event.pos):
                self.submit_member(m)
                return
        spec = self.table.desired().get(sprite.key)
        self.table.missed_drop(bool(self.lit_members()))
        if spec is not None:  # dropped elsewhere: it glides back
            self.table.anim.slide(sprite, spec[:2], sound=None).on_done = lambda: setattr(sprite, "z", spec[6])

    def square_at(self, pos) -> str | None:
        for square in SQUARES:
            if _contains(building_rect(square), pos):
                return square
        return None

    def route_at(self, pos) -> int | None:
        for i, path in enumerate(self.routes):
            bx, by = self.route_badge(i, path)
            if math.hypot(pos[0] - bx, pos[1] - by) < 14:
                return i
        return None

    def route_badge(self, i: int, path) -> tuple[float, float]:
        return route_badge(self.routes, i, path)
