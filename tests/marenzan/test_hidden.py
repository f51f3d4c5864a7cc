"""Hidden information (section 5): observations and legal actions leak nothing, for every seat."""

import copy

from game.engine.bots import bot_rng, make_bot
from game.engine.contract import events_for
from game.engine.rng import Rng
from game.marenzan import GAME
from game.marenzan import actions as A
from game.marenzan.cards import HOLY_SWORD


def scramble(state, viewer, rng):
    """Swap what `viewer` cannot see: the still-dealt cards of other Parties (M4: Spirits and
    Adventurers) and the mountains' order and contents. A Party card that entered publicly
    stays where it is (section 5)."""
    other = copy.deepcopy(state)
    keep = other.peek.card if other.peek is not None and other.peek.seat == viewer else None

    def hidden_in_party(seat, card):
        return seat != viewer and card in other.dealt[seat]

    def free_in_mountain(card):
        return card.rank != HOLY_SWORD and card != keep

    dealable = [c for seat in range(other.players) for c in other.parties[seat] if hidden_in_party(seat, c)]
    dealable += [c for pile in other.mountains for c in pile if free_in_mountain(c) and 2 <= c.rank <= 6]
    rest = [c for pile in other.mountains for c in pile if free_in_mountain(c) and not 2 <= c.rank <= 6]
    rng.shuffle(dealable)
    rng.shuffle(rest)
    for seat in range(other.players):
        if seat != viewer:
            party = other.parties[seat]
            old = [c for c in party if hidden_in_party(seat, c)]
            new = [dealable.pop() for _ in old]
            other.parties[seat] = [c for c in party if not hidden_in_party(seat, c)] + new
            other.dealt[seat] = [c for c in other.dealt[seat] if c not in old] + new
    for m, pile in enumerate(other.mountains):
        other.mountains[m] = [c if not free_in_mountain(c) else (dealable.pop() if 2 <= c.rank <= 6 else rest.pop())
                              for c in pile]
    assert not dealable and not rest
    return other


def test_observations_and_legal_actions_hide_other_parties_and_the_mountains():
    checked = 0
    for seed in range(40):
        players = 1 + seed % 4
        state = GAME.start(players, seed, {"pressure": seed % 3 == 0, "hometown": seed % 2 == 0})
        bots = [make_bot(GAME, "wanderer") for _ in range(players)]
        rngs = [bot_rng(seed, s) for s in range(players)]
        rng = Rng.from_seed(seed)
        steps = 0
        while state.to_act is not None and steps < 400:
            if steps % 3 == 0:
                for viewer in [None] + list(range(players)):
                    other = scramble(state, viewer, rng) if viewer is not None else scramble(state, -1, rng)
                    assert GAME.observe(other, viewer) == GAME.observe(state, viewer), (seed, steps, viewer)
                    if viewer == state.to_act:
                        assert GAME.legal_actions(other) == GAME.legal_actions(state)
                    checked += 1
            seat = state.to_act
            action = bots[seat].choose(GAME.observe(state, seat), GAME.legal_actions(state), rngs[seat])
            GAME.apply(state, action)
            steps += 1
    assert checked > 1000


def test_a_party_is_seen_by_its_owner_only():
    state = GAME.start(3, 4)
    for seat in range(3):
        obs = GAME.observe(state, seat)
        assert obs.party == tuple(sorted(c.code for c in sorted(state.parties[seat])))
    onlooker = GAME.observe(state, None)
    assert onlooker.party == () and [s.party_count for s in onlooker.seats] == [3, 3, 3]


def test_the_magicians_peek_is_for_the_peeker_alone(mz):
    state = mz.build(players=3, parties={0: "3-1 4-1", 1: "5-5"}, tops={2: "9-5"})
    events = mz.act(state, A.ArcaneSpeaks("3-1", 2))
    assert GAME.observe(state, 0).peek.card == "9-5"
    assert GAME.observe(state, 1).peek is None and GAME.observe(state, None).peek is None
    assert GAME.observe(state, 1).decision.card is None
    for seat in (1, None):
        assert all("9-5" not in str(e) for e in events_for(events, seat))
    mz.act(state, A.PutBack(False))
    mz.act(state, A.StaySilent())
    assert GAME.observe(state, 0).peek.card == "9-5"  # still on top: still known
    mz.act(state, A.ReturnCard("5-5", 0))  # another mountain: no change
    assert GAME.observe(state, 0).peek is not None


def test_the_peek_is_forgotten_when_that_mountain_is_shuffled(mz):
    state = mz.build(players=1, parties={0: "3-1 4-1 5-5"}, tops={2: "9-5"})
    mz.act(state, A.ArcaneSpeaks("3-1", 2))
    mz.act(state, A.PutBack(True))
    mz.act(state, A.ReturnCard("4-1", 2))
    assert GAME.observe(state, 0).peek is None


def test_hall_contents_are_public_as_a_set_and_the_holy_sword_is_tracked(mz):
    state = mz.build(players=2, parties={0: "3-1", 1: "1-1"}, halls={1: "9-4 5-5"})
    obs = GAME.observe(state, 0)
    assert obs.seats[1].hall == ("5-5", "9-4") and obs.holy_sword == "party.1"


def test_the_initial_deal_is_private_in_events(mz):
    state = mz.build(players=2, parties={0: "3-1 4-1", 1: "5-5"}, tops={0: "6-2"})
    events = mz.act(state, A.Adventure(0))
    # drawn by Adventure: public (section 5)
    assert any(getattr(e, "card", None) == "6-2" for e in events_for(events, 1))
