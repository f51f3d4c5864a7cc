"""What a replay needs to know of each game, as data: where a turn begins, and what the
all-seeing view shows that no seat's own view does.

A turn is read from the public observation (seat None): each game's observation
carries its own turn or round number, so a turn begins wherever that number changes.
Requiem, Marenzan and Tonight count table turns; Enfield's round holds one turn per
seat (the active seat names it); Whisper counts turns within a round. A game with no
entry here falls back to the record's actors: a turn begins whenever the seat acting
changes.

The all-seeing view (offered for finished games only) is the public table beside every
seat's hidden cards face up: `HIDDEN[game](state)` lists them as (seat or None for the
table itself, caption key, card codes), and `FACES[game](code, seat)` paints each one.
Under them, `DECKS[game](state)` lists what still lies face down in the decks and piles,
each in the order it will come (top first), so a viewer sees what was coming: Requiem's
three Enemy Decks and its Capital Deck, Marenzan's three Demon Mountains, Whisper's
pile and Tonight's Heroine reserve (never drawn from: its cards go back to the
Salaryman together, T34). Enfield has no deck with an order: a squad's deck is a
private pool its player chooses from (E6.3), already shown with the hidden cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sprites import theme

TurnKey = Callable[[Any], tuple]

TURNS: dict[str, TurnKey] = {
    "requiem": lambda obs: (obs.turn,),
    "marenzan": lambda obs: (obs.turn,),
    "tonight": lambda obs: (obs.turn,),
    "enfield": lambda obs: (obs.round, obs.active),
    "kami": lambda obs: (obs.round, obs.turn),
}


# How a turn reads on the turn control, as the game's own banner counts it:
# (turn key, seat name of a seat index, translator) -> text.
TurnLabel = Callable[[tuple, Callable[[int], str], Callable[..., str]], str]

TURN_LABELS: dict[str, TurnLabel] = {
    "requiem": lambda key, name, t: t("app.replay.turn.n", n=key[0]),
    "marenzan": lambda key, name, t: t("app.replay.turn.n", n=key[0] + 1),  # turns completed, + 1
    "tonight": lambda key, name, t: t("app.replay.turn.n", n=key[0]) if key[0] else t("app.replay.turn.setup"),
    "enfield": lambda key, name, t: t("app.replay.turn.round_seat", round=key[0], name=name(key[1])),
    "kami": lambda key, name, t: t("app.replay.turn.round_turn", round=key[0], turn=key[1] + 1),
}


def turn_key(game, state: Any, k: int, actors: list[int]) -> tuple:
    """The turn of position k (`state`: the state after the record's first k actions)."""
    key = TURNS.get(game.id)
    if key is not None:
        return key(game.observe(state, None))
    # no turn number of its own: the seat about to act names the turn
    return (actors[min(k, len(actors) - 1)],) if actors else (0,)


def turn_starts(keys: list[tuple]) -> list[int]:
    """The positions where a turn begins (the state before its first move); a change
    after the last move (the game's end) begins no turn."""
    last = len(keys) - 1
    return [k for k in range(len(keys)) if (k == 0 or keys[k] != keys[k - 1]) and (k < last or last == 0)]


# -- the all-seeing view ---------------------------------------------------------------
Hidden = list[tuple[int | None, str, tuple[str, ...]]]


def _requiem(state) -> Hidden:
    down = tuple(code for code, up in zip(state.arrivals, state.arrival_face_up) if code is not None and not up)
    return [(None, "app.replay.hidden.arrivals", down)] if down else []


def _marenzan(state) -> Hidden:
    return [(s, "app.replay.hidden.party", tuple(c.code for c in party)) for s, party in enumerate(state.parties)]


def _tonight(state) -> Hidden:
    from game.tonight.cards import BANK, HOME

    rows: Hidden = []
    for s, hand in enumerate(state.hands):
        position = state.position[s]
        cards = tuple(sorted(hand)) + ((position,) if position is not None and not state.face_up[s] else ())
        rows.append((s, "app.replay.hidden.hand_position", cards))
    if state.heroine is not None and not state.heroine_up:
        rows.append((None, "app.replay.hidden.heroine", (state.heroine,)))
    if not (HOME in state.obtained and BANK in state.obtained):  # the two face-down will markers (T4)
        rows.append((None, "app.replay.hidden.wills", tuple(state.markers[1:])))
    return rows


def _enfield(state) -> Hidden:
    rows: Hidden = []
    for s, squad in enumerate(state.squads):
        target = (squad.target,) if squad.target is not None and not state.revealed else ()
        rows.append((s, "app.replay.hidden.deck_target", target + tuple(squad.deck)))
    return rows


def _kami(state) -> Hidden:
    from game.kami.cards import POOL

    rows: Hidden = []
    for s, hand in enumerate(state.hands):
        shields = tuple(POOL[card] for _, card in state.shields[s])
        rows.append((s, "app.replay.hidden.hand_shields", tuple(sorted(POOL[c] for c in hand)) + shields))
    return rows


HIDDEN: dict[str, Callable[[Any], Hidden]] = {
    "requiem": _requiem,
    "marenzan": _marenzan,
    "tonight": _tonight,
    "enfield": _enfield,
    "kami": _kami,
}


@dataclass(frozen=True)
class Deck:
    """A face-down deck or pile in the all-seeing view: `cards[0]` is the next to come."""

    caption: str  # message key; {n} is the number of cards, {number} the deck's own number (from 1)
    cards: tuple[str, ...]
    number: int = 0


def _requiem_decks(state) -> list[Deck]:
    # top first in the state itself: arrivals and the Capital take index 0 (R16, R31, R32)
    decks = [Deck("app.replay.deck.enemy", tuple(deck), column + 1) for column, deck in enumerate(state.enemy_decks)]
    return decks + [Deck("app.replay.deck.capital", tuple(state.capital))]


def _marenzan_decks(state) -> list[Deck]:
    # the last card of a mountain is its top (M27 draws with pop())
    return [Deck(f"app.replay.deck.mountain.{m}", tuple(c.code for c in reversed(pile)), m + 1)
            for m, pile in enumerate(state.mountains)]


def _tonight_decks(state) -> list[Deck]:
    # A16, A17: set aside face down, never drawn; all go back at once, sorted, in T34
    return [Deck("app.replay.deck.reserve", tuple(sorted(state.reserve)))] if state.reserve else []


def _kami_decks(state) -> list[Deck]:
    from game.kami.cards import POOL

    # the end of the pile is its top (K24 draws with pop())
    return [Deck("app.replay.deck.pile", tuple(POOL[card] for card in reversed(state.pile)))]


DECKS: dict[str, Callable[[Any], list[Deck]]] = {
    "requiem": _requiem_decks,
    "marenzan": _marenzan_decks,
    "tonight": _tonight_decks,
    "kami": _kami_decks,
}


# How much of each overlapped card of a long deck must show for it to be read, as a
# share of the card's width: the corner index of the seven-suit faces (Requiem, Marenzan,
# Tonight), the centred initial on Whisper's title bar. Past that the deck is cut short
# and the rest counted ("+N").
DECK_SHOWS: dict[str | None, float] = {None: 0.41, "kami": 0.66}


def deck_orders(game_id: str, state: Any) -> list[Deck]:
    """Every face-down deck and pile now, each top first (none for a game without decks)."""
    reader = DECKS.get(game_id)
    return reader(state) if reader is not None else []


def _face_requiem(code: str, seat):
    from sprites.faces.requiem import requiem_face

    return "seven", requiem_face(code)


def _face_marenzan(code: str, seat):
    from ..tables.marenzan.layout import face

    return "seven", face(code)


def _face_tonight(code: str, seat):
    from ..tables.tonight.layout import face

    return "seven", face(code)


def _face_enfield(code: str, seat):
    from sprites.faces.enfield import EnfieldFace

    return "enfield", EnfieldFace(code, theme.seat_colour(seat if seat is not None else 0))


def _face_kami(code: str, seat):
    from sprites.faces import kami  # noqa: F401  (registers the painter)
    from sprites.faces.kami import KamiFace

    return "kami", KamiFace(code)


FACES: dict[str, Callable[[str, int | None], tuple[str, Any]]] = {
    "requiem": _face_requiem,
    "marenzan": _face_marenzan,
    "tonight": _face_tonight,
    "enfield": _face_enfield,
    "kami": _face_kami,
}


def hidden_cards(game_id: str, state: Any) -> Hidden:
    """Every card hidden from the public view now, by seat (None: on the table)."""
    reader = HIDDEN.get(game_id)
    return reader(state) if reader is not None else []
