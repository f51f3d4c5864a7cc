"""The step the screen shows.

A step's events play as animation (cards slide, dice tumble, pieces walk, the log's lines
follow them). Until they have played, the table shows the game as it stood before the step:
the banner, the prompt, the counters and the plates read `shown` (the observation at the step
on screen), and no decision of the new step is offered (no lit target, no button, no key).
Once everything has played (`settled`), the step arrives: `shown` becomes the new observation
and the table reads its decisions. A step with nothing to play arrives at once.

The sprites alone move ahead of `shown`: they are the playback itself, and are laid out from
the new observation (`TableScene.observation`) as their animation starts.
"""

from __future__ import annotations

from typing import Any


class Playback:
    """A part of the table: the observation on screen (`shown`) and whether a step is still
    playing (`playing`: the table offers no decision until it arrives)."""

    def __init__(self) -> None:
        self.shown: Any = None  # the observation at the step the animation has reached
        self.playing = False  # a step's events are still playing: its decisions wait

    def start(self) -> None:
        """A step with events to show begins to play."""
        self.playing = True

    def arrive(self, observation: Any) -> None:
        """Everything of the step has played: the screen is at `observation`."""
        self.playing = False
        self.shown = observation

    def jump(self, observation: Any) -> None:
        """The table is laid afresh (opening, Undo, a new viewer, skipping): nothing plays."""
        self.arrive(observation)
