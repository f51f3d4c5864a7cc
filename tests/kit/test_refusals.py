"""Issue 13: every refused move is said in words a player understands, in both languages.

Seeded games are walked with random bots; at each step illegal actions are derived from
the legal ones (moves of earlier steps, fields changed) and refused by the core. Each
refusal must have a catalog line (scenes/locale/refusals.json), and said at a real table
it must leave no placeholder, read in Japanese without English words, and name seats
by their shown (1-based) names.
"""

from __future__ import annotations

import copy
import dataclasses
import re
import string

import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.contract import IllegalAction, fields_as_declared
from game.engine.record import Seat
from game.engine.session import Session
from scenes.kit.i18n import catalog, default_seat_name, placeholders
from scenes.kit.refusals import SEAT_ARGS, refusal_key, refusal_reason
from tests.kit.test_table_kit import GAMES, OPTIONS, PLAYERS, open_game

WALKED = (*GAMES, "freetable")
SEEDS = (1, 2)
STEPS = 120  # decisions walked a game (short games on two shared cores)


def mutations(action, pool: list) -> list:
    """Near misses of a legal action: each field changed to a value of its kind that the
    game uses elsewhere (another card, seat, column …), a number off by one or far off."""
    out = []
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        if isinstance(value, bool):
            candidates = [not value]
        elif isinstance(value, int):
            candidates = [value + 1, value - 1, value + 7]
        elif isinstance(value, str):
            candidates = [getattr(a, field.name) for a in pool if isinstance(getattr(a, field.name, None), str)][:6]
        elif isinstance(value, tuple):
            candidates = [(), value[::-1], value + value[:1]] if value else []
        else:
            candidates = []
        for candidate in candidates:
            if candidate != value:
                try:
                    out.append(dataclasses.replace(action, **{field.name: candidate}))
                except (TypeError, ValueError):
                    pass
    return out


def walk_refusals(game_id: str) -> list[IllegalAction]:
    """The refusals a walk of seeded games draws from the core, one per (rule, case, key)."""
    game = registry.get(game_id)
    found: dict[tuple, IllegalAction] = {}
    for seed in SEEDS:
        players = PLAYERS.get(game_id, 3)
        seats = [Seat(default_seat_name(i, "en"), "random") for i in range(players)]
        session = Session.new(game, seats, seed, OPTIONS.get(game_id, {}))
        bot, rng = make_bot(game, "random"), bot_rng(seed, 0)
        seen: list = []
        for _ in range(STEPS):
            if session.over:
                break
            legal = session.legal()
            some = list(legal[:6])
            probes = [a for a in seen[-12:] if a not in legal]
            for action in some:
                probes += mutations(action, seen + some)
            for probe in probes:
                if probe in legal or not fields_as_declared(probe):  # another legal action, or a field
                    continue  # of another type (the engine's action-types refusal: tests/engine)
                try:
                    game.apply(session.state, probe)
                except IllegalAction as exc:
                    found.setdefault((exc.rule, exc.case, tuple(sorted(exc.arguments))), exc)
                else:
                    raise AssertionError(f"{game_id}: {probe} is not legal and was accepted")
            action = bot.choose(session.observe(session.to_act), legal, rng)
            session.act(action, legal)
            seen = [*seen, *some[:3]][-40:]
    return list(found.values())


@pytest.fixture(scope="module")
def refusals() -> dict[str, list[IllegalAction]]:
    return {game_id: walk_refusals(game_id) for game_id in WALKED}


# letters a Japanese refusal may show: rule ids, card ranks/numerals and the Roman suit numbers
ALLOWED_ASCII = re.compile(r"\b([RMTEKFH]\d+|[IVX]+|[AJQK]|\d+[IVX]*)\b")


def open_table(app, game_id):
    if game_id == "freetable":
        from scenes.tables.freetable.scene import FreeTable

        table = FreeTable(app, hands=3, fresh=True)
        app.push(table)
        table.handoff.curtain_up = False
        return table
    return open_game(app, game_id, humans=(0,), seed=3)


@pytest.mark.parametrize("game_id", WALKED)
def test_every_refusal_a_walk_draws_has_a_catalog_line(refusals, game_id):
    drawn = refusals[game_id]
    assert len(drawn) >= 2, f"{game_id}: the walk drew too few refusals to test ({len(drawn)})"
    missing = [f"{e.rule}/{e.case}: {e.message}" for e in drawn if refusal_key(game_id, e, catalog().__contains__) is None]
    assert not missing, f"{game_id}: refusals said only in the core's English: {missing}"


@pytest.mark.parametrize("game_id", WALKED)
def test_refusals_at_the_table_read_in_the_players_language(app, refusals, game_id, monkeypatch):
    monkeypatch.setenv("SEVEN_TABLES_STRICT_TEXT", "1")  # a missing argument raises
    table = open_table(app, game_id)
    for language in ("en", "ja"):
        app.set_language(language)
        for exc in refusals[game_id]:
            words = table.t("app.table.refused", rule=exc.rule, reason=refusal_reason(table, exc))
            assert "{" not in words and "}" not in words and "?" not in words, words
            for name, value in exc.arguments.items():
                if name in SEAT_ARGS:
                    assert table.seat_name(value) in words, words  # 'Player 2' for seat 1
            assert not re.search(r"\bseat \d", words), words
            if language == "ja":
                assert exc.message not in words, f"the core's English is shown: {words}"
                rest = ALLOWED_ASCII.sub("", words)
                assert not re.search(r"[A-Za-z]{2,}", rest), f"English inside Japanese: {words}"


@pytest.mark.parametrize("game_id", WALKED)
def test_a_refused_submit_is_said_in_japanese_in_the_log(app, game_id):
    table = open_table(app, game_id)
    app.set_language("ja")
    chooser, rng = make_bot(table.game, "random"), bot_rng(5, 9)
    found = _refused_pass_to_oneself(table) if game_id == "freetable" else None
    for _ in range(0 if found else 3000):
        if app.top is not table or not table.legal or table.busy():
            app.frame(1 / 60, [])
            continue
        found = _refused_near_miss(table)
        if found is not None:
            break
        table.submit(chooser.choose(table.observation, table.legal, rng))
    assert found is not None, f"{game_id}: no near miss of a legal action was refused"
    probe, refused = found
    assert not table.submit(probe)
    said = table.log[-1]
    assert said == app.t("app.table.refused", rule=refused.rule, reason=refusal_reason(table, refused))
    assert said.startswith("できません：") and refused.message not in said and refused.rule not in said


def _refused_pass_to_oneself(table):
    """The Free Table's moves go almost anywhere: its near miss passes the table to oneself (F9)."""
    from game.freetable.rules import PassTo

    probe = PassTo(table.session.to_act)
    try:
        table.game.apply(copy.deepcopy(table.session.state), probe)
    except IllegalAction as exc:
        return probe, exc
    return None


def _refused_near_miss(table):
    """(a near miss of one of the viewer's legal actions, the core's refusal of it) or None."""
    legal = table.legal
    some = list(legal[:20])
    for action in some:
        for probe in mutations(action, some):
            if probe in legal:
                continue
            try:
                table.game.apply(copy.deepcopy(table.session.state), probe)
            except IllegalAction as exc:
                return probe, exc
    return None


def test_every_refusal_line_has_both_languages_and_the_same_arguments():
    lines = {k: v for k, v in catalog().items() if k.startswith("refusal.")}
    assert len(lines) > 100
    for key, entry in lines.items():
        assert entry.get("en") and entry.get("ja"), key
        assert placeholders(entry["en"]) == placeholders(entry["ja"]), key
        for form in entry.values():
            list(string.Formatter().parse(form))  # well formed


def test_every_literal_refusal_in_the_cores_has_a_line_with_its_arguments():
    """Static: each IllegalAction("<rule>", message, case, args) written in game/ resolves to a
    catalog line whose placeholders are among the arguments the call gives."""
    import pathlib

    has = catalog().__contains__
    unresolved = []
    for game_id, path in (("requiem", "game/requiem/rules.py"), ("kami", "game/kami/rules.py"),
                          ("marenzan", "game/marenzan/rules.py"), ("enfield", "game/enfield/rules.py"),
                          ("tonight", "game/tonight/rules.py"), ("freetable", "game/freetable/rules.py"),
                          ("highcard", "game/examples/highcard.py")):
        source = pathlib.Path(path).read_text(encoding="utf-8")
        for call in re.finditer(r'IllegalAction\("(?P<rule>[A-Z]\d+)", (?:f?"(?:[^"\\]|\\.)*"\s*)+'
                                r'(?:, "(?P<case>\w+)")?(?:,\s*(?:args=)?\{(?P<args>(?:[^{}]|\{[^{}]*\})*)\})?', source):
            exc = IllegalAction(call["rule"], "", call["case"] or "")
            key = refusal_key(game_id, exc, has)
            if key is None:
                unresolved.append(f"{game_id} {call['rule']}/{call['case']}")
                continue
            given = set(re.findall(r'"(\w+)":', call["args"] or ""))
            needed = placeholders(catalog()[key]["en"])
            assert needed <= given, f"{key} needs {needed - given} from {path}"
    assert not unresolved, unresolved


def test_every_rule_a_core_names_at_run_time_has_a_line():
    """Refusals whose rule or step is chosen at run time: Marenzan's per decision and action
    (M24 …), Enfield's and Tonight's 'not now, first …' per phase, Whisper's per decision."""
    from game.enfield.rules import _PHASE_RULE, _STEP_RULE
    from game.marenzan.rules import ACTION_RULES, ANSWERS

    has = catalog().__contains__
    marenzan = {rule for _, rule in ANSWERS.values()} | set(ACTION_RULES.values()) | {"M24", "M33", "M35", "M68"}
    missing = [r for r in sorted(marenzan) if refusal_key("marenzan", IllegalAction(r, ""), has) is None]
    missing += [f"enfield {s}" for s in [*_PHASE_RULE, *_STEP_RULE] if not has(f"refusal.enfield.must.{s}")]
    tonight = ("setup_position", "setup_heroine", "heroine", "turn_end", "block", "give")
    missing += [f"tonight {p}" for p in tonight if not has(f"refusal.tonight.await.{p}")]
    missing += [f"tonight {k}" for k in ("gather", "walk", "taxi", "attack", "check") if not has(f"refusal.tonight.kind.{k}")]
    assert has("refusal.kami.decision") and has("refusal.requiem.phase")
    assert not missing, missing
