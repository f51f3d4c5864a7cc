"""Determinization (section 5): a sampled state agrees with everything a seat can see."""

from __future__ import annotations

from collections import Counter

from game.engine.rng import Rng
from game.engine.samplecheck import check_sampler
from game.requiem import GAME
from game.requiem.cards import ALL_CARDS, ENEMY
from game.requiem.sample import sample_state, unseen_cards


def all_cards(state) -> Counter:
    """Every card of the 49, wherever it lies."""
    out: Counter = Counter()
    for seat in range(3):
        out.update(state.ready[seat])
        out.update(state.spent[seat])
    for pile in (state.mage_reserve, state.capital, state.enemy_retreat, state.enemy_dead, state.allied_dead,
                 state.damage, *state.enemy_decks):
        out.update(pile)
    out.update(c for c in state.arrivals if c is not None)
    out.update(c for c in state.slots if c is not None)
    return out


def test_every_card_is_in_one_place():
    assert all_cards(GAME.start(3, 5)) == Counter(ALL_CARDS)


def test_section5_samples_agree_with_the_observation_at_many_steps():
    checked = check_sampler(GAME, range(12), 3, all_cards, bots=("simple", "random"), every=3)
    assert checked > 500


def test_section5_hidden_cards_are_dealt_afresh():
    state = GAME.start(3, 9)
    obs = GAME.observe(state, 0)
    rng = Rng.from_seed(3)
    decks = {tuple(map(tuple, sample_state(obs, 0, rng).enemy_decks)) for _ in range(20)}
    capitals = {tuple(sample_state(obs, 0, rng).capital) for _ in range(20)}
    assert len(decks) > 15 and len(capitals) > 15


def test_section5_a_scouted_arrival_is_never_resampled():
    state = GAME.start(3, 4)
    state.arrival_face_up[1] = True
    obs = GAME.observe(state, 2)
    enemy, _ = unseen_cards(obs)
    assert state.arrivals[1] not in enemy
    for i in range(10):
        sample = sample_state(obs, 2, Rng(i))
        assert sample.arrivals[1] == state.arrivals[1]
        hidden = [c for deck in sample.enemy_decks for c in deck] + [sample.arrivals[0], sample.arrivals[2]]
        assert state.arrivals[1] not in hidden and set(hidden) <= set(ENEMY)
