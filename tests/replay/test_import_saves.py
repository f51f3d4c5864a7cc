"""Issue 27: an imported unfinished game is the saved game from the moment it opens, in all
five titles; and a game too long to be resumed later is refused at the door."""

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import Seat, load_record
from game.engine.session import Session
from scenes.kit.autosave import AUTOSAVE_CAP, check_autosave
from scenes.kit.settings import autosave_path
from tests.replay.test_replay import GAMES, finished_game


def _menu(app):
    from scenes.shell.menu import MainMenu

    return MainMenu(app)


def _old_saved_game(game_id: str) -> Session:
    """A game in progress in the autosave, of another game than the import, a few moves in."""
    other = next(g for g in GAMES if g != game_id)
    game = registry.get(other)
    seats = [Seat(f"Old {i + 1}", "human") for i in range(max(game.min_players, 2))]
    session = Session.new(game, seats, 77, {}, autosave=autosave_path())
    bot = make_bot(game, "random")
    for _ in range(3):
        session.bot_move(bot, bot_rng(77, session.to_act))
    return session


@pytest.mark.parametrize("game_id", GAMES)
def test_issue27_an_imported_unfinished_game_is_saved_at_once_after_yes(app, game_id):
    """After "It replaces your saved game in progress" → Yes, leaving before any move used to
    bring back the old game on Resume: the import must be the autosave already."""
    from scenes.kit.dialogs import Confirm
    from scenes.kit.table import TableScene

    imported, saved = finished_game(game_id, stop_at=12, min_actions=12)
    sent = autosave_path().with_name("sent.json")
    sent.write_text(saved.read_text(encoding="utf-8"), encoding="utf-8")
    old = _old_saved_game(game_id)
    app.push(_menu(app))
    from scenes.shell.replay_files import import_dropped

    assert import_dropped(app, sent)
    assert isinstance(app.top, Confirm)
    app.top.yes()
    assert isinstance(app.top, TableScene)
    app.reset_to(_menu(app))  # the player leaves at once
    record, state = load_record(autosave_path(), registry.all_games())
    assert (record.game, record.seed, record.actions) == (imported.game, imported.seed, imported.actions)
    assert record.game != old.record.game and state.to_act is not None
    found = check_autosave()
    assert found.saved is not None and found.saved[0].actions == imported.actions


def test_issue27_an_imported_unfinished_game_with_no_saved_game_is_saved_at_once(app):
    imported, saved = finished_game("requiem", stop_at=10, min_actions=10)
    sent = autosave_path().with_name("sent.json")
    sent.write_text(saved.read_text(encoding="utf-8"), encoding="utf-8")
    autosave_path().unlink()
    app.push(_menu(app))
    from scenes.shell.replay_files import import_dropped

    assert import_dropped(app, sent)
    app.reset_to(_menu(app))
    assert load_record(autosave_path(), registry.all_games())[0].actions == imported.actions


def test_issue27_an_unfinished_import_too_long_to_resume_is_refused(app, monkeypatch):
    """The autosave is refused above AUTOSAVE_CAP at the next start: an import that would save
    larger is refused when dropped, not resumed and lost later."""
    from scenes.shell import replay_files
    from scenes.shell.replay_files import Notice, import_dropped

    _, saved = finished_game("requiem", stop_at=10, min_actions=10)
    sent = autosave_path().with_name("sent.json")
    sent.write_text(saved.read_text(encoding="utf-8"), encoding="utf-8")
    before = autosave_path().read_bytes()
    monkeypatch.setattr(replay_files, "AUTOSAVE_CAP", 100)
    app.push(_menu(app))
    assert not import_dropped(app, sent)
    assert isinstance(app.top, Notice) and "too long" in app.top.body
    assert autosave_path().read_bytes() == before
    assert AUTOSAVE_CAP > 100
