"""Deck and party construction (E5, AE31) as rules with reasons, and the text form of a custom
squad that the setup screen and the deck builder pass to new_game.

A squad code is "party | deck": three party character ids, a bar, then the 12 deck cards,
separated by spaces or commas, "3xD01" meaning three copies, e.g.
    "P01 P07 P11 | 2xA03 2xA02 A08 4xD01 3xB01"
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.engine.contract import Option

from .cards import CARDS, DECK_SIZE, HP_CAP, MAX_COPIES, PARTY_SIZE, READY_DECKS


@dataclass(frozen=True)
class Problem:
    """One reason a squad is refused (or, for a warning, discouraged). `key` is a catalog key
    and `args` its placeholders; `text` is the English sentence."""

    rule: str
    key: str
    text: str
    args: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class SquadCheck:
    party: tuple[str, ...]
    deck: tuple[str, ...]
    problems: tuple[Problem, ...] = ()
    warnings: tuple[Problem, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return not self.problems


class DeckError(ValueError):
    """A squad the rules refuse; the message gives every reason."""

    def __init__(self, problems: tuple[Problem, ...], who: str = ""):
        self.problems = problems
        prefix = f"{who}: " if who else ""
        super().__init__(prefix + "; ".join(f"{p.rule}: {p.text}" for p in problems))


def _problem(key: str, text: str, rule: str = "E5", **args: Any) -> Problem:
    return Problem(rule, f"enfield.deck.{key}", text, tuple(sorted(args.items())))


_TOKEN = re.compile(r"^(?:(\d+)\s*[xX×*]\s*)?([A-Za-z]\d\d)$")


def parse_squad(code: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[Problem, ...]]:
    """Read a squad code into (party, deck); unreadable parts come back as problems."""
    problems: list[Problem] = []
    if code.count("|") != 1:
        return (), (), (_problem("format", "write the party, a '|', then the deck (e.g. 'P01 P07 P11 | 4xD01 ...')"),)
    halves = code.split("|")
    lists: list[list[str]] = []
    for half in halves:
        cards: list[str] = []
        for token in re.split(r"[\s,]+", half.strip()):
            if not token:
                continue
            match = _TOKEN.match(token)
            if match is None:
                problems.append(_problem("token", f"'{token}' is not a card id (like A03 or 2xA03)", token=token))
                continue
            digits = match.group(1) or "1"
            card = match.group(2).upper()
            if len(digits) > 3 or int(digits) > DECK_SIZE:  # E5: no count above a whole deck is ever meant
                problems.append(_problem("token", f"'{token[:12]}' asks for more copies than a deck holds",
                                         token=token[:12]))
                continue
            count = int(digits)
            if card not in CARDS:
                problems.append(_problem("unknown", f"there is no card {card}", card=card))
                continue
            cards.extend([card] * count)
        lists.append(cards)
    return tuple(lists[0]), tuple(lists[1]), tuple(problems)


def squad_code(party: tuple[str, ...], deck: tuple[str, ...]) -> str:
    """The canonical code of a squad (deck grouped, in card-id order)."""
    counts = Counter(deck)
    body = " ".join(card if counts[card] == 1 else f"{counts[card]}x{card}" for card in sorted(counts))
    return f"{' '.join(party)} | {body}"


def check_squad(party: tuple[str, ...], deck: tuple[str, ...], hp_cap: bool = False) -> SquadCheck:
    """E5: a deck of exactly 12 with at most 4 copies of a card, a party of exactly 3 party
    characters; with the optional balance rule, a party of at most 470 max HP."""
    problems: list[Problem] = []
    warnings: list[Problem] = []
    if len(deck) != DECK_SIZE:
        problems.append(_problem("size", f"a deck has exactly {DECK_SIZE} cards, this one has {len(deck)}",
                                 need=DECK_SIZE, count=len(deck)))
    counts = Counter(deck)
    for card in sorted(counts):
        if counts[card] > MAX_COPIES:
            problems.append(_problem("copies", f"at most {MAX_COPIES} copies of a card: {card} is there "
                                     f"{counts[card]} times", card=card, count=counts[card], most=MAX_COPIES))
    if len(party) != PARTY_SIZE:
        problems.append(_problem("party_size", f"a party has exactly {PARTY_SIZE} members, this one has "
                                 f"{len(party)}", need=PARTY_SIZE, count=len(party)))
    for card in party:
        if CARDS[card].kind != "party":
            problems.append(_problem("not_character", f"{card} is not a party character card", card=card))
    members = Counter(party)
    for card in sorted(members):
        if members[card] > 1:  # AE31: legal, but the source advises one of each
            warnings.append(_problem("repeat", f"{card} is in the party {members[card]} times (allowed, "
                                     "but one of each is advised)", rule="AE31", card=card, count=members[card]))
    if hp_cap and not problems:
        total = sum(CARDS[card].max_hp for card in party)
        if total > HP_CAP:
            problems.append(_problem("hp_cap", f"with the balance rule a party has at most {HP_CAP} max HP, "
                                     f"this one has {total}", rule="E5", total=total, most=HP_CAP))
    return SquadCheck(tuple(party), tuple(deck), tuple(problems), tuple(warnings))


def check_code(code: str, hp_cap: bool = False) -> SquadCheck:
    party, deck, problems = parse_squad(code)
    if problems:
        return SquadCheck(party, deck, problems)
    return check_squad(party, deck, hp_cap)


def default_decks(seats: int) -> tuple[str, ...]:
    """Every ready-made deck once, the first again for a fourth squad (2.5)."""
    keys = list(READY_DECKS)
    return tuple(keys[i % len(keys)] for i in range(seats))


CUSTOM = "custom"
DECK_CHOICES = (*READY_DECKS, CUSTOM)


@dataclass(frozen=True)
class SquadCodesOption(Option):
    """One squad code per seat ("" where the seat brings a ready-made deck). Its kind,
    'per_seat_text', is set by the deck builder rather than by a list of choices."""

    def default_for(self, seats: int) -> Any:
        return ("",) * seats

    def validate(self, value: Any, seats: int) -> Any:
        if isinstance(value, str):
            value = (value,)
        value = tuple(value)
        if len(value) != seats or not all(isinstance(v, str) for v in value):
            raise ValueError(f"option {self.key} needs one squad code (or '') per seat")
        for seat, code in enumerate(value):
            if code:
                check = check_code(code)
                if not check.ok:
                    raise DeckError(check.problems, f"seat {seat + 1}'s custom squad")
        return value
