"""Random simulation, hidden information, JSON, the catalog, the bots."""

import copy
import json
import re
from pathlib import Path

from game.enfield import GAME
from game.enfield.actions import ACTION_TYPES
from game.enfield.board import SQUARES, START, STREETS
from game.enfield.cards import CARDS, READY_DECKS
from game.enfield.state import MONTHS
from game.engine.bots import bot_rng, make_bot
from game.engine.contract import Message
from game.engine.record import Seat
from game.engine.session import Session
from game.engine.simcheck import check_random_games, play_game

CATALOG = json.loads((Path(__file__).parents[2] / "scenes" / "locale" / "enfield.json").read_text(encoding="utf-8"))
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def invariant(state) -> None:
    """E56 and card conservation: 12 cards and 5 markers per squad, one marker a square, none on ST."""
    assert START not in state.markers
    for seat, squad in enumerate(state.squads):
        placed = sum(1 for owner, _ in state.markers.values() if owner == seat)
        assert squad.supply + placed == 5 and squad.supply >= 0
        cards = len(squad.deck) + len(squad.trash) + sum(len(m.attached) for m in squad.party)
        assert cards + (squad.target is not None) == 12
        assert len(squad.party) == 3
    assert all(sq in SQUARES for sq in state.markers)


def test_random_games_keep_the_contract():
    stats = check_random_games(GAME, range(120), invariant=invariant)
    assert stats.games == 120 and stats.endings == {"enfield.ending.year_over": 120}


def test_simple_bots_keep_the_contract_too():
    stats = check_random_games(GAME, range(1000, 1040), bots=("simple", "random"), invariant=invariant)
    assert stats.games == 40


def _blind(state, seat):
    """The state with everything `seat` may not know changed: the others' decks, and their staked
    cards while still face down."""
    other = copy.deepcopy(state)
    pool = sorted(CARDS)
    for s, squad in enumerate(other.squads):
        if s == seat:
            continue
        squad.deck = sorted(pool[(i * 7 + s) % len(pool)] for i in range(len(squad.deck)))
        if squad.target is not None and not other.revealed:
            squad.target = "B04" if squad.target != "B04" else "D04"
    return other


def test_observations_leak_nothing_hidden():
    for seed in range(24):
        players = 2 + seed % 3
        session = Session.new(GAME, [Seat(f"P{i}", "random") for i in range(players)], seed)
        bots = [make_bot(GAME, "random") for _ in range(players)]
        rngs = [bot_rng(seed, i) for i in range(players)]
        while not session.over:
            for seat in [*range(players), None]:
                assert GAME.observe(session.state, seat) == GAME.observe(_blind(session.state, seat), seat)
            seat = session.to_act
            step = session.act(bots[seat].choose(session.observe(seat), session.legal(), rngs[seat]))
            for viewer in range(players):
                for event in session.events_for(step, viewer):
                    if type(event).__name__ == "CardMoved" and event.src.startswith("deck"):
                        assert (event.card is None) == (event.src != f"deck{viewer}")


def test_the_stakes_are_offered_without_revealing_the_others():
    state = GAME.start(3, 3, {"turn_order": "seats"})
    obs = GAME.observe(state, 0)
    assert obs.squads[1].deck == () and obs.squads[0].deck == tuple(sorted(state.squads[0].deck))
    assert GAME.observe(state, None).squads[0].deck == ()


def test_every_key_the_core_names_is_in_the_catalog_in_both_languages():
    keys = {t.label for t in ACTION_TYPES}
    keys |= {f"enfield.card.{c}" for c in CARDS} | {f"enfield.square.{s}" for s in SQUARES}
    keys |= {f"enfield.street.{s}" for s in STREETS} | {f"enfield.month.{m}" for m in MONTHS.values()}
    keys |= {f"enfield.option.{o.key}" for o in GAME.options}
    keys |= {f"enfield.option.deck.{c}" for c in GAME.options[0].choices}
    keys |= {f"enfield.option.turn_order.{c}" for c in GAME.options[2].choices}
    keys |= {f"enfield.zone.{z}" for z in ("deck", "target", "trash", "party")}
    keys |= {f"enfield.deckname.{d}" for d in READY_DECKS}
    args: dict[str, set] = {}
    for seed in range(30):
        session = play_game(GAME, 2 + seed % 3, seed, ("simple", "random"))
        keys |= {session.result.ending, session.result.reason}
        state = GAME.new_game(session.state.players, seed, session.record.options)
        for action in session.record.actions:
            for event in GAME.apply(state, action):
                if isinstance(event, Message):
                    args.setdefault(event.key, set()).add(tuple(sorted(dict(event.args))))
    keys |= set(args)
    assert len(args) > 40
    missing = sorted(k for k in keys if k not in CATALOG)
    assert not missing
    for key in keys:
        assert CATALOG[key]["en"] and JAPANESE.search(CATALOG[key]["ja"]), key
    for key, names in args.items():
        for arg_names in names:
            sample = {name: 1 for name in arg_names}
            for language in ("en", "ja"):
                CATALOG[key][language].format(**sample)  # every placeholder has its argument


def test_simple_bot_beats_random_bots():
    wins = 0
    for seed in range(60):
        session = play_game(GAME, 2, seed, ("simple", "random"))
        wins += 0 in session.result.winners
    assert wins >= 45
