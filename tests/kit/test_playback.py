"""The screen shows the step the playback has reached (tests/playback.py says how it is judged).

For a seeded game of every table, played at real animation speed with one human seat, every
frame is read: while a step plays, nothing of it shows ahead of its animation (no header,
prompt, counter or button of the step, no decision offered); once it has played, the table
shows what a fresh table opened on that step shows, and nothing stale. `python
tools/playback_sweep.py` runs more seeds and both languages.
"""

from __future__ import annotations

import pytest

from tests.playback import watch

# (game, seed, human decisions): a few decisions each keeps the suit's share small
CASES = [("requiem", 3, 2), ("marenzan", 3, 3), ("tonight", 3, 3), ("enfield", 3, 4), ("kami", 3, 3)]


@pytest.mark.parametrize("game_id, seed, decisions", CASES, ids=[c[0] for c in CASES])
def test_every_frame_shows_the_step_reached(app, game_id, seed, decisions):
    found = watch(app, game_id, seed, decisions)
    assert found.steps >= 2 and found.frames > 30, "the game was played"
    faults = "\n".join(f"{n} frames: {fault}" for fault, n in found.faults.items())
    assert not found.faults, f"{found.bad_frames} of {found.frames} frames are not at their step:\n{faults}"
