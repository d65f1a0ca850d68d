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
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from dirty7.rules import FIRST_CHOICES, MATCH_TO_MAX, Variant
from dirty7.rules.phrase import N_, Phrase
from dirty7.rules.presets import PRESETS, rules_name, variant_named
from dirty7.rules.schema import Fields, is_number, shown
from dirty7.store.custom_sets import check_sets, set_aside_bad_sets
from dirty7.store.storage import FORMAT_VERSION, Store, default_store

log = logging.getLogger("dirty7.store")

__all__ = [
    "ANIMATION_SPEEDS",
    "CARD_BACKS",
    "CARD_SIZES",
    "DEFAULT_CARD_BACK",
    "DEFAULT_RELAY_URL",
    "MAX_DISPLAY_NAME",
    "FIRST_CHOICES",
    "HAND_ORDERS",
    "MATCH_TO_MAX",
    "RULES_DEFAULT",
    "SETTINGS_FILE",
    "SPEECH_RATES",
    "SPEECH_VERBOSITIES",
    "TEXT_SIZES",
    "Settings",
    "LANGUAGE_SYSTEM",
    "clean_display_name",
    "clean_language",
    "clean_relay_url",
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

#: Card size name -> how many times the normal size the table draws the cards (the table
#: may grow them more in a small window). The one list of sizes and their factors.
CARD_SIZES: dict[str, float] = {"normal": 1.0, "large": 1.2, "extra_large": 1.4}

#: How the player's hand is ordered: by suit then rank, by rank then suit, or as drawn.
HAND_ORDERS: tuple[str, ...] = ("suit", "rank", "drawn")

#: Text size in percent of the normal size, for every screen.
TEXT_SIZES: tuple[int, ...] = (100, 125, 150)

#: How fast speech talks: words a minute for each choice (the backends' usual pace is
#: normal; a practised listener goes much faster).
SPEECH_RATES: dict[str, int] = {"slow": 130, "normal": 175, "fast": 240, "fastest": 320}
#: How much is said: everything, or the turn and a card's name in their fewest words.
SPEECH_VERBOSITIES: tuple[str, ...] = ("full", "brief")

_MAX_NAME_LENGTH = 40
#: The rule set of a game against the computer when the player has chosen none.
RULES_DEFAULT = "dirty-seven"

#: The name a friend sees (at most this many characters, trimmed; "" until the player
#: types one: the friend screen asks for it on the first Host or Join).
MAX_DISPLAY_NAME = 40
#: Where the relay is, when the player has not said: one run on this machine
#: (``dirty7 relay``); a friend elsewhere needs a relay both can reach (README).
DEFAULT_RELAY_URL = "ws://localhost:8765"
_MAX_URL_LENGTH = 200
#: The language setting that follows the system's locale (the default; "" means it too).
LANGUAGE_SYSTEM = "system"
_LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


def clean_language(value: Any) -> str:
    """``value`` as the language setting: "" or ``system`` (the system's locale), else a
    language code such as ``de`` or ``pt_BR``. ValueError in plain words otherwise.

    Only the form is checked here: which languages ship is the language layer's to say
    (a code whose catalogue is not shipped falls back to the system's language there).
    """
    if value in ("", LANGUAGE_SYSTEM):
        return str(value)
    if not isinstance(value, str) or not _LANGUAGE_CODE.fullmatch(value):
        raise ValueError("a language is a code such as de or pt_BR, or system")
    return value


def clean_display_name(text: Any) -> str:
    """``text`` as a display name: trimmed, at most :data:`MAX_DISPLAY_NAME` printable
    characters ("" is allowed: not chosen yet). ValueError in plain words otherwise.

    Why here: the settings file, the friend screen and the Settings sheet all take a name;
    one rule, one wording.
    """
    if not isinstance(text, str):
        raise ValueError("a name is text")
    name = " ".join(text.split())  # trimmed, and no run of spaces a friend cannot see
    if not name.isprintable():
        raise ValueError("a name cannot hold control characters")
    if len(name) > MAX_DISPLAY_NAME:
        raise ValueError(f"a name has at most {MAX_DISPLAY_NAME} characters, not {len(name)}")
    return name


def clean_relay_url(text: Any) -> str:
    """``text`` as a relay's address: ``ws://HOST[:PORT][/PATH]`` or ``wss://…`` (trimmed;
    no user, query or fragment, at most 200 characters). ValueError in plain words.

    Why so strict: the room id is appended to it as a path (docs/NETWORK.md, "The relay"),
    and an address that cannot work is better refused where it is typed than when a friend
    is waiting.
    """
    if not isinstance(text, str):
        raise ValueError("a relay address is text")
    url = text.strip()
    if not url.isprintable() or any(c.isspace() for c in url):
        raise ValueError("a relay address has no spaces or control characters")
    if len(url) > _MAX_URL_LENGTH:
        raise ValueError(f"a relay address has at most {_MAX_URL_LENGTH} characters")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise ValueError("the relay address's port must be a number from 1 to 65535") from None
    if parts.scheme.lower() not in ("ws", "wss") or not url.lower().startswith(
            parts.scheme.lower() + "://"):
        raise ValueError("a relay address starts with ws:// or wss:// (ws://host:8765)")
    if not parts.hostname:
        raise ValueError("a relay address names its host (ws://host:8765)")
    if parts.username is not None or parts.password is not None or "@" in parts.netloc:
        raise ValueError("a relay address holds no user name or password")
    if parts.query or parts.fragment or "?" in url or "#" in url:
        raise ValueError("a relay address has no ? or # part")
    if port == 0:
        raise ValueError("the relay address's port must be a number from 1 to 65535")
    return url


@dataclass
class Settings:
    """Everything the player can set. Constructing one checks every value (ValueError).

    ``seven_stack``, ``first`` and ``match_to`` are the rule variant, kept flat because
    they are the file's keys and the settings screen's controls; :attr:`variant` is
    Dirty Seven's :class:`~dirty7.rules.Variant` by them (a game with a friend), and
    :meth:`rules_variant` the one of a game against the computer: the preset ``rules``
    names (:data:`~dirty7.rules.presets.PRESETS`), who starts and the match.

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
    #: Offer "Take back" (Ctrl+Z) for a play the computer has not answered yet.
    take_back: bool = True
    display_name: str = ""
    relay_url: str = DEFAULT_RELAY_URL
    #: Every event said aloud, and the reading keys (a player who plays by ear).
    speech: bool = False
    #: How fast speech talks (one of :data:`SPEECH_RATES`) and how much it says.
    speech_rate: str = "normal"
    speech_verbosity: str = "full"
    #: "Learn to play" was offered at the first start (offered once, never again).
    lessons_offered: bool = False
    #: The language of every word: a code such as ``de``, or "" (``system``) for the
    #: system's locale when it ships, else English.
    language: str = ""
    #: The rule set of a game against the computer: a preset's name (``crazy-eights``)
    #: or a custom set's code (``R7-…``, as :func:`~dirty7.rules.rules_name` writes it).
    rules: str = RULES_DEFAULT
    #: The player's custom rule sets: name → code (:mod:`dirty7.store.custom_sets`).
    custom_rules: dict[str, str] = dataclasses.field(default_factory=dict)
    #: Friends whose quiet words are not shown: each by key (64 hex digits) or, before
    #: their key is known, by name.
    muted_friends: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.muted_friends, list):  # from the JSON file
            self.muted_friends = tuple(self.muted_friends)
        if isinstance(self.display_name, str):  # " Alex " from an edited file is Alex
            self.display_name = " ".join(self.display_name.split())
        if isinstance(self.relay_url, str):
            self.relay_url = self.relay_url.strip()
        if self.language == LANGUAGE_SYSTEM:  # one way to say it: "" is the system's
            self.language = ""
        self.validate()

    @property
    def variant(self) -> Variant:
        """The rule variant these settings choose."""
        return Variant(seven_stack=self.seven_stack, first=self.first, match_to=self.match_to)

    def rules_variant(self, rules: str | None = None) -> Variant:
        """The variant of a game against the computer by the preset or code ``rules``
        (these settings' own when None), with who starts and the match to play
        (ValueError for a name that is neither).

        "Sevens stack" is Dirty Seven's own switch: another set keeps its stacking
        (Mau-Mau's Sevens always stack), so a preset plays as its rulebook says."""
        name = self.rules if rules is None else rules
        preset = variant_named(name)
        stack = self.seven_stack if name == RULES_DEFAULT else preset.seven_stack
        return dataclasses.replace(preset, seven_stack=stack, first=self.first,
                                   match_to=self.match_to)

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
        fields = Fields(vars(self), "settings")
        fields.name("difficulty", _MAX_NAME_LENGTH)
        fields.choice("animation_speed", ANIMATION_SPEEDS)
        for flag in ("sound", "seven_stack", "highlight_playable", "four_colour",
                     "high_contrast", "take_back", "lessons_offered", "speech"):
            fields.flag(flag)
        fields.number("volume", 0.0, 1.0)
        self.variant  # noqa: B018 - the rules check their own options (ValueError)
        fields.choice("text_size", TEXT_SIZES)
        fields.choice("speech_rate", SPEECH_RATES)
        fields.choice("speech_verbosity", SPEECH_VERBOSITIES)
        fields.choice("hand_order", HAND_ORDERS)
        fields.each("rules", [self.rules], _rules_as_written,
                    f"one of {', '.join(PRESETS)} or a rules code")
        fields.each("custom_rules", [self.custom_rules], check_sets,
                    "named rules codes")
        fields.choice("card_back", CARD_BACKS, words="Arcade's card backs")
        fields.choice("card_size", CARD_SIZES)
        fields.text("display_name", MAX_DISPLAY_NAME, min_length=0)
        fields.each("display_name", [self.display_name], clean_display_name,
                    "a name of printable characters")
        fields.text("relay_url", _MAX_URL_LENGTH)
        fields.each("relay_url", [self.relay_url], clean_relay_url,
                    "a ws:// or wss:// address")
        fields.each("language", [self.language], clean_language,
                    "a language code such as de, or system")
        if not isinstance(self.muted_friends, tuple) or len(self.muted_friends) > MAX_MUTED:
            fields.fail("muted_friends", f"a list of at most {MAX_MUTED} friends")
        fields.each("muted_friends", self.muted_friends, _muted_friend,
                    "friends' keys or names")

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
        _set_aside_language(values)
        _set_aside_rules(values)
        set_aside_bad_sets(values)
        volume = values.get("volume")
        if is_number(volume):
            values["volume"] = float(volume)
        return cls(**values)


#: Friends muted at most (the oldest is forgotten first).
MAX_MUTED = 200


def _muted_friend(item: Any) -> str:
    """A muted friend: a key (64 hex digits) or a display name."""
    if isinstance(item, str) and re.fullmatch(r"[0-9a-f]{64}", item):
        return item
    if clean_display_name(item) != item or not item:
        raise ValueError("not a friend's key or name")
    return str(item)


def _set_aside_language(values: dict[str, Any]) -> None:
    """A language the file names wrongly is set aside (logged), not the whole file: the
    player's other choices are kept, and the system's language is shown."""
    if "language" in values:
        try:
            clean_language(values["language"])
        except ValueError as exc:
            log.warning("settings.json: language %r set aside (%s); the system's language "
                        "is used", values.pop("language"), exc)


def _rules_as_written(name: Any) -> str:
    """``name`` when it is a preset's name or a code as the game writes it (ValueError)."""
    if not isinstance(name, str) or rules_name(name) != name:
        raise ValueError("not a rule set's name")
    return name


def _set_aside_rules(values: dict[str, Any]) -> None:
    """Rules this build does not know (a later version's) are set aside (logged), not the
    whole file: the game plays Dirty Seven and keeps the player's other choices."""
    rules = values.get("rules", RULES_DEFAULT)
    try:
        _rules_as_written(rules)
    except ValueError:
        log.warning("settings.json: rules %s set aside; %s are played",
                    shown(values.pop("rules")), RULES_DEFAULT)


_FALLBACK = Phrase(N_("the default settings are used"))


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
