"""Issue 25: a card's look and stacking come from where it lies in the observation, never from
what a gesture or an animation left on it. Through the real scene: mouse events in, the order
the cards are drawn in out."""

from __future__ import annotations

from game.requiem.cards import PRINCES
from scenes.tables.requiem.layout import Z_BASE, zone_kind
from tests.gestures import perform
from tests.requiem_table.test_preview import open_session, sortie_position


def draw_order(table) -> list:
    """The sprites as the painter stacks them (sprites.cards.draw_cards: lifted cards last)."""
    return sorted(table.sprites, key=lambda s: (s.lift > 0.01, s.z))


def settle(app, table) -> None:
    for _ in range(600):
        app.frame(1 / 60, [])
        if not table.busy():
            return
    raise AssertionError("the playback did not end")


def assert_each_card_stacked_by_its_place(table) -> None:
    for zone, cards in table.zones.items():
        for i, sprite in enumerate(cards):
            assert sprite.lift <= 0.01, (zone, sprite.data.get("code"), sprite.lift)
            assert sprite.z == Z_BASE.get(zone_kind(zone), 300) + i, (zone, sprite.data.get("code"), sprite.z)


def test_issue25_a_card_carried_onto_its_slot_is_stacked_by_the_slot_once_it_lands(app):
    """A Sortie let go right over its slot (the card then slides less than a hop) stayed lifted,
    so it was drawn over every card and badge until it moved again."""
    found = None
    for seed in range(1, 40):
        found = sortie_position(seed, lambda action, column: action.card not in PRINCES)
        if found is not None:
            break
    assert found is not None
    session, action = found
    table = open_session(app, session)
    table.instant = False
    table.anim.instant = False
    settle(app, table)
    perform(app, table.next_gesture(action))
    assert session.record.actions[-1] == action
    settle(app, table)
    sprite = table.sprite_of(action.card)
    assert sprite.zone == f"slot{action.column}"
    assert_each_card_stacked_by_its_place(table)
    # drawn after the arrival above it only by its place's height, never lifted over the rest
    order = draw_order(table)
    assert order.index(sprite) < order.index(max(table.sprites, key=lambda s: s.z))
