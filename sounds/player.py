"""The sound board: every effect rendered once at start-up and played through
pygame.mixer, or nothing at all when there is no audio device.

    board = SoundBoard.start(master=0.8, effects=0.8)
    board.play("flip")
    board.set_volumes(0.5, 1.0)
    board.silent  # True when the mixer could not be opened

Starting never raises: no sound card, a broken driver or SDL_AUDIODRIVER=dummy give a
board that is silent (or that plays into the dummy device). An unknown effect name
raises KeyError in either mode, so a misspelt name fails a test instead of being
silently ignored.
"""

from __future__ import annotations

import sys
from array import array
from typing import Any

from . import synth

# Ask for what the synthesiser makes; a device may still impose its own format, which
# get_init() then reports and _encode follows.
PREFERRED = (44100, -16, 2, 512)
MIXER_CHANNELS = 16  # a deal plays several slides at once


def _clamp(v: float) -> float:
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else float(v)


def _encode(xs: list[float], fmt: int, channels: int) -> bytes:
    """Mono float samples as the mixer's own format (pygame.mixer.get_init()[1]):
    8 / 16 / 32 bits, negative for signed (32 signed is float, as pygame-ce opens it),
    native byte order, the signal repeated in every channel."""
    bits, signed = abs(fmt), fmt < 0
    if bits == 16 and signed:
        return synth.to_pcm16(xs, channels)
    if bits == 16:
        mono = array("H", [int(x * 32767.0) + 32768 for x in xs])
    elif bits == 8 and signed:
        mono = array("b", [int(x * 127.0) for x in xs])
    elif bits == 8:
        mono = array("B", [int(x * 127.0) + 128 for x in xs])
    elif bits == 32:
        mono = array("f", xs)
    else:
        raise ValueError(f"unsupported mixer format {fmt}")
    if channels == 1:
        return mono.tobytes()
    out = array(mono.typecode, bytes(mono.itemsize * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out.tobytes()


class SoundBoard:
    """The game's effects, keyed by name (synth.NAMES)."""

    def __init__(self, sounds: dict[str, Any] | None, master: float = 0.8, effects: float = 0.8) -> None:
        """`sounds` maps every name to a pygame.mixer.Sound; None means silent."""
        self._sounds = sounds
        self.master = _clamp(master)
        self.effects = _clamp(effects)
        self.render_ms = 0.0
        self._apply_volume()

    @classmethod
    def start(cls, master: float = 0.8, effects: float = 0.8) -> SoundBoard:
        """Opens the mixer and renders every effect; a silent board on any failure."""
        import time

        try:
            import pygame

            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(*PREFERRED)
                pygame.mixer.init()
            rate, fmt, channels = pygame.mixer.get_init()
            began = time.perf_counter()
            sounds = {
                name: pygame.mixer.Sound(buffer=_encode(synth.samples(name, rate), fmt, channels))
                for name in synth.NAMES
            }
            pygame.mixer.set_num_channels(max(MIXER_CHANNELS, pygame.mixer.get_num_channels()))
            board = cls(sounds, master, effects)
            board.render_ms = (time.perf_counter() - began) * 1000.0
            return board
        except Exception as error:  # noqa: BLE001  pygame.error, no device, odd format: play silently
            print(f"seven-tables: sound off ({error})", file=sys.stderr)
            return cls.silence(master, effects)

    @classmethod
    def silence(cls, master: float = 0.8, effects: float = 0.8) -> SoundBoard:
        return cls(None, master, effects)

    @property
    def silent(self) -> bool:
        return self._sounds is None

    @property
    def names(self) -> tuple[str, ...]:
        return synth.NAMES

    def play(self, name: str) -> None:
        if name not in synth.EFFECTS:
            raise KeyError(f"no sound effect named {name!r} (known: {', '.join(synth.NAMES)})")
        if self._sounds is None or self.master * self.effects <= 0.0:
            return
        try:
            self._sounds[name].play()
        except Exception:  # noqa: BLE001  the device went away mid-game: carry on without sound
            self._sounds = None

    def set_volumes(self, master: float, effects: float) -> None:
        self.master, self.effects = _clamp(master), _clamp(effects)
        self._apply_volume()

    def _apply_volume(self) -> None:
        if self._sounds is None:
            return
        volume = self.master * self.effects
        for sound in self._sounds.values():
            sound.set_volume(volume)

    def volume_of(self, name: str) -> float:
        """The volume an effect plays at (0 when silent); for settings and tests."""
        if self._sounds is None:
            return 0.0
        return self._sounds[name].get_volume()

    def close(self) -> None:
        if self._sounds is None:
            return
        import pygame

        try:
            pygame.mixer.stop()
        except pygame.error:  # the mixer is already gone
            pass
        self._sounds = None
