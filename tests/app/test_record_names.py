"""Issue 27: a name read from a file follows the setup's name rules (printable, trimmed, at
most 14 characters), whatever the door: a resumed autosave, a dropped record (resumed or
watched), a kept replay. Before, 200 characters with newlines ran off the curtain and the log."""

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.names import NAME_LEN, clean_name
from game.engine.record import Seat, load_record
from game.engine.session import Session
from scenes.kit.settings import autosave_path

from .corpus import HOSTILE_NAMES


def follows_the_name_rules(name: str) -> bool:
    return 0 < len(name) <= NAME_LEN and name.isprintable() and name == name.strip()


def hostile_session(game_id: str, names: tuple[str, ...], finish: bool = False) -> Session:
    game = registry.get(game_id)
    seats = [Seat(name, "human") for name in names]
    session = Session.new(game, seats, 5, {})
    bots = [make_bot(game, "random") for _ in seats]
    while not session.over and (finish or len(session.record.actions) < 6):
        seat = session.to_act
        session.bot_move(bots[seat], bot_rng(5, seat))
    return session


GROUPS = [HOSTILE_NAMES[i:i + 3] for i in range(0, len(HOSTILE_NAMES), 3)]
GROUPS[-1] = (*GROUPS[-1], "Ann")[:3]


def _frames(app, n=3):
    for _ in range(n):
        app.frame(1 / 60)


@pytest.mark.parametrize("names", GROUPS)
def test_issue27_names_of_a_resumed_autosave_follow_the_setup_rules(app, names):
    from scenes.shell.menu import MainMenu

    hostile_session("requiem", names).record.save(autosave_path())
    menu = MainMenu(app)
    app.push(menu)
    record, _ = menu.saved
    assert all(follows_the_name_rules(seat.name) for seat in record.seats), [s.name for s in record.seats]
    assert [seat.name for seat in record.seats] == [clean_name(n, i) for i, n in enumerate(names)]
    _frames(app)  # the menu's subtitle names the game
    menu.resume_game()
    assert all(follows_the_name_rules(seat.name) for seat in app.top.session.record.seats)
    _frames(app)


@pytest.mark.parametrize("names", GROUPS)
def test_issue27_names_of_a_dropped_record_follow_the_setup_rules(app, names, tmp_path):
    from scenes.kit.table import TableScene
    from scenes.shell.menu import MainMenu
    from scenes.shell.replay import ReplayScene
    from scenes.shell.replay_files import import_dropped

    unfinished, finished = tmp_path / "unfinished.json", tmp_path / "finished.json"
    hostile_session("requiem", names).record.save(unfinished)
    hostile_session("requiem", names, finish=True).record.save(finished)
    app.push(MainMenu(app))
    assert import_dropped(app, finished)
    assert isinstance(app.top, ReplayScene)
    assert all(follows_the_name_rules(seat.name) for seat in app.top.record.seats)
    _frames(app)
    app.reset_to(MainMenu(app))
    assert import_dropped(app, unfinished)
    assert isinstance(app.top, TableScene)
    assert all(follows_the_name_rules(seat.name) for seat in app.top.session.record.seats)
    _frames(app)


def test_issue27_names_of_a_kept_replay_follow_the_setup_rules(tmp_path):
    path = tmp_path / "kept.json"
    hostile_session("requiem", GROUPS[0], finish=True).record.save(path)
    record, state = load_record(path, registry.all_games())
    assert state.to_act is None
    assert all(follows_the_name_rules(seat.name) for seat in record.seats)


def test_issue27_clean_name_keeps_a_name_typed_at_setup():
    for typed in ("Ann", "名前", "Player 2", "a  b", "ABCDEFGHIJKLMN"):
        assert clean_name(typed, 1) == typed
