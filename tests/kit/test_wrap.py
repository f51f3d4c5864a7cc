"""Line breaking: English between words, Japanese anywhere but against kinsoku,
katakana words (card titles) kept whole."""

import pytest

from scenes.kit.i18n import catalog
from sprites import theme
from sprites.theme import NO_LINE_END, NO_LINE_START


@pytest.fixture(scope="module", autouse=True)
def _fonts():
    import pygame

    pygame.init()
    yield


def _japanese_texts():
    return [e["ja"] for e in catalog().values() if len(e.get("ja", "")) > 20][:400]


@pytest.mark.parametrize("width", [90, 140, 220, 330])
def test_no_japanese_line_starts_or_ends_against_kinsoku(width):
    broken = []
    for string in _japanese_texts():
        lines = [line for line in theme.wrap(string, 16, width) if line]
        for before, after in zip(lines, lines[1:]):
            if after[0] in NO_LINE_START or before[-1] in NO_LINE_END:
                broken.append(f"{before!r} | {after!r}")
    assert broken == []


def test_a_katakana_word_is_not_split_when_it_fits():
    lines = theme.wrap("魔術師がゴーレムの仕組まれた暴走を使った", 16, 70)
    assert any("ゴーレム" in line for line in lines)


def test_english_breaks_between_words():
    lines = theme.wrap("The Holy Sword comes from Ann to Bob", 16, 120)
    assert len(lines) > 1
    assert " ".join(lines).split() == "The Holy Sword comes from Ann to Bob".split()


def test_wrapping_loses_no_character():
    for string in _japanese_texts()[:80]:
        assert "".join(theme.wrap(string, 16, 100)).replace(" ", "") == string.replace(" ", "").replace("\n", "")
