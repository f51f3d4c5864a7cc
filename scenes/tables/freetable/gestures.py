"""Which action each gesture at the Free Table means: a card dragged to a zone, a click to flip,
a right-click to turn, a die clicked; and what hovering shows."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.freetable.rules import Flip, MoveCard, PackUp, Reset, Roll, Shuffle, Turn
from game.freetable.state import PILE, owner
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
        return {a.zone for a in self.moves_of(token)}

    def drop_action(self, token: int, zone: Zone, point) -> MoveCard | None:
        cards = self.observation.zone(zone.name)
        same = any(c.token == token for c in cards)
        count = len(cards) - (1 if same else 0)
        wanted = zone.insert_index(point, count)
        options = [a for a in self.moves_of(token) if a.zone == zone.name]
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
        return False

    def on_forget(self) -> None:
        self.layout.highlight(None)
        self.pressed_die = self.right_pressed = None

    def gesture(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.press(event)
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
        sprite = self.sprite_at(pos)
        if sprite is None:
            return
        if event.button == 1:
            self.tooltip.clear()
            self.drag.press(sprite, pos)
        elif event.button == 3:
            self.right_pressed = sprite.key

    def release_other(self, event) -> None:
        pos = event.pos
        if event.button == 1 and self.pressed_die is not None:
            die, self.pressed_die = self.pressed_die, None
            if self.tray.die_at(pos) == die:
                self.gesture_action(Roll(die))
            return
        if event.button == 3 and self.right_pressed is not None:
            token, self.right_pressed = self.right_pressed, None
            sprite = self.sprite_at(pos)
            if sprite is not None and sprite.key == token:
                self.gesture_action(Turn(token))

    def handle_drag(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.carry(event.pos)
            if self.drag.active:
                sprite = self.drag.sprite
                legal = self.drop_zones(sprite.key)
                hot = self.layout.zone_at(event.pos, among=legal)
                self.layout.highlight(legal, hot.name if hot else None)
            return
        if event.button != 1:
            return
        token = self.drag.sprite.key
        sprite = self.drag.release(event.pos)
        self.layout.highlight(None)
        if sprite is None:  # a click: flip
            self.gesture_action(Flip(token))
            return
        zone = self.layout.zone_at(event.pos, among=self.drop_zones(token))
        action = self.drop_action(token, zone, event.pos) if zone is not None else None
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

    def snap_back(self, sprite: CardSprite) -> None:
        zone, index, count, card = self.targets()[sprite.key]
        x, y, angle = self._slot(zone, index, count, card)
        self.anim.slide(sprite, (x, y), angle=angle, sound=None).on_done = (
            lambda: setattr(sprite, "z", self._z(zone, index)))
        sprite.lift = 0.0

    def hover(self, pos) -> None:
        sprite = self.sprite_at(pos)
        if sprite is None:
            die = self.tray.die_at(pos)
            if die is not None:
                self.tooltip.hover(self.t("freetable.tip.die", n=die + 1, value=self.observation.dice[die]) + "\n" +
                                   self.t("freetable.tip.die_hint"), pos)
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
        if sprite.zone == PILE:
            how = "freetable.tip.pile"
        else:  # the keys' own words while the keys are in use (scenes/freetable_keys.py)
            how = "freetable.tip.card_keys" if self.focus.shown else "freetable.tip.card"
        self.tooltip.hover(name + "\n" + self.t(how), pos)
