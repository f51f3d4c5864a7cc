"""Every Hint sentence is true of the move it describes (issue 36): at seeded decisions of each
title, the reason given for every legal move (the Hint is Hard's search, which may pick any of
them) is worded in both languages with all its arguments, and in Requiem and Marenzan each
template's claim is checked against the observation and the rules by an independent reading
(tests/kit/hint_claims_*.py): Join never "scores", a Pass on turn 1 says what the Pass does,
"your Party needs a Dragon" only without one. In Tonight, Enfield and Whisper the claim also
reads the state after the move: a Check said to win has won, an Attack that "cannot fail" hit."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from game.engine import registry
from game.engine.explain import explain
from tests.hint_play import after, decisions_with_state
from tests.kit import hint_claims_enfield, hint_claims_kami, hint_claims_marenzan, hint_claims_requiem, hint_claims_tonight

LOCALE = Path(__file__).resolve().parents[2] / "scenes" / "locale"
CLAIMS = {"requiem": hint_claims_requiem.CLAIMS, "marenzan": hint_claims_marenzan.CLAIMS}
AFTER = {"tonight": hint_claims_tonight.CLAIMS, "enfield": hint_claims_enfield.CLAIMS, "kami": hint_claims_kami.CLAIMS}  # claim(obs, action, args, state after the move)
PLAY = {"requiem": (3, range(2)), "marenzan": (2, range(3)), "tonight": (4, range(8)), "enfield": (3, range(6)),
        "kami": (3, range(6))}


def catalog(game_id):
    return json.loads((LOCALE / f"{game_id}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", sorted({**CLAIMS, **AFTER}))
def test_every_hint_template_has_a_claim_checked(game_id):
    claims = {**CLAIMS, **AFTER}[game_id]
    keys = {k for k in catalog(game_id) if ".hint." in k}
    assert keys == set(claims), (keys ^ set(claims))


@pytest.mark.parametrize("game_id", sorted(PLAY))
def test_every_reason_is_true_of_the_move_it_describes(game_id):
    game, words = registry.get(game_id), catalog(game_id)
    players, seeds = PLAY[game_id]
    claims = CLAIMS.get(game_id)
    later = AFTER.get(game_id)
    said, checked, false = set(), 0, []
    for seed in seeds:
        for n, (state, obs, chosen, legal) in enumerate(decisions_with_state(game, players, seed)):
            if n % 2:
                continue
            for action in [chosen, *legal[:12]]:
                key, args = explain(game, obs, action)
                assert key in words, key
                for lang in ("en", "ja"):
                    names = {name for _, name, _, _ in string.Formatter().parse(words[key][lang]) if name}
                    assert names <= set(args), (key, lang, names - set(args))
                if claims is not None:
                    assert claims[key](obs, action, args), (seed, n, key, args, action)
                if later is not None and not (key in later and later[key](obs, action, args, after(game, state, action))):
                    false.append((seed, n, key, args, action))
                said.add(key)
                checked += 1
    assert not false, f"{len(false)} false reasons of {checked}, first: {false[:3]}"
    assert checked > 50 and len(said) >= 4
