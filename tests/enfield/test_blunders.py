"""Issue 30: no action card spent on a member who cannot act this battle (E45: held by an Alley
Cat; or knocked out), by Normal, in seeded games."""

from __future__ import annotations

from game.enfield import GAME
from game.engine.blunders import BlunderTally
from game.engine.simcheck import play_game


def test_E45_normal_spends_no_action_card_on_a_member_who_cannot_act():
    tally = BlunderTally(GAME)
    current = []

    def hook(session, legal, action):
        if not current or current[-1] is not session:
            current[:] = [session]
            tally.start(session)
        tally.seen(session, legal, action)

    for seed in range(30):
        tally.ended(play_game(GAME, 2 + seed % 3, seed, ["normal"], before_act=hook))
    assert tally.decisions["normal"] > 1000
    assert tally.counts[("normal", "action_card_on_a_member_who_cannot_act")] == 0
    assert tally.counts[("normal", "alley_cat_on_a_member_who_cannot_act")] == 0
