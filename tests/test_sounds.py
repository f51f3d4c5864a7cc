"""The synthesiser and the sound board (sounds/)."""

from __future__ import annotations

import time
from array import array
from itertools import pairwise

import pygame
import pytest

from sounds import synth
from sounds.player import SoundBoard, _encode

RATE = 44100

# (shortest, longest) in seconds: short effects stay short
LENGTHS = {
    "click": (0.02, 0.08),
    "pick": (0.02, 0.06),
    "slide": (0.06, 0.12),
    "flip": (0.02, 0.08),
    "shuffle": (0.25, 0.7),
    "dice": (0.25, 0.7),
    "deal": (0.05, 0.15),
    "success": (0.25, 0.7),
    "failure": (0.25, 0.7),
    "bell": (0.5, 1.5),
    "turn": (0.3, 1.0),
}


@pytest.fixture(autouse=True)
def fresh_mixer():
    yield
    if pygame.mixer.get_init():
        pygame.mixer.quit()


def test_every_effect_is_listed():
    assert set(synth.NAMES) == set(LENGTHS)
    for name in synth.NAMES:
        assert callable(getattr(synth, name))


@pytest.mark.parametrize("name", synth.NAMES)
def test_length(name):
    lo, hi = LENGTHS[name]
    seconds = len(synth.samples(name, RATE)) / RATE
    assert lo <= seconds <= hi


@pytest.mark.parametrize("name", synth.NAMES)
def test_soft_and_clean_ends(name):
    xs = synth.samples(name, RATE)
    peak = max(map(abs, xs))
    assert 0.1 < peak <= 0.5, "audible, yet far below clipping so overlapping effects sum safely"
    assert xs[0] == xs[-1] == 0.0
    onset = int(0.0002 * RATE)  # ticks may rise fast, but not in a step
    assert max(map(abs, xs[:onset])) < 0.1 * peak
    tail = int(0.005 * RATE)  # every effect has died away before it stops
    assert max(map(abs, xs[-tail:])) < 0.05 * peak
    steps = max(abs(b - a) for a, b in pairwise(xs))
    assert steps < 0.5 * peak


@pytest.mark.parametrize("name", synth.NAMES)
def test_never_shrill(name):
    xs = synth.samples(name, RATE)
    high = synth.highpass(synth.highpass(xs, 4000.0, RATE), 4000.0, RATE)
    assert sum(x * x for x in high) < 0.15 * sum(x * x for x in xs)


@pytest.mark.parametrize("name", synth.NAMES)
def test_pcm_channels_and_rates(name):
    mono = synth.render(name, RATE, 1)
    stereo = synth.render(name, RATE, 2)
    assert len(mono) == 2 * len(synth.samples(name, RATE))
    assert len(stereo) == 2 * len(mono)
    m, s = array("h", mono), array("h", stereo)
    assert s[0::2] == m and s[1::2] == m
    assert max(map(abs, m)) < 32767 * 0.55
    low = synth.render(name, 22050, 1)
    assert abs(len(low) * 2 - len(mono)) <= 4 * 2 * 4  # same duration at half the rate


def test_deterministic():
    assert synth.render_all(RATE, 2) == synth.render_all(RATE, 2)
    assert synth.Lcg(5).noise(1000) == synth.Lcg(5).noise(1000)
    assert synth.Lcg(5).noise(1000) != synth.Lcg(6).noise(1000)


def test_noise_jump_ahead_matches_the_plain_generator():
    lcg = synth.Lcg(99)
    plain = [lcg.next() for _ in range(2000)]
    fast = synth.Lcg(99)
    assert fast.noise(2000) == plain
    assert fast.state == lcg.state


def test_render_is_fast():
    best = min(_cpu_time(lambda: synth.render_all(RATE, 2)) for _ in range(3))
    assert best < 0.3, f"rendering every effect took {best * 1000:.0f} ms of CPU"  # ~60 ms on a desktop


def _cpu_time(fn) -> float:
    start = time.process_time()
    fn()
    return time.process_time() - start


@pytest.mark.parametrize("fmt", [-16, 16, -8, 8, -32, 32])
@pytest.mark.parametrize("channels", [1, 2])
def test_encode_sizes(fmt, channels):
    xs = synth.samples("flip", RATE)
    data = _encode(xs, fmt, channels)
    assert len(data) == len(xs) * channels * abs(fmt) // 8


def test_board_under_dummy_driver(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    board = SoundBoard.start(master=0.5, effects=0.5)
    assert not board.silent
    rate, fmt, channels = pygame.mixer.get_init()
    for name in synth.NAMES:
        board.play(name)
        sound_bytes = board._sounds[name].get_raw()
        assert len(sound_bytes) == len(synth.samples(name, rate)) * channels * abs(fmt) // 8
    assert board.volume_of("click") == pytest.approx(0.25, abs=0.01)
    board.set_volumes(1.0, 0.0)
    assert board.volume_of("click") == 0.0
    board.play("click")  # at zero volume: nothing, no error
    board.set_volumes(2.0, -1.0)  # clamped
    assert (board.master, board.effects) == (1.0, 0.0)
    with pytest.raises(KeyError):
        board.play("kazoo")
    board.close()
    assert board.silent


def test_board_is_silent_when_the_mixer_fails(monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    board = SoundBoard.start()
    assert board.silent
    for name in synth.NAMES:
        board.play(name)
    board.set_volumes(0.3, 0.3)
    assert board.volume_of("bell") == 0.0
    with pytest.raises(KeyError):
        board.play("kazoo")
    assert "sound off" in capsys.readouterr().err


def test_board_is_silent_without_an_audio_driver(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    board = SoundBoard.start()
    assert board.silent
    board.play("turn")


def test_board_survives_an_odd_mixer_format(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (44100, 24, 2))
    assert SoundBoard.start().silent


def test_effects_the_scenes_ask_for_exist():
    """Every app.play("...") / sound("...") in the front end names a real effect."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "scenes"
    pattern = re.compile(r"""(?:\.play|\bsound)\(\s*["']([a-z_]+)["']""")
    asked = {m for path in root.rglob("*.py") for m in pattern.findall(path.read_text(encoding="utf-8"))}
    assert asked <= set(synth.NAMES), asked - set(synth.NAMES)
