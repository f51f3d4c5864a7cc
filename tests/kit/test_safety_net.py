"""Issue 25, a safety net under every gesture: nothing lost by a slip, every "no" explained,
screens that agree with the game. Real posted events at the real scenes."""

from __future__ import annotations

import pygame
import pytest

from tests.app.conftest import key
from tests.gestures import close_recap
from tests.kit.test_pacing import settle, with_recap
from tests.kit.test_table_kit import GAMES, OPTIONS, PLAYERS, open_game, play

# -- Enter that closes an overlay never acts on the table below ---------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_enter_that_closes_the_recap_plays_no_move(app, game_id):
    """The ring is on the table (the player played by keys before), the AIs act, "Since
    your last move" comes up: Enter closes it and nothing else."""
    table = with_recap(app, game_id, decisions=30)
    table.focus.shown = True  # as the last key press left it
    assert table.focus.items(), "a ring with something to pick"
    table.focus.lifted = None
    moves = len(table.session.history)
    key(app, pygame.K_RETURN)
    assert not table.showing_recap()
    assert table.focus.lifted is None, "Enter lifted a card"
    assert len(table.session.history) == moves and app.top is table


# -- Whisper: "End my turn" with no god put onto the field asks first ---------------------------

def test_kami_end_my_turn_without_a_god_asks_first(app):
    from game.kami.actions import EndMain
    from scenes.kit.dialogs import Confirm
    from tests.gestures import answer, perform

    table = open_game(app, "kami", humans=(0,), seed=4)
    play(app, table, 40, until=lambda t: EndMain() in t.legal and not t.observation.god_entered and t.settled())
    assert EndMain() in table.legal
    app.frame(1 / 60, [])
    close_recap(app, table)  # read: the clicks go to the table
    button = next(b for b in table.gestures.action_buttons if b.label == "kami_table.button.EndMain")
    moves = len(table.session.history)
    perform(app, ("click", button.rect.center))
    assert isinstance(app.top, Confirm) and app.top.question_key == "kami_table.confirm.pass"
    assert len(table.session.history) == moves
    answer(app, yes=False)  # No
    assert app.top is table and len(table.session.history) == moves
    perform(app, ("click", button.rect.center))
    answer(app, yes=True)  # Yes: the pass is made
    assert len(table.session.history) > moves and isinstance(table.session.history[moves].action, EndMain)


# -- Marenzan solo: "Call for help" is never the pre-selected choice ----------------------------

def _solo_before_a_forced_fight(app):
    """A solo Marenzan table one decision (a click) before a Demon must be subjugated with no
    winning pair, and that decision."""
    from game.engine import registry
    from game.engine.record import Seat
    from game.engine.session import Session
    from game.marenzan import actions as A

    for seed in range(1, 12):
        probe = open_game(app, "marenzan", humans=(0,), players=1, seed=seed)
        play(app, probe, 300, until=lambda t: any(isinstance(a, A.CallForHelp) for a in t.legal)
             and not any(isinstance(a, A.Adventure) for a in t.legal))
        actions = list(probe.session.record.actions)
        forced = probe.observation.decision is not None and probe.observation.decision.kind == "subjugate"
        app.pop()
        if forced and not probe.session.over:
            session = Session.new(registry.get("marenzan"), [Seat("P1", "human")], seed, {"turn_limit": 10})
            for action in actions[:-1]:
                session.act(action)
            return open_game(app, "marenzan", session=session), actions[-1]
    pytest.skip("no forced fight without a winning pair in these seeds")


def test_marenzan_solo_call_for_help_is_not_preselected(app):
    """A Demon the Party cannot beat is placed by keys (after an Adventure): the focus ring then
    rests on Rout, not on a card whose only place is Call for Help (a sure Defeat with nobody
    to help); Enter routs."""
    from game.marenzan import actions as A

    table, adventure = _solo_before_a_forced_fight(app)
    app.frame(1 / 60, [])
    key(app, pygame.K_TAB)  # the ring shows
    table.focus.focus_near(table.next_gesture(adventure)[1])  # the arrows brought it to the village
    moves = len(table.session.history)
    key(app, pygame.K_RETURN)
    assert table.session.history[moves].action == adventure
    for _ in range(30):
        app.frame(1 / 60, [])
    assert any(isinstance(a, A.CallForHelp) for a in table.legal)
    key(app, pygame.K_RETURN)
    if table.focus.lifted is not None:
        key(app, pygame.K_RETURN)  # a lifted card is dropped where it goes
    assert len(table.session.history) == moves + 2
    assert isinstance(table.session.history[-1].action, A.Rout)


def test_marenzan_solo_call_for_help_asks_first(app):
    from game.marenzan import actions as A
    from scenes.kit.dialogs import Confirm
    from tests.gestures import perform

    table, adventure = _solo_before_a_forced_fight(app)
    table.submit(adventure)
    for _ in range(30):
        app.frame(1 / 60, [])
    call = next(a for a in table.legal if isinstance(a, A.CallForHelp))
    moves = len(table.session.history)
    perform(app, table.next_gesture(call))
    assert isinstance(app.top, Confirm) and app.top.question_key == "marenzan_table.confirm.call_alone"
    assert len(table.session.history) == moves


# -- Enfield battle: the chosen actor shown plainly; harming one's own side asks first ----------

def _enfield_single_actor_with_an_ally_in_reach(app):
    from game.enfield.actions import Attack

    def ready(t):
        if not t.settled() or t.show is None:
            return False
        attacks = t.legal_of(Attack)
        return len({a.actor for a in attacks}) == 1 and any(
            t.show.fighters[a.actor].side == t.show.fighters[a.target].side for a in attacks)

    for seed in range(1, 10):
        table = open_game(app, "enfield", humans=(0,), seed=seed)
        play(app, table, 400, until=ready)
        if ready(table):
            app.frame(1 / 60, [])
            return table
        app.pop()
    pytest.skip("no battle with a lone actor and an ally in reach")


def test_enfield_lone_actor_is_named_and_striking_an_ally_asks_first(app):
    from game.enfield.actions import Attack
    from scenes.kit.dialogs import Confirm
    from tests.gestures import answer, perform

    table = _enfield_single_actor_with_an_ally_in_reach(app)
    actor = table.gestures.sel["actor"]
    name = table.t(f"enfield.card.{table.show.fighters[actor].card}")
    assert name in table.gestures.battle.battle_prompt() and name in table.banner.line  # who acts, in words
    ally = next(a.target for a in table.legal_of(Attack)
                if table.show.fighters[a.target].side == table.show.fighters[actor].side and a.target != actor)
    sprite = table.battle_sprites[ally]
    moves = len(table.session.history)
    perform(app, ("click", (sprite.x, sprite.y)))
    assert isinstance(app.top, Confirm) and app.top.question_key == "enfield.table.confirm_own_side"
    assert len(table.session.history) == moves
    answer(app, yes=False)  # No: nothing happened
    assert app.top is table and len(table.session.history) == moves


def test_enfield_log_says_whose_lucan_was_hit(app):
    """Both squads have a Lucan Ashford: every line of a blow to one says whose it is."""
    from game.engine import registry
    from game.engine.contract import Message
    from game.engine.record import Seat
    from game.engine.session import Session

    seats = [Seat("Alice", "human"), Seat("Bob", "random")]
    same = {"deck": ("shieldwall", "shieldwall")}  # both squads field Lucan Ashford
    blows = []
    for seed in range(1, 8):
        table = open_game(app, "enfield", session=Session.new(registry.get("enfield"), seats, seed, same))
        play(app, table, 400)
        blows = [event for step in table.session.history for event in step.events
                 if isinstance(event, Message) and event.key in ("enfield.msg.hit", "enfield.msg.critical")
                 and dict(event.args).get("target") == "P01"]
        if blows:
            break
        app.pop()
    assert blows, "no blow to a Lucan in this game"
    for _ in range(200):
        app.frame(1 / 60, [])
    seats = [dict(blow.args)["target_seat"] for blow in blows]
    lines = [line for line in table.log if "Lucan Ashford" in line and ("Hit" in line or "Critical" in line)]
    assert len(lines) == len(blows)
    for line, seat in zip(lines, seats):
        assert table.seat_name(seat) in line, line


# -- questions with one real answer are not asked ----------------------------------------------

def _enfield_session_until(test, seed: int = 1, limit: int = 3000):
    """An Enfield session (Alice human, Bob random) played at random until `test(session)`."""
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session

    session = Session.new(registry.get("enfield"), [Seat("Alice", "human"), Seat("Bob", "random")], seed, {})
    bot, rng = make_bot(session.game, "random"), bot_rng(seed, 3)
    for _ in range(limit):
        if session.over or test(session):
            break
        session.act(bot.choose(session.observe(session.to_act), session.legal(), rng))
    return session


def test_enfield_a_stake_with_one_kind_of_card_left_is_not_asked(app):
    from game.enfield.actions import Stake

    def one_kind(session):
        legal = session.legal()
        return session.to_act == 0 and len(legal) == 1 and isinstance(legal[0], Stake)

    session = _enfield_session_until(one_kind)
    assert one_kind(session), "the last stake of the year was never reached"
    card = session.legal()[0].card
    moves = len(session.history)
    table = open_game(app, "enfield", session=session)
    for _ in range(30):
        app.frame(1 / 60, [])
    assert len(session.history) > moves and session.history[moves].action == Stake(card)
    assert table.t(f"enfield.card.{card}") in table.kit_toast.text


def test_enfield_routes_with_the_same_outcome_are_not_offered_as_a_choice(app):
    from game.enfield.actions import Move
    from tests.gestures import perform

    def twin_routes(session):
        if session.to_act != 0:
            return False
        obs = session.observe(0)
        by_end: dict = {}
        for a in session.legal():
            if isinstance(a, Move):
                by_end.setdefault(a.path[-1], []).append(a.path)
        for paths in by_end.values():
            outcomes = {tuple((s, tuple(q.seat for q in obs.squads if q.seat != 0 and q.piece == s)) for s in p
                              if any(q.seat != 0 and q.piece == s for q in obs.squads)) for p in paths}
            if len(paths) > 1 and len(outcomes) == 1:
                return True
        return False

    for seed in range(1, 6):
        session = _enfield_session_until(twin_routes, seed)
        if twin_routes(session):
            break
    else:
        pytest.skip("no square reached by twin routes")
    table = open_game(app, "enfield", session=session)
    for _ in range(10):
        app.frame(1 / 60, [])
    assert session.to_act == 0
    square = next(end for end, paths in table.gestures.destinations().items()
                  if len(paths) > 1 and len(table.gestures.distinct_routes(paths)) == 1)
    moves = len(session.history)
    perform(app, table.gestures.square_click(square))
    assert not table.gestures.routes, "a choice between routes that lead to the same was asked"
    assert len(session.history) > moves and isinstance(session.history[moves].action, Move)
    assert session.history[moves].action.path[-1] == square


# -- Undo that tells the truth -----------------------------------------------------------------

def test_a_click_on_a_greyed_undo_says_why(app):
    from tests.gestures import perform

    table = open_game(app, "requiem", humans=(0,), seed=3)
    settle(app, table)
    button = table.undo_button
    assert not button.enabled
    perform(app, ("click", button.rect.center))
    assert table.kit_toast.text == table.t("app.table.undo.none")


@pytest.mark.parametrize("game_id", ("requiem", "tonight", "marenzan"))
def test_undo_refusal_names_what_happened_not_a_die_in_games_without_dice(app, game_id):
    """Past a reveal the refusal says whose card was shown, never "a die was rolled" where
    no die was rolled, and never names a card the viewer did not see."""
    from game.engine.contract import DieRolled

    table = open_game(app, game_id, humans=(0,), seed=5)
    for _ in range(80):
        play(app, table, 1)
        settle(app, table)
        if table.session.over or table.undo.refusal() == "app.table.undo.barrier":
            break
    if table.undo.refusal() != "app.table.undo.barrier":
        pytest.skip("no barrier met")
    said = table.undo.refusal_words()
    assert said != table.t("app.table.undo.barrier")
    rolled = any(isinstance(e, DieRolled) for step in table.session.history for e in step.events)
    assert rolled or "rolled" not in said
    key(app, pygame.K_z)  # without Ctrl: nothing
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    app.frame(1 / 60)
    assert table.kit_toast.text == said if table.kit_toast is not None else table.messages.text == said


# -- refusals in words, once ---------------------------------------------------------------------

def test_requiem_drop_on_a_slot_during_scout_says_the_rule_once(app):
    """A Ready card dropped on a slot in phase 2: "Sortie comes in phase 5", said once (by the
    pointer), not "Not there" twice (by the pointer and in the middle)."""
    from game.requiem.actions import Scout
    from tests.gestures import perform

    table = open_game(app, "requiem", humans=(0,), seed=3)
    settle(app, table)
    assert table.observation.phase == 2
    scout = next(a for a in table.legal if isinstance(a, Scout))
    start = table.next_gesture(scout)[1]
    x, y, w, h = table.layout_zones["slot1"].rect
    moves = len(table.session.history)
    perform(app, ("drag", start, (x + w / 2, y + h / 2)))
    assert len(table.session.history) == moves
    rule = table.t("requiem_table.drop.sortie_phase")
    assert table.messages.note is not None and table.messages.note[0] == rule
    assert table.kit_toast.time == 0  # not said a second time in the middle


# -- screens that agree with the game ------------------------------------------------------------

@pytest.mark.parametrize("game_id", ("tonight", "kami"))
def test_a_hot_seat_replay_keeps_the_chosen_view_and_never_shows_the_curtain(app, game_id):
    from game.engine import registry
    from game.engine.bots import bot_rng, make_bot
    from game.engine.record import Seat
    from game.engine.session import Session
    from scenes.kit.curtain import Curtain
    from scenes.shell.replay import ReplayScene

    seats = [Seat("Alice", "human"), Seat("Bob", "human")] + [Seat(f"AI {i}", "normal") for i in range(PLAYERS[game_id] - 2)]
    session = Session.new(registry.get(game_id), seats, 4, OPTIONS.get(game_id, {}))
    bot, rng = make_bot(session.game, "random"), bot_rng(4, 1)
    while not session.over and len(session.history) < 60:
        session.act(bot.choose(session.observe(session.to_act), session.legal(), rng))
    replay = ReplayScene(app, session.record, viewer=0)
    app.push(replay)
    for _ in range(40):
        assert replay.forward()
        app.frame(1 / 60, [])
        assert not isinstance(app.top, Curtain) and app.top is replay
        assert replay.table.viewer == 0 and not replay.table.curtain_up


def test_tonight_banner_says_what_to_do_next_after_an_action_is_chosen(app):
    from game.tonight.actions import GatherInfo
    from tests.gestures import perform

    table = open_game(app, "tonight", humans=(0,), seed=2)
    play(app, table, 60, until=lambda t: any(isinstance(a, GatherInfo) for a in t.legal) and t.settled())
    gather = next(a for a in table.legal if isinstance(a, GatherInfo))
    app.frame(1 / 60, [])
    close_recap(app, table)
    assert table.banner.line == table.t("tonight_table.prompt.action")
    perform(app, table.next_gesture(gather))  # the Gather button
    assert table.gestures.mode == "gather"
    assert table.banner.line == table.t("tonight_table.prompt.gather")


def test_requiem_enemy_deck_shows_the_enemy_back_after_a_reorganisation():
    """The shared case (turns 7 and 11, a withdrawal then the reorganisation): every card at
    rest on an enemy deck has the enemy's back; the Capital's blue back there told the deck
    order. Played through the real table with its animations."""
    from pathlib import Path

    from game.engine import registry
    from game.engine.record import Seat, parse_record
    from game.engine.session import Session
    from scenes.kit.settings import Settings
    from scenes.shell.app import App
    from scenes.tables import table_class
    from scenes.tables.requiem.layout import ENEMY_TINT, zone_kind

    app = App((1280, 720), settings=Settings(), headless=True)
    case = Path(__file__).resolve().parent.parent / "requiem_table" / "cases" / "requiem-normal-teammate-lets-the-capital-fall.json"
    record = parse_record(case.read_text(encoding="utf-8"), {"requiem": registry.get("requiem")})
    session = Session.new(registry.get("requiem"), [Seat(s.name, "human") for s in record.seats], record.seed,
                          record.options)
    table = table_class("requiem")(app, session)
    app.push(table)
    wrong = []
    for action in record.actions:
        table.handoff.viewer = table.handoff.last_human = session.to_act  # open hands: the seat to act looks
        assert table.submit(action)
        for _ in range(3000):
            app.frame(1 / 60, [])
            if not table.busy():
                break
        wrong += [(len(session.history), sprite.zone) for sprite in table.sprites
                  if zone_kind(sprite.zone or "") == "enemy_deck" and sprite.tint != ENEMY_TINT]
    assert not wrong


# -- Hot seat: the human who acted sees what came of it before the curtain -----------------------

@pytest.mark.parametrize("game_id,players", [("tonight", 4), ("kami", 3)])
def test_a_hot_seat_player_sees_their_own_result_before_the_curtain(app, game_id, players):
    """A decision whose outcome only its maker may read (a card drawn, a try that failed in
    secret): the maker's eyes stay on the table while it plays, their log says it, the AIs
    and the next human wait, and the curtain rises once it has been watched."""
    from game.engine.bots import bot_rng, make_bot
    from scenes.kit.curtain import Curtain
    from scenes.kit.table_handoff import HOLD

    table = open_game(app, game_id, humans=tuple(range(players)), seed=4, players=players)
    chooser, rng = make_bot(table.game, "random"), bot_rng(4, 3)
    for _ in range(400):
        if table.session.over:
            break
        if isinstance(app.top, Curtain):
            app.top.ready()
            continue
        if not table.legal or table.busy():
            app.frame(1 / 60, [])
            continue
        actor = table.viewer
        table.submit(chooser.choose(table.observation, table.legal, rng))
        step = table.session.history[-1]
        mine, public = table.session.events_for(step, actor), table.session.events_for(step, None)
        if table.session.to_act in (None, actor) or mine == public:
            while table.handoff.holding:
                key(app, pygame.K_SPACE)
            continue
        # a private outcome, and the screen is about to pass to someone else
        assert app.top is table and table.viewer == actor, "the curtain came before the maker saw it"
        told = [table.log_view.tell(e) for e in mine]
        assert any(line and line in " ".join(line for line, _ in table.log_panel.lines) for line in told)
        moves = len(table.session.history)
        for _ in range(round(HOLD * 60) - 2):  # watched for HOLD seconds once played: nothing moves on
            app.frame(1 / 60, [])
            assert len(table.session.history) == moves and table.viewer == actor and app.top is table
        for _ in range(round(HOLD * 60) + 30):
            if app.top is not table or table.viewer != actor:
                break
            app.frame(1 / 60, [])
        assert not table.handoff.holding and table.viewer != actor
        assert isinstance(app.top, Curtain) or table.viewer is None or not table.handoff.private()
        return
    pytest.fail("no private outcome before another human's decision was met")


def test_an_open_hand_over_between_two_humans_does_not_wait(app):
    """Enfield's battle steps pass between two humans with nothing secret on screen: the next
    human takes over at once (both watch the same step), no watch of two seconds each time."""
    from game.engine.bots import bot_rng, make_bot
    from scenes.kit.curtain import Curtain

    table = open_game(app, "enfield", humans=(0, 1), seed=2, players=2)
    chooser, rng = make_bot(table.game, "random"), bot_rng(2, 3)
    open_hand_overs = 0
    for _ in range(3000):
        if table.session.over or open_hand_overs >= 3:
            break
        if isinstance(app.top, Curtain):
            app.top.ready()
            continue
        if table.handoff.holding:
            key(app, pygame.K_SPACE)
            continue
        if not table.legal or table.busy():
            app.frame(1 / 60, [])
            continue
        actor = table.viewer
        table.submit(chooser.choose(table.observation, table.legal, rng))
        if table.viewer not in (None, actor) and app.top is table:
            assert not table.handoff.holding  # handed over openly: nobody waits
            open_hand_overs += 1
    assert open_hand_overs >= 3, "no open hand-over met"


@pytest.mark.parametrize("game_id,players", [("tonight", 4), ("marenzan", 3)])
def test_undo_while_watching_ones_own_step_before_the_ais_takes_it_back(app, game_id, players):
    """Two humans and AIs: the human who acted, still watching their step before the AIs
    play, may take it back (the AIs have not moved yet)."""
    from game.engine.bots import bot_rng, make_bot
    from scenes.kit.curtain import Curtain
    from tests.privacy import key as press

    table = open_game(app, game_id, humans=(0, 1), players=players, seed=6)
    chooser, rng = make_bot(table.game, "random"), bot_rng(6, 1)
    for _ in range(3000):
        if table.session.over:
            break
        if isinstance(app.top, Curtain):
            app.top.ready()
            continue
        if table.handoff.holding:
            if table.session.to_act in table.bots and table.undo.can():
                moves = len(table.session.history)
                press(app, pygame.K_z, pygame.KMOD_CTRL)
                assert len(table.session.history) < moves and not table.handoff.holding
                assert table.session.to_act == table.viewer  # the decision is the human's again
                return
            key(app, pygame.K_SPACE)
            continue
        if table.legal and not table.busy():
            table.submit(chooser.choose(table.observation, table.legal, rng))
            continue
        app.frame(1 / 60, [])
    pytest.fail("no watch before the AIs with something to take back was met")
