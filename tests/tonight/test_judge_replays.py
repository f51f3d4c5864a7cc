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
from game.tonight.actions import Extract, PlaceHeroine, Snipe
from game.tonight.blunders import check_chance, prudent, unlikely_check
from game.tonight.cards import BANK, LIBRARY, dist, suit

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


def test_t23_t28_the_hitmans_worlds_weigh_her_places_as_his_snipes_chance_does():
    """Turn 4, two wills in: the Hitman at the Bank knows she is at Home or the Library. Home's will
    may be out, and only she can obtain it (T28): she is far likelier at Home, out of his reach
    (T23), and she was. His worlds put her at the Library three times in four (shy of his
    likeliest Snipe, from the Cemetery, with Home not counted), so the judge valued the Snipe
    0.75 and his Warning a mistake, while the Snipe's chance by his own deduction was one in six.
    Now the worlds are drawn from the same odds as the chance (blunders.heroine_odds), and the
    judge calls the Snipe the mistake. (It now prefers Warning the Extractor, who may take her at
    Home this turn, to Hard's Warning of the Salaryman: 0.50 against 0.37 at 4,000 playouts.)"""
    game, seat, observation, legal, choice = decide("tonight-hard-5004-58.json")
    samples = [game.sample_state(observation, seat, Rng(k)) for k in range(600)]
    reached = sum(dist(suit(world.heroine), BANK) <= 1 for world in samples) / len(samples)
    assert abs(reached - check_chance(observation, Snipe())) < 0.05
    assert check_chance(observation, Snipe()) < 0.25
    judge = Judge(game, playouts=600)
    assert judge.judge(observation, seat, legal, Snipe(), Rng(7)).mistake
    assert judge.judge(observation, seat, legal, choice, Rng(7)).best != Snipe()


def test_t23_the_hitman_waits_rather_than_snipe_at_two_places_in_five():
    """Turn 12, all three wills in: the Hitman at the Library knows she is at Home, the Library
    or the Station; his Snipe reaches the Library only, and the Snipe from the Cemetery that
    would reach the other two is the one her Salaryman steers her from. His worlds put her at the
    Library three times in five, and the judge valued the Snipe 0.60 against his Gather's 0.38;
    by the odds the chance is two in five (she was at Home), and the Snipe no longer a clear best."""
    game, seat, observation, legal, choice = decide("tonight-hard-5000-179.json")
    samples = [game.sample_state(observation, seat, Rng(k)) for k in range(600)]
    reached = sum(dist(suit(world.heroine), LIBRARY) <= 1 for world in samples) / len(samples)
    assert abs(reached - check_chance(observation, Snipe())) < 0.05 and reached < 0.5
    assert not Judge(game, playouts=600).judge(observation, seat, legal, choice, Rng(7)).mistake


def test_t23_t28_the_hitman_snipes_at_home_while_only_the_cemeterys_will_is_in():
    """Turn 2, the Cemetery's will in (it comes first, T28): the Hitman at the Cemetery, next to
    Home, knows she is at Home, the Library, the Bank or the Police. Home's will is surely still
    out and only she can obtain it, so she heads there (364 times in 370 in measured games): his
    Snipe (T23) is nine in ten. Weighed at five to one it read 0.69, under the floor of three in
    four, and Hard gathered instead: the judge valued the Snipe 0.69 against 0.33 (she was at Home)."""
    _game, _seat, observation, legal, choice = decide("tonight-hard-5000-24.json")
    assert check_chance(observation, Snipe()) > 0.85
    assert Snipe() in prudent(observation, legal)
    assert choice == Snipe()
