"""No rule id in any text a player reads: the catalogs (every language), the rules pages, the
refusals the cores raise (said from the catalog, or from the core's English when no key says
them), and the log of seeded games at every table in both languages. Rule ids (R12, M34, T17,
A27, E27, AE4, K20) are for the code, the specs and the tests."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from game.engine.contract import IllegalAction
from scenes.kit.refusals import RULE_ID, refusal_reason
from tests.kit.test_table_kit import GAMES, open_game, play

ROOT = Path(__file__).resolve().parents[2]


def catalog_texts():
    for path in sorted((ROOT / "scenes" / "locale").glob("*.json")):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            for lang, words in (value.items() if isinstance(value, dict) else ()):
                if isinstance(words, str):
                    yield f"{path.name} {key} [{lang}]", words


def test_no_rule_id_in_the_catalogs():
    found = [f"{where}: {RULE_ID.findall(words)}" for where, words in catalog_texts() if RULE_ID.search(words)]
    assert not found, "\n".join(found)


def test_no_rule_id_on_the_rules_pages():
    found = []
    for path in sorted((ROOT / "scenes" / "rules").glob("*.md")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "![reference:" not in line and RULE_ID.search(line):
                found.append(f"{path.name}:{n}: {RULE_ID.findall(line)} {line.strip()[:90]}")
    assert not found, "\n".join(found)


def raised_refusals():
    """Every `IllegalAction(rule, message, case, args)` written in a core with literal words."""
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction"
                    and len(node.args) >= 2 and isinstance(node.args[0], ast.Constant)):
                message = node.args[1]
                words = message.value if isinstance(message, ast.Constant) else ast.unparse(message)
                case = node.args[2].value if len(node.args) > 2 and isinstance(node.args[2], ast.Constant) else ""
                yield path.parent.name, IllegalAction(node.args[0].value, str(words), case)


class _Table:
    """What `refusal_reason` reads of a table: the game, the catalog, names."""

    def __init__(self, app, game_id):
        self.app, self.game = app, type("G", (), {"id": game_id})()

    def t(self, key, **args):
        return self.app.t(key, **args)

    def seat_name(self, seat):
        return f"P{seat + 1}"

    def format_arg(self, name, value):
        return value


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_rule_id_in_a_refusal(app, lang):
    app.settings.language = lang
    found, checked = [], 0
    for game_id, exc in raised_refusals():
        try:
            # said as the table says it (scenes/kit/table.py's submit)
            said = app.t("app.table.refused", rule=exc.rule, reason=refusal_reason(_Table(app, game_id), exc))
        except (KeyError, IndexError, ValueError):
            continue  # a catalog line that needs the arguments the core passes at run time
        checked += 1
        if RULE_ID.search(said):
            found.append(f"{game_id} {exc.rule}/{exc.case}: {said}")
    assert checked > 50
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_rule_id_in_the_log(app, game_id):
    table = open_game(app, game_id)
    play(app, table, 12)
    for lang in ("en", "ja"):
        app.settings.language = lang
        table.log_view.rebuild()
        found = [line for line in table.log if RULE_ID.search(line)]
        assert not found, f"{game_id} [{lang}]: " + "\n".join(found)
