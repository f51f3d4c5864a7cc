"""One function per card effect (section 5). Gods: Atom (K52, none), Neutron (K53),
Proton (K54), Lepton (K55), Electron (K56), Quark (K57). Spells K58–K76: each is the
handler of the task 'spell.<CODE>', resumed at `t.step` after each decision or sub-task.
The caster makes every choice unless the entry says otherwise (section 5)."""

from __future__ import annotations

from game.engine.contract import Event, Message, Revealed

from . import flow
from .actions import (
    Burn,
    ChooseCreature,
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
    UseTrigger,
)
from .cards import BY_CODE, POOL, RECASTABLE_COST, is_god
from .flow import ask, cast, draw, enter, finish, handler, remove_creature, take_top_to_shield
from .moves import (
    can_take,
    discard,
    field_names,
    hand_card,
    hand_zone,
    hidden_move,
    is_linked,
    leads,
    mill,
    name,
    on_field,
    public_move,
    refill,
    remove_from_field,
    shield_card,
    shield_to_hand,
    shield_zone,
    shuffle_pile,
    take_shield,
)
from .state import State, Task

# -- the gods --------------------------------------------------------------------


def atom_ability(g: State, seat: int) -> None:
    """K52: Divine Core Atom has no ability; it is an origin god and the top row's hub."""


def neutron_can_act(g: State, seat: int) -> bool:
    """K19/K53: a linked Neutron acts at its owner's end step."""
    return is_linked(g, seat, "NEUTRON")


@handler("god.NEUTRON")
def neutron_end_step(g: State, t: Task, ev: list[Event]) -> None:
    """K53: may return one shield by label, may use its S-trigger (D9, always asked), then Quark."""
    seat = t.seat
    if t.step == 0:
        if not g.shields[seat]:
            finish(g, t)
            return
        t.step = 1
        ask(g, "neutron", seat, [ChooseShield(seat, lab) for lab, _ in g.shields[seat]] + [Decline()])
        return
    if t.step == 1:
        if isinstance(t.answer, Decline):
            finish(g, t)
            return
        label = t.answer.shield
        trigger = has_s_trigger(g, seat, shield_card(g, seat, label))  # K34: judged as it leaves
        quark = quark_linked(g, seat)  # K57: linked at the moment the shields arrive
        card = shield_to_hand(g, seat, label, seat, ev)
        t.data.update(card=card, quark=quark)
        ev.append(Message.of("kami.msg.neutron", seat=seat, shield=label))
        code = name(card)
        usable = trigger and ((code == "CYCLONE_PANIC" and not g.locked[seat])
                              or (is_god(code) and not on_field(g, seat, code)))  # K36, K16, K33
        t.step = 2
        ask(g, "trigger", seat, ([UseTrigger()] if usable else []) + [Decline()], card=code)
        return
    if t.step == 2:
        t.step = 3
        if isinstance(t.answer, UseTrigger):
            card = t.data["card"]
            ev.append(Revealed(name(card), hand_zone(seat)))
            ev.append(Message.of("kami.msg.s_trigger", seat=seat, card=name(card)))
            g.hands[seat].remove(card)
            if is_god(name(card)):
                enter(g, seat, card, hand_zone(seat))  # K36: a free play, sets the god-entered flag
            else:
                cast(g, seat, card, hand_zone(seat), ev)  # K36: a free cast
            return
    if t.step == 3:
        t.step = 4
        if t.data["quark"]:
            draw(g, seat, 1)  # K57, after the S-trigger (ambiguity 20)
            return
    finish(g, t)


def proton_enters(g: State, seat: int, ev: list[Event]) -> None:
    """K54: whenever Proton enters, the top card of the pile becomes a new shield."""
    ev.append(Message.of("kami.msg.proton", seat=seat))
    take_top_to_shield(g, seat, ev)


def lepton_grants_trigger(g: State, seat: int, card: int) -> bool:
    """K55: while Lepton is linked, the gods in its owner's shields have S-trigger."""
    return is_god(name(card)) and is_linked(g, seat, "LEPTON")


def has_s_trigger(g: State, seat: int, card: int) -> bool:
    """K34: Cyclone Panic always; a god by Lepton; nothing else."""
    return BY_CODE[name(card)].s_trigger or lepton_grants_trigger(g, seat, card)


def electron_offers_double(g: State, seat: int) -> bool:
    """K56: Electron on the field, linked or not, offers draw 2 / discard 1 for each draw."""
    return on_field(g, seat, "ELECTRON")


def quark_linked(g: State, seat: int) -> bool:
    return is_linked(g, seat, "QUARK")


def quark_draw(g: State, seat: int, quark: bool) -> bool:
    """K57: one draw per shields-to-own-hand event, if Quark was linked when they arrived."""
    if quark:
        draw(g, seat, 1)
    return quark


flow.ON_ENTER["PROTON"] = proton_enters
flow.DRAW_REPLACEMENT.append(electron_offers_double)


# -- helpers for spells ------------------------------------------------------------

def opponents(g: State, caster: int) -> list[int]:
    return [s for s in g.clockwise(caster) if s != caster]


def ask_opponent(g: State, t: Task) -> None:
    """K29: the caster chooses one surviving opponent as the spell starts resolving."""
    t.step = 1
    ask(g, "opponent", t.seat, [ChoosePlayer(s) for s in opponents(g, t.seat)], card=name(t.data["card"]))


def opponent_chosen(g: State, t: Task, ev: list[Event]) -> int:
    opp = t.answer.seat
    t.data["opp"] = opp
    ev.append(Message.of("kami.msg.opponent", seat=t.seat, target=opp, card=name(t.data["card"])))
    return opp


def random_discard(g: State, seat: int, ev: list[Event]) -> int | None:
    """K61/K76: the RNG picks one card of the hand uniformly; it is discarded face up."""
    hand = g.hands[seat]
    if not hand:
        return None
    card = hand[g.rng.below(len(hand))]
    # told before the card moves: the table's line for the move itself gives way to this one
    ev.append(Message.of("kami.msg.random_discard", seat=seat, card=name(card)))
    discard(g, seat, card, ev)
    return card


def look_at_hand(g: State, caster: int, opp: int, ev: list[Event]) -> tuple[str, ...]:
    """K78: the opponent's whole hand, shown to the caster only."""
    for card in g.hands[opp]:
        g.knows[card] |= 1 << caster
    seen = tuple(sorted(name(c) for c in g.hands[opp]))
    ev.append(Revealed(seen, hand_zone(opp), visible_to=(caster,)))
    return seen


def latest_in_graveyard(g: State, code: str) -> int:
    for i in range(len(g.graveyard) - 1, -1, -1):
        if POOL[g.graveyard[i]] == code:
            return g.graveyard.pop(i)
    raise KeyError(code)


def graveyard_codes(g: State, keep) -> list[str]:
    return sorted({name(c) for c in g.graveyard if keep(name(c))})


def creatures(g: State, seats: list[int]) -> list[ChooseCreature]:
    return [ChooseCreature(s, lead) for s in seats for lead in leads(g, s)]


# -- spells (six copies) -----------------------------------------------------------

@handler("spell.INFERNO_GATE")
def inferno_gate(g: State, t: Task, ev: list[Event]) -> None:
    """K58: a god from the graveyard whose name is not on your field enters your field."""
    if t.step == 0:
        names = field_names(g, t.seat)
        options = graveyard_codes(g, lambda c: is_god(c) and c not in names)
        if not options:  # it is cast and does nothing; the log says why
            ev.append(Message.of("kami.msg.inferno_nothing", seat=t.seat))
            finish(g, t)
            return
        t.step = 1
        ask(g, "inferno", t.seat, [ChooseGraveCard(c) for c in options])
        return
    if t.step == 1:
        t.step = 2
        enter(g, t.seat, latest_in_graveyard(g, t.answer.card), "graveyard")
        return
    finish(g, t)


@handler("spell.BUBBLE_TRAP")
def bubble_trap(g: State, t: Task, ev: list[Event]) -> None:
    """K59: the opponent; one of your shields to your hand (no S-trigger; Quark); destroy one
    of their creatures (its owner picks the card of a group)."""
    caster = t.seat
    if t.step == 0:
        ask_opponent(g, t)
        return
    if t.step == 1:
        opponent_chosen(g, t, ev)
        t.step = 3
        if g.shields[caster]:
            t.step = 2
            ask(g, "bubble_shield", caster, [ChooseShield(caster, lab) for lab, _ in g.shields[caster]],
                target=t.data["opp"])  # the caster chose the opponent (K29) and knows it
            return
    if t.step == 2:
        quark = quark_linked(g, caster)
        shield_to_hand(g, caster, t.answer.shield, caster, ev)
        t.step = 3
        if quark_draw(g, caster, quark):
            return
    if t.step == 3:
        options = creatures(g, [t.data["opp"]])
        if not options:
            finish(g, t)
            return
        t.step = 4
        ask(g, "bubble_creature", caster, options, target=t.data["opp"])
        return
    if t.step == 4:
        t.step = 5
        remove_creature(g, t.answer.seat, t.answer.card, to_hand=False)
        return
    finish(g, t)


@handler("spell.ROLLING_STORM")
def rolling_storm(g: State, t: Task, ev: list[Event]) -> None:
    """K60: mill 3 (refilling mid-way), then any god in the graveyard to your hand."""
    if t.step == 0:
        for _ in range(3):
            mill(g, ev)
        options = graveyard_codes(g, is_god)
        if not options:
            finish(g, t)
            return
        t.step = 1
        ask(g, "storm", t.seat, [ChooseGraveCard(c) for c in options])
        return
    card = latest_in_graveyard(g, t.answer.card)
    public_move(g, card, "graveyard", hand_zone(t.seat), ev)
    g.hands[t.seat].append(card)
    finish(g, t)


@handler("spell.POKAPOKA_HAMMER")
def pokapoka_hammer(g: State, t: Task, ev: list[Event]) -> None:
    """K61: a random card of the opponent's hand is discarded; if a spell, you may draw 1."""
    if t.step == 0:
        ask_opponent(g, t)
        return
    if t.step == 1:
        card = random_discard(g, opponent_chosen(g, t, ev), ev)
        if card is None or is_god(name(card)):
            finish(g, t)
            return
        t.step = 2
        ask(g, "may_draw", t.seat, [DrawCard(), Decline()], card="POKAPOKA_HAMMER")
        return
    if t.step == 2:
        t.step = 3
        if isinstance(t.answer, DrawCard):
            draw(g, t.seat, 1)
            return
    finish(g, t)


def _look_and_pick(g: State, t: Task, ev: list[Event], kind: str, keep) -> None:
    """K62/K69: look at the opponent's hand, then pick one card of it to be discarded."""
    caster = t.seat
    if t.step == 0:
        ask_opponent(g, t)
        return
    if t.step == 1:
        opp = opponent_chosen(g, t, ev)
        seen = look_at_hand(g, caster, opp, ev)
        options = sorted({c for c in seen if keep(c)})
        if not options:
            finish(g, t)
            return
        t.step = 2
        ask(g, kind, caster, [ChooseLookedCard(c) for c in options], peek=seen, target=opp)
        return
    opp = t.data["opp"]
    discard(g, opp, hand_card(g, opp, t.answer.card), ev)
    finish(g, t)


@handler("spell.MIND_RESET")
def mind_reset(g: State, t: Task, ev: list[Event]) -> None:
    """K62: look at the opponent's hand; they discard a spell of your choice (never a god)."""
    _look_and_pick(g, t, ev, "mind_reset", lambda c: not is_god(c))


@handler("spell.ENIGMA_CASCADE")
def enigma_cascade(g: State, t: Task, ev: list[Event]) -> None:
    """K63: discard any number of cards at once, then draw that many."""
    caster = t.seat
    if t.step == 0:
        t.data["picked"] = []
        t.step = 1
    elif t.step == 1:
        if isinstance(t.answer, Done):
            picked = t.data["picked"]
            for card in picked:
                discard(g, caster, card, ev)
            t.step = 2
            draw(g, caster, len(picked))
            return
        picked = t.data["picked"]
        picked.append(next(c for c in reversed(g.hands[caster]) if name(c) == t.answer.card and c not in picked))
    else:
        finish(g, t)
        return
    rest = sorted({name(c) for c in g.hands[caster] if c not in t.data["picked"]})
    ask(g, "enigma", caster, [ChooseHandCard(c) for c in rest] + [Done()],
        picked=tuple(sorted(name(c) for c in t.data["picked"])))


@handler("spell.ENERGY_LIGHT")
def energy_light(g: State, t: Task, ev: list[Event]) -> None:
    """K64: draw 2."""
    if t.step == 0:
        t.step = 1
        draw(g, t.seat, 2)
        return
    finish(g, t)


@handler("spell.VILVIE_SPIRAL")
def vilvie_spiral(g: State, t: Task, ev: list[Event]) -> None:
    """K65: return one creature on any field to its owner's hand; if it was yours, you may draw 1."""
    caster = t.seat
    if t.step == 0:
        options = creatures(g, [caster] + opponents(g, caster))
        if not options:
            finish(g, t)
            return
        t.step = 1
        ask(g, "vilvie", caster, options)
        return
    if t.step == 1:
        t.data["own"] = t.answer.seat == caster
        t.step = 2
        remove_creature(g, t.answer.seat, t.answer.card, to_hand=True)
        return
    if t.step == 2:
        if not t.data["own"]:
            finish(g, t)
            return
        t.step = 3
        ask(g, "may_draw", caster, [DrawCard(), Decline()], card="VILVIE_SPIRAL")
        return
    if t.step == 3:
        t.step = 4
        if isinstance(t.answer, DrawCard):
            draw(g, caster, 1)
            return
    finish(g, t)


def _dig(g: State, t: Task, most: int, kind: str) -> bool:
    """K66/K74 step 1: draw up to `most`, one at a time, stopping when you choose (ambiguity 42).
    Returns True while the digging goes on (a decision or a draw is pending)."""
    if t.step == 0:
        t.data["drawn"] = 0
        t.step = 1
    if t.step == 2:
        if isinstance(t.answer, DrawCard):
            t.data["drawn"] += 1
            t.step = 1
            draw(g, t.seat, 1)
            return True
        t.step = 3
    if t.step == 1:
        if t.data["drawn"] < most and can_take(g):
            t.step = 2
            ask(g, kind, t.seat, [DrawCard(), Decline()], drawn=t.data["drawn"], most=most)
            return True
        t.step = 3
    t.data["done"] = 0  # the cards put back (K66) or discarded (K74) so far
    return False


@handler("spell.BRAIN_STORM")
def brain_storm(g: State, t: Task, ev: list[Event]) -> None:
    """K66: draw up to 3, then put 2 cards from hand face down on top of the pile, in your order;
    only you know them (K79). Each card chosen goes on top, so the last one chosen is the top."""
    caster = t.seat
    if t.step < 3 and _dig(g, t, 3, "brain_draw"):
        return
    if t.step == 4:
        card = hand_card(g, caster, t.answer.card)
        g.hands[caster].remove(card)
        g.knows[card] = 1 << caster
        g.pile.append(card)
        hidden_move(g, card, hand_zone(caster), "pile", ev)
        ev.append(Message.of("kami.msg.brain_back", visible_to=(caster,), seat=caster, card=name(card)))  # K79
        t.data["done"] += 1
        t.step = 3
    if t.data["done"] < 2 and g.hands[caster]:
        t.step = 4
        ask(g, "brain_back", caster, [ChooseHandCard(c) for c in sorted({name(c) for c in g.hands[caster]})],
            done=t.data["done"])
        return
    finish(g, t)


# -- single spells ------------------------------------------------------------------

@handler("spell.CYCLONE_PANIC")
def cyclone_panic(g: State, t: Task, ev: list[Event]) -> None:
    """K67: count the hands, shuffle them all into the pile, then each surviving player, in
    turn order from the caster, draws their count (ordinary draws: Electron may replace them)."""
    caster = t.seat
    if t.step == 0:
        order = [caster] + opponents(g, caster)
        counts = [(s, len(g.hands[s])) for s in order]
        ev.append(Message.of("kami.msg.cyclone", counts=tuple(counts)))
        for seat in order:
            for card in g.hands[seat]:
                g.pile.append(card)
                hidden_move(g, card, hand_zone(seat), "pile", ev, extra=1 << seat)
            g.hands[seat] = []
        shuffle_pile(g, ev)
        t.step = 1
        for seat, count in reversed(counts):  # the caster's draws run first
            draw(g, seat, count)
        return
    finish(g, t)


@handler("spell.FINAL_STOP")
def final_stop(g: State, t: Task, ev: list[Event]) -> None:
    """K68: the opponent cannot cast spells until the end of their next turn (K33); draw 1."""
    if t.step == 0:
        ask_opponent(g, t)
        return
    if t.step == 1:
        opp = opponent_chosen(g, t, ev)
        g.locked[opp] = 1
        ev.append(Message.of("kami.msg.locked", seat=opp))
        t.step = 2
        draw(g, t.seat, 1)
        return
    finish(g, t)


@handler("spell.SCHEMING_HAND")
def scheming_hand(g: State, t: Task, ev: list[Event]) -> None:
    """K69: look at the opponent's hand; they discard any card of your choice."""
    _look_and_pick(g, t, ev, "scheming", lambda c: True)


@handler("spell.BUTAN_REINCARNATION")
def butan_reincarnation(g: State, t: Task, ev: list[Event]) -> None:
    """K70: you may destroy one of your creatures; if you do, look through the pile, may take a
    god (revealed), then shuffle the pile."""
    caster = t.seat
    if t.step == 0:
        options = creatures(g, [caster])
        if not options:
            finish(g, t)
            return
        t.step = 1
        ask(g, "butan_destroy", caster, options + [Decline()])
        return
    if t.step == 1:
        if isinstance(t.answer, Decline):
            finish(g, t)
            return
        t.step = 2
        remove_creature(g, caster, t.answer.card, to_hand=False)  # K48: the caster is the owner
        return
    if t.step == 2:
        if not g.pile and g.graveyard:
            refill(g, ev)  # K70.2 / K25
        for card in g.pile:
            g.knows[card] |= 1 << caster
        seen = tuple(sorted(name(c) for c in g.pile))
        ev.append(Revealed(seen, "pile", visible_to=(caster,)))
        gods = sorted({c for c in seen if is_god(c)})
        t.step = 3  # D21's god choice is always asked (K81)
        ask(g, "butan_god", caster, [ChoosePileGod(c) for c in gods] + [Decline()], peek=seen)
        return
    if isinstance(t.answer, ChoosePileGod):
        index = max(i for i, c in enumerate(g.pile) if name(c) == t.answer.card)
        card = g.pile.pop(index)
        ev.append(Revealed(name(card), "pile"))
        public_move(g, card, "pile", hand_zone(caster), ev)
        g.hands[caster].append(card)
    shuffle_pile(g, ev)
    finish(g, t)


@handler("spell.DEVIL_DRAIN")
def devil_drain(g: State, t: Task, ev: list[Event]) -> None:
    """K71: any number of your shields to your hand at once (no S-trigger); a linked Quark draws."""
    caster = t.seat
    if t.step == 0:
        if not g.shields[caster]:
            finish(g, t)
            return
        t.data["picked"] = []
        t.step = 1
    elif t.step == 1:
        if isinstance(t.answer, Done):
            picked = t.data["picked"]
            quark = quark_linked(g, caster)
            for label in picked:
                shield_to_hand(g, caster, label, caster, ev)
            ev.append(Message.of("kami.msg.devil_drain", seat=caster, count=len(picked)))
            t.step = 2
            if picked and quark_draw(g, caster, quark):
                return
            finish(g, t)
            return
        t.data["picked"].append(t.answer.shield)
    else:
        finish(g, t)
        return
    rest = [lab for lab, _ in g.shields[caster] if lab not in t.data["picked"]]
    ask(g, "devil", caster, [ChooseShield(caster, lab) for lab in rest] + [Done()],
        picked=tuple(t.data["picked"]))


@handler("spell.GOLDEN_PROOF")
def golden_proof(g: State, t: Task, ev: list[Event]) -> None:
    """K72: return any one card on any field to its owner's hand; the caster picks it (K49)."""
    caster = t.seat
    if t.step == 0:
        seats = [caster] + opponents(g, caster)
        options = [ChooseFieldCard(s, name(c)) for s in seats for grp in g.fields[s] for c in grp]
        if not options:
            finish(g, t)
            return
        t.step = 1
        ask(g, "golden", caster, options)
        return
    remove_from_field(g, t.answer.seat, t.answer.card, True, ev)
    finish(g, t)


@handler("spell.DRAGMENT_INNOVATION")
def dragment_innovation(g: State, t: Task, ev: list[Event]) -> None:
    """K73: recast a spell of printed cost <= 7 from the graveyard, free; it then goes to the
    bottom of the pile. Dragment itself is in the resolution area, so it cannot pick itself."""
    if t.step == 0:
        options = graveyard_codes(g, lambda c: not is_god(c) and BY_CODE[c].cost <= RECASTABLE_COST)
        if not options:
            finish(g, t)
            return
        t.step = 1
        ask(g, "dragment", t.seat, [ChooseGraveCard(c) for c in options])
        return
    if t.step == 1:
        t.step = 2
        cast(g, t.seat, latest_in_graveyard(g, t.answer.card), "graveyard", ev, to_bottom=True)
        return
    finish(g, t)


@handler("spell.SCRAMBLE_TYPHOON")
def scramble_typhoon(g: State, t: Task, ev: list[Event]) -> None:
    """K74: draw up to 5, then discard 3 cards (all of them if fewer)."""
    caster = t.seat
    if t.step < 3 and _dig(g, t, 5, "typhoon_draw"):
        return
    if t.step == 4:
        discard(g, caster, hand_card(g, caster, t.answer.card), ev)
        t.data["done"] += 1
        t.step = 3
    if t.data["done"] < 3 and g.hands[caster]:
        t.step = 4
        ask(g, "typhoon_discard", caster, [ChooseHandCard(c) for c in sorted({name(c) for c in g.hands[caster]})],
            done=t.data["done"])
        return
    finish(g, t)


@handler("spell.DASPELL_UKIDU")
def daspell_ukidu(g: State, t: Task, ev: list[Event]) -> None:
    """K75: look at any surviving player's shield; you may burn it (its owner gets the top card
    as a new shield); then draw 1."""
    caster = t.seat
    if t.step == 0:
        seats = [caster] + opponents(g, caster)
        options = [ChooseShield(s, lab) for s in seats for lab, _ in g.shields[s]]
        if not options:
            t.step = 3
            draw(g, caster, 1)
            return
        t.step = 1
        ask(g, "ukidu", caster, options)
        return
    if t.step == 1:
        seat, label = t.answer.seat, t.answer.shield
        card = shield_card(g, seat, label)
        g.knows[card] |= 1 << caster
        ev.append(Revealed(name(card), shield_zone(seat, label), visible_to=(caster,)))
        t.data.update(target=seat, shield=label)
        t.step = 2
        ask(g, "ukidu_burn", caster, [Burn(), Decline()], peek=(name(card),), target=seat, shield=label)
        return
    if t.step == 2:
        if isinstance(t.answer, Burn):
            seat, label = t.data["target"], t.data["shield"]
            card = take_shield(g, seat, label)
            public_move(g, card, shield_zone(seat, label), "graveyard", ev)
            g.graveyard.append(card)
            take_top_to_shield(g, seat, ev)
        t.step = 3
        draw(g, caster, 1)
        return
    finish(g, t)


@handler("spell.CONSPIRACY_HAND")
def conspiracy_hand(g: State, t: Task, ev: list[Event]) -> None:
    """K76: return one of the opponent's creatures to their hand, then a random card of their
    hand is discarded (the returned card may be the one)."""
    if t.step == 0:
        ask_opponent(g, t)
        return
    if t.step == 1:
        opp = opponent_chosen(g, t, ev)
        options = creatures(g, [opp])
        t.step = 3
        if options:
            t.step = 2
            ask(g, "conspiracy", t.seat, options)
            return
    if t.step == 2:
        t.step = 3
        remove_creature(g, t.answer.seat, t.answer.card, to_hand=True)
        return
    random_discard(g, t.data["opp"], ev)
    finish(g, t)


GOD_EFFECTS = {
    "ATOM": atom_ability, "NEUTRON": neutron_end_step, "PROTON": proton_enters, "LEPTON": lepton_grants_trigger,
    "ELECTRON": electron_offers_double, "QUARK": quark_draw,
}
SPELL_EFFECTS = {code[len("spell."):]: fn for code, fn in flow.HANDLERS.items() if code.startswith("spell.")}

