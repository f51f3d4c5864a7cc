"""Which action each gesture at the Free Table means: a card dragged to a zone, a click to flip,
a right-click to turn, a die clicked; and what hovering shows."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.freetable.rules import Flip, MoveCard, PackUp, Place, Reset, Roll, RollBoth, Shuffle, Turn
from game.freetable.state import PILE, TABLE, owner
from sprites.cards import CardSprite
from sprites.zones import Zone

from ...kit.i18n import seven_card_name


class FreeTableGestures:
    """Maps clicks, drags and hovering to the Free Table's legal actions."""

    # -- gestures -> actions -----------------------------------------------------
    def gesture_action(self, action) -> bool:
        if action not in self.legal:
            self.say(self.refusal(action))
            self.app.play("failure")
            return False
        self.anim.skip() if isinstance(action, (Reset, PackUp)) else None
        return self.submit(action)

    def refusal(self, action) -> Callable[[], str]:
        """Why `action` is refused, decided now (where its card lies now) and told in the language
        of the moment: the log tells it again in the same words after the card has moved on."""
        holder = self.holder(action.token) if isinstance(action, Flip) else None
        if isinstance(action, Flip) and holder not in (None, self.viewer):
            return lambda: self.t("freetable.refuse.flip_other", name=self.seat_name(holder))
        if isinstance(action, Shuffle):
            key = "freetable.refuse.shuffle"
        elif isinstance(action, (Flip, Turn)):
            key = "freetable.refuse.flip_pile"
        elif isinstance(action, MoveCard):
            key = "freetable.refuse.move"
        else:
            key = "freetable.refuse.generic"
        return lambda: self.t(key)

    def holder(self, token: int) -> int | None:
        """The player whose hand holds `token` (None: a shared zone)."""
        target = self.targets().get(token)
        return owner(target[0]) if target else None

    def moves_of(self, token: int) -> list[MoveCard]:
        moves_of = getattr(self.legal, "moves_of", None)  # Gestures: without listing every card's moves
        if moves_of is not None:
            return moves_of(token)
        return [a for a in self.legal if isinstance(a, MoveCard) and a.token == token]

    def drop_zones(self, token: int) -> set[str]:
        return {TABLE if isinstance(a, Place) else a.zone for a in self.moves_of(token)}

    def drop_action(self, token: int, zone: Zone, point, centre=None) -> MoveCard | Place | None:
        if zone.name == TABLE:  # F10: where it was dropped, or on the stack under the pointer
            return self.place_action(token, point, centre if centre is not None else point)
        cards = self.observation.zone(zone.name)
        same = any(c.token == token for c in cards)
        count = len(cards) - (1 if same else 0)
        wanted = zone.insert_index(point, count)
        options = [a for a in self.moves_of(token) if isinstance(a, MoveCard) and a.zone == zone.name]
        if not options:
            return None
        best = min(options, key=lambda a: abs(a.index - wanted))
        if same and best.index != wanted:
            return None  # dropped back where it was: nothing to do
        return best

    # -- input -------------------------------------------------------------------------
    def sprite_at(self, pos) -> CardSprite | None:
        hits = [s for s in self.sprites.values() if s.contains(pos)]
        if not hits:
            return None
        top = max(hits, key=lambda s: s.z)
        if top.zone == PILE:  # only the top of the pile can be taken
            pile = [s for s in self.sprites.values() if s.zone == PILE]
            top = max(pile, key=lambda s: s.index)
        return top

    def cancel_gesture(self) -> bool:
        if self.drag.holding:
            self.cancel_drag()
            return True
        return self.clear_selection()

    def on_forget(self) -> None:
        self.layout.highlight(None)
        self.pressed_die = self.right_pressed = self.pressed_badge = None
        self.clear_selection()

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.press(event)
        elif event.type == pygame.MOUSEMOTION and self.box is not None:
            self.box[1] = event.pos
        elif event.type == pygame.MOUSEBUTTONUP:
            self.release_other(event)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_s:
                self.gesture_action(Shuffle(PILE))
            elif event.key == pygame.K_d:
                self.deal()
            elif event.key in (pygame.K_1, pygame.K_2):
                self.gesture_action(Roll(event.key - pygame.K_1))

    def press(self, event) -> None:
        pos = event.pos
        if self.busy():
            self.skip()  # a click finishes what is moving; the press still counts
        die = self.tray.die_at(pos)
        if event.button == 1 and die is not None:
            self.pressed_die = die
            return
        if event.button == 1 and _inside(self.tray.rect, pos):
            self.pressed_die = -1  # the tray itself: both dice
            return
        badge = self.badge_at(pos) if event.button == 1 else None
        if badge is not None:
            self.pressed_badge = badge
            return
        sprite = self.sprite_at(pos)
        if sprite is None:
            if event.button == 1 and self.layout[TABLE].contains(pos):
                self.start_box(pos)  # a box on the bare felt picks the cards inside it
            return
        if event.button == 1:
            self.tooltip.clear()
            shift = pygame.key.get_mods() & pygame.KMOD_SHIFT
            if shift and sprite.zone == TABLE:
                self.toggle_selected(sprite.key)  # Shift-click: add to or take from the selection
                return
            if sprite.key not in self.selected:
                self.clear_selection()
            self.drag.press(sprite, pos)
        elif event.button == 3:
            self.right_pressed = sprite.key

    def release_other(self, event) -> None:
        pos = event.pos
        if event.button == 1 and self.box is not None:
            self.finish_box(pos)
            return
        if event.button == 1 and self.pressed_badge is not None:
            (token, spread), self.pressed_badge = self.pressed_badge, None
            if self.badge_at(pos) == (token, spread):
                self.gesture_action(self.stack_action(token, spread))
            return
        if event.button == 1 and self.pressed_die is not None:
            die, self.pressed_die = self.pressed_die, None
            if die >= 0 and self.tray.die_at(pos) == die:
                self.gesture_action(Roll(die))
            elif die < 0 and _inside(self.tray.rect, pos) and self.tray.die_at(pos) is None:
                self.gesture_action(RollBoth())
            return
        if event.button == 3 and self.right_pressed is not None:
            token, self.right_pressed = self.right_pressed, None
            sprite = self.sprite_at(pos)
            if sprite is not None and sprite.key == token:
                self.gesture_action(Turn(token))

    def grouped(self) -> bool:
        """The held card carries the selection with it."""
        return len(self.selected) > 1 and self.drag.sprite is not None and self.drag.sprite.key in self.selected

    def handle_drag(self, event) -> None:
        start, origin = self.drag.start, self.drag.origin
        if event.type == pygame.MOUSEMOTION:
            if self.carry(event.pos) and self.grouped():
                self.lift_group(self.drag.sprite.key)
            if self.drag.active:
                sprite = self.drag.sprite
                if self.grouped():
                    self.carry_group(event.pos[0] - start[0], event.pos[1] - start[1])
                    legal = {TABLE}
                else:
                    legal = self.drop_zones(sprite.key)
                hot = self.layout.zone_at(event.pos, among=legal)
                self.layout.highlight(legal, hot.name if hot else None)
            return
        if event.button != 1:
            return
        token = self.drag.sprite.key
        grouped = self.grouped()
        sprite = self.drag.release(event.pos)
        self.layout.highlight(None)
        if sprite is None:  # a click: flip
            self.gesture_action(Flip(token))
            return
        centre = (origin[0] + event.pos[0] - start[0], origin[1] + event.pos[1] - start[1])  # where the card is now
        if grouped:
            action = self.group_action(token, centre) if self.layout[TABLE].contains(event.pos, 12) else None
            if action is None or not self.submit(action):
                for other in [token, *self.group_origins]:
                    self.snap_back(self.sprites[other])
            self.group_origins = {}
            return
        zone = self.layout.zone_at(event.pos, among=self.drop_zones(token))
        action = self.drop_action(token, zone, event.pos, centre) if zone is not None else None
        if action is None or not self.submit(action):
            if zone is None and self.layout.zone_at(event.pos) is not None:
                self.say(self.t("freetable.refuse.move"), error=False)
            self.snap_back(sprite)

    def cancel_drag(self) -> None:
        sprite = self.drag.sprite
        self.drag.cancel()
        self.layout.highlight(None)
        if sprite is not None:
            self.snap_back(sprite)
        for other in self.group_origins:
            self.snap_back(self.sprites[other])
        self.group_origins = {}

    def snap_back(self, sprite: CardSprite) -> None:
        zone, index, count, card = self.targets()[sprite.key]
        x, y, angle = self._slot(zone, index, count, card)
        self.anim.slide(sprite, (x, y), angle=angle, sound=None).on_done = (
            lambda: setattr(sprite, "z", self._z(zone, index)))
        sprite.lift = 0.0

    def hover(self, pos) -> None:
        """What lies under the pointer, and only the gestures it allows where it lies."""
        badge = self.badge_at(pos)
        if badge is not None:
            token, spread = badge
            key = "freetable.tip.gather" if spread else "freetable.tip.spread"
            point = self.observation.point(token)  # (a joined table has the observation, not the state)
            self.tooltip.hover(self.t(key, n=sum(1 for _, x, y in self.observation.pos if (x, y) == point)), pos)
            return
        sprite = self.sprite_at(pos)
        if sprite is None:
            die = self.tray.die_at(pos)
            if die is not None:
                self.tooltip.hover(self.t(f"freetable.die.d{die}") + ": " + str(self.observation.dice[die]) + "\n" +
                                   self.t("freetable.tip.die_hint"), pos)
            elif _inside(self.tray.rect, pos):
                self.tooltip.hover(self.t("freetable.tip.tray"), pos)
            else:
                self.tooltip.clear()
            return
        if sprite.face_up and sprite.face is not None:
            name = seven_card_name(sprite.face.code, self.t)
        else:
            name = self.t("kit.card.facedown")
        card = self.targets()[sprite.key][3]
        if owner(sprite.zone) is not None and owner(sprite.zone) == self.viewer and not card.face_up:
            name += " · " + self.t("freetable.tip.held")
        self.tooltip.hover(name + "\n" + " · ".join(self.t(key) for key in self.card_tips(sprite)), pos)

    def card_tips(self, sprite: CardSprite) -> list[str]:
        """The catalog keys of the gestures this card allows where it lies: the mouse's, or the
        keys' own words while the keys are in use (scenes/freetable_keys.py)."""
        token, keys = sprite.key, self.focus.shown
        tips = []
        if self.moves_of(token):
            tips.append("freetable.tip.k_move" if keys else "freetable.tip.drag")
        if Flip(token) in self.legal:
            tips.append("freetable.tip.k_flip" if keys else "freetable.tip.flip")
        if Turn(token) in self.legal:
            tips.append("freetable.tip.k_turn" if keys else "freetable.tip.turn")
        if sprite.zone == TABLE and not keys:
            tips.append("freetable.tip.select")
        if not tips:
            tips.append("freetable.tip.none")
        return tips


def _inside(rect, pos) -> bool:
    x, y, w, h = rect
    return x <= pos[0] <= x + w and y <= pos[1] <= y + h
