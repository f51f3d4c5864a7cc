"""The blunders a watching player calls out in Tonight, and the figures of its 30-minute design
(counted by `game.simulate tonight --blunders`).

- unlikely_check: a Snipe, Extraction or Secure the Witness whose chance, from the checker's own
  observation, is below one half: the share of the places the Heroine may be at (its deduced
  `knowledge`, weighed by heroine_odds: Home while its will may be out, the Hitman's likeliest Snipe) that the
  Check reaches from where he stands (T23, T26, T32).
- extraction_into_a_block: an Extraction at the place where the checker knows the Salaryman
  stands, free to Block (T27).

`Stats` gives turns a game, the Checks made and how many succeeded, and each role's wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from game.engine.contract import Action

from .actions import BonVoyage, Extract, Secure, Snipe
from .cards import HOME, PLACES, ROLES, cover, dist, likeliest_snipe, suit
from .observe import Observation

HEROINE = 4
UNLIKELY = 0.5


HOME_ODDS = 5.0  # how much likelier Home is than another possible place while its will may be out
HOME_NEXT_ODDS = 20.0  # ... while the Cemetery's alone is in: Home's is surely out, and next (T28)
SHY_ODDS = 0.75  # for the Hitman: how likely a place his likeliest Snipe reaches is, against one it does not


def heroine_odds(obs: Observation) -> dict[int, float]:
    """How likely the Heroine is at each of her possible places (her deduced `knowledge`), from
    one seat's observation: the one model of her place that Hard's worlds are drawn from
    (sample.py) and its Checks' chances are judged by (check_chance), so that the search, its
    rule of prudence and the judge all weigh her places alike.

    Every place alike, except:
    - Home while its will may still be out (fewer than three wills in), HOME_ODDS times: only she
      can obtain that one (T28), so her Salaryman walks her there; HOME_NEXT_ODDS times while the
      Cemetery's is the only one in (it comes first, T28), when Home's is surely still out;
    - for the Hitman, the places his likeliest Snipe reaches (cards.likeliest_snipe), SHY_ODDS
      times: her Salaryman steers her away from the Snipe he expects (T23, T34).

    Fitted (conditional logit over her possible places, at the hunters' action phases) on 150
    games of Hard's Salaryman among three Hard policies (KeenBot; seeds 1000-1149, 0.05 s,
    2,279 decisions): Home while its will may be out 4.9 times another place (the Hitman 5.8,
    the Extractor 5.3, the Detective 3.8), with all three in 1.1 for the Hitman and 0.9 for the
    Extractor (not counted); the places of the Hitman's likeliest Snipe 0.85. On 400 games of
    four such policies (seeds 0-399, 8,016 decisions) 5.1 and 0.64. The Hitman's samples used to
    take those places at 0.35 (fitted on Normal's Salaryman, Home not counted), so that, with
    Home out of his reach, they put her where a Snipe reaches three times in five while this
    chance said one in six: the judge, sampling alike, valued such Snipes above the Hitman's
    waiting and called Hard's prudence a mistake (she was at Home both times). With the
    Cemetery's will alone in, she stood at Home 364 times in 370 at the Extractor's phases there
    (2,000 games of four Hard policies): at five times as likely, a Hitman at the Cemetery next to
    Home read one in 0.69 and held his fire, which the judge valued 0.69 against 0.33."""
    heroine = set(obs.knowledge[HEROINE]) or set(PLACES)
    if len(heroine) == 1:
        return {h: 1.0 for h in heroine}
    home = HOME_NEXT_ODDS if obs.wills == 1 else HOME_ODDS if obs.wills < 3 else 1.0
    odds = {h: home if h == HOME else 1.0 for h in heroine}
    if obs.role == "hitman":
        shot = cover(likeliest_snipe(heroine))
        if not heroine <= shot:
            odds = {h: w * (SHY_ODDS if h in shot else 1.0) for h, w in odds.items()}
    return odds


def check_chance(obs: Observation, action: Action) -> float:
    """The chance of a Check from the checker's own observation: the share of the Heroine's
    possible places (weighed by heroine_odds) that it reaches from where he stands."""
    me = obs.seats[obs.seat]
    card = me.position or me.taken
    if card is None:
        return 0.0
    here = suit(card)
    odds = heroine_odds(obs)
    reach = 1 if isinstance(action, Snipe) else 0
    return sum(w for h, w in odds.items() if dist(h, here) <= reach) / sum(odds.values())


def unlikely_check(obs: Observation, legal: Sequence[Action], action: Action) -> bool:
    return isinstance(action, (Snipe, Extract, Secure)) and check_chance(obs, action) < UNLIKELY


def salaryman_blocks_here(obs: Observation) -> bool:
    """The Salaryman, as this seat deduces, stands at this seat's place and is free to Block (T27)."""
    me = obs.seats[obs.seat]
    card = me.position or me.taken
    for view in obs.seats:
        if view.role != "salaryman" or view.eliminated or view.abducted or view.escorted_turn is not None:
            continue
        where = set(obs.knowledge[view.seat])
        return card is not None and where == {suit(card)}
    return False


def extraction_into_a_block(obs: Observation, legal: Sequence[Action], action: Action) -> bool:
    return isinstance(action, Extract) and salaryman_blocks_here(obs)


def prudent(obs: Observation, legal: Sequence[Action]) -> list[Action]:
    """The actions left once the blunders above are struck out (a Check below one in two, an
    Extraction into a Block); every legal action if nothing else is left. Hard's search chooses
    among these only (its Tuning.guard): in sampled worlds the Heroine stands anywhere she may be,
    alike, while her Salaryman steers her away from the hunter he can place, so a long shot the
    search rated at one in three came true far less often. Home counts five times while its will
    may be out (heroine_odds): a Hard Extractor at Home with four places possible, two wills in,
    abducted instead of extracting there, which the judge valued 0.19 higher. Hard among three
    Normal seats at 0.05 s a decision, before -> after: as the Extractor 25.0 -> 26.0 % of 200
    games (seeds 0-199), as the Hitman 29.2 -> 36.7 % of 120 (seeds 0-119)."""
    kept = [a for a in legal if not (unlikely_check(obs, legal, a) or extraction_into_a_block(obs, legal, a)
                                     or long_snipe(obs, a))]
    return kept or list(legal)


LONG_SNIPE = 0.75


def long_snipe(obs: Observation, action: Action) -> bool:
    """A Snipe below three chances in four from the Hitman's own observation. Her Salaryman steers
    her away from the Snipe he expects, so Hard's Snipes (from one in two up) came true 46 % of
    the time in 60 games of four Hard bots (seeds 0-59), Normal's at two in three 25 % once the
    wills were in. With this guard (and issue 36's Normal), 24 games of four Hard bots at 0.1 s
    (seeds 0-23): Snipes 78 % sure (14 of 18), but the Hitman, no longer knocked out by his misses,
    won 58 % (Extractor 8, Salaryman 29, Detective 4 %; before, 60 games: 38 / 25 / 28 / 8 %).

    Kept at three in four, now of the chance weighed as Hard's worlds are (heroine_odds), as a
    balance call: the two Snipes the judge had preferred to Hard's waiting (0.60 against 0.38 and
    0.75 against 0.61) were its worlds' error, not the floor's (with the worlds drawn from these
    odds the first is within the judge's margin, the second a mistake to take). Four Hard bots at
    0.05 s, 30 games (seeds 0-29), Home five times: at three in four Hitman 43, Extractor 13,
    Salaryman 40, Detective 3 %; at three in five 67 / 3 / 27 / 3 % (the worlds alone: 20 / 57 /
    23 / 0 against 47 / 43 / 10 / 0). A Hitman who snipes sooner wins more, so the judge still
    finds good Snipes he leaves (seed 5000: 0.49 against 0.37 at turn 12); the floor holds him
    near the issue's 40 %."""
    return isinstance(action, Snipe) and check_chance(obs, action) < LONG_SNIPE


CHECKS = {
    "unlikely_check": unlikely_check,
    "extraction_into_a_block": extraction_into_a_block,
}

CHECK_TYPES = (Snipe, Extract, Secure, BonVoyage)


class Stats:
    """Turns a game (median and quartiles), Checks and their success by bot level, role wins."""

    def __init__(self) -> None:
        self.turns: list[int] = []
        self.checks: Counter = Counter()  # (kind, role) -> Checks made
        self.hits: Counter = Counter()  # (kind, role) -> Checks that won
        self.role_games: Counter = Counter()  # (kind, role) -> games
        self.role_wins: Counter = Counter()
        self.early: Counter = Counter()  # kind -> Checks made on turns 1-4
        self._last: tuple[int, str, str] | None = None  # the last Check of this game: seat, kind, role

    def seen(self, session: Any, legal: Sequence[Action], action: Action) -> None:
        if isinstance(action, CHECK_TYPES):
            seat = session.to_act
            kind = session.record.seats[seat].kind
            role = session.state.roles[seat]
            self.checks[(kind, role)] += 1
            if session.state.turn <= 4:
                self.early[kind] += 1
            self._last = (seat, kind, role)

    def ended(self, session: Any) -> None:
        state = session.state
        self.turns.append(state.turn)
        winners = session.result.winners
        if self._last is not None and self._last[0] in winners and len(winners) == 1:
            self.hits[self._last[1:]] += 1  # a Check that succeeds ends the game at once (T10a)
        self._last = None
        for seat, role in enumerate(state.roles):
            kind = session.record.seats[seat].kind
            self.role_games[(kind, role)] += 1
            self.role_wins[(kind, role)] += seat in winners

    def lines(self) -> list[str]:
        out = []
        if self.turns:
            turns = sorted(self.turns)
            q = [turns[min(len(turns) - 1, int(f * len(turns)))] for f in (0.25, 0.5, 0.75)]
            out.append(f"turns a game: median {q[1]}, quartiles {q[0]}-{q[2]}, mean {sum(turns) / len(turns):.1f}, "
                       f"range {turns[0]}-{turns[-1]}")
        out.append("checks by bot level and role (made, succeeded, rate; a game's Check made on turns 1-4):")
        for kind, role in sorted(self.role_games, key=lambda k: (k[0], ROLES.index(k[1]))):
            made, hit = self.checks[(kind, role)], self.hits[(kind, role)]
            games = self.role_games[(kind, role)]
            out.append(f"  {kind:8s} {role:10s} {made:6d} checks ({made / max(games, 1):.2f} a game), {hit:6d} won "
                       f"({100 * hit / max(made, 1):5.1f} %); wins {self.role_wins[(kind, role)]:6d} of {games} "
                       f"({100 * self.role_wins[(kind, role)] / max(games, 1):5.1f} %)")
        for kind in sorted(self.early):
            out.append(f"  {kind:8s} checks on turns 1-4: {self.early[kind]}")
        return out
