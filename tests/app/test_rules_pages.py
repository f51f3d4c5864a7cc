"""The how-to-play pages say what the spec (the rules cores) does, in both languages."""

from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "scenes" / "rules"


def _page(game: str, lang: str) -> str:
    return (RULES / f"{game}.{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_T36_every_man_still_in_the_game_lays_a_new_position_each_turn(lang):
    page = _page("tonight", lang)
    assert "did not move" not in page and "移動しなかった" not in page  # everyone moves: nobody may stay
    said = {"en": ("every man still in the game lays a new position card", "nobody may stay"),
            "ja": ("残っている全員が隣の場所に新しい居場所カードを伏せ", "同じ場所には留まれません")}[lang]
    assert all(part in page for part in said)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_R29_the_win_is_taken_at_the_end_of_engagement_not_at_the_meeting(lang):
    page = _page("requiem", lang)
    assert "the moment" not in page.lower() and "迎撃すれば勝利" not in page
    said = {"en": "the win is taken at the end of that turn's Engagement phase",
            "ja": "そのターンの交戦フェイズの終わりに勝利"}[lang]
    assert said in page
