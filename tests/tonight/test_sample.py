"""Determinization (spec section 5): a state rebuilt from one seat's observation.

At every step of seeded bot games, for the seat to act and one other seat: the sample gives
that seat the same observation and the same legal actions, keeps every card in exactly one
place (so no card the seat holds or sees is anywhere else), stands every hidden man and the
Heroine where that seat's knowledge allows, and plays on to the end with random bots.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

from game.engine.rng import Rng
from game.tonight import GAME
from game.tonight.cards import HEROINE_CARDS, own_cards, suit
from game.tonight.sample import sample_state
from tests.sampling import check_sample, play_out, positions

HEROINE = 4


def conserved(state) -> None:
    """T11: every heroine card and every card of a man still in the game is in exactly one place."""
    seen = Counter(c for hand in state.hands for c in hand)
    seen.update(c for c in state.position if c)
    seen.update(state.reserve)
    if state.heroine:
        seen[state.heroine] += 1
    expected = Counter(HEROINE_CARDS)
    for seat, role in enumerate(state.roles):
        if not state.eliminated[seat]:
            expected.update(own_cards(role))
    assert seen == expected


def sound(state) -> None:
    """knowledge.py: every seat's sets in the sample hold where everyone really is (in the sample)."""
    for s in range(4):
        card = state.position[s] or state.taken[s]
        place = suit(card) if card else state.origin[s]
        if state.eliminated[s] or place is None:
            continue
        for viewer in range(5):
            assert place in state.know[viewer][s], (viewer, s)
    heroine = suit(state.heroine) if state.heroine else state.heroine_from
    if heroine is not None:
        assert all(heroine in state.know[viewer][HEROINE] for viewer in range(5))


def hidden(state) -> tuple:
    return (tuple(map(tuple, state.hands)), tuple(state.position), state.heroine, tuple(state.reserve),
            tuple(state.markers), tuple(state.origin))


def test_sample_state_is_registered():
    assert GAME.sample_state is sample_state


def test_a_sample_agrees_with_what_the_seat_knows():
    """5.1, 5.2: same observation, same legal actions, cards conserved, places within knowledge."""
    samples = 0
    for state, seat, step in positions(GAME, range(24), 4):
        for viewer in {seat, (seat + 1 + step) % 4}:
            obs = GAME.observe(state, viewer)
            for k in range(2):
                sample = check_sample(GAME, state, viewer, 1000 * step + 10 * viewer + k)
                conserved(sample)
                sound(sample)
                samples += 1
                for s, view in enumerate(obs.seats):
                    if sample.position[s] is not None and view.position is None:
                        assert suit(sample.position[s]) in obs.knowledge[s]
                        assert sample.position[s] not in obs.hand
                if sample.heroine is not None and obs.heroine is None:
                    assert suit(sample.heroine) in obs.knowledge[HEROINE]
                    assert sample.heroine not in obs.hand
                assert sample.hands[viewer] == sorted(obs.hand)
    assert samples > 5000


def test_samples_play_on_to_the_end():
    played = 0
    for state, seat, step in positions(GAME, range(30, 36), 4, every=9):
        sample = sample_state(GAME.observe(state, seat), seat, Rng(step))
        play_out(GAME, sample, step, invariant=conserved)
        played += 1
    assert played >= 20


def test_samples_differ_across_seeds():
    """Where the seat cannot see everything, different seeds deal it differently."""
    varied = total = 0
    for state, seat, _ in positions(GAME, range(40, 44), 4, every=3):
        if state.phase == "setup_position" and state.turn == 0 and seat == state.pending[0] and not any(state.position):
            continue  # the very first decision: nothing is hidden yet but the marker order
        obs = GAME.observe(state, seat)
        deals = {hidden(sample_state(obs, seat, Rng(k))) for k in range(6)}
        total += 1
        varied += len(deals) > 1
    assert varied >= 0.9 * total


def test_the_sample_cannot_see_the_real_future():
    """Its RNG comes from the sampler's rng, not from the real game's."""
    state = next(s for s, _, step in positions(GAME, [7], 4) if step == 20)
    a = sample_state(GAME.observe(state, 0), 0, Rng(1))
    b = sample_state(GAME.observe(state, 0), 0, Rng(2))
    assert a.rng != state.rng and a.rng != b.rng


def test_a_sample_does_not_depend_on_string_hashing():
    """Hidden cards are dealt from sets of card codes: the deal must not follow their hash order."""
    script = (
        "from game.engine.rng import Rng\n"
        "from game.tonight import GAME\n"
        "from tests.sampling import positions\n"
        "for state, seat, step in positions(GAME, [3], 4, every=11):\n"
        "    print(repr(GAME.sample_state(GAME.observe(state, seat), seat, Rng(step))))\n"
    )
    root = Path(__file__).resolve().parents[2]
    runs = [subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(hash_seed)}).stdout for hash_seed in (1, 2)]
    assert runs[0] and runs[0] == runs[1]


def test_the_salaryman_s_heroine_stays_his_own_in_a_sample():
    """T6, 5.1: sampled for the Salaryman, the other men know of the Heroine only what their own
    hands tell them, not where she is."""
    checked = 0
    for state, seat, _ in positions(GAME, range(50, 56), 4, every=2):
        sal = state.roles.index("salaryman")
        if state.heroine is None or state.heroine_up:
            continue
        sample = sample_state(GAME.observe(state, sal), sal, Rng(checked))
        for viewer in range(4):
            if viewer == sal or sample.eliminated[viewer]:
                continue
            held = {suit(c) for c in sample.hands[viewer] if c.startswith("7-")}
            assert set(sample.know[viewer][HEROINE]) == set(range(1, 8)) - held
            checked += 1
    assert checked > 100


def test_T28_T34_the_heroine_is_sampled_as_likely_as_the_checks_chance_has_her(table):
    # The Hitman (holding the heroine cards of IV and VII) knows she is at I, II, III or V, no will
    # in yet. Home is HOME_ODDS times as likely as another place while its will is out (only she
    # can obtain it, T28); the Snipe that reaches most of those places is from IV (III and V), and
    # her Salaryman steers her away from it (T34): III and V each SHY_ODDS. The Detective, who
    # is not shot at, knows she is at III, V or VI: Home is not among them, so alike. The samples
    # give each place the share blunders.heroine_odds gives it, which check_chance sums.
    from game.tonight.blunders import HOME_ODDS, SHY_ODDS, heroine_odds

    state = table.start(at={"hitman": 5}, heroine=3)
    hitman, detective = table.seat(state, "hitman"), table.seat(state, "detective")
    state.know[hitman][HEROINE] = [1, 2, 3, 5]
    state.know[detective][HEROINE] = [3, 5, 6]
    expected = {hitman: {1: HOME_ODDS, 2: 1.0, 3: SHY_ODDS, 5: SHY_ODDS}, detective: {3: 1.0, 5: 1.0, 6: 1.0}}
    for seat in (hitman, detective):
        obs, rng = GAME.observe(state, seat), Rng.from_seed(7)
        assert heroine_odds(obs) == expected[seat]
        seen = Counter(suit(sample_state(obs, seat, rng).heroine) for _ in range(4000))
        total = sum(expected[seat].values())
        assert set(seen) == set(expected[seat])
        for place, weight in expected[seat].items():
            assert abs(seen[place] / 4000 - weight / total) < 0.03, (seat, place)
