"""Where bots think, so that the frame loop never waits for them.

The quick bots (Easy, Normal, Random) answer in a millisecond or two and run on
a worker thread. The search bot (Hard) is pure-Python CPU work for up to a
second a decision; in a thread it would hold the GIL for long stretches and
stall frames (measured by bench/hard_frames.py), so it runs in one persistent
worker process. What crosses over is plain data: the game id, the observation,
the legal actions and the bot's RNG state; the action and the advanced RNG
state come back, so a game plays the same whichever way its bot thought.
"""

from __future__ import annotations

import multiprocessing
from concurrent import futures
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from game.engine.contract import Action
from game.engine.rng import Rng
from game.engine.search import SearchBot

_THREADS = futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
_PROCESS: futures.ProcessPoolExecutor | None = None
_BOTS: dict[tuple, SearchBot] = {}  # in the worker: one search bot per game and playouts
IN_PROCESS = True  # False: Hard thinks on the thread too (bench/hard_frames.py compares the two)


def _process() -> futures.ProcessPoolExecutor:
    global _PROCESS
    if _PROCESS is None:
        # spawn, not fork: the parent holds a window, an audio device and threads
        _PROCESS = futures.ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                               initializer=_warm_worker)
    return _PROCESS


def _warm_worker() -> None:
    """Yield the CPU to the window's process first, and import the rules cores once,
    at start, not during the first decision."""
    import os

    if hasattr(os, "nice"):  # POSIX; elsewhere the worker keeps the normal priority
        try:
            os.nice(5)
        except OSError:
            pass
    from game.engine import registry

    registry.playable()


def _search(game_id: str, think: float | None, iterations: int | None, observation: Any,
            legal: list[Action], rng_state: int) -> tuple[Action, int]:
    """In the worker: one decision of the search bot."""
    from game.engine import registry

    key = (game_id, iterations)
    bot = _BOTS.get(key)
    if bot is None:
        bot = _BOTS[key] = SearchBot(registry.get(game_id), think=think, iterations=iterations)
    bot.think = think  # this decision's: what is left of its turn may be less (game.engine.turn_budget)
    rng = Rng(rng_state)
    action = bot.choose(observation, legal, rng)
    return action, rng.state


def warm() -> None:
    """Start the worker process ahead of the first Hard decision."""
    if not IN_PROCESS:
        return
    try:
        _process().submit(int, 0)
    except (BrokenProcessPool, RuntimeError, OSError):
        pass


def think(bot: Any, observation: Any, legal: list[Action], rng: Rng) -> futures.Future:
    """Start `bot.choose(observation, legal, rng)` off the frame loop; a Future of the action.
    The bot's RNG has advanced as if it had thought here when the Future is done."""
    if not isinstance(bot, SearchBot) or not IN_PROCESS:
        return _THREADS.submit(bot.choose, observation, legal, rng)
    answer: futures.Future = futures.Future()
    try:
        job = _process().submit(_search, bot.game.id, bot.think, bot.iterations, observation, list(legal), rng.state)
    except (BrokenProcessPool, RuntimeError, OSError):
        return _THREADS.submit(bot.choose, observation, legal, rng)  # no worker: slower frames, same play

    def done(job: futures.Future) -> None:
        try:
            action, state = job.result()
        except Exception as exc:  # noqa: BLE001 - a broken worker: the table falls back as for any bot fault
            answer.set_exception(exc)
            return
        rng.state = state
        answer.set_result(action)

    job.add_done_callback(done)
    return answer


def shutdown() -> None:
    global _PROCESS
    if _PROCESS is not None:
        _PROCESS.shutdown(wait=True, cancel_futures=True)
        _PROCESS = None
