"""The judge (game/engine/judge.py, python -m game.judge): a reference search that values every
legal action on the same worlds and calls out a choice worth 0.10 less than the best."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.judge import Judge
from game.engine.record import load_record, replay
from game.engine.rng import Rng
from game.engine.session import Session
from game.judge import Run, load_case, main
from game.requiem import GAME as REQUIEM
from game.requiem.actions import Pass, ReturnToFront

CASE = Path(__file__).parents[1] / "requiem" / "cases" / "requiem-normal-teammate-lets-the-capital-fall.json"
TITLES = ("requiem", "marenzan", "tonight", "enfield", "kami")


@pytest.mark.parametrize("game_id", TITLES)
def test_the_judge_runs_on_a_handful_of_decisions(game_id):
    game = registry.get(game_id)
    run = Run(game, "normal", Judge(game, playouts=24), rate=0.5, out=None)
    seed = 0
    while run.decisions < 3 and seed < 4:
        run.play(seed, game.min_players if game_id != "marenzan" else 2, 0, 3, None)
        seed += 1
    assert run.decisions == 3
    assert run.playouts >= 3 * 24


def test_the_judge_calls_out_the_recorded_return_to_front_that_lets_the_capital_fall():
    """The real record: Player 3's Return to Front at turn 14 leaves the Capital to fall;
    a Pass survives the turn (issue 30's case)."""
    record, _ = load_record(CASE, {"requiem": REQUIEM})
    state = replay(record, REQUIEM, 97)
    observation, legal = REQUIEM.observe(state, 2), REQUIEM.legal_actions(state)
    judge = Judge(REQUIEM, playouts=40)
    bad = judge.judge(observation, 2, legal, ReturnToFront(), Rng(3))
    assert bad.mistake and bad.best == Pass()
    assert not judge.judge(observation, 2, legal, Pass(), Rng(3)).mistake


def test_one_valuation_judges_two_choices_as_each_alone_would():
    """Normal's choice and the Hint's are judged on one valuation: both stay searched to the
    end, so each verdict is the one a judgement of that choice alone gives."""
    record, _ = load_record(CASE, {"requiem": REQUIEM})
    state = replay(record, REQUIEM, 97)
    observation, legal = REQUIEM.observe(state, 2), REQUIEM.legal_actions(state)
    judge = Judge(REQUIEM, playouts=40)
    both = judge.judge_choices(observation, 2, legal, [ReturnToFront(), Pass()], Rng(3))
    full = max(value.pairs for value in both[Pass()].values.values())
    assert both[ReturnToFront()].values[ReturnToFront()].pairs == full == both[Pass()].values[Pass()].pairs
    assert both[ReturnToFront()].mistake and both[ReturnToFront()].best == Pass()
    assert not both[Pass()].mistake


class WorstBot:
    """A planted bad player: it plays the action its own reference search values least."""

    def __init__(self, game):
        self.judge = Judge(game, playouts=60)

    def choose(self, observation, legal, rng):
        values = self.judge.judge(observation, observation.to_act, legal, legal[0], rng).values
        return min(values, key=lambda a: values[a].mean)


def _positions():
    """Requiem decisions where one choice is far worse than another, fixed whatever the bots
    play: the real record's Return to Front (turn 14), and the King Ready with the Slaughter
    King face up in column 2 (13 + 1 wins the game, R29)."""
    record, _ = load_record(CASE, {"requiem": REQUIEM})
    yield replay(record, REQUIEM, 97)
    from tests.requiem.conftest import build, complete

    yield complete(build(5, 0, ready=[["11-5", "13-7", "9-7"], ["11-6"], ["11-7"]], arrivals=("5-3", "1-1", "5-4"),
                         face_up=(True, True, False)))


def test_a_bot_that_plays_the_worst_action_is_called_out_and_the_best_is_not():
    """A planted bad player plays what its own search values least; the judge, on worlds of its
    own, flags it, and does not flag the best action."""
    for state in _positions():
        seat = state.to_act
        observation, legal = REQUIEM.observe(state, seat), REQUIEM.legal_actions(state)
        worst = WorstBot(REQUIEM).choose(observation, legal, Rng(11))
        judge = Judge(REQUIEM, playouts=80)
        verdict = judge.judge(observation, seat, legal, worst, Rng(12))
        assert verdict.mistake
        assert not judge.judge(observation, seat, legal, verdict.best, Rng(12)).mistake


def test_a_mistake_is_written_as_a_record_that_replays_to_the_decision(tmp_path, capsys):
    record, _ = load_record(CASE, {"requiem": REQUIEM})
    state = replay(record, REQUIEM, 97)
    session = Session(REQUIEM, record, state)
    record.actions[97:] = []
    record.barriers[97:] = []
    record.actors[97:] = []
    verdict = Judge(REQUIEM, playouts=20).judge(REQUIEM.observe(state, 2), 2, REQUIEM.legal_actions(state),
                                               ReturnToFront(), Rng(1))
    run = Run(REQUIEM, "normal", Judge(REQUIEM, playouts=20), 1.0, tmp_path)
    run._keep(session, "normal", record.seed, 97, 2, verdict)
    (path,) = tmp_path.iterdir()
    case, game, at = load_case(path)
    assert (case["decision"], case["seat"], at.to_act) == (97, 2, 2)
    assert game.decode_action(case["choice"]) == ReturnToFront()
    assert game.decode_action(case["best"]) == Pass()
    assert case["best_value"] - case["choice_value"] > 0.10
    assert json.loads(path.read_text())["record"]["format"] == "seven-tables-record"


def test_the_command_prints_mistakes_per_100_decisions_of_normal_and_the_hint(capsys):
    assert main(["enfield", "--level", "normal,hint", "--decisions", "1", "--budget", "0.05", "--rate", "0.5"]) == 0
    out = capsys.readouterr().out
    assert "Enfield · normal:" in out and "Enfield · hint:" in out and "per 100" in out


def test_at_judges_again_one_decision_a_run_printed(capsys):
    """`--at SEED:DECISION` plays that seed's game as the run from `--seed` did (seed 7 is the
    run's second game: seat 2 judged) and judges that decision alone."""
    run = Run(REQUIEM, "normal", Judge(REQUIEM, playouts=20), rate=0.3, out=None)
    run.play(7, 3, 1, 2, None)
    index = int(re.findall(r"judged 2: seed 7 decision (\d+)", capsys.readouterr().out)[0])
    assert main(["requiem", "--seed", "6", "--at", f"7:{index}", "--budget", str(20 / 350)]) == 0
    out = capsys.readouterr().out
    assert f"judged 1: seed 7 decision {index}," in out and "in 1 judged decisions" in out
    assert main(["requiem", "--seed", "7", "--at", f"7:{index}", "--budget", str(20 / 350)]) == 0
    assert "is not a choice of the judged seat 1" in capsys.readouterr().out
