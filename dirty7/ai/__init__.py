"""Computer opponents: strategy plugins, their registry, and the guard that keeps games safe.

A strategy is any class registered under the entry-point group ``dirty7.strategies``
(see the README, "Writing an opponent"). Built in: :mod:`.easy`, :mod:`.medium`,
:mod:`.hard` and :mod:`.matched`.
:mod:`.registry` finds and creates strategies from specs like ``hard:iterations=400``;
:mod:`.guard` replaces a failing plugin by Medium so that a game never crashes;
:mod:`.protocol` says what a strategy must and may offer, :mod:`.builtin` which levels are
this project's own.
"""
