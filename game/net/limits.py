"""What a host allows, by design: how many connections (in all, and from one address), how
long a connection may take to join, how much may wait for a slow reader, how often a seat may
ask for the history again, how many wrong join codes an address may try, and how much the
log may say. Each bound is small next to what the machine has, so a crowd of idle sockets,
a reader that never reads or a stranger guessing codes meets a limit, never the host's
memory, descriptors or disk."""

from __future__ import annotations

import collections
import logging
import time
from dataclasses import dataclass, field

JOIN_SECONDS = 5.0  # a connection that has not joined (or rejoined) by then is closed
OUTBOX_BYTES = 24 << 20  # what may wait for one reader; past it the reader is cut, not buffered
OUTBOX_MESSAGES = 2000
REPLAY_SECONDS = 2.0  # a seat's whole history is sent again at most this often on one connection
PER_ADDRESS = 8  # connections from one address at once (a household's computers share one outside)
MOST_CONNECTIONS = 64
WRONG_CODES_PER_ADDRESS = 10  # failed key exchanges (a wrong join code) from one address...
WRONG_CODE_WINDOW = 600.0  # ...within ten minutes; then that address is refused until they age out


def descriptor_limit() -> int | None:
    """The process's soft limit on open files, where the system tells it."""
    try:
        import resource
    except ImportError:  # Windows: sockets are not counted against a small per-process limit
        return None
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return None if soft == resource.RLIM_INFINITY else soft


def connection_cap(limit: int | None = None) -> int:
    """Connections in all: well under the descriptor limit (a quarter of it), so the autosave,
    the sounds and the log always find a descriptor; at most MOST_CONNECTIONS (a table has at
    most a handful of seats)."""
    limit = descriptor_limit() if limit is None else limit
    if limit is None:
        return MOST_CONNECTIONS
    return max(4, min(MOST_CONNECTIONS, limit // 4))


@dataclass
class RateLimit:
    """A token bucket: `burst` messages at once, `per_second` on average."""

    burst: float = 30.0
    per_second: float = 15.0
    tokens: float = -1.0
    at: float = 0.0

    def allow(self, now: float) -> bool:
        if self.tokens < 0:
            self.tokens, self.at = self.burst, now
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.per_second)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


@dataclass
class WrongCodes:
    """Failed key exchanges by address over a sliding window: a stranger cannot try codes at
    speed by opening a new connection for each guess."""

    most: int = WRONG_CODES_PER_ADDRESS
    window: float = WRONG_CODE_WINDOW
    seen: dict = field(default_factory=lambda: collections.defaultdict(collections.deque))

    def _recent(self, address: str, now: float) -> collections.deque:
        times = self.seen[address]
        while times and now - times[0] > self.window:
            times.popleft()
        return times

    def blocked(self, address: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        return len(self._recent(address, now)) >= self.most

    def failed(self, address: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        self._recent(address, now).append(now)
        if len(self.seen) > 4096:  # a flood of addresses (spoofed, or a whole network) stays bounded
            for key in list(self.seen)[:2048]:
                del self.seen[key]


class LogLimit(logging.Filter):
    """At most `most` records a minute pass (then one line says how many were held back): a
    storm of failing connections cannot fill the disk with the log."""

    def __init__(self, most: int = 20, period: float = 60.0):
        super().__init__()
        self.most, self.period = most, period
        self.start, self.count, self.held = 0.0, 0, 0

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        if now - self.start > self.period:
            if self.held:
                record.msg = f"({self.held} similar lines held back) {record.msg}"
            self.start, self.count, self.held = now, 0, 0
        self.count += 1
        if self.count > self.most:
            self.held += 1
            return False
        return True


def limited_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    if not any(isinstance(f, LogLimit) for f in logger.filters):
        logger.addFilter(LogLimit())
    return logger
