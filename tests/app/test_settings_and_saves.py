import json

from game.engine.record import Seat
from game.engine.session import Session
from game.examples.highcard import GAME
from scenes.kit import autosave
from scenes.kit.settings import Settings, autosave_path, config_dir


def test_settings_round_trip(user_folder):
    s = Settings(language="ja", master_volume=0.3, animation_speed=2.0, fullscreen=True)
    s.save()
    assert (user_folder / "settings.json").exists()
    assert Settings.load() == s


def test_settings_live_in_the_user_folder_not_beside_the_program(user_folder):
    assert config_dir() == user_folder
    assert autosave_path().parent == user_folder


def test_damaged_settings_give_the_defaults(user_folder):
    user_folder.mkdir(parents=True, exist_ok=True)
    (user_folder / "settings.json").write_text("{not json", encoding="utf-8")
    assert Settings.load() == Settings()


def test_strange_settings_values_are_clamped(user_folder):
    user_folder.mkdir(parents=True, exist_ok=True)
    (user_folder / "settings.json").write_text(json.dumps({"language": "fr", "master_volume": 7, "animation_speed": "x"}))
    s = Settings.load()
    assert s.language == "en" and s.master_volume == 1.0 and s.animation_speed == 1.0


def test_autosave_round_trip_resumes_at_the_last_action():
    session = Session.new(GAME, [Seat("A"), Seat("B")], 5, autosave=autosave_path())
    for _ in range(3):
        session.act(session.legal()[0])
    (record, state), error = autosave.load_autosave()
    assert error == "" and len(record.actions) == 3 and state == session.state


def test_a_finished_game_leaves_no_autosave():
    session = Session.new(GAME, [Seat("A"), Seat("B")], 5, autosave=autosave_path())
    while not session.over:
        session.act(session.legal()[0])
    assert not autosave_path().exists()
    assert autosave.load_autosave() == (None, "")


def test_a_damaged_autosave_is_refused_with_a_reason():
    session = Session.new(GAME, [Seat("A"), Seat("B")], 5, autosave=autosave_path())
    session.act(session.legal()[0])
    text = autosave_path().read_text()
    autosave_path().write_text(text[:-40])
    saved, reason = autosave.load_autosave()
    assert saved is None and "JSON" in reason
