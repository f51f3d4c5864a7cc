"""GameRecord: round trip, and a clear refusal of every kind of damaged file."""

import json

import pytest

from game.engine.record import FORMAT_VERSION, RecordError, _checksum, load_record, parse_record, replay
from game.engine.simcheck import play_game
from game.examples.highcard import GAME

GAMES = {GAME.id: GAME}


@pytest.fixture
def finished():
    return play_game(GAME, 3, seed=11, bots=("simple", "random"))


def reseal(body: dict) -> str:
    body["checksum"] = _checksum(body)
    return json.dumps(body)


def test_round_trip_replays_to_the_same_state(finished, tmp_path):
    path = tmp_path / "game.json"
    finished.record.save(path)
    record, state = load_record(path, GAMES)
    assert record.actions == finished.record.actions
    assert record.seats == finished.record.seats
    assert state == finished.state


def test_save_is_atomic_and_leaves_no_temporary_files(finished, tmp_path):
    path = tmp_path / "game.json"
    finished.record.save(path)
    finished.record.save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_not_json_is_refused(tmp_path):
    path = tmp_path / "x.json"
    path.write_text("{ this is not", encoding="utf-8")
    with pytest.raises(RecordError, match="not valid JSON"):
        load_record(path, GAMES)


def test_truncated_file_is_refused(finished, tmp_path):
    text = finished.record.dumps()
    path = tmp_path / "cut.json"
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(RecordError, match="cut short"):
        load_record(path, GAMES)


def test_missing_file_is_refused(tmp_path):
    with pytest.raises(RecordError, match="no saved game"):
        load_record(tmp_path / "none.json", GAMES)


def test_binary_garbage_is_refused(tmp_path):
    path = tmp_path / "bin.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError):
        load_record(path, GAMES)


def test_another_kind_of_json_is_refused():
    with pytest.raises(RecordError, match="not a Seven Tables game record"):
        parse_record('{"hello": 1}', GAMES)


def test_edited_file_fails_its_checksum(finished):
    body = finished.record.to_json()
    body["seed"] += 1
    with pytest.raises(RecordError, match="checksum"):
        parse_record(json.dumps(body), GAMES)


def test_forged_action_is_refused_even_with_a_valid_checksum(finished):
    body = finished.record.to_json()
    body["actions"][0] = {"type": "Play", "card": "13-7"}  # not in the first hand of seed 11
    first_hand = replay(parse_record(finished.record.dumps(), GAMES), GAME, 0).hands[0]
    assert "13-7" not in [c.code for c in first_hand]
    with pytest.raises(RecordError, match="action 1 .* not legal"):
        parse_and_replay(reseal(body))


def test_forged_actor_is_refused(finished):
    body = finished.record.to_json()
    body["actors"][0] = 2
    with pytest.raises(RecordError, match="names seat 2"):
        parse_and_replay(reseal(body))


def test_unknown_action_type_is_refused(finished):
    body = finished.record.to_json()
    body["actions"][1] = {"type": "Teleport"}
    with pytest.raises(RecordError, match="unknown action type"):
        parse_record(reseal(body), GAMES)


def test_newer_record_format_names_both_versions(finished):
    body = finished.record.to_json()
    body["format_version"] = FORMAT_VERSION + 1
    with pytest.raises(RecordError, match=f"newer.*{FORMAT_VERSION + 1}.*{FORMAT_VERSION}"):
        parse_record(reseal(body), GAMES)


def test_other_rules_version_names_both_versions(finished):
    body = finished.record.to_json()
    body["rules_version"] = GAME.rules_version + 1
    with pytest.raises(RecordError, match=f"version {GAME.rules_version + 1}.*version {GAME.rules_version}"):
        parse_record(reseal(body), GAMES)


def test_unknown_game_is_refused(finished):
    body = finished.record.to_json()
    body["game"] = "chess"
    with pytest.raises(RecordError, match="unknown game"):
        parse_record(reseal(body), GAMES)


def test_wrong_player_count_is_refused(finished):
    body = finished.record.to_json()
    body["seats"] = body["seats"][:1]
    with pytest.raises(RecordError, match="malformed"):
        parse_record(reseal(body), GAMES)


def test_missing_field_is_refused(finished):
    body = finished.record.to_json()
    del body["actors"]
    with pytest.raises(RecordError, match="malformed"):
        parse_record(reseal(body), GAMES)


def parse_and_replay(text: str):
    return replay(parse_record(text, GAMES), GAME)


def test_any_exception_in_replay_is_a_refusal_with_a_short_reason(finished):
    import dataclasses

    def perform(state, action):
        raise KeyError("x" * 5000)

    broken = dataclasses.replace(GAME, perform=perform)
    with pytest.raises(RecordError, match="action 1 .* cannot be replayed \\(KeyError") as caught:
        replay(parse_record(finished.record.dumps(), {GAME.id: broken}), broken)
    assert len(str(caught.value)) < 200


def test_a_game_that_cannot_be_set_up_as_recorded_is_refused(finished):
    import dataclasses

    def new_game(seats, seed, options):
        raise ValueError("first_player must be 0 (random) or a seat 1..3")

    broken = dataclasses.replace(GAME, new_game=new_game)
    with pytest.raises(RecordError, match="cannot be set up .* first_player"):
        replay(parse_record(finished.record.dumps(), {GAME.id: broken}), broken)


def test_seat_kinds_are_a_human_and_the_bots_make_bot_builds(finished):
    from game.engine.bots import make_bot
    from game.engine.record import seat_kinds

    kinds = seat_kinds(GAME)
    assert "human" in kinds and "grandmaster" not in kinds
    for kind in kinds - {"human", "remote"}:  # remote: a person at another computer
        assert make_bot(GAME, kind) is not None
    body = finished.record.to_json()
    body["seats"][0]["kind"] = "grandmaster"
    with pytest.raises(RecordError, match="unknown kind 'grandmaster'"):
        parse_record(reseal(body), GAMES)


def test_every_ai_level_is_a_seat_kind_a_record_may_name(finished, tmp_path):
    body = json.loads(finished.record.dumps())
    for kind in ("human", "easy", "normal", "hard", "random"):
        body["seats"][0]["kind"] = kind
        assert parse_record(reseal(body), GAMES).seats[0].kind == kind


def test_an_unknown_seat_kind_is_refused(finished):
    body = json.loads(finished.record.dumps())
    body["seats"][1]["kind"] = "grandmaster"
    with pytest.raises(RecordError, match="unknown kind"):
        parse_record(reseal(body), GAMES)
