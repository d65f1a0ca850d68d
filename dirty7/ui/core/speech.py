"""Speech for a player who plays by ear: the system's voice, off the window's thread.

Why through the system and not a bundled voice: a blind player has a voice, a rate and
often a screen reader set up already; on Linux speech-dispatcher speaks through them
(``spd-say``), else espeak-ng; on macOS ``say``; on Windows NVDA, JAWS or SAPI through
``accessible_output2`` when it is installed. Without any of them there is no speech,
and :func:`speech_notice` says so in one line.

Why a thread: a backend speaks for seconds, and the window must draw meanwhile. The
:class:`SpeechQueue` speaks one sentence after another on its own thread; a sentence
said with ``interrupt`` (the player pressed a reading key, moved the focus) drops what
was still waiting and stops the sentence being spoken where the backend can stop.

No Arcade here: the queue is tested with a stand-in backend, and the espeak backend by
the WAV file it writes.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Callable
from typing import Protocol

from dirty7.i18n import _

#: Words a minute, the backends' usual pace; the setting scales it.
DEFAULT_RATE = 175


class Backend(Protocol):
    """A voice: ``speak`` returns once the text was said (or stopped); ``stop`` from any
    thread ends the sentence being spoken, as far as the voice allows."""

    name: str

    def speak(self, text: str) -> None: ...

    def stop(self) -> None: ...


class Voice(Protocol):
    """Where the table's sentences go: a :class:`SpeechQueue`, or a test's listener."""

    def say(self, text: str, interrupt: bool = False) -> None: ...


class CommandBackend:
    """A voice that is a command: ``argv(text)`` says the text; the process is ended to
    stop it, and ``cancel`` is run too when the command only hands the text to a daemon."""

    def __init__(self, name: str, argv: Callable[[str], list[str]],
                 cancel: list[str] | None = None) -> None:
        self.name = name
        self.argv = argv
        self.cancel = cancel
        self._process: subprocess.Popen | None = None
        self._lock = threading.Lock()

    def speak(self, text: str) -> None:
        with self._lock:
            self._process = subprocess.Popen(self.argv(text), stdin=subprocess.DEVNULL,
                                             stdout=subprocess.DEVNULL,
                                             stderr=subprocess.DEVNULL)
        self._process.wait()

    def stop(self) -> None:
        with self._lock:
            process = self._process
        if process is not None and process.poll() is None:
            process.terminate()
        if self.cancel is not None:
            subprocess.run(self.cancel, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           check=False)


def espeak_argv(text: str, rate: int = DEFAULT_RATE, wav: str | None = None) -> list[str]:
    """espeak-ng saying ``text`` (``--`` so that a text never reads as an option)."""
    return ["espeak-ng", "-s", str(rate), *(["-w", wav] if wav else []), "--", text]


def spd_backend(rate: int) -> CommandBackend:
    """speech-dispatcher: the player's own voice and screen reader settings."""
    spd_rate = str(max(-100, min(100, round((rate - DEFAULT_RATE) / 2))))
    return CommandBackend("speech-dispatcher",
                          lambda text: ["spd-say", "--wait", "-r", spd_rate, text],
                          cancel=["spd-say", "--cancel"])


def espeak_backend(rate: int) -> CommandBackend:
    return CommandBackend("espeak-ng", lambda text: espeak_argv(text, rate))


def say_backend(rate: int) -> CommandBackend:
    """macOS's ``say``."""
    return CommandBackend("say", lambda text: ["say", "-r", str(rate), text])


class AccessibleOutputBackend:
    """Windows: the running screen reader (NVDA, JAWS) or SAPI, by ``accessible_output2``."""

    name = "accessible_output2"

    def __init__(self) -> None:
        # optional, Windows; not installed where the checker runs, and it ships no types
        from accessible_output2.outputs.auto import Auto  # type: ignore[import-not-found]

        self._output = Auto()

    def speak(self, text: str) -> None:
        self._output.speak(text, interrupt=False)

    def stop(self) -> None:
        self._output.speak("", interrupt=True)


def find_backend(rate: int = DEFAULT_RATE, which: Callable[[str], str | None] = shutil.which,
                 platform: str = sys.platform) -> Backend | None:
    """The best voice on this system, or None: speech-dispatcher, espeak-ng, ``say``,
    then on Windows ``accessible_output2`` if it is installed."""
    if platform == "darwin" and which("say"):
        return say_backend(rate)
    if which("spd-say"):
        return spd_backend(rate)
    if which("espeak-ng"):
        return espeak_backend(rate)
    if platform == "win32":
        try:
            return AccessibleOutputBackend()
        except Exception:  # noqa: BLE001 - not installed, or no screen reader or SAPI
            return None
    return None


def speech_notice(backend: Backend | None) -> str:
    """One line on what speaks, or why nothing does."""
    if backend is None:
        return _("No speech: install speech-dispatcher or espeak-ng (Linux), or "
                 "accessible_output2 (Windows)")
    return _("Speech through {engine}").format(engine=backend.name)


class SpeechQueue:
    """Sentences said one after another by ``backend`` on a thread of their own."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        self._waiting: deque[str] = deque()
        self._ready = threading.Condition()
        self._speaking: str | None = None
        self._closed = False
        #: Every sentence handed to the backend, in order (what was said, for a test).
        self.spoken: list[str] = []
        self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
        self._thread.start()

    def say(self, text: str, interrupt: bool = False) -> None:
        """Queue ``text``; with ``interrupt``, what waits is dropped and the sentence
        being spoken is stopped first."""
        with self._ready:
            if interrupt:
                self._waiting.clear()
                if self._speaking is not None:
                    self.backend.stop()
            self._waiting.append(text)
            self._ready.notify()

    @property
    def waiting(self) -> list[str]:
        with self._ready:
            return list(self._waiting)

    def idle(self, timeout: float | None = None) -> bool:
        """Wait until nothing is spoken or waiting (True), or ``timeout`` seconds (False)."""
        with self._ready:
            return self._ready.wait_for(lambda: not self._waiting and self._speaking is None,
                                        timeout)

    def close(self) -> None:
        """Stop speaking and end the thread."""
        with self._ready:
            self._closed = True
            self._waiting.clear()
            if self._speaking is not None:
                self.backend.stop()
            self._ready.notify_all()
        self._thread.join(timeout=2)

    def _run(self) -> None:
        while True:
            with self._ready:
                self._ready.wait_for(lambda: self._waiting or self._closed)
                if self._closed:
                    return
                text = self._speaking = self._waiting.popleft()
                self.spoken.append(text)
            try:
                self.backend.speak(text)
            except OSError:
                pass  # a voice that failed says nothing; the game goes on
            finally:
                with self._ready:
                    self._speaking = None
                    self._ready.notify_all()


__all__ = ["DEFAULT_RATE", "AccessibleOutputBackend", "Backend", "CommandBackend",
           "SpeechQueue", "Voice", "espeak_argv", "espeak_backend", "find_backend", "speech_notice",
           "spd_backend"]
