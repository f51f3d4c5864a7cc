"""Which action each gesture at the Free Table means: a card dragged to a zone, a click to flip,
a right-click to turn, a die clicked; and what hovering shows.

The gesture map owns the gesture state (the die, tab or card pressed, the group carried with
a card) and answers the kit's `DropRules` for the card the kit's `CardDrag` carries. It
reaches the table through its interface: observation, legal, viewer, submit, say, t,
seat_name, app, busy and skip, the shared pieces (sprites, anim, drag, tray, tooltip, layout,
the area and its selection), the table's way of laying a card (`targets`, `slot`, `z_of`),
its `deal` and whether the keys are in use (`keys_shown`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.freetable.rules import Flip, MoveCard, PackUp, Place, Reset, Roll, RollBoth, Shuffle, Turn
from game.freetable.state import PILE, TABLE, owner
from sprites.cards import CardSprite, topmost
from sprites.zones import Zone

from ...kit.i18n import seven_card_name
from ...kit.table_drag import DropRules

Point = tuple[float, float]
GROUP = "group"  # what a drop on the table means for a card carrying the selection with it


class FreeTableGestures(DropRules):
    """Maps clicks, drags and hovering to the Free Table's legal actions."""

    def __init__(self, table) -> None:
        self.table = table
        self.t = table.t
        self.pressed_die: int | None = None  # a die pressed (-1: the tray, both dice)
        self.right_pressed: int | None = None  # a card right-pressed: turned if released on it
        self.pressed_badge: tuple[int, bool] | None = None  # a stack's tab pressed: (top token, spread)
        self.group_origins: dict[int, Point] = {}  # token -> (x, y) of the other selected cards when a group is lifted

    @property
    def legal(self):
        return self.table.legal

    # -- gestures -> actions -----------------------------------------------------
    def gesture_action(self, action) -> bool:
        table = self.table
        if action not in self.legal:
            table.say(self.refusal(action))
            table.app.play("failure")
            return False
        table.anim.skip() if isinstance(action, (Reset, PackUp)) else None
        return table.submit(action)

    def refusal(self, action) -> Callable[[], str]:
        """Why `action` is refused, decided now (where its card lies now) and told in the language
        of the moment: the log tells it again in the same words after the card has moved on."""
        holder = self.holder(action.token) if isinstance(action, Flip) else None
        if isinstance(action, Flip) and holder not in (None, self.table.viewer):
            return lambda: self.t("freetable.refuse.flip_other", name=self.table.seat_name(holder))
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
        target = self.table.targets().get(token)
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
            return self.table.area.place_action(token, point, centre if centre is not None else point)
        cards = self.table.observation.zone(zone.name)
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
        sprites = self.table.sprites
        top = topmost(sprites.values(), pos)  # the card drawn on top there
        if top is None:
            return None
        if top.zone == PILE:  # only the top of the pile can be taken
            pile = [s for s in sprites.values() if s.zone == PILE]
            top = max(pile, key=lambda s: s.index)
        return top

    def cancel(self) -> bool:
        """Esc with no card held: the selection goes; True if there was one."""
        return self.table.area.clear_selection()

    def forget(self) -> None:
        self.table.layout.highlight(None)
        self.pressed_die = self.right_pressed = self.pressed_badge = None
        self.table.area.clear_selection()

    def gesture(self, event: pygame.event.Event) -> None:
        area = self.table.area
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.press(event)
        elif event.type == pygame.MOUSEMOTION and area.box is not None:
            area.box[1] = event.pos
        elif event.type == pygame.MOUSEBUTTONUP:
            self.release_other(event)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_s:
                self.gesture_action(Shuffle(PILE))
            elif event.key == pygame.K_d:
                self.table.deal()
            elif event.key in (pygame.K_1, pygame.K_2):
                self.gesture_action(Roll(event.key - pygame.K_1))

    def press(self, event) -> None:
        table, area = self.table, self.table.area
        pos = event.pos
        if table.busy():
            table.skip()  # a click finishes what is moving; the press still counts
        die = table.tray.die_at(pos)
        if event.button == 1 and die is not None:
            self.pressed_die = die
            return
        if event.button == 1 and _inside(table.tray.rect, pos):
            self.pressed_die = -1  # the tray itself: both dice
            return
        badge = area.badge_at(pos) if event.button == 1 else None
        if badge is not None:
            self.pressed_badge = badge
            return
        sprite = self.sprite_at(pos)
        if sprite is None:
            if event.button == 1 and table.layout[TABLE].contains(pos):
                area.start_box(pos)  # a box on the bare felt picks the cards inside it
            return
        if event.button == 1:
            table.tooltip.clear()
            shift = pygame.key.get_mods() & pygame.KMOD_SHIFT
            if shift and sprite.zone == TABLE:
                area.toggle_selected(sprite.key)  # Shift-click: add to or take from the selection
                return
            if sprite.key not in area.selected:
                area.clear_selection()
            table.drag.press(sprite, pos)
        elif event.button == 3:
            self.right_pressed = sprite.key

    def release_other(self, event) -> None:
        table, area = self.table, self.table.area
        pos = event.pos
        if event.button == 1 and area.box is not None:
            area.finish_box(pos)
            return
        if event.button == 1 and self.pressed_badge is not None:
            (token, spread), self.pressed_badge = self.pressed_badge, None
            if area.badge_at(pos) == (token, spread):
                self.gesture_action(area.stack_action(token, spread))
            return
        if event.button == 1 and self.pressed_die is not None:
            die, self.pressed_die = self.pressed_die, None
            if die >= 0 and table.tray.die_at(pos) == die:
                self.gesture_action(Roll(die))
            elif die < 0 and _inside(table.tray.rect, pos) and table.tray.die_at(pos) is None:
                self.gesture_action(RollBoth())
            return
        if event.button == 3 and self.right_pressed is not None:
            token, self.right_pressed = self.right_pressed, None
            sprite = self.sprite_at(pos)
            if sprite is not None and sprite.key == token:
                self.gesture_action(Turn(token))

    # -- the carried card (the kit's DropRules) ----------------------------------------------
    def drop_targets(self, sprite: CardSprite) -> dict[str, object]:
        """The zones the card may go to; a card of the selection carries the others with it,
        to the table only."""
        selected = self.table.area.selected
        if len(selected) > 1 and sprite.key in selected:
            sprites = self.table.sprites
            self.group_origins = {t: (sprites[t].x, sprites[t].y) for t in selected if t != sprite.key}
            return {TABLE: GROUP}
        return dict.fromkeys(self.drop_zones(sprite.key))

    def target_at(self, pos, targets) -> str | None:
        hot = self.table.layout.zone_at(pos, among=set(targets))
        return hot.name if hot else None

    def light(self, targets, hot) -> None:
        self.table.layout.highlight(set(targets), hot)

    def carried(self, sprite: CardSprite, pos, delta) -> None:
        """The rest of a carried group follows the card, over everything, in the order picked."""
        sprites, selected = self.table.sprites, self.table.area.selected
        for t, (x, y) in self.group_origins.items():
            other = sprites[t]
            other.x, other.y, other.z = x + delta[0], y + delta[1], 19_000 + selected.index(t)

    def drop(self, sprite: CardSprite, target: str, meaning, pos) -> bool:
        table = self.table
        start, origin = table.drag.start, table.drag.origin
        centre = (origin[0] + pos[0] - start[0], origin[1] + pos[1] - start[1])  # where the card is now
        if meaning == GROUP:
            action = table.area.group_action(sprite.key, centre)
            if action is None or not table.submit(action):
                return False  # snap_back takes the whole group back
            self.group_origins = {}
            return True
        action = self.drop_action(sprite.key, table.layout[target], pos, centre)
        return action is not None and table.submit(action)

    def missed(self, sprite: CardSprite, pos, targets) -> None:
        """Let go on a zone that does not take it: said (not for a group, nor off every zone)."""
        if GROUP not in targets.values() and self.table.layout.zone_at(pos) is not None:
            self.table.say(self.t("freetable.refuse.move"), error=False)

    def click(self, sprite: CardSprite, pos) -> None:
        """Pressed and let go without carrying it: flip it."""
        self.table.layout.highlight(None)
        self.gesture_action(Flip(sprite.key))

    def snap_back(self, sprite: CardSprite) -> None:
        """The card, and the group it carried, slide back to where they lie."""
        self.slide_back(sprite)
        for other in self.group_origins:
            self.slide_back(self.table.sprites[other])
        self.group_origins = {}

    def slide_back(self, sprite: CardSprite) -> None:
        table = self.table
        zone, index, count, card = table.targets()[sprite.key]
        x, y, angle = table.slot(zone, index, count, card)
        table.anim.slide(sprite, (x, y), angle=angle, sound=None).on_done = (
            lambda: setattr(sprite, "z", table.z_of(zone, index)))
        sprite.lift = 0.0

    def hover(self, pos) -> None:
        """What lies under the pointer, and only the gestures it allows where it lies."""
        badge = self.table.area.badge_at(pos)
        if badge is not None:
            token, spread = badge
            key = "freetable.tip.gather" if spread else "freetable.tip.spread"
            point = self.table.observation.point(token)  # (a joined table has the observation, not the state)
            self.table.tooltip.hover(self.t(key, n=sum(1 for _, x, y in self.table.observation.pos if (x, y) == point)), pos)
            return
        sprite = self.sprite_at(pos)
        if sprite is None:
            die = self.table.tray.die_at(pos)
            if die is not None:
                self.table.tooltip.hover(self.t(f"freetable.die.d{die}") + ": " + str(self.table.observation.dice[die]) + "\n" +
                                   self.t("freetable.tip.die_hint"), pos)
            elif _inside(self.table.tray.rect, pos):
                self.table.tooltip.hover(self.t("freetable.tip.tray"), pos)
            else:
                self.table.tooltip.clear()
            return
        if sprite.face_up and sprite.face is not None:
            name = seven_card_name(sprite.face.code, self.t)
        else:
            name = self.t("kit.card.facedown")
        card = self.table.targets()[sprite.key][3]
        if owner(sprite.zone) is not None and owner(sprite.zone) == self.table.viewer and not card.face_up:
            name += " · " + self.t("freetable.tip.held")
        self.table.tooltip.hover(name + "\n" + " · ".join(self.t(key) for key in self.card_tips(sprite)), pos)

    def card_tips(self, sprite: CardSprite) -> list[str]:
        """The catalog keys of the gestures this card allows where it lies: the mouse's, or the
        keys' own words while the keys are in use (keys.py)."""
        token, keys = sprite.key, self.table.keys_shown
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
