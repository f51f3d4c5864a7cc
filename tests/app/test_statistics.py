"""Statistics and kept replays: a finished game counts once (also after Resume or a
crash), the numbers survive a restart, a damaged file is set aside, the screen draws."""

import copy
import json

import pytest

from game.engine import registry, stats
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat, load_record
from game.engine.session import Session
from scenes.kit import records
from scenes.kit.settings import autosave_path
from scenes.tables import _counting


def _play_to_the_end(game_id="requiem", seed=3, seats=None, stop_before_end=False):
    game = registry.get(game_id)
    seats = seats or [Seat("Ann", "human")] + [Seat(f"Bot {i}", "normal") for i in range(game.min_players - 1)]
    session = Session.new(game, seats, seed, {}, autosave=autosave_path())
    session.on_save = _counting(session)
    bots = [make_bot(game, "normal") for _ in seats]
    rngs = [bot_rng(seed, i) for i in range(len(seats))]
    while not session.over:
        seat = session.to_act
        legal = session.legal()
        action = bots[seat].choose(session.observe(seat), legal, rngs[seat])
        if stop_before_end:
            probe = Session(game, copy.deepcopy(session.record), copy.deepcopy(session.state))
            probe.act(action)
            if probe.over:
                return session, action
        session.act(action)
    return session, None


def test_a_finished_game_is_counted_once_and_kept_as_a_replay():
    session, _ = _play_to_the_end()
    games, damaged = records.load_games()
    assert damaged == "" and len(games) == 1
    assert games[0].game == "requiem" and games[0].length == len(session.record.actions)
    assert not records.keep_finished(session)  # shown finished again: not counted again
    assert len(records.load_games()[0]) == 1
    kept = records.kept_record(games[0].key)
    record, state = load_record(kept, registry.all_games())
    assert state.to_act is None and record.actions == session.record.actions


def test_a_resumed_game_that_finishes_counts_once():
    _, last = _play_to_the_end(seed=5, stop_before_end=True)
    assert records.load_games()[0] == []  # not finished yet: nothing counted
    record, state = load_record(autosave_path(), registry.all_games())  # the app restarts: Resume
    resumed = Session(registry.get("requiem"), record, state, autosave=autosave_path())
    resumed.on_save = _counting(resumed)
    resumed.act(last)
    assert resumed.over and len(records.load_games()[0]) == 1
    assert not records.keep_finished(resumed)


def test_the_team_result_is_each_members_in_a_cooperative_game():
    session, _ = _play_to_the_end(seats=[Seat("Ann", "human"), Seat("Bob", "human"), Seat("Cy", "normal")])
    tallies = stats.tally_by_player(records.load_games()[0], "requiem")
    assert set(tallies) == {"Ann", "Bob"}
    won = bool(session.result.winners)
    assert all(t.played == 1 and t.won == won for t in tallies.values())
    assert tallies["Ann"].by_level == {"normal": [1, int(won)]}


def test_tallies_add_up_by_count_and_level_and_the_chart_rolls():
    def game(i, won):
        return stats.Finished(f"k{i}", "kami", (("Ann", "human"), ("B", "hard"), ("C", "normal")),
                              (0,) if won else (1,), "kami.ending.six_gods", "", (3 if won else 1, 0, 0), 40 + i, i)

    games = []
    for i, won in enumerate([True, False, True, True]):
        assert stats.add_once(games, game(i, won))
    assert not stats.add_once(games, game(0, True))
    ann = stats.tally_by_player(games, "kami")["Ann"]
    assert (ann.played, ann.won, ann.lost, ann.best) == (4, 3, 1, 3)
    assert ann.by_players == {3: [4, 3]} and ann.by_level == {"mixed": [4, 3]}
    assert ann.rolling(2) == [1.0, 0.5, 0.5, 1.0]
    assert ann.average_length == pytest.approx(41.5)
    assert stats.endings_reached(games, "kami") == {"kami.ending.six_gods": 4}


@pytest.mark.parametrize("damage", [
    "not json", "[" * 100_000, '{"format": "seven-tables-stats", "version": 1, "games": [{"key": 1}]}',
    '{"format": "seven-tables-stats", "version": 99, "games": []}', '{"games": NaN}', "1" * 5000,
])
def test_a_damaged_statistics_file_is_set_aside_and_a_new_one_started(damage):
    records.stats_path().write_text(damage, encoding="utf-8")
    games, reason = records.load_games()
    assert games == [] and reason and len(reason) <= 80
    assert not records.stats_path().exists()
    assert list(records.stats_path().parent.glob("stats.damaged-*.json"))
    _play_to_the_end(seed=7)
    assert len(records.load_games()[0]) == 1


def test_a_statistics_path_that_is_a_folder_never_stops_a_game():
    records.stats_path().mkdir(parents=True)
    session, _ = _play_to_the_end(seed=8)  # the game still ends normally
    assert session.over


def test_only_the_newest_records_are_kept(monkeypatch):
    monkeypatch.setattr(records, "KEPT_RECORDS", 2)
    folder = records.records_dir()
    folder.mkdir(parents=True)
    for i in range(4):
        (folder / f"old{i}.json").write_text("{}")
    records._prune(folder, 2)
    assert len(list(folder.glob("*.json"))) == 2


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_statistics_screen_draws_players_chart_and_endings(app, language, tmp_path):
    import pygame

    from scenes.shell.statistics import StatisticsScene, endings_of

    for seed in (11, 12, 13):
        _play_to_the_end(seed=seed)
    app.set_language(language)
    scene = StatisticsScene(app)
    app.push(scene)
    app.frame(1 / 60)
    assert scene.player == "Ann" and scene.tallies["Ann"].played == 3
    assert "requiem.ending.lost" in endings_of("requiem") and "requiem.loss.king" in endings_of("requiem")
    surface = pygame.Surface(app.window.get_size())
    scene.draw(surface)
    pygame.image.save(surface, str(tmp_path / f"stats-{language}.png"))
    for game_button in scene.widgets[:5]:
        game_button.click()
        scene.draw(surface)


def test_the_menu_opens_statistics(app):
    from scenes.shell.menu import MainMenu
    from scenes.shell.statistics import StatisticsScene

    from .conftest import click

    app.push(MainMenu(app))
    button = next(w for w in app.top.widgets if getattr(w, "label", None) == "app.menu.statistics")
    click(app, button.rect.center)
    assert isinstance(app.top, StatisticsScene)


def test_statistics_survive_a_restart():
    _play_to_the_end(seed=21)
    text = records.stats_path().read_text(encoding="utf-8")
    assert json.loads(text)["format"] == "seven-tables-stats"
    assert len(stats.loads(text)) == 1


def test_a_damaged_statistics_file_no_longer_hides_the_replays(app):
    """Issue 25: the file set aside, the replay list comes back from the kept records."""
    from scenes.shell.replay_list import ReplayList

    _play_to_the_end(seed=3)
    _play_to_the_end(seed=4)
    keys = {g.key for g in records.load_games()[0]}
    records.stats_path().write_text("not json", encoding="utf-8")
    games, reason = records.load_games()
    assert reason and {g.key for g in games} == keys
    assert list(records.stats_path().parent.glob("stats.damaged-*.json"))
    listed = ReplayList(app, "requiem")
    assert {g.key for g in listed.games} == keys


def test_statistics_open_on_the_game_just_played_and_say_why_an_all_ai_game_is_not_in_the_table(app, monkeypatch):
    from scenes.shell.statistics import StatisticsScene
    from sprites import theme

    _play_to_the_end("requiem", seed=3)
    _play_to_the_end("kami", seed=4, seats=[Seat(f"Bot {i}", "normal") for i in range(3)])  # the last: all AIs
    said: list[str] = []
    real = theme.render_text
    monkeypatch.setattr(theme, "render_text", lambda words, *a, **k: said.append(words) or real(words, *a, **k))
    scene = StatisticsScene(app)
    app.push(scene)
    app.frame(1 / 60)
    assert scene.game_id == "kami"
    assert app.t("app.stats.ai_only", n=1) in said


def test_a_default_name_played_in_both_languages_is_one_row_of_the_statistics(app):
    """'Player 1' played in English and 'プレイヤー1' in Japanese are one player: one row, not two
    rows both reading プレイヤー1 (issue 39)."""
    from scenes.shell.statistics import StatisticsScene
    from sprites import theme

    _play_to_the_end(seed=11, seats=[Seat("Player 1", "human"), Seat("Bot 1", "normal"), Seat("Bot 2", "normal")])
    _play_to_the_end(seed=12, seats=[Seat("プレイヤー1", "human"), Seat("Bot 1", "normal"), Seat("Bot 2", "normal")])
    _play_to_the_end(seed=13, seats=[Seat("Ann", "human"), Seat("プレイヤー2", "human"), Seat("Bot 2", "normal")])
    for language in ("ja", "en"):
        app.set_language(language)
        scene = StatisticsScene(app)
        app.push(scene)
        theme.drawn = []
        try:
            app.frame(1 / 60)
            rows = [d.words for d in theme.drawn if d.kind == "text" and d.rect.x < app.view.px(300)
                    and d.rect.y > app.view.px(180)]
        finally:
            theme.drawn = None
        app.pop()
        first = app.t("app.setup.seat_name", n=1)
        assert rows.count(first) == 1, rows
        assert len(scene.names()) == 3 and rows.count(app.t("app.setup.seat_name", n=2)) == 1
        assert scene.tallies[scene.names()[0]].played == 2
