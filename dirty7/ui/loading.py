"""What the app reads before a view can show it: the settings, the strategy list, whether a
record's player is installed, a loaded record's identity, and the start-up probe.

Why apart from :mod:`dirty7.ui.app`: these are plain functions over the store, the
registry and records; the app only calls them, and each one never raises (a damaged
settings file or an unknown player must not stop the game).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from dirty7.ui.core.bootstrap import arcade

if TYPE_CHECKING:
    from dirty7.game.record import GameRecord

log = logging.getLogger("dirty7.ui")


def first_frame_probe(draw: Callable[[], None], done: Callable[[], None]) -> Callable[[], None]:
    """Wrap a view's on_draw: after the first frame, say so on stdout and quit."""
    import time

    def on_draw() -> None:
        draw()
        arcade.get_window().ctx.finish()
        print(f"first-frame {time.perf_counter():.6f}", flush=True)
        done()

    return on_draw


def record_digest(record: GameRecord) -> str:
    """A stable id for a loaded record, so loading one file twice counts one game."""
    import hashlib
    import json

    data = record.to_dict()
    data.pop("app")  # the same file loaded by a newer version is still the same game
    text = json.dumps(data, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def installed_spec(spec: str) -> str | None:
    """``spec`` when it names an installed strategy (a record's player name), else None."""
    try:
        from dirty7.ai.registry import validate_spec

        validate_spec(spec)  # a bad option is never obeyed; a plugin is not run here
    except Exception:  # noqa: BLE001 - "human", "computer", a plugin not installed here
        return None
    return spec


def registry_strategies():
    from dirty7.ai.registry import available_strategies

    return available_strategies()


def load_settings_or_defaults():
    """The player's settings, or the defaults when they cannot be read."""
    try:
        from dirty7.store.settings import load_settings

        settings, warning = load_settings()
        if warning:
            log.warning("%s", warning)
        return settings
    except Exception as exc:  # noqa: BLE001 - a damaged settings file must not stop the game
        log.warning("using default settings: %s", exc)
        from dirty7.store.settings import Settings

        return Settings()


__all__ = ["first_frame_probe", "installed_spec", "load_settings_or_defaults", "record_digest",
           "registry_strategies"]
