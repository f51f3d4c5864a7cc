"""The 'Hard' bot: information-set Monte Carlo tree search over the common contract.

Why single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) rather than
determinized UCT: determinized UCT builds one tree per sampled world and votes,
which splits a small budget (about 1 s of pure Python, a few hundred playouts)
into several shallow trees and lets each tree "see" the hidden cards it was dealt
(strategy fusion at every node). ISMCTS keeps one tree over the searching seat's
information sets: each iteration draws a fresh world from the observation
(`GameDef.sample_state`), walks the tree restricted to the actions legal in that
world (UCB with availability counts, so a branch is judged by the worlds where
it existed), plays out and backs up. The whole budget goes into one tree, and the
choice at the root is made across worlds, not inside one. Requiem has no private
cards at all, and there ISMCTS reduces to plain MCTS over the chance of the decks.

The bot reads only the observation: worlds come from the sampler, whose state
RNG is re-seeded, so a search never sees the real deck order or dice to come.

Budget and early stop: a time cap (default 1 s) and an iteration cap; with no
time cap the result depends only on the rng and the iteration cap. The search
stops as soon as the most-visited root action cannot be overtaken in the
iterations left, or when one action beats every other on the same sampled
worlds by three standard errors; a single legal action is returned without search.

Playouts: the game's Normal bot (SimpleBot) or uniform random moves, `rollout`
picks; both stop after `depth` decisions and score the position with the game's
evaluation (`game.<id>.evaluate.evaluate(state) -> one value in 0..1 per seat`,
small per-game functions) or, without one, with the result alone. Measured on
positions of 25 Normal games of Requiem (12 playouts each), the mean value of
Normal playouts correlates 0.46 with how the game really ended, random playouts
0.12 (they almost never win); a Normal playout costs 8.7 ms, a random one 1.5 ms,
so even six random ones for one Normal one carry less. On 626 positions of 60
solo Marenzan games (playouts of 30 decisions, then the evaluation) the figures
were 0.16 for Normal and −0.01 for random (17.8 and 4.9 ms, with the hand-made guess of
then; the fitted evaluation of game/marenzan/evaluate.py now correlates 0.46 solo).
Normal is the default; a game's evaluate.py may name another (`TUNING.rollout`) where
measurement favours it. Where a decision offers dozens of actions (Marenzan, up to 66)
and a decision affords a few dozen iterations, `TUNING.root_width` keeps the Normal
choice and the few actions the evaluation rates best one step ahead. Without an
evaluation a playout cut short is worth 0.5 to everyone, which in long games (Enfield,
Whisper) left every action equal and the search always on the Normal choice; each game
now has one. The Normal bot's own choice at the root gets a small bonus, so a short
search departs from Normal only for an action that is measurably better.

A game with no sampler gets its Normal bot instead.
"""

from __future__ import annotations

import importlib
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .baseline import normal_factory
from .contract import Action, GameDef
from .rng import Rng

DEFAULT_THINK = 1.0  # seconds a decision (a setting)
EXPLORE = 0.7  # UCB exploration constant, for values in 0..1
DEFAULT_DEPTH = 40  # playout decisions before the evaluation takes over
NORMAL_BONUS = 0.03  # the Normal choice's head start at the root (values in 0..1)
MIN_VISITS = 8  # visits an action needs before it may overrule the Normal choice
SWITCH_Z = 1.5  # standard errors (paired, same worlds) by which it must beat the Normal choice
CLEAR_Z = 3.0  # ... by which one action must beat every other for the search to stop early
WIDEN = 0.5  # below the root, a node may have 1 + WIDEN * sqrt(visits) children (progressive widening)
# The clock of the time cap: wall time, which is what a player waits. Measurements on a busy
# machine may set time.process_time, so that a decision gets the same work however loaded it is.
CLOCK: Callable[[], float] = time.perf_counter


@dataclass
class Node:
    """One information-set node: statistics of the action that led here."""

    seat: int | None = None  # who chose the action leading here
    visits: int = 0
    available: int = 0  # iterations in which this action was legal at its parent
    total: float = 0.0  # sum of the chooser's values
    squares: float = 0.0  # sum of their squares
    values: list[float] = field(default_factory=list)  # a root child's value in its k-th world
    children: dict[Action, Node] = field(default_factory=dict)

    def mean(self) -> float:
        return self.total / self.visits

    def variance(self) -> float:
        mean = self.total / self.visits
        return max(self.squares / self.visits - mean * mean, 1e-4)

    def ucb(self, explore: float) -> float:
        return self.total / self.visits + explore * math.sqrt(math.log(max(self.available, 1)) / self.visits)


@dataclass(frozen=True)
class Tuning:
    """The search's constants, which a game's evaluate.py may set for itself (`TUNING`),
    since how far a playout should run and how sure a departure from Normal must be
    depend on how long and how noisy that game is."""

    depth: int = DEFAULT_DEPTH
    rollout: str = "normal"  # 'normal' or 'random'
    explore: float = EXPLORE
    normal_bonus: float = NORMAL_BONUS
    min_visits: int = MIN_VISITS
    switch_z: float = SWITCH_Z
    clear_z: float = CLEAR_Z
    # With more legal actions than this at the root, only the Normal choice and the actions whose
    # immediate result the evaluation likes best are searched (None: every legal action).
    root_width: int | None = None
    # The policy Hard starts from, for its default choice and its playouts (a bot factory);
    # None: the game's Normal bot. A game may give Hard a better heuristic than Normal's.
    prior: Callable[[], Any] | None = None
    # (observation, legal) -> the actions the search may choose among: a game's hard rule of
    # prudence judged from the observation (Requiem: never a move after which the team cannot
    # live through the turn while another move can). None: every legal action.
    guard: Callable[[Any, Sequence[Action]], list[Action]] | None = None


def evaluator_of(game: GameDef) -> tuple[Callable[[Any], Sequence[float]] | None, Tuning]:
    """The game's own position evaluation and search constants, when it has them
    (game/<id>/evaluate.py: `evaluate(state)`, and `TUNING`, or the older `DEPTH` and
    `ROLLOUT` 'normal' or 'random')."""
    from . import registry

    try:
        module = importlib.import_module(registry.entry(game.id).module + ".evaluate")
    except (KeyError, ModuleNotFoundError):
        return None, Tuning()
    tuning = getattr(module, "TUNING", None) or Tuning(depth=getattr(module, "DEPTH", DEFAULT_DEPTH),
                                                       rollout=getattr(module, "ROLLOUT", "normal"))
    return getattr(module, "evaluate", None), tuning


def result_values(game: GameDef, state: Any, seats: int) -> list[float]:
    """1 for each winner, 0 for the others (a finished game without an evaluation)."""
    winners = state.result.winners if state.result is not None else ()
    return [1.0 if s in winners else 0.0 for s in range(seats)]


class SearchBot:
    """AI · Hard. `think` seconds and/or `iterations` bound a decision."""

    name = "hard"

    def __init__(self, game: GameDef, think: float | None = DEFAULT_THINK, iterations: int | None = None,
                 rollout: str | None = None, depth: int | None = None, explore: float | None = None):
        self.game = game
        self.think = think
        self.iterations = iterations
        self.evaluate, self.tuning = evaluator_of(game)
        prior = self.tuning.prior or normal_factory(game)
        self.normal = prior()
        self.playout_bot = prior()  # its own instance: a bot may keep a memory
        self.explore = explore if explore is not None else self.tuning.explore
        self.rollout = rollout if rollout is not None else self.tuning.rollout
        self.depth = depth if depth is not None else self.tuning.depth
        self.last_iterations = 0  # of the last decision (for measurement)
        self.faults = 0  # searches that failed and fell back to the Normal choice (tests expect none)
        self.unsampled = 0  # decisions left to the Normal choice because the sampler returned None

    # -- the Bot protocol ---------------------------------------------------------
    def choose(self, observation: Any, legal: Sequence[Action], rng: Rng) -> Action:
        if self.tuning.guard is not None:
            legal = self.tuning.guard(observation, legal)
        normal = self.normal.choose(observation, legal, rng)
        self.last_iterations = 0
        if len(legal) == 1 or self.game.sample_state is None or self.think is not None and self.think <= 0:
            return normal  # no time to think (a turn's budget spent, game.engine.turn_budget): Normal's move
        seat = observation.seat if getattr(observation, "seat", None) is not None else observation.to_act
        try:
            return self.search(observation, seat, list(legal), normal, rng)
        except Exception:  # noqa: BLE001 - a fault in a sampled world must not stop a real game
            self.faults += 1
            return normal

    # -- the search -----------------------------------------------------------------
    def search(self, observation: Any, seat: int, legal: list[Action], normal: Action, rng: Rng) -> Action:
        """ISMCTS with common random numbers at the root: the k-th visit of every root
        action plays in the same k-th world (same hidden cards, same shuffles and dice
        to come, same playout choices), so two actions are compared on equal luck and
        the noise of the deck mostly cancels out of their difference."""
        game = self.game
        root = Node(seat)
        seats = self._seats(observation)
        clock = CLOCK
        start = clock()
        deadline = start + self.think if self.think is not None else None
        width = self.tuning.root_width
        if width is not None and len(legal) > width and self.evaluate is not None:
            legal = self._candidates(observation, seat, legal, normal, width, rng)
        cap = self.iterations if self.iterations is not None else (10**9 if deadline else 200)
        worlds: list[int] = []  # the seed of the k-th world
        done = 0
        while done < cap:
            action = self._root_action(root, legal, normal)
            child = root.children.get(action)
            k = child.visits if child is not None else 0
            while len(worlds) <= k:
                worlds.append(rng.next_u64())
            luck = Rng(worlds[k])
            world = game.sample_state(observation, seat, luck)
            if world is None:  # a decision the sampler cannot rebuild (it says so for every seed alike)
                self.unsampled += 1
                return normal
            self._iterate(root, world, seats, action, luck, deadline)
            done += 1
            left = cap - done
            if deadline is not None:
                now = clock()
                if now >= deadline:
                    break
                left = min(left, int((deadline - now) * done / max(now - start, 1e-9)))
            if self._settled(root, left) or (done % 16 == 0 and self._clear(root, legal)):
                break
        self.last_iterations = done
        return self._final(root, legal, normal)

    def _candidates(self, observation: Any, seat: int, legal: list[Action], normal: Action, width: int,
                    rng: Rng) -> list[Action]:
        """The Normal choice and the `width` − 1 other actions whose immediate result, in one
        sampled world, the evaluation values most: with dozens of legal actions (Marenzan's
        Returns, Joins and Recruits) and a few dozen iterations a decision, trying every action
        once would spend the whole budget and leave none with enough visits to overrule Normal."""
        game = self.game
        world = game.sample_state(observation, seat, Rng(rng.next_u64()))
        copy = game.copy_state
        if world is None or copy is None:
            return legal
        scored = []
        for i, action in enumerate(legal):
            if action == normal:
                continue
            after = copy(world)
            game.perform(after, action)
            values = self.evaluate(after)
            scored.append((-(values[seat] if seat < len(values) else 0.0), i, action))
        scored.sort(key=lambda item: item[:2])
        return [normal] + [action for _, _, action in scored[:width - 1]]

    def _root_action(self, root: Node, legal: list[Action], normal: Action) -> Action:
        """Every action once, the Normal choice first; then the Normal choice until it has
        `min_visits` visits; then UCB with Normal's head start. A departure from Normal is judged
        on the worlds both were played in (_final), so a Normal choice that UCB starves for being
        clearly worse must still get that many: in Tonight, Hard kept the Heroine from the Station
        with every will in (0.19 against 0.95 after 5 visits to 451) because its Normal choice had
        too few worlds for the better one to be compared on."""
        if normal not in root.children:
            return normal
        for action in legal:
            if action not in root.children:
                return action
        for action in legal:
            root.children[action].available += 1
        if root.children[normal].visits < self.tuning.min_visits:
            return normal
        return max(legal, key=lambda a: root.children[a].ucb(self.explore) + (self.tuning.normal_bonus if a == normal else 0.0))

    def _final(self, root: Node, legal: list[Action], normal: Action) -> Action:
        """The Normal choice unless another action beat it measurably on the same worlds:
        paired over their common visits, by SWITCH_Z standard errors and with at least
        MIN_VISITS pairs. A short or noisy search so stays Normal instead of playing a
        lucky guess; of the actions that pass, the most visited is played."""
        base = root.children.get(normal)
        if base is None:
            return normal
        passing = []
        for action in legal:
            child = root.children.get(action)
            if action == normal or child is None:
                continue
            pairs, mean, error = self._paired(child, base)
            if pairs >= self.tuning.min_visits and mean > self.tuning.switch_z * error:
                passing.append((child.visits, mean, action))
        if not passing:
            return normal
        return max(passing, key=lambda item: (item[0], item[1]))[2]

    @staticmethod
    def _paired(a: Node, b: Node) -> tuple[int, float, float]:
        """(pairs, mean difference a − b, its standard error) over their common worlds."""
        pairs = min(a.visits, b.visits)
        if pairs < 2:
            return pairs, 0.0, math.inf
        diffs = [a.values[k] - b.values[k] for k in range(pairs)]
        mean = sum(diffs) / pairs
        return pairs, mean, math.sqrt(max(sum((d - mean) ** 2 for d in diffs) / (pairs - 1), 1e-6) / pairs)

    def _clear(self, root: Node, legal: list[Action]) -> bool:
        """One action beats every other on the same worlds by CLEAR_Z standard errors."""
        if len(root.children) < len(legal):
            return False
        best = max(root.children.values(), key=lambda c: c.total / max(c.visits, 1))
        for child in root.children.values():
            if child is best:
                continue
            pairs, mean, error = self._paired(best, child)
            if pairs < self.tuning.min_visits or mean <= self.tuning.clear_z * error:
                return False
        return True

    @staticmethod
    def _settled(root: Node, left: int) -> bool:
        """The most-visited action cannot be overtaken in the iterations left."""
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        return len(visits) >= 2 and visits[0] - visits[1] > left

    @staticmethod
    def _seats(observation: Any) -> int:
        for name in ("players", "seats", "lines"):
            value = getattr(observation, name, None)
            if isinstance(value, int):
                return value
            if isinstance(value, tuple) and value:
                return len(value)
        return 6

    def _iterate(self, root: Node, world: Any, seats: int, first: Action, rng: Rng,
                 deadline: float | None = None) -> None:
        """One iteration from the root action `first`: select down the tree in this world,
        add one node, play out, back up. Below the root the Normal bot's choice comes first
        and more actions are admitted as visits grow (progressive widening), so a small
        budget is not spent on random replies that no sensible player would make."""
        game = self.game
        chooser = world.to_act
        node = root.children.get(first)
        if node is None:
            node = root.children[first] = Node(chooser, available=1)
        game.perform(world, first)
        path = [node]
        grow = node.visits > 0  # a new root child only plays out
        while grow and world.to_act is not None:
            chooser = world.to_act
            actions = game.legal_actions(world)
            live = [a for a in actions if a in node.children]
            for action in live:
                node.children[action].available += 1
            room = 1 + int(WIDEN * math.sqrt(node.visits))
            if len(live) < min(room, len(actions)):
                untried = [a for a in actions if a not in node.children]
                if live:
                    action = untried[rng.below(len(untried))]
                else:
                    action = self.playout_bot.choose(game.observe(world, chooser), actions, rng)
                child = node.children[action] = Node(chooser, available=1)
                game.perform(world, action)
                path.append(child)
                break
            action = max(live, key=lambda a: node.children[a].ucb(self.explore))
            node = node.children[action]
            game.perform(world, action)
            path.append(node)
        values = self._playout(world, seats, rng, deadline)
        root.visits += 1
        for step in path:
            step.visits += 1
            if step.seat is not None and step.seat < len(values):
                value = values[step.seat]
                step.total += value
                step.squares += value * value
        head = path[0]
        head.values.append(values[head.seat] if head.seat is not None and head.seat < len(values) else 0.0)

    def _playout(self, world: Any, seats: int, rng: Rng, deadline: float | None = None) -> Sequence[float]:
        """Play on from `world` and score it. Past the deadline (looked at every 8 decisions) the
        playout is cut short and scored as it stands, so one long playout cannot hold a decision
        much beyond its time cap."""
        game = self.game
        steps = 0
        use_normal = self.rollout == "normal"
        clock = CLOCK
        while world.to_act is not None and steps < self.depth:
            if deadline is not None and steps & 7 == 7 and clock() >= deadline:
                break
            legal = game.legal_actions(world)
            if use_normal:
                action = self.playout_bot.choose(game.observe(world, world.to_act), legal, rng)
            else:
                action = legal[rng.below(len(legal))]
            game.perform(world, action)
            steps += 1
        if self.evaluate is not None:
            return self.evaluate(world)
        if world.to_act is None:
            return result_values(game, world, seats)
        return [0.5] * seats


def make_search_bot(game: GameDef, think: float | None = DEFAULT_THINK, iterations: int | None = None) -> Any:
    """Hard for a game: the search bot, or the Normal bot for a game with no sampler."""
    if game.sample_state is None:
        return normal_factory(game)()
    return SearchBot(game, think=think, iterations=iterations)
