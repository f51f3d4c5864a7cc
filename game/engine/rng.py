"""The seeded PRNG every random thing in a game draws from.

SplitMix64 with our own derived methods, so that a seed gives the same
shuffles and dice on every machine and every Python version (random.Random's
derived methods have changed between versions).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")
MASK64 = (1 << 64) - 1
_SMALL = 256
_LIMITS = [0] + [(1 << 64) - ((1 << 64) % n) for n in range(1, _SMALL)]  # below()'s rejection bound, made once


@dataclass
class Rng:
    """A SplitMix64 generator; its whole state is one 64-bit integer."""

    state: int

    @classmethod
    def from_seed(cls, seed: int | str) -> Rng:
        if isinstance(seed, str):
            value = 0
            for byte in seed.encode("utf-8"):
                value = (value * 131 + byte) & MASK64
            seed = value
        return cls(seed & MASK64)

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _LIMITS[n] if n < _SMALL else (1 << 64) - ((1 << 64) % n)
        while True:
            # next_u64, written out: every shuffle, die and bot pick comes through here,
            # and the call would cost as much as the arithmetic
            state = self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher–Yates, in place: j = below(i + 1) for i from the top down."""
        # below(), written out with the state in a local: a deal shuffles up to a hundred
        # cards, and there the calls would cost more than the draws
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < _SMALL else (1 << 64) - ((1 << 64) % n)
            while True:
                state = (state + 0x9E3779B97F4A7C15) & MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def fork(self, salt: int) -> Rng:
        """An independent generator (for a bot), leaving this one untouched."""
        return Rng(((self.state ^ (salt * 0xD1B54A32D192ED03)) + salt) & MASK64)
