"""The Hint's reason for Whisper of the Gods' answers (a card of the hand to discard, a link, a
shield, the leader as a target) says what the Normal bot reckoned, in seeded games of Normal bots."""

from __future__ import annotations

from game.engine.explain import explain
from game.kami import GAME
from game.kami import actions as A
from game.kami.bots import SimpleBot
from tests.hint_play import generic_share, reach


def test_K56_hint_names_the_discard_the_hand_can_least_use():
    obs, action, legal = reach(GAME, 3, lambda o, a, l: isinstance(a, A.ChooseHandCard)
                               and o.prompt in ("electron_discard", "typhoon_discard") and len(l) > 1)
    key, args = explain(GAME, obs, action)
    bot = SimpleBot()
    assert key in ("kami.hint.discard_copy", "kami.hint.discard_god", "kami.hint.discard_spell")
    assert args["card"] == action.card
    worth = bot.card_value(obs, action.card, obs.hand)
    assert worth == min(bot.card_value(obs, a.card, obs.hand) for a in legal if isinstance(a, A.ChooseHandCard))
    if key == "kami.hint.discard_copy":
        assert action.card in bot.my_names(obs)


def test_K46_hint_counts_the_links_made():
    obs, action, _ = reach(GAME, 3, lambda o, a, l: isinstance(a, A.Link) and a.partners)
    key, args = explain(GAME, obs, action)
    assert key == "kami.hint.link" and args["n"] == len(action.partners)


def test_K56_hint_says_two_drawn_keep_the_better_card():
    obs, action, _ = reach(GAME, 3, lambda o, a, l: a == A.ElectronDraw(True))
    assert explain(GAME, obs, action) == ("kami.hint.electron_double", {})


def test_K20_hint_names_the_leader_as_the_opponent():
    obs, action, _ = reach(GAME, 3, lambda o, a, l: isinstance(a, A.ChoosePlayer) and o.prompt == "opponent"
                           and len(l) > 1, seeds=range(30))
    key, args = explain(GAME, obs, action)
    lead = SimpleBot().leader(obs)
    assert key == "kami.hint.opponent_leader"
    assert args == {"player": lead, "count": obs.seats[lead].gods}


def test_the_hint_rarely_falls_back_to_the_steady_choice():
    # Before: 1,140 of 1,815 decisions in three three-player games (63 %) were worded generically.
    kinds = (A.ChooseHandCard, A.Link, A.ElectronDraw, A.ChooseShield, A.Decline, A.DrawCard, A.Done,
             A.ChoosePlayer, A.ChooseFieldCard)
    total, generic = generic_share(GAME, 3, range(3), kinds)
    assert total > 100 and generic <= 0.05 * total, (generic, total)
