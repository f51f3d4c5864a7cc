"""The setup screen makes an impossible game impossible to start: options offer only what the
player count allows, and whatever the game's own checks refuse disables Start, with the reason
beside the row. Driven by real clicks on the real setup scene, headless."""

import pygame

from scenes.shell.menu import MainMenu
from scenes.shell.setup import SetupScene
from scenes.tables.enfield.deckbuilder import open_from_setup

from .conftest import click, key


def _open(app, game_id: str, players: int) -> SetupScene:
    app.push(MainMenu(app))
    setup = SetupScene(app, game_id, players=players, seed=11)
    app.push(setup)
    app.frame(1 / 60, [])
    return setup


def _chooser(setup, option_key: str):
    """The chooser of a game-wide option (its on_change names the option)."""
    for widget in setup.widgets:
        change = getattr(widget, "on_change", None)
        defaults = getattr(change, "__defaults__", None) or ()
        if any(getattr(d, "key", None) == option_key for d in defaults):
            return widget
    raise LookupError(option_key)


def _step_to(app, widget_of, value, tries: int = 12) -> None:
    """Click the right arrow of a chooser (found again after each rebuild) until it shows `value`."""
    for _ in range(tries):
        widget = widget_of()
        if widget.value == value:
            return
        x, y, w, h = widget.rect
        click(app, (x + w * 0.8, y + h / 2))
    assert widget_of().value == value


def _seat_deck(setup, seat: int):
    choosers = [w for w in setup.widgets if getattr(w, "choices", None) and "custom" in w.choices]
    return choosers[seat]


def _start_is_refused(app, setup) -> None:
    start = setup.start_button
    assert not start.enabled
    click(app, start.rect.center)
    key(app, pygame.K_RETURN)
    assert app.top is setup  # no game, no crash screen


def test_K6_whisper_first_player_offers_only_the_seats_of_this_game(app):
    setup = _open(app, "kami", 3)
    assert _chooser(setup, "first_player").choices == [0, 1, 2, 3]
    setup.set_players(6)
    assert _chooser(setup, "first_player").choices == list(range(7))
    _step_to(app, lambda: _chooser(setup, "first_player"), 5)
    for _ in range(3):  # 6 -> 3 players by the player-count chooser's left arrow
        x, y, _w, h = setup.widgets[0].rect  # the first row of the screen
        click(app, (x + 4, y + h / 2))
    assert setup.players == 3
    assert setup.options["first_player"] == 3  # clamped to the last seat, not left at 5
    assert _chooser(setup, "first_player").choices == [0, 1, 2, 3]
    assert setup.start_button.enabled and not setup.problems
    click(app, setup.start_button.rect.center)
    assert type(app.top).__name__ != "CrashScene" and app.top is not setup
    assert app.top.session.state.first_player == 2  # seat 3, 0-based


def test_a_stale_out_of_range_first_player_is_refused_beside_its_row(app):
    setup = _open(app, "kami", 3)
    setup.options["first_player"] = 5  # as if left over from a bigger table
    setup.revalidate()
    assert ("option", "first_player") in setup.problems
    assert "3" in setup.problems[("option", "first_player")]
    _start_is_refused(app, setup)


def test_E5_a_custom_deck_without_a_squad_disables_start_with_the_reason(app):
    setup = _open(app, "enfield", 2)
    assert setup.start_button.enabled
    _step_to(app, lambda: _seat_deck(setup, 1), "custom")
    assert setup.problems == {("seat", 1): app.t("enfield.setup.no_squad")}
    _start_is_refused(app, setup)
    _step_to(app, lambda: _seat_deck(setup, 1), "shieldwall")  # a ready deck again: Start comes back
    assert setup.start_button.enabled and not setup.problems


def test_E5_a_squad_over_the_balance_rule_disables_start_when_the_rule_is_switched_on(app):
    setup = _open(app, "enfield", 2)
    open_from_setup(setup, 0)
    builder = app.top
    builder.party = ["P01", "P02", "P05"]  # 240 + 240 + 190 = 670 max HP
    builder.deck = ["A07"] * 4 + ["A04"] * 4 + ["D03"] * 4
    builder.done()
    assert app.top is setup and setup.options["deck"][0] == "custom"
    assert setup.start_button.enabled  # legal without the balance rule
    _step_to(app, lambda: _chooser(setup, "hp_cap"), True)
    reason = setup.problems[("seat", 0)]
    assert "470" in reason and "670" in reason
    _start_is_refused(app, setup)
    _step_to(app, lambda: _chooser(setup, "hp_cap"), False)
    assert setup.start_button.enabled
    click(app, setup.start_button.rect.center)
    assert app.top is not setup and [m.card for m in app.top.session.state.squads[0].party] == ["P01", "P02", "P05"]


def test_every_game_starts_from_its_default_setup(app):
    from game.engine import registry

    for game_id in registry.playable():
        game = registry.get(game_id)
        for players in range(game.min_players, game.max_players + 1):
            setup = SetupScene(app, game_id, players=players, seed=5)
            assert setup.problems == {}, (game_id, players, setup.problems)


def test_a_damaged_squad_code_is_refused_by_its_seat_row(app):
    setup = _open(app, "enfield", 2)
    setup.options["deck"] = ("custom", "shieldwall")
    setup.options["custom_decks"] = ("P01 P07 | 4xZ99", "")
    setup.revalidate()
    assert set(setup.problems) == {("seat", 0)} and "Z99" in setup.problems[("seat", 0)]
    _start_is_refused(app, setup)


def test_a_refusal_no_row_explains_is_said_by_start(app, monkeypatch):
    setup = _open(app, "marenzan", 2)
    game = setup.game

    def refuse(players, seed, options):
        raise ValueError("the table is too small for this")

    monkeypatch.setattr(setup, "game", type(game)(**{**game.__dict__, "new_game": refuse}))
    setup.revalidate()
    assert setup.problems == {("start",): "the table is too small for this"}
    _start_is_refused(app, setup)


def test_M12_marenzan_start_player_names_a_seat_of_this_table_counted_from_one(app):
    setup = _open(app, "marenzan", 3)
    start = _chooser(setup, "start")
    assert start.choices == [0, 1, 2]  # no fourth seat at a table of three
    assert start.describe(0) == "Player 1" and start.describe(2) == "Player 3"
    setup.set_name(1, "Aoi")
    assert start.describe(1) == "Aoi"  # the name as typed above
    _step_to(app, lambda: _chooser(setup, "start"), 1)
    click(app, setup.start_button.rect.center)
    assert app.top.session.record.options["start"] == 1  # seat 2 on screen, 1 inside


def test_K6_whisper_first_player_reads_random_or_a_seat_name(app):
    setup = _open(app, "kami", 3)
    first = _chooser(setup, "first_player")
    assert [first.describe(v) for v in first.choices] == ["Random", "Player 1", "Player 2", "Player 3"]
    app.set_language("ja")
    first = _chooser(_open(app, "kami", 3), "first_player")
    assert first.describe(0) == "ランダム" and first.describe(3) == "プレイヤー3"
    assert "0" not in app.t("kami.option.first_player")


def test_issue30_setup_says_what_each_level_is_and_the_guide_lists_hard():
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    catalog = json.loads((root / "scenes/locale/app.json").read_text(encoding="utf-8"))
    # a line for each level, saying how strong it is (issue 36)
    lines = {level: catalog[f"app.setup.level.{level}"] for level in ("easy", "normal", "hard")}
    assert "{n}" in lines["hard"]["en"] and "{n}" in lines["hard"]["ja"]  # Hard's think time from the settings
    for level, en, ja in (("easy", "Easy", "やさしい"), ("normal", "Normal", "ふつう"), ("hard", "Hard", "つよい")):
        assert en in lines[level]["en"] and ja in lines[level]["ja"]
    assert "strongest" in lines["hard"]["en"] and "いちばん強い" in lines["hard"]["ja"]
    assert "Hard" in (root / "scenes/rules/seven-tables.en.md").read_text(encoding="utf-8").splitlines()[6]
    assert "つよい" in (root / "scenes/rules/seven-tables.ja.md").read_text(encoding="utf-8").splitlines()[6]


def test_issue36_a_new_game_offers_the_strongest_ai_whose_turn_stays_under_2_s(app):
    from game.engine.turn_budget import TURN_BUDGET
    from scenes.shell.setup import OFFERED_AI, PEOPLE_ONLY

    assert OFFERED_AI == "hard" and TURN_BUDGET < 2.0  # Hard's turns kept within it: tests/engine/test_turn_budget.py
    for game_id in ("requiem", "marenzan", "tonight", "enfield", "kami"):
        setup = _open(app, game_id, 3 if game_id != "tonight" else 4)
        assert game_id not in PEOPLE_ONLY
        assert setup.kinds[0] == "human" and set(setup.kinds[1:]) == {"hard"}, (game_id, setup.kinds)
    turn = f"{TURN_BUDGET:g}"
    for lang, words in (("en", ("1 s a move", f"{turn} s a turn", "the default")), ("ja", ("1手1秒", f"1ターン{turn}秒", "初期設定"))):
        app.set_language(lang)
        line = app.t("app.setup.level.hard", n="1", turn=f"{TURN_BUDGET:g}")
        assert all(w in line for w in words), line
