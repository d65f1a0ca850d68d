"""Speech off the window's thread: sentences in order, a new ask interrupting a stale one,
the system's voice found, and espeak-ng really speaking (into a WAV file)."""

from __future__ import annotations

import array
import shutil
import subprocess
import threading
import wave

import pytest

from dirty7.ui.core.speech import (
    SpeechQueue,
    espeak_argv,
    find_backend,
    spd_backend,
    speech_notice,
)
from tests.support.system_voice import ensure_espeak

WAIT = 10.0  # seconds a test waits for the speech thread at most


class HeldVoice:
    """A stand-in voice: each sentence lasts until the test releases it or it is stopped."""

    name = "held"

    def __init__(self) -> None:
        self.started = threading.Semaphore(0)
        self.release = threading.Event()
        self.said: list[str] = []
        self.stops = 0

    def speak(self, text: str) -> None:
        self.said.append(text)
        self.started.release()
        self.release.wait(WAIT)
        self.release.clear()

    def stop(self) -> None:
        self.stops += 1
        self.release.set()


def test_sentences_are_said_in_order_off_the_callers_thread():
    voice = HeldVoice()
    queue = SpeechQueue(voice)
    queue.say("one")
    queue.say("two")  # returns at once: "one" is still being said
    assert voice.started.acquire(timeout=WAIT)
    assert queue.waiting == ["two"]
    voice.release.set()
    assert voice.started.acquire(timeout=WAIT)
    voice.release.set()
    assert queue.idle(WAIT)
    assert voice.said == ["one", "two"] and voice.stops == 0
    queue.close()


def test_an_interrupting_sentence_stops_the_stale_one_and_drops_the_waiting():
    voice = HeldVoice()
    queue = SpeechQueue(voice)
    queue.say("You played the Nine of clubs.")
    assert voice.started.acquire(timeout=WAIT)
    queue.say("Computer drew 1 card.")
    queue.say("Your hand, 2 cards: …", interrupt=True)
    assert voice.started.acquire(timeout=WAIT)
    voice.release.set()
    assert queue.idle(WAIT)
    assert voice.said == ["You played the Nine of clubs.", "Your hand, 2 cards: …"]
    assert voice.stops == 1
    queue.close()


def test_the_voice_is_chosen_from_what_the_system_has():
    def has(*commands):
        return lambda name: f"/usr/bin/{name}" if name in commands else None

    assert find_backend(which=has("spd-say", "espeak-ng"), platform="linux").name == (
        "speech-dispatcher")
    assert find_backend(which=has("espeak-ng"), platform="linux").name == "espeak-ng"
    assert find_backend(which=has("say"), platform="darwin").name == "say"
    assert find_backend(which=has(), platform="linux") is None
    assert speech_notice(None).startswith("No speech: install")


def loudness(path) -> int:
    """The largest sample of a 16-bit WAV file (0: silence)."""
    with wave.open(str(path)) as wav:
        assert wav.getsampwidth() == 2
        samples = array.array("h", wav.readframes(wav.getnframes()))
    return max((abs(s) for s in samples), default=0)


def test_espeak_writes_an_announcement_that_is_not_silent(tmp_path):
    ensure_espeak()
    path = tmp_path / "said.wav"
    text = "Computer played the Seven of hearts — answer with a Seven or draw 4."
    subprocess.run(espeak_argv(text, wav=str(path)), check=True, timeout=60)
    with wave.open(str(path)) as wav:
        seconds = wav.getnframes() / wav.getframerate()
    assert seconds > 1.0  # a sentence, not a click
    assert loudness(path) > 1000


def test_silence_is_told_apart(tmp_path):
    """The loudness check above can fail: a silent file reads 0."""
    path = tmp_path / "silent.wav"
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(22050)
        wav.writeframes(bytes(4410))
    assert loudness(path) == 0


@pytest.mark.skipif(not shutil.which("spd-say"), reason="spd-say (speech-dispatcher) is not "
                    "installed here")
def test_speech_dispatcher_says_a_sentence():
    backend = spd_backend(175)
    backend.speak("Your turn.")  # returns once said (--wait); an error would raise
    backend.stop()
