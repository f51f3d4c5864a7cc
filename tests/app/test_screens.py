"""Screens render at every size and in both languages; the self-test passes."""

import pygame
import pytest

from scenes.shell.app import main


def spread(path) -> int:
    image = pygame.image.load(str(path))
    colours = {image.get_at((x, y))[:3] for x in range(0, image.get_width(), 37) for y in range(0, image.get_height(), 23)}
    return len(colours)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_menu_screenshot_in_each_language(tmp_path, lang):
    out = tmp_path / f"menu-{lang}.png"
    assert main(["--screenshot", "menu", str(out), "--lang", lang, "--frames", "3"]) == 0
    assert spread(out) > 40


@pytest.mark.parametrize("size", ["960x540", "1920x1080", "1000x900"])
def test_menu_at_other_window_sizes(tmp_path, size):
    out = tmp_path / "menu.png"
    assert main(["--screenshot", "menu", str(out), "--size", size, "--frames", "2"]) == 0
    assert pygame.image.load(str(out)).get_size() == tuple(int(v) for v in size.split("x"))


@pytest.mark.parametrize("scene", ["setup", "settings", "rules", "about", "crash"])
def test_other_scenes_render(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    assert main(["--screenshot", scene, str(out), "--game", "highcard", "--frames", "2"]) == 0
    assert spread(out) > 10


def test_table_and_results_of_the_example_game(tmp_path):
    for scene in ("table", "results", "curtain", "pause"):
        out = tmp_path / f"{scene}.png"
        assert main(["--screenshot", scene, str(out), "--game", "highcard", "--moves", "3", "--frames", "2"]) == 0


def test_selftest_walks_every_scene_and_exits_0():
    assert main(["--selftest"]) == 0


def test_pygame_is_pygame_ce():
    assert getattr(pygame, "IS_CE", False)
