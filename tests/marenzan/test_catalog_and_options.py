"""Options (M3), pending cards (M26), bells as counters (M2) and the message catalog."""

import json
from pathlib import Path

from game.engine.contract import DieRolled, Message
from game.engine.simcheck import play_game
from game.marenzan import GAME
from game.marenzan import actions as A

CATALOG = json.loads((Path(__file__).parents[2] / "scenes" / "locale" / "marenzan.json").read_text("utf-8"))


def test_M3_optional_rules_are_off_by_default_and_the_turn_limit_is_1000():
    options = GAME.resolve_options(2, {})
    assert options == {"deathmatch": False, "pressure": False, "hometown": False, "start": 0, "turn_limit": 1000}
    state = GAME.start(2, 1, {"deathmatch": True, "pressure": True, "hometown": True, "turn_limit": 50})
    assert state.deathmatch and state.pressure and state.hometown and state.turn_limit == 50


def test_M26_revealed_cards_leave_the_party_at_once(mz):
    state = mz.build(players=2, parties={0: "4-1 5-2", 1: "5-5"}, villages={0: "12-6"})
    mz.act(state, A.CallForHelp(0, "4-1"))
    obs = GAME.observe(state, 1)
    assert obs.seats[0].party_count == 1 and obs.seats[0].revealed == ("4-1",)
    assert obs.battle.call_card == "4-1" and obs.decision.kind == "support"


def test_M2_the_bells_are_counters_never_rolled(mz):
    state = mz.build(parties={0: "3-1"}, journeys={0: "4-4"}, small_bell=2)
    before = state.rng.state
    mz.act(state, A.Join(("3-1",)))
    events = mz.act(state, A.TakeFromJourney("4-4"))
    assert state.small_bell == 3 and state.rng.state == before
    assert DieRolled("small_bell", 3, 0) in events


def test_every_key_the_core_names_is_in_the_catalog_in_both_languages():
    keys = {t.label for t in GAME.action_types}
    keys |= {f"marenzan.option.{o.key}" for o in GAME.options}
    keys |= {f"marenzan.card.{r}" for r in range(1, 14)}
    keys |= {f"marenzan.decision.{k}" for k in __import__("game.marenzan.rules", fromlist=["LEGAL"]).LEGAL}
    for seed in range(40):
        options = {"pressure": seed % 2 == 0, "deathmatch": seed % 5 == 0}
        session = play_game(GAME, 1 + seed % 4, seed, ("wanderer", "simple"), options)
        keys |= {session.result.ending, session.result.reason}
        state = GAME.start(1 + seed % 4, seed, options)
        # replay to collect the messages with their arguments
        for action in session.record.actions:
            for event in GAME.apply(state, action):
                if isinstance(event, Message):
                    entry = CATALOG[event.key]
                    for lang in ("en", "ja"):
                        entry[lang].format(**dict(event.args))
                    keys.add(event.key)
    missing = sorted(k for k in keys if k not in CATALOG)
    assert not missing
    assert all(CATALOG[k]["ja"] and CATALOG[k]["en"] and k.startswith("marenzan.") for k in CATALOG)


def test_bell_events_name_the_two_bells():
    session = play_game(GAME, 2, 3, ("simple",))
    state = GAME.start(2, 3)
    dice = set()
    for action in session.record.actions:
        dice |= {e.die for e in GAME.apply(state, action) if isinstance(e, DieRolled)}
    assert dice <= {"great_bell", "small_bell"} and "small_bell" in dice
