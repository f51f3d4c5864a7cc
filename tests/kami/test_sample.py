"""Determinization (K77–K81): a state rebuilt from one seat's observation.

At steps of seeded bot matches of 3–6 players: the sample gives that seat the same observation,
the same legal actions and the same effect in progress (task kinds and steps) when it decides,
keeps every physical card in exactly one place (so nothing the seat sees is anywhere else), and
plays on to the end with random bots. Decisions inside an effect whose progress the observation
does not carry give None; the share of decisions covered is measured here.
"""

from __future__ import annotations

from collections import Counter

from kami_helpers import invariant

from game.engine.rng import Rng
from game.kami import GAME
from game.kami.cards import POOL
from game.kami.sample import sample_state
from tests.sampling import check_sample, play_out, positions


def hidden(g) -> tuple:
    return (tuple(g.pile), tuple(map(tuple, g.hands)), tuple(tuple(s) for s in g.shields))


def test_sample_state_is_registered():
    assert GAME.sample_state is sample_state


def test_a_sample_agrees_with_what_the_seat_knows():
    covered, missed = Counter(), Counter()
    samples = 0
    for players in (3, 4, 5, 6):
        for state, seat, step in positions(GAME, range(2), players, options={"rounds": 2}, every=2):
            for viewer in {seat, (seat + 1 + step) % players}:
                obs = GAME.observe(state, viewer)
                if sample_state(obs, viewer, Rng(step)) is None:
                    if viewer == seat:
                        missed[state.ask.kind] += 1
                    continue
                sample = check_sample(GAME, state, viewer, step)
                invariant(sample)
                samples += 1
                if viewer == seat:
                    covered[state.ask.kind] += 1
                    assert [(t.kind, t.step) for t in sample.stack] == [(t.kind, t.step) for t in state.stack]
    decided = sum(covered.values()) + sum(missed.values())
    assert samples > 1500
    assert missed["main"] == 0 and covered["main"] > 300  # K10: every main step is covered
    assert sum(covered.values()) >= 0.95 * decided, (covered, missed)
    assert covered["bubble_shield"] > 0 and missed["bubble_shield"] == missed["bubble_creature"] == 0  # K59
    # K56: Cyclone Panic's draws owed to others are what is missed. Its share depends on how the games
    # went: over the seed pairs 0-1, 2-3 and 4-5 it measured 0.16-0.28 (0.28 for seeds 0-1 once Normal
    # stopped casting spells with nothing to hit), so the bound leaves room for that and still catches a sampler
    # that misses these offers wholesale.
    offers = ("electron", "electron_discard")
    assert sum(missed[k] for k in offers) <= 0.32 * sum(covered[k] + missed[k] for k in offers), (covered, missed)


def test_samples_play_on_to_the_end():
    played = 0
    for players in (3, 5):
        for state, seat, step in positions(GAME, [21], players, options={"rounds": 1}, every=25):
            sample = sample_state(GAME.observe(state, seat), seat, Rng(step))
            if sample is None:
                continue
            play_out(GAME, sample, step, invariant=invariant)
            played += 1
    assert played >= 6


def test_samples_differ_across_seeds():
    """The pile, the other hands and the shields are hidden from the start (K78, K79)."""
    varied = total = 0
    for state, seat, _ in positions(GAME, [3], 4, options={"rounds": 1}, every=5):
        obs = GAME.observe(state, seat)
        deals = [sample_state(obs, seat, Rng(k)) for k in range(4)]
        if deals[0] is None:
            continue
        total += 1
        varied += len({hidden(d) for d in deals}) == 4
    assert total > 20 and varied == total


def test_a_known_pile_card_stays_where_the_seat_knows_it():
    """Brain Storm's put-back cards (K66, K79): the sample keeps them on top, in order."""
    checked = 0
    for state, seat, _ in positions(GAME, range(6), 4, options={"rounds": 1}):
        obs = GAME.observe(state, seat)
        if not obs.pile_known:
            continue
        sample = sample_state(obs, seat, Rng(1))
        if sample is None:
            continue
        for position, code in obs.pile_known:
            assert POOL[sample.pile[len(sample.pile) - position]] == code
            assert sample.knows[sample.pile[len(sample.pile) - position]] & (1 << seat)
        checked += 1
    assert checked > 10
