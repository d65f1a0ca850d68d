"""The difficulty choice the menu and the settings offer, and how each is described.

Why here and not in a screen: the menu, the settings sheet and the statistics all list
the strategies the same way; a screen does not import another screen.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace

from dirty7.ai.level_words import BUILT_IN
from dirty7.i18n import _, format_number, format_percent, ngettext

log = logging.getLogger("dirty7.ui")


@dataclass(frozen=True)
class DifficultyOption:
    """One entry of the difficulty choice (same fields as the AI registry's StrategyInfo)."""

    name: str
    label: str
    description: str
    available: bool = True
    reason: str = ""
    #: The level declares ``with_results`` (dirty7.ai.protocol): its strength follows the
    #: player's record, so its description says where that record stands now.
    follows_record: bool = False


#: The built-in three: the menu's choice until the AI registry has been read (the app
#: reads it after the first frame), and what is offered when the registry cannot be read.
#: Their words are the strategies' own (one module says them).
BUILT_IN_OPTIONS = tuple(DifficultyOption(name, label, description)
                         for name, (label, description) in BUILT_IN.items())


def _in_language(option: DifficultyOption) -> DifficultyOption:
    """``option`` with its label and description in the language in force."""
    return replace(option, label=_(option.label), description=_(option.description))


def load_difficulty_options(strategies: Sequence | None = None) -> list[DifficultyOption]:
    """Options for the menu: from ``strategies`` if given, else from the AI registry."""
    if strategies is None:
        try:
            from dirty7.ai.registry import available_strategies

            strategies = available_strategies()
        except Exception:  # noqa: BLE001 - a broken install or plugin: offer the built-ins
            log.warning("the strategy registry could not be read; offering the built-in "
                        "difficulties", exc_info=True)
            return [_in_language(o) for o in BUILT_IN_OPTIONS]
    options = []
    for info in strategies:
        if isinstance(info, DifficultyOption):
            options.append(_in_language(info))
            continue
        options.append(
            DifficultyOption(
                name=str(info.name),
                label=_(str(getattr(info, "label", None) or info.name).strip()),
                description=_(str(getattr(info, "description", "") or "")),
                available=bool(getattr(info, "available", True)),
                reason=str(getattr(info, "reason", "") or ""),
                follows_record=callable(getattr(getattr(info, "cls", None), "with_results",
                                                None)),
            )
        )
    return options or [_in_language(o) for o in BUILT_IN_OPTIONS]


def preferred(usable: Sequence[str]) -> str:
    """The level to select when the wanted one is not usable: the default level if it is
    installed, else the first usable one ("" when none is)."""
    from dirty7.ai.builtin import DEFAULT_LEVEL

    return DEFAULT_LEVEL if DEFAULT_LEVEL in usable else (usable[0] if usable else "")


def describe(option: DifficultyOption, shortened: bool = False) -> str:
    """The description line for ``option``: why it cannot be chosen when it is
    unavailable, and its full name when its button shows it shortened."""
    if not option.available:
        return _("{level} is unavailable: {reason}.").format(
            level=option.label, reason=option.reason or _("it cannot be loaded here"))
    text = _("{level}: {description}").format(level=option.label,
                                              description=option.description) \
        if shortened else option.description
    if option.follows_record:  # its strength follows the player's record: say where
        from dirty7.game.player_form import strength_text

        text = _("{description} Now: {strength}.").format(description=text,
                                                          strength=strength_text())
    return text


def strength_line(name: str, strength: dict, record=None) -> str:
    """Under the description: the level's measured strength, and on a line of its own the
    player's record.

    ``strength`` maps names to :class:`~dirty7.ai.strength.LevelStrength`; ``record`` is
    the player's :class:`~dirty7.store.stats.DifficultyStats` against ``name`` (or None).
    """
    parts = []
    measured = strength.get(name)
    if measured is not None and measured.games:
        parts.append(_("Measured: wins {percent} of {games} games vs other levels").format(
            percent=format_percent(measured.win_rate), games=format_number(measured.games)))
    if record is not None and record.games:
        parts.append(ngettext("You: {wins} won of {count}", "You: {wins} won of {count}",
                              record.games).format(wins=record.wins, count=record.games))
    elif measured is not None:
        parts.append(_("You have not played it yet"))
    return "\n".join(parts)


#: Levels that need no check: they ship with the game and take no options here.
_PLAIN_BUILT_INS = frozenset(o.name for o in BUILT_IN_OPTIONS)


def usable_difficulty(spec: str, source: str = "settings.json") -> tuple[str, str | None]:
    """``spec`` when it can be played, else Medium and a sentence saying why.

    Why: a difficulty read from a file is the player's (or anybody's) text; an unknown or
    unavailable strategy, or a bad option (``hard:think_ms=inf``), must become a message
    in the menu, never a crash or an obeyed option. A plain built-in level is returned at
    once, so the usual start-up does not read the strategy registry before its first frame.
    """
    if spec in _PLAIN_BUILT_INS:
        return spec, None
    from dirty7.ai.registry import StrategyError, validate_spec
    from dirty7.game.phrase_words import phrase_words

    try:
        validate_spec(spec)
    except StrategyError as exc:
        return "medium", _("The difficulty in {source}, {spec}, cannot be used ({reason}); "
                           "playing Medium instead.").format(
                               source=source, spec=repr(spec), reason=phrase_words(exc.reason))
    return spec, None


def installed_strategies():
    """Every installed strategy, from the AI registry (read after the menu's first frame:
    the registry imports every strategy and the rules' move tables)."""
    from dirty7.ai.registry import available_strategies

    return available_strategies()
