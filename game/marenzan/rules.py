"""Legal actions and apply for Marenzan: every decision of spec section 4.

`state.pending["kind"]` names the decision the game waits for; LEGAL[kind] lists
its options, DECIDE[kind] carries out the chosen one, and the task machine in
`flow` then runs the automatic steps up to the next decision.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import combinations

from game.engine.contract import Action, CardMoved, Event, IllegalAction, Message, Revealed
from game.engine.seven import Card, rank_label

from . import actions as A
from .cards import (
    CARD_ORDER,
    DEMON_LORD,
    DRAGON,
    HOLY_SWORD,
    KNIGHT,
    MAGICIAN,
    MERCENARY,
    MOUNTAINS,
    SAINT,
    SPIRIT,
    beats,
    codes,
    is_adventurer,
    is_demon,
    is_guard_type,
    petition_pairs,
    winning_pairs,
    winning_way,
)
from .events import Statement
from .flow import (
    VILLAGE_CHOICES,
    demon_lord_village,
    draw,
    end,
    face_up_demons,
    forget_dealt,
    from_party_to_table,
    from_table,
    player,
    random_from_hall,
    return_card,
    returns,
    reveal_from_party,
    run,
    then,
    to_hall,
    to_table,
)
from .state import Battle, Peek, Recruit, State

# ---------------------------------------------------------------------------
# Legal actions


def _party(state: State, seat: int, *ranks: int) -> list[Card]:
    return sorted([c for c in state.parties[seat] if not ranks or c.rank in ranks], key=CARD_ORDER)


def subjugation_actions(state: State, v: int, party: list[Card] | None = None) -> list[Action]:
    """M33–M35: Fight with a winning pair, Call for Help when there is none, or Rout.
    `party`: the active Party as `_party` sorts it, if the caller has it already."""
    if party is None:
        party = _party(state, state.active)
    return list(_subjugation_options(v, state.villages[v].rank, tuple([c.code for c in party])))


@lru_cache(maxsize=4096)  # the same Party against the same Demon has the same options: made once
def _subjugation_options(v: int, target: int, party: tuple[str, ...]) -> tuple[Action, ...]:
    cards = [Card.from_code(code) for code in party]
    pairs = winning_pairs(cards, target)
    out: list[Action] = [A.Fight(v, codes(pair)) for pair in pairs]
    if not pairs:
        out += [A.CallForHelp(v, c.code) for c in cards]
    out.append(A.Rout(v))
    return tuple(out)


def dragon_actions(state: State, v: int) -> list[Action]:
    """M45–M47: Petition with two cards adding to 7, or a Challenge."""
    a = state.active
    out: list[Action] = [A.Petition(v, codes(pair)) for pair in petition_pairs(state.parties[a])]
    if _party(state, a, HOLY_SWORD):
        out.append(A.ChallengeSword(v))
        out += [A.ChallengeKnight(v, k.code) for k in _party(state, a, KNIGHT)]
    return out


# Actions are immutable, so the turn's many options can be the same objects each turn (built once)
_Adventure = lru_cache(maxsize=None, typed=True)(A.Adventure)
_RecruitVillage = lru_cache(maxsize=None, typed=True)(A.RecruitVillage)
_RecruitJourney = lru_cache(maxsize=None, typed=True)(A.RecruitJourney)
_ReturnCard = lru_cache(maxsize=None, typed=True)(A.ReturnCard)
_ArcaneSpeaks = lru_cache(maxsize=None, typed=True)(A.ArcaneSpeaks)
_LureOut = lru_cache(maxsize=None, typed=True)(A.LureOut)
_AskFavour = lru_cache(maxsize=None, typed=True)(A.AskFavour)
_HomeSweetHome = lru_cache(maxsize=None, typed=True)(A.HomeSweetHome)
_HeroChosen = lru_cache(maxsize=None, typed=True)(A.HeroChosen)
_Territory = lru_cache(maxsize=None, typed=True)(A.Territory)
_Join = lru_cache(maxsize=None, typed=True)(A.Join)


def _turn_villages(state: State) -> tuple[list[int], list[int], list[int], list[int]]:
    """The empty and guarded villages and those ruled by a face-up Demon or Dragon (1.3),
    found in one pass: the turn's actions would else walk the villages five times."""
    empty: list[int] = []
    guarded: list[int] = []
    demons: list[int] = []
    dragons: list[int] = []
    sealed = state.sealed
    for v, card in enumerate(state.villages):
        if card is None:
            empty.append(v)
        elif sealed[v]:
            continue
        elif is_guard_type(card):
            guarded.append(v)
        elif is_demon(card):
            demons.append(v)
        elif card.rank == DRAGON:
            dragons.append(v)
    return empty, guarded, demons, dragons


def turn_actions(state: State) -> list[Action]:
    """M25: every action open to the active player (D5)."""
    a = state.active
    party = _party(state, a)
    out: list[Action] = []
    empty, guarded, demons, dragons = _turn_villages(state)
    if state.surrender_open:
        out.append(A.ProposeSurrender())  # M21, step 1 (nothing happens between it and step 4 here)
    if empty:  # 1 Adventure
        out += [_Adventure(m) for m in range(MOUNTAINS)]
    for v in demons:  # 2 Subjugation
        out += subjugation_actions(state, v, party)
    adventurers = [c for c in party if is_adventurer(c)]
    in_journey = sum(1 for c in state.journeys[a] if is_adventurer(c))
    for k in range(1, min(len(adventurers), in_journey) + 1):  # 3 Join
        out += [_Join(codes(group)) for group in combinations(adventurers, k)]
    for v in guarded:  # 4a Recruit from a village
        out += [_RecruitVillage(v, c.code) for c in adventurers]
    payers = [c for c in party if c.rank == SPIRIT or is_adventurer(c)]
    for owner in range(state.players):  # 4b Recruit from another Journey
        if owner == a:
            continue
        for target in sorted([c for c in state.journeys[owner] if is_adventurer(c)], key=CARD_ORDER):
            out += [_RecruitJourney(owner, target.code, c.code) for c in payers]
    for v in dragons:  # 5 Petition / Challenge
        out += dragon_actions(state, v)
    out += [_ReturnCard(c.code, m) for c in party for m in range(MOUNTAINS)]  # 6 Return
    for c in party:  # 7 Abilities (M50)
        if c.rank == SPIRIT:
            out.append(_HomeSweetHome(c.code))
        elif c.rank == MAGICIAN:
            out += [_ArcaneSpeaks(c.code, m) for m in range(MOUNTAINS)]
        elif c.rank == SAINT:
            out.append(_HeroChosen(c.code))  # always usable (section 6 item 15)
        elif c.rank == MERCENARY:
            out += [_LureOut(c.code, s) for s in range(state.players)]
        elif c.rank == KNIGHT:
            out += [_AskFavour(c.code, s) for s in range(state.players)]
        elif c.rank == DRAGON:
            out += [_Territory(c.code, v) for v in demons + dragons]
    if state.present:  # 8 Slaying, 9 Repel (M54, M55)
        swords = _party(state, a, HOLY_SWORD)
        dragons = _party(state, a, DRAGON)
        if swords:
            out += [A.Slay(k.code, d.code) for k in _party(state, a, KNIGHT) for d in dragons]
            out.append(A.Repel(swords[0].code))
        out += [A.Repel(d.code) for d in dragons]
    if len(out) == int(state.surrender_open):
        out.append(A.Pass())  # M25: nothing else is legal
    return out


def _support(state: State) -> list[Action]:
    seat = state.pending["seat"]
    battle = state.battle
    cards = [c for c in _party(state, seat) if beats(battle.call_card, c, battle.target.rank)]
    return [A.Support(c.code) for c in cards] + [A.DeclineSupport()]


def _refusal(state: State) -> list[Action]:
    """M43: a strictly lower card, not a Dragon; M82: Hometown Ties allows only A or 2."""
    recruit = state.recruit
    limit = recruit.pay.rank
    tied = state.hometown and is_adventurer(recruit.pay) and recruit.pay.suit == recruit.target.suit
    cards = [c for c in _party(state, recruit.owner) if c.rank < limit and c.rank != DRAGON]
    if tied:
        cards = [c for c in cards if c.rank in (HOLY_SWORD, SPIRIT)]
    return [A.Refuse(c.code) for c in cards] + [A.AllowRecruit()]


def _trophy(state: State) -> list[Action]:
    """M37 step 1, D11: keep the Demon, or use its ability on any player (M75)."""
    rank = state.pending["card"].rank
    seats = range(state.players)
    out: list[Action] = [A.KeepTrophy()]
    if rank == 8:
        out += [A.Impersonate(s) for s in seats]
    elif rank == 9:
        out += [A.Rampage(s) for s in seats]
    elif rank == 10:
        out += [A.StealCredit(s) for s in seats]
    elif rank == 12:
        out += [A.Pact(s, r) for s in seats for r in range(8, 13)]
    return out


def _induct(state: State) -> list[Action]:
    seat = state.pending["seat"]
    cards = sorted(c for s, c in state.revealed if s == seat and is_adventurer(c))
    return [A.Induct(c.code) for c in cards] + [A.EndInduction()]


def _join_take(state: State) -> list[Action]:
    return [A.TakeFromJourney(c.code) for c in sorted(set(state.journeys[state.active])) if is_adventurer(c)]


LEGAL: dict[str, Callable[[State], list[Action]]] = {
    "setup_place": lambda s: [A.ChooseVillage(v) for v in s.pending["options"]],
    "window": lambda s: [A.ProposeSurrender(), A.Continue()],
    "vote": lambda s: [A.SurrenderVote(True), A.SurrenderVote(False)],
    "sacrifice": lambda s: [A.Sacrifice(c.code) for c in _party(s, s.active)],
    "action": turn_actions,
    "return": lambda s: [A.ChooseMountain(m) for m in range(MOUNTAINS)],
    "bell_draw": lambda s: [A.ChooseMountain(m) for m in range(MOUNTAINS)],
    "subjugate": lambda s: subjugation_actions(s, s.pending["village"]),
    "dragon_offer": lambda s: dragon_actions(s, s.pending["village"]) + [A.DeclineDragon()],
    "support": _support,
    "trophy": _trophy,
    "necro_pay": lambda s: [A.PayNecromancer(c.code) for c in sorted(c for _, c in s.revealed)],
    "induct": _induct,
    "join_take": _join_take,
    "refusal": _refusal,
    "put_back": lambda s: [A.PutBack(False), A.PutBack(True)],
    "statement": lambda s: [A.StaySilent()] + [A.Announce(r) for r in range(1, 14)],
}
for _kind in VILLAGE_CHOICES:
    LEGAL.setdefault(_kind, lambda s: [A.ChooseVillage(v) for v in s.pending["options"]])


def legal_actions(state: State) -> list[Action]:
    if state.to_act is None or state.pending is None:
        return []
    return LEGAL[state.pending["kind"]](state)


# ---------------------------------------------------------------------------
# Decisions


def _c(code: str) -> Card:
    return Card.from_code(code)


def _log(events: list[Event], key: str, **args) -> None:
    events.append(Message.of(key, **args))


def d_village(state: State, pend: dict, action: A.ChooseVillage, events: list[Event]) -> None:
    VILLAGE_CHOICES[pend["kind"]](state, events, pend["seat"], pend["card"], action.village)


def d_window(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    state.surrender_open = False
    if isinstance(action, A.ProposeSurrender):
        propose(state, events, resume=False)


def propose(state: State, events: list[Event], resume: bool) -> None:
    """M21: the others answer in clockwise order; in a solo game the proposal is enough."""
    state.surrender_open = False
    _log(events, "marenzan.log.surrender_proposed", seat=player(state.active))
    if state.players == 1:
        end(state, events, False, "marenzan.reason.surrender")
        return
    state.pending = {"kind": "vote", "seat": (state.active + 1) % state.players, "resume": resume}


def d_vote(state: State, pend: dict, action: A.SurrenderVote, events: list[Event]) -> None:
    seat = pend["seat"]
    if not action.accept:
        _log(events, "marenzan.log.surrender_rejected", seat=player(seat))
        if pend["resume"]:
            then(state, ("main",))
        return
    _log(events, "marenzan.log.surrender_accepted", seat=player(seat))
    nxt = (seat + 1) % state.players
    if nxt == state.active:
        end(state, events, False, "marenzan.reason.surrender")
    else:
        state.pending = {**pend, "seat": nxt}


def d_sacrifice(state: State, pend: dict, action: A.Sacrifice, events: list[Event]) -> None:
    """M52 with an empty Hall: the chosen Party card returns (D4)."""
    card = _c(action.card)
    from_party_to_table(state, events, state.active, card)
    _log(events, "marenzan.log.sacrifice", seat=player(state.active), card=card.label)
    then(state, *returns(state, [card], state.active))


def d_return(state: State, pend: dict, action: A.ChooseMountain, events: list[Event]) -> None:
    return_card(state, events, pend["card"], action.mountain, pend["seat"])


def d_bell_draw(state: State, pend: dict, action: A.ChooseMountain, events: list[Event]) -> None:
    """M59: the ringer draws; M19 is checked before the card is resolved."""
    card = draw(state, events, action.mountain, pend["seat"])
    if card is not None:
        then(state, ("bell_card", card.code, pend["seat"]))


def d_action(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    """M25: the turn's action."""
    handler = TURN_ACTIONS[type(action)]
    if not isinstance(action, (A.ProposeSurrender, A.Pass)):
        state.surrender_open = False
    handler(state, action, events)


# -- 1 Adventure -------------------------------------------------------------


def act_adventure(state: State, action: A.Adventure, events: list[Event]) -> None:
    """M27–M32."""
    a = state.active
    card = draw(state, events, action.mountain, a)
    if card is None:
        return
    if card.rank <= 6:  # M28
        from_table(state, events, card, f"party.{a}")
        state.parties[a].append(card)
        then(state, ("turn_end",))
    else:  # M29–M32
        then(state, ("enter", card.code, a), ("after_adventure", card.code))


# -- 2 Subjugation -------------------------------------------------------------


def _start_battle(state: State, v: int) -> None:
    state.battle = Battle(v, state.villages[v])


def act_fight(state: State, action: A.Fight, events: list[Event]) -> None:
    """M35 (i)."""
    _start_battle(state, action.village)
    first, second = (_c(code) for code in action.cards)
    for card in (first, second):
        reveal_from_party(state, events, state.active, card)
    target = state.battle.target
    _log(events, "marenzan.log.fight", seat=player(state.active), card=target.label, first=first.label,
         second=second.label)
    _log_pair(events, first, second, target)
    then(state, ("victory",))


def _log_pair(events: list[Event], x: Card, y: Card, target: Card) -> None:
    """M34: how the revealed pair beats the Demon, with its sum or product (exactly one test holds)."""
    x, y = sorted((x, y), key=CARD_ORDER)
    way = winning_way(x, y, target.rank)
    if way == "sword":
        _log(events, "marenzan.log.pair.sword", x=x.rank, y=y.rank, total=x.rank + y.rank, value=target.rank)
    elif way == "magic":
        _log(events, "marenzan.log.pair.magic", x=x.rank, y=y.rank, value=target.rank)
    else:
        _log(events, "marenzan.log.pair.holy_sword", card=target.label)


def act_call(state: State, action: A.CallForHelp, events: list[Event]) -> None:
    """M35 (ii), M36: the others are asked clockwise from the left neighbour."""
    _start_battle(state, action.village)
    card = _c(action.card)
    reveal_from_party(state, events, state.active, card)
    battle = state.battle
    battle.call_card = card
    battle.askers = [(state.active + i) % state.players for i in range(1, state.players)]
    _log(events, "marenzan.log.call_for_help", seat=player(state.active), card=card.label,
         target=battle.target.label)
    then(state, ("support_ask",))


def act_rout(state: State, action: A.Rout, events: list[Event]) -> None:
    """M35 (iii)."""
    _start_battle(state, action.village)
    _log(events, "marenzan.log.rout", seat=player(state.active), card=state.battle.target.label)
    then(state, ("defeat",))


def d_support(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    seat = pend["seat"]
    if isinstance(action, A.DeclineSupport):
        _log(events, "marenzan.log.support_declined", seat=player(seat))
        then(state, ("support_ask",))
        return
    reveal_from_party(state, events, seat, _c(action.card))
    state.battle.supporter = seat
    state.battle.askers = []
    _log(events, "marenzan.log.support", seat=player(seat), card=_c(action.card).label)
    _log_pair(events, state.battle.call_card, _c(action.card), state.battle.target)
    then(state, ("victory",))


def d_trophy(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    """M37 step 1 with a Demon ability (M69–M71, M73)."""
    a = state.active
    demon = pend["card"]
    if isinstance(action, A.KeepTrophy):
        to_hall(state, events, a, demon)
        _log(events, "marenzan.log.trophy", seat=player(a), card=demon.label)
        return
    target = action.seat
    _log(events, f"marenzan.log.ability.{type(action).__name__.lower()}", seat=player(a), target=player(target))
    if isinstance(action, A.Impersonate):  # M69
        to_hall(state, events, target, demon)
        state.rng.shuffle(state.halls[target])
        card = random_from_hall(state, events, target)
        to_hall(state, events, a, card)
    elif isinstance(action, A.Rampage):  # M70
        lost = [random_from_hall(state, events, target) for _ in range(min(2, len(state.halls[target])))]
        then(state, *returns(state, lost + [demon], a))
    elif isinstance(action, A.StealCredit):  # M71
        lost = []
        if state.halls[target]:
            card = random_from_hall(state, events, target)
            if is_adventurer(card):
                to_hall(state, events, a, card)
            else:
                lost.append(card)
        then(state, *returns(state, lost + [demon], a))
    else:  # A.Pact, M73
        hall = state.halls[target]
        for card in sorted(hall):
            events.append(Revealed(card.code, f"hall.{target}"))
        lost = [c for c in hall if c.rank == action.rank]
        for card in lost:
            hall.remove(card)
            to_table(state, events, card, f"hall.{target}")
        then(state, *returns(state, lost, a), ("necro_pay",))


def d_necro_pay(state: State, pend: dict, action: A.PayNecromancer, events: list[Event]) -> None:
    card = _c(action.card)
    seat = next(s for s, c in state.revealed if c == card)
    state.revealed.remove((seat, card))
    state.loose.append(card)
    events.append(CardMoved(card.code, f"revealed.{seat}", "table", True))
    _log(events, "marenzan.log.necro_pay", seat=player(state.active), card=card.label)
    necro = next(c for c in state.loose if c.rank == 12)
    then(state, *returns(state, [card, necro], state.active))


def d_induct(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    seat = pend["seat"]
    if isinstance(action, A.EndInduction):
        return
    card = _c(action.card)
    state.revealed.remove((seat, card))
    to_hall(state, events, seat, card, src=f"revealed.{seat}")
    _log(events, "marenzan.log.inducted", seat=player(seat), card=card.label)
    then(state, ("induct", seat))


# -- 3 Join, 4 Recruit -------------------------------------------------------


def act_join(state: State, action: A.Join, events: list[Event]) -> None:
    """M40: reveal k Adventurers, take k from the Journey, then the k go back."""
    for code in action.cards:
        reveal_from_party(state, events, state.active, _c(code))
    _log(events, "marenzan.log.join_shows", seat=player(state.active), cards=tuple(_c(c).label for c in action.cards),
         count=len(action.cards))
    state.pending = {"kind": "join_take", "seat": state.active, "left": len(action.cards)}


def d_join_take(state: State, pend: dict, action: A.TakeFromJourney, events: list[Event]) -> None:
    a = state.active
    card = _c(action.card)
    state.journeys[a].remove(card)
    state.parties[a].append(card)
    events.append(CardMoved(card.code, f"journey.{a}", f"party.{a}", True))
    taken = (*pend.get("taken", ()), card.label)
    if pend["left"] > 1:
        state.pending = {**pend, "left": pend["left"] - 1, "taken": taken}
        return
    shown = tuple(c.label for _, c in state.revealed)
    for seat, back in state.revealed:
        state.parties[seat].append(back)
        events.append(CardMoved(back.code, f"revealed.{seat}", f"party.{seat}", True))
    state.revealed.clear()
    _log(events, "marenzan.log.join", seat=player(a), shown=shown, taken=taken)  # the shown cards stay too
    then(state, ("turn_end",))  # no Used-card processing on this route


def act_recruit_village(state: State, action: A.RecruitVillage, events: list[Event]) -> None:
    """M41."""
    a = state.active
    reveal_from_party(state, events, a, _c(action.card))
    card = state.villages[action.village]
    state.villages[action.village] = None
    state.parties[a].append(card)
    events.append(CardMoved(card.code, f"village.{action.village}", f"party.{a}", True))
    _log(events, "marenzan.log.recruited", seat=player(a), card=card.label)
    then(state, ("used",))


def act_recruit_journey(state: State, action: A.RecruitJourney, events: list[Event]) -> None:
    """M42: the owner may refuse (M43)."""
    a = state.active
    pay = _c(action.card)
    reveal_from_party(state, events, a, pay)
    state.recruit = Recruit(action.owner, _c(action.target), pay)
    _log(events, "marenzan.log.recruit_asked", seat=player(a), owner=player(action.owner),
         card=_c(action.target).label)
    state.pending = {"kind": "refusal", "seat": action.owner}


def d_refusal(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    recruit = state.recruit
    a = state.active
    if isinstance(action, A.Refuse):
        reveal_from_party(state, events, recruit.owner, _c(action.card))
        _log(events, "marenzan.log.refused", seat=player(recruit.owner), card=_c(action.card).label)
    else:
        state.journeys[recruit.owner].remove(recruit.target)
        state.parties[a].append(recruit.target)
        events.append(CardMoved(recruit.target.code, f"journey.{recruit.owner}", f"party.{a}", True))
        _log(events, "marenzan.log.recruited", seat=player(a), card=recruit.target.label)
    then(state, ("used",))


# -- 5 Petition / Challenge ---------------------------------------------------


def _take_dragon(state: State, v: int, events: list[Event]) -> None:
    """M44: the Dragon joins the Party and its village becomes Empty."""
    a = state.active
    dragon = state.villages[v]
    state.villages[v] = None
    state.parties[a].append(dragon)
    events.append(CardMoved(dragon.code, f"village.{v}", f"party.{a}", True))
    _log(events, "marenzan.log.dragon_joins", seat=player(a), card=dragon.label)


def act_petition(state: State, action: A.Petition, events: list[Event]) -> None:
    """M45: both cards return; Turn-end processing only."""
    paid = [_c(code) for code in action.cards]
    for card in paid:
        from_party_to_table(state, events, state.active, card)
    _log(events, "marenzan.log.petition", seat=player(state.active), first=paid[0].label, second=paid[1].label,
         village=action.village + 1)
    _take_dragon(state, action.village, events)
    then(state, *returns(state, paid, state.active), ("turn_end",))


def act_challenge_sword(state: State, action: A.ChallengeSword, events: list[Event]) -> None:
    """M46."""
    sword = _party(state, state.active, HOLY_SWORD)[0]
    from_party_to_table(state, events, state.active, sword)
    _take_dragon(state, action.village, events)
    then(state, *returns(state, [sword], state.active), ("turn_end",))


def act_challenge_knight(state: State, action: A.ChallengeKnight, events: list[Event]) -> None:
    """M47: the Holy Knight; the Sword to the Journey, the Knight inducted."""
    a = state.active
    sword = _party(state, a, HOLY_SWORD)[0]
    knight = _c(action.knight)
    from_party_to_table(state, events, a, sword)
    from_party_to_table(state, events, a, knight)
    _take_dragon(state, action.village, events)
    from_table(state, events, sword, f"journey.{a}")
    state.journeys[a].append(sword)
    to_hall(state, events, a, knight)
    _log(events, "marenzan.log.holy_knight", seat=player(a), card=knight.label)
    then(state, ("used",))


def d_dragon_offer(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    """M31: the Dragon just drawn."""
    if isinstance(action, A.DeclineDragon):
        then(state, ("turn_end",))
    else:
        TURN_ACTIONS[type(action)](state, action, events)


def d_subjugate(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    """M30: the Demon just drawn must be fought (Rout included)."""
    TURN_ACTIONS[type(action)](state, action, events)


# -- 6 Return ------------------------------------------------------------------


def act_return(state: State, action: A.ReturnCard, events: list[Event]) -> None:
    """M48."""
    card = _c(action.card)
    from_party_to_table(state, events, state.active, card)
    return_card(state, events, card, action.mountain, state.active)
    then(state, ("turn_end",))


# -- 7 Abilities ---------------------------------------------------------------


def act_home(state: State, action: A.HomeSweetHome, events: list[Event]) -> None:
    """M63: the whole Journey comes home; the Spirit returns (M57)."""
    a = state.active
    reveal_from_party(state, events, a, _c(action.card))
    home = tuple(card.label for card in state.journeys[a])
    for card in state.journeys[a]:
        events.append(CardMoved(card.code, f"journey.{a}", f"party.{a}", True))
    state.parties[a].extend(state.journeys[a])
    state.journeys[a] = []
    if home:
        _log(events, "marenzan.log.home_sweet_home", seat=player(a), card=_c(action.card).label, cards=home,
             count=len(home))
    else:
        _log(events, "marenzan.log.home_sweet_home.none", seat=player(a), card=_c(action.card).label)
    then(state, ("used",))


def act_arcane(state: State, action: A.ArcaneSpeaks, events: list[Event]) -> None:
    """M64: a private look at the top card."""
    a = state.active
    reveal_from_party(state, events, a, _c(action.card))
    top = state.mountains[action.mountain][-1]
    state.peek = Peek(a, action.mountain, top)
    events.append(Revealed(top.code, f"mountain.{action.mountain}", visible_to=(a,)))
    _log(events, "marenzan.log.peek", seat=player(a), mountain=action.mountain + 1)
    # section 5: only the Magician's user learns the card; the others read the line above alone
    events.append(Message.of("marenzan.log.peek_seen", visible_to=(a,), seat=player(a), card=top.label))
    state.pending = {"kind": "put_back", "seat": a, "mountain": action.mountain}


def d_put_back(state: State, pend: dict, action: A.PutBack, events: list[Event]) -> None:
    a = state.active
    m = pend["mountain"]
    pile = state.mountains[m]
    if action.bottom:
        pile.insert(0, pile.pop())
    state.peek.bottom = action.bottom
    events.append(CardMoved(state.peek.card.code, f"mountain.{m}", f"mountain.{m}", False, visible_to=(a,)))
    _log(events, "marenzan.log.bottom" if action.bottom else "marenzan.log.top", seat=player(a), mountain=m + 1)
    if state.players == 1:  # M83: the statement has no audience
        then(state, ("used",))
    else:
        state.pending = {"kind": "statement", "seat": a, "mountain": m}


def d_statement(state: State, pend: dict, action: Action, events: list[Event]) -> None:
    a = state.active
    rank = action.rank if isinstance(action, A.Announce) else 0
    state.statement = (a, pend["mountain"], rank)
    events.append(Statement(a, pend["mountain"], rank))
    if rank:
        _log(events, "marenzan.log.statement", seat=player(a), mountain=pend["mountain"] + 1,
             rank=rank_label(rank))
    then(state, ("used",))


def act_saint(state: State, action: A.HeroChosen, events: list[Event]) -> None:
    """M65: the Holy Sword comes from another Party or Journey; the Saint returns."""
    a = state.active
    saint = _c(action.card)
    from_party_to_table(state, events, a, saint)
    _log(events, "marenzan.log.saint", seat=player(a), card=saint.label)
    for seat in range(state.players):
        if seat == a:
            continue
        for zone, pile in ((f"party.{seat}", state.parties[seat]), (f"journey.{seat}", state.journeys[seat])):
            for card in pile:
                if card.rank == HOLY_SWORD:
                    pile.remove(card)
                    state.parties[a].append(card)
                    events.append(CardMoved(card.code, zone, f"party.{a}", True, reveal=zone.startswith("party")))
                    _log(events, "marenzan.log.hero_chosen", seat=player(a), owner=player(seat))
                    break
    then(state, *returns(state, [saint], a), ("used",))


def act_lure(state: State, action: A.LureOut, events: list[Event]) -> None:
    """M66: a random card of the chosen Party goes to that player's Journey (a Spirit returns)."""
    a = state.active
    reveal_from_party(state, events, a, _c(action.card))
    _log(events, "marenzan.log.lure_out", seat=player(a), card=_c(action.card).label, target=player(action.seat))
    party = state.parties[action.seat]
    tail: list[tuple] = []
    if party:
        card = party.pop(state.rng.below(len(party)))
        forget_dealt(state, action.seat, card)
        to_table(state, events, card, f"party.{action.seat}")
        _log(events, "marenzan.log.lured", seat=player(action.seat), card=card.label)
        if card.rank == SPIRIT:
            tail = returns(state, [card], a)
        else:
            from_table(state, events, card, f"journey.{action.seat}")
            state.journeys[action.seat].append(card)
    then(state, *tail, ("used",))


def act_favour(state: State, action: A.AskFavour, events: list[Event]) -> None:
    """M67: a random card of the chosen Party joins yours; the Knight goes to that player's Journey."""
    a = state.active
    knight = _c(action.card)
    from_party_to_table(state, events, a, knight)
    party = state.parties[action.seat]
    if party:
        card = party.pop(state.rng.below(len(party)))
        forget_dealt(state, action.seat, card)
        to_table(state, events, card, f"party.{action.seat}")
        from_table(state, events, card, f"party.{a}")
        state.parties[a].append(card)
        _log(events, "marenzan.log.favour", seat=player(a), owner=player(action.seat), card=card.label)
    from_table(state, events, knight, f"journey.{action.seat}")
    state.journeys[action.seat].append(knight)
    then(state, ("used",))


def act_territory(state: State, action: A.Territory, events: list[Event]) -> None:
    """M68: a face-up Demon or Dragon returns; the Dragon goes to the Journey."""
    a = state.active
    reveal_from_party(state, events, a, _c(action.card))
    card = state.villages[action.village]
    state.villages[action.village] = None
    to_table(state, events, card, f"village.{action.village}")
    _log(events, "marenzan.log.territory", seat=player(a), card=card.label)
    then(state, *returns(state, [card], a), ("used",))


# -- 8 Slaying, 9 Repel, pass, surrender -------------------------------------


def act_slay(state: State, action: A.Slay, events: list[Event]) -> None:
    """M54, M18: the Holy Dragon Knight slays the Demon Lord; everyone wins."""
    a = state.active
    v = demon_lord_village(state)
    sword = _party(state, a, HOLY_SWORD)[0]
    heroes = [sword, _c(action.knight), _c(action.dragon)]
    for card in heroes:
        from_party_to_table(state, events, a, card)
    lord = state.villages[v]
    state.villages[v] = None
    state.halls[a].append(lord)
    events.append(CardMoved(lord.code, f"village.{v}", f"hall.{a}", False))
    for card in heroes:
        to_hall(state, events, a, card)
    _log(events, "marenzan.log.slain", seat=player(a))
    end(state, events, True, "marenzan.reason.slain")


def act_repel(state: State, action: A.Repel, events: list[Event]) -> None:
    """M55: the card and the Demon Lord return."""
    a = state.active
    v = demon_lord_village(state)
    card = _c(action.card)
    from_party_to_table(state, events, a, card)
    lord = state.villages[v]
    state.villages[v] = None
    to_table(state, events, lord, f"village.{v}")
    _log(events, "marenzan.log.repel", seat=player(a), card=card.label)
    then(state, *returns(state, [card, lord], a), ("turn_end",))


def act_pass(state: State, action: A.Pass, events: list[Event]) -> None:
    """M25: the forced pass still runs Used-card processing (refill)."""
    state.passing = True
    _log(events, "marenzan.log.pass", seat=player(state.active))
    then(state, ("used",))


def act_surrender(state: State, action: A.ProposeSurrender, events: list[Event]) -> None:
    propose(state, events, resume=True)


TURN_ACTIONS: dict[type, Callable] = {
    A.Adventure: act_adventure, A.Fight: act_fight, A.CallForHelp: act_call, A.Rout: act_rout,
    A.Join: act_join, A.RecruitVillage: act_recruit_village, A.RecruitJourney: act_recruit_journey,
    A.Petition: act_petition, A.ChallengeSword: act_challenge_sword, A.ChallengeKnight: act_challenge_knight,
    A.ReturnCard: act_return, A.HomeSweetHome: act_home, A.ArcaneSpeaks: act_arcane, A.HeroChosen: act_saint,
    A.LureOut: act_lure, A.AskFavour: act_favour, A.Territory: act_territory, A.Slay: act_slay,
    A.Repel: act_repel, A.Pass: act_pass, A.ProposeSurrender: act_surrender,
}

DECIDE: dict[str, Callable] = {
    "window": d_window, "vote": d_vote, "sacrifice": d_sacrifice, "action": d_action, "return": d_return,
    "bell_draw": d_bell_draw, "subjugate": d_subjugate, "dragon_offer": d_dragon_offer, "support": d_support,
    "trophy": d_trophy, "necro_pay": d_necro_pay, "induct": d_induct, "join_take": d_join_take,
    "refusal": d_refusal, "put_back": d_put_back, "statement": d_statement,
}
for _kind in VILLAGE_CHOICES:
    DECIDE[_kind] = d_village


def apply(state: State, action: Action) -> list[Event]:
    """Carry out a legal action, then every automatic step up to the next decision."""
    events: list[Event] = []
    pend = state.pending
    state.pending = None
    DECIDE[pend["kind"]](state, pend, action, events)
    run(state, events)
    return events


# ---------------------------------------------------------------------------
# Why an action is refused

# The decision each action answers, with the rule that governs it.
ANSWERS: dict[str, tuple[tuple[type, ...], str]] = {
    "setup_place": ((A.ChooseVillage,), "M9"),
    "window": ((A.ProposeSurrender, A.Continue), "M21"),
    "vote": ((A.SurrenderVote,), "M21"),
    "sacrifice": ((A.Sacrifice,), "M52"),
    "action": (tuple(TURN_ACTIONS), "M25"),
    "return": ((A.ChooseMountain,), "M49"),
    "bell_draw": ((A.ChooseMountain,), "M59"),
    "subjugate": ((A.Fight, A.CallForHelp, A.Rout), "M30"),
    "dragon_offer": ((A.Petition, A.ChallengeSword, A.ChallengeKnight, A.DeclineDragon), "M31"),
    "support": ((A.Support, A.DeclineSupport), "M36"),
    "trophy": ((A.KeepTrophy, A.Impersonate, A.Rampage, A.StealCredit, A.Pact), "M37"),
    "necro_pay": ((A.PayNecromancer,), "M73"),
    "induct": ((A.Induct, A.EndInduction), "M38"),
    "join_take": ((A.TakeFromJourney,), "M40"),
    "refusal": ((A.Refuse, A.AllowRecruit), "M43"),
    "put_back": ((A.PutBack,), "M64"),
    "statement": ((A.Announce, A.StaySilent), "M64"),
    "absorb": ((A.ChooseVillage,), "M17"),
    "absorb_lord": ((A.ChooseVillage,), "M17"),
    "place": ((A.ChooseVillage,), "M17"),
    "guard_place": ((A.ChooseVillage,), "M59"),
    "flip": ((A.ChooseVillage,), "M60"),
}

# The rule that limits each turn action (M25 and the action's own rule).
ACTION_RULES: dict[type, str] = {
    A.Adventure: "M25", A.Fight: "M34", A.CallForHelp: "M35", A.Rout: "M33", A.Join: "M40",
    A.RecruitVillage: "M41", A.RecruitJourney: "M42", A.Petition: "M45", A.ChallengeSword: "M46",
    A.ChallengeKnight: "M47", A.ReturnCard: "M48", A.HomeSweetHome: "M63", A.ArcaneSpeaks: "M64",
    A.HeroChosen: "M65", A.LureOut: "M66", A.AskFavour: "M67", A.Territory: "M68", A.Slay: "M54",
    A.Repel: "M55", A.Pass: "M25", A.ProposeSurrender: "M21",
}


def why_illegal(state: State, action: Action) -> IllegalAction:
    pend = state.pending
    kind = pend["kind"]
    accepted, rule = ANSWERS[kind]
    if not isinstance(action, accepted):
        return IllegalAction("M24", f"seat {pend['seat']} must now answer '{kind}' ({rule}); "
                                    f"{type(action).__name__} does not answer it", "answer")
    if kind == "refusal" and isinstance(action, A.Refuse) and state.hometown:
        recruit = state.recruit
        if is_adventurer(recruit.pay) and recruit.pay.suit == recruit.target.suit and _c(action.card).rank > 2:
            return IllegalAction("M82", "Hometown Ties: only the Holy Sword or a Spirit can refuse")  # one case: no `case`
    if kind in ("action", "subjugate", "dragon_offer"):
        rule = ACTION_RULES.get(type(action), rule)
        demons = face_up_demons(state)
        if isinstance(action, (A.Fight, A.CallForHelp, A.Rout)) and kind == "action" and action.village not in demons:
            rule = "M33"
        if isinstance(action, A.CallForHelp) and action.village in demons and winning_pairs(
                state.parties[state.active], state.villages[action.village].rank):
            rule = "M35"
        if isinstance(action, A.Pass):
            rule = "M25"
        if isinstance(action, (A.Slay, A.Repel)) and not state.present:
            rule = "M24"
        if isinstance(action, A.Territory):
            rule = "M68"
        if kind != "action" and getattr(action, "village", pend["village"]) != pend["village"]:
            rule = ANSWERS[kind][1]  # M30 / M31: the target is the card just drawn
        if isinstance(action, A.Fight) and rule == "M34" and action.village in demons:
            ranks = _ranks(action.cards)
            target = state.villages[action.village].rank
            if ranks and not beats(_c(action.cards[0]), _c(action.cards[1]), target):
                # the pair's sum and product, said beside the target they miss
                return IllegalAction("M34", f"{action.cards} do not beat {target} (M34)", "pair",
                                     {"sum": sum(ranks), "product": ranks[0] * ranks[1], "target": target,
                                      "need": target + 1})
    return IllegalAction(rule, f"{type(action).__name__} is not allowed for seat {pend['seat']} now")


def is_demon_lord(card: Card) -> bool:
    return card.rank == DEMON_LORD


__all__ = ["apply", "is_demon", "legal_actions", "random_from_hall", "why_illegal"]


def _ranks(cards: object) -> tuple[int, int] | None:
    """The values of a pair of card codes, or None when it is not two cards (M34)."""
    try:
        x, y = (_c(code).rank for code in cards)
    except (TypeError, ValueError, AttributeError, KeyError):
        return None
    return x, y
