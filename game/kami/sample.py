"""Determinization for Whisper of the Gods: a full State built from one seat's Observation.

What the seat sees stays put (K77–K80): fields, graveyard, resolution area, its own hand,
every pile position and shield it knows, what it is looking at now (peek). Every other card
(other hands, unknown pile positions, unknown shields) is dealt at random from the cards
not seen anywhere, by physical copy. Knowledge masks (K79) in the sample: public cards are
known to all, a hand to its holder, what the seat knows to the seat, the rest to nobody.

The effect in progress (the task stack) is not in the observation, so it is rebuilt from the
open decision: the turn's own steps (main step, the draw and Electron, linking an entering
god, Neutron and its S-trigger, the pass and the penalty) and single spells cast in the main
step whose progress the decision shows (its prompt and, for the deciding seat, its details).
Electron's offer inside a spell's draws (Energy Light, Enigma Cascade, Brain Storm, Scramble
Typhoon, Bubble Trap's Quark draw) is rebuilt from the draws left, which the decision shows its
decider; Bubble Trap's shield and creature choices from the opponent it names. What only the
caster counted (how many cards Brain Storm or Scramble Typhoon dug so far) or a seat that is not
deciding was not told (the draws left, the opponent chosen, the Neutron card taken) is guessed
from what is possible: it shapes only the rest of the effect, not the decision at hand.
Inside a decision that depends on a choice or a count the observation does not carry (Hand of
Conspiracy's opponent, which of several linked creatures is leaving, the draws still owed to
each seat by a Cyclone Panic, a recast or an S-triggered spell) `sample_state` returns None:
a search must then decide with another policy. In 4-player bot matches that is about one
decision with a choice in fifty (it was one in nine before the draws left and Bubble Trap's
opponent were shown to the decider).

The sample's RNG is re-seeded from `rng`, so a search cannot learn the real future.
"""

from __future__ import annotations

from itertools import combinations

from game.engine.rng import Rng

from . import effects
from .actions import (
    Burn,
    ChooseFieldCard,
    ChooseGraveCard,
    ChooseHandCard,
    ChooseLookedCard,
    ChoosePileGod,
    ChoosePlayer,
    ChooseShield,
    Decline,
    Done,
    DrawCard,
    ElectronDraw,
    Link,
    PenaltyShields,
    UseTrigger,
)
from .cards import ADJACENT, BY_CODE, POOL, RECASTABLE_COST, is_god
from .flow import AUTO
from .moves import god_count, hand_codes, is_linked, leads, on_field
from .observe import Observation
from .rules import main_options
from .state import Ask, State, Task

_IDS: dict[str, list[int]] = {}
for _card, _code in enumerate(POOL):
    _IDS.setdefault(_code, []).append(_card)


def sample_state(obs: Observation, seat: int, rng: Rng) -> State | None:
    n = obs.players
    everyone = (1 << n) - 1
    me = 1 << seat
    free = {code: list(ids) for code, ids in _IDS.items()}
    knows = [0] * len(POOL)
    asked = obs.to_act == seat

    def take(code: str, mask: int) -> int:
        card = free[code].pop()
        knows[card] = mask
        return card

    graveyard = [take(c, everyone) for c in obs.graveyard]
    resolution = [take(c, everyone) for c in obs.resolution]
    fields = [[[take(c, everyone) for c in group] for group in view.field] for view in obs.seats]
    hands: list[list[int] | None] = [None] * n
    hands[seat] = [take(c, me) for c in obs.hand]
    looked = None
    if asked and obs.prompt in ("mind_reset", "scheming"):  # K62, K69: the opponent's whole hand, seen now
        looked = dict(obs.prompt_args)["target"]
        hands[looked] = [take(c, (1 << looked) | me) for c in obs.peek]
    pile: list[int | None] = [None] * obs.pile_size
    for position, code in obs.pile_known:  # position 1 is the top, the end of the list
        pile[obs.pile_size - position] = take(code, me)
    shields: list[list[tuple[int, int | None]]] = []
    for view in obs.seats:
        shields.append([(s.label, None if s.card is None else take(s.card, me)) for s in view.shields])

    rest = [card for ids in free.values() for card in ids]
    _shuffle(rest, rng.next_u64())
    for s, view in enumerate(obs.seats):
        if hands[s] is None:
            hands[s] = [rest.pop() for _ in range(view.hand_size)]
            for card in hands[s]:
                knows[card] = 1 << s
        shields[s] = [(label, rest.pop() if card is None else card) for label, card in shields[s]]
    pile = [rest.pop() if card is None else card for card in pile]
    if rest:
        raise ValueError(f"kami sample: {len(rest)} cards unplaced")

    points = obs.round_points
    g = State(
        rng=Rng(rng.next_u64()),
        players=n,
        rounds=obs.rounds,
        turn_limit=obs.turn_limit,
        first_option=None,  # read only when round 1 is set up (K6)
        round=obs.round,
        first_player=obs.first_player,
        round_points=[list(p) for p in points],
        round_endings=list(obs.round_endings),
        round_winners=[next((s for s in range(n) if p[s] == 3), None) for p in points],  # K41
        pile=pile,
        graveyard=graveyard,
        hands=hands,
        shields=shields,
        next_label=[max((s.label for s in view.shields), default=0) for view in obs.seats],
        fields=fields,
        knows=knows,
        resolution=resolution,
        eliminated=[view.eliminated for view in obs.seats],
        active=obs.active,
        turn=obs.turn,
        phase=obs.step,
        god_played=obs.god_played,
        spell_cast=obs.spell_cast,
        god_entered=obs.god_entered,
        # K33, K68: a lock reads 2 once its holder's turn has begun, 1 before
        locked=[(2 if s == obs.active else 1) if view.locked else 0 for s, view in enumerate(obs.seats)],
        to_act=obs.to_act,
    )
    if obs.to_act is None:
        return g
    if not _resume(g, obs, seat, rng):
        return None
    if g.ask.kind in AUTO and len(g.ask.options) == 1:
        return None  # never asked in a real game: the rebuilt effect is not the real one
    return g


# -- the effect in progress ------------------------------------------------------------

def _resume(g: State, obs: Observation, seat: int, rng: Rng) -> bool:
    """Rebuild `g.stack` and `g.ask` for the open decision; False if the observation cannot."""
    kind = obs.prompt
    active = obs.active
    asked = obs.to_act == seat
    args = dict(obs.prompt_args)
    step = obs.step
    spell = obs.resolution[0] if len(obs.resolution) == 1 else None
    turn = Task("turn", active)
    if obs.resolution and (spell is None or step != "main"):
        return False  # a recast or an S-triggered spell: its caller's progress is not shown
    options: list = []
    stack = [turn]
    if kind == "main":
        turn.step = 2
        options = main_options(g)
    elif kind in ("electron", "electron_discard") and spell is None:
        turn.step = {"draw": 1, "end": 4, "pass": 5}.get(step, 0)
        if turn.step == 0:
            return False
        if step == "end":  # K57: Quark's draw after Neutron's shield
            stack.append(Task("god.NEUTRON", active, 4, {"card": -1, "quark": True}))
        elif step == "pass":  # K22.5: Quark's draw after the penalty
            stack.append(Task("penalty", active, 3, {"to": active}))
        stack.append(Task("draw", active, 1 if kind == "electron" else 2, {"n": 1}))
        if kind == "electron":
            options = [ElectronDraw(False), ElectronDraw(True)]
        else:
            options = [ChooseHandCard(c) for c in hand_codes(g, active)]
    elif kind == "link":
        if step == "main" and spell is None:
            turn.step = 1
        elif step == "main" and spell == "INFERNO_GATE":
            turn.step = 1
            _cast(g, stack, 2, {})
        elif step == "end" and spell is None:  # K36: a god entering by Neutron's S-trigger
            turn.step = 4
            stack.append(Task("god.NEUTRON", active, 3, {"card": -1, "quark": is_linked(g, active, "QUARK")}))
        else:
            return False
        code = args["card"] if asked else _entering(g, active, rng)
        if code is None:
            return False
        card = next(c for grp in g.fields[active] for c in grp if POOL[c] == code)
        stack.append(Task("enter", active, 1, {"card": card, "src": f"hand.{active}"}))
        near = [lead for lead in leads(g, active) if lead != code and _adjacent(g, active, lead, code)]
        options = [Link(tuple(s)) for k in range(len(near) + 1) for s in combinations(near, k)]
    elif kind == "neutron" and spell is None:
        turn.step = 4
        stack.append(Task("god.NEUTRON", active, 1))
        options = [ChooseShield(active, label) for label, _ in g.shields[active]] + [Decline()]
    elif kind == "trigger" and spell is None:
        turn.step = 4
        hand = g.hands[active]
        if asked:
            card = next(c for c in reversed(hand) if POOL[c] == args["card"])
        elif hand:
            card = hand[rng.below(len(hand))]
        else:
            return False
        code = POOL[card]
        trigger = effects.has_s_trigger(g, active, card)
        usable = trigger and ((code == "CYCLONE_PANIC" and not g.locked[active])
                              or (is_god(code) and not on_field(g, active, code)))
        stack.append(Task("god.NEUTRON", active, 2, {"card": card, "quark": is_linked(g, active, "QUARK")}))
        options = ([UseTrigger()] if usable else []) + [Decline()]
    elif kind in ("recipient", "penalty") and spell is None:
        turn.step = 5
        counts = {s: god_count(g, s) for s in g.surviving()}
        fewest = min(counts.values())
        candidates = [s for s in g.surviving() if counts[s] == fewest]  # K22.1
        labels = [label for label, _ in g.shields[active]]
        if kind == "recipient":
            stack.append(Task("penalty", active, 1))
            options = [ChoosePlayer(s) for s in candidates]
        else:
            to = args["recipient"] if asked else candidates[rng.below(len(candidates))]
            stack.append(Task("penalty", active, 2, {"to": to}))
            if to == active:
                options = [PenaltyShields(a, b) for i, a in enumerate(labels) for b in labels[i + 1:]]
            else:
                options = [PenaltyShields(a, b) for a in labels for b in labels if a != b]
    elif spell is not None and step == "main":
        turn.step = 1
        options = _spell_decision(g, obs, stack, kind, spell, asked, args, rng)
        if options is None:
            return False
    else:
        return False
    g.stack = stack
    g.ask = Ask(kind, obs.to_act, tuple(options), obs.prompt_args if asked else (), obs.peek if asked else ())
    return True


# spells whose draw, once under way, is their last act: the step they resume at, and its data
_LAST_DRAW = {
    "VILVIE_SPIRAL": (4, {"own": True}),
    "POKAPOKA_HAMMER": (3, {"opp": -1}),
    "FINAL_STOP": (2, {"opp": -1}),
    "DASPELL_UKIDU": (3, {}),
}


# spells whose draws may be under way with more to follow: the step they resume at, and its data
_MID_DRAW = {
    "ENERGY_LIGHT": (1, {}),  # K64
    "ENIGMA_CASCADE": (2, {"picked": []}),  # K63: the discards are done once the draws begin
    "BRAIN_STORM": (1, {}),  # K66
    "SCRAMBLE_TYPHOON": (1, {}),  # K74
    "BUBBLE_TRAP": (3, {}),  # K59 with Quark (K57)
}


# spells that remove a creature: the step they resume at, to hand or not, and their data
_LEAVE = {
    "VILVIE_SPIRAL": (2, True, {"own": None}),
    "BUBBLE_TRAP": (5, False, {"opp": None}),
    "CONSPIRACY_HAND": (3, True, {"opp": None}),
    "BUTAN_REINCARNATION": (2, False, {}),
}


def _cast(g: State, stack: list[Task], step: int, data: dict) -> Task:
    """The cast of the one spell in the resolution area (K28), resumed at `step`."""
    card = g.resolution[0]
    stack.append(Task("cast", g.active, 1, {"card": card, "to_bottom": False}))
    task = Task("spell." + POOL[card], g.active, step, {"card": card, **data})
    stack.append(task)
    return task


def _spell_decision(g: State, obs: Observation, stack: list[Task], kind: str, spell: str, asked: bool,
                    args: dict, rng: Rng) -> list | None:
    caster = g.active
    others = effects.opponents(g, caster)
    if kind in ("electron", "electron_discard") and spell in _LAST_DRAW:  # K56: the spell's one last draw
        _cast(g, stack, *_LAST_DRAW[spell])
        stack.append(Task("draw", caster, 1 if kind == "electron" else 2, {"n": 1}))
        if kind == "electron":
            return [ElectronDraw(False), ElectronDraw(True)]
        return [ChooseHandCard(c) for c in hand_codes(g, caster)]
    if kind in ("electron", "electron_discard") and spell in _MID_DRAW:  # K56 inside a spell's draws
        left = args.get("left", 1) if asked else 1 + rng.below(2)
        step, data = _MID_DRAW[spell]
        if spell in ("BRAIN_STORM", "SCRAMBLE_TYPHOON"):  # how many it dug so far is the caster's count only
            data = {"drawn": 1 + rng.below(3 if spell == "BRAIN_STORM" else 5)}
        elif spell == "BUBBLE_TRAP":  # Quark's draw (K57): the opponent was chosen before, not shown now
            data = {"opp": _guess_opponent(g, caster, others, rng)}
        _cast(g, stack, step, data)
        stack.append(Task("draw", caster, 1 if kind == "electron" else 2, {"n": left}))
        if kind == "electron":
            return [ElectronDraw(False), ElectronDraw(True)]
        return [ChooseHandCard(c) for c in hand_codes(g, caster)]
    if kind in ("bubble_shield", "bubble_creature") and spell == "BUBBLE_TRAP":  # K59
        opp = args["target"] if asked else _guess_opponent(g, caster, others, rng)
        if kind == "bubble_shield":
            _cast(g, stack, 2, {"opp": opp})
            return [ChooseShield(caster, label) for label, _ in g.shields[caster]]
        _cast(g, stack, 4, {"opp": opp})
        return effects.creatures(g, [opp])
    if kind == "leave" and spell in _LEAVE:  # K48: the owner of a linked creature picks the card that leaves
        owner = obs.to_act
        groups = [grp for grp in g.fields[owner] if len(grp) > 1]
        if not groups or (asked and len(groups) > 1):
            return None  # which creature is going is in the decision's options only
        group = groups[rng.below(len(groups))]
        step, to_hand, data = _LEAVE[spell]
        if "opp" in data:
            data = {"opp": owner}
        elif "own" in data:
            data = {"own": owner == caster}
        _cast(g, stack, step, data)
        stack.append(Task("remove", owner, 1, {"lead": POOL[group[0]], "to_hand": to_hand}))
        return [ChooseFieldCard(owner, POOL[c]) for c in group]
    if kind == "opponent":  # K29
        _cast(g, stack, 1, {})
        return [ChoosePlayer(s) for s in others]
    if kind == "vilvie" and spell == "VILVIE_SPIRAL":
        _cast(g, stack, 1, {})
        return effects.creatures(g, [caster] + others)
    if kind == "may_draw" and spell == "VILVIE_SPIRAL":
        _cast(g, stack, 3, {"own": True})
        return [DrawCard(), Decline()]
    if kind == "may_draw" and spell == "POKAPOKA_HAMMER":
        _cast(g, stack, 2, {"opp": -1})  # read no more once the card is discarded
        return [DrawCard(), Decline()]
    if kind == "storm" and spell == "ROLLING_STORM":
        _cast(g, stack, 1, {})
        return [ChooseGraveCard(c) for c in effects.graveyard_codes(g, is_god)]
    if kind == "inferno" and spell == "INFERNO_GATE":
        _cast(g, stack, 1, {})
        names = {POOL[c] for grp in g.fields[caster] for c in grp}
        return [ChooseGraveCard(c) for c in effects.graveyard_codes(g, lambda c: is_god(c) and c not in names)]
    if kind == "golden" and spell == "GOLDEN_PROOF":
        _cast(g, stack, 1, {})
        return [ChooseFieldCard(s, POOL[c]) for s in [caster] + others for grp in g.fields[s] for c in grp]
    if kind == "dragment" and spell == "DRAGMENT_INNOVATION":
        _cast(g, stack, 1, {})
        return [ChooseGraveCard(c) for c in effects.graveyard_codes(
            g, lambda c: not is_god(c) and BY_CODE[c].cost <= RECASTABLE_COST)]
    if kind == "butan_destroy" and spell == "BUTAN_REINCARNATION":
        _cast(g, stack, 1, {})
        return effects.creatures(g, [caster]) + [Decline()]
    if kind == "butan_god" and spell == "BUTAN_REINCARNATION":
        _cast(g, stack, 3, {})
        seen = sorted(POOL[c] for c in g.pile)
        for card in g.pile:  # K70: the caster has seen the whole pile
            g.knows[card] |= 1 << caster
        return [ChoosePileGod(c) for c in sorted({c for c in seen if is_god(c)})] + [Decline()]
    if kind == "enigma" and spell == "ENIGMA_CASCADE":  # K63: cards picked so far stay in hand
        codes = list(args.get("picked", ())) if asked else []
        picked = []
        for code in codes:
            picked.append(next(c for c in reversed(g.hands[caster]) if POOL[c] == code and c not in picked))
        _cast(g, stack, 1, {"picked": picked})
        rest = sorted({POOL[c] for c in g.hands[caster] if c not in picked})
        return [ChooseHandCard(c) for c in rest] + [Done()]
    if kind in ("brain_draw", "typhoon_draw") and spell in ("BRAIN_STORM", "SCRAMBLE_TYPHOON"):  # K66, K74
        drawn = args.get("drawn", 0) if asked else 0
        _cast(g, stack, 2, {"drawn": drawn})
        return [DrawCard(), Decline()]
    if kind in ("brain_back", "typhoon_discard") and spell in ("BRAIN_STORM", "SCRAMBLE_TYPHOON"):
        done = args.get("done", 0) if asked else 0
        _cast(g, stack, 4, {"drawn": 0, "done": done})
        return [ChooseHandCard(c) for c in sorted({POOL[c] for c in g.hands[caster]})]
    if kind == "devil" and spell == "DEVIL_DRAIN":  # K71
        picked = list(args.get("picked", ())) if asked else []
        _cast(g, stack, 1, {"picked": picked})
        return [ChooseShield(caster, label) for label, _ in g.shields[caster] if label not in picked] + [Done()]
    if kind == "ukidu" and spell == "DASPELL_UKIDU":  # K75
        _cast(g, stack, 1, {})
        return [ChooseShield(s, label) for s in [caster] + others for label, _ in g.shields[s]]
    if kind == "ukidu_burn" and spell == "DASPELL_UKIDU":
        if asked:
            target, label = args["target"], args["shield"]
        else:
            held = [(s, label) for s in [caster] + others for label, _ in g.shields[s]]
            if not held:
                return None
            target, label = held[rng.below(len(held))]
        _cast(g, stack, 2, {"target": target, "shield": label})
        return [Burn(), Decline()]
    if kind in ("mind_reset", "scheming") and spell in ("MIND_RESET", "SCHEMING_HAND"):  # K62, K69
        opp = args["target"] if asked else others[rng.below(len(others))]
        _cast(g, stack, 2, {"opp": opp})
        seen = sorted(POOL[c] for c in g.hands[opp])
        keep = (lambda c: not is_god(c)) if kind == "mind_reset" else (lambda c: True)
        return [ChooseLookedCard(c) for c in sorted({c for c in seen if keep(c)})]
    return None


def _shuffle(items: list, seed: int) -> None:
    """Fisher–Yates driven by a SplitMix64 stream from `seed`, two 32-bit draws per step of the
    generator (the hidden deal is most of a sample's cost; the bias of a 32-bit multiply-shift
    index below 100 is under 1e-7)."""
    mask = (1 << 64) - 1
    state = seed
    word = 0
    left = 0
    for i in range(len(items) - 1, 0, -1):
        if not left:
            state = (state + 0x9E3779B97F4A7C15) & mask
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            word = z ^ (z >> 31)
            left = 2
        j = ((word & 0xFFFFFFFF) * (i + 1)) >> 32
        word >>= 32
        left -= 1
        items[i], items[j] = items[j], items[i]


def _guess_opponent(g: State, caster: int, others: list[int], rng: Rng) -> int:
    """For a seat not told which opponent a spell targets: one with creatures (K59 destroys one)."""
    armed = [s for s in others if g.fields[s]] or others
    return armed[rng.below(len(armed))]


def _adjacent(g: State, seat: int, lead: str, code: str) -> bool:
    group = next(grp for grp in g.fields[seat] if POOL[grp[0]] == lead)
    return any(POOL[c] in ADJACENT[code] for c in group)


def _entering(g: State, seat: int, rng: Rng) -> str | None:
    """For a seat that does not see it: a single god of the field with a neighbour, as the one entering."""
    singles = [POOL[grp[0]] for grp in g.fields[seat] if len(grp) == 1]
    fits = [code for code in singles if any(lead != code and _adjacent(g, seat, lead, code) for lead in leads(g, seat))]
    return fits[rng.below(len(fits))] if fits else None
