"""The all-seeing view of a finished game's replay also lists each face-down deck and
pile in the order its cards will come (top first): checked against the game's own draw
code on a copy of the state, against the record's next draws, and laid out inside the
column. An unfinished game offers no all-seeing view at all (test_replay.py)."""

import copy
from collections import Counter
from itertools import pairwise

import pygame
import pytest

from game.engine import registry
from game.engine.record import replay
from scenes.shell.replay import ALL, ReplayScene
from scenes.shell.replay_hands import HANDS
from scenes.shell.replay_views import DECK_SHOWS, DECKS, deck_orders
from sprites import theme
from sprites.cards import CARD_H, CARD_W
from tests.replay.test_replay import finished_game

DECK_GAMES = ("requiem", "marenzan", "kami")


def _drawn_by_the_rules(game_id: str, state, index: int) -> list[str]:
    """Deck `index` (as deck_orders counts them) emptied by the game's own draw code, one
    draw after another, on a copy: the cards in the order they were taken."""
    game = registry.get(game_id)
    state = (game.copy_state or copy.deepcopy)(state)
    taken: list[str] = []
    if game_id == "requiem":
        from game.requiem import rules
        from game.requiem.actions import Rescue

        if index < 3:  # R16: each Enemy Deck gives its top card to its column
            while state.enemy_decks[index]:
                rules._enemy_arrival(state, [])
                taken.append(state.arrivals[index])
        else:  # R32: a Rescue takes the Capital Deck's top card into the Line
            while state.capital:
                rules._perform(state, 0, Rescue(), [])
                taken.append(state.ready[0][-1])
    elif game_id == "marenzan":
        from game.marenzan import flow

        while state.mountains[index]:  # M27: draw and reveal the top card
            flow.draw(state, [], index, 0)
            taken.append(state.loose[-1].code)
    else:
        from game.kami import moves
        from game.kami.cards import POOL

        for _ in range(len(state.pile)):  # K24: single draws (K25 refills only once it is empty)
            taken.append(POOL[moves.draw_plain(state, 0, [])])
    return taken


def _mid_game(record, game) -> int:
    """The first position from a third of the way on where every deck holds two cards or
    more, so a listing in the wrong order cannot pass."""
    state = replay(record, game, len(record.actions) // 3)
    for k in range(len(record.actions) // 3, len(record.actions)):
        if all(len(deck.cards) >= 2 for deck in deck_orders(game.id, state)):
            return k
        game.apply(state, record.actions[k])
    raise AssertionError("no position with every deck holding two cards")


@pytest.mark.parametrize("game_id", DECK_GAMES)
def test_each_deck_is_listed_in_the_order_the_rules_draw_it(app, game_id):
    """R16/R32 (Requiem), M27 (Marenzan), K24 (Whisper): the first card listed is the next drawn, and so on."""
    record, _ = finished_game(game_id, seed=6)
    game = registry.get(game_id)
    scene = ReplayScene(app, record, viewer=ALL, at=_mid_game(record, game))
    app.push(scene)
    assert scene.viewer == ALL
    state = replay(record, game, scene.k)
    decks = deck_orders(game_id, scene.session.state)
    assert decks == deck_orders(game_id, state)
    assert len(decks) == {"requiem": 4, "marenzan": 3, "kami": 1}[game_id]
    assert any(deck.cards for deck in decks)
    for index, deck in enumerate(decks):
        assert list(deck.cards) == _drawn_by_the_rules(game_id, state, index), deck.caption
    shown = [cards for _, cards, _, ordered in scene.open_rows() if ordered]
    assert shown == [deck.cards for deck in decks]  # the column lists them as they are, after the hidden cards
    app.frame(1 / 60)


@pytest.mark.parametrize("game_id", DECK_GAMES)
def test_the_records_next_draws_take_the_first_cards_listed(app, game_id):
    """From the middle on, the first time cards only leave a deck in the record, they are
    the first ones listed (a deck first reshuffled or added to is not counted)."""
    record, _ = finished_game(game_id, seed=6)
    game = registry.get(game_id)
    k = _mid_game(record, game)
    state = replay(record, game, k)
    before = [deck.cards for deck in deck_orders(game_id, state)]
    open_decks = set(range(len(before)))
    checked = 0
    for action in record.actions[k:]:
        game.apply(state, action)
        after = [deck.cards for deck in deck_orders(game_id, state)]
        for index in sorted(open_decks):
            old, new = before[index], after[index]
            if new == old:
                continue
            open_decks.discard(index)
            if len(new) < len(old) and not Counter(new) - Counter(old):  # cards only left it: draws
                assert new == old[len(old) - len(new):], (index, old, new)  # taken from the front, in order
                checked += 1
        before = after
        if not open_decks:
            break
    assert checked >= 1


def test_the_heroine_reserve_is_listed_only_while_it_holds_cards(app):
    """A16, A17: the reserve lies face down and is never drawn from; it shows as a pile while it holds cards."""
    record, _ = finished_game("tonight", seed=6)
    game = registry.get("tonight")
    state = replay(record, game, len(record.actions) // 2)
    from game.tonight.cards import HEROINE_CARDS

    assert "tonight" in DECKS
    if not state.reserve:
        assert deck_orders("tonight", state) == []
        state.reserve = list(reversed(HEROINE_CARDS[:2]))  # as an elimination would set them aside (A16)
    (deck,) = deck_orders("tonight", state)
    assert deck.cards == tuple(sorted(state.reserve))  # T34: they go back together, sorted
    state.reserve = []
    assert deck_orders("tonight", state) == []


ALL_GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
LARGEST = {"requiem": 3, "marenzan": 4, "tonight": 4, "enfield": 4, "kami": 6}  # the most rows each game can have


def _column(app, game_id: str, players: int | None):
    """The all-seeing view a third of the way into a finished game, and its laid-out column."""
    record, _ = finished_game(game_id, seed=6, players=players)
    scene = ReplayScene(app, record, viewer=ALL, at=len(record.actions) // 3)
    app.push(scene)
    layout = scene.open_layout()
    assert len(layout) == len(scene.open_rows())
    return scene, layout


def _lines(row) -> list[list[float]]:
    """The card centres' x of each line of a row, left to right."""
    return [[cx for _, cx, cy in row.places if cy == line] for line in sorted({cy for _, _, cy in row.places})]


@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_the_all_seeing_column_stays_inside_its_panel(app, game_id):
    """At each game's largest table: every caption, card and '+N' of the column lies
    inside HANDS and no row lies over another."""
    scene, layout = _column(app, game_id, LARGEST[game_id])
    x, y, w, h = HANDS
    panel = pygame.Rect(round(x), round(y), round(w), round(h))
    bottom_of_last = y
    for row in layout:
        card_w, card_h = CARD_W * row.scale, CARD_H * row.scale
        assert row.caption[1] >= bottom_of_last  # below the row above
        for _, cx, cy in row.places:
            card = pygame.Rect(cx - card_w / 2, cy - card_h / 2, card_w, card_h)
            assert panel.contains(card), (row.line, card, panel)
        bottom_of_last = max([cy + card_h / 2 for _, _, cy in row.places] + [row.caption[1] + 20])
        if row.more:
            last_right = row.places[-1][1] + card_w / 2
            assert row.more_at[0] - last_right >= 30  # room for "+N"
    app.frame(1 / 60)
    theme.drawn = []
    try:
        scene.draw_open_hands(pygame.Surface((app.view.width, app.view.height)))
        words = [(text, rect) for kind, text, rect, *_ in theme.drawn if kind == "text"]
    finally:
        theme.drawn = None
    stage = app.view.rect(HANDS)
    assert len(words) >= len(layout) + 1  # the title and every caption
    for line, rect in words:
        assert stage.contains(rect), line


@pytest.mark.parametrize("game_id", ALL_GAMES)
def test_each_card_of_the_column_shows_enough_to_be_read(app, game_id):
    """At the usual table, each overlapped card shows at least its game's readable share
    (DECK_SHOWS): a long row of hidden cards takes two lines, a long deck shows its first
    cards and counts the rest; every hidden card is drawn."""
    scene, layout = _column(app, game_id, None)
    share = DECK_SHOWS.get(game_id, DECK_SHOWS[None])
    for row, (_, cards, _, ordered) in zip(layout, scene.open_rows(), strict=True):
        card_w = CARD_W * row.scale
        for xs in _lines(row):
            assert all(b - a >= card_w * share - 1e-6 for a, b in pairwise(xs)), row.line
        assert [code for code, _, _ in row.places] == list(cards[:len(row.places)])  # in the row's order
        assert len(row.places) + row.more == len(cards)
        if not ordered:
            assert row.more == 0 and len(row.places) == len(cards)  # a hidden card is never left out
