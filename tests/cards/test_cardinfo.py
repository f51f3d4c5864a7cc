"""Every card says what it is and does, in both languages (scenes/kit/cardinfo.py), and every
game's rules page shows its card reference inside the page at both window sizes."""

import re

import pygame
import pytest

from scenes.kit.cardinfo import GAMES, card_face, count_line, describe_card, reference_entries, tooltip_lines
from scenes.kit.i18n import Translator
from scenes.shell.rules_viewer import RulesViewer, draw_markdown, rules_text
from sprites.faces.seven import SevenFace

BRACE = re.compile(r"[{}]")


def all_codes(game_id: str) -> list[str]:
    """Every card code a table of this game can show face up."""
    if game_id == "requiem":
        from game.requiem.cards import ALL_CARDS

        return list(ALL_CARDS)
    if game_id == "marenzan":
        from game.engine.seven import SEVEN_DECK

        return [card.code for card in SEVEN_DECK]
    if game_id == "tonight":
        from game.tonight.cards import HEROINE_CARDS, MAP_CARDS, ROLES, WILL_MARKERS, own_cards

        return [c for r in ROLES for c in own_cards(r)] + list(HEROINE_CARDS) + list(MAP_CARDS) + list(WILL_MARKERS.values())
    if game_id == "enfield":
        from game.enfield.cards import CARDS

        return list(CARDS)
    from game.kami.cards import BY_CODE

    return list(BY_CODE)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_has_a_title_a_role_and_an_ability_line(game_id, lang):
    t = Translator(lang)
    for code in all_codes(game_id):
        info = describe_card(game_id, code, t)
        for part in (info.title, info.role, info.text):
            assert part.strip(), (game_id, code, lang)
            assert not BRACE.search(part), (game_id, code, lang, part)
            assert not re.match(r"^[a-z_]+\.[a-z0-9_.-]+$", part), part  # not a raw key
        assert not info.text.startswith(f"{game_id}."), info.text
        lines = tooltip_lines(info)
        assert len(lines) >= 3 and all(lines[2:]), (game_id, code)


@pytest.mark.parametrize("game_id", ["requiem", "marenzan", "tonight"])
def test_the_two_languages_say_different_words(game_id):
    en, ja = Translator("en"), Translator("ja")
    for code in all_codes(game_id):
        assert describe_card(game_id, code, en).text != describe_card(game_id, code, ja).text


def test_requiem_princes_each_have_their_own_declaration():
    t = Translator("en")
    assert "Self-Sacrifice" in describe_card("requiem", "11-5", t).text  # R22
    assert "Hourglass Mage" in describe_card("requiem", "11-6", t).text  # R27
    assert "Coffin Mage" in describe_card("requiem", "11-7", t).text
    assert "14" in describe_card("requiem", "13-7", t).text  # R35: 13 + 1


def test_marenzan_demons_name_the_pairs_that_beat_them():
    t = Translator("en")
    text = describe_card("marenzan", "8-2", t).text  # M34: sum t+1, product t
    assert "sum to 9" in text and "multiply to 8" in text
    assert "multiply" not in describe_card("marenzan", "11-5", t).text  # no pair multiplies to 11


@pytest.mark.parametrize("game_id", GAMES)
def test_reference_counts_every_card_of_the_game(game_id):
    entries = reference_entries(game_id)
    assert len({e.code for e in entries}) == len(entries)
    if game_id == "enfield":
        assert len(entries) == len(all_codes(game_id)) and {e.count for e in entries} == {4}  # E5
    elif game_id == "kami":
        assert sum(e.count for e in entries) == 100  # K2
    else:
        assert sum(e.count for e in entries) == len(all_codes(game_id))


@pytest.mark.parametrize("game_id", ["requiem", "marenzan", "tonight"])
def test_reference_faces_are_the_games_own(game_id):
    for entry in reference_entries(game_id):
        kind, face = card_face(game_id, entry.code)
        assert kind == "seven" and isinstance(face, SevenFace)
        if game_id != "tonight" or entry.code not in ("4-1",):
            assert face.role is not None, (game_id, entry.code)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", GAMES)
def test_reference_page_keeps_its_text_inside_the_page(app_at, game_id, lang, size):
    app = app_at(size, lang)
    viewer = RulesViewer(app, game_id)
    assert "![reference:" + game_id in rules_text(game_id, lang)
    surface = app.window
    view = app.view
    rects: list[pygame.Rect] = []
    height = draw_markdown(surface, view, rules_text(game_id, lang), (370, 120, 830), lang, rects)
    page = view.rect((330, 96, 910, 600))
    titles = {describe_card(game_id, e.code, Translator(lang)).title for e in reference_entries(game_id)}
    assert len(rects) > 3 * len(titles)
    outside = [r for r in rects if r.left < page.left or r.right > page.right]
    assert outside == []
    bottom = max(r.bottom for r in rects)
    assert bottom <= view.point(0, 120 + height)[1] + 2  # the height covers every line, so scrolling reaches it
    # scrolled to the end, the last line is inside the page
    viewer.target_scroll = viewer.scroll = 0
    viewer.draw(surface)
    assert viewer.content_height == pytest.approx(height)
    end = max(0.0, height - 520)
    assert view.point(0, 120 + height - end)[1] <= page.bottom


def test_page_scrolls_to_its_end_with_keys(app_at):
    app = app_at((1280, 720), "en")
    viewer = RulesViewer(app, "enfield")
    viewer.draw(app.window)
    assert viewer.content_height > 2000
    for _ in range(40):
        viewer.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    assert viewer.target_scroll == pytest.approx(viewer.content_height - 520)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_count_lines_read_naturally(lang):
    t = Translator(lang)
    one = next(e for e in reference_entries("requiem") if e.count == 1)
    assert count_line(one, t) == ("1 card" if lang == "en" else "1枚")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_card_reference_button_scrolls_to_the_reference_heading(app_at, lang):
    app = app_at((960, 540), lang)
    viewer = RulesViewer(app, "marenzan")
    app.push(viewer)
    app.frame(1 / 60, events=[])
    button = next(w for w in viewer.widgets if callable(w.label) and w.label() == ("Card reference" if lang == "en" else "カード一覧"))
    button.click()
    assert viewer.target_scroll == pytest.approx(viewer.marks["reference"])
    assert 0 < viewer.target_scroll <= viewer.max_scroll()
    for _ in range(90):
        app.frame(1 / 60, events=[])
    rects: list[pygame.Rect] = []
    draw_markdown(app.window, app.view, rules_text("marenzan", lang), (370, 120 - viewer.scroll, 830), lang, rects)
    page = app.view.rect((330, 96, 910, 600))
    heading = next(r for r in rects if page.top <= r.top)  # the first line inside the page is the heading
    assert heading.top < page.top + app.view.px(60)


def test_home_and_end_keys_reach_both_ends(app_at):
    app = app_at((1280, 720), "en")
    viewer = RulesViewer(app, "kami")
    viewer.draw(app.window)
    viewer.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    assert viewer.target_scroll == pytest.approx(viewer.max_scroll()) and viewer.target_scroll > 0
    viewer.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
    assert viewer.target_scroll == 0
