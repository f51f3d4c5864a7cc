"""What each Marenzan hint sentence claims, checked against the observation and the rules
(M17-M68), independently of game/marenzan/explain.py: {catalog key: claim(obs, action, args)}.
"The card you miss least" and the like are measured by the bots' own worth (bots.WORTH)."""

from __future__ import annotations

from game.engine.seven import SEVEN_DECK, Card
from game.marenzan import actions as A
from game.marenzan.bots import FLIP_ORDER, WORTH


def rank(code):
    return Card.from_code(code).rank if code else 0


def name(code):
    return f"marenzan.card.{rank(code)}"


def worth(code):
    return WORTH.get(rank(code), 0)


def wins(x, y, target):
    """M34, written out again: one more than the target, its product, or the Holy Sword with an Adventurer."""
    a, b = sorted((x, y))
    return a + b == target + 1 or a * b == target or (a == 1 and 3 <= b <= 6)


def party_wins(obs, target):
    ranks = [rank(c) for c in obs.party]
    return any(wins(ranks[i], ranks[j], target) for i in range(len(ranks)) for j in range(i + 1, len(ranks)))


def out_of_sight(obs):
    seen = set(obs.party) | set(obs.table) | {v.card for v in obs.villages if v.card}
    for s in obs.seats:
        seen |= set(s.journey) | set(s.hall) | set(s.revealed)
    return [c.code for c in SEVEN_DECK if c.code not in seen]


def ruled(obs):
    return sum(1 for v in obs.villages if v.state in ("ruled", "sealed"))


def mountain(m):
    return f"marenzan.zone.mountain.{m}"


def _fight(test):
    def claim(obs, a, args):
        x, y = sorted(rank(c) for c in a.cards)
        target = rank(obs.villages[a.village].card)
        return isinstance(a, A.Fight) and args["demon"] == name(obs.villages[a.village].card) and test(x, y, target)
    return claim


def _support(test):
    def claim(obs, a, args):
        x, y = sorted((rank(obs.battle.call_card), rank(a.card)))
        return isinstance(a, A.Support) and test(x, y, rank(obs.battle.target))
    return claim


def _mountain_claim(kind, pick):
    def claim(obs, a, args):
        m = a.mountain
        return isinstance(a, kind) and args["mountain"] == mountain(m) and args["count"] == obs.mountains[m] \
            and (pick is None or obs.mountains[m] == pick(obs.mountains))
    return claim


def _choice(kind, pick):
    def claim(obs, a, args):
        return isinstance(a, A.ChooseMountain) and obs.decision.kind == kind and args["count"] == obs.mountains[a.mountain] \
            and (pick is None or obs.mountains[a.mountain] == pick(obs.mountains))
    return claim


def _journey(obs):
    return obs.seats[obs.seat].journey


def _threat_options(obs):
    return [rank(v.card) for v in obs.villages if v.state == "ruled" and v.card and 7 <= rank(v.card) <= 12]


CLAIMS = {
    "marenzan.hint.fight_sword": _fight(lambda x, y, t: x + y == t + 1),
    "marenzan.hint.fight_magic": _fight(lambda x, y, t: x * y == t),
    "marenzan.hint.fight_holy_sword": _fight(lambda x, y, t: x == 1 and 3 <= y <= 6),
    "marenzan.hint.call_for_help": lambda obs, a, args: isinstance(a, A.CallForHelp)
    and not party_wins(obs, rank(obs.villages[a.village].card))
    and args["n"] == sum(1 for c in out_of_sight(obs) if rank(c) <= 7
                         and wins(rank(a.card), rank(c), rank(obs.villages[a.village].card))) > 0,
    "marenzan.hint.call_for_help_blind": lambda obs, a, args: isinstance(a, A.CallForHelp)
    and not party_wins(obs, rank(obs.villages[a.village].card)) and args["n"] == 0,
    "marenzan.hint.rout": lambda obs, a, args: isinstance(a, A.Rout)
    and not party_wins(obs, rank(obs.villages[a.village].card)) and bool(obs.seats[obs.seat].hall),
    "marenzan.hint.rout_free": lambda obs, a, args: isinstance(a, A.Rout)
    and not party_wins(obs, rank(obs.villages[a.village].card)) and not obs.seats[obs.seat].hall,
    # M17 c, M20: five Ruled, none Guarded, and a Demon may still come up
    "marenzan.hint.rout_wait": lambda obs, a, args: isinstance(a, A.Rout) and ruled(obs) >= 5
    and not any(v.state == "guarded" for v in obs.villages)
    and args["n"] == sum(1 for c in out_of_sight(obs) if rank(c) >= 8) > 0,
    "marenzan.hint.rout_plain": lambda obs, a, args: isinstance(a, A.Rout),
    # M40: k shown, k taken from the Journey, the shown ones back: the Party grows by k; nothing scores
    "marenzan.hint.join": lambda obs, a, args: isinstance(a, A.Join) and args["n"] == len(a.cards)
    and args["size"] == len(obs.party) and args["after"] == len(obs.party) + len(a.cards)
    and sum(1 for c in _journey(obs) if 3 <= rank(c) <= 6) >= len(a.cards),
    "marenzan.hint.adventure": _mountain_claim(A.Adventure, None),
    "marenzan.hint.adventure_biggest": _mountain_claim(A.Adventure, max),
    "marenzan.hint.adventure_known": lambda obs, a, args: isinstance(a, A.Adventure) and obs.peek is not None
    and obs.peek.mountain == a.mountain and obs.peek.bottom is False and args["first"] == name(obs.peek.card)
    and rank(obs.peek.card) != 7 and not 8 <= rank(obs.peek.card) <= 12,
    "marenzan.hint.return_card": _mountain_claim(A.ReturnCard, min),
    "marenzan.hint.return_card_plain": _mountain_claim(A.ReturnCard, None),
    "marenzan.hint.return_mountain": _choice("return", min),
    "marenzan.hint.return_mountain_plain": _choice("return", None),
    "marenzan.hint.bell_draw": _choice("bell_draw", max),
    "marenzan.hint.bell_draw_plain": _choice("bell_draw", None),
    "marenzan.hint.setup_place": lambda obs, a, args: isinstance(a, A.ChooseVillage) and obs.villages[a.village].state == "empty",
    "marenzan.hint.place": lambda obs, a, args: isinstance(a, A.ChooseVillage) and obs.villages[a.village].state == "empty",
    "marenzan.hint.absorb": lambda obs, a, args: isinstance(a, A.ChooseVillage)
    and worth(obs.villages[a.village].card) == min(worth(obs.villages[o].card) for o in obs.decision.options),
    "marenzan.hint.absorb_plain": lambda obs, a, args: isinstance(a, A.ChooseVillage)
    and obs.villages[a.village].state == "guarded",
    "marenzan.hint.flip": lambda obs, a, args: isinstance(a, A.ChooseVillage)
    and FLIP_ORDER.index(rank(obs.villages[a.village].card))
    == min(FLIP_ORDER.index(rank(obs.villages[o].card)) for o in obs.decision.options),
    "marenzan.hint.flip_plain": lambda obs, a, args: isinstance(a, A.ChooseVillage),
    "marenzan.hint.take_from_journey": lambda obs, a, args: isinstance(a, A.TakeFromJourney)
    and worth(a.card) == max(worth(c) for c in _journey(obs) if 3 <= rank(c) <= 6),
    "marenzan.hint.take_from_journey_plain": lambda obs, a, args: isinstance(a, A.TakeFromJourney),
    "marenzan.hint.sacrifice": lambda obs, a, args: isinstance(a, A.Sacrifice)
    and worth(a.card) == min(worth(c) for c in obs.party),
    "marenzan.hint.sacrifice_plain": lambda obs, a, args: isinstance(a, A.Sacrifice),
    "marenzan.hint.support_sword": _support(lambda x, y, t: x + y == t + 1),
    "marenzan.hint.support_magic": _support(lambda x, y, t: x * y == t),
    "marenzan.hint.support_holy_sword": _support(lambda x, y, t: x == 1 and 3 <= y <= 6),
    "marenzan.hint.no_support": lambda obs, a, args: isinstance(a, A.DeclineSupport)
    and not any(wins(rank(obs.battle.call_card), rank(c), rank(obs.battle.target)) for c in obs.party),
    "marenzan.hint.put_back_bottom": lambda obs, a, args: isinstance(a, A.PutBack) and a.bottom and rank(obs.peek.card) >= 7,
    "marenzan.hint.put_back_bottom_plain": lambda obs, a, args: isinstance(a, A.PutBack) and a.bottom,
    "marenzan.hint.put_back_top": lambda obs, a, args: isinstance(a, A.PutBack) and not a.bottom and rank(obs.peek.card) <= 6,
    "marenzan.hint.put_back_top_plain": lambda obs, a, args: isinstance(a, A.PutBack) and not a.bottom,
    "marenzan.hint.put_back_lord": lambda obs, a, args: isinstance(a, A.PutBack) and not a.bottom
    and rank(obs.peek.card) == 13 and {1, 6, 7} <= {rank(c) for c in obs.party},
    "marenzan.hint.announce": lambda obs, a, args: isinstance(a, A.Announce) and a.rank == rank(obs.peek.card),
    "marenzan.hint.announce_other": lambda obs, a, args: isinstance(a, A.Announce),
    "marenzan.hint.no_surrender": lambda obs, a, args: a == A.SurrenderVote(False) or isinstance(a, A.Continue),
    "marenzan.hint.keep_trophy": lambda obs, a, args: isinstance(a, A.KeepTrophy),
    "marenzan.hint.end_induction": lambda obs, a, args: isinstance(a, A.EndInduction),
    "marenzan.hint.allow_recruit": lambda obs, a, args: isinstance(a, A.AllowRecruit),
    "marenzan.hint.pass": lambda obs, a, args: isinstance(a, A.Pass),
    "marenzan.hint.decline_dragon": lambda obs, a, args: isinstance(a, A.DeclineDragon),
    "marenzan.hint.slay": lambda obs, a, args: isinstance(a, A.Slay),
    # M45: two cards of 2-6 making 7; "no Dragon" or "a second Dragon", as the Party holds
    "marenzan.hint.petition": lambda obs, a, args: isinstance(a, A.Petition)
    and sum(rank(c) for c in a.cards) == 7 and 7 not in {rank(c) for c in obs.party},
    "marenzan.hint.petition_spare": lambda obs, a, args: isinstance(a, A.Petition)
    and sum(rank(c) for c in a.cards) == 7 and 7 in {rank(c) for c in obs.party},
    "marenzan.hint.challenge_knight": lambda obs, a, args: isinstance(a, A.ChallengeKnight)
    and 1 in {rank(c) for c in obs.party} and rank(a.knight) == 6,
    "marenzan.hint.territory": lambda obs, a, args: isinstance(a, A.Territory)
    and rank(obs.villages[a.village].card) == max(_threat_options(obs)),
    "marenzan.hint.territory_plain": lambda obs, a, args: isinstance(a, A.Territory),
    "marenzan.hint.home": lambda obs, a, args: isinstance(a, A.HomeSweetHome) and args["n"] == len(_journey(obs)),
    "marenzan.hint.peek": lambda obs, a, args: isinstance(a, A.ArcaneSpeaks) and not obs.demon_lord_present
    and {1, 6, 7} <= {rank(c) for c in obs.party},
    "marenzan.hint.peek_biggest": _mountain_claim(A.ArcaneSpeaks, max),
    "marenzan.hint.peek_plain": _mountain_claim(A.ArcaneSpeaks, None),
    "marenzan.hint.recruit": lambda obs, a, args: isinstance(a, A.RecruitVillage) and obs.villages[a.village].state == "guarded",
    "marenzan.hint.recruit_journey": lambda obs, a, args: isinstance(a, A.RecruitJourney) and rank(a.target) in (1, 6, 7),
    "marenzan.hint.recruit_journey_plain": lambda obs, a, args: isinstance(a, A.RecruitJourney),
    "marenzan.hint.hero_chosen": lambda obs, a, args: isinstance(a, A.HeroChosen) and {6, 7} <= {rank(c) for c in obs.party},
    "marenzan.hint.repel": lambda obs, a, args: isinstance(a, A.Repel) and ruled(obs) >= 5,
    "marenzan.hint.repel_plain": lambda obs, a, args: isinstance(a, A.Repel),
    "marenzan.hint.assemble": lambda obs, a, args: rank_key(args["first"]) in {rank(c) for c in _journey(obs)}
    and rank_key(args["first"]) not in {rank(c) for c in obs.party},
    "marenzan.hint.normal": lambda obs, a, args: True,  # names the move only
}


def rank_key(key):
    return int(key.rsplit(".", 1)[-1])
