"""The Free Table's own Rules page, its first-game tips in both languages, and the keyboard:
from the menu to the table, and the new gestures (a stack's tab, Roll both) as key items."""

from __future__ import annotations

import pygame

from game.freetable.rules import Place, RollBoth, Spread
from game.freetable.state import PILE
from scenes.kit.first_tips import tips_for
from scenes.kit.i18n import catalog
from scenes.shell.rules_viewer import RulesViewer, rules_text, topics
from tests.freetable.test_keys import focus_on, settle
from tests.freetable.test_scene import open_table
from tests.privacy import key


def test_28_the_rules_viewer_lists_the_free_table_page_in_both_languages(app):
    assert "freetable" in topics()
    for lang in ("en", "ja"):
        text = rules_text("freetable", lang)
        assert text.startswith("# ") and text.count("\n## ") >= 4
    assert "Undo" in rules_text("freetable", "en") and "Pass to" in rules_text("freetable", "en")
    viewer = RulesViewer(app, "freetable")
    assert viewer.topic == "freetable"
    assert any(getattr(w, "label", None) and callable(w.label) and w.label() == "Free Table" for w in viewer.widgets)


def test_28_first_game_tips_of_the_free_table_in_both_languages():
    tips = tips_for("freetable")
    assert 3 <= len(tips) <= 5
    for tip in tips:
        words = catalog()[tip.key]
        assert words["en"].strip() and words["ja"].strip()


def test_28_the_free_table_is_reached_from_the_menu_by_keyboard(app):
    from scenes.shell.menu import MainMenu
    from scenes.tables.freetable.scene import FreeTable

    app.reset_to(MainMenu(app))
    menu = app.top
    target = next(w for w in menu.widgets if getattr(w, "label", None) == "app.menu.freetable")
    for _ in range(len(menu.widgets) + 1):  # Tab round the buttons until the ring is on the Free Table
        key(app, pygame.K_TAB)
        if menu.button_focus is not None and menu.focusable()[menu.button_focus] is target:
            break
    key(app, pygame.K_RETURN)
    assert any(isinstance(s, FreeTable) for s in app.scenes)  # under the curtain that calls Player 1


def test_28_a_stacks_tab_and_roll_both_are_key_items(app):
    table = open_table(app, hands=1, seed=12, fresh=True)
    state = table.session.state
    for _ in range(2):
        table.submit(Place(state.zones[PILE][-1], 300, 100))
    settle(app, table)
    top = state.stack(state.zones["table"][-1])[-1]
    for action in (Spread(top), RollBoth()):
        gesture = table.next_gesture(action)
        assert gesture is not None and gesture[0] == "click"
        key(app, pygame.K_TAB)
        focus_on(app, table, gesture[1])
        key(app, pygame.K_RETURN)
        assert table.session.record.actions[-1] == action
        settle(app, table)
