"""Which legal action each gesture at Marenzan's table means: cards dragged to a target, clicks, the buttons and the popup.

The gesture map owns the gesture state (the held-up selection, the actions one drop matched,
the lit targets, the buttons and the popup's layout) and answers the kit's `DropRules` for the
carried card. It reaches the table through its interface: observation, legal, viewer, submit,
say, t, missed_drop, seat_name, card_name, app, the shared pieces (sprites, anim, drag, tooltip) and the table's `settle` (the cards glide to where they lie) and `on_refresh`."""

from __future__ import annotations

import math

import pygame

from game.marenzan import actions as A
from sprites import theme
from sprites.cards import CARD_W

from ...kit.cardinfo import describe_card, tooltip_lines
from ...kit.table_drag import DropRules
from ...kit.table_recap import fit_text
from ...kit.widgets import Button
from .layout import BUTTONS_W, BUTTONS_X, BUTTONS_Y, POPUP_RECT, _centre, _inside, rank
from .preview import MarenzanPreview

POPUP_KINDS = ("support", "refusal", "vote", "statement")  # decisions asked in the popup over the table


class MarenzanGestures(DropRules):
    """Maps clicks, drags and buttons to Marenzan's legal actions."""

    def __init__(self, table, placement) -> None:
        self.table = table
        self.app = table.app
        self.t = table.t
        self.placement = placement
        self.target_rect = placement.target_rect
        self.selected: list[str] = []  # hand cards held up, to be revealed together
        self.choice: list = []  # several legal actions matched one drop: pick one
        self.lit: dict[str, list] = {}  # while cards are carried: where they may go -> the actions a drop there takes
        self.hot: str | None = None  # the lit target under the pointer
        self.action_buttons: list[Button] = []
        self.popup_buttons: list[Button] = []
        self.popup_rect = POPUP_RECT
        self.popup_lines: tuple[list[str], int] = ([], theme.BODY)
        self.preview = MarenzanPreview(self)

    @property
    def observation(self):
        return self.table.observation

    @property
    def legal(self):
        return self.table.legal

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

    def clickable(self, name: str) -> bool:
        """A legal action is a click on `name` (it glows)."""
        return any(self.spec(a)[0] == "click" and self.spec(a)[2] == name for a in self.legal)

    def action_label(self, a, short: bool = False) -> str:
        """The action's name and what it names; `short`: only what it names, when the popup's
        title already says what the action does."""
        label = self.t(a.label)
        card_name, seat_name = self.table.card_name, self.table.seat_name
        bits = []
        for key, value in vars(a).items():
            if key in ("card", "knight", "dragon", "target") and isinstance(value, str):
                bits.append(card_name(value))
            elif key == "cards":
                bits.append(" + ".join(card_name(c) for c in value))
            elif key in ("seat", "owner"):
                bits.append(seat_name(value))
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
        if short and bits:
            return self.app.t.joined(bits)
        return self.app.t.labelled(label, self.app.t.joined(bits)) if bits else label

    def popup_kind(self) -> str | None:
        d = self.observation.decision
        if self.legal and d is not None and d.kind in POPUP_KINDS:
            return d.kind
        return None

    def popup_title(self) -> str:
        """The popup's question: which action (several matched one drop), or the decision asked."""
        if self.choice:
            return self.t("marenzan_table.which")
        obs = self.observation
        kind = self.popup_kind()
        seat_name, card_name = self.table.seat_name, self.table.card_name
        try:
            title = self.t(f"marenzan.decision.{kind}", seat=seat_name(obs.active))
        except (KeyError, IndexError):
            title = kind or ""
        if kind == "support" and obs.battle is not None and obs.battle.call_card:
            title += "  (" + card_name(obs.battle.call_card) + " → " + card_name(obs.battle.target) + ")"
        if obs.decision is not None and kind in ("support", "refusal"):
            title += "  " + self.t("marenzan_table.drag_hint")
        return title

    # -- the buttons and the popup (drawn by the painter) ---------------------------------
    def buttons(self) -> list[Button]:
        return [*self.popup_buttons, *self.action_buttons]

    def rebuild_buttons(self) -> None:
        self.action_buttons = []
        self.popup_buttons = []
        if self.choice:
            actions = self.choice
        else:
            actions = [a for a in self.legal if self.spec(a)[0] == "button"]
        popup = self.popup_kind() is not None or bool(self.choice)
        if popup:
            self.layout_popup(actions)
            return
        # a long list takes two columns rather than running off the window
        shown = actions[:14]
        cols = 1 if len(shown) <= 7 else 2
        rows = math.ceil(len(shown) / cols)
        h = min(36, (712 - BUTTONS_Y) / max(1, rows) - 4)
        w = (BUTTONS_W - (cols - 1) * 8) / cols
        for i, a in enumerate(shown):
            r, c = divmod(i, cols)
            rect = (BUTTONS_X + c * (w + 8), BUTTONS_Y + r * (h + 4), w, h)
            self.action_buttons.append(self._button(rect, a, primary=False))

    def layout_popup(self, actions) -> None:
        """The popup's title wrapped to its width, its buttons in as many columns as their
        labels allow, the panel grown to hold them and kept on the window."""
        view = self.app.view
        x, y, w, _ = POPUP_RECT
        short = self.popup_kind() in ("statement", "vote")  # the title asks; a button says which card, yes or no
        shown = actions[:14]
        labels = [self.action_label(a, short) for a in shown]
        room = w - 32 - (120 if self.choice else 0)  # Cancel sits at the top right
        size = theme.BODY
        lines = theme.wrap(self.popup_title(), view.px(size), view.px(room), bold=True)
        if len(lines) > 2:
            size = theme.SMALL
            lines = theme.wrap(self.popup_title(), view.px(size), view.px(room), bold=True)
        top = 16 + len(lines) * theme.grown(size + 6) + 8  # its lines as far apart as the text size makes them
        widest = max((theme.text_width(label, view.px(theme.SMALL)) / view.scale for label in labels), default=0)
        n = len(shown)
        cols = max(1, min(n, 4 if n > 8 else 2 if n > 3 else n))
        while cols > 1 and (w - 30 - (cols - 1) * 8) / cols < widest + 20:
            cols -= 1
        rows = math.ceil(n / cols)
        bw = (w - 30 - (cols - 1) * 8) / cols
        h = top + rows * 42 + 6  # as tall as its title and buttons
        y = min(y, 712 - h)
        self.popup_rect = (x, y, w, h)
        self.popup_lines = (lines, size)
        # solo: a Call for Help always ends in Defeat processing (M83), so it is never the default
        solo = getattr(self.observation, "players", 0) == 1
        first = next((i for i, a in enumerate(shown) if not (solo and isinstance(a, A.CallForHelp))), 0)
        for i, (a, label) in enumerate(zip(shown, labels)):
            r, c = divmod(i, cols)
            rect = (x + 15 + c * (bw + 8), y + top + r * 42, bw, 36)
            self.popup_buttons.append(self._button(rect, a, primary=i == first, label=label))
        if self.choice:
            rect = (x + w - 120, y + 8, 105, 30)
            self.popup_buttons.append(Button(rect, "marenzan_table.cancel", self.cancel_choice, self.app,
                                             size=theme.SMALL))

    def _button(self, rect, a, primary=False, label: str | None = None) -> Button:
        label = label or self.action_label(a)
        size = theme.SMALL if theme.text_width(label, 14) > rect[2] - 20 else theme.BODY
        if size == theme.SMALL:
            label = fit_text(label, self.app.view, size, rect[2] - 12)
        b = Button(rect, (lambda s=label: s), (lambda a=a: self.press_action(a)), self.app, primary=primary,
                   size=size)
        b.action = a
        return b

    def press_action(self, a) -> None:
        self.choice = []
        self.selected = []
        if not self.table.submit(a):
            self.rebuild_buttons()

    def cancel_choice(self) -> None:
        self.choice = []
        self.rebuild_buttons()
        self.table.on_refresh()

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
            # the selection and this card do nothing together: this card alone, but never onto a
            # village, where the held cards are previewed as a pair and refused as one (M35)
            drops = {t: a for t, a in self.drops_for((code,)).items() if not t.startswith("village.")}
        return drops

    # -- the gestures a test, the keys or the Hint perform for an action -------------------
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

    def hint_move(self, action):
        """A dragged move's cards (a fighting pair, Sword + Knight + Dragon) and the place they
        go, for the Hint to ring at once; a button or a click is its own gesture."""
        if self.choice or any(getattr(b, "action", None) == action for b in self.popup_buttons + self.action_buttons):
            return [], None
        mode, cards, target = self.spec(action)
        if mode != "drag" or target is None or self.target_rect(target) is None:
            return [], None
        sprites = self.table.sprites
        return [self.grip(code) for code in cards if code in sprites], self.drop_point(cards, target)

    def grip(self, code: str) -> tuple[float, float]:
        """A point of a hand card that picks that card: in a crowded hand the next card covers
        its centre, so the visible left edge is taken instead."""
        sprite = self.table.sprites[code]
        x, y = sprite.pos
        for dx in (0.0, -0.25, -0.4, -0.45):
            point = (x + dx * CARD_W * sprite.scale, y)
            if self.hand_sprite_at(point) is sprite:
                return point
        return sprite.pos

    def drop_point(self, cards: tuple[str, ...], target: str) -> tuple[float, float]:
        """A point of `target` where a drop lands on it and not on a smaller target inside it
        (the own seat holds the Join box along its bottom edge)."""
        lit = set(self.drops_for(cards))
        x, y, w, h = self.target_rect(target)
        for fx, fy in ((0.5, 0.5), (0.5, 0.2), (0.2, 0.2), (0.8, 0.2), (0.2, 0.5), (0.8, 0.5), (0.5, 0.85)):
            point = (x + w * fx, y + h * fy)
            if self.target_at(point, lit) == target:
                return point
        return _centre(self.target_rect(target))

    # -- input --------------------------------------------------------------------------
    def cancel(self) -> bool:
        """Esc: the actions one drop matched go, then the held-up selection; True if there was one."""
        if self.choice:
            self.cancel_choice()
            return True
        if self.selected:
            self.selected = []
            self.table.settle()
            return True
        return False

    def forget(self) -> None:
        self.lit, self.hot = {}, None

    def reset(self) -> None:
        """The table is laid afresh: nothing held up, nothing to pick among."""
        self.selected = []
        self.choice = []

    def follow(self, party, acting: bool) -> None:
        """The observation changed: only cards still in the Party stay held up, and nothing
        stays chosen when the viewer no longer acts."""
        self.selected = [c for c in self.selected if c in party]
        if not acting:
            self.selected = []
            self.choice = []

    def held(self) -> tuple[str, ...]:
        """The cards a drop would reveal: the selected ones and the one carried."""
        drag = self.table.drag
        if not drag.active:
            return ()
        return tuple(dict.fromkeys([*self.selected, drag.sprite.key]))

    def current_preview(self):
        """What the cards being carried would do where the pointer is, or None."""
        return self.preview.at(self.held(), self.table.pointer, self.lit)

    def missed_join_box(self, pos, drops) -> bool:
        """The cards could Join (M40) but were dropped on the own seat beside its Join box."""
        me = self.observation.seat
        if me is None or f"journey.{me}" not in drops:
            return False
        return _inside(pos, self.placement.seat_rect(me)) and not _inside(pos, self.target_rect(f"journey.{me}"))

    def gesture(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            anim = self.table.anim
            if anim.busy():
                anim.skip()
            pos = event.pos
            sprite = self.hand_sprite_at(pos)
            if sprite is not None and self.legal:
                self.table.drag.press(sprite, pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click_at(event.pos)

    def click_at(self, pos) -> None:
        for a in self.legal:
            mode, _, target = self.spec(a)
            if mode == "click":
                r = self.target_rect(target)
                if r and _inside(pos, r):
                    self.selected = []
                    self.table.submit(a)
                    return

    # -- the carried card (the kit's DropRules) ----------------------------------------------
    def drop_targets(self, sprite) -> dict[str, list]:
        """Where the held-up cards and this one may go together (or this one alone)."""
        return self.current_drops(sprite.key)

    def target_at(self, pos, among) -> str | None:
        """The smallest target under `pos`; a forgiving margin only when no target is hit
        squarely, and never around the Join box: a drop beside it is on the seat around it."""
        for margin in (0, 10):
            best, area = None, 0.0
            for name in among:
                r = self.target_rect(name)
                edge = 0 if name.startswith("journey.") else margin
                if r and _inside(pos, r, edge) and (best is None or r[2] * r[3] < area):
                    best, area = name, r[2] * r[3]
            if best is not None:
                return best
        return None

    def light(self, targets, hot) -> None:
        self.lit = dict(targets)
        self.hot = hot

    def drop(self, sprite, target, meaning, pos) -> bool:
        """One action: it is taken; several: the popup asks which."""
        sprite.lift, sprite.angle = 0.0, 0.0  # laid down where it goes
        if len(meaning) == 1:
            self.selected = []
            return self.table.submit(meaning[0])
        # the card's own ability first: returning it to the mountains is never the one chosen by default
        self.choice = sorted(meaning, key=lambda a: isinstance(a, A.ReturnCard))
        self.rebuild_buttons()
        return False

    def missed(self, sprite, pos, targets) -> None:
        """Let go where nothing takes the cards: a losing pair is refused with its sums (M35),
        a drop beside the Join box points at it, anything else says where the cards go."""
        cards = tuple(dict.fromkeys([*self.selected, sprite.key]))
        preview = self.preview.at(cards, self.table.pointer, targets)
        if preview is not None and not preview.fact("wins", True):
            self.table.say(preview.title + ": " + preview.lines[0][0], error=False)  # M35: a losing pair is not revealed
        elif self.missed_join_box(pos, targets):
            self.table.say(self.t("marenzan_table.join_where"), error=False)
        else:
            self.table.missed_drop(bool(targets))

    def click(self, sprite, pos) -> None:
        """A hand card pressed and let go: held up, or put down again."""
        code = sprite.key
        self.selected.remove(code) if code in self.selected else self.selected.append(code)
        self.app.play("click")
        self.table.settle()

    def snap_back(self, sprite) -> None:
        sprite.lift = 0.0
        self.table.settle()  # it glides back into the hand

    def hand_sprite_at(self, pos):
        hand = [s for s in self.table.sprites.values() if s.zone == "party"]
        for s in sorted(hand, key=lambda s: s.x, reverse=True):
            if s.contains(pos):
                return s
        return None

    def hover(self, pos) -> None:
        tooltip, obs = self.table.tooltip, self.observation
        for s in sorted(self.table.sprites.values(), key=lambda s: -s.z):
            if s.contains(pos):
                code = s.key
                v = next((i for i, vv in enumerate(obs.villages) if vv.card == code), None)
                lines = tooltip_lines(describe_card("marenzan", code, self.t))
                if v is not None:
                    lines.insert(2, self.t(f"marenzan.village.{obs.villages[v].state}"))
                tip = "\n".join(lines)
                tooltip.hover(tip, pos)
                return
        for m in range(3):
            if _inside(pos, self.target_rect(f"mountain.{m}")):
                tooltip.hover(self.t("marenzan_table.mountain_tip", name=self.t(f"marenzan.zone.mountain.{m}"),
                                     n=obs.mountains[m]), pos)
                return
        tooltip.clear()
