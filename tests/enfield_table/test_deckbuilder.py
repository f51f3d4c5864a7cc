"""The Enfield deck builder through posted clicks: build a squad from nothing, refuse what the rules
refuse, and hand the squad code to the setup screen, whose game then starts with that squad."""

from __future__ import annotations

import pygame
import pytest

from game.enfield.decks import check_code


@pytest.fixture
def app():
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.menu import MainMenu

    application = App((1280, 720), settings=Settings(), headless=True)
    application.push(MainMenu(application))
    yield application
    while application.scenes:
        application.scenes.pop()


def click(app, pos):
    px = app.view.point(*pos)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=px, rel=(0, 0), buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=px, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=px, button=1)])


def press(app, scene, label_key, index=0):
    buttons = [w for w in scene.widgets if w.visible and w.text(w.label) == app.t(label_key)]
    click(app, buttons[index].rect.center)


def catalogue(scene, card):
    return next(s for s in scene.sprites if s.key == ("cat", card))


def test_a_squad_is_built_with_clicks_and_handed_back(app):
    from scenes.tables.enfield.deckbuilder import DeckBuilder

    got = []
    builder = DeckBuilder(app, "Ann", got.append)
    app.push(builder)
    app.frame(1 / 60, [])
    press(app, builder, "enfield.builder.clear")
    assert builder.party == [] and builder.deck == []
    done = next(w for w in builder.widgets if w.text(w.label) == app.t("enfield.builder.done"))
    assert not done.enabled
    # a party: the "Party" buttons under three characters
    for index in (0, 4, 9):
        press(app, builder, "enfield.builder.to_party", index)
    assert builder.party == ["P01", "P05", "P10"]
    press(app, builder, "enfield.builder.to_party", 2)
    assert len(builder.party) == 3 and builder.message  # a fourth is refused with a reason
    # a deck: click cards of the catalogue; a fifth copy is refused
    for _ in range(5):
        sprite = catalogue(builder, "A03")
        click(app, (sprite.x, sprite.y))
    assert builder.deck.count("A03") == 4
    for card in ("A02", "A02", "D01", "D01", "D01", "D01", "B02", "P06"):
        sprite = catalogue(builder, card)
        click(app, (sprite.x, sprite.y))
    assert len(builder.deck) == 12
    # take one out by clicking it in the deck, put another in
    out = next(s for s in builder.sprites if s.key[0] == "deck" and s.key[1] == "B02")
    click(app, (out.x, out.y))
    assert len(builder.deck) == 11
    sprite = catalogue(builder, "A08")
    click(app, (sprite.x, sprite.y))
    press(app, builder, "enfield.builder.done")
    assert len(got) == 1 and check_code(got[0]).ok
    assert got[0].startswith("P01 P05 P10 |")
    assert app.top is not builder


def test_a_ready_made_deck_loads_with_one_click(app):
    from game.enfield.cards import READY_DECKS
    from scenes.tables.enfield.deckbuilder import DeckBuilder

    builder = DeckBuilder(app, "Ann", lambda code: None)
    app.push(builder)
    app.frame(1 / 60, [])
    ready = READY_DECKS["swiftwind"]
    buttons = [w for w in builder.widgets if w.text(w.label) == ready.name_en]
    click(app, buttons[0].rect.center)
    assert builder.party == list(ready.party) and sorted(builder.deck) == sorted(ready.deck)


def test_the_setup_gets_the_custom_squad_and_the_game_starts_with_it(app):
    from game.engine import registry
    from scenes.shell.setup import SetupScene
    from scenes.tables.enfield.deckbuilder import open_from_setup

    setup = SetupScene(app, "enfield", players=2, seed=3)
    app.push(setup)
    app.frame(1 / 60, [])
    open_from_setup(setup, 1)
    builder = app.top
    press(app, builder, "enfield.builder.clear")
    for index in (1, 2, 11):
        press(app, builder, "enfield.builder.to_party", index)
    for card in ("A07",) * 4 + ("A04",) * 4 + ("D03",) * 4:
        sprite = catalogue(builder, card)
        click(app, (sprite.x, sprite.y))
    press(app, builder, "enfield.builder.done")
    assert app.top is setup
    assert setup.options["deck"][1] == "custom"
    game = registry.get("enfield")
    options = game.resolve_options(2, setup.options)
    state = game.new_game(2, 3, options)
    assert [m.card for m in state.squads[1].party] == ["P02", "P03", "P12"]
    assert sorted(state.squads[1].deck) == sorted(["A07"] * 4 + ["A04"] * 4 + ["D03"] * 4)


def open_builder(app, size, language, code=""):
    from scenes.tables.enfield.deckbuilder import DeckBuilder

    app.resized(size)
    app.set_language(language)
    builder = DeckBuilder(app, "Ann", lambda code: None, code=code)
    app.push(builder)
    app.frame(1 / 60, [])
    return builder


def overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


SIZES = [((960, 540), "en"), ((960, 540), "ja"), ((1280, 720), "en"), ((1280, 720), "ja")]


@pytest.mark.parametrize("size,language", SIZES)
def test_count_badges_keep_off_the_card_names(app, size, language):
    from game.enfield.cards import CARDS

    # a deck holding one of nearly every kind, so that most catalogue cards wear a badge
    builder = open_builder(app, size, language)
    builder.deck = [c for c in CARDS][:12]
    builder.build()
    badged = [s for s in builder.sprites if s.key[0] == "cat" and s.key[1] in builder.deck]
    assert len(badged) == 12
    for sprite in builder.sprites:
        if sprite.key[0] != "cat":
            continue
        name = builder.name_rect(sprite)
        assert name[2] > 0 and name[3] > 0
        assert not overlap(builder.badge_rect(sprite), name), sprite.key
    app.draw()


@pytest.mark.parametrize("size,language", SIZES)
def test_every_card_name_is_written_in_full_under_the_catalogue(app, size, language):
    from sprites import theme

    builder = open_builder(app, (1280, 720) if size == (960, 540) else (960, 540), "ja" if language == "en" else "en")
    app.resized(size)  # the window and the language change under the open builder
    app.set_language(language)
    app.draw()
    view = app.view
    from game.enfield.cards import CARDS
    from scenes.tables.enfield.deckbuilder import CAPTION

    assert len(builder.captions) == 28
    for card, _pos, lines, width in builder.captions:  # at 12 px: the whole name, or the short one the card gives
        assert 1 <= len(lines) <= 2
        assert all(theme.text_width(line, view.px(CAPTION)) <= view.px(width) for line in lines), (card, lines)
        shown = "".join(lines).replace(" ", "")
        assert shown in (builder.t(f"enfield.card.{card}").replace(" ", ""),
                         *(short.replace(" ", "") for short in CARDS[card].short_names(language))), lines


@pytest.mark.parametrize("language", ["en", "ja"])
def test_pointing_at_a_card_shows_its_name_kind_and_effect_in_full(app, language):
    from game.enfield.cards import CARDS
    from scenes.kit.cardinfo import describe_card
    from scenes.tables.enfield.deckbuilder import DETAIL_RECT
    from sprites import theme
    from tests.gestures import mouse

    builder = open_builder(app, (1280, 720), language)
    assert builder.detail is None
    sprite = catalogue(builder, "A03")
    app.frame(1 / 60, [mouse(app, "motion", (sprite.x, sprite.y))])
    assert builder.detail == "A03"
    app.draw()
    for card in CARDS:  # the strip holds the longest of them on one line
        info = describe_card("enfield", card, builder.t)
        assert info.text and "{" not in info.text
        width = (theme.text_width(info.title, theme.LARGE, True) + 12 + theme.text_width(info.role, theme.SMALL) + 16
                 + theme.text_width(info.text, theme.BODY))
        assert 14 + width <= DETAIL_RECT[2] - 8, card


@pytest.mark.parametrize("language", ["en", "ja"])
def test_AE31_the_repeated_member_advice_gives_the_count_and_the_name(app, language):
    from scenes.tables.enfield.deckbuilder import seat_problems

    builder = open_builder(app, (1280, 720), language, code="P04 P04 P04 | 4xA03 4xA02 4xA08")
    check = builder.check()
    assert check.ok and len(check.warnings) == 1
    words = builder.problem_text(check.warnings[0])
    assert "3" in words and builder.t("enfield.card.P04") in words
    assert "P04" not in words and "{" not in words and "?" not in words
    app.draw()
    refused = seat_problems({"deck": ("custom",), "custom_decks": ("P04 P05 P06 | 5xA03 4xA02 3xA08",)}, 1, builder.t)
    assert builder.t("enfield.card.A03") in refused[0] and "5" in refused[0]
