"""Why the Normal player makes a move in Marenzan, in one catalog sentence naming the whole move
(every card and the target), for the Hint.

`explain(observation, action) -> (catalog_key, args)` follows bots.SimpleBot: a Fight with the
pair that beats the Demon and costs least to lose (M34: one more than its value, its product, or
the Holy Sword with an Adventurer), a Call for Help only with someone to help (M36, M83), a Rout
when no pair wins. Card names go as their catalog keys (marenzan.card.<rank>).
"""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from . import actions as A
from .bots import _ready
from .cards import HOLY_SWORD, Card, beats


def _name(code: str | None) -> str:
    return f"marenzan.card.{Card.from_code(code).rank}" if code else "marenzan.card.8"


def _mountain(m: int) -> str:
    return f"marenzan.zone.mountain.{m}"


def _rank(code: str | None) -> int:
    return Card.from_code(code).rank if code else 0


def _choice(obs, action) -> tuple[str, dict[str, Any]] | None:
    """The answers to the small decisions (a village, a mountain, a card to give up or take back),
    as bots.SimpleBot reckons them."""
    kind = obs.decision.kind if obs.decision else "action"
    card = obs.decision.card if obs.decision else None
    if isinstance(action, A.ChooseVillage):
        v = action.village
        here = obs.villages[v].card
        if kind == "setup_place":  # M9: the start player's placement changes nothing
            return "marenzan.hint.setup_place", {"first": _name(card), "village": v + 1}
        if kind in ("place", "guard_place"):
            return "marenzan.hint.place", {"first": _name(card), "village": v + 1}
        if kind in ("absorb", "absorb_lord"):  # the guard the team misses least returns (M17)
            return "marenzan.hint.absorb", {"village": v + 1, "guard": _name(here), "first": _name(card)}
        if kind == "flip":  # M61: the threat least minded lost for good
            return "marenzan.hint.flip", {"village": v + 1, "demon": _name(here)}
        return None
    if isinstance(action, A.ChooseMountain):
        size = obs.mountains[action.mountain]
        if kind == "return":  # the smallest mountain: keep the barrier up (M19)
            return "marenzan.hint.return_mountain", {"first": _name(card), "mountain": _mountain(action.mountain),
                                                     "count": size}
        if kind == "bell_draw":  # the biggest mountain: farthest from the barrier
            return "marenzan.hint.bell_draw", {"mountain": _mountain(action.mountain), "count": size}
        return None
    if isinstance(action, A.TakeFromJourney):
        return "marenzan.hint.take_from_journey", {"first": _name(action.card)}
    if isinstance(action, A.Sacrifice):
        return "marenzan.hint.sacrifice", {"first": _name(action.card)}
    battle = obs.battle
    if isinstance(action, (A.Support, A.DeclineSupport)) and battle is not None:
        call, target = battle.call_card, _rank(battle.target)
        args = {"call": _name(call), "demon": _name(battle.target)}
        if isinstance(action, A.Support):
            x, y = sorted((_rank(call), _rank(action.card)))
            key = "marenzan.hint.support_sword" if x + y == target + 1 else (
                "marenzan.hint.support_magic" if x * y == target else "marenzan.hint.support_holy_sword")
            return key, {**args, "first": _name(action.card), "a": x, "b": y, "sum": x + y, "target": target}
        mine = [Card.from_code(c) for c in obs.party]
        if call and not any(beats(Card.from_code(call), c, target) for c in mine):
            return "marenzan.hint.no_support", args
        return None
    if isinstance(action, A.PutBack) and obs.peek is not None:
        rank = _rank(obs.peek.card)
        if action.bottom:
            return "marenzan.hint.put_back_bottom", {"first": _name(obs.peek.card)}
        if rank == 13 and _ready(obs.party):
            return "marenzan.hint.put_back_lord", {"first": _name(obs.peek.card)}
        return "marenzan.hint.put_back_top", {"first": _name(obs.peek.card)}
    if isinstance(action, A.Announce):
        return "marenzan.hint.announce", {"first": f"marenzan.card.{action.rank}"}
    simple = {A.Continue: "marenzan.hint.no_surrender", A.KeepTrophy: "marenzan.hint.keep_trophy",
              A.EndInduction: "marenzan.hint.end_induction", A.AllowRecruit: "marenzan.hint.allow_recruit",
              A.Pass: "marenzan.hint.pass", A.DeclineDragon: "marenzan.hint.decline_dragon"}
    if type(action) in simple:
        return simple[type(action)], {}
    if action == A.SurrenderVote(False):
        return "marenzan.hint.no_surrender", {}
    return None


def _turn(obs, action) -> tuple[str, dict[str, Any]] | None:
    """Turn actions other than the battle ones, as bots.SimpleBot._action reckons them."""
    ranks = {_rank(c) for c in obs.party}
    journey = [_rank(c) for c in obs.seats[obs.seat].journey] if obs.seat is not None else []
    fetch = [r for r in (1, 7, 6) if r not in ranks and r in journey]
    if isinstance(action, (A.ArcaneSpeaks, A.LureOut, A.AskFavour, A.HeroChosen)) and fetch and \
            getattr(action, "seat", obs.seat) == obs.seat and not (isinstance(action, A.HeroChosen) and {6, 7} <= ranks):
        # M56: the Party is spent into the Journey on purpose; an empty one takes the Journey back
        return "marenzan.hint.assemble", {"action": action.label, "first": f"marenzan.card.{fetch[0]}"}
    if isinstance(action, A.Adventure):
        peek = obs.peek
        m = action.mountain
        if peek is not None and peek.bottom is False and peek.mountain == m:
            return "marenzan.hint.adventure_known", {"mountain": _mountain(m), "first": _name(peek.card)}
        return "marenzan.hint.adventure_biggest", {"mountain": _mountain(m), "count": obs.mountains[m]}
    if isinstance(action, A.ReturnCard):
        return "marenzan.hint.return_card", {"first": _name(action.card), "mountain": _mountain(action.mountain),
                                             "count": obs.mountains[action.mountain]}
    if isinstance(action, A.Slay):
        return "marenzan.hint.slay", {}
    if isinstance(action, A.Petition):
        return "marenzan.hint.petition", {"first": _name(action.cards[0]), "second": _name(action.cards[1]),
                                          "village": action.village + 1}
    if isinstance(action, A.Territory):
        return "marenzan.hint.territory", {"demon": _name(obs.villages[action.village].card),
                                           "village": action.village + 1}
    if isinstance(action, A.HomeSweetHome):
        return "marenzan.hint.home", {"n": len(obs.seats[obs.seat].journey)}
    if isinstance(action, A.ArcaneSpeaks) and _ready(obs.party) and not obs.demon_lord_present:
        return "marenzan.hint.peek", {"mountain": _mountain(action.mountain), "count": obs.mountains[action.mountain]}
    if isinstance(action, A.ArcaneSpeaks):
        return "marenzan.hint.peek_biggest", {"mountain": _mountain(action.mountain),
                                              "count": obs.mountains[action.mountain]}
    if isinstance(action, A.ChallengeKnight):
        return "marenzan.hint.challenge_knight", {"village": action.village + 1}
    if isinstance(action, A.RecruitVillage):
        return "marenzan.hint.recruit", {"first": _name(action.card), "second": _name(obs.villages[action.village].card),
                                         "village": action.village + 1}
    if isinstance(action, A.RecruitJourney):
        return "marenzan.hint.recruit_journey", {"first": _name(action.card), "second": _name(action.target)}
    if isinstance(action, A.HeroChosen) and {6, 7} <= {_rank(c) for c in obs.party}:
        return "marenzan.hint.hero_chosen", {}
    if isinstance(action, A.Repel):
        return "marenzan.hint.repel", {"first": _name(action.card)}
    return None


def explain(obs, action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, A.Fight):
        demon = obs.villages[action.village].card
        x, y = sorted((Card.from_code(c) for c in action.cards), key=lambda c: c.rank)
        target = Card.from_code(demon).rank if demon else 0
        args = {"first": _name(action.cards[0]), "second": _name(action.cards[1]), "demon": _name(demon),
                "a": x.rank, "b": y.rank, "target": target}
        if x.rank + y.rank == target + 1:
            return "marenzan.hint.fight_sword", {**args, "sum": x.rank + y.rank}
        if x.rank * y.rank == target:
            return "marenzan.hint.fight_magic", args
        if x.rank == HOLY_SWORD:
            return "marenzan.hint.fight_holy_sword", args
        return "marenzan.hint.fight_sword", {**args, "sum": x.rank + y.rank}
    if isinstance(action, A.CallForHelp):
        demon = obs.villages[action.village].card
        return "marenzan.hint.call_for_help", {"first": _name(action.card), "demon": _name(demon)}
    if isinstance(action, A.Rout):
        return "marenzan.hint.rout", {"demon": _name(obs.villages[action.village].card)}
    if isinstance(action, A.Join):
        return "marenzan.hint.join", {"n": len(action.cards)}
    reason = _choice(obs, action) or _turn(obs, action)
    if reason is not None:
        return reason
    return "marenzan.hint.normal", {"action": action.label}
