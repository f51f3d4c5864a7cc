"""Reading untrusted files: only regular files under a cap, JSON within limits."""

import json
import os
import threading

import pytest

from game.engine.safeload import UnsafeFile, check_depth, load_json_file, parse_json, read_bounded


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    path = tmp_path / "autosave.json"
    os.mkfifo(path)
    result = {}
    reader = threading.Thread(target=lambda: result.update(error=_refusal(path)), daemon=True)
    reader.start()
    reader.join(5)
    assert not reader.is_alive(), "reading a FIFO blocked"
    assert "not a regular file but a pipe" in result["error"]


def _refusal(path):
    try:
        read_bounded(path, 1000)
    except UnsafeFile as exc:
        return str(exc)
    return ""


def test_a_link_to_dev_zero_is_refused(tmp_path):
    path = tmp_path / "autosave.json"
    path.symlink_to("/dev/zero")
    with pytest.raises(UnsafeFile, match="a device"):
        read_bounded(path, 1 << 20)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(UnsafeFile, match="a folder"):
        read_bounded(tmp_path, 1 << 20)


def test_a_link_to_a_regular_file_is_read(tmp_path):
    (tmp_path / "real.json").write_text("[1]")
    (tmp_path / "link.json").symlink_to(tmp_path / "real.json")
    assert read_bounded(tmp_path / "link.json", 10) == b"[1]"


def test_a_file_over_the_cap_is_refused_before_reading(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as out:
        out.truncate(10_001)
    with pytest.raises(UnsafeFile, match="too large"):
        read_bounded(path, 10_000)
    assert read_bounded(path, 10_001) == b"\0" * 10_001


def test_a_missing_file_is_not_damage(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_bounded(tmp_path / "none.json", 10)


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(constant):
    with pytest.raises(UnsafeFile, match=constant):
        parse_json(f'{{"actors": [{constant}]}}')


def test_nesting_beyond_the_interpreter_is_refused():
    with pytest.raises(UnsafeFile, match="nested"):
        parse_json("[" * 100_000 + "]" * 100_000)


def test_nesting_beyond_the_limit_is_refused_and_the_limit_itself_is_accepted():
    assert parse_json("[" * 5 + "]" * 5, max_depth=5) == [[[[[]]]]]
    with pytest.raises(UnsafeFile, match="more than 5 levels"):
        parse_json("[" * 6 + "]" * 6, max_depth=5)
    with pytest.raises(UnsafeFile, match="more than 2 levels"):
        check_depth({"a": [1, {"b": 2}]}, 2)


def test_an_integer_literal_of_4400_digits_is_refused():
    with pytest.raises(UnsafeFile, match="number"):
        parse_json('{"seed": ' + "9" * 4400 + "}")


def test_text_that_is_not_utf8_is_refused():
    with pytest.raises(UnsafeFile, match="not text"):
        parse_json(b"\xff\xfe\x00")


def test_damaged_json_names_the_line(tmp_path):
    path = tmp_path / "cut.json"
    path.write_text('{\n "a": [1, 2', encoding="utf-8")
    with pytest.raises(UnsafeFile, match="cut short.*line 2"):
        load_json_file(path, 100)


def test_plain_json_comes_back_whole():
    data = {"a": [1, 2.5, "x", None, True], "b": {"c": []}}
    assert parse_json(json.dumps(data)) == data
