"""Computer opponents: strategy plugins, their registry, and the guard that keeps games safe.

A strategy is any class registered under the entry-point group ``dirty7.strategies``
(see the README, "Writing an opponent"). Built in: :mod:`.easy`, :mod:`.medium` and :mod:`.hard`.
:mod:`.registry` finds and creates strategies from specs like ``hard:iterations=400``;
:mod:`.guard` replaces a failing plugin by Medium so that a game never crashes.
"""
