"""High Card: a tiny example game on the Seven deck that exercises the engine.

Each player is dealt three cards, face down to the others. In turn, each either
plays a card face up or, once per game, draws a fresh card first. When every
player has played all three, the highest total wins (ties share the win).
Not one of the five games: it is listed as an example only.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.bots import RandomBot
from game.engine.contract import (
    Action,
    CardMoved,
    Event,
    GameDef,
    GameOver,
    IllegalAction,
    Message,
    Result,
)
from game.engine.rng import Rng
from game.engine.seven import SEVEN_DECK, Card

HAND = 3


@dataclass(frozen=True)
class Play(Action):
    card: str  # a card code
    label = "highcard.play"


@dataclass(frozen=True)
class Draw(Action):
    label = "highcard.draw"


@dataclass
class State:
    rng: Rng
    players: int
    deck: list[Card]
    hands: list[list[Card]]
    played: list[list[Card]]
    drew: list[bool]
    to_act: int | None = 0
    result: Result | None = None


@dataclass(frozen=True)
class Observation:
    seat: int | None
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    played: tuple[tuple[str, ...], ...]
    deck_size: int
    to_act: int | None


def new_game(players: int, seed: int, options: dict) -> State:
    rng = Rng.from_seed(seed)
    deck = rng.shuffled(SEVEN_DECK)
    hands = [[deck.pop() for _ in range(HAND)] for _ in range(players)]
    return State(rng, players, deck, hands, [[] for _ in range(players)], [False] * players)


def legal_actions(state: State) -> list[Action]:
    if state.to_act is None:
        return []
    hand = state.hands[state.to_act]
    actions: list[Action] = [Play(card.code) for card in sorted(hand)]
    if not state.drew[state.to_act] and state.deck:
        actions.append(Draw())
    return actions


def why_illegal(state: State, action: Action) -> IllegalAction:
    if isinstance(action, Draw):
        return IllegalAction("H2", "each player may draw only once per game")
    if isinstance(action, Play):
        return IllegalAction("H1", f"{action.card} is not in the hand of the player to act")
    return IllegalAction("H0", f"{type(action).__name__} is not an action of High Card")


def apply(state: State, action: Action) -> list[Event]:
    seat = state.to_act
    events: list[Event] = []
    if isinstance(action, Draw):
        state.drew[seat] = True
        card = state.deck.pop()
        state.hands[seat].append(card)
        events.append(CardMoved(card, "deck", f"hand{seat}", False, visible_to=(seat,)))
        return events
    card = Card.from_code(action.card)
    state.hands[seat].remove(card)
    state.played[seat].append(card)
    events.append(CardMoved(card, f"hand{seat}", f"played{seat}", True))
    order = [(seat + i) % state.players for i in range(1, state.players + 1)]
    for nxt in order:
        if len(state.played[nxt]) < HAND:
            state.to_act = nxt
            break
    else:
        totals = tuple(sum(c.rank for c in cards) for cards in state.played)
        best = max(totals)
        winners = tuple(i for i, t in enumerate(totals) if t == best)
        state.to_act = None
        state.result = Result(winners, "highcard.ending", totals)
        events.append(Message.of("highcard.won", seats=winners, total=best))
        events.append(GameOver("highcard.ending", winners))
    return events


def observe(state: State, seat: int | None) -> Observation:
    hand = tuple(c.code for c in sorted(state.hands[seat])) if seat is not None else ()
    return Observation(
        seat,
        hand,
        tuple(len(h) for h in state.hands),
        tuple(tuple(c.code for c in p) for p in state.played),
        len(state.deck),
        state.to_act,
    )


class SimpleBot:
    """Plays its highest card, and draws first while its best card is low."""

    name = "simple"

    def choose(self, observation: Observation, legal, rng):
        if Draw() in legal and max(Card.from_code(c).rank for c in observation.hand) < 7:
            return Draw()
        plays = [a for a in legal if isinstance(a, Play)]
        return max(plays, key=lambda a: Card.from_code(a.card).rank)


GAME = GameDef(
    id="highcard",
    title_en="High Card (example)",
    title_ja="ハイカード（例）",
    min_players=2,
    max_players=4,
    rules_version=1,
    new_game=new_game,
    legal_actions=legal_actions,
    perform=apply,
    observe=observe,
    action_types=(Play, Draw),
    bots={"random": RandomBot, "simple": SimpleBot},
    max_steps=50,
    example=True,
    why_illegal=why_illegal,
)
