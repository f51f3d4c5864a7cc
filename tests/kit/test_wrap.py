"""Line breaking: English between words; Japanese between phrases (BudouX), under the
kinsoku rules, a phrase longer than the line cut between characters, and never one
character alone on the last line when the phrase before it can move (issue 26)."""

import itertools

import pytest

from scenes.kit.i18n import catalog
from sprites import linebreak, theme
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
        for before, after in itertools.pairwise(lines):
            if after[0] in NO_LINE_START or before[-1] in NO_LINE_END:
                broken.append(f"{before!r} | {after!r}")
    assert broken == []


def test_a_katakana_word_is_not_split_when_it_fits():
    lines = theme.wrap("魔術師がゴーレムの仕組まれた暴走を使った", 16, 70)
    assert any("ゴーレム" in line for line in lines)


def test_english_breaks_between_words():
    lines = theme.wrap("The Holy Sword comes from Ann to Bob", 16, 120)
    assert len(lines) > 1
    assert " ".join(lines).split() == ["The", "Holy", "Sword", "comes", "from", "Ann", "to", "Bob"]


def test_wrapping_loses_no_character():
    for string in _japanese_texts()[:80]:
        assert "".join(theme.wrap(string, 16, 100)).replace(" ", "") == string.replace(" ", "").replace("\n", "")


def _fits(n):
    """A line of at most n characters (the rules below do not depend on glyph widths)."""
    return lambda line: len(line) <= n


@pytest.mark.parametrize("words", ["使えない。", "即勝利", "ドロップしてください", "戻す。", "敗れる。", "こと"])
def test_issue_26_words_broken_in_play_tests_stay_whole_when_they_fit(words):
    sentence = f"このカードは手札から場に置いたあと{words}"
    for n in range(len(words) + 1, 30):
        lines = linebreak.break_lines(sentence, _fits(n))
        assert any(words in line for line in lines), (n, lines)


def test_japanese_breaks_between_phrases():
    assert theme.wrap("このカードは今は使えない。", 14, 100) == ["このカードは", "今は使えない。"]


def test_a_phrase_longer_than_the_line_breaks_between_kinds_of_characters():
    # BudouX keeps 「ドロップしてください」 as one phrase; on a 9-character line it breaks
    # where katakana meets hiragana, not after 「く」 as the play-tests saw
    assert linebreak.break_lines("カードを場にドロップしてください", _fits(9)) == ["カードを場に", "ドロップ", "してください"]


def test_a_phrase_cut_between_characters_still_obeys_kinsoku():
    for n in range(4, 12):
        lines = linebreak.break_lines("ショットガン・ジャッジメント！", _fits(n))
        assert "".join(lines) == "ショットガン・ジャッジメント！"
        for before, after in itertools.pairwise(lines):
            assert after[0] not in NO_LINE_START and before[-1] not in NO_LINE_END, (n, lines)


def test_a_one_character_phrase_is_never_alone_on_a_line():
    # BudouX reads 「ささや|き」 and 「その|他」: the lone character goes with its neighbour
    assert linebreak.phrases("神のささやき") == ("神の", "ささやき")
    assert linebreak.phrases("即勝利する。") == ("即勝利する。",)
    for n in range(4, 12):
        lines = linebreak.break_lines("全カード：上はパーティーキャラ、下はその他", _fits(n))
        assert all(len(line) > 1 for line in lines), (n, lines)


def test_the_last_line_takes_the_phrase_before_it_rather_than_stand_alone():
    # a phrase cut between characters whose last piece is one character: the cut moves
    lines = linebreak.break_lines("アアアアアアアアアア。", _fits(5))
    assert lines[-1] != "ア。" and "".join(lines) == "アアアアアアアアアア。", lines
    assert len(lines[-1].rstrip("。")) >= 2


def test_english_is_not_broken_by_phrase():
    text = "Drop the card on a lit place to play it; the log tells what happened."
    assert not linebreak.is_japanese(text)
    lines = theme.wrap(text, 14, 160)
    assert " ".join(lines) == text


def test_a_phrase_longer_than_the_line_breaks_after_its_colon_before_inside_a_word():
    # BudouX keeps 「ハート：ヒロインが」 as one phrase; Tonight's legend at 150 % broke it as
    # 「ハート：ヒロイ|ンが」: a line may end with the colon, and the name stays whole
    for n in range(5, 9):
        lines = linebreak.break_lines("ピンクのハート：ヒロインがいるかもしれない場所。", _fits(n))
        assert any(line.endswith("ヒロインが") or "ヒロインが" in line for line in lines), (n, lines)
        assert "".join(lines) == "ピンクのハート：ヒロインがいるかもしれない場所。"


def test_a_count_of_places_stays_whole():
    # BudouX cut 「3か|所に」 in the Hint's Tonight reasons (issue 36 screenshots)
    sentence = "駅に立つ：そこからならヒロインの候補7か所のうち3か所に届く"
    assert "3か所に" in linebreak.phrases(sentence) and "候補7か所の" in linebreak.phrases(sentence)
    for n in range(6, 30):
        assert not any(line.startswith("所") for line in linebreak.break_lines(sentence, _fits(n)))
