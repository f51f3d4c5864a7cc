"""The Adventurers of Marenzan table: three Demon Mountains with their six villages,
the two Bells of Doom (a black and a brown die that tick forward), every seat's
Party, Journey and Hall of Honour, and the seat's own Party as a hand of cards.

Gestures: drag a card from the hand onto a village (fight, recruit, petition,
challenge, the Dragon's ability), onto a mountain (return it, the Magician's peek),
onto a seat (the Mercenary's and the Knight's abilities), onto one's own Journey
(Join) or onto the reveal cloth (abilities with no target, support, refusal).
Click a card first to hold it up when an action reveals two or three. Click a
mountain to climb it (Adventure) or to choose it, a village to choose it. Every
other decision is a button that exists only while it is legal. Support and
refusal requests pop up for the seat that must answer.
"""

from __future__ import annotations

import math
from typing import ClassVar

import pygame

from game.engine.contract import CardMoved, DieRolled, Shuffled
from game.marenzan import actions as A
from sprites import theme
from sprites.animator import Animator
from sprites.cards import CARD_H, CARD_W, CardSprite, back_image, card_size_px, draw_cards
from sprites.dice import die_image
from sprites.faces.seven import Role, seven_face
from sprites.furniture import Banner, LogPanel, Tooltip
from sprites.zones import Zone

from .cardinfo import describe_card, tooltip_lines
from .results import ResultsScene
from .table import TableScene
from .widgets import Button, panel, paragraph, text

ROLES = {
    1: Role("sword", "Holy Sword", "聖剣"),
    2: Role("star", "Spirit", "精霊"),
    3: Role("staff", "Magician", "魔術師"),
    4: Role("star", "Saint", "聖者"),
    5: Role("shield", "Mercenary", "傭兵"),
    6: Role("shield", "Knight", "騎士"),
    7: Role("crown", "Dragon", "ドラゴン"),
    8: Role("skull_helm", "Ghoul", "グール兵"),
    9: Role("skull_helm", "Golem", "ゴーレム"),
    10: Role("skull_helm", "Evil Mercenary", "悪の傭兵"),
    11: Role("skull_helm", "Demon Lord's Son", "魔王の息子"),
    12: Role("staff", "Necromancer", "ネクロマンサー"),
    13: Role("crown", "Demon Lord", "魔王"),
}

BLACK_DIE = ((48, 46, 52), (236, 230, 216))  # body, pips: the Great Bell
BROWN_DIE = ((122, 74, 40), (246, 236, 214))  # the Small Bell
STATE_COLOURS = {"empty": theme.INK_DIM, "guarded": theme.SUCCESS, "ruled": theme.DANGER, "sealed": (170, 90, 200)}
SMALL = 0.5  # journey cards
VILLAGE_SCALE = 0.86
PLAY_SCALE = 0.7

COLUMN_X = (16, 301, 586)  # three mountain columns, 280 wide
MOUNTAIN_C = [(x + 140, 128) for x in COLUMN_X]
VILLAGE_C = [(COLUMN_X[v // 2] + (66 if v % 2 == 0 else 214), 262) for v in range(6)]
SEAT_Y = 358
SEAT_W = 212
HAND_RECT = (16, 500, 600, 212)
PLAY_RECT = (628, 500, 242, 212)
BUTTONS_X, BUTTONS_Y, BUTTONS_W = 884, 440, 382
POPUP_RECT = (250, 330, 560, 150)


def rank(code: str) -> int:
    return int(code.split("-")[0])


def face(code: str):
    return seven_face(code, ROLES)


class MarenzanTable(TableScene):
    needs_curtain = True
    confirm_actions: ClassVar[dict[str, str]] = {"ProposeSurrender": "marenzan_table.confirm.surrender"}  # M21
    log_title = "marenzan_table.log"

    def __init__(self, app, session):
        self.sprites: dict[str, CardSprite] = {}
        self.dying: list[CardSprite] = []
        self.pending: list = []
        self.selected: list[str] = []
        self.choice: list = []  # several legal actions matched one drop: pick one
        self.anim = Animator(speed=lambda: app.settings.animation_speed, sounds=app.play)
        self.bells = [1, 1]
        self.bell_tick = [0.0, 0.0]
        self.shake = [0.0, 0.0, 0.0]
        self.drag_sprite: CardSprite | None = None
        self.drag_offset = (0.0, 0.0)
        self.press_pos = None
        self.lit: set[str] = set()
        self.hot: str | None = None
        self.banner = Banner((442, 24))
        self.log_panel = LogPanel((884, 170, 382, 260), "")
        self.tooltip = Tooltip()
        self.carrying = False
        self.menu_button = Button((1076, 176, 88, 24), "marenzan_table.menu", self.back, app, size=theme.SMALL)
        self.action_buttons: list[Button] = []
        self.popup_buttons: list[Button] = []
        self.extra_buttons: list[Button] = []
        self.zones = {"party": Zone("party", HAND_RECT, "row", gap=14), "play": Zone("play", PLAY_RECT, "row")}
        super().__init__(app, session)
        obs = self.observation
        self.bells = [obs.great_bell, obs.small_bell]
        self.snap()

    # -- geometry -----------------------------------------------------------------
    def seat_order(self) -> list[int]:
        obs = self.observation
        first = obs.seat if obs.seat is not None else 0
        return [(first + i) % obs.players for i in range(obs.players)]

    def seat_rect(self, seat: int) -> tuple[float, float, float, float]:
        i = self.seat_order().index(seat)
        return (16 + i * (SEAT_W + 6), SEAT_Y, SEAT_W, 132)

    def anchor(self, zone: str) -> tuple[float, float]:
        kind, _, rest = zone.partition(".")
        n = int(rest) if rest.isdigit() else 0
        if kind == "mountain":
            return MOUNTAIN_C[n]
        if kind == "village":
            return VILLAGE_C[n]
        if kind in ("party", "journey", "hall") and n < self.observation.players:
            if kind == "party" and n == self.observation.seat:
                return (HAND_RECT[0] + HAND_RECT[2] / 2, HAND_RECT[1] + 110)
            x, y, w, h = self.seat_rect(n)
            return {"party": (x + 30, y + 44), "hall": (x + w - 30, y + 44), "journey": (x + w / 2, y + 100)}[kind]
        return (PLAY_RECT[0] + PLAY_RECT[2] / 2, PLAY_RECT[1] + 110)

    def target_rect(self, name: str) -> tuple[float, float, float, float] | None:
        kind, _, rest = name.partition(".")
        if kind == "mountain":
            x, y = MOUNTAIN_C[int(rest)]
            return (x - 56, y - 74, 112, 148)
        if kind == "village":
            x, y = VILLAGE_C[int(rest)]
            return (x - 62, y - 62, 124, 124)
        if kind == "seat":
            return self.seat_rect(int(rest))
        if kind == "journey":
            x, y, w, h = self.seat_rect(int(rest))
            return (x, y + 64, w, 68)
        if kind == "play":
            return PLAY_RECT
        if kind == "card":
            sprite = self.sprites.get(rest)
            if sprite is None:
                return None
            w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
            return (sprite.x - w / 2, sprite.y - h / 2, w, h)
        return None

    def places(self) -> dict[str, tuple[float, float, float, bool, str]]:
        """Where every visible card lies: code -> (x, y, scale, face_up, zone)."""
        obs = self.observation
        out: dict[str, tuple] = {}
        party = list(obs.party)
        zone = self.zones["party"]
        for i, code in enumerate(party):
            x, y, _ = zone.slot(i, len(party))
            lift = -20 if code in self.selected else 0
            out[code] = (x, y + lift, 1.0, True, "party")
        for v, village in enumerate(obs.villages):
            if village.card:
                x, y = VILLAGE_C[v]
                out[village.card] = (x, y - 6, VILLAGE_SCALE, village.state != "sealed", f"village.{v}")
        for view in obs.seats:
            x, y, w, h = self.seat_rect(view.seat)
            n = len(view.journey)
            step = min(CARD_W * SMALL + 3, (w - 16 - CARD_W * SMALL) / max(1, n - 1)) if n > 1 else 0
            for i, code in enumerate(view.journey):
                out[code] = (x + 8 + CARD_W * SMALL / 2 + i * step, y + 100, SMALL, True, f"journey.{view.seat}")
        loose = [(s.seat, c) for s in obs.seats for c in s.revealed] + [(None, c) for c in obs.table]
        n = len(loose)
        px, py, pw, ph = PLAY_RECT
        step = min(CARD_W * PLAY_SCALE + 4, (pw - 20 - CARD_W * PLAY_SCALE) / max(1, n - 1)) if n > 1 else 0
        for i, (seat, code) in enumerate(loose):
            if code not in out:
                out[code] = (px + 10 + CARD_W * PLAY_SCALE / 2 + i * step, py + 120, PLAY_SCALE, True,
                             f"revealed.{seat}" if seat is not None else "table")
        return out

    # -- sprites ------------------------------------------------------------------
    def snap(self) -> None:
        self.anim.skip()
        self.sprites = {}
        for code, (x, y, scale, up, zone) in self.places().items():
            self.sprites[code] = self.new_sprite(code, x, y, scale, up, zone)

    def new_sprite(self, code, x, y, scale, up, zone) -> CardSprite:
        return CardSprite(code, face=face(code) if up else None, face_up=up, x=x, y=y, scale=scale, zone=zone,
                          data={"code": code})

    def on_reset(self) -> None:
        self.selected = []
        self.choice = []
        self.pending = []
        self.drag_sprite = None
        self.snap()
        obs = self.session.observe(self.viewer)
        self.bells = [obs.great_bell, obs.small_bell]

    def on_refresh(self) -> None:
        events, self.pending = self.pending, []
        obs = self.observation
        if obs.seat != getattr(self, "shown_seat", obs.seat):
            events = []  # a hand-off: the table is laid out afresh for the new viewer, nothing flies
            self.selected, self.choice = [], []
            self.shown_seat = obs.seat
            self.snap()
        self.shown_seat = obs.seat
        self.selected = [c for c in self.selected if c in obs.party]
        if not self.legal:
            self.selected = []
            self.choice = []
        moves = {}
        order = []
        for event in events:
            if isinstance(event, CardMoved) and isinstance(event.card, str):
                moves.setdefault(event.card, []).append(event)
                order.append(event.card)
        places = self.places()
        delay = 0.0
        for code in list(self.sprites):
            if code not in places:
                sprite = self.sprites.pop(code)
                dst = moves[code][-1].dst if code in moves else "mountain.1"
                if dst.startswith("mountain"):
                    self.shake[int(dst.split(".")[1])] = 0.5
                self.dying.append(sprite)
                if sprite.face_up:
                    self.anim.flip(sprite, False, delay=delay)
                self.anim.slide(sprite, self.anchor(dst), delay=delay)
                self.anim.add(sprite, 0.3, delay=delay, scale=SMALL, on_done=lambda s=sprite: self._bury(s))
                delay += 0.05
        for code, (x, y, scale, up, zone) in places.items():
            sprite = self.sprites.get(code)
            if sprite is None:
                src = moves[code][0].src if code in moves else zone
                sx, sy = self.anchor(src)
                from_hidden = src.startswith(("mountain", "hall")) or (
                    src.startswith("party") and src != f"party.{obs.seat}")
                sprite = self.new_sprite(code, sx, sy, SMALL if from_hidden else scale, not from_hidden and up, zone)
                if from_hidden:
                    sprite.face = face(code)
                    sprite.face_up = False
                self.sprites[code] = sprite
                if from_hidden and up:
                    self.anim.flip(sprite, True, face=face(code), delay=delay)
            moved = abs(sprite.x - x) > 0.5 or abs(sprite.y - y) > 0.5 or abs(sprite.scale - scale) > 0.01
            if moved:
                self.anim.slide(sprite, (x, y), delay=delay, sound="slide" if code in moves else None)
                self.anim.add(sprite, 0.25, delay=delay, scale=scale)
                if code in moves:
                    delay += 0.05
            if sprite.face_up != up and not (sprite.flip_to == up):
                self.anim.flip(sprite, up, face=face(code) if up else None, delay=delay)
            sprite.zone = zone
        for event in events:
            if isinstance(event, DieRolled) and event.die in ("great_bell", "small_bell"):
                i = 0 if event.die == "great_bell" else 1
                self.anim.beat()
                self.anim.call(lambda i=i, v=event.value: self._ring(i, v))
                self.anim.sound("dice")
                self.anim.wait(0.35)
            elif isinstance(event, Shuffled) and str(getattr(event, "zone", "")).startswith("mountain"):
                self.shake[int(str(event.zone).split(".")[1]) % 3] = 0.5
        self.rebuild_buttons()
        self.update_banner()

    def _bury(self, sprite) -> None:
        if sprite in self.dying:
            self.dying.remove(sprite)

    def _ring(self, i: int, value: int) -> None:
        self.bells[i] = value
        self.bell_tick[i] = 1.0

    def show_results(self) -> None:
        self.app.push(MarenzanResults(self.app, self.session))

    # -- the log ------------------------------------------------------------------------
    def describe(self, event) -> str:
        if isinstance(event, DieRolled) and event.die in ("great_bell", "small_bell"):
            return self.t(f"marenzan_table.{event.die}", value=event.value)
        return super().describe(event)

    def format_arg(self, name, value):
        """The core numbers players from 1 and names cards by their label (8IV)."""
        if name in ("seat", "owner", "target", "player") and isinstance(value, int) \
                and 1 <= value <= len(self.session.record.seats):
            return self.seat_name(value - 1)
        if name in ("card", "guard", "target") and isinstance(value, str):
            code = _label_code(value)
            if code:
                return self.card_name(code)
        if name == "rank" and isinstance(value, int) and 1 <= value <= 13:
            return self.t(f"marenzan.card.{value}")
        return super().format_arg(name, value)

    # -- actions and their gestures ---------------------------------------------------
    def sword(self) -> str | None:
        return next((c for c in self.observation.party if rank(c) == 1), None)

    def lord_village(self) -> int | None:
        for v, village in enumerate(self.observation.villages):
            if village.card and rank(village.card) == 13 and village.state == "ruled":
                return v
        return None

    def spec(self, a) -> tuple[str, tuple[str, ...], str | None]:
        """(mode, cards, target) of a legal action: drag cards onto target, click target, or button."""
        me = self.observation.seat
        if isinstance(a, (A.Adventure, A.ChooseMountain)):
            return "click", (), f"mountain.{a.mountain}"
        if isinstance(a, A.ChooseVillage):
            return "click", (), f"village.{a.village}"
        if isinstance(a, A.TakeFromJourney):
            return "click", (), f"card.{a.card}"
        if isinstance(a, (A.Fight, A.Petition)):
            return "drag", tuple(a.cards), f"village.{a.village}"
        if isinstance(a, (A.CallForHelp, A.RecruitVillage, A.Territory)):
            return "drag", (a.card,), f"village.{a.village}"
        if isinstance(a, A.RecruitJourney):
            return "drag", (a.card,), f"card.{a.target}"
        if isinstance(a, A.ChallengeSword) and self.sword():
            return "drag", (self.sword(),), f"village.{a.village}"
        if isinstance(a, A.ChallengeKnight) and self.sword():
            return "drag", (self.sword(), a.knight), f"village.{a.village}"
        if isinstance(a, (A.ReturnCard, A.ArcaneSpeaks)):
            return "drag", (a.card,), f"mountain.{a.mountain}"
        if isinstance(a, (A.LureOut, A.AskFavour)):
            return "drag", (a.card,), f"seat.{a.seat}"
        if isinstance(a, A.Slay) and self.sword() and self.lord_village() is not None:
            return "drag", (self.sword(), a.knight, a.dragon), f"village.{self.lord_village()}"
        if isinstance(a, A.Repel) and self.lord_village() is not None:
            return "drag", (a.card,), f"village.{self.lord_village()}"
        if isinstance(a, A.Join):
            return "drag", tuple(a.cards), f"journey.{me}"
        if isinstance(a, (A.Sacrifice, A.HomeSweetHome, A.HeroChosen, A.Support, A.Refuse, A.PayNecromancer)):
            if a.card in self.observation.party:
                return "drag", (a.card,), "play"
        return "button", (), None

    def card_name(self, code: str) -> str:
        return self.t(f"marenzan.card.{rank(code)}") + " (" + self.t(f"kit.suit.{code.split('-')[1]}") + ")"

    def action_label(self, a) -> str:
        label = self.t(a.label)
        bits = []
        for key, value in vars(a).items():
            if key in ("card", "knight", "dragon", "target") and isinstance(value, str):
                bits.append(self.card_name(value))
            elif key == "cards":
                bits.append(" + ".join(self.card_name(c) for c in value))
            elif key in ("seat", "owner"):
                bits.append(self.seat_name(value))
            elif key == "village":
                bits.append(self.t("marenzan_table.village_n", n=value + 1))
            elif key == "mountain":
                bits.append(self.t(f"marenzan.zone.mountain.{value}"))
            elif key == "rank":
                bits.append(self.t(f"marenzan.card.{value}") if value else "")
            elif key == "accept":
                bits.append(self.t("marenzan_table.yes" if value else "marenzan_table.no"))
            elif key == "bottom":
                bits.append(self.t("marenzan_table.bottom" if value else "marenzan_table.top"))
        bits = [b for b in bits if b]
        return label + (": " + ", ".join(bits) if bits else "")

    def popup_kind(self) -> str | None:
        d = self.observation.decision
        if self.legal and d is not None and d.kind in ("support", "refusal", "vote"):
            return d.kind
        return None

    def rebuild_buttons(self) -> None:
        self.action_buttons = []
        self.popup_buttons = []
        self.extra_buttons = []
        undo = Button((1172, 176, 88, 24), "marenzan_table.undo", self.undo, self.app, size=theme.SMALL)
        undo.enabled = self.can_undo()  # disabled, its tooltip says why
        self.extra_buttons.append(undo)
        if self.choice:
            actions = self.choice
        else:
            actions = [a for a in self.legal if self.spec(a)[0] == "button"]
        popup = self.popup_kind() is not None or bool(self.choice)
        if popup:
            n = len(actions)
            cols = 2 if n > 3 else max(1, n)
            w = (POPUP_RECT[2] - 30 - (cols - 1) * 8) / cols
            for i, a in enumerate(actions[:8]):
                r, c = divmod(i, cols)
                rect = (POPUP_RECT[0] + 15 + c * (w + 8), POPUP_RECT[1] + 52 + r * 42, w, 36)
                self.popup_buttons.append(self._button(rect, a, primary=i == 0))
            if self.choice:
                rect = (POPUP_RECT[0] + POPUP_RECT[2] - 120, POPUP_RECT[1] + 8, 105, 30)
                b = Button(rect, "marenzan_table.cancel", self.cancel_choice, self.app, size=theme.SMALL)
                self.popup_buttons.append(b)
            return
        shown = actions[:12]
        rows = len(shown)
        h = 36 if rows <= 7 else max(20, (712 - BUTTONS_Y) / rows - 4)
        for i, a in enumerate(shown):
            rect = (BUTTONS_X, BUTTONS_Y + i * (h + 4), BUTTONS_W, h)
            self.action_buttons.append(self._button(rect, a, primary=False))

    def _button(self, rect, a, primary=False) -> Button:
        label = self.action_label(a)
        b = Button(rect, (lambda s=label: s), (lambda a=a: self.press_action(a)), self.app, primary=primary,
                   size=theme.SMALL if theme.text_width(label, 14) > rect[2] - 20 else theme.BODY)
        b.action = a
        return b

    def press_action(self, a) -> None:
        self.choice = []
        self.selected = []
        if not self.submit(a):
            self.rebuild_buttons()

    def cancel_choice(self) -> None:
        self.choice = []
        self.rebuild_buttons()
        self.on_refresh()

    def drops_for(self, cards: tuple[str, ...]) -> dict[str, list]:
        out: dict[str, list] = {}
        for a in self.legal:
            mode, need, target = self.spec(a)
            if mode == "drag" and set(need) == set(cards):
                out.setdefault(target, []).append(a)
        return out

    def current_drops(self, code: str) -> dict[str, list]:
        cards = tuple(dict.fromkeys(self.selected + [code]))
        drops = self.drops_for(cards)
        if not drops and self.selected:
            drops = self.drops_for((code,))
        return drops

    def next_gesture(self, action):
        """The gesture that brings `action` nearer (tests): ('click', pos) or ('drag', start, end)."""
        for b in self.popup_buttons + self.action_buttons:
            if getattr(b, "action", None) == action:
                return ("click", b.rect.center if isinstance(b.rect, pygame.Rect) else _centre(b.rect))
        if self.choice:
            return ("click", _centre(self.popup_buttons[-1].rect))
        mode, cards, target = self.spec(action)
        if mode == "click":
            return ("click", _centre(self.target_rect(target)))
        if mode == "drag":
            for code in self.selected:
                if code not in cards:
                    return ("click", self.grip(code))
            for code in cards[:-1]:
                if code not in self.selected:
                    return ("click", self.grip(code))
            last = next(c for c in cards if c not in self.selected or len(cards) == 1) if len(cards) == 1 else \
                next((c for c in cards if c not in self.selected), cards[-1])
            return ("drag", self.grip(last), self.drop_point(cards, target))
        return None

    def grip(self, code: str) -> tuple[float, float]:
        """A point of a hand card that picks that card: in a crowded hand the next card covers
        its centre, so the visible left edge is taken instead."""
        sprite = self.sprites[code]
        x, y = sprite.pos
        for dx in (0.0, -0.25, -0.4, -0.45):
            point = (x + dx * CARD_W * sprite.scale, y)
            if self.hand_sprite_at(point) is sprite:
                return point
        return sprite.pos

    def drop_point(self, cards: tuple[str, ...], target: str) -> tuple[float, float]:
        """A point of `target` where a drop lands on it and not on a smaller target inside it
        (the own seat holds the own Journey: its centre would Join instead of using an ability)."""
        lit = set(self.drops_for(cards))
        x, y, w, h = self.target_rect(target)
        for fx, fy in ((0.5, 0.5), (0.5, 0.2), (0.2, 0.2), (0.8, 0.2), (0.2, 0.5), (0.8, 0.5), (0.5, 0.85)):
            point = (x + w * fx, y + h * fy)
            if self.target_at(point, lit) == target:
                return point
        return _centre(self.target_rect(target))

    # -- input --------------------------------------------------------------------------
    def controls(self) -> list:
        return [self.menu_button, *self.popup_buttons, *self.action_buttons, *self.extra_buttons]

    def cancel_gesture(self) -> bool:
        if self.drag_sprite is not None:
            sprite, self.drag_sprite = self.drag_sprite, None
            sprite.lift = 0.0
            self.lit, self.hot, self.carrying = set(), None, False
            self.settle()  # it glides back into the hand
            return True
        if self.choice:
            self.cancel_choice()
            return True
        if self.selected:
            self.selected = []
            self.settle()
            return True
        return False

    def on_forget(self) -> None:
        self.lit, self.hot, self.carrying = set(), None, False

    def drag_event(self, event) -> bool:
        if self.drag_sprite is None or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return False
        pos = event.pos
        if event.type == pygame.MOUSEMOTION:
            if not self.carrying and math.dist(pos, self.press_pos) > 6:
                self.carrying = True
                self.drops = self.current_drops(self.drag_sprite.key)
                self.lit = set(self.drops)
            if self.carrying:
                self.drag_sprite.x = pos[0] + self.drag_offset[0]
                self.drag_sprite.y = pos[1] + self.drag_offset[1]
                self.drag_sprite.lift = 1.0
                self.hot = self.target_at(pos, self.lit)
            return True
        if event.button != 1:
            return True
        sprite, self.drag_sprite = self.drag_sprite, None
        if self.carrying:
            sprite.lift = 0.0
            target = self.target_at(pos, self.lit)
            candidates = self.drops.get(target, []) if target else []
            self.lit, self.hot, self.carrying = set(), None, False
            if len(candidates) == 1:
                self.selected = []
                if self.submit(candidates[0]):
                    return True
            elif len(candidates) > 1:
                self.choice = candidates
                self.rebuild_buttons()
            self.settle()
            return True
        self.click(pos, sprite)
        return True

    def dragging(self) -> bool:
        return self.drag_sprite is not None and self.carrying

    def gesture(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.anim.busy():
                self.anim.skip()
            pos = event.pos
            sprite = self.hand_sprite_at(pos)
            self.press_pos = pos
            if sprite is not None and self.legal:
                self.drag_sprite = sprite
                self.drag_offset = (sprite.x - pos[0], sprite.y - pos[1])
                self.drag_home = (sprite.x, sprite.y)
                self.carrying = False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos, None)

    def click(self, pos, sprite) -> None:
        if sprite is not None:
            code = sprite.key
            self.selected.remove(code) if code in self.selected else self.selected.append(code)
            self.app.play("click")
            self.settle()
            return
        for a in self.legal:
            mode, _, target = self.spec(a)
            if mode == "click":
                r = self.target_rect(target)
                if r and _inside(pos, r):
                    self.selected = []
                    self.submit(a)
                    return

    def settle(self) -> None:
        for code, (x, y, scale, up, zone) in self.places().items():
            s = self.sprites.get(code)
            if s is not None and (abs(s.x - x) > 0.5 or abs(s.y - y) > 0.5):
                self.anim.slide(s, (x, y), duration=0.16, sound=None)

    def hand_sprite_at(self, pos):
        hand = [s for s in self.sprites.values() if s.zone == "party"]
        for s in sorted(hand, key=lambda s: s.x, reverse=True):
            if s.contains(pos):
                return s
        return None

    def target_at(self, pos, among) -> str | None:
        best, area = None, 0.0
        for name in among:
            r = self.target_rect(name)
            if r and _inside(pos, r, 10) and (best is None or r[2] * r[3] < area):
                best, area = name, r[2] * r[3]
        return best

    def hover(self, pos) -> None:
        for s in sorted(self.sprites.values(), key=lambda s: -s.z):
            if s.contains(pos):
                code = s.key
                v = next((i for i, vv in enumerate(self.observation.villages) if vv.card == code), None)
                lines = tooltip_lines(describe_card("marenzan", code, self.t))
                if v is not None:
                    lines.insert(2, self.t(f"marenzan.village.{self.observation.villages[v].state}"))
                tip = "\n".join(lines)
                self.tooltip.hover(tip, pos)
                return
        for m in range(3):
            if _inside(pos, self.target_rect(f"mountain.{m}")):
                self.tooltip.hover(self.t("marenzan_table.mountain_tip", name=self.t(f"marenzan.zone.mountain.{m}"),
                                          n=self.observation.mountains[m]), pos)
                return
        self.tooltip.clear()

    # -- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for b in self.controls():
            b.update(dt)
        self.bell_tick = [max(0.0, v - dt * 2.6) for v in self.bell_tick]
        self.shake = [max(0.0, v - dt * 1.6) for v in self.shake]

    def update_banner(self) -> None:
        obs = self.observation
        if obs.ending:
            key = obs.ending if self.app.t.has(obs.ending) else f"marenzan.ending.{obs.ending}"
            reason = obs.reason if obs.reason and self.app.t.has(obs.reason) else None
            self.banner.set(self.t(key), self.t(reason) if reason else "")
            return
        title = self.t("marenzan_table.turn", n=obs.turn + 1, name=self.seat_name(obs.active))
        d = obs.decision
        line = ""
        if d is not None:
            args = {"card": self.card_name(d.card) if d.card else "", "seat": self.seat_name(obs.active),
                    "left": d.left}
            key = f"marenzan.decision.{d.kind}"
            try:
                line = self.t(key, **args) if self.app.t.has(key) else d.kind
            except (KeyError, IndexError):
                line = self.t(key)
            if d.seat != obs.seat:
                line = self.t("marenzan_table.waiting", name=self.seat_name(d.seat)) + " — " + line
        self.banner.set(title, line)

    # -- drawing ------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        view = self.app.view
        lang = self.app.settings.language
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        obs = self.observation
        self.draw_range(surface, view, lang, obs)
        self.draw_bells(surface, view)
        self.draw_seats(surface, view, obs)
        self.draw_hand_area(surface, view, obs)
        self.log_panel.draw(surface, view)
        sprites = list(self.sprites.values()) + list(self.dying)
        for s in sprites:
            s.z = (2 if s is self.drag_sprite else 1 if s.zone == "party" else 0) + s.x / 10000
        draw_cards(surface, view, sorted(sprites, key=lambda s: s.z), lang)
        self.banner.draw(surface, view)
        if self.popup_buttons:
            self.draw_popup(surface, view, obs)
        for b in [*self.action_buttons, *self.extra_buttons, self.menu_button]:
            b.draw(surface, view)
        if self.legal and not self.popup_buttons and any(self.spec(a)[0] != "button" for a in self.legal):
            y = BUTTONS_Y + len(self.action_buttons) * 40 + 8
            paragraph(surface, view, self.t("marenzan_table.gesture_hint"), (BUTTONS_X + 6, y, BUTTONS_W - 12, 80),
                      theme.SMALL, theme.INK_DIM)

    def draw_range(self, surface, view, lang, obs) -> None:
        for c in range(3):
            x = COLUMN_X[c]
            panel(surface, view, (x, 50, 278, 300), alpha=90)
            mx, my = MOUNTAIN_C[c]
            shake = math.sin(self.shake[c] * 30) * 4 * self.shake[c]
            lit = f"mountain.{c}" in self.lit or self.clickable(f"mountain.{c}")
            n = obs.mountains[c]
            size = card_size_px(view, 0.86)
            back = back_image("seven", size, (70, 30, 40))
            for k in range(min(6, max(1, n // 3))):
                r = back.get_rect(center=view.point(mx + shake - k * 1.5, my - k * 2.5))
                surface.blit(back, r)
            if lit:
                self._glow(surface, view, self.target_rect(f"mountain.{c}"), self.hot == f"mountain.{c}")
            text(surface, view, self.t(f"marenzan.zone.mountain.{c}"), (mx, 58), theme.SMALL, theme.GOLD_MUTED,
                 "midtop")
            colour = theme.DANGER if n <= 5 else theme.INK
            text(surface, view, str(n), (mx + 62, my + 40), theme.LARGE, colour, "midleft", bold=True)
            if obs.peek is not None and obs.peek.mountain == c and obs.peek.bottom is None:
                img = pygame.transform.rotozoom(
                    _face_surface(obs.peek.card, card_size_px(view, 0.6), lang), 8, 1.0)
                surface.blit(img, img.get_rect(center=view.point(mx - 70, my + 10)))
            for v in (2 * c, 2 * c + 1):
                vx, vy = VILLAGE_C[v]
                village = obs.villages[v]
                rect = view.rect((vx - 46, vy - 66, 92, 122))
                theme.alpha_rect(surface, rect, (0, 0, 0, 60), view.px(8))
                theme.alpha_rect(surface, rect, (*STATE_COLOURS[village.state], 120), view.px(8), max(1, view.px(2)))
                name = f"village.{v}"
                if name in self.lit or self.clickable(name):
                    self._glow(surface, view, (vx - 48, vy - 68, 96, 126), self.hot == name)
                state = self.t(f"marenzan.village.{village.state}")
                text(surface, view, self.t("marenzan_table.village_n", n=v + 1), (vx, vy + 60), theme.SMALL,
                     theme.INK_DIM, "midtop")
                text(surface, view, state, (vx, vy + 76), theme.SMALL, STATE_COLOURS[village.state], "midtop",
                     bold=True)

    def clickable(self, name: str) -> bool:
        return any(self.spec(a)[0] == "click" and self.spec(a)[2] == name for a in self.legal)

    def _glow(self, surface, view, rect, hot) -> None:
        t = self.app.time
        a = 120 + 80 * (0.5 + 0.5 * math.sin(t * 5)) if not hot else 230
        theme.alpha_rect(surface, view.rect(rect), (*theme.GOLD, int(a)), view.px(10), max(2, view.px(3)))

    def draw_bells(self, surface, view) -> None:
        panel(surface, view, (884, 50, 382, 112), alpha=120)
        for i, (body, pip) in enumerate((BLACK_DIE, BROWN_DIE)):
            cx = 960 + i * 190
            tick = self.bell_tick[i]
            hop = math.sin(math.pi * tick) * 14
            px = view.px(52 * (1 + 0.15 * math.sin(math.pi * tick)))
            img = die_image(max(1, min(6, self.bells[i])), px, pip=pip, body=body)
            if tick > 0:
                img = pygame.transform.rotate(img, 90 * tick)
            surface.blit(img, img.get_rect(center=view.point(cx, 108 - hop)))
            name = self.t("marenzan.zone.great_bell" if i == 0 else "marenzan.zone.small_bell")
            text(surface, view, name, (cx + 40, 88), theme.SMALL, theme.GOLD_MUTED)
            text(surface, view, f"{self.bells[i]} / 6", (cx + 40, 108), theme.BODY, theme.INK, bold=True)

    def draw_seats(self, surface, view, obs) -> None:
        for sv in obs.seats:
            x, y, w, h = self.seat_rect(sv.seat)
            active = sv.seat == obs.active
            panel(surface, view, (x, y, w, h), alpha=150 if active else 100)
            if active:
                theme.alpha_rect(surface, view.rect((x, y, w, h)), (*theme.GOLD, 170), view.px(12), max(1, view.px(2)))
            if f"seat.{sv.seat}" in self.lit:
                self._glow(surface, view, (x, y, w, h), self.hot == f"seat.{sv.seat}")
            theme.draw_marker(surface, view.point(x + 14, y + 14), view.px(6), sv.seat)
            me = sv.seat == obs.seat
            name = self.seat_name(sv.seat) + (" " + self.t("marenzan_table.you") if me else "")
            text(surface, view, name, (x + 26, y + 6), theme.BODY, theme.seat_colour(sv.seat), bold=True)
            mini = back_image("seven", card_size_px(view, 0.32), None)
            hall = back_image("seven", card_size_px(view, 0.32), (90, 70, 20))
            for k in range(min(3, sv.party_count)):
                surface.blit(mini, mini.get_rect(center=view.point(x + 22 + k * 3, y + 46)))
            text(surface, view, self.t("marenzan_table.party", n=sv.party_count), (x + 42, y + 38), theme.SMALL,
                 theme.INK)
            if sv.hall:
                for k in range(min(3, len(sv.hall))):
                    surface.blit(hall, hall.get_rect(center=view.point(x + w - 24 + k * 3, y + 46)))
            text(surface, view, self.t("marenzan_table.hall", n=len(sv.hall)), (x + w - 42, y + 38), theme.SMALL,
                 theme.GOLD, "topright")
            if obs.holy_sword == f"party.{sv.seat}":
                text(surface, view, "† " + self.t("marenzan.card.1"), (x + w / 2, y + 62), theme.SMALL, theme.GOLD,
                     "midtop")
            if not sv.journey:
                text(surface, view, self.t("marenzan.zone.journey"), (x + w / 2, y + 96), theme.SMALL,
                     theme.INK_DIM, "center")
            if f"journey.{sv.seat}" in self.lit:
                self._glow(surface, view, self.target_rect(f"journey.{sv.seat}"), self.hot == f"journey.{sv.seat}")
        for name in self.lit:
            if name.startswith("card."):
                self._glow(surface, view, self.target_rect(name), self.hot == name)
        for a in self.legal:
            mode, _, target = self.spec(a)
            if mode == "click" and target.startswith("card."):
                self._glow(surface, view, self.target_rect(target), False)

    def draw_hand_area(self, surface, view, obs) -> None:
        panel(surface, view, HAND_RECT, alpha=70)
        caption = self.t("marenzan_table.your_party") if obs.seat is not None else self.t("marenzan_table.no_viewer")
        text(surface, view, caption, (HAND_RECT[0] + 12, HAND_RECT[1] + 6), theme.SMALL, theme.GOLD_MUTED)
        if self.selected:
            text(surface, view, self.t("marenzan_table.selected", n=len(self.selected)),
                 (HAND_RECT[0] + HAND_RECT[2] - 12, HAND_RECT[1] + 6), theme.SMALL, theme.GOLD, "topright")
        panel(surface, view, PLAY_RECT, alpha=70)
        if "play" in self.lit:
            self._glow(surface, view, PLAY_RECT, self.hot == "play")
        text(surface, view, self.t("marenzan_table.reveal"), (PLAY_RECT[0] + 12, PLAY_RECT[1] + 6), theme.SMALL,
             theme.GOLD_MUTED)
        if obs.battle is not None:
            line = self.t("marenzan_table.battle", card=self.card_name(obs.battle.target), n=obs.battle.village + 1)
            text(surface, view, line, (PLAY_RECT[0] + 12, PLAY_RECT[1] + 26), theme.SMALL, theme.DANGER)
        if obs.recruit is not None:
            line = self.t("marenzan_table.recruit", card=self.card_name(obs.recruit.target),
                          name=self.seat_name(obs.recruit.owner))
            text(surface, view, line, (PLAY_RECT[0] + 12, PLAY_RECT[1] + 26), theme.SMALL, theme.GOLD)

    def draw_popup(self, surface, view, obs) -> None:
        x, y, w, h = POPUP_RECT
        rows = math.ceil(len([b for b in self.popup_buttons if hasattr(b, "action")]) / (2 if len(self.popup_buttons) > 4 else 4))
        h = max(h, 60 + rows * 42)
        panel(surface, view, (x, y, w, h), alpha=240)
        theme.alpha_rect(surface, view.rect((x, y, w, h)), (*theme.GOLD, 200), view.px(12), max(1, view.px(2)))
        kind = self.popup_kind()
        if self.choice:
            title = self.t("marenzan_table.which")
        else:
            d = obs.decision
            try:
                title = self.t(f"marenzan.decision.{kind}", seat=self.seat_name(obs.active))
            except (KeyError, IndexError):
                title = kind or ""
            if kind == "support" and obs.battle is not None and obs.battle.call_card:
                title += "  (" + self.card_name(obs.battle.call_card) + " → " + self.card_name(obs.battle.target) + ")"
            if d is not None and kind in ("support", "refusal"):
                title += "  " + self.t("marenzan_table.drag_hint")
        text(surface, view, title, (x + 16, y + 16), theme.BODY, theme.GOLD, bold=True)
        for b in self.popup_buttons:
            b.draw(surface, view)


_RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}


def _label_code(label: str) -> str | None:
    """'8IV' -> '8-4', 'KVII' -> '13-7'."""
    import re

    m = re.fullmatch(r"(A|J|Q|K|10|[2-9])(I|II|III|IV|V|VI|VII)", label)
    if not m:
        return None
    r = _RANKS.get(m.group(1)) or int(m.group(1))
    return f"{r}-{_ROMAN[m.group(2)]}"


def _centre(rect) -> tuple[float, float]:
    if isinstance(rect, pygame.Rect):
        return rect.center
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


def _inside(pos, rect, margin=0.0) -> bool:
    x, y, w, h = rect
    return x - margin <= pos[0] <= x + w + margin and y - margin <= pos[1] <= y + h + margin


def _face_surface(code, size, lang):
    from sprites.cards import face_image

    return face_image("seven", face(code), size, lang)


class MarenzanResults(ResultsScene):
    """Victory or defeat with its title; after a victory the honour per player and the
    hero (M77); after a defeat the loss condition that ended it."""

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.view
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, min(150, int(self.age * 400))))
        surface.blit(shade, (0, 0))
        result = self.session.result
        seats = self.session.record.seats
        won = bool(result.winners)
        panel(surface, view, (300, 110, 680, 550))
        text(surface, view, self.t(result.ending), (640, 136), theme.HERO, theme.GOLD if won else theme.INK, "midtop",
             bold=True)
        y = 200.0
        story = result.ending + ".text"
        if self.app.t.has(story):
            y += paragraph(surface, view, self.t(story), (340, y, 600, 150), theme.BODY)
        if result.reason:
            head = "marenzan_table.won_by" if won else "marenzan_table.lost_by"
            y += paragraph(surface, view, self.t(head, reason=self.t(result.reason)), (340, y + 6, 600, 60),
                           theme.BODY, theme.SUCCESS if won else theme.DANGER) + 14
        if won:
            heroes = dict(result.details).get("heroes", ())
            text(surface, view, self.t("marenzan_table.honour"), (640, y), theme.SMALL, theme.GOLD_MUTED, "midtop")
            y += 26
            for seat, score in enumerate(result.scores[: len(seats)]):
                theme.draw_marker(surface, view.point(470, y + 10), view.px(7), seat)
                name = seats[seat].name + ("  " + self.t("marenzan_table.hero") if seat in heroes else "")
                text(surface, view, name, (490, y + 10), theme.BODY, theme.GOLD if seat in heroes else theme.INK,
                     "midleft", bold=seat in heroes)
                text(surface, view, str(score), (800, y + 10), theme.LARGE, theme.GOLD, "midright", bold=True)
                y += 32
        else:
            text(surface, view, self.t("app.results.nobody"), (640, y + 10), theme.LARGE, theme.INK_DIM, "midtop")
        for widget in self.widgets:
            widget.draw(surface, view)


TABLE = MarenzanTable
