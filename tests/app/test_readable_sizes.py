"""Issue 26, sizes: no text under 12 px at 1280×720 and 100 %, on any shell screen or table,
measured from the sizes of the text actually drawn (sprites.theme.render_text)."""

from __future__ import annotations

import argparse
import sys

import pytest

from scenes.kit.settings import Settings
from scenes.shell.app import App
from scenes.shell.screens import open_scene
from sprites import theme

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
SHELL = ("menu", "settings", "about", "freetable", "crash")


def _clear_drawing_caches() -> None:
    """Rendered text and painted faces are cached; a screen must draw its words anew to be measured."""
    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "")
        if name.startswith(("sprites", "scenes")):
            for value in list(vars(module).values()):
                if callable(value) and hasattr(value, "cache_clear"):
                    value.cache_clear()


def smallest_text(scene: str, lang: str = "en", text_size: int = 100, **options) -> tuple[int, int]:
    """(smallest, largest) pixel size of the text drawn by `scene` over a few frames."""
    app = App((1280, 720), settings=Settings(language=lang, text_size=text_size), headless=True)
    _clear_drawing_caches()
    theme.sizes = set()
    try:
        if scene == "freetable6":
            app.open("menu")
            app.open("freetable", hands=6, seed=1)
        else:
            args = argparse.Namespace(game=options.get("game"), seed=options.get("seed", 1),
                                      moves=options.get("moves", 0), seat=options.get("seat", 0),
                                      players=options.get("players"))
            open_scene(app, scene, args)
        for _ in range(3):
            app.frame(1 / 60, events=[])
        return min(theme.sizes), max(theme.sizes)
    finally:
        theme.sizes = None
        theme.set_text_scale(1.0)


CASES = [(scene, {}) for scene in (*SHELL, "freetable6")]
for _game in GAMES:
    CASES += [("setup", {"game": _game}), ("rules", {"game": _game}), ("pause", {"game": _game, "moves": 6}),
              ("replay", {"game": _game, "moves": 5}), ("results", {"game": _game})]
    CASES += [("table", {"game": _game, "seed": seed, "moves": moves, "seat": seat})
              for seed, moves, seat in ((1, 0, 0), (2, 12, 1), (3, 40, 0))]
CASES += [("table", {"game": "kami", "players": 6, "moves": 20}), ("table", {"game": "marenzan", "players": 4, "moves": 20}),
          ("table", {"game": "enfield", "players": 4, "moves": 20})]


@pytest.mark.parametrize(("scene", "options"), CASES, ids=lambda v: v if isinstance(v, str) else
                         "-".join(f"{k}{w}" for k, w in v.items()))
def test_issue26_no_text_under_12_px_at_100_percent(scene, options):
    low, _ = smallest_text(scene, **options)
    assert low >= theme.MIN_TEXT, f"{scene} {options} draws text at {low} px"


@pytest.mark.parametrize("scene", ["menu", "settings", "table"])
def test_issue26_text_size_150_draws_every_text_half_as_large_again(scene):
    options = {"game": "requiem", "moves": 6} if scene == "table" else {}
    low, high = smallest_text(scene, **options)
    big_low, big_high = smallest_text(scene, text_size=150, **options)
    assert big_high >= round(high * 1.5) - 1
    if scene != "table":  # a table's smallest words are on its cards, which keep the card's size
        assert big_low >= round(low * 1.5) - 1


def test_issue26_card_faces_keep_their_own_sizes_at_150_percent():
    """A face is laid out for the card's width: its words do not grow past it with the text size."""
    from sprites.cards import face_image
    from sprites.faces.seven import seven_face

    theme.set_text_scale(1.5)
    theme.sizes = set()
    try:
        face_image.cache_clear()
        face_image("seven", seven_face("5-3"), (90, 126), "en")
        assert max(theme.sizes) <= 18
    finally:
        theme.sizes = None
        theme.set_text_scale(1.0)
