"""Issue 38, item 3: no game is lost without a word. A new game never replaces an unfinished
one (it goes to wait under Resume), Resume lists what waits (title, players, moves, when),
and everything set aside is said on screen once, in words, in both languages."""

from __future__ import annotations

import json

from game.engine import registry
from game.engine.record import Seat
from game.engine.session import Session
from scenes.kit import autosave
from scenes.kit.settings import Settings, autosave_path
from scenes.shell.app import App
from scenes.tables import start_game


def menu_app(language: str = "en") -> App:
    app = App((1280, 720), settings=Settings(language=language), headless=True)
    app.open("menu")
    app.frame(1 / 60, events=[])
    return app


def play_a_little(app, game_id: str, seats: list[Seat], moves: int, seed: int = 3) -> None:
    """Start a game from the setup's path and play `moves` decisions on it (bots for everyone)."""
    from game.engine.bots import bot_rng, make_bot

    game = registry.get(game_id)
    start_game(app, game, seats, seed, {})
    table = next(s for s in reversed(app.scenes) if hasattr(s, "session"))
    bot = make_bot(game, "random")
    for i in range(moves):
        session = table.session
        session.act(bot.choose(session.observe(session.to_act), session.legal(), bot_rng(seed, i)))


def three_waiting(app) -> None:
    play_a_little(app, "marenzan", [Seat("Mio"), Seat("Kai", "normal")], 12)
    play_a_little(app, "tonight", [Seat("Ann"), Seat("Bo"), Seat("Cy"), Seat("Di")], 8)
    play_a_little(app, "requiem", [Seat("Eve"), Seat("Finn", "hard"), Seat("Gus", "normal")], 5)
    app.open("menu")
    app.frame(1 / 60, events=[])


def resume_listing():
    """The menu's list of the three waiting games, opened."""
    app = menu_app()
    three_waiting(app)
    app.top.resume_game()
    return app, app.top


def test_issue38_a_new_game_never_replaces_an_unfinished_one():
    app = menu_app()
    play_a_little(app, "marenzan", [Seat("Mio"), Seat("Kai", "normal")], 12)
    marenzan = json.loads(autosave_path().read_text(encoding="utf-8"))
    play_a_little(app, "tonight", [Seat("Ann"), Seat("Bo"), Seat("Cy"), Seat("Di")], 4)
    waiting = autosave.waiting_games()
    assert [w.record.game for w in waiting] == ["tonight", "marenzan"]
    assert waiting[0].path == autosave_path() and len(waiting[1].record.actions) == 12
    assert json.loads(waiting[1].path.read_text(encoding="utf-8")) == marenzan  # the very file, untouched


def test_issue38_resume_lists_every_waiting_game_with_title_players_moves_and_when():
    app = menu_app()
    three_waiting(app)
    menu = app.top
    assert menu.waiting == 3 and "3" in menu.resume_subtitle()
    menu.resume_game()
    listing = app.top
    assert listing.name == "resume"
    assert [(w.record.game, len(w.record.actions)) for w in listing.games] == [
        ("requiem", 5), ("tonight", 8), ("marenzan", 12)]
    assert listing.players(listing.games[0]) == "Eve, Finn (AI), Gus (AI)"
    assert listing.when(listing.games[0]).startswith("today ")
    app.frame(1 / 60, events=[])  # it draws


def test_issue38_resuming_a_waiting_game_puts_the_one_in_progress_in_its_place():
    app, listing = resume_listing()
    marenzan = next(w for w in listing.games if w.record.game == "marenzan")
    listing.play(marenzan)
    table = app.top
    assert table.session.game.id == "marenzan" and len(table.session.record.actions) == 12
    assert sorted(w.record.game for w in autosave.waiting_games()) == ["marenzan", "requiem", "tonight"]
    assert autosave.waiting_games()[0].record.game == "marenzan"  # it is the autosave now


def test_issue38_a_discarded_game_is_gone_after_asking():
    app, listing = resume_listing()
    tonight = next(w for w in listing.games if w.record.game == "tonight")
    listing.ask_discard(tonight)
    assert app.top.name == "confirm"
    app.top.yes()
    assert [w.record.game for w in listing.games] == ["requiem", "marenzan"]


def test_issue38_a_damaged_waiting_game_is_set_aside_and_said_once_in_both_languages():
    app = menu_app()
    three_waiting(app)
    tonight = next(w for w in autosave.waiting_games() if w.record.game == "tonight")
    tonight.path.write_text(tonight.path.read_text(encoding="utf-8")[:-50], encoding="utf-8")
    for language in ("en", "ja"):
        app.set_language(language)
        app.open("menu")
        app.top.resume_game()
        listing = app.top
        if language == "en":
            assert [w.record.game for w in listing.games] == ["requiem", "marenzan"]
            assert [key for key, _ in listing.notices] == ["app.menu.resume.refused"]
            name = listing.notices[0][1]["name"]
            assert name.startswith("tonight-") and ".refused-" in name
            words = app.t("app.menu.resume.refused", name=name)
            assert name in words and "unreadable" in words
        else:
            assert listing.notices == []  # said once: not on the next visit
        app.frame(1 / 60, events=[])


def test_issue38_a_damaged_autosave_met_by_a_new_game_is_said_at_the_next_menu():
    app = menu_app()
    play_a_little(app, "requiem", [Seat("Eve"), Seat("Finn", "normal"), Seat("Gus", "normal")], 3)
    autosave_path().write_text('{"format": "seven-tables-record", "game": ["kami"]}', encoding="utf-8")
    autosave._known.clear()
    play_a_little(app, "marenzan", [Seat("Mio"), Seat("Kai", "normal")], 2)
    app.open("menu")
    assert [key for key, _ in app.top.notices] == ["app.menu.resume.refused"]
    app.frame(1 / 60, events=[])  # said on screen
    app.open("menu")
    assert app.top.notices == []


def test_issue38_an_imported_game_asks_and_the_game_in_progress_waits():
    from scenes.shell.replay_files import import_dropped

    app = menu_app()
    play_a_little(app, "marenzan", [Seat("Mio"), Seat("Kai", "normal")], 6)
    game = registry.get("requiem")
    other = Session.new(game, [Seat("Eve"), Seat("Finn"), Seat("Gus")], 9)
    for _ in range(4):
        other.act(other.legal()[0])
    sent = autosave_path().with_name("sent.json")
    other.record.save(sent)
    app.open("menu")
    import_dropped(app, sent)
    assert app.top.name == "confirm" and "wait" in app.t(app.top.question_key)
    app.top.yes()
    assert sorted(w.record.game for w in autosave.waiting_games()) == ["marenzan", "requiem"]


def test_issue38_the_free_table_says_before_a_change_of_hands_that_its_log_starts_anew():
    from scenes.kit.i18n import Translator

    for language, word in (("en", "log"), ("ja", "記録")):
        assert word in Translator(language)("freetable.confirm.hands")


def test_issue38_a_damaged_free_table_save_is_said_over_the_curtain(user_folder):
    from scenes.tables.freetable.scene import FreeTable, save_path

    app = menu_app()
    table = FreeTable(app, hands=2, seed=4, fresh=True)
    app.push(table)
    table.submit(table.legal[0]) if table.legal else None
    app.open("menu")
    save_path().write_text('{"format": "seven-tables-record", "game": 7}', encoding="utf-8")
    app.open("freetable")
    assert app.top.name == "notice"  # over the curtain, before anyone looks at the table
    body = app.top.body
    assert ".refused-" in body
    app.top.widgets[0].click()
    assert app.top.name in ("curtain", "table", "freetable")
