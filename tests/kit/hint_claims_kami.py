"""What each Whisper of the Gods hint sentence claims, checked against the observation, the rules
(K15-K79) and the state after the move, independently of game/kami/explain.py:
{catalog key: claim(obs, action, args, after)}. "You win the round" is a round won after the
move; a god count is the field's after the move; a shield "you know" is one the seat saw."""

from __future__ import annotations

from game.kami import actions as K
from game.kami.cards import is_god
from game.kami.observe import observe


def mine(obs):
    return obs.seats[obs.seat]


def field_names(obs, seat):
    return {c for group in obs.seats[seat].field for c in group}


def gods_after(obs, after):
    return observe(after, obs.seat).seats[obs.seat].gods


def round_won(obs, after):
    """K37: the round ended with this seat's win (its round points went up by the winner's 3)."""
    now = observe(after, obs.seat)
    return len(now.round_points) > len(obs.round_points) and now.round_points[-1][obs.seat] == 3


def asked(obs):
    return dict(obs.prompt_args)


def _rest_gods(obs, card):
    rest = list(obs.hand)
    rest.remove(card)
    return sum(1 for c in rest if is_god(c) and c not in field_names(obs, obs.seat))


def _hand(prompts, kind):
    def claim(obs, a, args, after):
        if not (isinstance(a, K.ChooseHandCard) and obs.prompt in prompts and args["card"] == a.card):
            return False
        on_field = a.card in field_names(obs, obs.seat)
        if kind == "copy":  # K16: a name on the field cannot be played again
            return is_god(a.card) and on_field
        return (is_god(a.card) == (kind == "god")) and not (kind == "god" and on_field) \
            and args["n"] == _rest_gods(obs, a.card)
    return claim


def _most(obs):
    return max(v.gods for v in obs.seats if v.seat != obs.seat and not v.eliminated)


def _whom(kinds, leader):
    def claim(obs, a, args, after):
        if not isinstance(a, kinds) or a.seat == obs.seat:
            return False
        count = obs.seats[a.seat].gods
        return args["count"] == count and (count == _most(obs)) == leader and (leader or args["most"] == _most(obs))
    return claim


def _known(obs, seat, label):
    return {s.label: s.card for s in obs.seats[seat].shields}.get(label)


def _own_shield(kind):
    def claim(obs, a, args, after):
        if not isinstance(a, K.ChooseShield) or a.seat != obs.seat or obs.prompt == "devil":
            return False
        card = _known(obs, a.seat, a.shield)
        actual = "unknown" if card is None else "god" if is_god(card) else "known"
        return actual == kind and args.get("card") == card if card else actual == kind
    return claim


DISCARDS = ("electron_discard", "typhoon_discard", None)
PROMPTS = {"discard": ("electron_discard", "typhoon_discard"), "brain_back": ("brain_back",), "enigma": ("enigma",)}

CLAIMS = {
    # K15: the god duty is met by a god entering; K37: six gods win the round
    "kami.hint.play_god": lambda obs, a, args, after: isinstance(a, K.PlayGod) and not obs.god_entered
    and args["count"] == mine(obs).gods + 1 == gods_after(obs, after) < 6
    and (after.god_entered or after.ask.kind == "link"),  # the flag is set once the link is chosen (K17)
    "kami.hint.play_god_more": lambda obs, a, args, after: isinstance(a, K.PlayGod) and obs.god_entered
    and args["count"] == mine(obs).gods + 1 == gods_after(obs, after) < 6,
    "kami.hint.play_god_wins": lambda obs, a, args, after: isinstance(a, K.PlayGod) and mine(obs).gods == 5
    and round_won(obs, after),
    "kami.hint.cast_spell": lambda obs, a, args, after: isinstance(a, K.CastSpell) and not is_god(a.card)
    and args["effect"] == f"kami.card.{a.card}.text",
    # K20-K22: the pass check reads the god-entered flag; 2+ shields pay two, 0-1 are out
    "kami.hint.end_main": lambda obs, a, args, after: isinstance(a, K.EndMain) and obs.god_entered,
    "kami.hint.end_main_pass": lambda obs, a, args, after: isinstance(a, K.EndMain) and not obs.god_entered
    and args["count"] == len(mine(obs).shields) >= 2,
    "kami.hint.end_main_out": lambda obs, a, args, after: isinstance(a, K.EndMain) and not obs.god_entered
    and args["count"] == len(mine(obs).shields) <= 1,
    "kami.hint.enigma_done": lambda obs, a, args, after: isinstance(a, K.Done) and obs.prompt == "enigma"
    and args["n"] == len(obs.hand) - len(asked(obs).get("picked", ())),
    "kami.hint.electron_double": lambda obs, a, args, after: isinstance(a, K.ElectronDraw) and a.double,
    "kami.hint.electron_single": lambda obs, a, args, after: isinstance(a, K.ElectronDraw) and not a.double,
    "kami.hint.draw_more": lambda obs, a, args, after: isinstance(a, K.DrawCard)
    and args["drawn"] == asked(obs)["drawn"] < args["most"] == asked(obs)["most"],
    "kami.hint.draw_stop": lambda obs, a, args, after: isinstance(a, K.Decline)
    and args["drawn"] == asked(obs)["drawn"] and args["most"] == asked(obs)["most"],
    "kami.hint.draw_card": lambda obs, a, args, after: isinstance(a, K.DrawCard) and obs.prompt == "may_draw",
    "kami.hint.draw_decline": lambda obs, a, args, after: isinstance(a, K.Decline) and obs.prompt == "may_draw",
    "kami.hint.recipient_self": lambda obs, a, args, after: isinstance(a, K.ChoosePlayer) and a.seat == obs.seat,
    "kami.hint.recipient": lambda obs, a, args, after: isinstance(a, K.ChoosePlayer) and obs.prompt == "recipient"
    and args["points"] == obs.seats[a.seat].points and args["count"] == obs.seats[a.seat].gods
    == min(v.gods for v in obs.seats if not v.eliminated),
    "kami.hint.opponent_leader": _whom(K.ChoosePlayer, True),
    "kami.hint.opponent_other": _whom(K.ChoosePlayer, False),
    "kami.hint.creature_leader": _whom((K.ChooseCreature, K.ChooseFieldCard), True),
    "kami.hint.creature_other": _whom((K.ChooseCreature, K.ChooseFieldCard), False),
    # K48: a hit creature loses one card
    "kami.hint.creature_own": lambda obs, a, args, after: isinstance(a, (K.ChooseCreature, K.ChooseFieldCard))
    and a.seat == obs.seat and args["count"] == mine(obs).gods - 1,
    "kami.hint.link": lambda obs, a, args, after: isinstance(a, K.Link) and args["n"] == len(a.partners) > 0
    and any(args["card"] in g and set(a.partners) <= set(g) for g in observe(after, obs.seat).seats[obs.seat].field),
    "kami.hint.link_none": lambda obs, a, args, after: isinstance(a, K.Link) and not a.partners,
    "kami.hint.devil_shield": lambda obs, a, args, after: isinstance(a, K.ChooseShield) and obs.prompt == "devil"
    and args["left"] == len(mine(obs).shields) - len(asked(obs).get("picked", ())) - 1,
    "kami.hint.devil_done": lambda obs, a, args, after: isinstance(a, K.Done) and obs.prompt == "devil"
    and args["left"] == len(observe(after, obs.seat).seats[obs.seat].shields),
    "kami.hint.neutron_keep": lambda obs, a, args, after: isinstance(a, K.Decline) and obs.prompt == "neutron"
    and args["count"] == len(observe(after, obs.seat).seats[obs.seat].shields),
    "kami.hint.shield_god": _own_shield("god"),
    "kami.hint.shield_known": _own_shield("known"),
    "kami.hint.shield_unknown": _own_shield("unknown"),
    "kami.hint.shield_other": lambda obs, a, args, after: isinstance(a, K.ChooseShield) and a.seat != obs.seat
    and _known(obs, a.seat, a.shield) is None,
    "kami.hint.shield_other_known": lambda obs, a, args, after: isinstance(a, K.ChooseShield) and a.seat != obs.seat
    and args["card"] == _known(obs, a.seat, a.shield) is not None,
    "kami.hint.penalty": lambda obs, a, args, after: isinstance(a, K.PenaltyShields)
    and args["known"] == sum(1 for s in (a.keep, a.give) if _known(obs, obs.seat, s)),
    "kami.hint.ukidu_burn": lambda obs, a, args, after: isinstance(a, K.Burn) and args["card"] == obs.peek[0]
    and args["player"] == asked(obs)["target"],
    "kami.hint.ukidu_keep": lambda obs, a, args, after: isinstance(a, K.Decline) and obs.prompt == "ukidu_burn"
    and args["card"] == obs.peek[0] and args["player"] == asked(obs)["target"] != obs.seat,
    "kami.hint.ukidu_keep_own": lambda obs, a, args, after: isinstance(a, K.Decline) and obs.prompt == "ukidu_burn"
    and args["card"] == obs.peek[0] and asked(obs)["target"] == obs.seat,
    "kami.hint.butan_keep": lambda obs, a, args, after: isinstance(a, K.Decline) and obs.prompt == "butan_destroy"
    and args["count"] == gods_after(obs, after),
    "kami.hint.pile_god": lambda obs, a, args, after: isinstance(a, K.ChoosePileGod)
    and a.card not in field_names(obs, obs.seat),
    "kami.hint.pile_copy": lambda obs, a, args, after: isinstance(a, K.ChoosePileGod) and a.card in field_names(obs, obs.seat),
    "kami.hint.pile_none": lambda obs, a, args, after: isinstance(a, K.Decline) and obs.prompt == "butan_god",
    "kami.hint.trigger_god": lambda obs, a, args, after: isinstance(a, K.UseTrigger) and is_god(args["card"])
    and args["card"] in field_names(observe(after, obs.seat), obs.seat) and after.god_entered and not obs.god_entered,
    "kami.hint.trigger_god_free": lambda obs, a, args, after: isinstance(a, K.UseTrigger) and is_god(args["card"])
    and args["card"] in field_names(observe(after, obs.seat), obs.seat),
    "kami.hint.trigger_god_wins": lambda obs, a, args, after: isinstance(a, K.UseTrigger) and round_won(obs, after),
    "kami.hint.trigger_spell": lambda obs, a, args, after: isinstance(a, K.UseTrigger) and not is_god(args["card"]),
    "kami.hint.trigger_decline": lambda obs, a, args, after: isinstance(a, K.Decline) and obs.prompt == "trigger",
    "kami.hint.grave_god": lambda obs, a, args, after: isinstance(a, K.ChooseGraveCard) and is_god(a.card)
    and a.card not in field_names(obs, obs.seat),
    "kami.hint.grave_copy": lambda obs, a, args, after: isinstance(a, K.ChooseGraveCard) and a.card in field_names(obs, obs.seat),
    "kami.hint.grave_spell": lambda obs, a, args, after: isinstance(a, K.ChooseGraveCard) and not is_god(a.card)
    and args["effect"] == f"kami.card.{a.card}.text",
    "kami.hint.looked_spell": lambda obs, a, args, after: isinstance(a, K.ChooseLookedCard) and not is_god(a.card),
    "kami.hint.looked_god": lambda obs, a, args, after: isinstance(a, K.ChooseLookedCard) and is_god(a.card)
    and a.card not in field_names(obs, args["player"]),
    "kami.hint.looked_copy": lambda obs, a, args, after: isinstance(a, K.ChooseLookedCard)
    and a.card in field_names(obs, args["player"]),
    "kami.hint.leave_proton": lambda obs, a, args, after: isinstance(a, K.ChooseFieldCard) and obs.prompt == "leave"
    and a.card == "PROTON" and asked(obs).get("to_hand"),
    "kami.hint.leave": lambda obs, a, args, after: isinstance(a, K.ChooseFieldCard) and obs.prompt == "leave"
    and gods_after(obs, after) == mine(obs).gods - 1,
    "kami.hint.normal": lambda obs, a, args, after: args == {"action": a.label},  # says only the move's name
    **{f"kami.hint.{verb}_{kind}": _hand(prompts, kind) for verb, prompts in PROMPTS.items()
       for kind in ("copy", "god", "spell")},
}
