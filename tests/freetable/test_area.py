"""The Free Table's open area through the real scene (issue 28): cards lie where they are
dropped and come back there, stacks spread and gather, a box or Shift-click picks cards that
then move together, the dice tray rolls, the tooltips name what a card allows where it lies."""

from __future__ import annotations

import itertools
import math

import pygame

from game.engine.session import replay_steps
from game.freetable import GAME
from game.freetable.rules import Deal, Flip, Gather, MoveCard, MoveGroup, Place, Roll, RollBoth, Spread
from game.freetable.state import DISCARD, PILE, TABLE
from sprites.zones import to_area
from tests.freetable.test_scene import drag, frames, mouse, open_table

AREA = (700, 240)


def settle(app, table, n=90):
    frames(app, n)
    assert not table.busy()


def shown(table) -> list[str]:
    """The log panel's lines as drawn."""
    return [line for line, _ in table.log_panel.lines]


def put(app, table, point):
    """Drag the pile's top card to `point` of the screen; the card it was."""
    token = table.session.state.zones[PILE][-1]
    sprite = table.sprites[token]
    drag(app, (sprite.x, sprite.y), point)
    settle(app, table)
    return token


def test_F10_cards_dropped_at_given_points_are_found_there_after_save_and_load(app):
    from scenes.tables.freetable.scene import FreeTable

    table = open_table(app, hands=2, seed=3, fresh=True)
    points = [(300, 160), (520, 330), (870, 200)]
    tokens = [put(app, table, p) for p in points]
    state = table.session.state
    for token, point in zip(tokens, points):
        assert state.zones[TABLE].count(token) == 1
        assert math.dist(table.sprites[token].pos, point) < 2, "the card stays where it was dropped"
    saved = {t: state.pos[t] for t in tokens}
    app.pop()  # back to the menu; the table comes back from its save (Resume)
    again = FreeTable(app)
    app.push(again)
    frames(app, 2)
    assert {t: again.session.state.pos[t] for t in tokens} == saved
    for token, point in zip(tokens, points):
        assert math.dist(again.sprites[token].pos, point) < 2
    replayed, _ = replay_steps(again.session.record, GAME)  # a replay lays them there too
    assert {t: replayed.pos[t] for t in tokens} == saved


def test_F10_a_card_dropped_on_a_table_card_joins_its_stack_and_nowhere_else_snaps(app):
    table = open_table(app, hands=1, seed=4, fresh=True)
    first = put(app, table, (400, 200))
    second = put(app, table, (420, 215))  # the pointer lands on the first card: a stack
    third = put(app, table, (700, 330))  # bare felt: where it was dropped
    state = table.session.state
    assert state.pos[second] == state.pos[first] and state.stack(first) == [first, second]
    assert state.pos[third] != state.pos[first]
    assert math.dist(table.sprites[third].pos, (700, 330)) < 2


def test_F10_a_stack_is_spread_and_gathered_by_its_tab(app):
    table = open_table(app, hands=1, seed=5, fresh=True)
    stack = [put(app, table, (400, 250)) for _ in range(4)]
    state = table.session.state
    assert state.stack(stack[0]) == stack
    xs = {round(table.sprites[t].x) for t in stack}
    assert max(xs) - min(xs) < 5  # gathered: one card on another
    x, y, w, h = table.area.badge_rect(stack[-1])
    frames(app, 1, [mouse("down", (x + w / 2, y + h / 2)), mouse("up", (x + w / 2, y + h / 2))])
    settle(app, table)
    assert table.session.record.actions[-1] == Spread(stack[-1])
    xs = [table.sprites[t].x for t in stack]
    assert all(b - a > 20 for a, b in itertools.pairwise(xs)), "spread: fanned left to right"
    x, y, w, h = table.area.badge_rect(stack[-1])
    frames(app, 1, [mouse("down", (x + w / 2, y + h / 2)), mouse("up", (x + w / 2, y + h / 2))])
    settle(app, table)
    assert table.session.record.actions[-1] == Gather(stack[-1])
    xs = {round(table.sprites[t].x) for t in stack}
    assert max(xs) - min(xs) < 5


def test_F10_a_box_selection_moves_three_cards(app):
    table = open_table(app, hands=1, seed=6, fresh=True)
    picked = [put(app, table, p) for p in ((300, 150), (420, 170), (360, 300))]
    other = put(app, table, (800, 300))
    state = table.session.state
    before = {t: state.pos[t] for t in picked + [other]}
    drag(app, (230, 90), (480, 380))  # a box on the bare felt round the three
    assert sorted(table.area.selected) == sorted(picked)
    sprite = table.sprites[picked[0]]
    drag(app, sprite.pos, (sprite.x + 200, sprite.y + 40))
    settle(app, table)
    assert isinstance(table.session.record.actions[-1], MoveGroup)
    offsets = {(state.pos[t][0] - before[t][0], state.pos[t][1] - before[t][1]) for t in picked}
    assert len(offsets) == 1 and offsets != {(0, 0)}, "the three moved together by one offset"
    assert state.pos[other] == before[other]
    dx, dy = offsets.pop()
    assert dx > 150 and dy > 20


def test_F10_shift_click_picks_cards_and_they_move_together(app):
    table = open_table(app, hands=1, seed=7, fresh=True)
    a = put(app, table, (300, 150))
    b = put(app, table, (700, 300))
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        for token in (a, b):
            pos = table.sprites[token].pos
            frames(app, 1, [mouse("down", pos), mouse("up", pos)])
    finally:
        pygame.key.set_mods(0)
    assert table.area.selected == [a, b] and not table.session.state.face_up[a]  # picked, not flipped
    state = table.session.state
    before = dict(state.pos)
    drag(app, table.sprites[b].pos, (table.sprites[b].x - 100, table.sprites[b].y))
    settle(app, table)
    assert state.pos[a][0] < before[a][0] and state.pos[b][0] < before[b][0]
    assert state.pos[a][0] - before[a][0] == state.pos[b][0] - before[b][0]
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert table.area.selected == []  # Esc lets the selection go (and opens no menu)
    assert app.top is table


def test_F11_a_click_on_the_tray_rolls_both_and_the_log_waits_for_the_dice(app):
    table = open_table(app, hands=1, seed=8, fresh=True)
    x, y, w, h = table.tray.rect
    spot = next((x + i, y + h - 6) for i in range(6, int(w), 4) if table.tray.die_at((x + i, y + h - 6)) is None)
    frames(app, 1, [mouse("down", spot), mouse("up", spot)])
    assert table.session.record.actions[-1] == RollBoth()
    a, b = table.session.state.dice
    said = table.t("freetable.log.rolled_both", a=a, b=b, total=a + b)
    assert said in table.log and table.log_view.held == 1 and table.tray.busy()
    frames(app, 3)
    assert said not in shown(table)  # not yet: the dice tumble
    settle(app, table)
    assert table.log_view.held == 0 and said in shown(table)
    assert [d.shown for d in table.tray.dice] == [a, b]


def test_F6_a_die_is_rolled_by_a_click_wherever_it_came_to_rest(app):
    table = open_table(app, hands=1, seed=9, fresh=True)
    for n in range(8):
        die = table.tray.dice[n % 2]
        frames(app, 1, [mouse("down", (die.x, die.y)), mouse("up", (die.x, die.y))])
        settle(app, table)
    assert table.session.record.actions == [Roll(n % 2) for n in range(8)]


def test_F2_tooltips_name_only_the_gestures_the_card_allows_where_it_lies(app):
    table = open_table(app, hands=2, seed=10, fresh=True)
    state = table.session.state
    on_table = put(app, table, (400, 200))
    table.submit(MoveCard(state.zones[PILE][-1], DISCARD, 0))
    table.submit(Deal(2, False))
    settle(app, table)
    flip, turn, drag_ = (table.t(k) for k in ("freetable.tip.flip", "freetable.tip.turn", "freetable.tip.drag"))

    def tip(token):
        table.hover(table.sprites[token].pos)
        return table.tooltip.text

    discard = state.zones[DISCARD][-1]
    assert drag_ in tip(discard) and flip not in tip(discard) and turn not in tip(discard)
    pile = state.zones[PILE][-1]
    assert drag_ in tip(pile) and flip not in tip(pile)
    assert all(g in tip(on_table) for g in (drag_, flip, turn))
    theirs = state.zones["hand1"][0]
    table.hover(table.sprites[theirs].pos)
    assert flip not in table.tooltip.text  # another's held card: only its owner flips it
    frames(app, 1, [mouse("down", table.sprites[discard].pos), mouse("up", table.sprites[discard].pos)])
    assert Flip(discard) not in table.session.record.actions


def test_F10_place_is_refused_off_the_area_and_where_the_card_lies(app):
    table = open_table(app, hands=1, seed=11, fresh=True)
    token = put(app, table, (400, 200))
    point = to_area(table.layout[TABLE], (400, 200), AREA)
    assert Place(token, *point) not in table.legal and Place(token, 701, 0) not in table.legal
    assert not table.submit(Place(token, 701, 0))
    assert table.session.state.pos[token] == point


def test_F10_after_a_spread_the_card_in_sight_is_the_card_a_click_turns(app):
    """Issue 38: three cards dropped into a stack and spread. Each card's strip in sight is
    drawn with that card on top, and a click there turns that card, not one hidden under it
    (a card let go near its place used to stay lifted, drawn over the card above it)."""
    from sprites.cards import drawn_order

    table = open_table(app, hands=1, seed=5, fresh=True)
    stack = [put(app, table, (400, 250)) for _ in range(3)]
    x, y, w, h = table.area.badge_rect(stack[-1])
    frames(app, 1, [mouse("down", (x + w / 2, y + h / 2)), mouse("up", (x + w / 2, y + h / 2))])
    settle(app, table)
    sprites = [table.sprites[t] for t in stack]
    drawn = sorted(sprites, key=drawn_order)
    assert [s.key for s in drawn] == stack, "a spread stack is drawn bottom card first, top card last"
    middle, top = sprites[1], sprites[2]
    seen = ((middle.x + top.x) / 2 - 30, middle.y)  # on the middle card, under the top card's left edge
    assert table.gestures.sprite_at(seen) is top, "the top card covers this point"
    strip = (middle.x - 40, middle.y)  # the middle card's strip in sight
    assert table.gestures.sprite_at(strip) is middle
    frames(app, 1, [mouse("down", strip), mouse("up", strip)])
    settle(app, table)
    assert table.session.record.actions[-1] == Flip(middle.key), "the click turned the card in sight"
