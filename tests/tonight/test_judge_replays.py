"""Decisions the judge (python -m game.judge) called mistakes in whole games of Tonight, replayed
from their records (tests/tonight/cases/judged/): the bots now choose an action the judge does
not call a mistake there. The judge's own verdicts were checked again at a bigger budget
(30,000 playouts on other worlds) before the bots were changed."""

from __future__ import annotations

from pathlib import Path

from game.engine.judge import Judge, hard_playouts
from game.engine.rng import Rng
from game.engine.search import SearchBot
from game.judge import load_decision
from game.tonight.actions import Extract, PlaceHeroine
from game.tonight.blunders import check_chance, unlikely_check

CASES = Path(__file__).parent / "cases" / "judged"


def decide(name: str):
    _case, game, seat, observation, legal = load_decision(CASES / name)
    hard = SearchBot(game, think=None, iterations=hard_playouts(game))
    return game, seat, observation, legal, hard.choose(observation, legal, Rng(3))


def test_t26_t28_hard_extracts_at_home_while_its_will_may_be_out():
    """Turn 4, two wills in (the Cemetery's and one the Extractor cannot name): Hard's Extractor
    stands at Home, and the Heroine may be at Home, the Police, the Station or the Cemetery. Only
    she can obtain the Home will (T28), so while it may be out she is far likelier at Home than
    elsewhere, and the Salaryman cannot stand there to Block (T27). Hard took the Extraction
    (T26) for a one-in-four long shot and abducted the Hitman instead, worth 0.19 less."""
    game, seat, observation, legal, choice = decide("tonight-hard-5001-70.json")
    assert check_chance(observation, Extract()) > 0.5
    assert not unlikely_check(observation, legal, Extract())
    assert choice == Extract()
    assert not Judge(game, playouts=600).judge(observation, seat, legal, choice, Rng(7)).mistake


def test_t29_t34_hard_steps_the_heroine_onto_the_station_with_every_will_in():
    """Turn 9, all three wills in, the Heroine at the Cemetery (T34: she steps to Home or the
    Station) and the Detective out. At the Station the Salaryman's Bon Voyage (T29) comes in his
    phase next turn unless the Hitman snipes first; at Home she is four steps from it. The search
    found the Station far better (0.95 against 0.19) but gave the Normal choice, Home, only 5 of
    456 visits, too few to compare the two on, so it kept to Home. Judged 0.93 against 0.24."""
    game, seat, observation, legal, choice = decide("tonight-hard-5006-151.json")
    assert choice == PlaceHeroine("7-6")
    assert not Judge(game, playouts=200).judge(observation, seat, legal, choice, Rng(7)).mistake


def test_t29_t34_hard_steps_the_heroine_onto_the_station_again_later():
    """The same game, turn 13: the same choice, judged 0.74 against 0.25."""
    game, seat, observation, legal, choice = decide("tonight-hard-5006-204.json")
    assert choice == PlaceHeroine("7-6")
    assert not Judge(game, playouts=200).judge(observation, seat, legal, choice, Rng(7)).mistake
