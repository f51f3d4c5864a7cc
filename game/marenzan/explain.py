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
from game.engine.seven import SEVEN_DECK

from . import actions as A
from .blunders import adventure_that_may_lose_the_game, threats_unseen
from .bots import FLIP_ORDER, _ready, _worth
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
        options = obs.decision.options if obs.decision else ()
        if kind in ("absorb", "absorb_lord"):  # the guard the team misses least returns (M17)
            least = min(_worth(obs.villages[o].card) for o in options) if options else None
            key = "marenzan.hint.absorb" if _worth(here) == least else "marenzan.hint.absorb_plain"
            return key, {"village": v + 1, "guard": _name(here), "first": _name(card)}
        if kind == "flip":  # M61: the threat least minded lost for good
            first = min((FLIP_ORDER.index(_rank(obs.villages[o].card)) for o in options), default=None)
            key = "marenzan.hint.flip" if FLIP_ORDER.index(_rank(here)) == first else "marenzan.hint.flip_plain"
            return key, {"village": v + 1, "demon": _name(here)}
        return None
    if isinstance(action, A.ChooseMountain):
        size = obs.mountains[action.mountain]
        if kind == "return":  # the smallest mountain: keep the barrier up (M19)
            key = "marenzan.hint.return_mountain" if size == min(obs.mountains) else "marenzan.hint.return_mountain_plain"
            return key, {"first": _name(card), "mountain": _mountain(action.mountain),
                                                     "count": size}
        if kind == "bell_draw":  # the biggest mountain: farthest from the barrier
            key = "marenzan.hint.bell_draw" if size == max(obs.mountains) else "marenzan.hint.bell_draw_plain"
            return key, {"mountain": _mountain(action.mountain), "count": size}
        return None
    if isinstance(action, A.TakeFromJourney):  # the card the Party needs most, by the bots' worth
        most = max(_worth(c) for c in obs.seats[obs.seat].journey if _rank(c) in (3, 4, 5, 6))
        key = "marenzan.hint.take_from_journey" if _worth(action.card) == most else "marenzan.hint.take_from_journey_plain"
        return key, {"first": _name(action.card)}
    if isinstance(action, A.Sacrifice):  # the card missed least, by the bots' worth
        key = "marenzan.hint.sacrifice" if _worth(action.card) == min(map(_worth, obs.party)) else "marenzan.hint.sacrifice_plain"
        return key, {"first": _name(action.card)}
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
            key = "marenzan.hint.put_back_bottom" if rank >= 7 else "marenzan.hint.put_back_bottom_plain"
            return key, {"first": _name(obs.peek.card)}
        if rank == 13 and _ready(obs.party):
            return "marenzan.hint.put_back_lord", {"first": _name(obs.peek.card)}
        key = "marenzan.hint.put_back_top" if rank <= 6 else "marenzan.hint.put_back_top_plain"
        return key, {"first": _name(obs.peek.card)}
    if isinstance(action, A.Announce):
        true = obs.peek is not None and _rank(obs.peek.card) == action.rank
        return ("marenzan.hint.announce" if true else "marenzan.hint.announce_other"), {"first": f"marenzan.card.{action.rank}"}
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
        if peek is not None and peek.bottom is False and peek.mountain == m and \
                (_rank(peek.card) <= 6 or (_rank(peek.card) == 13 and _ready(obs.party))):
            return "marenzan.hint.adventure_known", {"mountain": _mountain(m), "first": _name(peek.card)}
        key = "marenzan.hint.adventure_biggest" if obs.mountains[m] == max(obs.mountains) else "marenzan.hint.adventure"
        return key, {"mountain": _mountain(m), "count": obs.mountains[m]}
    if isinstance(action, A.ReturnCard):
        m = action.mountain
        key = "marenzan.hint.return_card" if obs.mountains[m] == min(obs.mountains) else "marenzan.hint.return_card_plain"
        return key, {"first": _name(action.card), "mountain": _mountain(m), "count": obs.mountains[m]}
    if isinstance(action, A.Slay):
        return "marenzan.hint.slay", {}
    if isinstance(action, A.Petition):
        key = "marenzan.hint.petition_spare" if 7 in ranks else "marenzan.hint.petition"
        return key, {"first": _name(action.cards[0]), "second": _name(action.cards[1]),
                                          "village": action.village + 1}
    if isinstance(action, A.Territory):
        strongest = max(_rank(v.card) for v in obs.villages if v.state == "ruled" and v.card and 7 <= _rank(v.card) <= 12)
        key = "marenzan.hint.territory" if _rank(obs.villages[action.village].card) == strongest else \
            "marenzan.hint.territory_plain"
        return key, {"demon": _name(obs.villages[action.village].card),
                                           "village": action.village + 1}
    if isinstance(action, A.HomeSweetHome):
        return "marenzan.hint.home", {"n": len(obs.seats[obs.seat].journey)}
    if isinstance(action, A.ArcaneSpeaks) and _ready(obs.party) and not obs.demon_lord_present:
        return "marenzan.hint.peek", {"mountain": _mountain(action.mountain), "count": obs.mountains[action.mountain]}
    if isinstance(action, A.ArcaneSpeaks):
        key = "marenzan.hint.peek_biggest" if obs.mountains[action.mountain] == max(obs.mountains) else \
            "marenzan.hint.peek_plain"
        return key, {"mountain": _mountain(action.mountain),
                                              "count": obs.mountains[action.mountain]}
    if isinstance(action, A.ChallengeKnight):
        return "marenzan.hint.challenge_knight", {"village": action.village + 1}
    if isinstance(action, A.RecruitVillage):
        return "marenzan.hint.recruit", {"first": _name(action.card), "second": _name(obs.villages[action.village].card),
                                         "village": action.village + 1}
    if isinstance(action, A.RecruitJourney):
        key = "marenzan.hint.recruit_journey" if _rank(action.target) in (1, 6, 7) else "marenzan.hint.recruit_journey_plain"
        return key, {"first": _name(action.card), "second": _name(action.target)}
    if isinstance(action, A.HeroChosen) and {6, 7} <= {_rank(c) for c in obs.party}:
        return "marenzan.hint.hero_chosen", {}
    if isinstance(action, A.Repel):
        ruled = sum(1 for v in obs.villages if v.state in ("ruled", "sealed"))
        return ("marenzan.hint.repel" if ruled >= 5 else "marenzan.hint.repel_plain"), {"first": _name(action.card)}
    return None


def _out_of_sight(obs) -> list[Card]:
    """Party-type cards (A-7) in no place in view: in another Party or a mountain (card counting)."""
    seen = set(obs.party) | set(obs.table)
    for s in obs.seats:
        seen |= set(s.journey) | set(s.hall) | set(s.revealed)
    seen |= {v.card for v in obs.villages if v.card}
    return [c for c in SEVEN_DECK if c.code not in seen and c.rank <= 7]


def _rout(obs, action: A.Rout) -> tuple[str, dict[str, Any]]:
    """Why a Rout (M35 iii): a lost game averted (M20), or no winning pair and what Defeat costs (M39)."""
    demon = obs.villages[action.village].card
    wins = any(beats(Card.from_code(x), Card.from_code(y), _rank(demon))
               for i, x in enumerate(obs.party) for y in obs.party[i + 1:])
    waits = [A.Adventure(m) for m in range(3)]
    if any(adventure_that_may_lose_the_game(obs, [*waits, action], a) for a in waits):
        return "marenzan.hint.rout_wait", {"n": threats_unseen(obs)}
    if wins:
        return "marenzan.hint.rout_plain", {"demon": _name(demon)}
    hall = obs.seats[obs.seat].hall
    return ("marenzan.hint.rout" if hall else "marenzan.hint.rout_free"), {"demon": _name(demon)}


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
        n = sum(1 for c in _out_of_sight(obs) if beats(Card.from_code(action.card), c, _rank(demon)))
        key = "marenzan.hint.call_for_help" if n else "marenzan.hint.call_for_help_blind"
        return key, {"first": _name(action.card), "demon": _name(demon), "n": n}
    if isinstance(action, A.Rout):
        return _rout(obs, action)
    if isinstance(action, A.Join):
        size = len(obs.party)
        return "marenzan.hint.join", {"n": len(action.cards), "size": size, "after": size + len(action.cards)}
    reason = _choice(obs, action) or _turn(obs, action)
    if reason is not None:
        return reason
    return "marenzan.hint.normal", {"action": action.label}
