"""What each Tonight hint sentence claims, checked against the seat's observation, the rules
(T16-T37) and the state after the move, independently of game/tonight/explain.py:
{catalog key: claim(obs, action, args, after)}. "You win" is a won game after the move; "it
cannot fail" is a hit (T22 rest, T24 abducted, T30 escorted); chances are recounted from the
places the seat's deductions leave open."""

from __future__ import annotations

from game.tonight import actions as T
from game.tonight.cards import BANK, CEMETERY, HOME, PLACES, STATION, WILL_MARKERS, dist, is_heroine, owner_role, suit


def her(obs):
    return list(obs.knowledge[4]) or list(PLACES)


def here(obs):
    me = obs.seats[obs.seat]
    card = me.position or me.taken
    return suit(card) if card else None


def reach(obs):
    return 1 if obs.role == "hitman" else 0  # T23 at or next to him; T26, T32 at his place


def covered(place, places, r):
    return sum(1 for p in places if place is not None and dist(place, p) <= r)


def chance(place, places, r):
    return round(100 * covered(place, places, r) / len(places))


def won(after, seat):
    return after.result is not None and after.result.winners == (seat,)


def obtained(obs):
    return {m.card for m in obs.markers if m.obtained}


def salaryman_goal(obs):
    """T28, T29: his next will (the Cemetery first; he cannot stand at Home), then the Station."""
    done = obtained(obs)
    return CEMETERY if WILL_MARKERS[CEMETERY] not in done else BANK if WILL_MARKERS[BANK] not in done else STATION


def _check(sure):
    def claim(obs, a, args, after):
        c = chance(here(obs), her(obs), reach(obs))
        return isinstance(a, (T.Snipe, T.Secure)) and args["chance"] == c and args["n"] == len(her(obs)) \
            and (c == 100) == sure and (won(after, obs.seat) if sure else won(after, obs.seat) or after.eliminated[obs.seat])
    return claim


def _hit(a, obs, after):
    """Did the Attack land (T22, T24, T30)?"""
    if isinstance(a, T.Warn):
        return obs.turn in after.rests[a.target]
    if isinstance(a, T.Abduct):
        return after.abducted[a.target]
    return after.escorted[a.target] == obs.turn


def _attack(kinds, sure, miss=None):
    def claim(obs, a, args, after):
        r = 1 if isinstance(a, T.Warn) else 0
        c = chance(here(obs), list(obs.knowledge[a.target]) or list(PLACES), r)
        ok = isinstance(a, kinds) and args["target"] == a.target and args["chance"] == c and (c == 100) == sure
        return ok and (_hit(a, obs, after) if sure else _hit(a, obs, after) or miss(obs, a, after))
    return claim


def _ends_actions(obs, a, after):  # T22: a missed Warning ends the Hitman's phase
    return after.acting != obs.seat or after.to_act != obs.seat


def _rests_next(obs, a, after):  # T24, T30: a miss makes him rest next turn
    return obs.turn + 1 in after.rests[obs.seat]


def _reach_claim(kinds, verb, none=False):
    def claim(obs, a, args, after):
        place = suit(a.card)
        places = her(obs)
        ok = isinstance(a, kinds) and obs.role != "salaryman" and args["place"] == place and len(places) > 1
        k = covered(place, places, reach(obs))
        ok = ok and (k == 0 if none else args["k"] == k > 0) and args["n"] == len(places)
        return ok and (verb != "move" or args["was"] == covered(here(obs), places, reach(obs)))
    return claim


def _known_claim(kinds, near):
    def claim(obs, a, args, after):
        place = here(obs) if kinds is T.EndActions else suit(a.card)
        places = her(obs)
        return isinstance(a, kinds) and obs.role != "salaryman" and len(places) == 1 \
            and args["her"] == f"tonight.place.{places[0]}" and (dist(place, places[0]) <= reach(obs)) == near
    return claim


def _goal_claim(kinds, station, at, verb):
    def claim(obs, a, args, after):
        place, goal = suit(a.card), salaryman_goal(obs)
        ok = isinstance(a, kinds) and obs.role == "salaryman" and (goal == STATION) == station
        ok = ok and (dist(place, goal) == 0) == at
        if at:
            return ok and args["place"] == goal
        ok = ok and args["steps"] == dist(place, goal) and args["goal"] == f"tonight.place.{goal}"
        return ok and (verb != "move" or args["was"] == dist(here(obs), goal))
    return claim


def _give(kind):
    def claim(obs, a, args, after):
        card = a.card
        taken = any(v.taken == card for v in obs.seats)
        actual = "heroine" if is_heroine(card) else "own" if owner_role(card) == obs.role else \
            "taken" if taken else "other"
        # T16: a card in a hand is no one's position card (the card taken from a man shows where he is, 1.6)
        not_there = kind == "taken" or is_heroine(card) and after.heroine != card or \
            not is_heroine(card) and card not in after.position
        return isinstance(a, T.Give) and actual == kind and args["place"] == suit(card) and not_there
    return claim


def _heroine_goal(obs):
    return HOME if WILL_MARKERS[HOME] not in obtained(obs) else STATION


def _extractor(obs):
    return next(v.seat for v in obs.seats if v.role == "extractor")


def _standing_with_her(obs):
    return obs.heroine is not None and here(obs) == suit(obs.heroine)


CLAIMS = {
    "tonight.hint.check_sure": _check(True),
    "tonight.hint.check_chance": _check(False),
    "tonight.hint.extract": lambda obs, a, args, after: isinstance(a, T.Extract)
    and args["chance"] == chance(here(obs), her(obs), 0) and args["n"] == len(her(obs))
    and (after.eliminated[obs.seat] or after.phase == "block" or won(after, obs.seat)),
    "tonight.hint.bon_voyage": lambda obs, a, args, after: isinstance(a, T.BonVoyage) and won(after, obs.seat),
    "tonight.hint.sure_attack": _attack((T.Warn, T.Abduct, T.Escort), True),
    "tonight.hint.warn_chance": _attack(T.Warn, False, _ends_actions),
    "tonight.hint.grab_chance": _attack((T.Abduct, T.Escort), False, _rests_next),
    "tonight.hint.will": lambda obs, a, args, after: isinstance(a, T.ObtainWill) and a.place in after.obtained
    and args["left"] == 3 - len(after.obtained) > 0,
    "tonight.hint.will_last": lambda obs, a, args, after: isinstance(a, T.ObtainWill) and len(after.obtained) == 3,
    "tonight.hint.gather": lambda obs, a, args, after: isinstance(a, T.GatherInfo) and args["places"] == len(her(obs)) > 1
    and args["count"] == a.count and args["target"] == a.target,
    "tonight.hint.gather_known": lambda obs, a, args, after: isinstance(a, T.GatherInfo) and len(her(obs)) == 1
    and args["count"] == a.count and args["target"] == a.target,
    "tonight.hint.move_reach": _reach_claim((T.Walk, T.Taxi), "move"),
    "tonight.hint.place_reach": _reach_claim(T.PlacePosition, "place"),
    "tonight.hint.move_reach_none": _reach_claim((T.Walk, T.Taxi), "move", none=True),
    "tonight.hint.place_reach_none": _reach_claim(T.PlacePosition, "place", none=True),
    "tonight.hint.end_none": lambda obs, a, args, after: isinstance(a, T.EndActions) and obs.role != "salaryman"
    and args["n"] == len(her(obs)) > 1 and covered(here(obs), her(obs), reach(obs)) == 0,
    "tonight.hint.move_near": _known_claim((T.Walk, T.Taxi), True),
    "tonight.hint.move_far": _known_claim((T.Walk, T.Taxi), False),
    "tonight.hint.place_near": _known_claim(T.PlacePosition, True),
    "tonight.hint.place_far": _known_claim(T.PlacePosition, False),
    "tonight.hint.end_near": _known_claim(T.EndActions, True),
    "tonight.hint.end_far": _known_claim(T.EndActions, False),
    "tonight.hint.end": lambda obs, a, args, after: isinstance(a, T.EndActions) and obs.role != "salaryman"
    and args["n"] == len(her(obs)) > 1 and args["k"] == covered(here(obs), her(obs), reach(obs)) > 0,
    "tonight.hint.end_wills": lambda obs, a, args, after: isinstance(a, T.EndActions) and obs.role == "salaryman"
    and args["count"] == len(after.obtained),
    "tonight.hint.move_will": _goal_claim((T.Walk, T.Taxi), False, False, "move"),
    "tonight.hint.move_will_at": _goal_claim((T.Walk, T.Taxi), False, True, "move"),
    "tonight.hint.move_station": _goal_claim((T.Walk, T.Taxi), True, False, "move"),
    "tonight.hint.move_station_at": _goal_claim((T.Walk, T.Taxi), True, True, "move"),
    "tonight.hint.place_will": _goal_claim(T.PlacePosition, False, False, "place"),
    "tonight.hint.place_will_at": _goal_claim(T.PlacePosition, False, True, "place"),
    "tonight.hint.place_station": _goal_claim(T.PlacePosition, True, False, "place"),
    "tonight.hint.place_station_at": _goal_claim(T.PlacePosition, True, True, "place"),
    "tonight.hint.give_heroine": _give("heroine"),
    "tonight.hint.give_own": _give("own"),
    "tonight.hint.give_other": _give("other"),
    "tonight.hint.give_taken": _give("taken"),
    # T27: his Block stops the Extraction only where she is; declined, the Extractor wins
    "tonight.hint.block": lambda obs, a, args, after: isinstance(a, T.Block) and _standing_with_her(obs)
    and after.eliminated[_extractor(obs)],
    "tonight.hint.block_fails": lambda obs, a, args, after: isinstance(a, T.Block) and not _standing_with_her(obs)
    and won(after, _extractor(obs)),
    "tonight.hint.allow": lambda obs, a, args, after: isinstance(a, T.Allow) and not _standing_with_her(obs),
    "tonight.hint.allow_loses": lambda obs, a, args, after: isinstance(a, T.Allow) and _standing_with_her(obs)
    and won(after, _extractor(obs)),
    "tonight.hint.steer": lambda obs, a, args, after: isinstance(a, T.PlaceHeroine)
    and args["steps"] == dist(suit(a.card), _heroine_goal(obs)) > 0 and args["goal"] == f"tonight.place.{_heroine_goal(obs)}",
    "tonight.hint.steer_home": lambda obs, a, args, after: isinstance(a, T.PlaceHeroine) and suit(a.card) == HOME
    and WILL_MARKERS[HOME] not in obtained(obs),
    "tonight.hint.steer_station": lambda obs, a, args, after: isinstance(a, T.PlaceHeroine) and suit(a.card) == STATION
    and WILL_MARKERS[HOME] in obtained(obs),
    "tonight.hint.place_for": lambda obs, a, args, after: isinstance(a, T.PlaceFor)
    and args["steps"] == min(dist(suit(a.card), h) for h in her(obs)) > 0,
    "tonight.hint.place_for_at": lambda obs, a, args, after: isinstance(a, T.PlaceFor) and suit(a.card) in her(obs),
}
