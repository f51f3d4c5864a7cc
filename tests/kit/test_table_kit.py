"""The base table every game stands on: Esc, the pause menu, drags and selections
cancelled, the log (growing, rebuilt on Resume), tooltips from the pointer, the
public view while AIs act, and the per-game describer of card movements."""

from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.contract import CardMoved, Message, events_for
from game.engine.record import Seat, parse_record, replay
from game.engine.session import Session
from tests.gestures import close_recap, mouse, perform
from tests.privacy import click_curtain_away, key
from tests.stand_in import push_instant

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")
PLAYERS = {"requiem": 3, "marenzan": 2, "tonight": 4, "enfield": 2, "kami": 3}
OPTIONS = {"marenzan": {"turn_limit": 10}, "kami": {"rounds": 1}, "tonight": {"turn_limit": 10}}


def open_game(app, game_id, humans=(0,), seed=3, players=None, session=None):
    from scenes.kit.curtain import Curtain
    from scenes.tables import table_class

    if session is None:
        n = players or PLAYERS[game_id]
        seats = [Seat(f"P{i + 1}", "human" if i in humans else "random") for i in range(n)]
        session = Session.new(registry.get(game_id), seats, seed, OPTIONS.get(game_id, {}))
    table = table_class(game_id)(app, session)
    push_instant(app, table)
    if isinstance(app.top, Curtain):
        click_curtain_away(app)
    return table


def play(app, table, decisions, seed=1, until=None):
    """Let the human decide at random (through `submit`) and the bots play, `decisions` times."""
    chooser = make_bot(table.game, "random")
    rng = bot_rng(seed, 9)
    made = 0
    for _ in range(20_000):
        if table.session.over or made >= decisions or (until is not None and until(table)):
            return made
        if app.top is not table:
            app.frame(1 / 60, [])
            continue
        if table.legal and not table.busy():
            table.submit(chooser.choose(table.observation, table.legal, rng))
            made += 1
            continue
        app.frame(1 / 60, [])
    return made


def shown(table):
    return [line for line, warning in table.log_panel.lines if not warning]


# -- Esc and the pause menu ------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_esc_opens_the_pause_menu_at_every_table(app, game_id):
    from scenes.kit.dialogs import PauseMenu

    table = open_game(app, game_id)
    play(app, table, 1)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    key(app, pygame.K_ESCAPE)  # and Esc closes it again
    assert app.top is table


def test_esc_opens_the_pause_menu_at_the_free_table(app):
    from scenes.kit.dialogs import PauseMenu
    from scenes.tables.freetable.scene import FreeTable

    table = FreeTable(app, hands=1, seed=2, fresh=True)
    app.push(table)
    app.frame(1 / 60, [])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


def test_marenzan_has_a_menu_button(app):
    from scenes.kit.dialogs import PauseMenu

    table = open_game(app, "marenzan")
    perform(app, ("click", table.menu_button.rect.center))
    assert isinstance(app.top, PauseMenu)


def test_esc_mid_drag_in_enfield_puts_the_piece_back_and_drops_nothing(app):
    """Esc while the piece is carried: no pause menu over a frozen piece, and the later
    release neither moves it nor says it was refused."""
    from game.enfield.actions import Move, Roll
    from scenes.kit.dialogs import PauseMenu
    from scenes.tables.enfield.town import square_centre

    table = open_game(app, "enfield", seed=5)
    play(app, table, 60, until=lambda t: any(isinstance(a, (Move, Roll)) for a in t.legal))
    if any(isinstance(a, Roll) for a in table.legal):
        table.submit(Roll())
        play(app, table, 0)
        for _ in range(10):
            app.frame(1 / 60, [])
    assert any(isinstance(a, Move) for a in table.legal)
    piece = table.pieces[table.viewer]
    home = (piece.x, piece.y)
    target = square_centre(min(table.gestures.destinations()))
    app.frame(1 / 60, [mouse(app, "down", (piece.x, piece.y - 12))])
    for i in range(1, 5):
        app.frame(1 / 60, [mouse(app, "motion", (piece.x + (target[0] - piece.x) * i / 8,
                                                 piece.y - 12 + (target[1] - piece.y) * i / 8))])
    assert table.gestures.dragging_piece
    key(app, pygame.K_ESCAPE)
    assert app.top is table and not table.gestures.dragging_piece
    before = len(table.session.record.actions)
    app.frame(1 / 60, [mouse(app, "motion", target), mouse(app, "up", target)])
    assert len(table.session.record.actions) == before  # no phantom drop
    assert (piece.x, piece.y) == home
    assert table.kit_toast.time == 0 or "refused" not in table.kit_toast.text.lower()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    key(app, pygame.K_ESCAPE)
    app.frame(1 / 60, [mouse(app, "motion", target)])
    assert not table.gestures.dragging_piece and (piece.x, piece.y) == home


def test_esc_mid_drag_at_the_free_table_returns_the_card(app):
    from scenes.tables.freetable.scene import FreeTable

    table = FreeTable(app, hands=1, seed=2, fresh=True)
    table.anim.instant = True
    app.push(table)
    app.frame(1 / 60, [])
    top = max((s for s in table.sprites.values() if s.zone == "pile"), key=lambda s: s.index)
    home = (top.x, top.y)
    app.frame(1 / 60, [mouse(app, "down", home)])
    for i in range(1, 6):
        app.frame(1 / 60, [mouse(app, "motion", (home[0] + 60 * i, home[1] + 40 * i))])
    assert table.drag.active
    key(app, pygame.K_ESCAPE)
    assert app.top is table and not table.drag.holding
    before = len(table.session.record.actions)
    app.frame(1 / 60, [mouse(app, "up", (home[0] + 300, home[1] + 200))])
    for _ in range(5):
        app.frame(1 / 60, [])
    assert len(table.session.record.actions) == before
    assert (round(top.x), round(top.y)) == (round(home[0]), round(home[1]))


def test_esc_mid_selection_drops_it_first_then_opens_the_menu(app):
    """Requiem: a card clicked (held up, waiting for its target) is put down by Esc."""
    from scenes.kit.dialogs import PauseMenu

    table = open_game(app, "requiem", humans=(0, 1, 2))

    def draggable(t):
        return any((g := t.next_gesture(a)) is not None and g[0] == "drag" for a in t.legal)

    play(app, table, 40, until=draggable)
    action = next(a for a in table.legal if (g := table.next_gesture(a)) is not None and g[0] == "drag")
    start = table.next_gesture(action)[1]
    perform(app, ("click", start))
    assert table.gestures.selected is not None
    key(app, pygame.K_ESCAPE)
    assert table.gestures.selected is None and app.top is table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


def test_esc_mid_selection_in_marenzan(app):
    from scenes.kit.dialogs import PauseMenu

    table = open_game(app, "marenzan", players=1)
    play(app, table, 40, until=lambda t: t.legal and any(s.zone == "party" for s in t.sprites.values()))
    card = next(s for s in table.sprites.values() if s.zone == "party")
    perform(app, ("click", (card.x, card.y)))
    assert table.gestures.selected == [card.key]
    key(app, pygame.K_ESCAPE)
    assert table.gestures.selected == [] and app.top is table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


# -- the log ------------------------------------------------------------------------------------

def test_the_log_keeps_growing_past_two_hundred_lines(app):
    """Marenzan's copy-by-index froze at 200 lines; the kit's panel shows the newest."""
    table = open_game(app, "marenzan")
    for i in range(260):
        table.log_view.narrate([Message.of("app.table.die", die="d", value=i)])
        app.frame(1 / 60, [])
    assert shown(table)[-1] == table.t("app.table.die", die="d", value=259)
    assert len(table.log_view.lines) >= 260 and len(table.log_panel.lines) >= 260


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_after_resume_equals_the_log_before(app, game_id):
    table = open_game(app, game_id, seed=4)
    play(app, table, 25)
    before = shown(table)
    assert before
    session = table.session
    record = parse_record(session.record.dumps(), {session.game.id: session.game})
    reopened = Session(session.game, record, replay(record, session.game))
    while len(app.scenes) > 1:
        app.pop()
    from scenes.tables import table_class

    again = table_class(game_id)(app, reopened)
    app.push(again)  # as the menu's Resume does; no frame yet, so no bot has moved since
    assert again.viewer == table.viewer
    assert shown(again) == before


def test_undo_takes_its_lines_out_of_the_log(app):
    table = open_game(app, "tonight", humans=(0,), seed=2)
    chooser = make_bot(table.game, "random")
    rng = bot_rng(2, 9)
    for _ in range(40):
        play(app, table, 1)
        for _ in range(2000):
            if table.legal and not table.busy() or table.session.over:
                break
            app.frame(1 / 60, [])
        if table.session.over:
            break
        before = shown(table)
        table.submit(chooser.choose(table.observation, table.legal, rng))
        if table.undo.can():
            key(app, pygame.K_z, pygame.KMOD_CTRL)
            assert shown(table) == before
            return
    pytest.skip("no decision could be taken back")


def test_a_language_change_rewrites_the_log(app):
    table = open_game(app, "kami", seed=3)
    play(app, table, 6)
    english = shown(table)
    app.set_language("ja")
    table.resume()
    japanese = shown(table)
    assert len(japanese) == len(english) and japanese != english
    app.set_language("en")
    table.resume()
    assert shown(table) == english


# -- tooltips and the public view ---------------------------------------------------------------

def test_tooltips_follow_the_pointer_every_frame(app):
    """No motion needed: a tooltip that no longer fits what is under the pointer goes."""
    table = open_game(app, "tonight", humans=(0,), seed=5)
    sprite = next(iter(table.sprites.values()))
    app.frame(1 / 60, [mouse(app, "motion", (sprite.x, sprite.y))])
    assert table.tooltip.text
    table.tooltip.hover("a stale fact", (sprite.x, sprite.y))
    app.frame(1 / 60, [])
    assert table.tooltip.text != "a stale fact"


def test_while_ais_act_in_hot_seat_no_hand_is_face_up(app):
    """Whisper with two humans and two AIs: while an AI acts, the table is drawn for nobody."""
    table = open_game(app, "kami", humans=(0, 1), players=4, seed=6)
    seen_ai_turn = False
    chooser = make_bot(table.game, "random")
    rng = bot_rng(6, 1)
    for _ in range(6000):
        if table.session.over:
            break
        if app.top is not table:
            click_curtain_away(app)
            continue
        if table.handoff.holding:  # the human who acted watches their step: the AI waits
            assert table.viewer in (0, 1) and table.ai.thinking is None
            table.pass_screen()
            continue
        if table.session.to_act in table.bots:
            seen_ai_turn = True
            assert table.viewer is None
            for zone, sprites in table.zones.items():
                if zone.startswith("hand."):
                    assert not any(s.showing_face() for s in sprites), zone
        if table.legal and not table.busy():
            table.submit(chooser.choose(table.observation, table.legal, rng))
            continue
        app.frame(1 / 60, [])
    assert seen_ai_turn


# -- the describer ----------------------------------------------------------------------------------

def test_whisper_narrates_every_card_movement_its_viewer_sees(app):
    """A god destroyed or returned, milled cards, discards, shields lost: each public move of
    those kinds has a line, and a card drawn is named to the one who drew it only (the others read that a card was drawn)."""
    table = open_game(app, "kami", humans=(0, 1, 2), seed=1)
    game = registry.get("kami")
    kinds_seen = set()
    from scenes.kit.table import zone_parts

    for seed in range(1, 4):
        session = Session.new(game, [Seat(f"P{i}", "human") for i in range(3)], seed, {"rounds": 1})
        bots = [make_bot(game, "simple") for _ in range(3)]
        while not session.over:
            step = session.bot_move(bots[session.to_act], bot_rng(seed, session.to_act))
            for event in events_for(step.events, None):
                if isinstance(event, CardMoved) and event.card is not None:
                    kinds = (zone_parts(event.src)[0], zone_parts(event.dst)[0])
                    if kinds in table.move_lines:
                        kinds_seen.add(kinds)
                        assert table.describe(event), event
            for event in step.events:
                if isinstance(event, CardMoved) and event.src == "pile" and event.dst.startswith("hand.") and \
                        event.visible_to:
                    mine = event.seen_by(event.visible_to[0])
                    other = event.seen_by((event.visible_to[0] + 1) % 3)
                    if other.card is None:
                        assert table.card_name(event.card) in table.describe(mine)
                        told = table.describe(other)  # that a card was drawn is public (K81), not which
                        assert table.card_name(event.card) not in told and told.endswith("takes a card from the pile")
    assert {("field", "graveyard"), ("pile", "graveyard"), ("hand", "graveyard")} <= kinds_seen, kinds_seen


def test_esc_leaves_a_mode_in_tonight_before_the_menu(app):
    """The Gather (or Taxi) button puts the table in a mode waiting for a target; Esc leaves it."""
    from scenes.kit.dialogs import PauseMenu

    table = open_game(app, "tonight", seed=6)
    play(app, table, 60, until=lambda t: t.legal and not t.busy() and any(
        type(a).__name__ in ("GatherInfo", "Taxi") for a in t.legal))
    action = next(a for a in table.legal if type(a).__name__ in ("GatherInfo", "Taxi"))
    mode = "gather" if type(action).__name__ == "GatherInfo" else "taxi"
    button = next(b for b in table.action_buttons if b.spec_label == table.t(f"tonight_table.{mode}"))
    close_recap(app, table)  # read: the click goes to the table
    perform(app, ("click", button.rect.center))
    assert table.gestures.mode == mode
    key(app, pygame.K_ESCAPE)
    assert table.gestures.mode is None and app.top is table
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
