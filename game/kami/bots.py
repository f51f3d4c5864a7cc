"""SimpleBot for Whisper of the Gods (reads only its observation).

It always fields a god when it can, links everything it can (for Neutron, Lepton and
Quark), casts the spell that best helps its god count or hurts the leader, and keeps
enough shields to survive a penalty (two at least after its own choices)."""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.contract import Action

from .actions import (
    Burn,
    CastSpell,
    ChooseCreature,
    ChooseFieldCard,
    ChooseHandCard,
    ChoosePileGod,
    ChoosePlayer,
    ChooseShield,
    Decline,
    Done,
    DrawCard,
    ElectronDraw,
    EndMain,
    PlayGod,
    UseTrigger,
)
from .blunders import nothing_to_hit, playable_gods, prudent
from .cards import GODS, is_god
from .observe import Observation

# how much a god is worth having on the field (its ability), for plays and for targets
GOD_VALUE = {"NEUTRON": 6, "LEPTON": 5, "QUARK": 4, "PROTON": 4, "ELECTRON": 3, "ATOM": 2}
SPELL_VALUE = {
    "INFERNO_GATE": 6, "ROLLING_STORM": 5, "GOLDEN_PROOF": 6, "BUBBLE_TRAP": 5, "VILVIE_SPIRAL": 5,
    "CONSPIRACY_HAND": 5, "ENERGY_LIGHT": 4, "SCRAMBLE_TYPHOON": 4, "BRAIN_STORM": 3, "SCHEMING_HAND": 4,
    "BUTAN_REINCARNATION": 3, "DRAGMENT_INNOVATION": 3, "FINAL_STOP": 3, "POKAPOKA_HAMMER": 3, "MIND_RESET": 2,
    "DEVIL_DRAIN": 2, "DASPELL_UKIDU": 2, "ENIGMA_CASCADE": 2, "CYCLONE_PANIC": 1,
}
DIG = ("ROLLING_STORM", "ENERGY_LIGHT", "SCRAMBLE_TYPHOON", "BRAIN_STORM", "ENIGMA_CASCADE", "CYCLONE_PANIC")
SAFE_SHIELDS = 3  # keep this many: a pass then still leaves one


class SimpleBot:
    name = "simple"
    # what a second copy of a god already on its field is worth keeping in hand (spells are 1-6,
    # gods it lacks 12-16): Normal keeps it only before worthless cards
    fielded_copy = 1.0

    def choose(self, obs: Observation, legal: Sequence[Action], rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        legal = prudent(obs, legal)  # never a move a watching player calls a blunder (blunders.py)
        method = getattr(self, "_" + (obs.prompt or ""), None)
        choice = method(obs, list(legal)) if method is not None else None
        return choice if choice in legal else legal[0]

    # -- what the bot sees ---------------------------------------------------------
    @staticmethod
    def mine(obs: Observation):
        return obs.seats[obs.seat]

    def my_names(self, obs: Observation) -> set[str]:
        return {c for grp in self.mine(obs).field for c in grp}

    def leader(self, obs: Observation) -> int:
        others = [v for v in obs.seats if v.seat != obs.seat and not v.eliminated]
        return max(others, key=lambda v: (v.gods, v.points, -len(v.shields), -v.seat)).seat

    def card_value(self, obs: Observation, card: str, hand: Sequence[str]) -> float:
        """How much a card in hand is worth keeping."""
        if is_god(card):
            if card in self.my_names(obs):
                return self.fielded_copy
            return 10 + GOD_VALUE[card] - (4 if list(hand).count(card) > 1 else 0)
        return SPELL_VALUE[card]

    def worst(self, obs: Observation, options: list[Action], hand: Sequence[str]) -> Action:
        cards = [a for a in options if isinstance(a, ChooseHandCard)]
        return min(cards, key=lambda a: (self.card_value(obs, a.card, hand), a.card))

    def missing_in_grave(self, obs: Observation) -> list[str]:
        have = self.my_names(obs)
        return [c for c in obs.graveyard if is_god(c) and c not in have]

    # -- the main step -------------------------------------------------------------
    def _main(self, obs: Observation, legal: list[Action]) -> Action:
        gods = [a for a in legal if isinstance(a, PlayGod)]
        spells = [a for a in legal if isinstance(a, CastSpell)]
        me = self.mine(obs)
        if not gods and spells and not obs.god_entered:
            rescue = self._rescue(obs, spells)
            if rescue is not None:
                return rescue
        if gods:
            have = self.my_names(obs)
            return max(gods, key=lambda a: (self._adjacent(a.card, have), GOD_VALUE[a.card], a.card))
        best, score = None, 0.0
        for action in spells:
            if nothing_to_hit(obs, action.card):
                continue  # the card and the spell of the turn spent for nothing (K31)
            value = self._spell_score(obs, action.card, me)
            if value > score:
                best, score = action, value
        return best if best is not None else EndMain()

    @staticmethod
    def _adjacent(card: str, have: set[str]) -> int:
        from .cards import ADJACENT
        return sum(1 for other in ADJACENT[card] if other in have)

    def _rescue(self, obs: Observation, spells: list[CastSpell]) -> Action | None:
        """No god to play and none entered yet: a spell that may still put one out."""
        codes = {a.card for a in spells}
        me = self.mine(obs)
        if "INFERNO_GATE" in codes and self.missing_in_grave(obs):
            return CastSpell("INFERNO_GATE")
        if "VILVIE_SPIRAL" in codes and me.field and not obs.god_played:
            return CastSpell("VILVIE_SPIRAL")  # bounce one of ours and play it again (K15)
        if "GOLDEN_PROOF" in codes and me.field and not obs.god_played:
            return CastSpell("GOLDEN_PROOF")  # return one of our gods and play it again (K72, K15)
        if "ROLLING_STORM" in codes and not obs.god_played:
            return CastSpell("ROLLING_STORM")
        if "BUTAN_REINCARNATION" in codes and me.field and not obs.god_played:
            return CastSpell("BUTAN_REINCARNATION")
        for code in DIG:
            if code in codes and not obs.god_played and code != "CYCLONE_PANIC":
                return CastSpell(code)
        return None

    def _spell_score(self, obs: Observation, card: str, me) -> float:
        lead = obs.seats[self.leader(obs)]
        threat = lead.gods >= 4 or lead.gods > me.gods + 1
        shields = len(me.shields)
        if card == "INFERNO_GATE":
            return 8 if self.missing_in_grave(obs) else 0
        if card in ("GOLDEN_PROOF", "BUBBLE_TRAP", "CONSPIRACY_HAND"):
            if lead.gods == 0:
                return 0.5 if card == "BUBBLE_TRAP" and shields >= 4 else 0
            return (9 if threat else 3) - (0 if card != "BUBBLE_TRAP" or shields > SAFE_SHIELDS else 2)
        if card == "VILVIE_SPIRAL":
            return (6 if threat else 2) if lead.gods else 0
        if card in ("SCHEMING_HAND", "POKAPOKA_HAMMER", "MIND_RESET"):
            return (4 if threat else 2) if obs.seats[lead.seat].hand_size else 0
        if card == "FINAL_STOP":
            return 3 if threat else 1.5
        if card == "DEVIL_DRAIN":
            return 4 if shields > SAFE_SHIELDS + 1 else 0
        if card == "CYCLONE_PANIC":
            return 2 if len(obs.hand) <= 2 else 0
        if card == "BUTAN_REINCARNATION":
            return 0
        if card == "DRAGMENT_INNOVATION":
            return 3 if self.missing_in_grave(obs) or "GOLDEN_PROOF" in obs.graveyard else 1
        if card == "ENIGMA_CASCADE":
            junk = sum(1 for c in obs.hand if self.card_value(obs, c, obs.hand) <= 2)
            return 2 + junk if junk else 0
        if card == "DASPELL_UKIDU":
            return 1.5
        return {"ROLLING_STORM": 5, "ENERGY_LIGHT": 5, "SCRAMBLE_TYPHOON": 5, "BRAIN_STORM": 4}.get(card, 1)

    # -- answers to the other decisions -------------------------------------------------
    def _link(self, obs, legal):
        return max(legal, key=lambda a: len(a.partners))

    def _electron(self, obs, legal):
        return ElectronDraw(True)

    def _electron_discard(self, obs, legal):
        return self.worst(obs, legal, obs.hand)

    _typhoon_discard = _electron_discard
    _brain_back = _electron_discard

    def _enigma(self, obs, legal):
        picked = list(dict(obs.prompt_args).get("picked", ()))
        rest = list(obs.hand)
        for card in picked:
            rest.remove(card)
        cards = [a for a in legal if isinstance(a, ChooseHandCard)]
        junk = [a for a in cards if a.card != "ENIGMA_CASCADE" and self.card_value(obs, a.card, rest) <= 2]
        if not junk and not picked and cards:  # cast, it swaps one card at least: the least worth keeping
            return self.worst(obs, cards, rest)
        return junk[0] if junk else Done()

    def _opponent(self, obs, legal):
        lead = self.leader(obs)
        return ChoosePlayer(lead) if ChoosePlayer(lead) in legal else legal[0]

    def _leave(self, obs, legal):
        to_hand = dict(obs.prompt_args).get("to_hand", False)
        if to_hand and ChooseFieldCard(obs.seat, "PROTON") in legal:
            return ChooseFieldCard(obs.seat, "PROTON")  # replaying Proton adds a shield
        return min(legal, key=lambda a: GOD_VALUE[a.card])

    def _neutron(self, obs, legal):
        me = self.mine(obs)
        shields = len(me.shields)
        lepton = any("LEPTON" in grp and len(grp) > 1 for grp in me.field)
        if obs.god_entered:
            take = shields >= SAFE_SHIELDS
        else:
            take = shields >= 5 or (lepton and shields >= 4)
        if not take or (shields % 2 == 0 and shields <= 4):  # a pass fewer survived (blunders.neutron_spends_a_pass)
            return Decline()
        known = [a for a in legal if isinstance(a, ChooseShield)]
        gods = [a for a in known if me.shields[[s.label for s in me.shields].index(a.shield)].card in GODS]
        return (gods or known)[0]

    def _trigger(self, obs, legal):
        return UseTrigger() if UseTrigger() in legal else Decline()

    def _recipient(self, obs, legal):
        if ChoosePlayer(obs.seat) in legal:
            return ChoosePlayer(obs.seat)
        return min(legal, key=lambda a: (obs.seats[a.seat].points, obs.seats[a.seat].hand_size, a.seat))

    def _penalty(self, obs, legal):
        shields = {s.label: s.card for s in self.mine(obs).shields}
        return max(legal, key=lambda a: (shields[a.keep] in GODS, shields[a.give] not in GODS, -a.keep, -a.give))

    def _pick_god(self, obs, legal, avoid_hand=True):
        have = self.my_names(obs)
        return max(legal, key=lambda a: (a.card not in have, a.card not in obs.hand or not avoid_hand,
                                         self._adjacent(a.card, have), GOD_VALUE.get(a.card, 0), a.card))

    _inferno = _pick_god
    _storm = _pick_god

    def _butan_god(self, obs, legal):
        gods = [a for a in legal if isinstance(a, ChoosePileGod)]
        return self._pick_god(obs, gods) if gods else Decline()

    def _butan_destroy(self, obs, legal):
        if obs.god_played or obs.god_entered:
            return Decline()
        singles = [a for a in legal if isinstance(a, ChooseCreature)]
        return min(singles, key=lambda a: GOD_VALUE[a.card]) if singles else Decline()

    def _target_creature(self, obs, legal):
        lead = self.leader(obs)
        theirs = [a for a in legal if isinstance(a, ChooseCreature) and a.seat != obs.seat] or legal

        def worth(a):
            grp = next(g for g in obs.seats[a.seat].field if g[0] == a.card)
            card_value = min(GOD_VALUE[c] for c in grp)  # the owner gives up its least valuable card
            return (a.seat == lead, obs.seats[a.seat].gods, card_value, len(grp) == 1)
        return max(theirs, key=worth)

    _bubble_creature = _target_creature
    _conspiracy = _target_creature

    def _vilvie(self, obs, legal):
        if not obs.god_entered and not obs.god_played and not playable_gods(obs):
            own = [a for a in legal if a.seat == obs.seat]
            if own:
                singles = [a for a in own if len(next(g for g in self.mine(obs).field if g[0] == a.card)) == 1]
                return max(singles or own, key=lambda a: (a.card == "PROTON", -GOD_VALUE[a.card]))
        return self._target_creature(obs, legal)

    def _golden(self, obs, legal):
        if not obs.god_entered and not obs.god_played:  # the rescue: one of ours, played again (K72, K15)
            own = [a for a in legal if a.seat == obs.seat]
            if own:
                singles = {g[0] for g in self.mine(obs).field if len(g) == 1}
                return max(own, key=lambda a: (a.card in singles, a.card == "PROTON", -GOD_VALUE[a.card]))
        lead = self.leader(obs)
        theirs = [a for a in legal if a.seat != obs.seat] or legal
        return max(theirs, key=lambda a: (a.seat == lead, obs.seats[a.seat].gods, GOD_VALUE[a.card]))

    def _may_draw(self, obs, legal):
        return DrawCard()

    def _brain_draw(self, obs, legal):
        return DrawCard()

    _typhoon_draw = _brain_draw

    def _looked(self, obs, legal):
        target = dict(obs.prompt_args).get("target")
        names = {c for grp in obs.seats[target].field for c in grp} if target is not None else set()

        def worth(a):
            if is_god(a.card):
                return 20 if a.card not in names else 0
            return SPELL_VALUE[a.card]
        return max(legal, key=lambda a: (worth(a), a.card))

    _mind_reset = _looked
    _scheming = _looked

    def _bubble_shield(self, obs, legal):
        shields = {s.label: s.card for s in self.mine(obs).shields}
        return max(legal, key=lambda a: (shields.get(a.shield) in GODS, -a.shield))

    def _devil(self, obs, legal):
        me = self.mine(obs)
        picked = len(dict(obs.prompt_args).get("picked", ()))
        if len(me.shields) - picked > SAFE_SHIELDS + 1:
            return next(a for a in legal if isinstance(a, ChooseShield))
        return Done()

    def _dragment(self, obs, legal):
        me = self.mine(obs)
        return max(legal, key=lambda a: (self._spell_score(obs, a.card, me), a.card))

    def _ukidu(self, obs, legal):
        lead = self.leader(obs)
        theirs = [a for a in legal if a.seat == lead] or legal
        return theirs[0]

    def _ukidu_burn(self, obs, legal):
        target = dict(obs.prompt_args).get("target")
        card = obs.peek[0] if obs.peek else None
        if target != obs.seat:
            return Burn() if card in GODS else Decline()
        return Decline() if card in GODS else Burn()


class KeeperBot(SimpleBot):
    """The policy Hard starts from (its default choice and its playouts): Normal, except that
    it keeps a second copy of a god already on its field ahead of most spells, to field again
    when a spell destroys, bounces or steals the first (K25-K33). In 400 paired four-player
    games (seeds 20000-20399) one such seat among Normal ones won 34.6 % of the split wins
    against 27.4 % for Normal in the same seats. Normal is left as it is, so that the levels
    stay apart."""

    name = "keeper"
    fielded_copy = 4.5
