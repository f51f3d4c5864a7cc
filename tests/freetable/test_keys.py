"""The Free Table played from the keyboard (the shared kit, scenes/kit/table_keys.py): real
KEYDOWN events through the scene, outcomes read from the session's state."""

from __future__ import annotations

import pygame
import pytest

from game.engine.rng import Rng
from game.freetable.rules import Deal, Flip, MoveCard, PackUp, PassTo, Place, Roll, Turn
from game.freetable.state import DISCARD, PILE, TABLE
from scenes.kit.dialogs import Confirm
from scenes.kit.table_keys import _key
from sprites.cards import CARD_H, CARD_W
from tests.freetable.test_scene import frames, open_table
from tests.gestures import close_recap, wait_fresh
from tests.kit.test_keyboard import focus_on as keyboard_focus_on
from tests.privacy import click_curtain_away, key


def settle(app, table) -> None:
    """Frames until every card and die is at rest."""
    for _ in range(600):
        frames(app, 1)
        if not table.busy():
            return
    raise AssertionError("the table never came to rest")


def focus_on(app, table, point, lifted=False) -> None:
    """Tab until the ring is on `point`: a full Free Table has many more items than a game's."""
    keyboard_focus_on(app, table, point, lifted, tries=160)


def aim(table, point, lifted=False) -> None:
    """The ring straight onto `point`, where enough Tabs would put it (for long runs)."""
    points = [_key(p) for p in table.focus.points()]
    if lifted:
        table.focus.target = points.index(_key(point))
    else:
        table.focus.index = points.index(_key(point))
    table.focus.shown = True


def card_points(table) -> dict[int, tuple]:
    """The key items that start on a card: token -> the point (where a press takes it)."""
    out = {}
    for item in table.focus.items():
        sprite = table.gestures.sprite_at(item.at)
        if sprite is not None:
            out[sprite.key] = item.at
    return out


def test_tab_enter_carry_the_top_of_the_pile_into_the_viewers_hand_F1(app):
    table = open_table(app, hands=2, seed=3, fresh=True)
    top = table.session.state.zones[PILE][-1]
    start = table.next_gesture(MoveCard(top, "hand0", 0))[1]
    key(app, pygame.K_TAB)  # the first key only shows the ring
    assert table.focus.shown and len(table.session.record.actions) == 0
    focus_on(app, table, start)
    assert table.gestures.sprite_at(start).key == top  # the ring sits on the pile's top card
    key(app, pygame.K_RETURN)
    assert table.focus.lifted is not None and table.session.state.zones["hand0"] == []
    goal = table.next_gesture(MoveCard(top, "hand0", 0))[2]
    focus_on(app, table, goal, lifted=True)
    assert table.layout["hand0"].contains(table.pointer)  # the hand answers as if pointed at
    key(app, pygame.K_RETURN)
    assert table.session.state.zones["hand0"] == [top]
    assert table.session.record.actions[-1] == MoveCard(top, "hand0", 0)
    assert table.focus.lifted is None


def test_arrows_move_a_lifted_card_between_its_places_and_enter_drops_it_on_the_discard_F1(app):
    table = open_table(app, hands=1, seed=4, fresh=True)
    top = table.session.state.zones[PILE][-1]
    key(app, pygame.K_TAB)
    focus_on(app, table, table.next_gesture(Place(top, 0, 0))[1])
    key(app, pygame.K_RETURN)
    targets = table.focus.lifted.targets()
    on_table = table.next_gesture(Place(top, 0, 0))[2]
    discard = table.next_gesture(MoveCard(top, DISCARD, 0))[2]
    hand = table.next_gesture(MoveCard(top, "hand0", 0))[2]
    assert _key(targets[table.focus.target]) == _key(on_table)  # the first place in reading order: the table's first cell
    assert _key(hand) in {_key(t) for t in targets}
    key(app, pygame.K_DOWN)
    assert _key(targets[table.focus.target]) == _key(discard)  # the discard lies below the table's top-left cell
    key(app, pygame.K_RIGHT)
    assert _key(targets[table.focus.target]) == _key(on_table)
    key(app, pygame.K_LEFT)
    assert _key(targets[table.focus.target]) == _key(discard)  # the discard, left of the table
    key(app, pygame.K_RETURN)
    assert table.session.state.zones[DISCARD] == [top] and table.session.state.face_up[top]


def test_esc_puts_a_lifted_card_back_with_nothing_changed_and_then_opens_the_menu(app):
    from scenes.kit.dialogs import PauseMenu

    table = open_table(app, hands=2, seed=5, fresh=True)
    zones = {name: list(tokens) for name, tokens in table.session.state.zones.items()}
    top = zones[PILE][-1]
    key(app, pygame.K_TAB)
    focus_on(app, table, table.next_gesture(Place(top, 0, 0))[1])
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB)  # aimed somewhere else than where it lies
    assert table.focus.lifted is not None
    key(app, pygame.K_ESCAPE)
    assert table.focus.lifted is None and app.top is table
    assert table.session.record.actions == [] and table.session.state.zones == zones
    settle(app, table)
    sprite = table.sprites[top]
    x, y, _ = table.slot(PILE, len(zones[PILE]) - 1, len(zones[PILE]), table.targets()[top][3])
    assert abs(sprite.x - x) < 1 and abs(sprite.y - y) < 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


def test_enter_on_its_own_place_flips_a_card_and_shift_enter_turns_it_F2_F3(app):
    table = open_table(app, hands=1, seed=6, fresh=True)
    top = table.session.state.zones[PILE][-1]
    table.submit(MoveCard(top, TABLE, 0))
    settle(app, table)
    start = table.next_gesture(Flip(top))[1]
    key(app, pygame.K_TAB)
    focus_on(app, table, start)
    key(app, pygame.K_RETURN)  # a card that can be carried and clicked is lifted ...
    assert table.focus.lifted is not None and table.focus.lifted.targets()[0] is table.focus.lifted.at
    key(app, pygame.K_RETURN)  # ... and dropped on its own place: a click
    assert table.session.state.face_up[top] and table.session.state.zones[TABLE] == [top]
    settle(app, table)
    focus_on(app, table, start)
    key(app, pygame.K_RETURN, pygame.KMOD_SHIFT)
    assert table.session.state.sideways[top]
    assert table.session.record.actions[-2:] == [Flip(top), Turn(top)]


def test_the_deal_button_the_dice_and_the_pass_button_answer_enter_F5_F6_F9(app):
    table = open_table(app, hands=3, seed=7, fresh=True)
    key(app, pygame.K_TAB)
    focus_on(app, table, table.next_gesture(Deal(5, False))[1])
    key(app, pygame.K_RETURN)
    assert [len(table.session.state.zones[f"hand{i}"]) for i in range(3)] == [5, 5, 5]
    focus_on(app, table, table.next_gesture(Roll(1))[1])
    before = table.session.state.rng.state
    key(app, pygame.K_RETURN)
    assert table.session.record.actions[-1] == Roll(1) and table.session.state.rng.state != before
    focus_on(app, table, table.next_gesture(PassTo(2))[1])
    key(app, pygame.K_RETURN)
    assert table.session.state.to_act == 2
    click_curtain_away(app)
    assert table.viewer == 2


def test_the_count_and_face_choosers_set_what_deal_deals_F5(app):
    table = open_table(app, hands=2, seed=8, fresh=True)
    key(app, pygame.K_TAB)
    focus_on(app, table, table.next_gesture(Deal(1, True))[1])  # first the face
    key(app, pygame.K_RETURN)
    assert table.face_toggle.value is True
    for _ in range(table.deal_count - 1):  # then the count, one ◀ at a time
        focus_on(app, table, table.next_gesture(Deal(1, True))[1])
        key(app, pygame.K_RETURN)
    assert table.deal_count == 1
    focus_on(app, table, table.next_gesture(Deal(1, True))[1])
    key(app, pygame.K_RETURN)
    assert table.session.record.actions[-1] == Deal(1, True)
    assert all(table.session.state.face_up[t] for t in table.session.state.zones["hand1"])


def test_a_card_of_another_players_hidden_hand_is_never_focusable_F2(app):
    table = open_table(app, hands=3, seed=9, fresh=True)
    table.submit(Deal(4, False))
    settle(app, table)
    state = table.session.state
    shown = state.zones["hand1"][1]
    table.session.act(PassTo(1))  # hand 1 lays one of its cards face up: public
    table.session.act(Flip(shown))
    table.session.act(PassTo(0))
    table.rebuild()
    settle(app, table)
    assert table.viewer == 0
    reachable = card_points(table)
    hidden = {t for name in ("hand1", "hand2") for t in state.zones[name] if not state.face_up[t]}
    assert hidden and not hidden & set(reachable)
    assert shown in reachable  # a card laid open in another hand is everyone's
    assert set(state.zones["hand0"]) <= set(reachable)
    for item in table.focus.items():  # a lifted card of mine rings a gap or a zone, never another's card
        table.focus.lifted = item
        for end in item.ends:
            box = table.focus_rect(end)
            on_area = table.layout.zone_at(end).name == TABLE and box[2:] == (CARD_W, CARD_H)  # F10: a card's place
            assert box[2] < 20 or table.layout.zone_at(end).rect == box or on_area
    table.focus.lifted = None
    close_recap(app, table)  # "since your last move" opened at hand 1's decision; it would take the first key
    # Tab round every item: the tooltip never names a hidden card, the ring never lands on one
    key(app, pygame.K_TAB)
    names = {state.faces[t] for t in hidden}
    for _ in range(len(table.focus.items()) + 1):
        sprite = table.gestures.sprite_at(table.pointer)
        assert sprite is None or sprite.key not in hidden
        assert not any(name in table.tooltip.text for name in names)
        key(app, pygame.K_TAB)
        frames(app, 1)


def test_after_the_pass_the_next_viewer_reaches_their_hand_and_not_the_last_ones_F2_F9(app):
    table = open_table(app, hands=2, seed=10, fresh=True)
    table.submit(Deal(3, False))
    settle(app, table)
    key(app, pygame.K_TAB)
    focus_on(app, table, table.next_gesture(PassTo(1))[1])
    key(app, pygame.K_RETURN)
    click_curtain_away(app)
    settle(app, table)
    reachable = set(card_points(table))
    assert set(table.session.state.zones["hand1"]) <= reachable
    assert not set(table.session.state.zones["hand0"]) & reachable


def test_no_hint_at_a_table_without_a_normal_ai(app):
    table = open_table(app, hands=1, seed=11, fresh=True)
    assert app.settings.show_hints and "simple" not in table.game.bots
    assert not table.focus.hints_on() and not table.focus.offer_hint()  # no Hint button is drawn or pressed
    key(app, pygame.K_h)
    key(app, pygame.K_h)
    assert table.focus.hint_action is None and table.session.record.actions == []


def test_every_card_item_starts_where_a_press_takes_that_card(app):
    table = open_table(app, hands=3, seed=12, fresh=True)
    table.submit(Deal(13, False))
    rng = Rng.from_seed(12)
    for _ in range(8):  # a crowded table: hands squeezed, cards over cards in a grid
        token = rng.choice(table.session.state.zones[PILE])
        table.submit(MoveCard(token, TABLE, len(table.session.state.zones[TABLE])))
        frames(app, 1)  # one gesture a frame, as a hand makes them
    settle(app, table)
    state = table.session.state
    for action in table.legal:
        if isinstance(action, (MoveCard, Flip, Turn)):
            gesture = table.next_gesture(action)
            if gesture is not None:
                assert table.gestures.sprite_at(gesture[1]).key == action.token
    mine = set(state.zones["hand0"]) | set(state.zones[TABLE]) | {state.zones[PILE][-1]}
    assert set(card_points(table)) == mine


def test_moves_made_by_keys_are_the_moves_aimed_at_F1(app):
    """Every kind of gesture, thirty times at random, by Enter on the item and on the target:
    the session records exactly the action whose gesture was aimed at."""
    table = open_table(app, hands=3, seed=13, fresh=True)
    table.submit(Deal(4, False))
    settle(app, table)
    rng = Rng.from_seed(13)
    made = 0
    for _ in range(30):
        makeable = [a for a in table.legal if not isinstance(a, (PackUp, PassTo))
                    and table.next_gesture(a) is not None]
        wanted = rng.choice(makeable)
        gesture = table.next_gesture(wanted)
        aim(table, gesture[1])
        key(app, pygame.K_RETURN, pygame.KMOD_SHIFT if isinstance(wanted, Turn) else 0)
        if table.focus.lifted is not None:
            aim(table, gesture[2] if gesture[0] == "drag" else gesture[1], lifted=True)
            key(app, pygame.K_RETURN)
        if isinstance(app.top, Confirm):  # Reset asks first; Tab onto Yes, Enter (Enter alone is No)
            wait_fresh(app)
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        last = table.session.record.actions[-1] if table.session.record.actions else None
        if isinstance(wanted, Deal) and last != wanted:
            continue  # a chooser was set on the way to this deal
        assert last == wanted
        made += 1
        settle(app, table)
    assert made >= 20
    tokens = sorted(t for zone in table.session.state.zones.values() for t in zone)
    assert tokens == list(range(49))


@pytest.mark.parametrize("hands", [1, 6])
def test_gathering_the_key_items_of_a_full_table_is_quick(app, hands):
    import time

    table = open_table(app, hands=hands, seed=14, fresh=True)
    table.submit(Deal(48 // hands if hands > 1 else 20, False))
    for _ in range(6):
        pile = table.session.state.zones[PILE]
        if pile:
            table.submit(MoveCard(pile[-1], TABLE, 0))
    settle(app, table)
    table.keys_stale()
    began = time.perf_counter()
    items = table.focus.items()
    assert items and time.perf_counter() - began < 0.5
