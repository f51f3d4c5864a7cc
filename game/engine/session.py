"""A game in progress: state, record, undo and autosave in one place.

The table scene, the simulator and the tests all play through a Session, so
there is one way of taking an action across all five games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .contract import Action, Event, GameDef, events_for
from .record import GameRecord, Seat, replay
from .rng import Rng


@dataclass(slots=True)  # one is made at every action
class Step:
    """What one action did: who took it, and every event (unfiltered)."""

    seat: int
    action: Action
    events: list[Event]


def replay_steps(record: GameRecord, game: GameDef) -> tuple[Any, list[Step]]:
    """The state after the record's actions and the Step of every action, replayed
    from the seed: a record holds decisions only, so this is how a loaded game gets
    back what happened (for the log). The record must already be known to replay
    (it was loaded, or it was written by this session)."""
    state = game.new_game(len(record.seats), record.seed, record.options)
    steps = []
    for action in record.actions:
        seat = state.to_act
        steps.append(Step(seat, action, game.perform(state, action)))
    return state, steps


class Session:
    def __init__(self, game: GameDef, record: GameRecord, state: Any | None = None,
                 autosave: Path | None = None, on_save: Callable[[GameRecord], None] | None = None):
        self.game = game
        self.record = record
        self.state = state if state is not None else replay(record, game)
        self.autosave = autosave
        self.on_save = on_save
        self.saved: bool | None = None  # did the last autosave reach the disk? (None: none tried)
        self.save_error: OSError | None = None
        self._history: list[Step] | None = [] if not record.actions else None

    def forget_history(self) -> None:
        """Drop the Steps kept so far (the record was replaced by a replay's jump, or nobody
        will read them): they are replayed from the record on next use."""
        self._history = None

    @property
    def history(self) -> list[Step]:
        """Every Step of the game so far, oldest first (unfiltered: use `events_for`).
        A loaded game rebuilds it once, on first use, by replaying its record."""
        if self._history is None:
            _, self._history = replay_steps(self.record, self.game)
        return self._history

    @classmethod
    def new(cls, game: GameDef, seats: list[Seat], seed: int, options: dict | None = None,
            autosave: Path | None = None) -> Session:
        resolved = game.resolve_options(len(seats), options)
        record = GameRecord(game.id, game.rules_version, seed, list(seats), resolved)
        session = cls(game, record, game.new_game(len(seats), seed, resolved), autosave)
        session.save()
        return session

    # -- reading ---------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.state.to_act

    @property
    def result(self):
        return self.state.result

    @property
    def over(self) -> bool:
        return self.state.to_act is None

    def legal(self) -> list[Action]:
        return [] if self.over else self.game.legal_actions(self.state)

    def observe(self, seat: int | None) -> Any:
        return self.game.observe(self.state, seat)

    # -- acting ----------------------------------------------------------
    def act(self, action: Action, legal: list[Action] | None = None) -> Step:
        """Take `action` for the seat to act; IllegalAction leaves all unchanged.
        `legal`: this state's legal actions, if the caller has just computed them."""
        state, record = self.state, self.record
        seat = state.to_act
        before = state.rng.state
        events = self.game.apply(state, action, legal)
        barrier = self.game.barrier(events, seat, state.rng.state != before)
        record.actions.append(action)
        record.barriers.append(barrier)
        record.actors.append(seat)
        step = Step(seat, action, events)
        if self._history is not None:
            self._history.append(step)
        self.save()
        return step

    def bot_move(self, bot: Any, rng: Rng) -> Step:
        seat = self.state.to_act
        legal = self.legal()
        observation = None if getattr(bot, "blind", False) else self.observe(seat)  # a bot that never reads it
        choice = bot.choose(observation, legal, rng)
        return self.act(choice, legal)

    def events_for(self, step: Step, seat: int | None) -> list[Event]:
        return events_for(step.events, seat)

    def history_for(self, seat: int | None) -> list[list[Event]]:
        """What a viewer in `seat` (None: an onlooker) has seen happen, step by step."""
        return [events_for(step.events, seat) for step in self.history]

    # -- undo ------------------------------------------------------------
    def undo_target(self, seat: int) -> int | None:
        """How many actions to keep to take back `seat`'s last decision and the bot
        moves after it; None if that would step past a die, a reveal or another
        human's decision."""
        seats = self.record.seats
        actions = self.record.actions
        for index in range(len(actions) - 1, -1, -1):
            if self.record.barriers[index]:
                return None
            actor = self.record.actors[index]
            if actor == seat:
                return index
            if seats[actor].is_person:  # never past another person's decision, here or remote
                return None
        return None

    def undo(self, seat: int) -> bool:
        keep = self.undo_target(seat)
        if keep is None:
            return False
        del self.record.actions[keep:]
        del self.record.barriers[keep:]
        del self.record.actors[keep:]
        if self._history is not None:
            del self._history[keep:]  # the same seed and actions give the same steps
        self.state = replay(self.record, self.game)
        self.save()
        return True

    # -- saving ----------------------------------------------------------
    def save(self) -> None:
        """Autosave; a folder that cannot take it (read-only, full, gone) is noted in
        `saved` and `save_error`, never raised: the game plays on unsaved."""
        if self.autosave is not None:
            try:
                if self.over:
                    Path(self.autosave).unlink(missing_ok=True)
                else:
                    self.record.save(self.autosave)
            except OSError as exc:
                self.saved, self.save_error = False, exc
            else:
                self.saved, self.save_error = True, None
        if self.on_save is not None:
            self.on_save(self.record)
