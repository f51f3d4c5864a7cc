"""How good a position of I Want to Sleep Tonight is for the search bot (values 0..1, one per seat).

A finished game is worth its result: 1 for the winner, 0 for the others (T10). A playout
cut short is scored by each man's chance of winning from here, a softmax over the men still
in the game (an eliminated man has none, T11) of a few facts about each, weighted per role:

- `lead`: the share of the places he cannot rule out (state.know, his own log only) where
  his Check would hit from where he stands — the Hitman's Snipe at or next to him (T23), the
  Extractor's Extraction and the Detective's Secure at his place (T26, T32; the Detective's
  only counts once the three wills are collected);
- `hit`: whether it would hit in this world (the search's worlds are drawn from what the
  searching seat may know, so this averages to what it can guess), alone and times `lead`;
- `acts`: whether his action phase is still to come in this turn, before the Heroine moves
  (T9, T34), and he is not Resting or Abducted (T13);
- `sharp`: one over the number of places he cannot rule out; the wills obtained (T28);
- the Salaryman's: the wills, and whether all three are in with the Heroine at the Station
  (T29), and whether she stands at a will's place.

The weights were fitted (multinomial logistic regression) on every position of 500 games of
four Normal bots of then, before the Salaryman's plan of bots.py (seeds 30000–30499), against
who won; on 500 other games (seeds 30500–30999,
20,405 positions) the log-loss is 1.054 against 1.242 for the previous hand-made guess (and
1.268 for the roles' base rates alone); its correlation with the seat's win is 0.32 / 0.43 /
0.32 / 0.24 (Hitman / Extractor / Salaryman / Detective) against 0.17 / 0.24 / 0.27 / 0.15.
The values are what Normal play would make of the position, which is what the search's
playouts assume the others play.

Measured with python -m game.strength tonight --games 320 --think 0.1 --seed 10000 (CPU time;
one Hard seat among Normal seats, the same seeds 10000-10319 also played by Normal seats only,
80 games a role; 95 % Wilson intervals), against the Normal bot of game/tonight/bots.py whose
Salaryman takes the Cemetery will himself, sends the Heroine for Home's and steers her clear of
the Hitman's likely Snipe:
- Now, Hard from KeenBot's policy with its Hitman (the best Snipe place first, three chances in
  four, three in five once two wills are in) and the Hitman's shy samples of the Heroine
  (sample.SHY_IN): seeds 30000-30159, the Hitman only, 45.6 % (73/160, 38-53) against Normal's
  31.9 % (51/160, 25-39), sign test on the seeds only one of them won p = 0.012 (the same with
  even samples 41.9 %, with Normal's Snipe thresholds 39.4 %, with neither 36.2 %); seeds
  30000-30299, a role in turn: Extractor 41.0 % (41/100) against 16.0 %, Salaryman 61.0 %
  against 26.0 %, Detective 43.0 % against 30.0 % (p < 1e-12); seeds 20000-20319, 80 games a
  role: Hitman 42.5 % (34/80, 32-53) against 37.5 % (30/80), short of its 47.5 %; Extractor
  38.8 % against 15.0 %, Salaryman 51.2 % against 25.0 %, Detective 40.0 % against 27.5 %; all
  43.1 % against 26.2 % (p = 9e-7); seeds 40000-40159, the Hitman: 42.5 % (68/160, 35-50)
  against 28.8 % (46/160, 22-36), p = 0.009; seeds 40000-40239, the others in turn, 80 games a
  role: Extractor 38.8 % against 20.0 %, Salaryman 60.0 % against 23.8 %, Detective 40.0 %
  against 27.5 % (p = 2e-9), every role at its target on this block too. The Hitman over the three blocks: 43.8 %
  (175/400) against 31.8 % (127/400), +12.0 points. At the table's own 1 s (CPU), seeds 20000-20159 with
  Hard the Hitman in every game: 43.1 % (69/160, 36-51) against Normal's 27.5 % (44/160, 21-35),
  Hard alone won 47 seeds and Normal alone 22, p = 0.0035. Four Hard bots (seeds 50000-50099): Hitman 42 %, Extractor
  24 %, Salaryman 32 %, Detective 2 %; python -m game.tonight.window counts the games in which
  Secure the Witness (T32) was ever open to the Detective: 4, and he won 2 of them; in 30 the
  Salaryman took the last will and left in one phase. Two more blocks of 100 (seeds 51000 and
  52000): Hitman 41 and 40 %, Extractor 24 and 25 %, Salaryman 35 and 34 %, Detective 0 and 1 %;
  the window open in 5 and 2 games. Over the 300 games: 41.0 / 24.3 / 33.7 / 1.0 %, the window
  open in 11 games, the Detective's 3 wins all among them. Escorting the Salaryman (T30, T31) delays
  him into a phase of his own: a Detective who escorts him whenever he may stand where the
  Detective does once two wills are in (KeenBot's otherwise, among two Normal hunters and
  KeenBot's Salaryman, 400 games from seed 50000) opened the window in 135 games instead of 10
  and cut the one-phase line from 193 to 40, but won 9 games (2.3 %, against 0): with the window
  open he seldom knows where the Heroine is. The same Hard Detective with a Normal Salaryman (Hard,
  Hard, Normal, Hard; seeds 50000 and 51000, 100 each): the window opened in 34 and 36 games, the
  one-phase line never, and he won 25 and 25 % - 50 of the 70 open windows. So it is the Hard
  Salaryman's line (the last will kept until the Bon Voyage can follow in the same phase), which
  the rules allow, that holds the Detective near 1 %, not his play.
- Before that, Hard from KeenBot's policy (TUNING.prior below: the Detective's long shots where
  the Heroine is likelier, the Salaryman's last will kept for the Bon Voyage): Hitman 37.5 % (30/80,
  28-48) against Normal's 23.8 % (19/80, 16-34); Extractor 50.0 % (40/80, 39-61) against
  20.0 % (16/80, 13-30); Salaryman 48.8 % (39/80, 38-60) against 27.5 % (22/80, 19-38);
  Detective 47.5 % (38/80, 37-58) against 32.5 % (26/80, 23-43); all 45.9 % (147/320, 41-51)
  against 25.9 % (83/320, 21-31). Every role at or above min(1.5 x Normal's rate, Normal's +
  10 points): 33.8, 30.0, 37.5 and 42.5 %. Hard's decisions: median 99 ms, p95 106 ms.
  The same on seeds 20000-20319: Hitman 41.2 % (33/80, 31-52) against Normal's 37.5 % (30/80,
  28-48), short of its 47.5 %; Extractor 42.5 % (34/80, 32-53) against 15.0 % (12/80, 9-24);
  Salaryman 46.2 % (37/80, 36-57) against 25.0 % (20/80, 17-35); Detective 46.2 % (37/80,
  36-57) against 27.5 % (22/80, 19-38); all 44.1 % (141/320, 39-50) against 26.2 % (84/320,
  22-31). The Hitman's gain is not robust. From Normal's policy on these seeds Hard did worse
  in every role but the Extractor's: Hitman 36.2 % (29/80, 27-47), Extractor 42.5 % (34/80,
  32-53), Salaryman 26.2 % (21/80, 18-37), Detective 37.5 % (30/80, 28-48); all 35.6 %
  (114/320, 31-41) against KeenBot's 44.1 %, so KeenBot does not cost the Hitman either.
The runs that led there, on the same seeds:
- Hard from Normal's policy: Hitman 52.5 % (42/80, 42-63) against Normal's 23.8 % (19/80,
  16-34); Extractor 55.0 % (44/80, 44-65) against 20.0 % (16/80, 13-30); Salaryman 42.5 %
  (34/80, 32-53) against 27.5 % (22/80, 19-38); Detective 41.2 % (33/80, 31-52) against
  32.5 % (26/80, 23-43); all 47.8 % against 25.9 %.
- Hard from a policy whose Extractor and Detective take their long shots where the Heroine is
  likelier: Hitman 43.8 % (35/80, 33-55), Extractor 51.2 % (41/80, 40-62), Salaryman 30.0 %
  (24/80, 21-41), Detective 48.8 % (39/80, 38-60); all 43.4 % (139/320).
- Hard from a policy with the Detective's long shots only: Hitman 47.5 % (38/80,
  37-58), Extractor 45.0 % (36/80, 35-56), Salaryman 37.5 % (30/80, 28-48), Detective 45.0 %
  (36/80, 35-56); all 43.8 % (140/320), the Salaryman just on his line. The differences
  between these runs, a few games a role, are mostly within what 80 games can tell apart.
- The Detective-only policy with the weights fitted again on the current Normal bot (python -m
  game.tonight.evalfit: 25,140 positions of seeds 30000-30499; held-out log-loss on seeds
  30500-30999 1.162 against 1.283 for the weights below): Hitman 43.8 % (35/80, 33-55),
  Extractor 47.5 % (38/80, 37-58), Salaryman 31.2 % (25/80, 22-42), Detective 56.2 % (45/80,
  45-67); all 44.7 % (143/320). No better in all, and the Salaryman fell short: the weights
  below stay.
Earlier, against the Normal bot before that Salaryman (the same seeds): Hitman 42/80 against
Normal's 36/80, Extractor 14/80 against 10/80, Salaryman 12/80 against 9/80, Detective 28/80
against 30/80; playouts of 6 decisions instead of 12 did worse (27 wins in the first 104 games
against 40); on the first 160 seeds, looser departures from Normal (switch_z 1.0, min_visits 6,
explore 0.5) won 50 games against 56, and 0.25 s a decision 48. Four Hard bots then (40 games,
seeds 50000-50039): Hitman 42.5 %, Extractor 25.0 %, Salaryman 10.0 %, Detective 22.5 %.
Four Hard bots now (KeenBot's policy, 0.1 s CPU, 100 games, seeds 50000-50099): Hitman 39 %,
Extractor 25 %, Salaryman 34 % (25 of them Bitter Victories), Detective 2 %. The Hard Salaryman
takes the last will and declares the Bon Voyage in one action phase (an Attack and a Check,
T12, T28, T29), so the Detective's Secure (T32), which needs all three wills in, never finds a
phase of his own in between: the Salaryman's phase comes before the Detective's (T9), and the
rules let him take the Bank's will standing at the Bank while the Heroine is at the Station. An
Escort (T30) only delays him by two turns. The Detective's wins are then the games in which the
Salaryman cannot finish (he is eliminated first, or the turn limit comes): the rules, not the
search, leave the Detective this little against that line (four Normal bots playing it left him
0.1-0.3 % of 1,000 games, which is why Normal does not).
Four Normal bots, 1,000 games a block: 32.8 / 15.2 / 22.1 / 29.9 % (seeds 60000), 28.0 / 18.5 /
21.7 / 31.8 % (70000), 31.0 / 18.5 / 21.1 / 29.4 % (80000), 34.4 / 15.8 / 20.0 / 29.8 % (90000).

Checks at a good chance (issue 30; `python -m game.simulate tonight --bots normal --blunders`).
Normal checks only at three in five or better by its own deductions (no more long shots), and
never extracts into a Block. Four Normal bots, seeds 0–999: turns a game median 5, quartiles 4–6
(was 4, 3–5); Checks below one in two 0 (was 804); Checks made and won: Hitman 743 / 442
(59.5 %), Extractor 150 / 150, Salaryman 204 / 204, Detective 204 / 204 (was Hitman 662 / 305,
Extractor 839 / 169, Detective 489 / 316); role wins Hitman 44.2, Extractor 15.0, Salaryman 20.4,
Detective 20.4 % (was 30.5 / 16.9 / 21.0 / 31.6). Four Hard bots at 0.05 s (wall clock), seeds
0–149: 0 unlikely Checks, median 4 turns; Hitman 66.0, Extractor 3.3, Salaryman 30.7, Detective
0.0 %: without the one-in-four Extraction its prior once took, the Hard Extractor rarely wins
against three Hard rivals (the Detective was 0–2 % before too).
Why, read from the Checks: the Extractor's even shot (one of two places, from where he stands)
came true 7 times in 40 over 600 games of four Hard policies (KeenBot), since the Salaryman steers
the Heroine away from the hunters he can place; and the search, whose sampled worlds put her
anywhere she may be alike, made Extractions below one in two (4 in 40 games of four Hard bots,
seeds 0–39). The Detective's Secure needs all three wills in (T32), and Hard's Salaryman takes
the last one and leaves in the same action phase, before the Detective's: in 400 games of four Hard
policies the Hitman won 223 with two wills in and the Detective 4. Now Hard's search chooses among
the Checks at one in two or better only (TUNING.guard = blunders.prudent), its policy takes no
even Extraction, and its Detective escorts the Salaryman once two wills are in (KeenBot._harass).
Four Hard bots at 0.05 s (wall clock, a loaded machine), seeds 0–119: 0 unlikely Checks, turns a
game median 6 (seeds 0–59) and 10 (60–119); Hitman 46.7, Extractor 5.8, Salaryman 47.5,
Detective 0.0 % (0–59: 56.7 / 5.0 / 38.3 / 0.0; 60–119: 36.7 / 6.7 / 56.7 / 0.0). Four Hard
policies (no search), seeds 0–599: 64.7 / 0.5 / 33.7 / 1.2 % (was 64.3 / 1.3 / 34.3 / 0.0 on
seeds 0–299). The Extractor and the Detective are still short of 10 %.
Why, and what changed: the Detective's Secure needs all three wills in (T32), and a Salaryman who
keeps the last will for the turn the Heroine stands at the Station takes it and leaves in one
action phase, before the Detective's (T9, T12): the Detective never has a phase with the Secure
open, whatever he deduces, and escorting the Salaryman only delays him. Hard's policy no longer
plays that line (it is LastWillBot now, kept for game.tonight.window): its Salaryman takes the
last will when it comes up, as Normal's does. And the Extractor, held to three in five, only
checked when sure, by which time the Hitman (first to act, three places in reach) had shot: Hard's
policy now takes the Extractor's and the Detective's even shot (one of two places, the rule of
prudence's floor) at the place where she is likelier, from where he stands or after one step or
ride there (KeenBot._even_shot). Four Hard bots at 0.05 s (wall clock), seeds 0–119: turns a game
median 6, quartiles 4–8; 0 unlikely Checks, 0 Extractions into a Block; Checks made and won:
Hitman 104 / 49, Extractor 29 / 13, Salaryman 29 / 29, Detective 34 / 25; wins Hitman 40.8,
Extractor 10.8, Salaryman 27.5, Detective 20.8 %. Seeds 120–239: median 6, quartiles 4–7; Hitman
103 / 45, Extractor 33 / 11, Salaryman 32 / 32, Detective 38 / 25; wins 37.5 / 9.2 / 32.5 / 20.8 %.
Over the 240 games: 39.2 / 10.0 / 30.0 / 20.8 %; the Extractor is on the line, not clear of it.
Four Hard policies (no search), seeds 0–3999: 51.1 / 8.2 / 17.5 / 23.2 %.
Why the Extractor stayed short: his area is I–V, and after Home the Heroine's way runs by the
Cemetery and the Station (VII, VI), where he has no card; of his even shots in 3,000 games of four
Hard policies (seeds 0–2999), 195 of 711 came true, most of the misses at II with her at VII. Home,
her first goal, is the one place of her way he can reach: Hard's Extractor now weighs it six times
while its will is out when he chooses where to stand (KeenBot._score), so that a Gather and an
Extraction from where he stands fit in one phase. Four Hard policies, seeds 0–2999: Hitman 50.8,
Extractor 10.4, Salaryman 17.2, Detective 21.6 % (was 51.0 / 8.2 / 17.5 / 23.3); seeds 3000–5999:
51.7 / 10.5 / 16.4 / 21.4 %. Four Hard bots at 0.05 s, seeds 0–119: turns median 6, quartiles
4–8; 0 unlikely Checks, 0 Extractions into a Block; Checks made and won: Hitman 98 / 37, Extractor
44 / 23, Salaryman 35 / 35, Detective 34 / 21; wins 30.8 / 19.2 / 32.5 / 17.5 %. Seeds 120–239:
median 5, quartiles 3–8; no blunders; Hitman 96 / 50, Extractor 43 / 28, Salaryman 25 / 25,
Detective 23 / 16; wins 41.7 / 23.3 / 21.7 / 13.3 %. Over the 240 games: 36.2 / 21.2 / 27.1 /
15.4 % (was 39.2 / 10.0 / 30.0 / 20.8). Normal is unchanged (1,000 games, seeds 0–999: 44.2 /
15.0 / 20.4 / 20.4 %).
Tried without gain (four Hard policies, seeds 0–2999): the Extractor's Gather from the Detective
rather than the Hitman (8.7 %); the even shot's place judged by her goals and his area (the
likelier place is mostly one out of his reach, so the shots stayed as they were);
no even shot when the likelier place is out of his reach (5.8 %: he checked too seldom to beat
the Hitman).
One model of where she is (issue 36): Hard's worlds draw the Heroine's place from
blunders.heroine_odds, the odds its Checks' chance and rule of prudence use (Home twenty times
while the Cemetery's will alone is in, five times while Home's may be out, the Hitman's likeliest
Snipe 0.75), and KeenBot's hunters check by them too. Four Hard bots at 0.05 s (CPU), 30 games a
block, Hitman / Extractor / Salaryman / Detective:
- the code before (seeds 0-59): 41.7 / 20.0 / 36.7 / 1.7 % (25 / 12 / 22 / 1), Snipes 25 of 34;
- Home five times, the Extractor and the Detective checking by the odds (seeds 0-59): 40.0 /
  15.0 / 40.0 / 5.0 % (24 / 9 / 24 / 3), Snipes 24 of 31;
- now, Home twenty times after the Cemetery's will and the Hitman by the odds too (seeds 0-29):
  43.3 / 20.0 / 33.3 / 3.3 %, Snipes 13 of 26;
- the worlds alone, the policy checking as if every place were alike (seeds 0-29): 20 / 57 / 23
  / 0 %: the Extractor took her at Home, and Hard's Salaryman, whose playouts had the Extractor
  check as if she were anywhere, walked her there.
Within what 30-60 games tell apart (about 12 points either way), the roles stand where they
did: the Detective's few wins are the rules' (see above), not his deductions'. Four such
policies without search (seeds 0-599): 24.2 / 51.5 / 20.7 / 3.7 % (before 46.5 / 15.0 / 32.3 /
6.2): without a search the Salaryman does not steer her from the Extractor.
"""

from __future__ import annotations

import math

from game.engine.search import Tuning

from .blunders import prudent
from .bots import KeenBot
from .cards import ROLES, STATION, WILL_PLACES, dist, suit
from .knowledge import HEROINE
from .state import State

_ORDER = {role: index for index, role in enumerate(ROLES)}  # T9: the phase order

# per role: bias, lead, hit*lead, lead*acts, hit*lead*acts, sharp, wills/3, hit
# (the Salaryman's: bias, wills/3, ready, ready*acts, at a will's place)
WEIGHTS: dict[str, tuple[float, ...]] = {
    "hitman": (0.88, -0.63, 0.79, -0.12, 0.74, 0.5, 0.03, 0.22),
    "extractor": (-0.61, -1.49, 3.1, -1.76, 3.28, 0.6, -1.16, 1.8),
    "salaryman": (-0.92, 0.5, 1.97, 1.11, 0.27),
    "detective": (0.45, -1.28, 3.35, -1.21, 3.35, 0.4, 0.02, 0.15),
}

TUNING = Tuning(depth=12, prior=KeenBot, guard=prudent)  # about one turn of Normal play; 6 measured worse (see above)


def _acts(state: State, seat: int) -> float:
    """1 if his action phase (or what is left of it, his Check unused) is still ahead this turn."""
    if state.phase not in ("action", "give", "block") or state.acting is None:
        return 0.0
    now = _ORDER[state.roles[state.acting]]
    me = _ORDER[state.roles[seat]]
    if me < now or (me == now and "check" in state.used):
        return 0.0
    return 0.0 if state.turn in state.rests[seat] or state.abducted[seat] else 1.0


def features(state: State, seat: int) -> list[float]:
    role = state.roles[seat]
    wills = len(state.obtained)
    heroine = suit(state.heroine) if state.heroine is not None else None
    acts = _acts(state, seat)
    if role == "salaryman":
        ready = 1.0 if wills == 3 and heroine == STATION else 0.0
        return [1.0, wills / 3, ready, ready * acts, 1.0 if heroine in WILL_PLACES else 0.0]
    card = state.position[seat] or state.taken[seat]
    places = state.know[seat][HEROINE] if state.know else []
    lead = hit = sharp = 0.0
    if card is not None and places:
        here = suit(card)
        reach = 1 if role == "hitman" else 0  # T23 next to him too; T26, T32 his place only
        lead = sum(1 for p in places if dist(p, here) <= reach) / len(places)
        hit = 1.0 if heroine is not None and dist(heroine, here) <= reach else 0.0
        sharp = 1.0 / len(places)
    gate = 1.0 if role != "detective" or wills == 3 else 0.0  # T32: no Secure before the wills
    lead *= gate
    return [1.0, lead, hit * lead, lead * acts, hit * lead * acts, sharp, wills / 3, hit]


def evaluate(state: State) -> list[float]:
    if state.result is not None:
        return [1.0 if s in state.result.winners else 0.0 for s in range(4)]
    logits: list[float | None] = []
    for s in range(4):
        if state.eliminated[s]:
            logits.append(None)
            continue
        weights = WEIGHTS[state.roles[s]]
        logits.append(sum(w * f for w, f in zip(weights, features(state, s))))
    top = max((z for z in logits if z is not None), default=0.0)
    worth = [0.0 if z is None else math.exp(z - top) for z in logits]
    total = sum(worth) or 1.0
    return [w / total for w in worth]
