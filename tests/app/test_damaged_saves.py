"""Every kind of damaged, forged or strange save file, for every game, is refused with a
short reason, kept aside, and said once on a clean menu; the app starts every time."""

import json
import os

import pygame
import pytest

from scenes.kit.autosave import check_autosave
from scenes.kit.settings import Settings, autosave_path
from scenes.shell.menu import MainMenu

from .corpus import GAMES, deep, record_cases


def slug(name: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in name)[:40]


def refused_files(folder):
    return sorted(p.name for p in folder.glob("autosave.refused-*.json"))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_damaged_autosave_is_refused_and_the_menu_starts_clean(app, game_id, tmp_path, monkeypatch):
    failures = []
    cases = record_cases(game_id)
    assert len(cases) >= 48
    for number, (name, write) in enumerate(cases):
        home = tmp_path / f"{number:02d}-{slug(name)}"
        monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
        home.mkdir()
        write(autosave_path())
        menu = MainMenu(app)
        app.reset_to(menu)
        app.frame(1 / 60)
        problem = []
        if menu.saved is not None:
            problem.append("accepted")
        if not menu.saved_error or len(menu.saved_error) > 200:
            problem.append(f"reason {menu.saved_error!r:.60}")
        if os.path.lexists(autosave_path()) or len(refused_files(home)) != 1:
            problem.append("not kept aside")
        if [key for key, _ in menu.notices] != ["app.menu.resume.refused"]:
            problem.append(f"notices {menu.notices}")
        again = MainMenu(app)  # the next visit: nothing left to refuse, nothing said twice
        app.reset_to(again)
        app.frame(1 / 60)
        if again.saved is not None or again.saved_error or again.notices:
            problem.append("said twice")
        if problem:
            failures.append(f"{name}: {', '.join(problem)}")
    assert failures == []


def test_the_refused_file_keeps_its_reason_beside_it(app):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "seven-tables-record", "format_version": 1, "game": ["kami"]}')
    menu = MainMenu(app)
    app.push(menu)
    [aside] = refused_files(autosave_path().parent)
    reason = (autosave_path().parent / aside).with_suffix(".txt").read_text(encoding="utf-8")
    assert "unknown game" in reason and "unknown game" in menu.saved_error
    assert menu.notices == [("app.menu.resume.refused", {"name": aside})]


@pytest.mark.parametrize("case", ["a FIFO", "a link to /dev/zero", "nesting 100,000 deep",
                                  "integer literal of 4,400 digits", "unknown seat kind", "game id a list"])
def test_the_real_app_starts_and_quits_with_a_damaged_autosave(case, user_folder):
    from scenes.shell.app import App

    user_folder.mkdir(parents=True, exist_ok=True)
    write = dict(record_cases("kami"))[case]
    write(autosave_path())
    app = App((1280, 720), headless=True)  # the settings are read from the folder too
    app.push(MainMenu(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    assert not os.path.lexists(autosave_path())


def test_a_refusal_that_cannot_be_moved_aside_is_not_replayed_again(app, monkeypatch):
    calls = []
    import scenes.kit.autosave as autosave_module

    real = autosave_module.load_record
    monkeypatch.setattr(autosave_module, "load_record", lambda *a: calls.append(1) or real(*a))
    monkeypatch.setattr(autosave_module.os, "replace", _read_only)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("{ damaged")
    menu = MainMenu(app)
    app.push(menu)
    assert menu.saved_error and menu.notices == []
    menu.resume()
    menu.resume()
    assert len(calls) == 1 and menu.saved_error


def _read_only(*args):
    raise OSError(30, "Read-only file system")


@pytest.mark.parametrize("game_id", ["freetable"])
def test_every_damaged_free_table_save_opens_a_fresh_table(app, game_id, tmp_path, monkeypatch):
    from scenes.tables.freetable.scene import FreeTable, save_path

    failures = []
    for number, (name, write) in enumerate(record_cases(game_id)):
        home = tmp_path / f"{number:02d}-{slug(name)}"
        monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
        home.mkdir()
        write(save_path())
        app.reset_to(MainMenu(app))
        try:
            table = FreeTable(app)
            app.push(table)
            app.frame(1 / 60)
        except Exception as exc:  # noqa: BLE001 - the failure is the finding
            failures.append(f"{name}: {type(exc).__name__}: {exc}")
            continue
        kept = list(home.glob("freetable.refused-*.json"))  # the autosave's naming, a reason beside it
        if table.session.record.actions or len(kept) != 1 or not kept[0].with_suffix(".txt").exists():
            failures.append(f"{name}: not refused")
    assert failures == []


SETTINGS_CASES = {
    "NaN volume": '{"master_volume": NaN}',
    "Infinity speed": '{"animation_speed": Infinity}',
    "deep nesting": '{"language": ' + deep(100_000, '"ja"') + "}",
    "a list": "[1, 2]",
    "4,400-digit number": '{"master_volume": ' + "9" * 4400 + "}",
    "not JSON": "{language: ja",
}


@pytest.mark.parametrize("case", sorted(SETTINGS_CASES))
def test_damaged_settings_give_the_defaults_and_the_app_starts(case, user_folder):
    from scenes.shell.app import App

    user_folder.mkdir(parents=True, exist_ok=True)
    (user_folder / "settings.json").write_text(SETTINGS_CASES[case], encoding="utf-8")
    assert Settings.load() == Settings()
    app = App((1280, 720), headless=True)
    app.push(MainMenu(app))
    app.frame(1 / 60)
    assert app.settings == Settings()


@pytest.mark.parametrize("kind", ["folder", "fifo", "dev zero"])
def test_settings_that_are_not_a_file_give_the_defaults(kind, user_folder):
    user_folder.mkdir(parents=True, exist_ok=True)
    path = user_folder / "settings.json"
    {"folder": path.mkdir, "fifo": lambda: os.mkfifo(path), "dev zero": lambda: path.symlink_to("/dev/zero")}[kind]()
    assert Settings.load() == Settings()


def test_settings_values_of_the_wrong_type_are_ignored(user_folder):
    user_folder.mkdir(parents=True, exist_ok=True)
    (user_folder / "settings.json").write_text(json.dumps({"master_volume": True, "fullscreen": 1, "language": "ja"}))
    loaded = Settings.load()
    assert loaded.master_volume == Settings().master_volume and loaded.fullscreen is False
    assert loaded.language == "ja"


def test_the_menu_replays_the_autosave_once_per_version_of_the_file(app, monkeypatch):
    import scenes.kit.autosave as autosave_module
    from game.engine.record import Seat
    from game.engine.session import Session
    from game.examples.highcard import GAME

    calls = []
    real = autosave_module.load_record
    monkeypatch.setattr(autosave_module, "load_record", lambda *a: calls.append(1) or real(*a))
    session = Session.new(GAME, [Seat("A"), Seat("B")], 5, autosave=autosave_path())
    session.act(session.legal()[0])
    menu = MainMenu(app)
    app.push(menu)
    for _ in range(5):  # back from Settings, Rules, About...
        menu.resume()
    assert len(calls) == 1 and menu.saved is not None
    session.act(session.legal()[0])
    menu.resume()
    assert len(calls) == 2 and len(menu.saved[0].actions) == 2
    assert check_autosave() is check_autosave()


# -- the statistics file (issue 27) --------------------------------------------------------


def _finish_a_game():
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session

    game = registry.get("requiem")
    session = Session.new(game, [Seat("Ann", "human"), Seat("Bot 1", "normal"), Seat("Bot 2", "normal")], 3)
    bots = [make_bot(game, "random") for _ in range(3)]
    while not session.over:
        seat = session.to_act
        session.bot_move(bots[seat], bot_rng(3, seat))
    return session


def _rewrite(write, path):
    if os.path.lexists(path):
        os.unlink(path)
    write(path)


def _stats_screens_draw(app):
    """Statistics with every game's tab, then each game's Replays list, drawn."""
    from scenes.shell.replay_list import ReplayList
    from scenes.shell.statistics import StatisticsScene

    screen = StatisticsScene(app)
    app.reset_to(screen)
    for game_id in screen.ids:
        screen.choose(game_id)
        app.frame(1 / 60)
        app.push(ReplayList(app, game_id))
        app.frame(1 / 60)
        app.pop()


def test_issue27_every_damaged_stats_file_is_set_aside_and_the_next_game_still_counts(app, tmp_path, monkeypatch):
    """A 400-digit "when" raised OverflowError at the end of every game and on Statistics;
    "when": 1e308 crashed the Replays list; a 400-digit "length" crashed Statistics. Each
    damaged file is set aside with a short reason, the screens draw, a finished game counts."""
    from scenes.kit import records

    from .corpus import stats_cases

    finished = _finish_a_game()
    failures = []
    cases = stats_cases()
    for number, (name, write) in enumerate(cases):
        home = tmp_path / f"s{number:02d}-{slug(name)}"
        monkeypatch.setenv("SEVEN_TABLES_HOME", str(home))
        home.mkdir()
        write(records.stats_path())
        try:
            games, reason = records.load_games()
            if games or not reason or len(reason) > 80:
                failures.append(f"{name}: not refused ({len(games)} games, reason {reason!r:.60})")
            if os.path.lexists(records.stats_path()) or not list(home.glob("stats.damaged-*.json")):
                failures.append(f"{name}: not set aside")
            _rewrite(write, records.stats_path())
            _stats_screens_draw(app)  # Statistics and Replays read the damaged file themselves
            _rewrite(write, records.stats_path())  # and so does the end of the next game
            if not records.keep_finished(finished) or len(records.load_games()[0]) != 1:
                failures.append(f"{name}: the finished game was not counted")
        except Exception as exc:  # noqa: BLE001 - the failure is the finding
            failures.append(f"{name}: {type(exc).__name__}: {str(exc)[:80]}")
    assert len(cases) >= 35
    assert failures == []


def test_issue27_stats_names_follow_the_setup_name_rules_and_edge_values_draw(app):
    from game.engine.names import NAME_LEN
    from scenes.kit import records

    from .corpus import stats_with_hostile_names

    records.stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_with_hostile_names()(records.stats_path())
    games, reason = records.load_games()
    assert reason == "" and len(games) == 10
    for game in games:
        for name, _ in game.seats:
            assert 0 < len(name) <= NAME_LEN and name.isprintable() and name == name.strip()
    _stats_screens_draw(app)


def test_issue27_a_50_mb_autosave_is_refused_by_its_size_before_it_is_parsed(app, monkeypatch):
    """A 50 MB autosave was parsed and replayed before the first frame (2-5 s, 600 MB). A real
    game's record padded with blanks to 50 MB is still a valid record: it must be refused by its
    size alone, set aside with its reason, and the menu shown."""
    from game.engine import record as record_module
    from scenes.kit.autosave import AUTOSAVE_CAP

    from .corpus import base_body, sealed

    text = sealed(base_body("kami"))
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    with open(autosave_path(), "w", encoding="utf-8") as out:
        out.write(text)
        out.write(" " * (50_000_000 - len(text)))
    parsed = []
    real_parse = record_module.parse_record
    monkeypatch.setattr(record_module, "parse_record", lambda *a: parsed.append(1) or real_parse(*a))
    menu = MainMenu(app)
    app.push(menu)
    app.frame(1 / 60)
    assert parsed == [] and menu.saved is None
    assert "too large" in menu.saved_error and f"{AUTOSAVE_CAP:,}" in menu.saved_error
    [aside] = refused_files(autosave_path().parent)
    assert "too large" in (autosave_path().parent / aside).with_suffix(".txt").read_text(encoding="utf-8")
    assert menu.notices == [("app.menu.resume.refused", {"name": aside})]


def test_issue27_the_longest_real_game_is_far_below_the_autosave_cap(user_folder):
    """The cap refuses no real game: the longest bot game of the longest title (Whisper, six
    players, nine rounds) saves at a fortieth of it."""
    from game.engine import registry
    from game.engine.simcheck import play_game
    from scenes.kit.autosave import AUTOSAVE_CAP

    game = play_game(registry.get("kami"), 6, 0, ("random",), {"rounds": 9, "turn_limit": 0})
    assert len(game.record.dumps().encode("utf-8")) * 30 < AUTOSAVE_CAP
