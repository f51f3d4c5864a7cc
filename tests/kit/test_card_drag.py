"""The kit's one drag: a card pressed, carried past the slop, lit places, a drop or a slide back."""

from __future__ import annotations

import pygame

from scenes.kit.table_drag import CARRIED_Z, CardDrag, DropRules


class Card:
    def __init__(self) -> None:
        self.key, self.x, self.y, self.angle, self.scale, self.z, self.lift = "c", 100.0, 100.0, 0.0, 1.0, 0, 0.0


class Rules(DropRules):
    """Two places: 'left' takes the card, 'right' refuses it."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def drop_targets(self, sprite):
        self.calls.append(("targets",))
        return {"left": "take", "right": "refuse"}

    def target_at(self, pos, targets):
        name = "left" if pos[0] < 200 else "right" if pos[0] < 400 else None
        return name if name in targets else None

    def light(self, targets, hot):
        self.calls.append(("light", tuple(targets), hot))

    def drop(self, sprite, target, meaning, pos):
        self.calls.append(("drop", target, meaning))
        return meaning == "take"

    def missed(self, sprite, pos, targets):
        self.calls.append(("missed", tuple(targets)))

    def click(self, sprite, pos):
        self.calls.append(("click",))

    def snap_back(self, sprite):
        self.calls.append(("snap",))


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def carried_to(x: float) -> tuple[Rules, list[str], Card]:
    rules, sounds, card = Rules(), [], Card()
    carry = CardDrag(sounds.append, rules)
    carry.press(card, (100, 100))
    assert carry.handle(motion((150, 100)))
    assert carry.active and card.z == CARRIED_Z and sounds == ["pick"]
    carry.handle(motion((x, 100)))
    carry.handle(up((x, 100)))
    assert not carry.holding
    return rules, sounds, card


def test_a_press_released_in_place_is_a_click():
    rules, card = Rules(), Card()
    carry = CardDrag(lambda name: None, rules)
    carry.press(card, (100, 100))
    carry.handle(motion((102, 101)))  # inside the slop
    assert not carry.active
    carry.handle(up((102, 101)))
    assert rules.calls == [("click",)]


def test_picked_up_card_lights_its_places_and_the_one_under_the_pointer():
    rules, _, _ = carried_to(300)
    assert rules.calls[0] == ("targets",)
    assert ("light", ("left", "right"), "left") in rules.calls
    assert ("light", ("left", "right"), "right") in rules.calls


def test_drop_on_a_place_that_takes_it_does_not_slide_back():
    rules, _, _ = carried_to(150)
    assert rules.calls[-2:] == [("light", (), None), ("drop", "left", "take")]


def test_drop_refused_slides_back():
    rules, _, _ = carried_to(300)
    assert rules.calls[-2:] == [("drop", "right", "refuse"), ("snap",)]


def test_drop_on_nothing_says_why_and_slides_back():
    rules, _, _ = carried_to(600)
    assert rules.calls[-2:] == [("missed", ("left", "right")), ("snap",)]


def test_cancel_puts_a_held_card_back_and_says_so():
    rules, card = Rules(), Card()
    carry = CardDrag(lambda name: None, rules)
    assert not carry.cancel()
    carry.press(card, (100, 100))
    carry.handle(motion((180, 100)))
    assert carry.cancel()
    assert not carry.holding and rules.calls[-1] == ("snap",)
    assert not carry.handle(motion((190, 100)))  # nothing held: the event is not taken
