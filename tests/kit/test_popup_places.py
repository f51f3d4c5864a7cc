"""Where the popups go over a table: clear of the words shown, of the thing the pointer rests
on and of the table's prompt, which the kit knows for every table (its banner's line, or the
panel of its own a table draws it in: Requiem's side panel, Marenzan's question)."""

from __future__ import annotations

import pygame
import pytest

from bench import layout
from sprites import furniture, theme
from sprites.view import View


def test_a_bubble_keeps_clear_of_the_words_shown_and_of_what_it_must_not_hide():
    view = View(1280, 720)
    pointed = view.rect((240, 380, 80, 110))  # the card the pointer rests on
    words = view.rect((200, 520, 300, 20))  # "Your hand" under it
    theme.words_shown[:] = [words]
    theme.cards_shown.clear()
    furniture.bubbles.clear()
    try:
        x, y = furniture.free_spot(view, 200, 40, [(276, 418)], [pointed])
        placed = view.rect((x, y, 200, 40))
        assert not placed.colliderect(pointed) and not placed.colliderect(words)
        assert abs(x - 276) + abs(y - 418) < 200  # beside the pointer still
        theme.words_shown[:] = []
        assert furniture.free_spot(view, 200, 40, [(400, 100)], [pointed]) == (400, 100)
    finally:
        theme.words_shown.clear()
        furniture.bubbles.clear()


def test_a_bubble_beside_the_pointer_keeps_clear_of_the_cards_near_it_where_it_can():
    """"Thinking about your move…" by a hand card: not over the next cards of the hand, but
    beside the hand, near the pointer; where no such place is near, clear of the words still."""
    view = View(1280, 720)
    hand = [view.rect((160 + 85 * i, 600, 80, 110)) for i in range(6)]
    pointed = hand[2]
    theme.cards_shown[:] = hand
    theme.words_shown.clear()
    furniture.bubbles.clear()
    try:
        x, y = furniture.free_spot(view, 200, 40, [(334, 580)], [pointed])  # over the hand's top
        placed = view.rect((x, y, 200, 40))
        assert placed.collidelist(hand) < 0
        assert abs(x - 334) + abs(y - 580) <= furniture.NEAR
        theme.words_shown[:] = [view.rect((0, 0, 1280, 575))]  # words everywhere above the hand
        x, y = furniture.free_spot(view, 200, 40, [(334, 580)], [pointed])
        assert view.rect((x, y, 200, 40)).collidelist(theme.words_shown) < 0  # words before cards
    finally:
        theme.cards_shown.clear()
        theme.words_shown.clear()
        furniture.bubbles.clear()


def test_the_words_of_a_frame_are_kept_only_while_a_table_draws_on_its_surface():
    surface, other = pygame.Surface((100, 100)), pygame.Surface((100, 100))
    theme.words_begin(surface)
    try:
        theme.shown_words(surface, (1, 2, 3, 4))
        theme.shown_words(other, (5, 6, 7, 8))  # a cached layer: not where it lands
    finally:
        theme.words_end()
    theme.shown_words(surface, (9, 9, 9, 9))  # after the frame
    assert theme.words_shown == [pygame.Rect(1, 2, 3, 4)]
    theme.words_shown.clear()


DECIDING = {"requiem": 14, "marenzan": layout.QUESTION, "tonight": 14, "enfield": 14, "kami": 14}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    import os

    os.environ.setdefault("SEVEN_TABLES_HOME", str(tmp_path_factory.mktemp("home")))
    return layout.make_app("en", 100, 100)


@pytest.mark.parametrize("game_id", layout.GAMES)
def test_the_kit_knows_where_every_table_says_what_to_do(app, game_id):
    """prompt_rect() is the box of the words that say what the viewer may do now, for all five."""
    from tests.stand_in import MenuStandIn

    app.scenes.clear()
    app.push(MenuStandIn(app))
    table = layout.open_table(app, game_id, DECIDING[game_id])
    table.recap.close()
    assert table.legal, "a decision of the viewer's"
    app.resized((960, 540))  # (a cached panel is painted again, its words recorded)
    app.window = layout.InkSurface((960, 540))
    theme.drawn = []
    try:
        table.draw(app.window)
        drawn = theme.drawn
        box = table.prompt_rect()
        assert box is not None
        pixels = app.view.rect(box)
    finally:
        theme.drawn = None
        app.resized(layout.WINDOWS[1])
    prompts = [d.rect for d in drawn if d.kind == "prompt"]
    assert prompts == [pixels]
    said = [d for d in drawn if d.kind == "ink" and prompts[0].contains(d.rect)]
    assert said, ("the prompt's words lie in its box", prompts, [(d.words, d.rect) for d in drawn if d.kind == "ink"][-12:])
    if table.prompt_area is None:  # said in the banner's line
        assert table.banner.line and any(d.words == table.banner.line for d in said)
