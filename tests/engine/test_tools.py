"""The engine's tools: the registry, the CLIs, and the headless rule."""

import ast
from pathlib import Path

from game import bench, simulate
from game.engine import registry

ROOT = Path(__file__).resolve().parents[2]


def test_registry_lists_the_five_games_with_titles_and_counts():
    listed = [e for e in registry.ENTRIES if not e.example]
    assert [e.id for e in listed] == ["requiem", "marenzan", "tonight", "enfield", "kami"]
    assert {(e.min_players, e.max_players) for e in listed} == {(3, 3), (1, 4), (4, 4), (2, 4), (3, 6)}
    assert all(e.title_ja and e.title_en for e in listed)


def test_every_playable_game_matches_its_registry_entry():
    for game_id, game in registry.all_games().items():
        entry = registry.entry(game_id)
        assert (game.min_players, game.max_players) == (entry.min_players, entry.max_players)
        assert game.id == game_id


def test_simulate_runs_on_the_example_game(capsys):
    assert simulate.main(["highcard", "--games", "40", "--bots", "simple,random", "--check"]) == 0
    out = capsys.readouterr().out
    assert "40 games (0 faults)" in out and "highcard.ending" in out


def test_simulate_refuses_an_unknown_game(capsys):
    assert simulate.main(["chess"]) == 2


def test_bench_reports_decisions_per_second(capsys):
    assert bench.main(["highcard", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "highcard" in out and "random" in out and "simple" in out


def test_no_rules_core_imports_the_front_end():
    banned = {"pygame", "pymunk", "scenes", "sprites", "sounds"}
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            if any(n.split(".")[0] in banned for n in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_no_module_level_random_in_the_cores():
    offenders = [str(p) for p in (ROOT / "game").rglob("*.py")
                 if "import random" in p.read_text(encoding="utf-8") or "from random" in p.read_text(encoding="utf-8")]
    assert offenders == []
