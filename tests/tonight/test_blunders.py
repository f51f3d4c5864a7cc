"""Issue 30: Tonight plays like its 30-minute design. A Check is made only when the checker's own
deduced chance is good (Normal: three in five, one in two once the wills are in), and the named blunder checks see a long shot."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine.blunders import BlunderTally
from game.engine.rng import Rng
from game.engine.simcheck import play_game
from game.tonight import GAME
from game.tonight.actions import Extract
from game.tonight.blunders import check_chance, unlikely_check
from game.tonight.bots import SimpleBot


def first_extraction_chance(seed: int, bots=("simple",)):
    """Play a game; at each Extraction the bot made, its chance as its own observation had it."""
    chances = []

    def hook(session, legal, action):
        if isinstance(action, Extract):
            obs = session.observe(session.to_act)
            chances.append((check_chance(obs, action), obs.wills))

    play_game(GAME, 4, seed, list(bots), before_act=hook)
    return chances


def test_T26_normal_makes_no_extraction_at_a_long_shot():
    # three in five, and an even shot once the three wills are in (the Salaryman then only waits
    # for the Station, T29)
    chances = [c for seed in range(60) for c in first_extraction_chance(seed)]
    assert chances, "some Extraction is made in 60 games"
    assert all(c >= (0.6 if wills < 3 else 0.5) for c, wills in chances)


def test_unlikely_check_names_a_check_below_one_in_two():
    seen = []

    def hook(session, legal, action):
        if any(isinstance(a, Extract) for a in legal) and not seen:
            obs = session.observe(session.to_act)
            me = obs.seats[obs.seat]
            if me.position is None:
                return
            here = int(me.position.split("-")[1])
            knowledge = list(obs.knowledge)
            knowledge[4] = tuple(p for p in range(1, 8) if p != here)[:3] + (here,)  # she is at one of four places
            seen.append(dataclasses.replace(obs, knowledge=tuple(knowledge)))

    play_game(GAME, 4, 3, ["random"], before_act=hook)
    obs = seen[0]
    assert unlikely_check(obs, [Extract()], Extract())
    knowledge = list(obs.knowledge)
    knowledge[4] = (int(obs.seats[obs.seat].position.split("-")[1]),)
    sure = dataclasses.replace(obs, knowledge=tuple(knowledge))
    assert not unlikely_check(sure, [Extract()], Extract())
    assert SimpleBot().choose(sure, [Extract()], Rng(1)) == Extract()


@pytest.mark.parametrize("block", range(2))
def test_normal_makes_no_unlikely_check_and_games_last_beyond_turn_4(block):
    tally = BlunderTally(GAME)

    for seed in range(block * 40, block * 40 + 40):
        tally.ended(play_game(GAME, 4, 90000 + seed, ["normal"], before_act=tally.before_act))
    assert tally.counts[("normal", "unlikely_check")] == 0
    assert tally.counts[("normal", "extraction_into_a_block")] == 0
    turns = sorted(tally.stats.turns)
    assert turns[len(turns) // 2] >= 5  # the median game gives every man several action phases


def test_hard_guard_strikes_unlikely_checks_from_the_search(table):
    # Issue 30: Hard's search rated a one-in-three Extraction above waiting (its sampled worlds
    # put the Heroine anywhere she may be, alike) and made 4 of them in 40 games of four Hard bots.
    # Its guard leaves it only the Checks at one in two or better.
    from game.engine.search import SearchBot, evaluator_of
    from game.tonight.blunders import prudent
    from game.tonight.bots import HEROINE

    assert evaluator_of(GAME)[1].guard is prudent
    state = table.start(at={"extractor": 3}, heroine=3)
    table.to_phase(state, "extractor")
    seat = table.seat(state, "extractor")
    state.know[seat][HEROINE] = [1, 3, 5]
    obs = GAME.observe(state, seat)
    legal = GAME.legal_actions(state)
    assert Extract() in legal and Extract() not in prudent(obs, legal)
    assert SearchBot(GAME, think=None, iterations=40).choose(obs, legal, Rng(5)) != Extract()
    state.know[seat][HEROINE] = [3]
    obs = GAME.observe(state, seat)
    assert Extract() in prudent(obs, legal)
