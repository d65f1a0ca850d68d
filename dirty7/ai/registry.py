"""Finding and creating strategies: the ``dirty7.strategies`` entry-point group.

Why entry points: a third-party package that declares one appears in the menu and the
tournament with no change to this project; the built-in levels are registered the same
way in ``pyproject.toml``. A plugin that fails to import is listed as unavailable with
its reason instead of breaking the menu. Specs name a strategy with options,
``NAME:key=value,...`` (``hard:iterations=400``), passed to its class as keywords.

Options are checked where they are parsed: finite numbers only, whole numbers within
±MAX_INT_OPTION, a spec of at most MAX_SPEC_LENGTH characters; a built-in level also
checks its own bounds (Hard, and Matched's inner Hard: ``think_ms`` ≤ 5000,
``iterations`` ≤ 200000). What the
game and the tournament seat (:func:`create_guarded`) runs a plugin in its own process
(:mod:`.plugin_host`); only tools that ask for :func:`create_strategy` get it in theirs.
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

from dirty7.rules.phrase import MAX_TEXT, N_, Nn_, Phrase

from .builtin import BUILTIN_ORDER, BUILTIN_TARGETS, is_builtin_target, load_target
from .guard import PLUGIN_TIME_LIMIT_S, FallbackReport, GuardedStrategy, time_limit_for
from .protocol import Rate, replayed_options

GROUP = "dirty7.strategies"
#: The longest spec read (a name and its options), and the largest whole-number option.
MAX_SPEC_LENGTH = 200
MAX_INT_OPTION = 10**9


#: Why a strategy is listed but cannot be played (a plugin that did not load).
UNAVAILABLE = N_("strategy {name} is unavailable: {reason}")


class StrategyError(ValueError):
    """A strategy spec that names no usable strategy or passes options it does not take.

    Raised with a :class:`~dirty7.rules.phrase.Phrase`: ``str()`` is the English the logs
    and records keep, :attr:`reason` the message a screen translates."""

    @property
    def reason(self) -> str:
        """What is wrong: the phrase it was raised with (or its text)."""
        return self.args[0] if len(self.args) == 1 and isinstance(self.args[0], str) \
            else str(self)


@dataclass(frozen=True)
class StrategyInfo:
    """One registered strategy, as the menu and the tournament list it."""

    name: str
    label: str
    description: str
    available: bool = True
    reason: str | None = None
    target: str = ""
    cls: type | None = field(default=None, repr=False, compare=False)


def _entry_points() -> list[Any]:
    """Every entry point of the group (a function so that tests can replace it)."""
    return list(metadata.entry_points(group=GROUP))


class _BuiltinEntryPoint:
    """Stands in for a built-in whose metadata is missing (e.g. a stale editable install)."""

    def __init__(self, name: str, value: str) -> None:
        self.name, self.value = name, value

    def load(self) -> Any:
        return load_target(self.value)


def _reason(exc: BaseException) -> str:
    """``Type: message`` for a plugin's exception, whose own ``__str__`` may raise too."""
    try:
        text = str(exc)
    except Exception:  # noqa: BLE001 - a hostile exception's __str__
        text = "?"
    return f"{type(exc).__name__}: {text}"[:300]


def _describe(name: str, ep: Any) -> StrategyInfo:
    """What the menu and the tournament list for one entry point, never an exception.

    Why everything is guarded: a plugin's class is code from elsewhere, and reading its
    ``label`` (a property of its metaclass, a ``__getattr__``) runs that code here. One
    plugin that raises must be listed as unavailable, not end every command.
    """
    try:
        target = str(getattr(ep, "value", ""))
    except Exception:  # noqa: BLE001 - a hostile entry point object
        target = ""
    try:
        cls = ep.load()
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - any import failure
        return StrategyInfo(name, name.title(), "", False, _reason(exc), target)
    try:
        if not callable(getattr(cls, "choose", None)) or not callable(cls):
            return StrategyInfo(name, name.title(), "", False,
                                Phrase(N_("{target} has no choose(view) method"),
                                       target=target[:200]), target)
        label = str(getattr(cls, "label", "") or name.title())
        description = str(getattr(cls, "description", "") or "")
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - a raising label, description...
        return StrategyInfo(name, name.title(), "", False,
                            Phrase(N_("reading its class failed: {error}"),
                                   error=_reason(exc)), target)
    return StrategyInfo(name, label, description, True, None, target, cls)


def available_strategies() -> list[StrategyInfo]:
    """Every registered strategy: easy, medium, hard first, then plugins by name.

    A name registered twice is taken once (the first entry point found).
    """
    found: dict[str, Any] = {}
    for ep in _entry_points():
        found.setdefault(ep.name, ep)
    for name, target in BUILTIN_TARGETS.items():
        found.setdefault(name, _BuiltinEntryPoint(name, target))
    names = [n for n in BUILTIN_ORDER if n in found]
    names += sorted(n for n in found if n not in BUILTIN_ORDER)
    return [_describe(n, found[n]) for n in names]


def _parse_value(key: str, text: str) -> Any:
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    try:
        number = int(text)
    except ValueError:
        pass
    else:
        if abs(number) > MAX_INT_OPTION:
            raise StrategyError(Phrase(N_("option {key}={value} is out of range (at most "
                                          "{most})"), key=key, value=text.strip()[:100],
                                       most=f"{MAX_INT_OPTION:,}"))
        return number
    try:
        value = float(text)
    except ValueError:
        return text.strip()
    if not math.isfinite(value):
        raise StrategyError(Phrase(N_("option {key}={value} is not a finite number"),
                                   key=key, value=text.strip()[:100]))
    return value


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"hard:iterations=400,c=0.7"`` → ``("hard", {"iterations": 400, "c": 0.7})``.

    Values become int, float, bool (true/false/yes/no/on/off) or else stay text.
    """
    if not isinstance(spec, str):
        raise StrategyError(Phrase(N_("a strategy spec must be text, not {type}"),
                                   type=type(spec).__name__[:60]))
    if len(spec) > MAX_SPEC_LENGTH:
        raise StrategyError(Phrase(*Nn_("a strategy spec has at most {count} character, not "
                                        "{length}", "a strategy spec has at most {count} "
                                        "characters, not {length}"),
                                   count=MAX_SPEC_LENGTH, length=len(spec)))
    name, _, rest = spec.strip().partition(":")
    name = name.strip()
    if not name:
        raise StrategyError(Phrase(N_("no strategy name in {spec} (expected NAME or "
                                      "NAME:key=value,...)"), spec=repr(spec)))
    options: dict[str, Any] = {}
    if rest.strip():
        for item in rest.split(","):
            key, sep, value = item.partition("=")
            key = key.strip()
            if not sep or not key or not key.isidentifier():
                raise StrategyError(Phrase(N_("bad option {option} in {spec}: expected "
                                              "key=value"), option=repr(item.strip()),
                                           spec=repr(spec)))
            if key in options:
                raise StrategyError(Phrase(N_("option {key} given twice in {spec}"),
                                           key=repr(key), spec=repr(spec)))
            options[key] = _parse_value(key, value)
    return name, options


def accepted_options(cls: type) -> list[str] | None:
    """Keyword options ``cls`` takes besides ``seed``; None when it takes any (``**kw``)."""
    try:
        params = list(inspect.signature(cls).parameters.values())
    except Exception:  # noqa: BLE001 - also a plugin whose __signature__ raises
        return None
    names = []
    for p in params:
        if p.kind is p.VAR_KEYWORD:
            return None
        if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and p.name != "seed":
            names.append(p.name)
    return names


def find_strategy(name: str) -> StrategyInfo:
    """The registered strategy called ``name`` (case-insensitive); StrategyError if none."""
    infos = available_strategies()
    by_name = {i.name: i for i in infos}
    info = by_name.get(name) or {i.name.lower(): i for i in infos}.get(name.lower())
    if info is None:
        known = ", ".join(i.name for i in infos)[:MAX_TEXT] or Phrase(N_("none"))
        raise StrategyError(Phrase(N_("unknown strategy {name}; known strategies: {known}"),
                                   name=repr(name)[:100], known=known))
    if not info.available:
        raise StrategyError(Phrase(UNAVAILABLE, name=repr(info.name), reason=info.reason or ""))
    return info


def _class_of(info: StrategyInfo) -> type:
    """The class of an available strategy (the only kind :func:`find_strategy` returns)."""
    if info.cls is None:
        raise StrategyError(Phrase(UNAVAILABLE, name=repr(info.name), reason=info.reason or ""))
    return info.cls


def is_builtin(info: StrategyInfo) -> bool:
    """Whether ``info`` is one of this project's levels (run in the game's process)."""
    return is_builtin_target(info.name, info.target)


def reproducible_options(info: StrategyInfo, options: dict[str, Any],
                         rate: Rate) -> dict[str, Any]:
    """The options ``info``'s strategy is replayed with (dirty7.ai.protocol), e.g. Hard's
    ``think_ms`` as ``iterations``. A plugin's options are kept as given: its code runs
    only in its own process, and ``dirty7 verify`` does not re-run it."""
    return replayed_options(_class_of(info), options, rate) if is_builtin(info) \
        else dict(options)


def validate_spec(spec: str) -> tuple[StrategyInfo, dict[str, Any]]:
    """The strategy ``spec`` names and its options, checked without running a plugin.

    Names and values are checked here (see the module docstring); a built-in level is
    also created once, so that its own bounds apply. A plugin's ``__init__`` is not run
    in this process: it runs in the plugin's own one, where a failure is a fallback.
    StrategyError says what is wrong.
    """
    name, options = parse_spec(spec)
    info = find_strategy(name)
    accepted = accepted_options(_class_of(info))
    if accepted is not None:
        unknown = [k for k in options if k not in accepted]
        if unknown:
            takes = ", ".join(accepted)[:MAX_TEXT] if accepted else Phrase(N_("no options"))
            raise StrategyError(Phrase(N_("{name} does not take option(s) {options}; it "
                                          "accepts: {takes}"), name=info.name,
                                       options=", ".join(unknown)[:MAX_TEXT], takes=takes))
    if is_builtin(info):
        _instantiate(info, spec, 0, options)
    return info, options


def _instantiate(info: StrategyInfo, spec: str, seed: int, options: dict[str, Any]) -> Any:
    try:
        return _class_of(info)(seed=seed, **options)
    except (TypeError, ValueError) as exc:
        raise StrategyError(Phrase(N_("cannot create {name} from {spec}: {error}"),
                                   name=info.name, spec=repr(spec),
                                   error=str(exc)[:MAX_TEXT])) from None


def create_strategy(spec: str, seed: int = 0) -> Any:
    """Create the strategy that ``spec`` names, as ``cls(seed=seed, **options)``, here.

    For tools; the game and the tournament use :func:`create_guarded`.
    """
    info, options = validate_spec(spec)
    strategy = _instantiate(info, spec, seed, options)
    if not getattr(strategy, "name", None):
        try:
            strategy.name = info.name
        except AttributeError:
            pass
    return strategy


def create_guarded(spec: str, seed: int = 0, *, time_limit_s: float | None = None,
                   on_fallback: Callable[[FallbackReport], None] | None = None
                   ) -> GuardedStrategy:
    """The seat for ``spec``: a :class:`~dirty7.ai.guard.GuardedStrategy` around a
    built-in level (in this process) or a plugin in its own process.

    What the game and the tournament seat: a failing or late strategy is replaced by
    Medium. ``time_limit_s`` None is the seat's own limit (see
    :func:`~dirty7.ai.guard.time_limit_for`). Call ``close()`` when the game is over.
    """
    from .plugin_host import PluginProcess

    info, options = validate_spec(spec)
    if is_builtin(info):
        strategy = _instantiate(info, spec, seed, options)
    else:
        strategy = PluginProcess(info.target, options, seed, name=info.name,
                                 time_limit_s=time_limit_for(None, time_limit_s),
                                 label=info.label, description=info.description)
    return GuardedStrategy(strategy, name=info.name, seed=seed, time_limit_s=time_limit_s,
                           on_fallback=on_fallback)


def installed_spec(spec: str) -> str | None:
    """``spec`` when it names an installed strategy (a record's player name), else None.

    Never raises: "human", "computer", a plugin not installed here or a bad option in a
    file are all None (a bad option is never obeyed; a plugin is not run here).
    """
    try:
        validate_spec(spec)
    except Exception:  # noqa: BLE001 - whatever a file's name makes the check raise
        return None
    return spec


__all__ = ["StrategyInfo", "StrategyError", "available_strategies", "create_strategy",
           "create_guarded", "installed_spec", "validate_spec", "is_builtin", "parse_spec",
           "find_strategy",
           "reproducible_options", "BUILTIN_ORDER",
           "accepted_options", "GROUP", "PLUGIN_TIME_LIMIT_S", "MAX_SPEC_LENGTH",
           "MAX_INT_OPTION"]
