"""Synthesises the game's sound effects into this folder as small WAV files (mono, 16-bit, 22050 Hz).

    python assets/sounds/make_sounds.py          # writes shot.wav, ricochet.wav, ... beside this script
    python assets/sounds/make_sounds.py DIR      # ... into DIR instead

Standard library only (wave, math, random, struct); the noise is seeded, so the files come out the same every
time. Every sound is made here from sines, noise and simple filters: no recordings, nothing copied. CC0.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent
TAU = 2 * math.pi


def seconds(t: float) -> int:
    return int(RATE * t)


def silence(t: float) -> list[float]:
    return [0.0] * seconds(t)


def noise(n: int, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(xs, cutoff: float):
    """One-pole low-pass; `cutoff` in Hz (a number, or a function of the sample index)."""
    out, y = [], 0.0
    for i, x in enumerate(xs):
        c = cutoff(i) if callable(cutoff) else cutoff
        a = 1 - math.exp(-TAU * c / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs, cutoff: float):
    low = lowpass(xs, cutoff)
    return [x - y for x, y in zip(xs, low)]


def bandpass(xs, centre, q: float = 4.0):
    """A resonant two-pole band-pass (the cookbook biquad); `centre` in Hz or a function of the index."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(xs):
        f = centre(i) if callable(centre) else centre
        w = TAU * min(f, RATE * 0.45) / RATE
        alpha = math.sin(w) / (2 * q)
        b0, b2 = alpha, -alpha
        a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
        y = (b0 * x + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def envelope(xs, attack: float, decay: float, curve: float = 1.0):
    """Rise over `attack` seconds, then fall exponentially with time constant `decay` seconds."""
    na = max(1, seconds(attack))
    out = []
    for i, x in enumerate(xs):
        if i < na:
            g = i / na
        else:
            g = math.exp(-(i - na) / (RATE * decay)) ** curve
        out.append(x * g)
    return out


def tone(freq, t: float, partials=((1.0, 1.0),), phase: float = 0.0):
    """A sum of sine partials (ratio, amplitude); `freq` in Hz or a function of time in seconds."""
    n = seconds(t)
    out = []
    ph = [phase] * len(partials)
    for i in range(n):
        f = freq(i / RATE) if callable(freq) else freq
        s = 0.0
        for k, (ratio, amp) in enumerate(partials):
            ph[k] += TAU * f * ratio / RATE
            s += amp * math.sin(ph[k])
        out.append(s)
    return out


def mix(*tracks, at=None):
    """Adds tracks; `at` gives each one's start in seconds."""
    at = at or [0.0] * len(tracks)
    n = max(seconds(s) + len(t) for s, t in zip(at, tracks))
    out = [0.0] * n
    for start, track in zip(at, tracks):
        o = seconds(start)
        for i, v in enumerate(track):
            out[o + i] += v
    return out


def gain(xs, g: float):
    return [x * g for x in xs]


def echo(xs, delay: float, feedback: float, times: int = 4):
    d = seconds(delay)
    out = xs + [0.0] * d * times
    for i in range(d, len(out)):
        out[i] += out[i - d] * feedback
    return out


def finish(xs, peak: float = 0.85, fade: float = 0.01, drive: float = 1.0):
    """Normalise to `peak`; `drive` > 1 saturates softly first (louder body for a short loud sound)."""
    top = max(1e-9, max(abs(x) for x in xs))
    if drive > 1:
        xs = [math.tanh(drive * x / top) for x in xs]
        top = max(1e-9, max(abs(x) for x in xs))
    xs = [x * peak / top for x in xs]
    nf = seconds(fade)
    for i in range(min(nf, len(xs))):
        xs[-1 - i] *= i / nf
    return xs


def save(name: str, xs, folder: Path = HERE) -> Path:
    path = Path(folder) / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, x)) * 32767)) for x in xs))
    return path


# ---------------------------------------------------------------------------------------------------- sounds

def shot(rng):
    crack = envelope(highpass(noise(seconds(0.08), rng), 1500), 0.0005, 0.012)
    body = envelope(lowpass(noise(seconds(0.5), rng), 900), 0.001, 0.07)
    thump = envelope(tone(lambda t: 140 * math.exp(-t * 9) + 45, 0.35), 0.001, 0.06)
    return echo(mix(gain(crack, 1.2), gain(body, 3.0), gain(thump, 0.6)), 0.09, 0.25, 3)


def ricochet(rng):
    click = envelope(highpass(noise(seconds(0.03), rng), 2500), 0.0003, 0.006)
    whine = tone(lambda t: 3400 * math.exp(-t * 2.6) + 700 + 60 * math.sin(TAU * 31 * t), 0.62,
                 ((1.0, 1.0), (2.01, 0.18)))
    whine = envelope(whine, 0.01, 0.25)
    hiss = envelope(bandpass(noise(seconds(0.6), rng), lambda i: 3000 * math.exp(-i / RATE * 2.6) + 700, 8), 0.01,
                    0.2)
    return mix(gain(click, 0.8), gain(whine, 0.45), gain(hiss, 0.6), at=[0.0, 0.015, 0.015])


def card(rng):
    n = seconds(0.16)
    slide = bandpass(noise(n, rng), lambda i: 2600 + 2400 * i / n, 1.2)
    slide = [x * math.sin(math.pi * i / n) ** 2 for i, x in enumerate(slide)]
    tick = envelope(highpass(noise(seconds(0.02), rng), 3000), 0.0005, 0.004)
    return mix(slide, gain(tick, 0.7), at=[0.0, 0.15])


def beer(rng):
    n = seconds(0.55)
    pour = lowpass(noise(n, rng), 1200)
    bubbles = []
    phase = 0.0
    for _i in range(n):
        if rng.random() < 0.004:
            phase = 1.0
        phase *= 0.9985
        bubbles.append(phase)
    gurgle = [p * (0.35 + b) * math.sin(math.pi * i / n) for i, (p, b) in enumerate(zip(pour, bubbles))]
    plop = []
    for _k in range(7):
        f0 = rng.uniform(500, 1100)
        plop.append((rng.uniform(0.02, 0.48), envelope(tone(lambda t, f0=f0: f0 * (1 + 3 * t), 0.05), 0.002,
                                                        0.012)))
    clink = envelope(tone(2350, 0.45, ((1.0, 1.0), (1.58, 0.5), (2.37, 0.35), (3.61, 0.2))), 0.001, 0.09)
    tracks = [gain(gurgle, 1.4)] + [gain(p, 0.25) for _, p in plop] + [gain(clink, 0.45)]
    return mix(*tracks, at=[0.0] + [t for t, _ in plop] + [0.58])


def dynamite(rng):
    n = seconds(1.4)
    roar = envelope(lowpass(noise(n, rng), lambda i: 160 + 2400 * math.exp(-i / RATE * 5)), 0.004, 0.32)
    sub = envelope(tone(lambda t: 70 * math.exp(-t * 1.5) + 28, 1.2), 0.003, 0.35)
    crack = envelope(highpass(noise(seconds(0.1), rng), 1200), 0.0005, 0.02)
    debris = []
    for _ in range(14):
        debris.append((rng.uniform(0.15, 0.9), envelope(bandpass(noise(seconds(0.04), rng),
                                                                 rng.uniform(900, 3000), 6), 0.001, 0.008)))
    return mix(gain(roar, 4.0), gain(sub, 0.6), gain(crack, 0.8), *[gain(d, 0.3) for _, d in debris],
               at=[0.0, 0.0, 0.0] + [t for t, _ in debris])


def bell(freq: float, t: float, decay: float):
    return envelope(tone(freq, t, ((1.0, 1.0), (2.0, 0.35), (3.01, 0.18), (4.2, 0.08))), 0.004, decay)


def your_turn(rng):
    return mix(gain(bell(659.3, 0.5, 0.18), 0.7), bell(987.8, 0.7, 0.25), at=[0.0, 0.14])


def alert(rng):
    a, b = 1174.7, 880.0
    beeps = []
    for _k, f in enumerate((a, b, a, b)):
        beeps.append(envelope(tone(f, 0.11, ((1.0, 1.0), (3.0, 0.25), (5.0, 0.1))), 0.003, 0.05))
    cock = envelope(bandpass(noise(seconds(0.03), rng), 2200, 5), 0.0005, 0.006)
    return mix(gain(cock, 0.8), *beeps, at=[0.0, 0.05, 0.17, 0.29, 0.41])


def dice(rng):
    hits = []
    t = 0.0
    for k in range(11):
        t += rng.uniform(0.025, 0.075) * (1 + k * 0.08)
        f = rng.uniform(1800, 3800)
        click = envelope(bandpass(noise(seconds(0.05), rng), f, 7), 0.0005, 0.01)
        hits.append((t, gain(click, rng.uniform(0.5, 1.0) * (1 - k * 0.05))))
    return mix(*[h for _, h in hits], at=[t for t, _ in hits])


def arrow(rng):
    n = seconds(0.42)
    whoosh = bandpass(noise(n, rng), lambda i: 500 + 2600 * math.sin(math.pi * i / n) ** 2, 2.5)
    whoosh = [x * math.sin(math.pi * i / n) ** 1.5 for i, x in enumerate(whoosh)]
    thunk = envelope(tone(lambda t: 180 * math.exp(-t * 8) + 90, 0.12), 0.001, 0.025)
    tick = envelope(highpass(noise(seconds(0.02), rng), 2000), 0.0005, 0.004)
    return mix(whoosh, gain(thunk, 0.7), gain(tick, 0.5), at=[0.0, 0.4, 0.4])


DRIVE = {"shot": 3.0, "dynamite": 2.5, "dice": 2.0, "ricochet": 1.5, "arrow": 1.5}

SOUNDS = {"shot": shot, "ricochet": ricochet, "card": card, "beer": beer, "dynamite": dynamite,
          "your_turn": your_turn, "alert": alert, "dice": dice, "arrow": arrow}


def main(folder: Path = HERE) -> None:
    for i, (name, make) in enumerate(SOUNDS.items()):
        path = save(name, finish(make(random.Random(1877 + i)), drive=DRIVE.get(name, 1.0)), folder)
        print(f"{path.name}: {path.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    import sys
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
