"""A part of the table (the hint, the log, Why?, the sounds…): the hooks the table calls.

Why a base with every hook: the table calls each part's hooks by name each frame (update,
the three drawing layers, the keys). It used to look a hook up with ``getattr`` and skip a
part that had none, so a misspelled ``draw_overly`` was skipped in silence and the part
simply never showed. Now every hook is declared here, doing nothing until a part
overrides it, and the table calls them directly; a part that defines a method looking
like a hook but named otherwise (``draw_…``, or one letter off a hook's name) is refused
when its class is made (:func:`misnamed_hooks`), so the mistake fails at import.

The layers, in the table's drawing order: :meth:`TablePart.draw_under` (under the cards;
a part that draws there says so with :meth:`TablePart.draws_under`, so the felt's shadow
cache is not used meanwhile), :meth:`TablePart.draw_over_cards` (over the cards and the
texts, under the held card) and :meth:`TablePart.draw_overlay` (over the widgets).
:attr:`TablePart.in_motion` is the frame pacing's word
(:class:`dirty7.ui.core.frame_pacing.Moving`): the window draws at full rate meanwhile.
"""

from __future__ import annotations

import difflib
import inspect


class TablePart:
    """One part of the table; override the hooks the part needs (see the module docstring)."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        wrong = misnamed_hooks(cls)
        if wrong:
            raise TypeError(f"{cls.__qualname__} defines {', '.join(wrong)}, which look like "
                            f"table hooks but are none (the hooks: {', '.join(sorted(HOOKS))})")

    def update(self, delta_time: float) -> None:
        """One frame, after the flow's."""

    def draws_under(self) -> bool:
        """Whether the part draws under the cards now (the shadows are then drawn live)."""
        return False

    def draw_under(self) -> None:
        """Draw under the cards (a glow round a pile)."""

    def draw_over_cards(self) -> None:
        """Draw over the cards and the table's texts (an outline, a panel)."""

    def draw_overlay(self) -> None:
        """Draw over everything, the widgets too (an overlay, a notice)."""

    def on_key(self, symbol: int, modifiers: int) -> bool:
        """A key for the part: True when it was the part's (nothing else sees it)."""
        return False

    def acts_after_skip(self, symbol: int, modifiers: int) -> bool:
        """Whether the part's key also does its job when its press only skipped a move
        being shown (a key that asks nothing of the game)."""
        return False

    @property
    def in_motion(self) -> bool:
        """Something of the part moves on screen (the window draws at full rate)."""
        return False


#: The hooks the table calls on each of its parts.
HOOKS = frozenset(name for name in vars(TablePart) if not name.startswith("_"))


def misnamed_hooks(cls: type) -> list[str]:
    """The methods ``cls`` itself defines that look like a hook but are none: a ``draw``
    name the table never calls, or a name close to a hook's (``on_keys``, ``update_``)."""
    wrong = []
    for name, value in vars(cls).items():
        if name.startswith("_") or name in HOOKS:
            continue
        if not (inspect.isfunction(value) or isinstance(value, property)):
            continue
        if name.startswith("draw") or difflib.get_close_matches(name, HOOKS, n=1, cutoff=0.8):
            wrong.append(name)
    return wrong


__all__ = ["HOOKS", "TablePart", "misnamed_hooks"]
