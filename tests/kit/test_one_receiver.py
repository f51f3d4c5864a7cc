"""Issue 38, one input, one receiver: an event reaches exactly one layer. While the recap
("Since your last move") shows it takes every click and key, and the click or key that
closes it does nothing else; a curtain takes only a press that began after it was drawn;
Undo pressed as the hand-off notice runs out takes its own click. Real posted events at the
real tables."""

from __future__ import annotations

import pygame
import pytest

from game.engine.bots import bot_rng, make_bot
from scenes.kit.curtain import Curtain
from scenes.kit.table_keys import _key
from tests.gestures import close_recap, mouse
from tests.kit.test_pacing import settle, with_recap
from tests.kit.test_table_kit import GAMES, open_game, play
from tests.privacy import click_curtain_away, key, table_app
from tests.stand_in import push_instant


def clicks(table) -> list[tuple[float, float]]:
    """Where a click would make (or start) one of the viewer's legal actions."""
    gestures = [table.next_gesture(a) for a in table.legal]
    return [g[1] for g in gestures if g is not None and g[0] == "click"]


def recap_over(app, table, point) -> None:
    """The recap moved so that its corner ("Click to close") lies over `point`, as the
    Japanese recap came to lie over the Restaurant."""
    rect = table.recap.rect()
    table.recap.box = (round(point[0]) - rect.w + 30, round(point[1]) - 20, rect.w, rect.h)
    assert table.recap.rect().collidepoint(point)
    app.frame(1 / 60, [])


class Spy:
    """Counts what the table below the recap was given: its gestures and its widgets' events."""

    def __init__(self, table, monkeypatch):
        self.calls: list[str] = []
        gesture = table.gesture

        def spying(event):
            self.calls.append(pygame.event.event_name(event.type))
            gesture(event)
        monkeypatch.setattr(table, "gesture", spying)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_recap_takes_every_click_and_key_and_the_one_that_closes_it_does_nothing_else(app, game_id, monkeypatch):
    """A click on the recap over something the table offers; a press on it released on the
    table; Esc (no pause menu) and every other key: each closes the recap, and the table below
    is given nothing (no move, no mode). H alone goes on: it closes the recap and asks for
    the hint, which plays nothing (tests/kit/test_hint_reaches.py)."""
    table = with_recap(app, game_id)
    recap = table.recap.shown
    points = clicks(table)
    spy = Spy(table, monkeypatch)
    moves, items = len(table.session.history), [i.at for i in table.focus.items()]
    if points:
        recap_over(app, table, points[0])
        app.frame(1 / 60, [mouse(app, "motion", points[0]), mouse(app, "down", points[0]),
                           mouse(app, "up", points[0])])
        assert not table.showing_recap(), "the click on the recap closes it"
        assert len(table.session.history) == moves, "the click that closed the recap also made a move"
        assert spy.calls == [], f"the table below the recap was given {spy.calls}"
        assert [i.at for i in table.focus.items()] == items, "the click changed the table's mode"
        table.recap.shown = recap
        table.recap.box = type(table).recap_box
        app.frame(1 / 60, [])
        outside = [p for p in points if not table.recap.rect().collidepoint(p)]
        if outside:
            app.frame(1 / 60, [mouse(app, "down", table.recap.rect().center)])
            app.frame(1 / 60, [mouse(app, "motion", outside[0]), mouse(app, "up", outside[0])])
            assert len(table.session.history) == moves and spy.calls == [], \
                f"a press on the recap released on the table gave it {spy.calls}"
    table.recap.shown = recap
    key(app, pygame.K_ESCAPE)
    assert app.top is table, "Esc on the recap opened the pause menu"
    assert not table.showing_recap(), "Esc left the recap up"
    for code in (pygame.K_r, pygame.K_SPACE, pygame.K_TAB, pygame.K_RETURN, pygame.K_1):
        table.recap.shown = recap
        key(app, code)
        assert not table.showing_recap(), f"{pygame.key.name(code)} left the recap up"
        assert len(table.session.history) == moves, f"{pygame.key.name(code)} on the recap made a move"
        assert table.focus.hint_action is None, f"{pygame.key.name(code)} on the recap asked for a hint"
    assert spy.calls == [], f"the table below the recap was given {spy.calls}"
    table.recap.shown = recap
    key(app, pygame.K_h)
    assert not table.showing_recap() and len(table.session.history) == moves, "H on the recap made a move"
    assert table.focus.hint_action is None or table.focus.hint_action in table.legal


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tonight_a_click_on_the_recap_over_a_place_moves_nobody(lang):
    """Tonight: the recap's "Click to close" over a place the viewer may move to (or put
    the Heroine on): the click closes the recap and nobody moves (in Japanese the recap came
    to lie over the Restaurant, and a click there moved the Heroine)."""
    from scenes.tables.tonight.layout import place_xy

    app = table_app(lang=lang)
    for seed in range(6, 30):
        table = with_recap(app, "tonight", seed=seed)
        places = sorted(table.gestures.place_targets)
        if places:
            break
        app.pop()
    else:
        pytest.skip("no recap over a decision made on a place")
    at = place_xy(places[0])
    recap_over(app, table, at)
    moves = len(table.session.history)
    app.frame(1 / 60, [mouse(app, "motion", at), mouse(app, "down", at), mouse(app, "up", at)])
    assert not table.showing_recap()
    made = table.session.history[moves:]
    assert not made, f"a click on the recap made {[s.action for s in made]} (place {places[0]})"


# -- the curtain ------------------------------------------------------------------------------------

def test_a_curtain_takes_only_a_press_that_began_after_it_was_drawn():
    app = table_app()
    lifted = []
    curtain = Curtain(app, "Mio", lambda: lifted.append(True))
    centre = app.view.point(640, 360)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)])  # the press began below
    app.push(curtain)
    for _ in range(40):
        app.frame(1 / 60, [])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    assert app.top is curtain and not lifted, "the release of a press begun before the curtain lifted it"
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    assert lifted, "a whole click on the drawn curtain lifts it"


def test_a_fresh_curtain_ignores_input_for_a_moment():
    app = table_app()
    lifted = []
    curtain = Curtain(app, "Mio", lambda: lifted.append(True))
    app.push(curtain)
    app.frame(1 / 60, [])
    centre = app.view.point(640, 360)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    key(app, pygame.K_SPACE)
    assert not lifted, "a click or key in the curtain's first moment lifted it"


def hold_with_undo(app, seed=1):
    """Enfield hot seat, Kai and Mio: Kai has just acted, and the screen shows Kai's step
    ("Mio's turn, handing over shortly") with Undo enabled."""
    from game.engine import registry
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.tables import table_class

    session = Session.new(registry.get("enfield"), [Seat("Kai", "human"), Seat("Mio", "human")], seed, {})
    table = table_class("enfield")(app, session)
    push_instant(app, table)
    bot, rng = make_bot(table.game, "random"), bot_rng(seed, 9)
    for _ in range(600):
        if isinstance(app.top, Curtain):
            click_curtain_away(app)
        elif app.top is not table:
            app.frame(1 / 60, [])
        elif table.handoff.holding and table.undo.can():
            return table
        elif table.legal and not table.busy():
            table.submit(bot.choose(table.observation, table.legal, rng))
        else:
            app.frame(1 / 60, [])
    pytest.skip("no hand-off with Undo enabled")


def test_enfield_undo_pressed_as_the_hand_off_notice_runs_out_is_taken_back(app):
    """The press on Undo began while the acting player watched their step; the notice ran
    out while the button was held. The release is Undo's: the decision is taken back, the
    curtain is not lifted by it, and the other player's hand is never drawn for this one."""
    table = hold_with_undo(app)
    actor, moves = table.viewer, len(table.session.history)
    button = table.undo.buttons(table.controls())[0]
    at = button.rect.center
    app.frame(1 / 60, [mouse(app, "motion", at), mouse(app, "down", at)])
    viewers = set()
    for _ in range(240):  # four seconds held: longer than the notice's two
        app.frame(1 / 60, [])
        viewers.add(table.viewer)
    app.frame(1 / 60, [mouse(app, "up", at)])
    viewers.add(table.viewer)
    assert len(table.session.history) < moves, "the Undo pressed as the notice ran out never happened"
    assert table.viewer == actor and not table.curtain_up and app.top is table
    assert viewers <= {actor, None}, f"the table was drawn for {viewers - {actor, None}} while {actor} held Undo"


# -- questions default to No ------------------------------------------------------------------------

def test_a_question_defaults_to_no_enter_and_esc_answer_no():
    from scenes.kit.dialogs import Confirm
    from tests.gestures import wait_fresh

    app = table_app()
    said: list[str] = []
    for code in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
        app.push(Confirm(app, "marenzan_table.confirm.surrender", lambda: said.append("yes")))
        wait_fresh(app)
        assert app.top.button_focus is None, "the focus rests on no answer by itself"
        key(app, code)
        assert not said and not isinstance(app.top, Confirm), f"{pygame.key.name(code)} did not answer No"
    app.push(Confirm(app, "marenzan_table.confirm.surrender", lambda: said.append("yes")))
    key(app, pygame.K_TAB)  # in its first moment the question takes no key
    wait_fresh(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert said == ["yes"], "Tab onto Yes, then Enter, says Yes"


def test_marenzan_the_focus_never_rests_on_propose_surrender_by_itself(app):
    from game.marenzan.actions import ProposeSurrender

    table = open_game(app, "marenzan", humans=(0,), seed=3, players=2)
    checked = 0
    for _ in range(60):
        play(app, table, 1)
        settle(app, table)
        close_recap(app, table)
        if table.session.over:
            break
        surrender = [table.next_gesture(a) for a in table.legal if isinstance(a, ProposeSurrender)]
        if not surrender or surrender[0] is None or len(table.focus.items()) < 2:
            continue
        at = [i for i, item in enumerate(table.focus.items()) if _key(item.at) == _key(surrender[0][1])]
        # the focus left at that place by the last decision (its button stood where this one stands)
        table.focus.regather()
        table.focus.shown, table.focus.index, table.focus.was = False, at[0], surrender[0][1]
        key(app, pygame.K_TAB)  # the first key shows where the focus rests
        assert _key(table.focus.focused().at) != _key(surrender[0][1]), "the focus rests on Propose surrender"
        table.focus.focus_near(surrender[0][1])  # after a gesture made there by keys
        assert _key(table.focus.focused().at) != _key(surrender[0][1]), "the focus went to Propose surrender"
        checked += 1
    assert checked, "Propose surrender was never offered"


# -- the recap comes as the viewer's turn begins --------------------------------------------------

@pytest.mark.parametrize("game_id", ["tonight", "marenzan"])
def test_the_recap_is_up_in_the_frame_the_viewers_decision_comes(app, game_id):
    """The AIs play at their pace; in the very frame the viewer may decide again, the recap is
    already up (it used to come 2-3 s later, once every AI line had appeared)."""
    table = open_game(app, game_id, humans=(0,), seed=6)
    table.instant = False  # the AIs keep their pace, their lines appear one by one
    checked = 0
    for _ in range(4):
        play(app, table, 1)
        for _ in range(60 * 60):
            if table.session.over or table.legal and app.top is table:  # the first frame a decision is offered
                break
            app.frame(1 / 60, [])
        if table.session.over:
            break
        others = any(seat != table.viewer for seat, _ in table.recap.turns(table.viewer))
        if others:
            assert table.showing_recap(), "the viewer may decide and the recap is not up"
            checked += 1
        close_recap(app, table)
    assert checked


def test_the_recap_is_not_offered_in_the_middle_of_the_viewers_own_turn():
    """Another seat's answer within the viewer's turn (a Support asked for) is told by the log;
    the recap waits for the viewer's next turn."""
    from scenes.kit.table_recap import Recap

    class Session:
        def __init__(self):
            self.history = []

    class Step:
        def __init__(self, seat):
            self.seat = seat

    session = Session()
    recap = Recap(table_app(), session, (0, 0, 400, 400), lambda steps, viewer: [(s.seat, ["a line"]) for s in steps],
                  str)
    session.history = [Step(0)]
    recap.acted(0, ("turn of", 0, 3))
    session.history = [Step(0), Step(1)]  # seat 1 answers within seat 0's turn
    recap.offer(0, ("turn of", 0, 3))
    assert not recap.showing(0)
    session.history = [Step(0), Step(1), Step(1)]  # seat 1's own turn came, then seat 0's next
    recap.offer(0, ("turn of", 0, 4))
    assert recap.showing(0)


def test_marenzan_the_card_use_chooser_puts_the_ability_before_return_to_the_mountains(app):
    """A card dropped on a mountain may speak its ability (the Magician's Arcane Speaks) or go
    back to the mountains: the chooser's default (the gold button, first in its row) is the
    ability."""
    from game.marenzan.actions import ArcaneSpeaks, ReturnCard

    table = open_game(app, "marenzan", humans=(0,), seed=3, players=2)
    sprite = next(iter(table.sprites.values()))
    meaning = [ReturnCard(sprite.key, 2), ArcaneSpeaks(sprite.key, 2)]
    table.gestures.drop(sprite, "mountain.2", meaning, (0, 0))
    choices = [b for b in table.gestures.popup_buttons if getattr(b, "action", None) is not None]
    assert [type(b.action) for b in choices] == [ArcaneSpeaks, ReturnCard]
    assert [b.primary for b in choices] == [True, False], "Return to the Mountains is the default"


@pytest.mark.parametrize("game_id", ["marenzan", "tonight"])
def test_the_tooltip_names_what_enter_picks_after_the_items_change(app, game_id):
    """The ring shown by the keys stays on the thing it was on when the choices change, or,
    when that thing has gone, the pointer (and so the tooltip) follows the ring: Enter never
    takes another card than the one the tooltip names."""
    table = open_game(app, game_id, humans=(0,), seed=4)
    checked = 0
    for _ in range(12):
        settle(app, table)
        close_recap(app, table)
        if table.session.over or not table.focus.items():
            play(app, table, 1)
            continue
        key(app, pygame.K_TAB)
        key(app, pygame.K_TAB)  # the ring shown, on the second item
        play(app, table, 1)  # the decision is made (not by the keys); the choices change
        for _ in range(240):
            app.frame(1 / 60, [])
            if table.legal and app.top is table:
                break
        close_recap(app, table)
        app.frame(1 / 60, [])
        item = table.focus.focused()
        if table.focus.shown and item is not None and table.legal:
            assert table.pointer is not None and _key(table.pointer) == _key(item.at), \
                "the tooltip is for another place than the ring's"
            checked += 1
    assert checked


def test_the_first_click_after_a_tip_reaches_the_table(app):
    """The click that closes the first-game tips goes no further, and the next click is the
    table's, whole (its release is not taken for the tip's)."""
    app.settings.first_tips = True
    table = open_game(app, "tonight", humans=(0,), seed=6)
    settle(app, table)
    assert table.tips.showing(), "the tips are up on a first game"
    app.frame(1 / 60, [mouse(app, "down", (640, 360)), mouse(app, "up", (640, 360))])
    assert not table.tips.showing()
    button = table.hints_button  # "Marks: on"
    pressed = []
    button.on_click = lambda: pressed.append(True)
    at = button.rect.center
    app.frame(1 / 60, [mouse(app, "motion", at), mouse(app, "down", at), mouse(app, "up", at)])
    assert pressed, "the first click on a button after the tips did nothing"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_enfield_hit_your_own_member_names_no_rule_and_defaults_to_no(lang):
    import re

    from scenes.kit.dialogs import Confirm

    app = table_app(lang=lang)
    question = app.t("enfield.table.confirm_own_side")
    assert not re.search(r"\bE\d+|（?E\d+", question), f"a rule id in the question: {question}"
    said: list[str] = []
    app.push(Confirm(app, "enfield.table.confirm_own_side", lambda: said.append("yes")))
    for _ in range(20):
        app.frame(1 / 60, [])
    key(app, pygame.K_RETURN)
    assert not said and not isinstance(app.top, Confirm), "Enter struck one's own member"
