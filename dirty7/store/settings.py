"""The player's settings and their file, ``settings.json`` in the data directory.

Settings are read once at start and written whenever the player changes one. Validation is
strict about what is there (a wrong type or an unknown value means the file is damaged: it is
moved to ``settings.json.bad`` and all defaults are used, rather than guessing which parts to
trust) and lenient about what is missing (a key absent from the file takes its default), so
that adding a setting later needs no new file version. Keys this build does not know are
ignored for the same reason.
"""

from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass
from typing import Any

from dirty7.rules import FIRST_CHOICES, Variant
from dirty7.store.storage import FORMAT_VERSION, Store, default_store, finite_number

log = logging.getLogger("dirty7.store")

__all__ = [
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "CARD_SIZES",
    "DEFAULT_CARD_BACK",
    "FIRST_CHOICES",
    "HAND_ORDERS",
    "MATCH_TO_MAX",
    "SETTINGS_FILE",
    "TEXT_SIZES",
    "Settings",
    "load_settings_or_defaults",
    "load_settings",
    "save_settings",
]

SETTINGS_FILE = "settings.json"

#: Animation speed name -> factor applied to every animation's duration (0: no animation).
ANIMATION_SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}

#: The 15 card backs that ship with Arcade (``:resources:images/cards/<name>.png``).
CARD_BACKS: list[str] = [
    f"cardBack_{colour}{number}" for colour in ("blue", "green", "red") for number in range(1, 6)
]
DEFAULT_CARD_BACK = "cardBack_blue2"

#: How large the table draws the cards (the table may grow them more in a small window).
CARD_SIZES: tuple[str, ...] = ("normal", "large", "extra_large")

#: How the player's hand is ordered: by suit then rank, by rank then suit, or as drawn.
HAND_ORDERS: tuple[str, ...] = ("suit", "rank", "drawn")

#: Text size in percent of the normal size, for every screen.
TEXT_SIZES: tuple[int, ...] = (100, 125, 150)

#: Upper bound for a match target: far above any sensible match, low enough to catch garbage.
MATCH_TO_MAX = 10_000

_MAX_NAME_LENGTH = 40


@dataclass
class Settings:
    """Everything the player can set. Constructing one checks every value (ValueError).

    ``seven_stack``, ``first`` and ``match_to`` are the rule variant, kept flat because
    they are the file's keys and the settings screen's controls; :attr:`variant` is the
    :class:`~dirty7.rules.Variant` the session gets.

    ``difficulty`` is a strategy name (``easy``/``medium``/``hard`` ship with the game, more may
    come from plug-ins), so only its form is checked here; the UI falls back to ``medium`` when
    the named strategy is not installed. ``match_to`` None means no match scoring.
    """

    difficulty: str = "medium"
    animation_speed: str = "normal"
    sound: bool = True
    volume: float = 0.6
    seven_stack: bool = False
    first: str = "alternate"
    match_to: int | None = None
    card_back: str = DEFAULT_CARD_BACK
    highlight_playable: bool = True
    card_size: str = "normal"
    four_colour: bool = False
    high_contrast: bool = False
    text_size: int = 100
    hand_order: str = "suit"

    def __post_init__(self) -> None:
        self.validate()

    @property
    def variant(self) -> Variant:
        """The rule variant these settings choose."""
        return Variant(seven_stack=self.seven_stack, first=self.first, match_to=self.match_to)

    @property
    def animation_factor(self) -> float:
        """Multiply an animation's normal duration by this (0.0 for ``instant``)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def duration(self, normal_seconds: float) -> float:
        """How long an animation that takes ``normal_seconds`` at normal speed should take."""
        return normal_seconds * self.animation_factor

    def validate(self) -> None:
        """Raise ValueError naming the first field whose value is not allowed.

        Called on construction and before every save, because the dataclass is mutable.
        """
        _check_name("difficulty", self.difficulty)
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise ValueError(
                f"animation_speed must be one of {', '.join(ANIMATION_SPEEDS)}, "
                f"not {self.animation_speed!r}"
            )
        for name in ("sound", "seven_stack", "highlight_playable", "four_colour",
                     "high_contrast"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, not {getattr(self, name)!r}")
        if not finite_number(self.volume) or not 0.0 <= self.volume <= 1.0:
            raise ValueError(f"volume must be a number from 0 to 1, not {self.volume!r}")
        if self.first not in FIRST_CHOICES:
            raise ValueError(f"first must be one of {', '.join(FIRST_CHOICES)}, not {self.first!r}")
        if self.match_to is not None and (
            isinstance(self.match_to, bool)
            or not isinstance(self.match_to, int)
            or not 1 <= self.match_to <= MATCH_TO_MAX
        ):
            raise ValueError(
                f"match_to must be off (null) or a whole number from 1 to {MATCH_TO_MAX}, "
                f"not {self.match_to!r}"
            )
        if isinstance(self.text_size, bool) or self.text_size not in TEXT_SIZES:
            raise ValueError(f"text_size must be one of {TEXT_SIZES}, not {self.text_size!r}")
        if self.hand_order not in HAND_ORDERS:
            raise ValueError(
                f"hand_order must be one of {', '.join(HAND_ORDERS)}, not {self.hand_order!r}")
        if self.card_back not in CARD_BACKS:
            raise ValueError(
                f"card_back must be one of Arcade's card backs, not {self.card_back!r}"
            )
        if self.card_size not in CARD_SIZES:
            raise ValueError(
                f"card_size must be one of {', '.join(CARD_SIZES)}, not {self.card_size!r}"
            )

    def replace(self, **changes: Any) -> Settings:
        """A copy with some fields changed (checked like a new one)."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The JSON object stored in ``settings.json`` (with its ``version``)."""
        self.validate()
        data: dict[str, Any] = {"version": FORMAT_VERSION}
        data.update(dataclasses.asdict(self))
        data["volume"] = float(self.volume)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Build from a stored object; missing keys take defaults, unknown keys are ignored.

        Raises ValueError for a value of the wrong type or outside its allowed set.
        """
        if not isinstance(data, dict):
            raise ValueError(f"settings must be a JSON object, not {type(data).__name__}")
        known = {field.name for field in dataclasses.fields(cls)}
        values = {key: value for key, value in data.items() if key in known}
        volume = values.get("volume")
        if finite_number(volume):
            values["volume"] = float(volume)
        return cls(**values)


def _check_name(field: str, value: Any) -> None:
    if (
        not isinstance(value, str)
        or not value.strip()
        or len(value) > _MAX_NAME_LENGTH
        or not value.isprintable()
    ):
        raise ValueError(f"{field} must be a short name, not {value!r}")


_FALLBACK = "the default settings are used"


def load_settings(store: Store | None = None) -> tuple[Settings, str | None]:
    """The saved settings, or the defaults; the second item is a warning to show, if any."""
    store = store or default_store()
    value, warning = store.load(SETTINGS_FILE, Settings.from_dict, _FALLBACK)
    settings = value if isinstance(value, Settings) else Settings()
    store.remember(SETTINGS_FILE, settings.to_dict())
    return settings, warning


def load_settings_or_defaults(store: Store | None = None) -> Settings:
    """The player's settings, or the defaults when they cannot be read (logged: a
    damaged settings file must never stop the game)."""
    try:
        settings, warning = load_settings(store)
        if warning:
            log.warning("%s", warning)
        return settings
    except Exception as exc:  # noqa: BLE001 - a damaged settings file must not stop the game
        log.warning("using default settings: %s", exc)
        return Settings()


def save_settings(settings: Settings, store: Store | None = None) -> str | None:
    """Write ``settings.json``; None on success, else a message saying why it cannot be saved.

    Another window may have changed other settings since this one read them, so the file is
    read again under the data folder's lock and merged: a setting this window changed (since
    it last loaded or saved) takes this window's value, every other setting keeps the value
    in the file. Invalid values are a programming error and raise ValueError before anything
    is written.
    """
    store = store or default_store()
    ours = settings.to_dict()
    base = store.remembered(SETTINGS_FILE)

    def merge(current: Settings | None) -> dict[str, Any]:
        if current is None or not isinstance(base, dict):
            return ours
        theirs = current.to_dict()
        merged = {key: value if value != base.get(key) else theirs[key]
                  for key, value in ours.items()}
        return Settings.from_dict(merged).to_dict()

    _written, error = store.update(SETTINGS_FILE, Settings.from_dict, merge, _FALLBACK)
    if error is None:
        store.remember(SETTINGS_FILE, ours)
    return error
