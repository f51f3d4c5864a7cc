"""Issue 36: Tonight's Normal bots leave no trail that gives them away and take no Snipe that
is more likely to miss than a good player's. Counted by game.tonight.balance, which reads the
public contract only (what each hunter's own observation lets him deduce); the role win rates
over 1,000 games are its own command (README)."""

from __future__ import annotations

from game.tonight.balance import Tally, play

NORMAL = ["normal"] * 4


def tally(seeds: range) -> Tally:
    out = Tally()
    for seed in seeds:
        out.add(play(seed, NORMAL))
    return out


def test_T28_normal_salaryman_obtains_no_will_that_tells_where_the_heroine_is():
    # The Home will obtained through the Heroine while he stood away from the Bank told every
    # hunter she was at Home (or the Bank, which they had ruled out): the Detective in taxi range
    # took her in that turn (seed 3). From the Bank itself the will may be the Bank's.
    counted = tally(range(30))
    assert counted.giveaways == 0
    assert counted.wins["salaryman"] > 0


def test_T23_normal_hitman_snipes_succeed_at_least_three_times_in_five():
    # Her Salaryman steers her clear of the Snipe he expects, so Normal's Snipes at two chances
    # in three (as the Hitman deduced them) came true 54 % of the time on these seeds.
    counted = tally(range(60))
    assert counted.checks["hitman"] >= 15
    assert counted.hits["hitman"] >= 0.6 * counted.checks["hitman"]
