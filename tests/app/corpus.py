"""Damaged, forged and strange save files, for every game: each one is a case the
loader must refuse with a short reason (and the app must survive).

`record_cases(game_id)` gives (name, writer) pairs; a writer puts the damaged file
at the path it is given. The base of every case is a real unfinished game, played
by bots until an action with a whole-number field has been taken.
"""

from __future__ import annotations

import dataclasses
import json
import os
import typing
from collections.abc import Callable
from pathlib import Path

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import MAX_RECORD_BYTES, Seat, _checksum
from game.engine.session import Session

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami", "freetable", "highcard")
ENFIELD_670_HP = "P01 P02 P03 | 4xA01 4xA02 4xA03"  # 240 + 240 + 190 HP: over the 470 of the balance rule (2.4)
Writer = Callable[[Path], None]


def _int_field(action) -> str | None:
    hints = typing.get_type_hints(type(action))
    return next((f.name for f in dataclasses.fields(action) if hints[f.name] is int), None)


def base_body(game_id: str, options: dict | None = None) -> dict:
    """The JSON of an unfinished game with at least one action holding an int, if the game has such
    actions within its first 300 moves."""
    game = registry.get(game_id)
    players = max(game.min_players, 2)  # two seats at least, so that an actor can name the wrong one
    seats = [Seat(f"P{i + 1}", "random") for i in range(players)]
    session = Session.new(game, seats, 4242, options)
    bots = [make_bot(game, "random") for _ in seats]
    rngs = [bot_rng(4242, i) for i in range(players)]
    has_ints = any(int in typing.get_type_hints(t).values() for t in game.action_types)
    for _ in range(300):
        seat = session.to_act
        step = session.bot_move(bots[seat], rngs[seat])
        assert not session.over, f"{game_id}: the base game ended too soon"
        if len(session.record.actions) >= 3 and (_int_field(step.action) or not has_ints):
            break
    return session.record.to_json()


def sealed(body: dict) -> str:
    body = dict(body)
    body["checksum"] = _checksum(body)
    return json.dumps(body)


def _text(text: str) -> Writer:
    return lambda path: path.write_text(text, encoding="utf-8")


def _edit(body: dict, change: Callable[[dict], None]) -> Writer:
    copy = json.loads(json.dumps(body))
    change(copy)
    return _text(sealed(copy))


def _first_int_action(body: dict) -> tuple[int, str]:
    game = registry.get(body["game"])
    for index, data in enumerate(body["actions"]):
        action = game.decode_action(data)
        name = _int_field(action)
        if name:
            return index, name
    raise LookupError("no action with an int field")


def _set_action_field(value):
    def change(body):
        index, name = _first_int_action(body)
        body["actions"][index][name] = value
    return change


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _folder(path: Path) -> None:
    path.mkdir()


def _oversize(path: Path) -> None:
    with open(path, "wb") as out:
        out.truncate(MAX_RECORD_BYTES + 1)  # sparse: costs no disk


def deep(levels: int, inner: str = "0") -> str:
    return "[" * levels + inner + "]" * levels


def record_cases(game_id: str) -> list[tuple[str, Writer]]:
    body = base_body(game_id)
    text = sealed(body)
    game = registry.get(game_id)
    seed_text = f'"seed": {body["seed"]}'
    assert seed_text in text
    cases: list[tuple[str, Writer]] = [
        ("not JSON", _text("this is not a saved game")),
        ("binary garbage", lambda p: p.write_bytes(b"\xff\xfe\x00\x81garbage")),
        ("truncated", _text(text[: len(text) // 2])),
        ("empty", _text("")),
        ("wrong checksum", _text(text.replace(seed_text, f'"seed": {body["seed"] + 1}'))),
        ("another kind of JSON", _text('{"hello": 1}')),
        ("a JSON list", _text("[1, 2, 3]")),
        ("nesting 100,000 deep", _text(text.replace(seed_text, f'"seed": {deep(100_000)}'))),
        ("nesting 40 deep (under the interpreter's limit)", _edit(body, lambda b: b.update(seed=json.loads(deep(40))))),
        ("integer literal of 4,400 digits", _text(text.replace(seed_text, '"seed": ' + "9" * 4400))),
        ("integer literal of 40 digits", _text(text.replace(seed_text, '"seed": ' + "9" * 40))),
        ("seed NaN", _text(text.replace(seed_text, '"seed": NaN'))),
        ("seed a float", _edit(body, lambda b: b.update(seed=0.5))),
        ("seed true", _edit(body, lambda b: b.update(seed=True))),
        ("game id a list", _edit(body, lambda b: b.update(game=[game_id]))),
        ("game id a dict", _edit(body, lambda b: b.update(game={"id": game_id}))),
        ("unknown game", _edit(body, lambda b: b.update(game="chess"))),
        ("rules version true", _edit(body, lambda b: b.update(rules_version=True) if game.rules_version == 1
                                     else b.update(rules_version="1"))),
        ("format version a string", _edit(body, lambda b: b.update(format_version="1"))),
        ("newer format", _edit(body, lambda b: b.update(format_version=99))),
        ("actor Infinity", _text(text.replace('"actors": [', '"actors": [Infinity, ', 1))),
        ("actor -Infinity", _text(text.replace('"actors": [', '"actors": [-Infinity, ', 1))),
        ("actor a float", _edit(body, lambda b: b["actors"].__setitem__(0, float(b["actors"][0])))),
        ("actor out of range", _edit(body, lambda b: b["actors"].__setitem__(0, 99))),
        ("actor names the wrong seat", _edit(body, lambda b: b["actors"].__setitem__(
            0, (b["actors"][0] + 1) % len(b["seats"])))),
        ("barrier a number", _edit(body, lambda b: b["barriers"].__setitem__(0, 1))),
        ("lists of other lengths", _edit(body, lambda b: b["barriers"].pop())),
        ("actions not a list", _edit(body, lambda b: b.update(actions={"0": b["actions"][0]}))),
        ("4,400-digit int in an action", _text(text.replace('"actions": [', '"actions": [{"type": "X", "n": '
                                                            + "7" * 4400 + "}, ", 1))),
        ("deep nesting inside an action", _edit(body, lambda b: b["actions"][0].update(deep=json.loads(deep(60))))),
        ("nesting 100,000 deep inside an action", _text(text.replace('"actions": [', '"actions": [{"type": "X", "n": '
                                                                     + deep(100_000) + "}, ", 1))),
        ("unknown action type", _edit(body, lambda b: b["actions"].__setitem__(0, {"type": "Teleport"}))),
        ("action with an extra field", _edit(body, lambda b: b["actions"][0].update(extra=1))),
        ("an action that is a list", _edit(body, lambda b: b["actions"].__setitem__(0, [1, 2]))),
        ("more actions than the game allows", _edit(body, lambda b: [
            b[k].extend(b[k][-1:] * (game.max_steps + 1 - len(b[k]))) for k in ("actions", "barriers", "actors")])),
        ("unknown seat kind", _edit(body, lambda b: b["seats"][0].update(kind="grandmaster"))),
        ("seat kind a list", _edit(body, lambda b: b["seats"][0].update(kind=["random"]))),
        ("seat name a dict", _edit(body, lambda b: b["seats"][0].update(name={"n": 1}))),
        ("seat name 10,000 long", _edit(body, lambda b: b["seats"][0].update(name="x" * 10_000))),
        ("too many seats", _edit(body, lambda b: b["seats"].extend(
            [{"name": "Z", "kind": "human"}] * (game.max_players + 1 - len(b["seats"]))))),
        ("seats not a list", _edit(body, lambda b: b.update(seats="P1,P2"))),
        ("options a list", _edit(body, lambda b: b.update(options=[]))),
        ("unknown option", _edit(body, lambda b: b["options"].update(colour="blue"))),
        ("no actors", _edit(body, lambda b: b.pop("actors"))),
        ("a FIFO", _fifo),
        ("a link to /dev/zero", _dev_zero),
        ("a folder", _folder),
        ("larger than the cap", _oversize),
    ]
    try:
        _first_int_action(body)
    except LookupError:  # the game has no whole-number fields (High Card): these do not apply
        pass
    else:
        cases += [
            ("float where an action has an int", _edit(body, _set_action_field(1.0))),
            ("bool where an action has an int", _edit(body, _set_action_field(True))),
            ("1e20 where an action has an int", _edit(body, _set_action_field(1e20))),
        ]
    cases += GAME_CASES.get(game_id, lambda b: [])(body)
    return cases


def _enfield_cases(body: dict) -> list[tuple[str, Writer]]:
    def custom(code, hp_cap=False):
        def change(b):
            b["options"]["deck"][0] = "custom"
            b["options"]["custom_decks"] = [code] + [""] * (len(b["seats"]) - 1)
            b["options"]["hp_cap"] = hp_cap
        return change
    return [
        ("Enfield custom deck without a code", _edit(body, custom(""))),
        ("Enfield custom deck with a count of 1e20", _edit(body, custom("P01 P07 P11 | 100000000000000000000xD01"))),
        ("Enfield custom deck code 1e20 (a number)", _edit(body, custom(1e20))),
        ("Enfield 670-HP squad with the balance rule", _edit(body, custom(ENFIELD_670_HP, hp_cap=True))),
        ("Enfield deck that is not one", _edit(body, lambda b: b["options"]["deck"].__setitem__(0, "dragons"))),
    ]


def _kami_cases(body: dict) -> list[tuple[str, Writer]]:
    return [
        ("Whisper first player out of range", _edit(body, lambda b: b["options"].update(first_player=5))),
        ("Whisper first player a float", _edit(body, lambda b: b["options"].update(first_player=1.0))),
        ("Whisper rounds 1e20", _edit(body, lambda b: b["options"].update(rounds=1e20))),
    ]


def _requiem_cases(body: dict) -> list[tuple[str, Writer]]:
    return [("Requiem the same prince twice", _edit(body, lambda b: b["options"].update(
        princes=[b["options"]["princes"][0]] * 3)))]


def _tonight_cases(body: dict) -> list[tuple[str, Writer]]:
    return [("Tonight turn limit out of range", _edit(body, lambda b: b["options"].update(turn_limit=10**9)))]


def _marenzan_cases(body: dict) -> list[tuple[str, Writer]]:
    return [("Marenzan start a string", _edit(body, lambda b: b["options"].update(start="0")))]


GAME_CASES = {"enfield": _enfield_cases, "kami": _kami_cases, "requiem": _requiem_cases,
              "tonight": _tonight_cases, "marenzan": _marenzan_cases}


# -- the statistics file (stats.json) ------------------------------------------------------

HOSTILE_NAMES = ("x" * 200, "line one\nline two", "tab\tbell\x07esc\x1b[31m", "\u202eevil", " " * 30, "",
                 "名前" * 50, "\x00\x01\x02")


def stats_entry(number: int = 0, **changes) -> dict:
    """One finished Requiem game as the statistics file keeps it."""
    entry = {"key": f"{number:020d}", "game": "requiem", "seats": [["Ann", "human"], ["Bot 1", "normal"],
             ["Bot 2", "normal"]], "winners": [0, 1, 2], "ending": "requiem.ending.happy", "reason": "",
             "scores": [3, 3, 3], "length": 120 + number, "when": 1_700_000_000.0 + number * 3600}
    entry.update(changes)
    return entry


def stats_body(*entries: dict) -> dict:
    from game.engine.stats import STATS_FORMAT, STATS_VERSION

    return {"format": STATS_FORMAT, "version": STATS_VERSION, "games": list(entries or (stats_entry(0),
                                                                                         stats_entry(1)))}


def _stats_text(*entries: dict) -> Writer:
    return _text(json.dumps(stats_body(*entries)))


def _stats_raw(entry_text: str) -> Writer:
    """An entry written as raw JSON text (for what json.dumps cannot write: NaN, huge literals)."""
    good = json.dumps(stats_body(stats_entry(0)))
    return _text(good.replace('"games": [', f'"games": [{entry_text}, ', 1))


def _oversize_stats(path: Path) -> None:
    from scenes.kit.records import STATS_CAP

    with open(path, "wb") as out:
        out.truncate(STATS_CAP + 1)


def stats_cases() -> list[tuple[str, Writer]]:
    """Damaged or forged statistics files: each must be set aside with a reason."""
    big = 10 ** 400
    text = json.dumps(stats_body())
    return [
        ("when a 400-digit number", _stats_text(stats_entry(0, when=big))),
        ("when 1e308", _stats_text(stats_entry(0, when=1e308))),
        ("when negative", _stats_text(stats_entry(0, when=-1))),
        ("when NaN", _stats_raw(json.dumps(stats_entry(2)).replace('"when": 1700007200.0', '"when": NaN'))),
        ("when Infinity", _stats_raw(json.dumps(stats_entry(2)).replace('"when": 1700007200.0', '"when": Infinity'))),
        ("when a string", _stats_text(stats_entry(0, when="yesterday"))),
        ("length a 400-digit number", _stats_text(stats_entry(0, length=big))),
        ("length negative", _stats_text(stats_entry(0, length=-5))),
        ("length a float", _stats_text(stats_entry(0, length=1.5))),
        ("length true", _stats_text(stats_entry(0, length=True))),
        ("a score of 400 digits", _stats_text(stats_entry(0, scores=[big, 0, 0]))),
        ("more scores than seats", _stats_text(stats_entry(0, scores=[1] * 20))),
        ("a winner out of range", _stats_text(stats_entry(0, winners=[7]))),
        ("a winner a float", _stats_text(stats_entry(0, winners=[0.0]))),
        ("nine seats", _stats_text(stats_entry(0, seats=[["A", "human"]] * 9))),
        ("a seat not a pair", _stats_text(stats_entry(0, seats=[["A"]]))),
        ("no seats", _stats_text(stats_entry(0, seats=[]))),
        ("a seat name a number", _stats_text(stats_entry(0, seats=[[1, "human"]]))),
        ("an ending 1,000 long", _stats_text(stats_entry(0, ending="e" * 1000))),
        ("a key a list", _stats_text(stats_entry(0, key=["k"]))),
        ("an entry a list", _stats_raw("[1, 2]")),
        ("integer literal of 4,400 digits", _stats_raw('{"when": ' + "9" * 4400 + "}")),
        ("nesting 100,000 deep", _stats_raw(deep(100_000))),
        ("nesting 40 deep", _stats_raw(deep(40))),
        ("not JSON", _text("statistics, but not JSON")),
        ("binary garbage", lambda p: p.write_bytes(b"\xff\xfe\x00\x81garbage")),
        ("truncated", _text(text[: len(text) // 2])),
        ("empty", _text("")),
        ("a JSON list", _text("[1, 2, 3]")),
        ("another kind of JSON", _text('{"hello": 1}')),
        ("a newer version", _text(text.replace('"version": 1', '"version": 99'))),
        ("a version of 4,000 digits", _text(text.replace('"version": 1', '"version": ' + "9" * 4000))),
        ("games not a list", _text(json.dumps({**stats_body(), "games": {"a": 1}}))),
        ("a FIFO", _fifo),
        ("a link to /dev/zero", _dev_zero),
        ("a folder", _folder),
        ("larger than the cap", _oversize_stats),
    ]


def stats_with_hostile_names() -> Writer:
    """A well-formed statistics file whose names break every rule of the setup's name field,
    and whose numbers sit on the edge of their ranges."""
    from game.engine.stats import MAX_LENGTH, MAX_WHEN

    entries = [stats_entry(i, seats=[[name, "human"], ["Bot 1", "normal"], ["Bot 2", "normal"]])
               for i, name in enumerate(HOSTILE_NAMES)]
    entries += [stats_entry(90, when=MAX_WHEN, length=MAX_LENGTH), stats_entry(91, when=0, length=0)]
    return _text(json.dumps(stats_body(*entries)))
