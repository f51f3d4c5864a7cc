"""Issue 24, item 2: the front end has no import circle, and no shell screen imports
another one (screens open each other through the app's router, scenes/shell/routes.py).
The rules cores under game/ have no import circle either. The graph counts imports inside
functions too: they would only hide a circle (a module named in a string and imported with
importlib, as the search finds a game's evaluation, is not an import the graph sees)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

SCENES = Path(__file__).resolve().parents[2] / "scenes"
GAME = SCENES.parent / "game"


def modules(root: Path = SCENES) -> dict[str, Path]:
    found = {}
    for path in root.rglob("*.py"):
        name = ".".join(path.relative_to(root.parent).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _targets(mods: dict[str, Path], current: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        package = current if mods[current].name == "__init__.py" else current.rsplit(".", 1)[0]
        parts = package.split(".")
        base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    return [f"{base}.{alias.name}" if f"{base}.{alias.name}" in mods else base for alias in node.names]


def import_graph(root: Path = SCENES) -> dict[str, set[str]]:
    """Module -> the modules of `root` it imports, anywhere in the file (functions included)."""
    mods = modules(root)
    graph = {}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] = {target for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))
                       for target in _targets(mods, name, node) if target in mods and target != name}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return found


def screen_modules() -> set[str]:
    """Shell modules that define a screen (a class deriving from the kit's Scene)."""
    import importlib

    from scenes.kit.scene import Scene

    screens = set()
    for name in modules():
        if not name.startswith("scenes.shell.") or name == "scenes.shell.__main__":
            continue
        module = importlib.import_module(name)
        if any(isinstance(v, type) and issubclass(v, Scene) and v.__module__ == name for v in vars(module).values()):
            screens.add(name)
    return screens


def test_issue24_the_circle_finder_sees_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_issue24_scenes_has_no_import_circle():
    assert circles(import_graph()) == []


def test_the_game_cores_have_no_import_circle():
    assert circles(import_graph(GAME)) == []


def test_the_graph_sees_an_import_inside_a_function():
    graph = import_graph(GAME)
    assert "game.engine.registry" in graph["game.engine.search"]  # `from . import registry` in evaluator_of


def test_issue24_the_kit_and_the_tables_import_no_shell_module():
    graph = import_graph()
    below = {m: sorted(t for t in targets if t.startswith("scenes.shell"))
             for m, targets in graph.items() if m.startswith(("scenes.kit", "scenes.tables"))}
    assert {m: t for m, t in below.items() if t} == {}


def test_issue24_no_shell_module_but_the_routes_imports_a_screen():
    screens = screen_modules()
    assert {"scenes.shell.menu", "scenes.shell.setup", "scenes.shell.crash"} <= screens  # the finder finds them
    graph = import_graph()
    importers = {m: sorted(graph[m] & screens) for m in graph
                 if m.startswith("scenes.shell") and m != "scenes.shell.routes"}
    assert {m: t for m, t in importers.items() if t} == {}


def test_issue24_every_route_opens_a_scene(app):
    from scenes.kit.scene import Scene
    from scenes.shell.routes import ROUTES

    assert {"menu", "setup", "settings", "statistics", "replays", "replay", "rules", "about", "crash",
            "freetable", "new_game"} <= set(ROUTES)
    assert isinstance(app.open("menu"), Scene) and app.scenes == [app.top]
    setup = app.open("setup", "requiem", seed=3)
    assert app.top is setup and setup.seed == 3 and len(app.scenes) == 2
    assert app.open("menu") is app.top and len(app.scenes) == 1  # the menu is the root


SCENE_FILE_LINES = 500


def long_files(root: Path, limit: int = SCENE_FILE_LINES) -> dict[str, int]:
    """Python files under `root` of `limit` lines or more, with their line counts."""
    counts = {str(path.relative_to(root.parent)): len(path.read_text(encoding="utf-8").splitlines())
              for path in sorted(root.rglob("*.py"))}
    return {name: n for name, n in counts.items() if n >= limit}


def test_the_line_count_sees_a_long_file(tmp_path):
    (tmp_path / "scenes").mkdir()
    (tmp_path / "scenes" / "long.py").write_text("x = 1\n" * SCENE_FILE_LINES)
    (tmp_path / "scenes" / "short.py").write_text("x = 1\n" * (SCENE_FILE_LINES - 1))
    assert long_files(tmp_path / "scenes") == {"scenes/long.py": SCENE_FILE_LINES}


def test_every_scene_file_is_under_500_lines():
    assert long_files(SCENES) == {}
