"""The setup's name fields: Enter starts the game, Ctrl+A selects the name for retyping,
the names come back at the next setup (kept in the settings, checked when read), and a
name nobody typed follows the language. Real key events on the real setup, headless."""

import json

import pygame

from scenes.kit.settings import NAME_LEN, Settings
from scenes.kit.textbox import TextBox
from scenes.shell.menu import MainMenu
from scenes.shell.setup import SetupScene

from .conftest import click


def _open(app, game_id: str = "requiem") -> SetupScene:
    app.push(MainMenu(app))
    setup = SetupScene(app, game_id, seed=11)
    app.push(setup)
    app.frame(1 / 60, [])
    return setup


def _field(setup, seat: int) -> TextBox:
    return [w for w in setup.widgets if isinstance(w, TextBox)][seat]


def _post(app, *events) -> None:
    for event in events:
        pygame.event.post(event)
    app.frame(1 / 60)


def _key(key: int, mod: int = 0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def _type(text: str):
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def test_enter_in_a_name_field_starts_the_game(app):
    setup = _open(app)
    click(app, _field(setup, 1).rect.center)
    assert _field(setup, 1).focused
    _post(app, _type("Mio"), _key(pygame.K_RETURN))
    assert app.top is not setup and app.top.session.record.seats[1].name == "Player 2Mio"


def test_enter_that_confirms_a_japanese_word_does_not_start(app):
    setup = _open(app)
    field = _field(setup, 0)
    click(app, field.rect.center)
    _post(app, pygame.event.Event(pygame.TEXTEDITING, text="みお", start=0, length=2), _key(pygame.K_RETURN))
    assert app.top is setup and field.focused


def test_enter_in_a_field_does_not_start_a_game_start_refuses(app):
    setup = _open(app, "kami")
    setup.options["first_player"] = 6  # a seat this table of three lacks: Start is disabled
    setup.revalidate()
    click(app, _field(setup, 0).rect.center)
    _post(app, _key(pygame.K_KP_ENTER))
    assert app.top is setup and not _field(setup, 0).focused


def test_ctrl_a_selects_the_name_and_typing_replaces_it(app):
    setup = _open(app)
    field = _field(setup, 2)
    click(app, field.rect.center)
    _post(app, _key(pygame.K_a, pygame.KMOD_LCTRL))
    assert field.selected
    _post(app, _key(pygame.K_r, pygame.KMOD_LSHIFT), _type("R"), _key(pygame.K_e), _type("e"), _type("n"))
    assert field.value == "Ren" and setup.names[2] == "Ren"  # a letter's key, then its text, replaces
    _post(app, _key(pygame.K_a, pygame.KMOD_LCTRL), _key(pygame.K_BACKSPACE))
    assert field.value == "" and not field.selected
    _post(app, _type("Aoi"), _key(pygame.K_a, pygame.KMOD_LCTRL), _key(pygame.K_RIGHT), _type("!"))
    assert field.value == "Aoi!"  # an arrow drops the selection: the text is added to


def test_names_are_remembered_for_the_next_setup_and_defaults_follow_the_language(app, user_folder):
    setup = _open(app)
    setup.set_name(0, "Hana")
    setup.set_name(2, "  ")  # left empty: the default name
    click(app, setup.start_button.rect.center)
    assert app.top is not setup
    stored = json.loads((user_folder / "settings.json").read_text(encoding="utf-8"))
    assert stored["player_names"] == ["Hana"]  # default names are not kept as text
    app.set_language("ja")
    again = _open(app, "kami")
    assert again.names[:3] == ["Hana", "プレイヤー2", "プレイヤー3"]
    assert Settings.load().player_names == ["Hana"]


def test_remembered_names_are_checked_when_read(user_folder):
    user_folder.mkdir(parents=True, exist_ok=True)
    names = ["Ok", 7, None, "x" * 500, "tab\there\u0000", " pad ", "a", "b", "c"]
    (user_folder / "settings.json").write_text(json.dumps({"player_names": names}), encoding="utf-8")
    loaded = Settings.load()
    assert loaded.player_names == ["Ok", "", "", "x" * NAME_LEN, "tabhere", "pad"]
    (user_folder / "settings.json").write_text(json.dumps({"player_names": "Hana"}), encoding="utf-8")
    assert Settings.load().player_names == []


def test_a_default_name_reads_in_the_language_chosen_mid_game(app):
    setup = _open(app)
    setup.set_name(1, "Sora")
    click(app, setup.start_button.rect.center)
    table = app.top
    assert [table.seat_name(i) for i in range(3)] == ["Player 1", "Sora", "Player 3"]
    app.set_language("ja")
    assert [table.seat_name(i) for i in range(3)] == ["プレイヤー1", "Sora", "プレイヤー3"]


def _drawn_outside(app, box: TextBox) -> int:
    """Pixels the box changes outside its own rectangle, drawn on a plain surface."""
    surface = pygame.Surface(app.window.get_size())
    surface.fill((1, 2, 3))
    box.draw(surface, app.view)
    inside = app.view.rect(box.rect)
    changed = 0
    for x in range(0, surface.get_width(), 2):
        for y in range(max(0, inside.top - 20), min(surface.get_height(), inside.bottom + 20)):
            if not inside.collidepoint(x, y) and surface.get_at((x, y))[:3] != (1, 2, 3):
                changed += 1
    return changed


def test_issue27_an_input_method_composition_stays_inside_its_text_box(app):
    """A long composition (a Japanese sentence being converted) was drawn across the setup,
    beyond the name field's right edge."""
    setup = _open(app)
    box = _field(setup, 0)
    click(app, box.rect.center)
    assert box.focused
    assert _drawn_outside(app, box) == 0
    box.handle(pygame.event.Event(pygame.TEXTEDITING, text="にほんごのながいへんかんちゅうのぶんしょうです" * 2,
                                  start=0, length=40))
    assert box.composition
    assert _drawn_outside(app, box) == 0
    box.blink = 0.0  # the caret at the end of the composition is shown, inside the box
    assert _drawn_outside(app, box) == 0
    box.handle(pygame.event.Event(pygame.TEXTEDITING, text="", start=0, length=0))
    _post(app, _type("Ｗ" * 20))  # the widest name the field takes
    assert len(box.value) == NAME_LEN and _drawn_outside(app, box) == 0


def test_setup_name_field_click_moves_focus(app):
    """Issue 25: a click on Player 3's name after typing in Player 1's takes the focus there;
    the text goes into Player 3's field and only one field shows a caret."""
    for game_id in ("requiem", "tonight", "enfield", "kami"):
        setup = _open(app, game_id)
        click(app, _field(setup, 0).rect.center)
        _post(app, _type("A"))
        click(app, _field(setup, 2).rect.center)
        _post(app, _type("B"))
        assert setup.names[0].endswith("A") and not setup.names[0].endswith("AB"), game_id
        assert setup.names[2].endswith("B"), game_id
        assert [f.focused for f in setup.widgets if isinstance(f, TextBox)].count(True) == 1, game_id
        app.pop()


def test_enfield_deck_builder_opens_on_the_seats_own_deck(app):
    """Issue 25: "Build a deck…" for a seat set to Lanternlight or Swift Wind opens on that deck."""
    from game.enfield.cards import READY_DECKS
    from scenes.tables.enfield.deckbuilder import DeckBuilder

    setup = _open(app, "enfield")
    for seat, deck in ((1, "lanternlight"), (2, "swiftwind")):
        decks = list(setup.options["deck"])
        decks[seat] = deck
        setup.options["deck"] = tuple(decks)
        setup.build()
        app.frame(1 / 60, [])
        buttons = [w for w in setup.widgets if getattr(w, "label", None) == "app.setup.deck_builder"]
        click(app, buttons[seat].rect.center)
        assert isinstance(app.top, DeckBuilder)
        assert app.top.party == list(READY_DECKS[deck].party)
        assert sorted(app.top.deck) == sorted(READY_DECKS[deck].deck)
        app.pop()


def test_two_seats_given_one_name_are_told_apart_at_the_table(app):
    """Two players typed as 'Ann', or 'Player 1' typed at the second seat beside the first seat's
    default name, would read alike on the plates, in the log, the results and the statistics:
    the later seat's name carries its seat number."""
    from scenes.kit.i18n import shown_player_name

    setup = _open(app, "kami")
    setup.names[:4] = ["", "Ann", "Ann", "Player 1"]
    setup.kinds[:4] = ["human", "human", "human", "human"]
    setup.set_players(4)
    names = [seat.name for seat in setup.seats()]
    assert names[1] == "Ann" and names[2] != "Ann" and "3" in names[2] and "4" in names[3]
    for language in ("en", "ja"):
        shown = [shown_player_name(name, language) for name in names]
        assert len(set(shown)) == 4, shown
