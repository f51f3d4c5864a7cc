"""Issue 30: a Hint that says why. Each game explains a move (game/<id>/explain.py) as a catalog
key and arguments, worded in both languages; the table says the sentence with the hint, and the
hint goes out when play moves on."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pygame
import pytest

from game.engine import registry
from game.engine.explain import explain
from game.engine.simcheck import play_game
from tests.gestures import wait_ready
from tests.kit.test_table_kit import open_game
from tests.privacy import key

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
LOCALE = Path(__file__).resolve().parents[2] / "scenes" / "locale"


def catalog(game_id: str) -> dict:
    return json.loads((LOCALE / f"{game_id}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_explained_move_has_a_sentence_in_both_languages_with_its_arguments(game_id):
    game = registry.get(game_id)
    words = catalog(game_id)
    said = set()

    def hook(session, legal, action):
        seat = session.to_act
        observation = session.observe(seat)
        for move in [action, *legal[:4]]:
            key_, args = explain(game, observation, move)
            assert key_ in words, key_
            for lang in ("en", "ja"):
                names = {name for _, name, _, _ in string.Formatter().parse(words[key_][lang]) if name}
                assert names <= set(args), (key_, lang, names - set(args))
            said.add(key_)

    for seed in range(3):
        play_game(game, game.min_players if game_id != "kami" else 3, seed, ["normal"], before_act=hook)
    assert len(said) >= 3


def test_the_hint_says_why(app):
    from scenes.kit.hint_reason import hint_sentence

    table = open_game(app, "requiem", seed=21)
    wait_ready(app, table, 60)
    key(app, pygame.K_h)
    assert table.focus.hint_action is not None and table.focus.hint_gesture() is not None
    sentence = hint_sentence(table, table.focus.hint_action)
    assert sentence and "{" not in sentence
    assert table.focus.hint_words == sentence  # drawn by the hint's ring while it is lit


def test_the_hint_goes_out_when_play_moves_on_even_if_its_move_is_still_open(app):
    """Solo Marenzan: the viewer acts again and again, so the legal moves never empty in
    between; a hint of an earlier decision whose move is still open must not stay lit."""
    from game.engine.bots import bot_rng, make_bot

    table = open_game(app, "marenzan", seed=2, players=1)
    chooser, rng = make_bot(table.game, "random"), bot_rng(2, 9)
    checked = 0
    for _ in range(3000):
        if table.session.over or checked >= 3:
            break
        if not table.legal or table.busy() or app.top is not table:
            app.frame(1 / 60, [])
            continue
        key(app, pygame.K_h)
        hinted = table.focus.hint_action
        others = [a for a in table.legal if a != hinted and table.next_gesture(a) is not None]
        if hinted is None or not others:
            table.submit(chooser.choose(table.observation, table.legal, rng))
            continue
        table.submit(others[rng.below(len(others))])
        for _ in range(30):
            app.frame(1 / 60, [])
        if hinted in table.legal:
            assert table.focus.hint_gesture() is None
            checked += 1
    assert checked > 0


def test_the_hint_sentence_stands_clear_of_the_other_things_to_pick():
    from scenes.kit.hint_reason import callout_spot

    ring, size, screen = (600, 500, 100, 140), (320, 60), (1280, 720)
    assert callout_spot(ring, size, [], screen) == (690, 432)  # above, to the right
    button = (680, 380, 300, 40)  # a button there: above, to the left
    x, y = callout_spot(ring, size, [button], screen)
    assert (x, y) == (290, 432)
    assert callout_spot((500, 10, 100, 100), size, [], screen) == (590, 118)  # no room above: below
