"""Finding and creating strategies: the ``dirty7.strategies`` entry-point group.

Why entry points: a third-party package that declares one appears in the menu and the
tournament with no change to this project; the built-in levels are registered the same
way in ``pyproject.toml``. A plugin that fails to import is listed as unavailable with
its reason instead of breaking the menu. Specs name a strategy with options,
``NAME:key=value,...`` (``hard:iterations=400``), passed to its class as keywords.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from importlib import metadata
from typing import Any

from .guard import PLUGIN_TIME_LIMIT_S, GuardedStrategy

GROUP = "dirty7.strategies"
BUILTIN_ORDER = ("easy", "medium", "hard", "matched")
_BUILTIN_TARGETS = {
    "easy": "dirty7.ai.easy:EasyStrategy",
    "medium": "dirty7.ai.medium:MediumStrategy",
    "hard": "dirty7.ai.hard:HardStrategy",
    "matched": "dirty7.ai.matched:MatchedStrategy",
}


class StrategyError(ValueError):
    """A strategy spec that names no usable strategy or passes options it does not take."""


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
        module_name, _, attr = self.value.partition(":")
        module = __import__(module_name, fromlist=[attr])
        return getattr(module, attr)


def _describe(name: str, ep: Any) -> StrategyInfo:
    target = str(getattr(ep, "value", ""))
    try:
        cls = ep.load()
    except Exception as exc:  # noqa: BLE001 - any import failure makes it unavailable
        return StrategyInfo(name, name.title(), "", False, f"{type(exc).__name__}: {exc}",
                            target)
    if not callable(getattr(cls, "choose", None)) or not callable(cls):
        return StrategyInfo(name, name.title(), "", False,
                            f"{target} has no choose(view) method", target)
    label = str(getattr(cls, "label", "") or name.title())
    description = str(getattr(cls, "description", "") or "")
    return StrategyInfo(name, label, description, True, None, target, cls)


def available_strategies() -> list[StrategyInfo]:
    """Every registered strategy: easy, medium, hard first, then plugins by name.

    A name registered twice is taken once (the first entry point found).
    """
    found: dict[str, Any] = {}
    for ep in _entry_points():
        found.setdefault(ep.name, ep)
    for name, target in _BUILTIN_TARGETS.items():
        found.setdefault(name, _BuiltinEntryPoint(name, target))
    names = [n for n in BUILTIN_ORDER if n in found]
    names += sorted(n for n in found if n not in BUILTIN_ORDER)
    return [_describe(n, found[n]) for n in names]


def _parse_value(text: str) -> Any:
    low = text.strip().lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text.strip()


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"hard:iterations=400,c=0.7"`` → ``("hard", {"iterations": 400, "c": 0.7})``.

    Values become int, float, bool (true/false/yes/no/on/off) or else stay text.
    """
    if not isinstance(spec, str):
        raise StrategyError(f"a strategy spec must be text, not {type(spec).__name__}")
    name, _, rest = spec.strip().partition(":")
    name = name.strip()
    if not name:
        raise StrategyError(f"no strategy name in {spec!r} (expected NAME or NAME:key=value,...)")
    options: dict[str, Any] = {}
    if rest.strip():
        for item in rest.split(","):
            key, sep, value = item.partition("=")
            key = key.strip()
            if not sep or not key or not key.isidentifier():
                raise StrategyError(f"bad option {item.strip()!r} in {spec!r}: "
                                    "expected key=value")
            if key in options:
                raise StrategyError(f"option {key!r} given twice in {spec!r}")
            options[key] = _parse_value(value)
    return name, options


def accepted_options(cls: type) -> list[str] | None:
    """Keyword options ``cls`` takes besides ``seed``; None when it takes any (``**kw``)."""
    try:
        params = inspect.signature(cls).parameters.values()
    except (TypeError, ValueError):
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
        known = ", ".join(i.name for i in infos) or "none"
        raise StrategyError(f"unknown strategy {name!r}; known strategies: {known}")
    if not info.available:
        raise StrategyError(f"strategy {info.name!r} is unavailable: {info.reason}")
    return info


def create_strategy(spec: str, seed: int = 0) -> Any:
    """Create the strategy that ``spec`` names, as ``cls(seed=seed, **options)``."""
    name, options = parse_spec(spec)
    info = find_strategy(name)
    accepted = accepted_options(info.cls)
    if accepted is not None:
        unknown = [k for k in options if k not in accepted]
        if unknown:
            takes = ", ".join(accepted) if accepted else "no options"
            raise StrategyError(f"{info.name} does not take option(s) {', '.join(unknown)}; "
                                f"it accepts: {takes}")
    try:
        strategy = info.cls(seed=seed, **options)
    except (TypeError, ValueError) as exc:
        raise StrategyError(f"cannot create {info.name} from {spec!r}: {exc}") from None
    if not getattr(strategy, "name", None):
        try:
            strategy.name = info.name
        except AttributeError:
            pass
    return strategy


__all__ = ["StrategyInfo", "StrategyError", "available_strategies", "create_strategy",
           "parse_spec", "find_strategy", "accepted_options", "GROUP"]



def create_guarded(spec: str, seed: int = 0, *, time_limit_s: float | None = PLUGIN_TIME_LIMIT_S,
                   on_fallback: Any = None) -> Any:
    """:func:`create_strategy` wrapped in a :class:`~dirty7.ai.guard.GuardedStrategy`.

    What the game and the tournament seat: a failing plugin is replaced by Medium.
    """
    name, _ = parse_spec(spec)
    strategy = create_strategy(spec, seed)
    return GuardedStrategy(strategy, name=getattr(strategy, "name", None) or name, seed=seed,
                           time_limit_s=time_limit_s, on_fallback=on_fallback)


__all__ += ["create_guarded", "PLUGIN_TIME_LIMIT_S"]
