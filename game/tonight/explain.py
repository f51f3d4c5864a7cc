"""Why a move in Tonight, in one catalog sentence (the Hint says it), for any legal move the
Hint's search may pick: each sentence states only facts that the seat's own deductions
(`knowledge`, the places each man and the Heroine may still be at) and the rules make certain.

A Check or an Attack gives its chance from what the seat has learnt (T22-T32) and what a miss
costs; a move says how many of the Heroine's possible places it brings within reach (T23, T26,
T32: at or next to the Hitman, at the others' place), or for the Salaryman how far it leaves
him from his next will or the Station (T28, T29); a card handed over says the one thing it
tells (a card in a hand is no one's position card); a Block says whether he stands where she is
(T27); the Heroine's step says how far it leaves her from the Home will or the Station.
"""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action

from .actions import (
    Abduct,
    Allow,
    Block,
    BonVoyage,
    EndActions,
    Escort,
    Extract,
    GatherInfo,
    Give,
    ObtainWill,
    PlaceFor,
    PlaceHeroine,
    PlacePosition,
    Secure,
    Snipe,
    Taxi,
    Walk,
    Warn,
)
from .cards import BANK, CEMETERY, HOME, PLACES, STATION, WILL_MARKERS, dist, is_heroine, owner_role, suit
from .knowledge import HEROINE
from .observe import Observation

REACH = {"hitman": 1}  # a Snipe reaches her at or next to him (T23); every other Check at his place


def explain(obs: Observation, action: Action) -> tuple[str, dict[str, Any]]:
    her = _heroine(obs)
    n = len(her)
    if isinstance(action, (Snipe, Secure)):
        chance = _chance(here(obs), her, _reach(obs))
        key = "tonight.hint.check_sure" if chance == 100 else "tonight.hint.check_chance"
        return key, {"check": _power(action), "chance": chance, "n": n}
    if isinstance(action, Extract):
        return "tonight.hint.extract", {"chance": _chance(here(obs), her, 0), "n": n}
    if isinstance(action, BonVoyage):
        return "tonight.hint.bon_voyage", {}
    if isinstance(action, (Warn, Abduct, Escort)):
        return _attack(obs, action)
    if isinstance(action, ObtainWill):
        left = 3 - obs.wills - 1
        return ("tonight.hint.will_last" if left == 0 else "tonight.hint.will"), {"place": action.place, "left": left}
    if isinstance(action, GatherInfo):
        if n == 1:
            return "tonight.hint.gather_known", {"target": action.target, "count": action.count}
        # `places`, not a count argument: the singular form goes by the cards handed (`count`)
        return "tonight.hint.gather", {"target": action.target, "count": action.count, "places": n}
    if isinstance(action, (Walk, Taxi)):
        return _stand(obs, "move", suit(action.card), her)
    if isinstance(action, PlacePosition):
        return _stand(obs, "place", suit(action.card), her)
    if isinstance(action, EndActions):
        if obs.role == "salaryman":
            return "tonight.hint.end_wills", {"count": obs.wills}
        return _reaching(obs, "end", here(obs), her)
    if isinstance(action, Give):
        return _give(obs, action.card)
    if isinstance(action, (Block, Allow)):
        there = obs.heroine is not None and here(obs) == suit(obs.heroine)
        if isinstance(action, Block):
            return ("tonight.hint.block" if there else "tonight.hint.block_fails"), {}
        return ("tonight.hint.allow_loses" if there else "tonight.hint.allow"), {}
    if isinstance(action, PlaceHeroine):
        return _steer(obs, suit(action.card))
    if isinstance(action, PlaceFor):
        steps = min(dist(suit(action.card), h) for h in her)
        return ("tonight.hint.place_for_at" if steps == 0 else "tonight.hint.place_for"), \
            {"place": suit(action.card), "steps": steps}
    raise ValueError(f"no reason for {action}")


def _power(action: Action) -> str:
    """The power's own name ("Snipe"), without the action type before it ("Check: Snipe")."""
    return "tonight.power." + action.label.rsplit(".", 1)[1]


def here(obs: Observation) -> int | None:
    """The seat's own place: its position card, or the card taken from it this turn (1.6)."""
    me = obs.seats[obs.seat]
    card = me.position or me.taken
    return suit(card) if card else None


def _heroine(obs: Observation) -> list[int]:
    return list(obs.knowledge[HEROINE]) or list(PLACES)


def _reach(obs: Observation) -> int:
    return REACH.get(obs.role or "", 0)


def _covered(place: int | None, places: list[int], reach: int) -> int:
    return 0 if place is None else sum(1 for p in places if dist(place, p) <= reach)


def _chance(place: int | None, places: list[int], reach: int) -> int:
    return round(100 * _covered(place, places, reach) / len(places))


def _attack(obs: Observation, action: Action) -> tuple[str, dict[str, Any]]:
    """T22, T24, T30: a Warning hits at or next to him, the others at his place; a miss ends
    the Hitman's actions, and makes the Extractor or the Detective rest next turn."""
    reach = 1 if isinstance(action, Warn) else 0
    where = list(obs.knowledge[action.target]) or list(PLACES)
    chance = _chance(here(obs), where, reach)
    args = {"attack": _power(action), "target": action.target, "chance": chance}
    if chance == 100:
        return "tonight.hint.sure_attack", args
    return ("tonight.hint.warn_chance" if isinstance(action, Warn) else "tonight.hint.grab_chance"), args


def _goal(obs: Observation) -> int:
    """The Salaryman's next place: the Cemetery will, then the Bank's, then the Station (T28, T29;
    the Home will needs the Heroine there, as he cannot stand at Home)."""
    obtained = {m.card for m in obs.markers if m.obtained}
    if WILL_MARKERS[CEMETERY] not in obtained:
        return CEMETERY
    if WILL_MARKERS[BANK] not in obtained:
        return BANK
    return STATION


def _stand(obs: Observation, verb: str, place: int, her: list[int]) -> tuple[str, dict[str, Any]]:
    """A place to move to or to stand at: for the Salaryman its distance from his goal; for the
    others, how many of her possible places a Check from there would reach."""
    if obs.role == "salaryman":
        goal = _goal(obs)
        steps, was = dist(place, goal), (dist(here(obs), goal) if here(obs) is not None else None)
        kind = "station" if goal == STATION else "will"
        key = f"tonight.hint.{verb}_{kind}_at" if steps == 0 else f"tonight.hint.{verb}_{kind}"
        args = {"place": place, "goal": f"tonight.place.{goal}", "steps": steps}
        if verb == "move":
            args["was"] = was
        return key, args
    key, args = _reaching(obs, verb, place, her)
    if verb == "move" and len(her) > 1:
        args["was"] = _covered(here(obs), her, _reach(obs))
    return key, args


def _reaching(obs: Observation, verb: str, place: int | None, her: list[int]) -> tuple[str, dict[str, Any]]:
    """How many of her possible places a Check from `place` reaches; where she is, when known."""
    k = _covered(place, her, _reach(obs))
    args: dict[str, Any] = {} if verb == "end" else {"place": place}
    if len(her) == 1:
        return f"tonight.hint.{verb}_{'near' if k else 'far'}", {**args, "her": f"tonight.place.{her[0]}"}
    key = f"tonight.hint.{verb}_reach" if verb != "end" else "tonight.hint.end"
    if k == 0:
        return key + "_none", {**args, "n": len(her)}
    return key, {**args, "k": k, "n": len(her)}


def _give(obs: Observation, card: str) -> tuple[str, dict[str, Any]]:
    """T16: the one thing a handed card tells its receiver (a card in a hand is no one's position)."""
    args = {"card": card, "place": suit(card), "target": obs.gather_target}
    if is_heroine(card):
        return "tonight.hint.give_heroine", args
    if owner_role(card) == obs.role:
        return "tonight.hint.give_own", args
    if any(v.taken == card for v in obs.seats):
        return "tonight.hint.give_taken", args
    return "tonight.hint.give_other", args


def _steer(obs: Observation, place: int) -> tuple[str, dict[str, Any]]:
    """D3, D12: her step, measured against the Home will (only she can fetch it, T28) and then
    the Station she leaves from (T29)."""
    obtained = {m.card for m in obs.markers if m.obtained}
    goal = HOME if WILL_MARKERS[HOME] not in obtained else STATION
    steps = dist(place, goal)
    if steps == 0:
        return ("tonight.hint.steer_home" if goal == HOME else "tonight.hint.steer_station"), {"place": place}
    return "tonight.hint.steer", {"place": place, "goal": f"tonight.place.{goal}", "steps": steps}
