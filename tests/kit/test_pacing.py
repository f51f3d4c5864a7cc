"""Following the AIs and knowing why: the AIs' pace and the pause after each AI turn, the
recap of what others did, the log grouped by turn, the ending left for the board, Undo
that says why not and what it took back, refusals by the pointer, and the irreversible
choices that ask first. Real posted events wherever a gesture is meant."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.contract import IllegalAction
from game.engine.record import Seat
from game.engine.session import Session
from scenes.kit.refusals import refusal_reason
from scenes.kit.table import PACE_LINE
from tests.gestures import answer, mouse, perform
from tests.kit.test_table_kit import GAMES, OPTIONS, PLAYERS, open_game, play, shown
from tests.privacy import expected_log, key


def settle(app, table, frames=4000):
    for _ in range(frames):
        if app.top is table and table.legal and table.settled():
            app.frame(1 / 60, [])  # the frame that offers the recap
            return
        if table.session.over:
            return
        app.frame(1 / 60, [])


def with_recap(app, game_id, seed=6, decisions=40):
    """A table with one human and AIs, at a decision of the human's with the recap up (the
    human and the AIs play up to `decisions` times until it comes, else the test is skipped)."""
    table = open_game(app, game_id, humans=(0,), seed=seed)
    for _ in range(decisions):
        play(app, table, 1)
        settle(app, table)
        if table.showing_recap() or table.session.over:
            break
    if not table.showing_recap():
        pytest.skip("the AIs never acted between two of the human's decisions")
    return table


def recap_lines(table):
    return [line for _, lines in table.recap.shown[1] for line in lines]


# -- the AIs' pace ------------------------------------------------------------------------------

def ai_turn_time(app, game_id, pace):
    """Seconds of table time from the human's decision to the human's next, AIs at `pace`."""
    app.settings.ai_pace = pace
    table = open_game(app, game_id, humans=(0,), seed=4)
    table.instant = False  # the pace itself is under test; animations stay instant
    settle(app, table)
    chooser, rng = make_bot(table.game, "random"), bot_rng(4, 9)
    table.submit(chooser.choose(table.observation, table.legal, rng))
    start, lines = app.time, len(table.log)
    for _ in range(60 * 120):
        app.frame(1 / 60, [])
        if table.session.over or (table.legal and table.settled()):
            break
    return app.time - start, len(table.log) - lines


def test_ai_lines_appear_one_at_a_time_at_the_ai_pace(app):
    """Requiem's AI half-turn (Engagement, Damage, Rescue) no longer flashes by: each line
    stays PACE_LINE alone, so slow takes longer than fast for the same moves."""
    fast, lines_fast = ai_turn_time(app, "requiem", "fast")
    app.scenes[1:] = []
    slow, lines_slow = ai_turn_time(app, "requiem", "slow")
    assert lines_fast == lines_slow and lines_slow >= 3
    assert slow - fast >= (PACE_LINE["slow"] - PACE_LINE["fast"]) * (lines_slow // 2)


def test_each_ai_line_is_shown_before_the_next_appears(app):
    app.settings.ai_pace = "normal"
    table = open_game(app, "enfield", humans=(0,), seed=4)
    table.instant = False
    settle(app, table)
    chooser, rng = make_bot(table.game, "random"), bot_rng(4, 9)
    table.submit(chooser.choose(table.observation, table.legal, rng))
    seen, when = len(table.log_panel.lines), [app.time]
    for _ in range(60 * 120):
        app.frame(1 / 60, [])
        now = len(table.log_panel.lines)
        if now != seen:
            assert now - seen <= 2, "several AI lines appeared at once"  # a line and its turn header
            seen = now
            when.append(app.time)
        if table.session.over or (table.legal and table.settled()):
            break
    gaps = [b - a for a, b in itertools.pairwise(when)]
    assert len(gaps) >= 3 and min(gaps) >= PACE_LINE["normal"] * 0.9


def test_pause_after_each_ai_turn_waits_for_continue_or_space(app):
    app.settings.pause_after_ai = True
    table = open_game(app, "requiem", humans=(0,), seed=5)  # seats 1 and 2 are AIs in a row
    for _ in range(200):
        play(app, table, 1)
        if table.ai.paused_after is not None or table.session.over:
            break
    assert table.ai.paused_after is not None, "no pause between two AIs' turns"
    steps = len(table.session.history)
    for _ in range(120):
        app.frame(1 / 60, [])
    assert len(table.session.history) == steps, "an AI played through the pause"
    perform(app, ("click", table.ai.continue_button.rect.center))
    assert table.ai.paused_after is None
    for _ in range(400):
        app.frame(1 / 60, [])
        if table.ai.paused_after is not None:
            break
    if table.ai.paused_after is not None:
        key(app, pygame.K_SPACE)
        assert table.ai.paused_after is None


def test_the_settings_page_has_the_ai_rows_and_fits_at_960x540(app):
    from scenes.shell.settings_screen import ROWS, SettingsScene
    from sprites import theme

    app.resized((960, 540))
    for lang in ("en", "ja"):
        app.set_language(lang)
        scene = SettingsScene(app)
        app.push(scene)
        app.frame(1 / 60, [])
        assert ("ai_pace", "pause_after_ai") == ROWS[7:9]
        view = app.view
        rects = [w.rect for w in scene.widgets]
        for i, row in enumerate(ROWS):
            label = theme.text_width(app.t(f"app.settings.{row}"), view.px(theme.LARGE)) / view.scale
            assert 300 + label < 630, f"{lang}: the {row} label runs into its control"
        for a, b in itertools.pairwise(rects):
            assert not a.colliderect(b), "two rows overlap"
        assert all(0 <= r.top and r.bottom <= 720 for r in rects)
        pace = scene.widgets[7]
        perform(app, ("click", (pace.rect.right - 10, pace.rect.centery)))
        assert app.settings.ai_pace == "fast"
        perform(app, ("click", scene.widgets[8].rect.center))
        assert app.settings.pause_after_ai is True
        app.settings.ai_pace, app.settings.pause_after_ai = "normal", False
        app.pop()
    app.set_language("en")


# -- the recap and the log by turn --------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_the_recap_lists_the_ais_turns_since_the_human_last_acted(app, game_id):
    table = with_recap(app, game_id, decisions=30)
    viewer = table.viewer
    history = table.session.history
    last = max(i for i, step in enumerate(history) if step.seat == viewer)
    want = [line for step in history[last + 1:] if step.seat != viewer
            for event, line in table.log_view.describe_events(table.session.events_for(step, viewer))
            if not table.opens_section(event)]  # a phase heads its lines (Requiem)
    if any(table.turn_of(e) is not None for step in history[last + 1:] for e in step.events):
        # a turn begun inside another's step is its seat's (Whisper's draw): the viewer's own is not recapped
        want = [line for seat, lines in table.log_view.told(history[last + 1:], viewer)
                if seat != viewer for line in lines]
    assert recap_lines(table) == want
    assert all(seat != viewer for seat, _ in table.recap.shown[1])
    app.frame(1 / 60, [])
    rect = table.recap.rect()
    perform(app, ("click", (rect.x + 8, rect.bottom - 6)))
    assert not table.showing_recap()


def test_the_log_is_grouped_by_turn_headers(app):
    table = open_game(app, "requiem", humans=(0,), seed=6)
    play(app, table, 6)
    settle(app, table)
    log = shown(table)
    headers = {table.log_view.turn_header(s) for s in range(3)}
    assert any(line in headers for line in log)
    assert log == expected_log(table)[-len(log):]
    for a, b in itertools.pairwise(log):
        assert not (a in headers and b in headers), "a header with no line under it"


def test_the_recap_in_hot_seat_is_the_viewers_and_leaves_with_the_viewer(app):
    """Two humans and an AI at Tonight: the recap is built from the viewer's filtered
    history only, and the next viewer never sees the last viewer's."""
    from scenes.kit.curtain import Curtain
    from tests.privacy import click_curtain_away

    table = open_game(app, "tonight", humans=(0, 1), seed=3)
    chooser, rng = make_bot(table.game, "random"), bot_rng(3, 9)
    checked = 0
    for _ in range(400):
        if table.session.over:
            break
        if isinstance(app.top, Curtain):
            assert table.recap.shown is None
            click_curtain_away(app)
            continue
        if app.top is not table:
            app.frame(1 / 60, [])
            continue
        settle(app, table)
        if table.recap.shown is not None:
            assert table.recap.shown[0] == table.viewer
            want = expected_log(table)
            assert set(recap_lines(table)) <= set(want)
            checked += 1
        if table.legal:
            table.submit(chooser.choose(table.observation, table.legal, rng))
    assert checked


# -- the ending ---------------------------------------------------------------------------------

def last_step_session(game_id, seed=2):
    """An all-human session one decision from its end, and that decision."""
    game = registry.get(game_id)
    n = PLAYERS[game_id]
    seats = [Seat(f"P{i + 1}", "human") for i in range(n)]
    probe = Session.new(game, seats, seed, OPTIONS.get(game_id, {}))
    chooser, rng = make_bot(game, "random"), bot_rng(seed, 1)
    actions = []
    while not probe.over:
        action = chooser.choose(probe.observe(probe.to_act), probe.legal(), rng)
        probe.act(action)
        actions.append(action)
    session = Session.new(game, seats, seed, OPTIONS.get(game_id, {}))
    for action in actions[:-1]:
        session.act(action)
    return session, actions[-1]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_ending_waits_for_the_last_animation_and_esc_reviews_the_table(app, game_id, tmp_path, monkeypatch):
    from scenes.kit.curtain import Curtain
    from scenes.kit.results import ResultsScene
    from tests.privacy import click_curtain_away

    monkeypatch.setenv("SEVEN_TABLES_HOME", str(tmp_path))
    session, last = last_step_session(game_id)
    table = open_game(app, game_id, session=session)
    if isinstance(app.top, Curtain):
        click_curtain_away(app)
    table.anim.instant = False
    if getattr(table, "tray", None) is not None:
        table.tray.instant = False
    assert table.submit(last) and table.session.over
    animated = table.busy()
    frames = 0
    for frames in range(1, 60 * 30):
        app.frame(1 / 60, [])
        if isinstance(app.top, ResultsScene):
            # the table is no longer updated under the ending: this is how it was when it came
            assert table.settled(), "the ending came over a moving table"
            break
    results = app.top
    assert isinstance(results, ResultsScene)
    if animated:
        assert frames > 1, "the ending did not wait for the last animation"
    key(app, pygame.K_ESCAPE)
    assert app.top is results and results.reviewing, "Esc left the ending without the board"
    app.frame(1 / 60, [mouse(app, "motion", (640, 360)), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
    perform(app, ("click", results.back_button.rect.center))
    assert not results.reviewing
    review = next(w for w in results.widgets if w.label == "app.results.review")
    perform(app, ("click", review.rect.center))
    assert results.reviewing
    key(app, pygame.K_ESCAPE)
    assert app.top is results and not results.reviewing


@pytest.mark.parametrize("game_id", GAMES)
def test_the_full_log_opens_on_review_the_table(app, game_id, tmp_path, monkeypatch):
    """Review the table: the log panel's Full log button (or L) opens the whole log over the
    final board; Esc closes it first, then leaves the review."""
    from scenes.kit.curtain import Curtain
    from scenes.kit.results import ResultsScene
    from tests.privacy import click_curtain_away

    monkeypatch.setenv("SEVEN_TABLES_HOME", str(tmp_path))
    session, last = last_step_session(game_id)
    table = open_game(app, game_id, session=session)
    if isinstance(app.top, Curtain):
        click_curtain_away(app)
    assert table.submit(last) and table.session.over
    for _ in range(600):
        app.frame(1 / 60, [])
        if isinstance(app.top, ResultsScene):
            break
    results = app.top
    assert isinstance(results, ResultsScene)
    review = next(w for w in results.widgets if w.label == "app.results.review")
    perform(app, ("click", review.rect.center))
    assert results.reviewing and table.history.place_button()
    perform(app, ("click", table.history.button.rect.center))
    assert table.history.open, "Full log did nothing on Review the table"
    assert app.top is results and results.reviewing
    key(app, pygame.K_ESCAPE)
    assert not table.history.open and results.reviewing  # Esc closed the log, not the review
    key(app, pygame.K_l)
    assert table.history.open
    key(app, pygame.K_l)
    key(app, pygame.K_ESCAPE)
    assert not results.reviewing


# -- undo ---------------------------------------------------------------------------------------

def test_undo_is_disabled_with_its_reason_then_names_what_it_took_back(app):
    table = open_game(app, "requiem", humans=(0,), seed=3)
    settle(app, table)
    button = table.undo_button
    assert not button.enabled and table.undo.refusal() == "app.table.undo.none"
    for _ in range(40):
        app.frame(1 / 60, [mouse(app, "motion", button.rect.center)])
    assert table.tooltip.text == table.t("app.table.undo.none")
    app.scenes[1:] = []
    table = open_game(app, "tonight", humans=(0,), seed=2)  # decisions there can be taken back
    chooser, rng = make_bot(table.game, "random"), bot_rng(2, 9)
    for _ in range(60):
        settle(app, table)
        if table.session.over:
            break
        table.submit(chooser.choose(table.observation, table.legal, rng))
        settle(app, table)
        if table.undo.can():
            step = next(s for s in reversed(table.session.history) if s.seat == table.viewer)
            mine = table.log_view.describe_events(table.session.events_for(step, table.viewer))
            key(app, pygame.K_z, pygame.KMOD_CTRL)
            said = table.kit_toast.text if table.kit_toast is not None else table.messages.text
            assert said == table.t("app.table.undone.what", what=mine[0][1])
            return
    pytest.skip("no decision could be taken back")


def test_undo_is_refused_in_words_while_the_ais_play(app):
    table = open_game(app, "requiem", humans=(0,), seed=3)
    table.instant = False
    settle(app, table)
    chooser, rng = make_bot(table.game, "random"), bot_rng(3, 9)
    table.submit(chooser.choose(table.observation, table.legal, rng))
    for _ in range(600):
        if table.session.to_act in table.bots:
            break
        app.frame(1 / 60, [])
    if table.session.to_act not in table.bots:
        pytest.skip("the human acts again at once")
    assert table.undo.refusal() == "app.table.undo.ai" and not table.undo.can()
    steps = len(table.session.history)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.session.history) >= steps
    assert table.kit_toast.text == table.t("app.table.undo.ai")


# -- refusals by the pointer and confirmations --------------------------------------------------

def test_a_refused_click_says_why_beside_the_pointer(app):
    """Requiem: a click on a card that cannot move now gives the rule's reason at the click."""
    table = open_game(app, "requiem", humans=(0,), seed=3)
    settle(app, table)
    sprites = table.sprites.values() if isinstance(table.sprites, dict) else table.sprites
    stuck = next(s for s in sprites if not table.gestures.card_targets(s) and 40 < s.x < 1240
                 and 40 < s.y < 680 and table.gestures.sprite_at((s.x, s.y)) is s)
    perform(app, ("click", (stuck.x, stuck.y)))
    assert table.messages.note is not None
    words, where, _ = table.messages.note
    assert words == table.gestures.why_not(stuck)
    assert abs(where[0] - stuck.x) < 2 and abs(where[1] - stuck.y) < 2


def test_an_illegal_action_from_a_gesture_gives_the_cores_reason_at_the_pointer(app):
    table = open_game(app, "marenzan", humans=(0,), seed=3)
    settle(app, table)
    stale = table.legal[0]
    chooser, rng = make_bot(table.game, "random"), bot_rng(3, 9)
    for _ in range(40):
        table.submit(chooser.choose(table.observation, table.legal, rng))
        settle(app, table)
        if stale not in table.legal:
            break
    with pytest.raises(IllegalAction) as refused:
        table.session.act(stale)  # the core refuses it with its rule (why_illegal)
    table.pointer = (300, 200)
    table.in_input = True
    assert not table.submit(stale)
    table.in_input = False
    words, where, _ = table.messages.note
    assert refusal_reason(table, refused.value) in words and where == (300, 200)


def test_propose_surrender_asks_first(app):
    from scenes.kit.dialogs import Confirm

    table = open_game(app, "marenzan", humans=(0,), seed=3)
    for _ in range(300):
        settle(app, table)
        if table.session.over:
            break
        button = next((b for b in table.gestures.action_buttons if type(getattr(b, "action", None)).__name__
                       == "ProposeSurrender"), None)
        if button is not None:
            break
        play(app, table, 1)
    else:
        button = None
    if button is None:
        pytest.skip("surrender was never offered")
    steps = len(table.session.history)
    perform(app, ("click", button.rect.center))
    assert isinstance(app.top, Confirm) and len(table.session.history) == steps
    answer(app, yes=False)  # No
    assert app.top is table and len(table.session.history) == steps
    perform(app, ("click", button.rect.center))
    answer(app, yes=True)  # Yes
    assert type(table.session.history[steps].action).__name__ == "ProposeSurrender"


def test_a_tonight_check_asks_first(app):
    from game.tonight.actions import Snipe
    from scenes.tables.tonight import TonightTable

    assert TonightTable.confirm_actions["Snipe"] == "tonight_table.confirm.check"
    table = open_game(app, "tonight", humans=(0,), seed=3)
    settle(app, table)
    table.in_input = True
    pushed = len(app.scenes)
    table.submit(Snipe())  # as a gesture: asked, not played
    table.in_input = False
    assert len(app.scenes) == pushed + 1 and app.top.question_key == "tonight_table.confirm.check"


def test_a_full_recap_never_opens_on_the_tail_of_a_wrapped_line(app):
    """When the recap holds more than fits, it drops whole lines from the top, never the start
    of a wrapped one (a row reading only "recover" under "11 earlier lines …")."""
    from scenes.kit.table_recap import Recap

    words = "Round 4: holiday — incapacitated members recover and stand up again before the month"
    lines = [f"line {i}: {words}" for i in range(12)]
    for height in range(160, 260, 6):  # the cut falls at each row of a wrapped line in turn
        recap = Recap(app, None, (0, 0, 300, height), told=lambda steps, viewer: [], header=lambda seat: f"P{seat}")
        recap.shown = (0, [(1, lines)])
        rows = recap.rows()
        assert "earlier" in rows[0][0]
        assert rows[1][0].startswith("line "), f"{height}: {rows[:3]}"  # the first row shown starts a line
