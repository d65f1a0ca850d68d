#!/usr/bin/env python3
"""Frame cost of the table during an autoplay game, and startup time, headless.

Usage: ``python scripts/bench_frames.py [--json] [--difficulty hard] [--seed 7]
[--animation-speed normal] [--max-frames N] [--startup-runs N] [--speech espeak]``

Frames: an autoplay game at normal animation speed by default (what a player sees),
its frames simulated back to back at 1/60 s each with no waiting for a display. Why not
``instant``: its cards land in the frame that moves them, so a whole game takes a handful
of frames and there is nothing left to measure; ``--animation-speed`` still picks any
speed. Each frame's ``on_update`` + ``on_draw`` (+ ``glFinish``, so the renderer's work
is counted) is timed, and so is a baseline frame drawn right after it in the same run: a
clear and the same number of card sprites in one ``SpriteList``, nothing else.
Interleaving the two keeps a busy machine from favouring either. The computer seats
think in worker processes, as in the game, so Hard's search runs during these frames.

The slowest frame is described too (its index, whether the computer was thinking, the
Python time of its update and draw, the engine events it started and any garbage
collections in it), to tell what to look at.

Speech: ``--speech espeak`` plays the game with Speech on, every sentence of the table's
voice queued for espeak-ng, which really synthesises it (into a scratch WAV file, so no
sound device is needed) on the speech thread, which then waits as long as the sentence
lasts, as a sound device would: sentences wait in the queue as they do for a player,
and the window's frame rate must not drop meanwhile. ``--speech off`` (the default) is the
game as before, to compare.

Startup: wall time from launching ``python -m dirty7`` to its first drawn menu frame,
against a bare Arcade window that draws one frame, each launched alternately a few
times (medians), after one warm-up launch of each that fills the file and bytecode caches
as an installed game's are; ``--startup-runs 0`` leaves it out.

Percentiles are inclusive quantiles of every sample (never above the maximum), and
each figure says how many samples it comes from.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dirty7.cli.play_command import SPEEDS  # noqa: E402 - imports no Arcade (headless is set below)

BARE = """
import arcade, time
w = arcade.Window(1280, 720, "bare")
w.clear()
w.ctx.finish()
print("first-frame", flush=True)
"""


def p95(values: list[float]) -> float:
    """The 95th percentile, interpolated inside the samples (so never above their maximum)."""
    if len(values) < 2:
        return max(values)
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


def speech_queue(kind: str):
    """The speech queue for ``--speech`` (None: off): espeak-ng synthesising each sentence
    into a scratch WAV file, at the backends' usual rate."""
    if kind == "off":
        return None
    import tempfile
    import threading
    import wave

    from dirty7.ui.core.speech import CommandBackend, SpeechQueue, espeak_argv

    wav = str(Path(tempfile.mkdtemp(prefix="dirty7-speech-")) / "said.wav")

    class Spoken(CommandBackend):
        """espeak-ng into the WAV, then as long as the sentence lasts (or until stopped)."""

        stopped = threading.Event()

        def speak(self, text: str) -> None:
            self.stopped.clear()
            super().speak(text)
            with wave.open(wav, "rb") as said:
                self.stopped.wait(said.getnframes() / said.getframerate())

        def stop(self) -> None:
            self.stopped.set()
            super().stop()

    return SpeechQueue(Spoken("espeak-ng", lambda text: espeak_argv(text, wav=wav)))


def bench_frames(difficulty: str, seed: int, max_frames: int, speed: str,
                 speech: str = "off") -> dict:
    os.environ["ARCADE_HEADLESS"] = "1"
    sys.path.insert(0, str(ROOT))
    from dirty7.game.table.table_options import TableOptions
    from dirty7.store.settings import Settings
    from dirty7.ui.core.bootstrap import arcade
    from dirty7.ui.core.card_sprites import face_texture
    from dirty7.ui.core.live_settings import LiveSettings
    from dirty7.ui.table.table_view import TableView

    window = arcade.Window(1280, 720, "bench", visible=False)
    over: list = []
    queue = speech_queue(speech)
    live = LiveSettings(Settings(animation_speed=speed, speech=queue is not None),
                        persist=False, voice=queue)
    options = TableOptions(difficulty=difficulty, seed=seed, autoplay=True,
                           opponent_mode="process",
                           think_delay=0.45)  # as the app's --autoplay
    table = TableView(window, options, on_game_over=over.append, settings=live)
    window.show_view(table)
    table.on_draw()

    baseline = arcade.SpriteList()
    for i in range(52):
        sprite = arcade.Sprite(face_texture(i), scale=0.82)
        sprite.position = (80 + (i % 26) * 44, 240 + (i // 26) * 220)
        baseline.append(sprite)
    baseline_all = list(baseline)

    def timed(fn) -> float:
        start = time.perf_counter()
        fn()
        window.ctx.finish()
        return (time.perf_counter() - start) * 1000

    # What happened in each frame, to explain the slowest one (not part of the timing).
    steps: list[str] = []

    class NotedSteps:
        def on_step(self, event) -> None:
            steps.append(type(event).__name__)

    table.flow.events.step.connect(NotedSteps().on_step)
    collections: list[int] = []

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(on_gc)
    slowest: dict = {"ms": -1.0}
    dt = 1 / 60
    split: list[float] = []

    def frame() -> None:
        split.append(time.perf_counter())
        table.on_update(dt)
        split.append(time.perf_counter())
        table.on_draw()
        split.append(time.perf_counter())

    frames: list[float] = []
    waiting: list[int] = []  # sentences queued for the voice, frame by frame
    base: list[float] = []
    thinking: list[float] = []
    sprites: list[int] = []
    for _ in range(max_frames):
        if over:
            break
        n = len(table.card_sprites.cards)
        while len(baseline) > n:
            baseline.pop()
        while len(baseline) < n:
            baseline.append(baseline_all[len(baseline)])
        was_thinking = table.flow.thinking
        steps.clear()
        collections.clear()
        split.clear()
        ms = timed(frame)
        if ms > slowest["ms"]:  # update and draw are Python time; the rest is rendering
            slowest = {"ms": round(ms, 2), "frame": len(frames), "thinking": was_thinking,
                       "update_ms": round((split[1] - split[0]) * 1000, 2),
                       "draw_ms": round((split[2] - split[1]) * 1000, 2),
                       "events": list(steps), "gc_generations": list(collections)}
        frames.append(ms)
        waiting.append(len(queue.waiting) if queue is not None else 0)
        if was_thinking:
            thinking.append(ms)
        sprites.append(n)
        if len(frames) % 3 == 1:  # a baseline frame every third frame is plenty
            base.append(timed(lambda: (window.clear(), baseline.draw())))
    gc.callbacks.remove(on_gc)
    spoken = len(queue.spoken) if queue is not None else 0
    if queue is not None:
        queue.close()
    table.flow.close()
    window.close()
    p50 = statistics.median(frames)
    b50 = statistics.median(base)
    return {
        "difficulty": difficulty,
        "seed": seed,
        "animation_speed": speed,
        "card_speed_factor": table.settings.speed,  # read back: what the frames ran at
        "frames": len(frames),
        "game_over": bool(over),
        "moves": table.flow.game.moves_played,
        "card_sprites_median": statistics.median(sprites),
        "frame_ms_p50": round(p50, 2),
        "frame_ms_p95": round(p95(frames), 2),
        "frame_ms_max": round(max(frames), 2),
        "slowest_frame": slowest,
        "frame_ms_max_while_thinking": round(max(thinking), 2) if thinking else None,
        "thinking_frames": len(thinking),
        "baseline_frames": len(base),
        "baseline_ms_p50": round(b50, 2),
        "baseline_ratio": round(p50 / b50, 2),
        "speech": speech,
        "sentences_spoken": spoken,
        "frames_with_speech_queued": sum(1 for n in waiting if n),
        "speech_queue_max": max(waiting, default=0),
    }


def time_to_first_frame(cmd: list[str]) -> float:
    """Wall time from launching ``cmd`` to its ``first-frame`` line."""
    return launch_to_first_frame(cmd)[0]


def cpu_seconds(pid: int) -> float | None:
    """The CPU time process ``pid`` has used so far: all its threads (Linux's
    ``/proc/PID/task/*/schedstat``, in nanoseconds) and the programs it ran and waited for
    (``ldconfig``, a compiler: ``/proc/PID/stat``'s children's times, in clock ticks);
    None where that cannot be read.

    Why beside the wall time: on a shared, loaded machine the wall time of a launch swings
    with the other work; the CPU a launch needs swings far less."""
    try:
        total = 0.0
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat", encoding="ascii") as stat:
                total += int(stat.read().split()[0]) / 1e9
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        total += (int(fields[13]) + int(fields[14])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None
    return total


def launch_to_first_frame(cmd: list[str]) -> tuple[float, float | None]:
    """Wall time from launching ``cmd`` to its ``first-frame`` line, and the CPU time it
    had used by then (None where it cannot be read)."""
    env = {**os.environ, "ARCADE_HEADLESS": "1"}
    # An installed game starts from compiled bytecode (pip compiles on install), as
    # Arcade itself does here; a shell with PYTHONDONTWRITEBYTECODE would make every
    # launch recompile the game's modules, which no player pays.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    for line in proc.stdout:
        if line.startswith("first-frame"):
            elapsed = time.perf_counter() - start
            cpu = cpu_seconds(proc.pid)
            break
    else:
        raise RuntimeError(f"{cmd} drew no frame")
    proc.wait(timeout=60)
    return elapsed, cpu


def bench_startup(runs: int) -> dict:
    game = [sys.executable, "-m", "dirty7", "--startup-probe"]
    bare = [sys.executable, "-c", BARE]
    time_to_first_frame(bare)  # warm the file and bytecode caches for both
    time_to_first_frame(game)
    games, bares = [], []
    for _ in range(runs):
        bares.append(time_to_first_frame(bare))
        games.append(time_to_first_frame(game))
    g, b = statistics.median(games), statistics.median(bares)
    return {"startup_s": round(g, 3), "bare_window_s": round(b, 3),
            "startup_ratio": round(g / b, 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--difficulty", default="hard")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--animation-speed", choices=SPEEDS, default="normal",
                        help="card animation speed during the game (default normal)")
    parser.add_argument("--max-frames", type=int, default=20000)
    parser.add_argument("--startup-runs", type=int, default=9,
                        help="launches of the game and of a bare window (0: no startup figures)")
    parser.add_argument("--speech", choices=("off", "espeak"), default="off",
                        help="Speech on, each sentence synthesised by espeak-ng (default off)")
    ns = parser.parse_args(argv)
    if ns.max_frames <= 0 or ns.startup_runs < 0:
        parser.error("--max-frames must be positive and --startup-runs 0 or more")
    startup = bench_startup(ns.startup_runs) if ns.startup_runs else {}
    result = bench_frames(ns.difficulty, ns.seed, ns.max_frames, ns.animation_speed,
                          ns.speech)
    result.update(startup)
    if ns.json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key:28} {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
