"""Issue 24, item 3: a table is parts by composition, not a tower of mixins. Every table
class inherits only the kit's TableScene (itself only a Scene): at most 4 classes of
`scenes` in its MRO, and the game's painter and gesture map are parts it owns."""

from __future__ import annotations

import pytest

from scenes.kit.table import TableScene
from scenes.tables import table_class
from scenes.tables.freetable.scene import FreeTable
from scenes.tables.plain import PlainTable

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def _scenes_classes(cls) -> list[str]:
    return [c.__qualname__ for c in cls.__mro__ if c.__module__.startswith("scenes")]


@pytest.mark.parametrize("cls", [*(table_class(g) for g in GAMES), FreeTable, PlainTable],
                         ids=[*GAMES, "freetable", "plain"])
def test_issue24_no_table_class_has_more_than_4_classes_of_scenes_in_its_mro(cls):
    assert issubclass(cls, TableScene)
    assert len(_scenes_classes(cls)) <= 4, _scenes_classes(cls)


def test_the_count_sees_a_tower_of_mixins():
    """The check above can fail: a table built from two mixins counts them."""

    class Board:
        pass

    class Gestures:
        pass

    Board.__module__ = Gestures.__module__ = "scenes.tables.example"
    tower = type("Tower", (Board, Gestures, TableScene), {"__module__": "scenes.tables.example"})
    assert len(_scenes_classes(tower)) == 5


def test_the_kit_table_inherits_only_a_scene():
    assert _scenes_classes(TableScene) == ["TableScene", "Scene"]
