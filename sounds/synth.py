"""The small synthesiser behind every sound effect: pure Python, no samples on disk.

Each effect is a short list of float samples in [-1, 1] at a given rate, drawn from
sines, damped "wooden" modes and filtered noise. The noise comes from our own LCG,
so a render is bit-identical on every machine. Every effect starts and ends at
zero (a short raised-cosine fade at both ends), peaks well below full scale and
keeps its energy under ~2.5 kHz: short, soft, never shrill.

    render("flip", rate=44100, channels=2) -> bytes     16-bit signed, native order
    samples("flip", rate=44100) -> list[float]          mono, for other formats

The render functions are written as list comprehensions over whole buffers: a
Python loop per sample would cost ~10x more, and every effect is rendered at
start-up.
"""

from __future__ import annotations

import sys
from array import array
from cmath import exp as cexp
from collections.abc import Callable
from math import cos, exp, pi, sin
from operator import add

TAU = 2 * pi
DEFAULT_RATE = 44100

Buffer = list[float]


# -- building blocks --------------------------------------------------------------


class Lcg:
    """A 32-bit linear congruential generator (Numerical Recipes constants).

    Enough for noise and small jitters; not for game chance (that has its own PRNG)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def next(self) -> float:
        """A value in [-1, 1)."""
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state / 2147483648.0 - 1.0

    def uniform(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * (self.next() + 1.0) * 0.5

    def noise(self, n: int) -> Buffer:
        """`n` values in [-1, 1). After the first block, each block of states is the
        previous one jumped ahead by the block length (x -> A x + C mod 2^32): a list
        comprehension per block instead of a Python loop per sample."""
        size = min(n, 256)
        s = self.state
        block = [0] * size
        for i in range(size):
            s = (1664525 * s + 1013904223) & 0xFFFFFFFF
            block[i] = s
        jump_a, jump_c = _jump(size)
        states = list(block)
        while len(states) < n:
            block = [(jump_a * x + jump_c) & 0xFFFFFFFF for x in block]
            states.extend(block)
        del states[n:]
        self.state = states[-1]
        return [v / 2147483648.0 - 1.0 for v in states]


def _jump(k: int) -> tuple[int, int]:
    """The LCG applied k times, as one affine map x -> a x + c (mod 2^32)."""
    a, c = 1, 0
    for _ in range(k):
        a, c = (1664525 * a) & 0xFFFFFFFF, (1664525 * c + 1013904223) & 0xFFFFFFFF
    return a, c


def silence(seconds: float, rate: int) -> Buffer:
    return [0.0] * max(1, int(seconds * rate))


def lowpass(xs: Buffer, cutoff: float, rate: int) -> Buffer:
    """One-pole low-pass: takes the hiss and the edge off noise."""
    a = 1.0 - exp(-TAU * cutoff / rate)
    y = 0.0
    out = [0.0] * len(xs)
    for i, x in enumerate(xs):
        y += a * (x - y)
        out[i] = y
    return out


def highpass(xs: Buffer, cutoff: float, rate: int) -> Buffer:
    """The input minus its one-pole low-pass: removes rumble and DC."""
    low = lowpass(xs, cutoff, rate)
    return [x - lo for x, lo in zip(xs, low)]


def bandpass(xs: Buffer, low: float, high: float, rate: int) -> Buffer:
    """Rumble off below `low`; above `high` a two-pole roll-off (12 dB an octave),
    which is what keeps noise soft rather than hissing."""
    return lowpass(lowpass(highpass(xs, low, rate), high, rate), high, rate)


def modes(partials: list[tuple[float, float, float]], seconds: float, rate: int, attack: float = 0.002) -> Buffer:
    """Struck modes of wood, glass or metal: a sum of sines (freq Hz, tau s, amp), each
    dying away with its own time constant, all rising together over `attack` s.
    Each mode is cut off after 8 time constants (-70 dB); the buffer lasts `seconds`
    or until the longest mode is gone."""
    n = max(1, int(min(seconds, 8.0 * max(tau for _, tau, _ in partials)) * rate))
    # amp * e^(-k i) * sin(w i) is the imaginary part of amp * z^i with z = e^(-k + jw).
    # One block of powers is computed directly; each following block is that block
    # times z^(block length): a complex multiply per mode and sample instead of a sin
    # and an exp, and one pass over the buffer for all the modes.
    size = min(n, 512)
    zs = [complex(-1.0 / (tau * rate), TAU * freq / rate) for freq, tau, _ in partials]
    lens = [min(n, int(8.0 * tau * rate)) for _, tau, _ in partials]
    blocks = [[cexp(z * i) * amp for i in range(size)] for z, (_, _, amp) in zip(zs, partials)]
    steps = [cexp(z * size) for z in zs]
    scales = [1.0 + 0.0j] * len(zs)
    out: Buffer = []
    while len(out) < n:
        live = [i for i, m in enumerate(lens) if m > len(out)]
        if len(live) == 1:
            (a,) = live
            sa = scales[a]
            out.extend([(c * sa).imag for c in blocks[a]])
        elif len(live) == 2:
            a, b = live
            sa, sb = scales[a], scales[b]
            out.extend([(c * sa + d * sb).imag for c, d in zip(blocks[a], blocks[b])])
        else:
            parts = [[(c * scales[i]).imag for c in blocks[i]] for i in live]
            out.extend(map(sum, zip(*parts)))
        scales = [s * step for s, step in zip(scales, steps)]
    del out[n:]
    na = max(1, int(attack * rate))
    for i in range(min(na, n)):
        out[i] *= i / na
    return out


def damped(freq: float, tau: float, seconds: float, rate: int, amp: float = 1.0, attack: float = 0.002) -> Buffer:
    """One struck mode (see modes)."""
    return modes([(freq, tau, amp)], seconds, rate, attack)


def sweep(f0: float, f1: float, seconds: float, rate: int, tau: float, attack: float, amp: float = 1.0) -> Buffer:
    """A sine gliding linearly from f0 to f1 (closed-form phase, no accumulation), with
    a linear rise over `attack` s and an exponential fall (time constant `tau` s)."""
    n = max(1, int(seconds * rate))
    a = TAU * f0 / rate
    b = pi * (f1 - f0) / (rate * n)
    k = 1.0 / (tau * rate)
    out = [amp * sin(a * i + b * i * i) * exp(-k * i) for i in range(n)]
    na = max(1, int(attack * rate))
    for i in range(min(na, n)):
        out[i] *= i / na
    return out


def shape(xs: Buffer, attack: float, tau: float, rate: int) -> Buffer:
    """A linear rise over `attack` s, then an exponential fall (time constant `tau` s)."""
    na = max(1, int(attack * rate))
    k = 1.0 / (tau * rate)
    out = [x * exp(-k * (i - na)) for i, x in enumerate(xs)]
    for i in range(min(na, len(out))):
        out[i] = xs[i] * i / na
    return out


def hump(xs: Buffer) -> Buffer:
    """A sine-shaped envelope over the whole buffer: swells and fades, like a slide."""
    n = len(xs)
    w = pi / n
    return [x * sin(w * i) for i, x in enumerate(xs)]


def mix(into: Buffer, src: Buffer, at: float, rate: int, gain: float = 1.0) -> Buffer:
    """Adds `src` into `into` starting at `at` s, growing `into` if needed."""
    start = int(at * rate)
    end = start + len(src)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    if gain != 1.0:
        src = list(map(gain.__mul__, src))
    into[start:end] = map(add, into[start:end], src)
    return into


def finish(xs: Buffer, peak: float, rate: int, fade: float = 0.004) -> Buffer:
    """Scales to `peak` and fades both ends to exactly zero (no click on start or stop)."""
    top = max(max(xs), -min(xs)) or 1.0
    g = peak / top
    out = [x * g for x in xs]
    n = len(out)
    nf = min(max(2, int(fade * rate)), n // 2)
    w = pi / nf
    for i in range(nf):
        c = 0.5 - 0.5 * cos(w * i)
        out[i] *= c
        out[n - 1 - i] *= c
    out[0] = out[-1] = 0.0
    return out


# -- the effects ------------------------------------------------------------------
# Peaks stay between 0.25 and 0.5 of full scale: effects overlap (a deal is several
# slides) and must sum without clipping, and a UI sound should never startle.


def _tick(rate: int, lcg: Lcg, brightness: float = 1.0, seconds: float = 0.018) -> Buffer:
    """A card edge: a few ms of band-passed noise with a hard-ish onset and fast decay."""
    n = max(1, int(seconds * rate))
    body = bandpass(lcg.noise(n), 600.0, 1800.0 * brightness + 600.0, rate)
    return shape(body, 0.0008, seconds / 5, rate)


def click_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """A button press: a small rounded knock with a breath of noise."""
    out = modes([(820.0, 0.010, 1.0), (1640.0, 0.004, 0.25)], 0.045, rate, attack=0.0015)
    mix(out, _tick(rate, Lcg(11), 0.6, 0.012), 0.0, rate, 0.35)
    return finish(out, 0.30, rate, 0.003)


def pick_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """A card lifted off the felt: a small, low, muffled tick."""
    out = modes([(520.0, 0.008, 1.0), (1100.0, 0.004, 0.3)], 0.035, rate, attack=0.002)
    mix(out, _tick(rate, Lcg(13), 0.3, 0.02), 0.0, rate, 0.5)
    return finish(out, 0.24, rate, 0.003)


def slide_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """A card sliding over felt: ~80 ms of soft band-passed noise that swells and fades."""
    n = int(0.080 * rate)
    body = bandpass(Lcg(23).noise(n), 350.0, 2200.0, rate)
    body = lowpass(body, 3000.0, rate)
    # a little faster rise than fall: the hand pushes, the card glides to rest
    k = 1.0 / n
    body = [x * sin(pi * (i * k) ** 0.7) for i, x in enumerate(body)]
    return finish(body, 0.32, rate, 0.010)


def flip_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """A card turned over: one crisp tick with a short papery body."""
    lcg = Lcg(37)
    out = _tick(rate, lcg, 1.0, 0.022)
    mix(out, damped(1150.0, 0.006, 0.03, rate, 0.5, attack=0.0008), 0.0, rate)
    mix(out, _tick(rate, lcg, 0.4, 0.025), 0.012, rate, 0.35)
    return finish(out, 0.34, rate, 0.002)


def shuffle_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """A riffle: ~20 ticks that run faster in the middle, over a bed of soft noise."""
    lcg = Lcg(41)  # timing and loudness; the noise has its own, so every rate sounds alike
    count, tick_len = 20, int(0.014 * rate)
    # one band of noise serves the bed and, in slices, every tick (one filter pass)
    grain = bandpass(Lcg(43).noise(int(0.50 * rate)), 450.0, 2000.0, rate)
    out = silence(0.5, rate)
    t = 0.02
    for i in range(count):
        x = i / (count - 1)
        # closest together in the middle of the riffle, as the two halves interleave
        gap = 0.030 - 0.016 * sin(pi * x)
        amp = (0.55 + 0.45 * sin(pi * x)) * lcg.uniform(0.75, 1.0)
        start = int(lcg.uniform(0.0, 0.45) * rate)
        tick = shape(grain[start : start + tick_len], 0.0008, 0.003, rate)
        mix(out, tick, t, rate, amp)
        t += gap * lcg.uniform(0.85, 1.15)
    bed_len = int((t + 0.02) * rate)
    mix(out, hump(lowpass(grain[:bed_len], 1200.0, rate)), 0.0, rate, 0.3)
    return finish(out[: bed_len + int(0.03 * rate)], 0.36, rate, 0.006)


def _knock(rate: int, lcg: Lcg, pitch: float) -> Buffer:
    """A wooden die striking the table: two low damped modes and a dull transient."""
    out = modes(
        [(310.0 * pitch, 0.018, 1.0), (740.0 * pitch, 0.010, 0.55), (1330.0 * pitch, 0.005, 0.25)],
        0.09,
        rate,
        attack=0.0008,
    )
    thud = shape(lowpass(lcg.noise(int(0.02 * rate)), 900.0, rate), 0.0005, 0.004, rate)
    return mix(out, thud, 0.0, rate, 0.6)


def dice_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """A few wooden knocks, closer and softer each bounce, as dice come to rest."""
    lcg, grain = Lcg(53), Lcg(59)  # timing and pitch; noise
    out = silence(0.5, rate)
    t, gap, amp = 0.005, 0.105, 1.0
    for _ in range(5):
        mix(out, _knock(rate, grain, lcg.uniform(0.92, 1.1)), t, rate, amp)
        t += gap * lcg.uniform(0.9, 1.1)
        gap *= 0.72
        amp *= 0.68
    return finish(out[: int((t + 0.09) * rate)], 0.42, rate, 0.004)


def deal_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """One card dealt: a quick brighter slide ending in a soft landing tick."""
    lcg = Lcg(67)
    n = int(0.060 * rate)
    body = bandpass(lcg.noise(n), 500.0, 2400.0, rate)
    k = 1.0 / n
    body = [x * sin(pi * (i * k) ** 0.5) for i, x in enumerate(body)]
    out = mix(body, _tick(rate, lcg, 0.5, 0.02), 0.052, rate, 0.8)
    out.extend([0.0] * int(0.01 * rate))
    return finish(out, 0.32, rate, 0.004)


def _note(freq: float, seconds: float, rate: int, tau: float, attack: float = 0.008) -> Buffer:
    """A soft mallet note: the fundamental and a faint octave, gently struck."""
    return modes([(freq, tau, 1.0), (freq * 2.0, tau * 0.45, 0.18)], seconds, rate, attack)


def success_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """Two rising tones, a fourth apart (E5 then A5)."""
    out = _note(659.26, 0.22, rate, 0.07)
    mix(out, _note(880.0, 0.34, rate, 0.10), 0.11, rate, 0.9)
    return finish(out, 0.40, rate, 0.01)


def failure_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """A low soft tone that sags a little (A3 down to G3), never a buzzer."""
    tone = sweep(220.0, 196.0, 0.42, rate, 0.14, 0.03)
    mix(tone, damped(440.0, 0.06, 0.42, rate, 0.10, attack=0.03), 0.0, rate)
    return finish(tone, 0.38, rate, 0.02)


def bell_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """A soft bell (Marenzan's bells): a few inharmonic partials, the high ones
    dying first, struck with a felt hammer (a slow-ish attack)."""
    seconds, f = 0.9, 587.33  # D5
    partials = [
        (f * 0.5, 0.35, 0.18),  # the hum
        (f, 0.32, 1.0),
        (f * 2.0, 0.16, 0.32),
        (f * 2.76, 0.09, 0.16),
        (f * 5.40, 0.04, 0.05),
    ]
    out = modes(partials, seconds, rate, attack=0.005)
    return finish(out, 0.36, rate, 0.03)


def turn_samples(rate: int = DEFAULT_RATE) -> Buffer:
    """The "your turn" chime: two gentle notes (G5, then D6 a little softer)."""
    out = _note(783.99, 0.4, rate, 0.13, attack=0.006)
    mix(out, _note(1174.66, 0.5, rate, 0.15, attack=0.006), 0.13, rate, 0.7)
    return finish(out, 0.34, rate, 0.03)


EFFECTS: dict[str, Callable[[int], Buffer]] = {
    "click": click_samples,
    "pick": pick_samples,
    "slide": slide_samples,
    "flip": flip_samples,
    "shuffle": shuffle_samples,
    "dice": dice_samples,
    "deal": deal_samples,
    "success": success_samples,
    "failure": failure_samples,
    "bell": bell_samples,
    "turn": turn_samples,
}

NAMES: tuple[str, ...] = tuple(EFFECTS)


# -- output -------------------------------------------------------------------------


def samples(name: str, rate: int = DEFAULT_RATE) -> Buffer:
    """The mono float samples of one effect. Unknown names raise KeyError."""
    return EFFECTS[name](rate)


def to_pcm16(xs: Buffer, channels: int = 1) -> bytes:
    """16-bit signed PCM in the machine's byte order, the same signal in every channel."""
    mono = array("h", [int(x * 32767.0) for x in xs])
    if channels == 1:
        return mono.tobytes()
    out = array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out.tobytes()


def render(name: str, rate: int = DEFAULT_RATE, channels: int = 1) -> bytes:
    """One effect as 16-bit signed PCM (native byte order), interleaved `channels`."""
    return to_pcm16(samples(name, rate), channels)


def render_all(rate: int = DEFAULT_RATE, channels: int = 1) -> dict[str, bytes]:
    return {name: render(name, rate, channels) for name in NAMES}


def _bind(name: str) -> Callable[..., bytes]:
    def effect(rate: int = DEFAULT_RATE, channels: int = 1) -> bytes:
        return render(name, rate, channels)

    effect.__name__ = effect.__qualname__ = name
    effect.__doc__ = f"The {name} effect as 16-bit signed PCM: " + (EFFECTS[name].__doc__ or "")
    return effect


# click(rate, channels) -> bytes, slide(...), ... one public function per effect
click = _bind("click")
pick = _bind("pick")
slide = _bind("slide")
flip = _bind("flip")
shuffle = _bind("shuffle")
dice = _bind("dice")
deal = _bind("deal")
success = _bind("success")
failure = _bind("failure")
bell = _bind("bell")
turn = _bind("turn")

if __name__ == "__main__":  # python -m sounds.synth [OUT_DIR]: time the render, write WAVs to listen to
    import time
    import wave
    from pathlib import Path

    out_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    start = time.perf_counter()
    rendered = render_all(44100, 2)
    elapsed = time.perf_counter() - start
    for name, pcm in rendered.items():
        print(f"{name:8} {len(pcm) / 4 / 44100 * 1000:6.0f} ms")
        if out_dir is not None:
            out_dir.mkdir(parents=True, exist_ok=True)
            with wave.open(str(out_dir / f"{name}.wav"), "wb") as w:
                w.setnchannels(2)
                w.setsampwidth(2)
                w.setframerate(44100)
                if sys.byteorder != "little":  # WAV is little-endian
                    swapped = array("h", pcm)
                    swapped.byteswap()
                    pcm = swapped.tobytes()
                w.writeframes(pcm)
    print(f"all {len(rendered)} effects rendered in {elapsed * 1000:.1f} ms (44.1 kHz, stereo)")
