"""A third-party strategy in its own process, given its view as data.

Why a process: a plugin is code from elsewhere. In the game's process it could walk
``gc.get_objects()`` or the stack frames to the real position (the opponent's hidden
hand), change engine globals for later games, or end the game with ``sys.exit``. Here
it runs in a child process that holds no game at all: each turn the child receives
:meth:`~dirty7.rules.PlayerView.to_dict` (JSON on a pipe) and rebuilds a view with
:meth:`~dirty7.rules.PlayerView.from_dict`; it answers with a move in notation. The
parent reads only JSON lines (never a pickle, which could run code in the parent),
waits at most ``time_limit_s``, and kills the child on a timeout. Any failure is a
:class:`PluginFailure` whose message the guard (:mod:`dirty7.ai.guard`) reports.

The child is a plain ``python -c`` subprocess rather than a ``multiprocessing`` one:
that also works from the tournament's pool workers (daemonic processes may not start
``multiprocessing`` children) and starts nothing from the parent's memory (no fork).
It leads a session of its own: closing it kills its whole process group (what the
plugin forked too), and it kills that group itself when its parent goes
(:mod:`.lifeline`). The answer pipe is read with a bound (:mod:`.answer_lines`).
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import weakref
from functools import partial
from typing import Any

from dirty7.rules import PlayerView
from dirty7.rules.schema import is_whole

from .answer_lines import AnswerLines, PipeProblem
from .lifeline import end_self, kill_group, watch_parent

#: Seconds a plugin's process may take to start and create the strategy, on top of
#: its time limit (importing Python and the engine takes a moment on a busy machine).
STARTUP_S = 5.0
# The child's first step: read the hello line, put the parent's import path first (a
# plugin found there must be found here), then serve. Kept tiny: it runs before dirty7
# can be imported.
_BOOT = ("import json,sys;h=json.loads(sys.stdin.buffer.readline());"
         "sys.path[:0]=h['sys_path'];from dirty7.ai.plugin_host import serve;serve(h)")


class PluginFailure(Exception):
    """The plugin's process failed; the message is the player-facing reason."""


def _describe(exc: BaseException) -> str:
    if isinstance(exc, SystemExit):
        return f"called sys.exit({exc.code!r})"
    try:
        text = str(exc)
    except Exception:  # noqa: BLE001 - a hostile exception's __str__ may raise
        text = "?"
    return f"raised {type(exc).__name__}: {text}"[:300]


class PluginProcess:
    """The strategy at ``target`` (``"module:Class"``), created in a child process.

    It has ``choose(view)`` like any strategy, so the guard wraps it as it wraps a
    built-in; :meth:`close` ends the child (the guard calls it after a failure and at
    the end of a game). The child starts at once, so its start-up overlaps the deal.
    """

    def __init__(self, target: str, options: dict[str, Any], seed: int, *, name: str,
                 time_limit_s: float, label: str = "", description: str = "") -> None:
        self.name = name
        self.label = label or name.title()
        self.description = description
        self.time_limit_s = time_limit_s
        self._ready = False
        hello = {"sys_path": [p for p in sys.path if isinstance(p, str)], "target": target,
                 "options": options, "seed": seed, "name": name}
        self._proc = subprocess.Popen(
            [sys.executable, "-c", _BOOT], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=None, close_fds=True, start_new_session=True)
        # The reader and the finalizer hold the process, never self, so a forgotten
        # PluginProcess is still collected (and its process group killed).
        self._lines = AnswerLines(self._proc.stdout, on_problem=partial(_end, self._proc),
                                  name=f"dirty7-plugin-{name}")
        self._finalizer = weakref.finalize(self, _kill, self._proc, self._lines)
        self._send(hello)

    # --- talking to the child --------------------------------------------------------
    def _send(self, message: dict[str, Any]) -> None:
        data = json.dumps(message).encode("utf-8") + b"\n"
        try:
            assert self._proc.stdin is not None
            self._proc.stdin.write(data)
            self._proc.stdin.flush()
        except (OSError, ValueError):
            raise PluginFailure(self._lines.problem or self._ended()) from None

    def _receive(self, timeout: float, late: str) -> dict[str, Any]:
        try:
            line = self._lines.get(timeout)
        except TimeoutError:
            self.close()
            raise PluginFailure(late) from None
        except PipeProblem as exc:
            self.close()
            raise PluginFailure(str(exc)) from None
        if line is None:
            raise PluginFailure(self._lines.problem or self._ended())
        try:
            message = json.loads(line)
        except ValueError:
            message = None
        if not isinstance(message, dict):
            self.close()
            raise PluginFailure("its process answered something that is not a move")
        return message

    def _ended(self) -> str:
        if not _exited_unreaped(self._proc, 1.0):
            self.close()
            return "its process stopped answering"
        kill_group(self._proc.pid)  # what it forked may still run
        code = self._proc.wait()
        self.close()
        return f"its process ended (exit code {code})"

    def _ensure_ready(self) -> None:
        if self._ready:
            return
        message = self._receive(STARTUP_S + self.time_limit_s,
                                f"it was not ready within {STARTUP_S + self.time_limit_s:g} s")
        if "error" in message:
            self.close()
            raise PluginFailure(f"could not be created: {str(message['error'])[:300]}")
        self._ready = True

    # --- the strategy interface -------------------------------------------------------
    def choose(self, view: PlayerView) -> Any:
        """The child's answer for ``view``: a move's notation or number (checked by the
        guard), or PluginFailure."""
        self._ensure_ready()
        self._send({"view": view.to_dict()})
        message = self._receive(self.time_limit_s, f"no move within {self.time_limit_s:g} s")
        if "move" in message:
            move = message["move"]
            if isinstance(move, str) or is_whole(move):  # the guard checks it is legal
                return move
        if "bad" in message:
            return _Unreadable(str(message["bad"])[:200])
        if "error" in message:
            raise PluginFailure(str(message["error"])[:300])
        raise PluginFailure("its process answered something that is not a move")

    def close(self) -> None:
        """End the child (a running choose is abandoned)."""
        self._finalizer()


class _Unreadable:
    """What a plugin returned that is neither a number nor text: only its repr travels."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return self.text


def _exited_unreaped(proc: subprocess.Popen[bytes], timeout: float) -> bool:
    """Whether the child exits within ``timeout`` s, looked at without reaping it, so
    that its id still names its process group (see :func:`.lifeline.kill_group`)."""
    import time

    if not hasattr(os, "waitid"):  # pragma: no cover - Windows: no groups to mind
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return False
        return True
    deadline = time.monotonic() + timeout
    while proc.returncode is None:
        try:
            if os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT):
                return True
        except ChildProcessError:  # reaped already
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def _end(proc: subprocess.Popen[bytes]) -> None:
    """SIGKILL the child's process group, then reap the child."""
    if proc.returncode is None:  # not reaped yet, so its id is still its group's
        kill_group(proc.pid)
    if proc.poll() is None:
        proc.kill()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover - an unkillable child
            pass


def _kill(proc: subprocess.Popen[bytes], lines: AnswerLines) -> None:
    """Kill the child's process group (the child and whatever it forked), then close our
    end of its input. Its output is left to the reader thread, which is blocked reading
    it: it sees the end, drops what it kept and closes nothing it shares."""
    lines.close()
    _end(proc)
    try:
        if proc.stdin is not None:
            proc.stdin.close()
    except OSError:
        pass


# --- the child ----------------------------------------------------------------------
def _answer(result: Any) -> dict[str, Any]:
    """The plugin's result as JSON-safe data (a move's number or notation, else its repr)."""
    try:
        if isinstance(result, int) and not isinstance(result, bool):
            return {"move": int(result)}
        if isinstance(result, str):
            return {"move": str(result)[:100]}
        if isinstance(result, float) and math.isfinite(result):
            return {"bad": repr(float(result))}
        return {"bad": repr(result)[:200]}
    except Exception as exc:  # noqa: BLE001 - a hostile result's __int__/__repr__ raising
        return {"bad": f"an object whose conversion {_describe(exc)}"}


def serve(hello: dict[str, Any]) -> None:
    """The child's loop: create the strategy, then answer one view per line; at the end
    of its input (the parent closed it or is gone) end the whole process group, so that
    nothing the plugin forked outlives it.

    Writes go to a private copy of stdout; the plugin's own prints go to stderr, so
    they cannot garble an answer.
    """
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    watch_parent()  # the game gone, this process and what the plugin forked go too
    try:
        _serve(hello, out)
    finally:
        end_self()


def _serve(hello: dict[str, Any], out: Any) -> None:
    def send(message: dict[str, Any]) -> None:
        out.write(json.dumps(message).encode("utf-8") + b"\n")
        out.flush()

    try:
        module_name, _, attr = str(hello["target"]).partition(":")
        module = __import__(module_name, fromlist=[attr or "_"])
        cls: object = getattr(module, attr) if attr else module
        if not callable(cls):  # as calling it would say
            raise TypeError(f"{type(cls).__name__!r} object is not callable")
        strategy = cls(seed=hello["seed"], **hello["options"])
    except BaseException as exc:  # noqa: BLE001 - __init__ may do anything, even exit
        send({"error": _describe(exc)})
        return
    send({"ready": True})
    for line in iter(sys.stdin.buffer.readline, b""):
        try:
            view = PlayerView.from_dict(json.loads(line)["view"])
            answer = _answer(strategy.choose(view))
        except BaseException as exc:  # noqa: BLE001 - choose may do anything, even exit
            answer = {"error": _describe(exc)}
        send(answer)


__all__ = ["PluginProcess", "PluginFailure", "STARTUP_S", "serve"]
