"""Determinization (section 5): a sampled state agrees with everything a seat can see."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine.rng import Rng
from game.engine.samplecheck import check_sampler
from game.engine.seven import SEVEN_DECK
from game.marenzan import GAME
from game.marenzan.sample import SWORD, sample_state


def all_cards(state) -> Counter:
    """Every card of the 49, wherever it lies."""
    out: Counter = Counter()
    for pile in (*state.parties, *state.journeys, *state.halls, *state.mountains, state.loose, state.setup_cards):
        out.update(pile)
    out.update(c for c in state.villages if c is not None)
    out.update(c for _, c in state.revealed)
    return out


def test_every_card_is_in_one_place():
    assert all_cards(GAME.start(3, 5)) == Counter(SEVEN_DECK)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_section5_samples_agree_with_the_observation_at_many_steps(players):
    checked = check_sampler(GAME, range(4), players, all_cards, bots=("simple", "random"), every=4,
                            options={"turn_limit": 60})
    assert checked > 40


def test_section5_samples_agree_under_deathmatch_and_pressure():
    check_sampler(GAME, range(2), 3, all_cards, bots=("simple",), every=3,
                  options={"deathmatch": True, "pressure": True, "hometown": True, "turn_limit": 60})


def _play_until(predicate, players=3, seeds=range(200)):
    """The first position of a seeded random game where `predicate(state)` holds."""
    from game.engine.bots import RandomBot

    for seed in seeds:
        state = GAME.start(players, seed, {"turn_limit": 200})
        rng = Rng(seed)
        while state.to_act is not None:
            if predicate(state):
                return state
            GAME.perform(state, RandomBot().choose(None, GAME.legal_actions(state), rng))
    raise AssertionError("no such position")


def test_m64_the_peeked_card_stays_where_the_peeker_put_it():
    state = _play_until(lambda s: s.peek is not None and s.peek.bottom is not None)
    peek = state.peek
    obs = GAME.observe(state, peek.seat)
    for i in range(10):
        sample = sample_state(obs, peek.seat, Rng(i))
        pile = sample.mountains[peek.mountain]
        assert (pile[0] if peek.bottom else pile[-1]) == peek.card
    other = (peek.seat + 1) % state.players
    found = {sample_state(GAME.observe(state, other), other, Rng(i)).peek.card for i in range(20)}
    assert len(found) > 1  # the others do not know the card


def test_section5_the_holy_sword_stays_in_the_party_known_to_hold_it():
    state = _play_until(lambda s: any(SWORD in p for p in s.parties[1:]) and s.players > 1)
    owner = next(s for s in range(state.players) if SWORD in state.parties[s])
    viewer = (owner + 1) % state.players
    for i in range(10):
        assert SWORD in sample_state(GAME.observe(state, viewer), viewer, Rng(i)).parties[owner]


def test_section5_other_parties_are_dealt_afresh():
    state = GAME.start(4, 3)
    obs = GAME.observe(state, 0)
    hands = {tuple(sample_state(obs, 0, Rng(i)).parties[2]) for i in range(20)}
    assert len(hands) > 15
    assert all(sorted(sample_state(obs, 0, Rng(i)).parties[0]) == sorted(state.parties[0]) for i in range(5))


def test_m64_a_peeked_holy_sword_stays_on_its_mountain():
    from game.marenzan.state import Peek

    state = GAME.start(2, 11)
    where = next(m for m in range(3) if SWORD in state.mountains[m])
    pile = state.mountains[where]
    pile.remove(SWORD)
    pile.append(SWORD)  # on top, where the peeker saw it
    state.peek = Peek(0, where, SWORD, False)
    obs = GAME.observe(state, 0)
    assert obs.holy_sword == "mountains" and obs.peek.card == SWORD.code
    for i in range(5):
        sample = sample_state(obs, 0, Rng(i))
        assert sample.mountains[where][-1] == SWORD
        assert GAME.observe(sample, 0) == obs


def test_section5_a_party_card_that_entered_publicly_stays_known_in_every_sample():
    # Seat 1 recruits a Knight from a village (M41): everyone saw it enter that Party, so every
    # world seat 0 samples has it there; the rest of seat 1's Party is from the deal (M4).
    from game.marenzan import actions as A

    from .conftest import act, build

    state = build(players=2, parties={0: "3-1 4-2", 1: "5-3 3-2 2-1"}, villages={1: "6-4"}, active=1)
    act(state, A.RecruitVillage(1, "5-3"))
    view = GAME.observe(state, 0)
    assert view.seats[1].known == ("6-4",)
    for k in range(20):
        world = sample_state(view, 0, Rng(k))
        assert "6-4" in [c.code for c in world.parties[1]]
        assert all(2 <= c.rank <= 6 for c in world.parties[1])
        assert GAME.observe(world, 0) == view
