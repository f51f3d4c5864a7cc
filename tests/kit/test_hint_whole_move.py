"""Issue 30, the Hint: it rings the whole move at once (in Marenzan both cards of a pair and
the village they fight at, before anything is lifted), and its sentence of why stays
drawn for as long as the hint is lit, and goes when play moves on."""

from __future__ import annotations

import pygame

from scenes.kit.table_keys import Focus
from scenes.shell.screens import prepared_session
from sprites import theme
from tests.gestures import close_recap
from tests.kit.test_table_kit import open_game
from tests.privacy import key


def pair_hint(app, monkeypatch):
    """Marenzan, seed 2 after 3 moves: the Normal AI's choice for the seat to act is a Fight
    with a pair of Mercenaries (found by looking; the test checks it is so)."""
    session = prepared_session("marenzan", 2, 3, None, 0)
    table = open_game(app, "marenzan", session=session)
    table.handoff.viewer = session.to_act
    table.rebuild()
    for _ in range(30):
        app.frame(1 / 60, [])
    close_recap(app, table)
    key(app, pygame.K_h)
    action = table.focus.hint_action
    assert type(action).__name__ == "Fight" and len(action.cards) == 2
    return table, action


def rung(app, monkeypatch) -> list[tuple[int, int]]:
    """The points the focus rings in one frame."""
    points: list[tuple[int, int]] = []
    ring = Focus.ring

    def recording(self, surface, point, *args, **kwargs):
        points.append((round(point[0]), round(point[1])))
        return ring(self, surface, point, *args, **kwargs)

    monkeypatch.setattr(Focus, "ring", recording)
    app.frame(1 / 60, [])
    monkeypatch.setattr(Focus, "ring", ring)
    return points


def test_30_3_the_marenzan_hint_rings_both_cards_and_the_village_at_once(app, monkeypatch):
    table, action = pair_hint(app, monkeypatch)
    assert not table.gestures.selected  # nothing lifted yet
    points = rung(app, monkeypatch)
    for code in action.cards:
        grip = table.gestures.grip(code)
        assert (round(grip[0]), round(grip[1])) in points, code
    drop = table.gestures.drop_point(tuple(action.cards), f"village.{action.village}")
    assert (round(drop[0]), round(drop[1])) in points


def drawn_words(app) -> str:
    theme.drawn = []
    try:
        app.frame(1 / 60, [])
        return " ".join(words for kind, words, *_ in theme.drawn if kind == "text")
    finally:
        theme.drawn = None


def test_30_4_the_hints_why_stays_while_the_hint_is_lit_and_goes_when_play_moves_on(app, monkeypatch):
    table, action = pair_hint(app, monkeypatch)
    from scenes.kit.hint_reason import hint_sentence

    sentence = hint_sentence(table, action)
    assert sentence
    for _ in range(60 * 8):  # eight seconds: longer than any message stays
        app.frame(1 / 60, [])
    assert " ".join(sentence.split()) in " ".join(drawn_words(app).split())
    assert table.submit(action)
    for _ in range(60):
        app.frame(1 / 60, [])
    assert table.focus.hint_gesture() is None
    assert " ".join(sentence.split()) not in " ".join(drawn_words(app).split())
