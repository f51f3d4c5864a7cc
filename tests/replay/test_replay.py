"""Replays: a kept record of each game opened in the viewer steps to its end and back,
and at every step the table's state is the record's replay to that point; the view
switch shows that seat's own observation; export and import round-trip; a damaged
file is refused with its reason."""

import copy
import itertools
import json

import pygame
import pytest

from game.engine import registry
from game.engine.bots import bot_rng, make_bot
from game.engine.record import RecordError, Seat, load_record, replay
from game.engine.session import Session
from scenes.kit import records
from scenes.kit.settings import autosave_path
from scenes.shell.replay import ALL, CHECKPOINT, ReplayScene
from scenes.shell.replay_files import export_record, exports_dir, import_dropped, read_import
from tests.app.conftest import key

GAMES = ("requiem", "marenzan", "tonight", "enfield", "kami")


def finished_game(game_id: str, seed: int = 3, players: int | None = None, stop_at: int | None = None,
                  min_actions: int = CHECKPOINT + 1):
    """A game played by Easy bots (seat 0 a 'human' played by a bot too) to its end,
    counted and kept as a replay; the kept record and its path. The first seed from `seed`
    on whose game lasts at least `min_actions` (and, with `stop_at`, is still going then):
    a game that ends at once would cross no checkpoint, or have no unfinished record."""
    game = registry.get(game_id)
    n = players or max(game.min_players, 2)
    seats = [Seat("Ann", "human")] + [Seat(f"Bot {i}", "easy") for i in range(1, n)]
    while True:
        session = Session.new(game, seats, seed, {})  # saved once at the end: a save per move is slow
        bots = [make_bot(game, "easy") for _ in seats]
        rngs = [bot_rng(seed, i) for i in range(n)]
        while not session.over and (stop_at is None or len(session.record.actions) < stop_at):
            seat = session.to_act
            session.act(bots[seat].choose(session.observe(seat), session.legal(), rngs[seat]))
        if len(session.record.actions) >= max(min_actions, stop_at or 0) and not (stop_at and session.over):
            break
        seed += 1
    if stop_at is not None:
        session.record.save(autosave_path())
        return session.record, autosave_path()
    assert records.keep_finished(session)
    kept = records.kept_record(records.load_games()[0][-1].key)
    record, state = load_record(kept, registry.all_games())
    assert state.to_act is None
    return record, kept


def reference_states(record, game):
    """replay(record, game, k) for every k, built incrementally (spot-checked against replay)."""
    state = replay(record, game, 0)
    states = [copy.deepcopy(state)]
    for action in record.actions:
        game.apply(state, action)
        states.append(copy.deepcopy(state))
    for k in {0, 1, len(record.actions) // 3, len(record.actions) - 1, len(record.actions)}:
        assert states[k] == replay(record, game, k)
    return states


@pytest.mark.parametrize("game_id", GAMES)
def test_a_replay_steps_to_the_end_and_back_matching_the_record(app, game_id):
    record, _ = finished_game(game_id)
    game = registry.get(game_id)
    states = reference_states(record, game)
    total = len(record.actions)
    assert total > CHECKPOINT  # the walk crosses checkpoints both ways
    scene = ReplayScene(app, record)
    app.push(scene)
    app.frame(1 / 60)
    assert scene.k == 0 and scene.session.state == states[0]
    for k in range(1, total + 1):
        assert scene.forward()
        assert scene.k == k and scene.session.state == states[k]
        assert scene.table.observation == game.observe(states[k], scene.viewer)
        assert scene.table.legal == [] and scene.session.record.actions == record.actions[:k]
        if k % 9 == 0:
            app.frame(1 / 60)  # the table animates and draws while stepping
    assert not scene.forward() and scene.session.over
    for _ in range(40):
        app.frame(1 / 60)
    assert app.top is scene  # no results screen and no curtain over the replay
    scene.set_viewer(ALL)  # back to the start with everything shown: the public table and every hand
    for k in range(total - 1, -1, -1):
        scene.step_back()
        assert scene.k == k and scene.session.state == states[k]
        assert scene.table.observation == game.observe(states[k], None)
        if k % 11 == 0:
            app.frame(1 / 60)
    assert app.top is scene and not records.load_games()[0][1:]  # nothing new counted or saved


@pytest.mark.parametrize("game_id", GAMES)
def test_the_view_switch_shows_that_seats_own_observation(app, game_id):
    record, _ = finished_game(game_id, seed=8)
    game = registry.get(game_id)
    scene = ReplayScene(app, record)
    app.push(scene)
    middle = len(record.actions) // 2
    scene.jump(middle)
    state = replay(record, game, middle)
    for seat in [*range(len(record.seats)), None]:
        scene.view_chooser.value = seat
        scene.set_viewer(seat)
        app.frame(1 / 60)
        assert scene.table.viewer == seat
        assert scene.table.observation == game.observe(state, seat)
    assert scene.session.state == state
    assert scene.table.log  # the moves before this point are told again after the jump
    scene.jump(0)
    assert scene.table.log == []  # and nothing of what comes later


def _turn_of(game, state) -> tuple:
    from scenes.shell.replay_views import TURNS

    return TURNS[game.id](game.observe(state, None))


@pytest.mark.parametrize("game_id", GAMES)
def test_jumping_to_each_turn_lands_on_its_first_move(app, game_id):
    record, _ = finished_game(game_id, seed=5)
    game = registry.get(game_id)
    states = reference_states(record, game)
    total = len(record.actions)
    turns = [_turn_of(game, state) for state in states]
    starts = [k for k in range(total) if k == 0 or turns[k] != turns[k - 1]]
    assert len(starts) > 3  # the game has turns to jump between
    scene = ReplayScene(app, record)
    app.push(scene)
    assert scene.turns == starts
    middle = next(k for k in range(total // 2, total) if k not in starts)
    scene.jump(middle)  # one back from the middle of a turn is that turn's first move
    here = scene.turn_index()
    scene.turn_chooser.step(-1)
    assert scene.k == starts[here] and scene.turn_chooser.value == here
    key(app, pygame.K_PAGEUP)  # Page Up: the turn before
    assert scene.k == starts[here - 1]
    key(app, pygame.K_PAGEDOWN)
    assert scene.k == starts[here]
    while scene.turn_chooser.value > 0:  # the control steps back to the first turn ...
        scene.turn_chooser.step(-1)
    assert scene.k == 0
    for index, start in enumerate(starts):  # ... then forward through every turn
        if index:
            scene.turn_chooser.step(1)
        assert scene.k == start and scene.turn_chooser.value == index
        assert scene.session.state == states[start] and scene.session.record.actions == record.actions[:start]
        assert scene.table.observation == game.observe(states[start], scene.viewer)
        end = starts[index + 1] if index + 1 < len(starts) else total
        assert all(turns[k] == turns[start] for k in range(start, end))  # the turn lasts until the next begins
        assert start == 0 or turns[start - 1] != turns[start]  # and begins here, not earlier
        assert scene.forward() and scene.session.state == states[start + 1]  # its first move plays next
        assert scene.turn_index() == (index if start + 1 < end or end == total else index + 1)
        scene.step_back()
        if index % 7 == 0:
            app.frame(1 / 60)
    labels = [scene.describe_turn(i) for i in range(len(starts))]
    assert all(a != b for a, b in itertools.pairwise(labels))  # each turn reads apart from the next
    first = game.observe(states[starts[-1]], None)  # and as the game's own banner counts it
    assert labels[-1] == {
        "requiem": lambda o: f"Turn {o.turn}",
        "marenzan": lambda o: f"Turn {o.turn + 1}",
        "tonight": lambda o: f"Turn {o.turn}" if o.turn else "Setup",
        "enfield": lambda o: f"Round {o.round} · {record.seats[o.active].name}",
        "kami": lambda o: f"Round {o.round} · Turn {o.turn + 1}",
    }[game_id](first)


@pytest.mark.parametrize("game_id", GAMES)
def test_everything_is_offered_for_a_finished_game_and_shows_every_hidden_card(app, game_id):
    from scenes.shell.replay_views import hidden_cards

    record, _ = finished_game(game_id, seed=6)
    game = registry.get(game_id)
    scene = ReplayScene(app, record)
    app.push(scene)
    assert ALL in scene.view_chooser.choices
    scene.jump(len(record.actions) // 2)
    while scene.view_chooser.value != ALL:
        scene.view_chooser.step(1)
    state = replay(record, game, scene.k)
    assert scene.viewer == ALL and scene.table.viewer is None
    assert scene.table.observation == game.observe(state, None)
    rows = hidden_cards(game_id, state)
    shown = sorted(code for _, _, cards in rows for code in cards)
    assert shown == sorted(_secrets(game_id, state))
    app.frame(1 / 60)  # the open hands draw
    assert scene.describe_view(ALL) == "Everything"


def _secrets(game_id, state) -> list[str]:
    """Every card no onlooker sees, read from the state directly (rule sections on observation)."""
    if game_id == "requiem":
        return [c for c, up in zip(state.arrivals, state.arrival_face_up) if c is not None and not up]
    if game_id == "marenzan":
        return [c.code for party in state.parties for c in party]
    if game_id == "tonight":
        cards = [c for hand in state.hands for c in hand]
        cards += [p for p, up in zip(state.position, state.face_up) if p is not None and not up]
        cards += [state.heroine] if state.heroine is not None and not state.heroine_up else []
        from game.tonight.cards import BANK, HOME

        named = HOME in state.obtained and BANK in state.obtained  # T4, A13: both hidden wills obtained
        return cards + ([] if named else state.markers[1:])  # two will markers lie face down
    if game_id == "enfield":
        cards = [c for squad in state.squads for c in squad.deck]
        return cards + ([sq.target for sq in state.squads if sq.target is not None] if not state.revealed else [])
    from game.kami.cards import POOL

    return [POOL[c] for hand in state.hands for c in hand] + [POOL[c] for s in state.shields for _, c in s]


@pytest.mark.parametrize("game_id", GAMES)
def test_everything_is_not_offered_for_an_unfinished_game(app, game_id):
    record, _ = finished_game(game_id, stop_at=24)
    scene = ReplayScene(app, record, viewer=ALL)
    app.push(scene)
    assert not scene.finished
    assert ALL not in scene.view_chooser.choices and ALL not in scene.views()
    assert scene.viewer is None  # asked for everything, it shows the public view
    scene.set_viewer(ALL)
    assert scene.viewer is None and scene.table.viewer is None
    for _ in scene.view_chooser.choices:
        scene.view_chooser.step(1)
        assert scene.viewer != ALL
    app.frame(1 / 60)


def _updates_to_play(app, scene, moves: int) -> int:
    """Frames of play (updates only) until `moves` more moves were shown."""
    goal, frames = scene.k + moves, 0
    while scene.k < goal and scene.playing and frames < 50000:
        app.update(1 / 60)
        frames += 1
    return frames


def test_play_runs_the_record_at_the_chosen_speed_and_stops_at_the_end(app):
    record, _ = finished_game("requiem")
    scene = ReplayScene(app, record)
    app.push(scene)
    scene.toggle_play()
    at_one = _updates_to_play(app, scene, 8)
    scene.set_speed(4.0)
    at_four = _updates_to_play(app, scene, 8)
    assert at_four * 2 < at_one  # ×4 shows the moves (waits and animations) much faster
    while scene.playing:
        app.update(1 / 60)
    app.frame(1 / 60)
    assert scene.k == len(record.actions) and not scene.playing
    assert scene.session.state == replay(record, registry.get("requiem"))
    scene.results_button.click()  # the game's own results, over the replay
    assert app.top is not scene and app.top.session is scene.session
    app.frame(1 / 60)
    app.top.back()
    assert app.top is scene
    scene.toggle_play()  # Play at the end starts again from the first move
    assert scene.k == 0 and scene.playing


def test_statistics_lists_the_kept_replays_to_watch_and_export(app):
    from scenes.shell.replay_files import Notice
    from scenes.shell.replay_list import TOP, ReplayList
    from scenes.shell.statistics import StatisticsScene
    from tests.app.conftest import click, key

    record, _ = finished_game("marenzan")
    app.push(StatisticsScene(app))
    app.top.choose("marenzan")
    click(app, (750, 674))  # Replays
    assert isinstance(app.top, ReplayList) and len(app.top.games) == 1
    assert app.top.games[0].length == len(record.actions)
    click(app, (1020, TOP + 24))  # Watch
    assert isinstance(app.top, ReplayScene) and app.top.record.actions == record.actions
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ReplayList)
    click(app, (1150, TOP + 24))  # Export
    assert isinstance(app.top, Notice) and app.top.path.startswith(str(exports_dir()))
    assert read_import(app.top.path)[0].actions == record.actions


def test_the_scrubber_jumps_to_a_move(app):
    record, _ = finished_game("enfield")
    scene = ReplayScene(app, record)
    app.push(scene)
    scene.slider.set_from(scene.slider.rect.x + scene.slider.rect.width * 0.5)
    assert scene.k == round(0.5 * len(record.actions))
    assert scene.session.state == replay(record, registry.get("enfield"), scene.k)


def test_clicks_and_keys_on_the_table_do_not_act(app):
    from tests.app.conftest import click

    record, _ = finished_game("requiem")
    scene = ReplayScene(app, record)
    app.push(scene)
    for pos in ((300, 300), (640, 500), (1100, 200), (900, 600)):
        click(app, pos)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.frame(1 / 60)
    assert scene.k == 0 and scene.session.record.actions == []


def test_export_then_import_round_trips(app):
    record, kept = finished_game("tonight")
    target = export_record(kept)
    assert target.parent == exports_dir() and target.is_file()
    again, state = read_import(target)
    assert again.actions == record.actions and again.seed == record.seed and state.to_act is None
    app.push(_menu(app))
    assert import_dropped(app, target)
    assert isinstance(app.top, ReplayScene) and app.top.record.actions == record.actions


def test_an_imported_unfinished_game_is_resumed(app):
    from scenes.kit.table import TableScene

    record, saved = finished_game("requiem", stop_at=20)
    exported = autosave_path().with_name("sent.json")
    exported.write_text(saved.read_text(encoding="utf-8"), encoding="utf-8")
    autosave_path().unlink()
    app.push(_menu(app))
    assert import_dropped(app, exported)
    assert isinstance(app.top, TableScene) and app.top.session.record.actions == record.actions


def test_an_imported_unfinished_game_asks_before_replacing_the_saved_one(app):
    from scenes.kit.dialogs import Confirm
    from scenes.kit.table import TableScene

    record, saved = finished_game("enfield", stop_at=30)
    sent = autosave_path().with_name("sent.json")
    sent.write_text(saved.read_text(encoding="utf-8"), encoding="utf-8")
    app.push(_menu(app))
    assert import_dropped(app, sent)
    assert isinstance(app.top, Confirm)
    app.top.yes()
    assert isinstance(app.top, TableScene) and app.top.session.record.actions == record.actions


def test_a_dropped_file_on_the_menu_is_imported(app):
    _, kept = finished_game("kami")
    app.push(_menu(app))
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(kept)))
    app.frame(1 / 60)
    assert isinstance(app.top, ReplayScene)


@pytest.mark.parametrize("damage", ["cut", "edited", "not json", "other file", "newer"])
def test_a_damaged_import_is_refused_with_a_reason(app, tmp_path, damage):
    from scenes.shell.replay_files import Notice

    _, kept = finished_game("requiem")
    text = kept.read_text(encoding="utf-8")
    bad = tmp_path / "bad.json"
    if damage == "cut":
        bad.write_text(text[: len(text) // 2], encoding="utf-8")
    elif damage == "edited":
        body = json.loads(text)
        body["seed"] += 1
        bad.write_text(json.dumps(body), encoding="utf-8")
    elif damage == "not json":
        bad.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    elif damage == "other file":
        bad.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    else:
        body = json.loads(text)
        body["format_version"] = 99
        bad.write_text(json.dumps(body), encoding="utf-8")
    with pytest.raises(RecordError) as refused:
        read_import(bad)
    assert str(refused.value)
    app.push(_menu(app))
    assert not import_dropped(app, bad)
    assert isinstance(app.top, Notice) and app.top.body == str(refused.value)
    app.frame(1 / 60)  # the refusal draws


def _menu(app):
    from scenes.shell.menu import MainMenu

    return MainMenu(app)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_replay_says_who_moves_next_not_that_someone_is_deciding(app, game_id):
    record, _ = finished_game(game_id, seed=8)
    scene = ReplayScene(app, record)
    app.push(scene)
    scene.jump(len(record.actions) // 2)
    app.frame(1 / 60)
    table = scene.table
    next_line = table.t("app.replay.next", name=table.seat_name(table.session.to_act))
    assert table.banner.line == next_line
    for waiting in ("kami_table.waiting_short", "requiem_table.prompt.waiting", "marenzan_table.waiting"):
        assert table.t(waiting, name="Ann", phase="x") == table.t("app.replay.next", name="Ann")


def test_a_marenzan_replay_names_the_party_instead_of_telling_a_viewer_to_drag(app, monkeypatch):
    from sprites import theme

    drawn: list[str] = []
    render = theme.render_text

    def recording(string, *args, **kwargs):
        drawn.append(string)
        return render(string, *args, **kwargs)

    monkeypatch.setattr(theme, "render_text", recording)
    record, _ = finished_game("marenzan", seed=8)
    scene = ReplayScene(app, record)
    app.push(scene)
    scene.jump(len(record.actions) // 2)
    app.frame(1 / 60)
    table = scene.table
    assert table.t("marenzan_table.your_party") not in drawn
    assert table.t("marenzan_table.party_of", name="Ann") in drawn
