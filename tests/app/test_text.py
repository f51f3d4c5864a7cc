"""No string on screen shows a `{placeholder}`, a missing argument, "1 cards" or a
lower-case sentence start: every message each game emits is rendered in both
languages with the arguments it really carries."""

import re

import pytest

from game.engine import registry
from game.engine.contract import Message
from game.engine.simcheck import play_game
from scenes.kit.i18n import MissingArgument, catalog, placeholders, tr

LANGS = ("en", "ja")
PLURAL = re.compile(r"\{(n|count|left|steps)\} (?!times\b)(\w+ )?([a-z]+s)\b|\(s\)")


def _normalised(names: set[str]) -> set[str]:
    """Enfield passes each name in both languages ('card_en', 'card_ja')."""
    return {re.sub(r"_(en|ja)$", "", name) for name in names}


def _emitted(game_id: str, games: int = 8):
    """(key, args) of every Message and every action label that seeded games reach."""
    game = registry.get(game_id)
    spread = game.max_players - game.min_players + 1
    for seed in range(games):
        session = play_game(game, game.min_players + seed % spread, seed, ("random", "simple"))
        state = game.new_game(len(session.record.seats), session.record.seed, session.record.options)
        for action in session.record.actions:
            yield action.label, dict(vars(action))
            for event in game.apply(state, action):
                if isinstance(event, Message) and event.args is not None:
                    yield event.key, dict(event.args)


def test_every_entry_uses_the_same_arguments_in_both_languages():
    differ = []
    for key, entry in catalog().items():
        forms = {name: _normalised(placeholders(entry[name])) for name in ("en", "ja", "en_one") if name in entry}
        if len({frozenset(v) for v in forms.values()}) > 1 and key != "enfield.msg.weekday":
            differ.append(f"{key}: {forms}")
    assert differ == []


def test_every_english_count_of_things_has_a_singular_form():
    lacking = [key for key, entry in catalog().items() if PLURAL.search(entry.get("en", "")) and "en_one" not in entry]
    assert lacking == []


def test_a_count_of_one_reads_singular_and_others_plural():
    key = next(k for k, e in catalog().items() if "en_one" in e and "{n}" in e["en"])
    args = {name: "x" for name in placeholders(catalog()[key]["en"])}
    assert " cards" not in tr(key, "en", **{**args, "n": 1}) or "card" in catalog()[key]["en_one"]
    assert tr(key, "en", **{**args, "n": 1}) != tr(key, "en", **{**args, "n": 2})


def test_a_missing_argument_is_an_error_under_test_and_a_question_mark_for_players(monkeypatch):
    key = next(k for k, e in catalog().items() if placeholders(e["en"]))
    with pytest.raises(MissingArgument):
        tr(key, "en")
    monkeypatch.setenv("SEVEN_TABLES_STRICT_TEXT", "0")
    shown = tr(key, "en")
    assert "{" not in shown and "?" in shown


def test_a_sentence_that_starts_with_an_argument_starts_with_a_capital():
    key = next(k for k, e in catalog().items() if e["en"].startswith("{card}"))
    args = {name: "the Slaughter King" for name in placeholders(catalog()[key]["en"])}
    assert tr(key, "en", **args).startswith("The Slaughter King")


@pytest.mark.parametrize("game_id", sorted(g for g in registry.all_games() if not registry.entry(g).example))
def test_every_message_a_game_emits_renders_whole_in_both_languages(game_id):
    seen, broken = set(), []
    for key, args in _emitted(game_id):
        if key not in catalog() or (key, tuple(sorted(args))) in seen:
            continue
        seen.add((key, tuple(sorted(args))))
        for lang in LANGS:
            try:
                shown = tr(key, lang, **args)
            except MissingArgument as exc:
                broken.append(str(exc))
                continue
            if "{" in shown or "}" in shown:
                broken.append(f"{key} ({lang}): {shown}")
    assert seen, "no message was rendered"
    assert broken == []


SEAT_NAMES = ("seat", "name", "names", "owner", "by", "player", "seats", "winners", "target", "to", "from_seat")


def test_no_template_says_player_before_a_seat_name():
    """Seats are named ("Turn 1: Player 1"), so "player {seat}" would read "player Player 1"."""
    before = re.compile(r"(player|プレイヤー)\s*\{(" + "|".join(SEAT_NAMES) + r")\}", re.IGNORECASE)
    doubled = [f"{key} ({lang})" for key, entry in catalog().items() for lang, text in entry.items()
               if before.search(text)]
    assert doubled == []


def test_T28_a_will_marker_is_counted_from_one_in_the_log():
    from game.engine.contract import Message
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.tables.tonight import TonightTable

    app = App((1280, 720), settings=Settings(), headless=True)
    session = Session.new(registry.get("tonight"), [Seat(f"P{i + 1}", "human") for i in range(4)], 3)
    table = TonightTable(app, session)
    line = table.describe(Message.of("tonight.log.will", seat=1, place=7, slot=0, by=1))
    assert "marker 1)" in line and "marker 0" not in line
    app.set_language("ja")
    assert "マーカー3" in table.describe(Message.of("tonight.log.will_hidden", seat=1, slot=2, by=1))
