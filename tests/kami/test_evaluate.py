"""The search bot's evaluation of a Whisper position: each seat's expected split share of the match."""

from __future__ import annotations

from kami_helpers import at_main, position

from game.engine.contract import Result
from game.kami.cards import POOL
from game.kami.evaluate import _later, evaluate, match_shares, round_chances


def test_k42_a_finished_match_tied_at_the_top_is_worth_a_split_win():
    g = position(4, 1, hands={s: ("ATOM",) for s in range(4)})
    g.result = Result((0, 2), "kami.ending.match", (7, 5, 7, 5), "kami.ending.six_gods", ())
    assert evaluate(g) == [0.5, 0.0, 0.5, 0.0]


def test_k41_k42_the_last_round_decides_by_points_alone():
    # totals 4,2,2,2 before the last round: seat 1 winning it makes 5 against 5, a shared win
    shares = match_shares([4, 2, 2, 2], [False] * 4, [0.0, 1.0, 0.0, 0.0], 0)
    assert shares == [0.5, 0.5, 0.0, 0.0]


def test_k42_shares_of_the_match_add_up_to_one_win():
    for points, rounds in (((0, 0, 0, 0), 4), ((3, 1, 1, 0), 2), ((2, 0, 4), 3), ((0, 2, 2, 2, 0, 6), 1)):
        assert abs(sum(_later(points, rounds)) - 1.0) < 1e-9
    shares = match_shares([3, 1, 1, 1], [False, False, True, False], [0.4, 0.3, 0.0, 0.3], 3)
    assert abs(sum(shares) - 1.0) < 1e-9


def test_k40_a_lead_counts_for_more_as_fewer_rounds_are_left():
    assert _later((2, 0, 0, 0), 1)[0] > _later((2, 0, 0, 0), 3)[0] > 0.25


def test_k37_a_seat_holding_its_sixth_god_in_its_main_step_is_the_favourite():
    five = ("PROTON", "ATOM", "ELECTRON", "QUARK", "NEUTRON")
    g = at_main(position(4, 1, hands={0: ("LEPTON", "BRAIN_STORM"), 1: ("MIND_RESET",), 2: ("MIND_RESET",),
                                      3: ("MIND_RESET",)},
                         shields={s: ("ENERGY_LIGHT",) for s in range(4)},
                         fields={0: five, 1: five[:4], 2: five[:4], 3: five[:4]}, active=0))
    chances = round_chances(g)
    assert abs(sum(chances) - 1.0) < 1e-9
    assert chances[0] > 0.5 and chances[0] == max(chances)
    g.hands[0] = [c for c in g.hands[0] if POOL[c] != "LEPTON"]  # without its sixth name in hand
    assert round_chances(g)[0] < chances[0]


def test_k39_an_eliminated_seat_has_no_chance_in_the_round():
    g = at_main(position(4, 1, hands={s: ("MIND_RESET",) for s in range(4)}, active=0))
    g.eliminated[2] = True
    chances = round_chances(g)
    assert chances[2] == 0.0 and abs(sum(chances) - 1.0) < 1e-9


def test_k25_hard_starts_from_a_policy_that_keeps_a_second_copy_of_a_fielded_god():
    from game.engine import registry
    from game.engine.search import SearchBot
    from game.kami.bots import KeeperBot, SimpleBot
    from game.kami.observe import observe

    g = position(4, 1, hands={0: ("ATOM", "BRAIN_STORM"), 1: ("MIND_RESET",), 2: ("MIND_RESET",),
                              3: ("MIND_RESET",)}, fields={0: ("ATOM",)}, active=0)
    obs = observe(g, 0)
    hand, atom, spell = obs.hand, "ATOM", "BRAIN_STORM"
    assert sorted(hand) == [atom, spell]
    # Normal parts with the copy first; the policy Hard starts from keeps it over a middling spell
    assert SimpleBot().card_value(obs, atom, hand) < SimpleBot().card_value(obs, spell, hand)
    assert KeeperBot().card_value(obs, atom, hand) > KeeperBot().card_value(obs, spell, hand)
    bot = SearchBot(registry.get("kami"), think=None, iterations=4)
    assert isinstance(bot.normal, KeeperBot) and isinstance(bot.playout_bot, KeeperBot)
