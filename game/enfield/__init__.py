"""Enfield (悠久幻想曲 ensemble): rival vigilante squads win the town's trust over one year.
Spec: shared/rules/enfield.md and map.md.

For the table and the deck builder:
- Data: board.SQUARES (names, street, display cell), board.EDGES, board.STREETS, cards.CARDS,
  cards.READY_DECKS; decks.check_squad / check_code give reasons (catalog keys enfield.deck.*).
- Options: "deck" (per seat: a ready-made key or "custom"), "custom_decks" (kind 'per_seat_text':
  one squad code per seat, "P01 P07 P11 | 2xA03 ..."; see decks.py), "turn_order", "hp_cap".
- Zones: deck<seat>, target<seat>, trash<seat>, party<seat>.<member> (the cards attached to a member).
- Events: DieRolled(die="move" | "work" | "attack"), PieceMoved("piece<seat>", path with its start),
  one per leg (the walk stops at each encounter square), MarkerPlaced, MarkerTurned, BattleBegun,
  FighterJoined, Damaged, Healed, BattleOver, MemberTurned, CardMoved, Revealed, Message.
- Gestures: Roll = throw the die; Move(path) = click a lit square (several paths to it: pick one);
  Fight(square, defender) / Pass(square) = the offer when the walk stops on a piece; in a battle,
  UseCard(fighter, card[, target]) and EndActions, Attack(actor, target), Cast(actor, card, magic,
  target), PickFace, SecondTarget; GiveMarker(square), Incapacitate(member), Attach(member).
"""

from __future__ import annotations

from game.engine.bots import RandomBot
from game.engine.contract import GameDef, Option

from .actions import ACTION_TYPES
from .bots import SimpleBot
from .decks import DECK_CHOICES, SquadCodesOption, default_decks
from .observe import observe
from .rules import apply, legal_actions, why_illegal
from .sample import sample_state
from .state import new_game

OPTIONS = (
    # DE1: each squad's deck and party: a ready-made deck, or "custom" with a squad code below
    Option("deck", "per_seat", default_decks, choices=DECK_CHOICES),
    SquadCodesOption("custom_decks", "per_seat_text", ()),
    # DE2: a random turn order from the seed, or seat order
    Option("turn_order", "choice", "random", choices=("random", "seats")),
    # 2.4: the optional balance rule, a party of at most 470 max HP
    Option("hp_cap", "bool", False),
)

GAME = GameDef(
    id="enfield",
    title_en="Enfield",
    title_ja="悠久幻想曲 ensemble",
    min_players=2,
    max_players=4,
    rules_version=1,
    new_game=new_game,
    legal_actions=legal_actions,
    perform=apply,
    observe=observe,
    action_types=ACTION_TYPES,
    bots={"random": RandomBot, "simple": SimpleBot},
    options=OPTIONS,
    max_steps=6000,
    why_illegal=why_illegal,
    sample_state=sample_state,
)
