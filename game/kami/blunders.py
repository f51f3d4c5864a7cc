"""The blunders a watching player calls out in Whisper of the Gods (counted by
`game.simulate --blunders`), each judged from the acting seat's observation and the legal actions:

- ends_the_turn_into_a_penalty_holding_a_playable_god: the main step ended with no god entered
  this turn (K15) while a god could still be played from hand (K11): a pass and its penalty, two
  shields lost (K20-K22), or a knock-out with one shield left (K21), for nothing.
- ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god: the same pass, with no god to
  play from hand, while a spell in hand was sure to put a god out: Inferno Gate with a god in the
  graveyard whose name is not on one's field (K58), or, with the god play of the turn still
  unused, Vilvie Spiral or Golden Proof on one's own god, which then comes back from hand (K65,
  K72, K11, K15).
- spell_with_nothing_to_hit: a spell cast from hand (or recast by Dragment Innovation) of which,
  as the caster can see, no step can do anything (K31 allows it): Inferno Gate with no god in the
  graveyard missing from one's field (K58); Vilvie Spiral or Golden Proof with no god on any field
  (K65, K72); Dragment Innovation with no spell to recast in the graveyard (K73); Poka-Poka
  Hammer, Mind Reset or Hand of Scheming when every opponent's hand is empty (K61, K62, K69);
  Hand of Conspiracy when every opponent has neither a god nor a card in hand (K76); Bubble
  Trap with no shield of one's own and no god on any opponent's field (K59); Butan Reincarnation
  with no god on one's field (K70: destroying nothing ends it); Devil Drain with no shield
  (K71); Enigma Cascade with no other card in hand (K63). The card and the spell of the turn are
  spent for nothing.
- penalty_card_given_away_instead_of_kept: a passing player among the fewest gods who hands one
  penalty card to another player, when choosing themself keeps both (K22).
- god_trigger_declined_into_a_penalty: the S-trigger of a god that Neutron returned declined with
  no god entered this turn (K36, K53, K55): the free play would have met the god duty (K15), and
  the pass step follows at once (K20).
- enigma_cascade_discards_nothing: Enigma Cascade cast, and then no card discarded while the hand
  holds some (K63): the card and the spell of the turn spent for nothing.
- own_god_bounced_with_a_god_to_play: Vilvie Spiral returning one of one's own gods while an
  opponent's creature could be chosen, when the god play of the turn is spent or another god in
  hand could be played (K65, K11): one god fewer than bouncing theirs and playing that god.
- neutron_spends_a_pass: Neutron returning a shield from an even count of four or fewer (K53): two
  shields pay one penalty (K22) and one shield cannot (K21), so 4 -> 3 survives one pass fewer,
  and 2 -> 1 none; from 3 or 5 the card costs no pass.
- link_refused_that_wakes_an_ability: an entering god linked with fewer creatures than it could,
  so that a Neutron, Lepton or Quark stays unlinked while linking would have switched its ability
  on (K46: linking happens only on entry, never later; K53, K55, K57: their abilities only add
  choices or a draw; K48: a linked group hit by a creature effect loses one card of its owner's
  choosing).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.contract import Action

from .actions import (
    CastSpell,
    ChooseCreature,
    ChooseGraveCard,
    ChooseHandCard,
    ChoosePlayer,
    ChooseShield,
    Decline,
    Done,
    EndMain,
    Link,
    PlayGod,
    UseTrigger,
)
from .cards import BY_CODE, RECASTABLE_COST, is_god

ABILITIES = frozenset({"NEUTRON", "LEPTON", "QUARK"})  # the abilities that work only while linked


def _me(obs):
    return obs.seats[obs.seat]


def _names(view) -> set[str]:
    return {card for group in view.field for card in group}


def _opponents(obs) -> list:
    return [v for v in obs.seats if v.seat != obs.seat and not v.eliminated]


def _missing_in_grave(obs) -> bool:
    have = _names(_me(obs))
    return any(is_god(card) and card not in have for card in obs.graveyard)


def nothing_to_hit(obs, spell: str) -> bool:
    """Can no step of `spell`, cast now by this seat, do anything (as this seat sees)?"""
    me = _me(obs)
    foes = _opponents(obs)
    if spell == "INFERNO_GATE":
        return not _missing_in_grave(obs)
    if spell in ("VILVIE_SPIRAL", "GOLDEN_PROOF"):
        return not me.field and not any(v.field for v in foes)
    if spell == "DRAGMENT_INNOVATION":
        return not any(not is_god(card) and (BY_CODE[card].cost or 0) <= RECASTABLE_COST for card in obs.graveyard)
    if spell in ("POKAPOKA_HAMMER", "MIND_RESET", "SCHEMING_HAND"):
        return not any(v.hand_size for v in foes)
    if spell == "CONSPIRACY_HAND":
        return not any(v.hand_size or v.field for v in foes)
    if spell == "BUBBLE_TRAP":
        return not me.shields and not any(v.field for v in foes)
    if spell == "BUTAN_REINCARNATION":
        return not me.field
    if spell == "DEVIL_DRAIN":
        return not me.shields
    if spell == "ENIGMA_CASCADE":
        return len(obs.hand) <= 1  # only the Cascade itself
    return False


def ends_the_turn_into_a_penalty_holding_a_playable_god(obs, legal: Sequence[Action], action: Action) -> bool:
    return (isinstance(action, EndMain) and not getattr(obs, "god_entered", True)
            and any(isinstance(a, PlayGod) for a in legal))


def fields_a_god(obs, spell: str) -> bool:
    """Is `spell`, cast now from hand, sure to let a god enter this seat's field this turn?"""
    if spell == "INFERNO_GATE":
        return _missing_in_grave(obs)
    if spell in ("VILVIE_SPIRAL", "GOLDEN_PROOF"):
        return bool(_me(obs).field) and not obs.god_played  # bounce one's own god, then play it again
    return False


def ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god(obs, legal: Sequence[Action],
                                                                    action: Action) -> bool:
    return (isinstance(action, EndMain) and not getattr(obs, "god_entered", True)
            and not any(isinstance(a, PlayGod) for a in legal)  # that pass is the blunder above
            and any(isinstance(a, CastSpell) and fields_a_god(obs, a.card) for a in legal))


def spell_with_nothing_to_hit(obs, legal: Sequence[Action], action: Action) -> bool:
    if isinstance(action, CastSpell) and obs.prompt == "main":
        return nothing_to_hit(obs, action.card)
    if isinstance(action, ChooseGraveCard) and obs.prompt == "dragment":
        return nothing_to_hit(obs, action.card) and any(
            isinstance(a, ChooseGraveCard) and not nothing_to_hit(obs, a.card) for a in legal)
    return False


def penalty_card_given_away_instead_of_kept(obs, legal: Sequence[Action], action: Action) -> bool:
    return (obs.prompt == "recipient" and isinstance(action, ChoosePlayer) and action.seat != obs.seat
            and ChoosePlayer(obs.seat) in legal)


def god_trigger_declined_into_a_penalty(obs, legal: Sequence[Action], action: Action) -> bool:
    if obs.prompt != "trigger" or not isinstance(action, Decline) or obs.god_entered:
        return False
    card = dict(obs.prompt_args).get("card")
    return card is not None and is_god(card) and UseTrigger() in legal


def _woken(obs, entering: str, partners: tuple[str, ...]) -> set[str]:
    """The linked-only abilities (Neutron, Lepton, Quark) a link with `partners` switches on."""
    if not partners:
        return set()
    groups = {group[0]: group for group in _me(obs).field}
    cards = {entering}
    for lead in partners:
        group = groups.get(lead, (lead,))
        if len(group) == 1:  # a group of two or more is linked already (K47)
            cards.update(group)
    return cards & ABILITIES


def link_refused_that_wakes_an_ability(obs, legal: Sequence[Action], action: Action) -> bool:
    if obs.prompt != "link" or not isinstance(action, Link):
        return False
    entering = dict(obs.prompt_args).get("card")
    if entering is None:
        return False
    mine = _woken(obs, entering, action.partners)
    return any(isinstance(a, Link) and mine < _woken(obs, entering, a.partners) for a in legal)


def enigma_cascade_discards_nothing(obs, legal: Sequence[Action], action: Action) -> bool:
    return (obs.prompt == "enigma" and isinstance(action, Done) and not dict(obs.prompt_args).get("picked")
            and any(isinstance(a, ChooseHandCard) for a in legal))


def playable_gods(obs) -> set[str]:
    """Gods in hand this seat could still play from hand this turn (K11, K16)."""
    if obs.god_played:
        return set()
    have = _names(_me(obs))
    return {card for card in obs.hand if is_god(card) and card not in have}


def own_god_bounced_with_a_god_to_play(obs, legal: Sequence[Action], action: Action) -> bool:
    if obs.prompt != "vilvie" or not isinstance(action, ChooseCreature) or action.seat != obs.seat:
        return False
    theirs = any(isinstance(a, ChooseCreature) and a.seat != obs.seat for a in legal)
    return theirs and (obs.god_played or bool(playable_gods(obs)))


def neutron_spends_a_pass(obs, legal: Sequence[Action], action: Action) -> bool:
    shields = len(_me(obs).shields)
    return obs.prompt == "neutron" and isinstance(action, ChooseShield) and shields % 2 == 0 and shields <= 4


CHECKS = {
    "ends_the_turn_into_a_penalty_holding_a_playable_god": ends_the_turn_into_a_penalty_holding_a_playable_god,
    "ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god":
        ends_the_turn_into_a_penalty_holding_a_spell_that_fields_a_god,
    "spell_with_nothing_to_hit": spell_with_nothing_to_hit,
    "penalty_card_given_away_instead_of_kept": penalty_card_given_away_instead_of_kept,
    "god_trigger_declined_into_a_penalty": god_trigger_declined_into_a_penalty,
    "link_refused_that_wakes_an_ability": link_refused_that_wakes_an_ability,
    "enigma_cascade_discards_nothing": enigma_cascade_discards_nothing,
    "own_god_bounced_with_a_god_to_play": own_god_bounced_with_a_god_to_play,
    "neutron_spends_a_pass": neutron_spends_a_pass,
}


PROMPTS = frozenset({"main", "dragment", "recipient", "trigger", "link", "enigma", "vilvie", "neutron"})  # the decisions the checks judge


def prudent(obs, legal: Sequence[Action]) -> list[Action]:
    """The legal actions less these blunders (all of them if nothing else is left)."""
    if obs.prompt not in PROMPTS:
        return list(legal)
    kept = [a for a in legal if not any(check(obs, legal, a) for check in CHECKS.values())]
    return kept or list(legal)
