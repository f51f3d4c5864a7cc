"""Reading Whisper's table: the graveyard browser (1.2: the graveyard is public), God Link
partners marked on the fields (K46–K47) and a hand strip whose every card can be read."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat
from game.engine.session import Session
from game.kami.cards import CELL, LINKS, POOL
from tests.gestures import close_recap, mouse, perform
from tests.privacy import table_app


def session_at_main(players=4, seed=5, humans=(0,)) -> Session:
    """A single round played by bots until seat 0's main step."""
    game = registry.get("kami")
    seats = [Seat(f"P{i + 1}", "human" if i in humans else "normal") for i in range(players)]
    session = Session.new(game, seats, seed, {"rounds": 1, "first_player": 0})
    bot, rng = make_bot(game, "normal"), bot_rng(seed, 1)
    for _ in range(500):
        if session.to_act == 0 and session.observe(0).prompt == "main":
            return session
        session.bot_move(bot, rng)
    raise AssertionError("seat 0 never reached its main step")


def move_from_pile(session: Session, code: str, where) -> int:
    """Take a copy of `code` out of the pile (else the graveyard, else another seat's hand)
    and put it where `where(card id)` says."""
    state = session.state
    for source in (state.pile, state.graveyard, *state.hands[1:]):
        card = next((c for c in reversed(source) if POOL[c] == code), None)
        if card is not None:
            source.remove(card)
            where(card)
            return card
    raise AssertionError(f"no {code} left to take")


def open_table(app, session):
    from scenes.tables.kami import KamiTable

    table = KamiTable(app, session)
    table.instant = True
    table.anim.instant = True
    app.push(table)
    for _ in range(3):
        app.frame(1 / 60, [])
    close_recap(app, table)
    return table


def press(app, point, button=1):
    app.frame(1 / 60, [mouse(app, "motion", point), mouse(app, "down", point), mouse(app, "up", point)])


def key(app, k):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


# -- the graveyard browser --------------------------------------------------------------------
def long_graveyard(session: Session, extra: int = 18) -> None:
    state = session.state
    for _ in range(extra):  # mill: the pile's top goes face up to the graveyard
        state.graveyard.append(state.pile.pop())
        state.knows[state.graveyard[-1]] = state.everyone


def test_a_click_on_the_graveyard_lists_every_card_in_it_newest_first(app):
    session = session_at_main()
    long_graveyard(session)
    table = open_table(app, session)
    grave = list(table.shown.graveyard)
    assert len(grave) >= 18
    from scenes.tables.kami.graveyard import GRAVE_HIT

    x, y, w, h = GRAVE_HIT
    press(app, (x + w / 2, y + h / 2))
    assert table.graveyard.opened
    seen: dict[int, str] = {}
    for _ in range(60):  # scroll to the end, gathering every row drawn
        app.frame(1 / 60, [])
        seen.update(dict(table.graveyard.drawn))
        if table.graveyard.scroll >= table.graveyard.max_scroll():
            break
        app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0,
                                              flipped=False, which=0)])
    assert table.graveyard.max_scroll() > 0  # long enough to scroll
    assert [seen[i] for i in sorted(seen)] == list(reversed(grave))
    assert Counter(seen.values()) == Counter(grave)


def test_the_browser_open_as_the_match_ends_is_shut_before_the_results(app):
    session = session_at_main()
    long_graveyard(session, 4)
    table = open_table(app, session)
    assert table.graveyard.open()
    table.show_results()  # the last AI move ended the match while the list was open
    assert not table.graveyard.opened and app.top is not table


def test_the_browser_is_modal_and_esc_closes_it_before_the_menu(app):
    from scenes.kit.dialogs import PauseMenu

    session = session_at_main()
    long_graveyard(session, 4)
    table = open_table(app, session)
    before = len(session.record.actions)
    assert table.graveyard.open()
    end_turn = next(b for b in table.gestures.action_buttons if type(b.what).__name__ == "EndMain")
    press(app, end_turn.rect.center)  # under the panel's shade: nothing is played
    assert len(session.record.actions) == before
    assert not table.graveyard.opened  # that click was outside the panel: it closed the list
    assert table.graveyard.open()
    key(app, pygame.K_ESCAPE)
    assert not table.graveyard.opened
    assert app.top is table  # Esc closed the list, not the table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


def test_the_close_button_and_a_click_outside_close_it(app):
    session = session_at_main()
    table = open_table(app, session)
    assert table.graveyard.open()
    press(app, table.graveyard.close_button().rect.center)
    assert not table.graveyard.opened
    assert table.graveyard.open()
    press(app, (640, 360))  # inside the panel: it stays
    assert table.graveyard.opened
    press(app, (100, 700))  # outside
    assert not table.graveyard.opened


def test_the_graveyard_does_not_open_under_the_hand_off_curtain(app):
    from scenes.kit.curtain import Curtain
    from scenes.tables.kami.graveyard import GRAVE_HIT

    session = session_at_main(players=3, humans=(0, 1))
    table = open_table(app, session)
    assert isinstance(app.top, Curtain) and table.curtain_up
    x, y, w, h = GRAVE_HIT
    centre = (x + w / 2, y + h / 2)
    press(app, centre)  # the curtain takes the click
    assert not table.graveyard.opened
    table.handle(mouse(app, "down", centre))  # and the table refuses it even if it came through
    assert not table.graveyard.open() and not table.graveyard.opened
    app.top.ready()
    app.frame(1 / 60, [])
    assert table.graveyard.open()  # the viewer now at the table may open it
    table.handoff.raise_curtain(1)  # a hand-off shuts it
    assert not table.graveyard.opened


# -- God Link partners ------------------------------------------------------------------------
def set_fields(session: Session, fields: dict[int, list[list[str]]]) -> None:
    """Put gods from the pile onto fields, grouped as given (K47: a group is one creature)."""
    state = session.state
    for seat in fields:  # what is there goes back to the pile first: all 100 cards stay in play
        state.pile.extend(c for group in state.fields[seat] for c in group)
        state.fields[seat] = []
    for seat, groups in fields.items():
        for group in groups:
            ids = [move_from_pile(session, code, lambda c: None) for code in group]
            state.fields[seat].append(ids)
            for c in ids:
                state.knows[c] = state.everyone


def expected_edges(group) -> set[frozenset]:
    """Neighbouring cells (K44) inside one linked group, worked out from the grid."""
    out = set()
    for a in group:
        for b in group:
            (ra, ca), (rb, cb) = CELL[a], CELL[b]
            if a < b and abs(ra - rb) + abs(ca - cb) == 1:
                assert b in LINKS[a].values()
                out.add(frozenset((a, b)))
    return out


LINKED = {
    0: [["ATOM", "NEUTRON"]],
    1: [["PROTON"], ["QUARK", "NEUTRON", "LEPTON"]],  # Proton sits next to Quark but is not linked
    2: [["PROTON", "QUARK"], ["ELECTRON", "LEPTON"]],  # two creatures on one field
}


def test_linked_gods_are_joined_and_share_a_mark_exactly_as_the_observation_groups_them(app):
    session = session_at_main()
    set_fields(session, LINKED)
    table = open_table(app, session)
    app.frame(1 / 60, [])
    for seat in range(session.state.players):
        groups = [g for g in table.shown.seats[seat].field if len(g) > 1]
        want_edges = set().union(*(expected_edges(g) for g in groups)) if groups else set()
        assert table.painter.links.drawn.get(seat, set()) == want_edges, seat
        badges = table.painter.links.badges.get(seat, {})
        assert set(badges) == {c for g in groups for c in g}  # every linked god carries the mark
        marks = [{badges[c] for c in g} for g in groups]
        assert all(len(m) == 1 for m in marks)  # one mark per creature
        assert len(set().union(*marks) if marks else set()) == len(groups)  # and a different one for each
    assert frozenset(("PROTON", "QUARK")) not in table.painter.links.drawn[1]


def test_hovering_a_linked_god_lights_exactly_its_partners(app):
    session = session_at_main()
    set_fields(session, LINKED)
    table = open_table(app, session)
    for seat, groups in LINKED.items():
        for group in groups:
            for code in group:
                sprite = next(s for s in table.zones[f"field.{seat}"] if s.data["code"] == code)
                app.frame(1 / 60, [mouse(app, "motion", (sprite.x, sprite.y))])
                app.frame(1 / 60, [])
                assert table.painter.links.partners_drawn == {(seat, c) for c in group if c != code}, (seat, code)
                if len(group) > 1:  # the tooltip names them too
                    line = table.tooltip.text.splitlines()[-1]
                    assert all(table.card_name(c, short=True) in line for c in group if c != code), line
    app.frame(1 / 60, [mouse(app, "motion", (20, 300))])  # bare felt
    app.frame(1 / 60, [])
    assert table.painter.links.partners_drawn == set()


# -- a hand that can be read ------------------------------------------------------------------
def big_hand(session: Session, size: int) -> None:
    state = session.state
    while len(state.hands[0]) < size:
        state.hands[0].append(state.pile.pop())
        state.knows[state.hands[0][-1]] |= 1


def card_rect(sprite, rise=True) -> pygame.Rect:
    from sprites.cards import CARD_H, CARD_W

    w, h = CARD_W * sprite.scale, CARD_H * sprite.scale
    lift = sprite.data.get("rise", 0.0) if rise else 0.0
    return pygame.Rect(round(sprite.x - w / 2), round(sprite.y - lift - h / 2), round(w), round(h))


def name_corner(sprite) -> pygame.Rect:
    from scenes.tables.kami.layout import NAME_BAND

    r = card_rect(sprite)
    return pygame.Rect(r.x, r.y, r.width, round(r.height * NAME_BAND))


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("cards", [13, 20])
def test_every_card_of_a_big_hand_shows_its_name_corner_inside_the_window(size, cards):
    app = table_app(size)
    session = session_at_main()
    big_hand(session, cards)
    table = open_table(app, session)
    app.frame(1 / 60, [mouse(app, "motion", (20, 300))])  # the pointer on bare felt
    for _ in range(30):
        app.frame(1 / 60, [])
    hand = table.zones["hand.0"]
    assert len(hand) == cards and all(s.face is not None for s in hand)
    order = table.painter.hand_draw_order(hand, hand)
    window = pygame.Rect((0, 0), size)
    for i, sprite in enumerate(order):
        corner = name_corner(sprite)
        for above in order[i + 1:]:  # every card drawn after it leaves its name corner alone
            assert not card_rect(above).colliderect(corner), (sprite.data["code"], above.data["code"])
        assert abs(sprite.angle) < 0.01
        assert window.contains(app.view.rect(card_rect(sprite)))  # the whole card is on screen
        assert app.view.rect(corner).height >= (26 if size[1] == 540 else 35)  # a name line fits in it


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_hovered_hand_card_rises_over_the_others_and_a_click_reaches_it(size):
    from scenes.tables.kami.layout import HAND_RISE

    app = table_app(size)
    session = session_at_main()
    big_hand(session, 13)
    table = open_table(app, session)
    hand = table.zones["hand.0"]
    rows = sorted({round(s.y) for s in hand})
    assert len(rows) >= 2
    back = next(s for s in hand if round(s.y) == rows[0] and any(
        round(o.y) == rows[1] and abs(o.x - s.x) < 80 * s.scale for o in hand))  # a card with one in front of it
    for _ in range(2):
        app.frame(1 / 60, [mouse(app, "motion", table.gestures.gesture_point(back))])
    for _ in range(30):
        app.frame(1 / 60, [])
    assert table.gestures.hover_sprite is back
    assert back.data["rise"] == pytest.approx(HAND_RISE, abs=0.5)
    assert table.painter.risen_hand_card(hand) is back and table.painter.hand_draw_order(hand, hand)[-1] is back
    assert all(o.data.get("rise", 0.0) < 0.3 for o in hand if o is not back)
    assert pygame.Rect((0, 0), size).contains(app.view.rect(card_rect(back)))
    # the pointer moving down onto the raised card keeps it: it is on top
    lower = (back.x, back.y - HAND_RISE + 30)
    app.frame(1 / 60, [mouse(app, "motion", lower)])
    assert table.gestures.sprite_at(lower) is back
    for _ in range(3):
        app.frame(1 / 60, [])
    assert table.gestures.hover_sprite is back


def test_cards_of_a_big_hand_are_still_played_by_the_mouse(app):
    from game.kami.actions import CastSpell, PlayGod

    session = session_at_main()
    big_hand(session, 13)
    table = open_table(app, session)
    action = next(a for a in table.legal if isinstance(a, (PlayGod, CastSpell)))
    perform(app, table.next_gesture(action))
    assert session.record.actions[-1] == action
