#!/usr/bin/env python3
"""Synthesise the game's sound effects as WAV files, with the standard library only.

Run ``python scripts/make_sounds.py`` (or ``--out DIR``) to (re)write ``resources/sounds/``.
The sounds are generated rather than recorded so that the project owns them outright and
anyone can rebuild or retune them; the generated files are committed so the game does not
need this script at run time.

Every file is 22050 Hz, 16-bit, mono. Each sound is built as a list of floats, faded in and
out with a raised-cosine ramp (so the first and last samples are exactly zero: no clicks when
a sound starts or is cut), then scaled so its peak is -6 dBFS (headroom for two sounds that
overlap). Noise comes from ``random.Random`` with a fixed seed per sound and no clock or
platform input is used, so every run writes the same bytes.

How each one is made:

* ``deal.wav`` (60 ms) - a card flicked onto the table: white noise band-passed to roughly
  800-3500 Hz (one-pole high- and low-pass), with a 3 ms rise and a fast exponential decay.
  Soft, because it is played seven times in a row while dealing.
* ``play.wav`` (90 ms) - a card snapped onto the waste: a brighter, shorter noise crack
  (1.5-7 kHz, 8 ms decay) over a little low-passed body noise and a short 140 -> 90 Hz sine
  "thump" for the table.
* ``draw.wav`` (120 ms) - a card slid off the stock: low-passed noise whose cutoff sweeps up
  from 1.2 to 4 kHz under a smooth swell-and-fade envelope - a "shhk".
* ``refill.wav`` (400 ms) - the waste turned over into the stock, heard as a riffle: nine
  quick flicks like ``deal`` at ~40 ms intervals with seeded jitter in timing, loudness and
  brightness.
* ``illegal.wav`` (200 ms) - "uh-uh": two low, soft buzzy tones, G3 then E3 (a sine with
  quieter 2nd and 3rd harmonics, low-passed), each with a gentle attack and release.
* ``win.wav`` (700 ms) - a rising C major arpeggio C5 E5 G5 C6, one note every 110 ms, each a
  bell-like tone (sine plus soft harmonics) that rings on with an exponential decay.
* ``lose.wav`` (700 ms) - a falling C minor figure G4 Eb4 C4, slower (180 ms apart) and
  darker (fewer harmonics); the last note droops slightly in pitch as it fades.
* ``turn.wav`` (320 ms) - "your turn", for a player who plays by ear: a soft rising fourth,
  A5 then D6 (120 ms apart), pure bell tones with one quiet harmonic - a doorbell, unlike
  any card sound, heard before the sentence that says what is asked.
* ``answer.wav`` (360 ms) - "you must answer a Seven": three quick bright pips on E6 (90 ms
  apart), buzzier (odd harmonics) and shorter-lived than ``turn`` - an alert, not a chime.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

SAMPLE_RATE = 22050
PEAK_DBFS = -6.0
PEAK = 10 ** (PEAK_DBFS / 20)  # ~0.501 of full scale
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = list[float]


# --- building blocks -------------------------------------------------------------------------


def samples(seconds: float) -> int:
    """Number of samples in ``seconds``."""
    return int(round(seconds * SAMPLE_RATE))


def silence(seconds: float) -> Signal:
    return [0.0] * samples(seconds)


def noise(rng: random.Random, count: int) -> Signal:
    """White noise in [-1, 1]."""
    return [rng.uniform(-1.0, 1.0) for _ in range(count)]


def _coefficient(cutoff_hz: float) -> float:
    return 1.0 - math.exp(-2.0 * math.pi * cutoff_hz / SAMPLE_RATE)


def lowpass(signal: Signal, cutoff_hz: float) -> Signal:
    """One-pole low-pass: gentle (6 dB/octave), which is all a card sound needs."""
    a = _coefficient(cutoff_hz)
    out, y = [], 0.0
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff_hz: float) -> Signal:
    """One-pole high-pass (the signal minus its low-pass); also removes any DC offset."""
    return [x - y for x, y in zip(signal, lowpass(signal, cutoff_hz), strict=True)]


def sweep_lowpass(signal: Signal, start_hz: float, end_hz: float) -> Signal:
    """Low-pass whose cutoff moves from ``start_hz`` to ``end_hz`` (exponentially)."""
    out, y, count = [], 0.0, max(1, len(signal) - 1)
    for i, x in enumerate(signal):
        cutoff = start_hz * (end_hz / start_hz) ** (i / count)
        y += _coefficient(cutoff) * (x - y)
        out.append(y)
    return out


def decay_envelope(count: int, attack: float, tau: float) -> Signal:
    """Linear rise over ``attack`` seconds, then exponential decay with time constant ``tau``."""
    rise = max(1, samples(attack))
    env = []
    for i in range(count):
        if i < rise:
            env.append(i / rise)
        else:
            env.append(math.exp(-(i - rise) / (tau * SAMPLE_RATE)))
    return env


def multiply(signal: Signal, envelope: Signal) -> Signal:
    return [x * e for x, e in zip(signal, envelope, strict=True)]


def mix_into(target: Signal, signal: Signal, start: int, gain: float = 1.0) -> None:
    """Add ``signal`` into ``target`` from sample ``start`` on (cut at the end of target)."""
    for i, x in enumerate(signal[: max(0, len(target) - start)]):
        target[start + i] += gain * x


def tone(
    freq: float,
    count: int,
    harmonics: tuple[float, ...] = (1.0,),
    end_freq: float | None = None,
) -> Signal:
    """A tone with the given harmonic amplitudes; the pitch may glide to ``end_freq``.

    The phase is accumulated sample by sample so a glide has no discontinuity.
    """
    out, phase = [], 0.0
    steps = max(1, count - 1)
    for i in range(count):
        f = freq if end_freq is None else freq * (end_freq / freq) ** (i / steps)
        out.append(sum(a * math.sin((k + 1) * phase) for k, a in enumerate(harmonics)))
        phase += 2.0 * math.pi * f / SAMPLE_RATE
    return out


def fade(signal: Signal, fade_in: float, fade_out: float) -> Signal:
    """Raised-cosine fade in and out; the first and last samples become exactly zero."""
    out = list(signal)
    n = len(out)
    rise, fall = max(2, samples(fade_in)), max(2, samples(fade_out))
    for i in range(min(rise, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / rise)
    for i in range(min(fall, n)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fall)
    return out


def normalise(signal: Signal, peak: float = PEAK) -> Signal:
    """Scale so the largest absolute sample is ``peak`` (of full scale)."""
    top = max(abs(x) for x in signal)
    return [x * peak / top for x in signal] if top > 0 else list(signal)


def finish(signal: Signal, fade_in: float, fade_out: float) -> Signal:
    """The last step of every sound: fade (no clicks), then set the peak to -6 dBFS."""
    return normalise(fade(signal, fade_in, fade_out))


# --- the sounds ------------------------------------------------------------------------------


def flick(rng: random.Random, seconds: float, tau: float, low: float, high: float) -> Signal:
    """One band-passed noise burst: the sound of a card's edge (its tail faded to zero)."""
    count = samples(seconds)
    burst = lowpass(highpass(noise(rng, count), low), high)
    return fade(multiply(burst, decay_envelope(count, 0.003, tau)), 0.0, 0.005)


def make_deal() -> Signal:
    rng = random.Random(1701)
    return finish(flick(rng, 0.060, 0.012, 800.0, 3500.0), 0.002, 0.010)


def make_play() -> Signal:
    rng = random.Random(1702)
    count = samples(0.090)
    crack = multiply(
        lowpass(highpass(noise(rng, count), 1500.0), 7000.0), decay_envelope(count, 0.001, 0.008)
    )
    body = multiply(lowpass(noise(rng, count), 1200.0), decay_envelope(count, 0.002, 0.020))
    thump = multiply(tone(140.0, count, end_freq=90.0), decay_envelope(count, 0.002, 0.025))
    out = [0.0] * count
    mix_into(out, crack, 0, 1.0)
    mix_into(out, body, 0, 0.8)
    mix_into(out, thump, 0, 0.35)
    return finish(out, 0.0015, 0.015)


def make_draw() -> Signal:
    rng = random.Random(1703)
    count = samples(0.120)
    shh = highpass(sweep_lowpass(noise(rng, count), 1200.0, 4000.0), 300.0)
    # A swell that peaks a little before the middle, then fades: sin(pi * u) ** 1.5, u warped.
    env = [math.sin(math.pi * (i / (count - 1)) ** 0.8) ** 1.5 for i in range(count)]
    return finish(multiply(shh, env), 0.004, 0.015)


def make_refill() -> Signal:
    rng = random.Random(1704)
    out = silence(0.400)
    for index in range(9):
        start = samples(0.006 + 0.040 * index + rng.uniform(-0.006, 0.006))
        gain = rng.uniform(0.6, 1.0)
        high = rng.uniform(3000.0, 4500.0)
        mix_into(out, flick(rng, 0.030, 0.007, 900.0, high), start, gain)
    return finish(out, 0.003, 0.030)


def make_illegal() -> Signal:
    out = silence(0.200)
    for freq, start, length in ((196.0, 0.0, 0.095), (164.81, 0.105, 0.095)):
        count = samples(length)
        buzz = fade(tone(freq, count, harmonics=(1.0, 0.35, 0.2)), 0.008, 0.015)
        mix_into(out, buzz, samples(start))
    return finish(lowpass(out, 1500.0), 0.004, 0.010)


def _notes(
    notes: tuple[tuple[float, float, float], ...],
    total: float,
    harmonics: tuple[float, ...],
    droop_last: float = 1.0,
) -> Signal:
    """Mix ringing notes: each (frequency, onset seconds, decay tau) rings to the end."""
    out = silence(total)
    for index, (freq, onset, tau) in enumerate(notes):
        count = len(out) - samples(onset)
        last = index == len(notes) - 1
        glide = freq * droop_last if last and droop_last != 1.0 else None
        note = multiply(tone(freq, count, harmonics, glide), decay_envelope(count, 0.006, tau))
        mix_into(out, note, samples(onset))
    return out


def make_win() -> Signal:
    c5, e5, g5, c6 = 523.25, 659.26, 783.99, 1046.50
    notes = ((c5, 0.00, 0.16), (e5, 0.11, 0.16), (g5, 0.22, 0.18), (c6, 0.33, 0.22))
    return finish(_notes(notes, 0.700, (1.0, 0.25, 0.08)), 0.003, 0.080)


def make_lose() -> Signal:
    g4, eb4, c4 = 392.00, 311.13, 261.63
    notes = ((g4, 0.00, 0.18), (eb4, 0.18, 0.18), (c4, 0.36, 0.28))
    return finish(_notes(notes, 0.700, (1.0, 0.15), droop_last=0.97), 0.003, 0.100)


def make_turn() -> Signal:
    a5, d6 = 880.00, 1174.66
    notes = ((a5, 0.00, 0.09), (d6, 0.12, 0.11))
    return finish(_notes(notes, 0.320, (1.0, 0.12)), 0.003, 0.060)


def make_answer() -> Signal:
    e6 = 1318.51
    notes = tuple((e6, 0.09 * i, 0.025) for i in range(3))
    return finish(_notes(notes, 0.360, (1.0, 0.0, 0.3, 0.0, 0.12)), 0.002, 0.040)


#: File name (without .wav) -> generator.
SOUNDS: dict[str, Callable[[], Signal]] = {
    "deal": make_deal,
    "play": make_play,
    "draw": make_draw,
    "refill": make_refill,
    "illegal": make_illegal,
    "win": make_win,
    "lose": make_lose,
    "turn": make_turn,
    "answer": make_answer,
}


# --- output ----------------------------------------------------------------------------------


def to_pcm16(signal: Signal) -> bytes:
    """Little-endian signed 16-bit samples, clipped to the legal range."""
    ints = [max(-32768, min(32767, int(round(x * 32767)))) for x in signal]
    return struct.pack(f"<{len(ints)}h", *ints)


def write_wav(path: Path, signal: Signal) -> None:
    """Write a 22050 Hz, 16-bit mono WAV (the wave module's header is deterministic)."""
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(SAMPLE_RATE)
        handle.writeframes(to_pcm16(signal))


def make_all(out_dir: Path = DEFAULT_OUT) -> list[Path]:
    """Write every sound into ``out_dir`` (created if needed); return the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out_dir / f"{name}.wav"
        write_wav(path, make())
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Synthesise Dirty Seven's sound effects.")
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output directory (default {DEFAULT_OUT})"
    )
    args = parser.parse_args(argv)
    for path in make_all(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
