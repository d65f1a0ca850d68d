"""The screens outside the card table: menu, how to play, results, settings, statistics.

A screen imports from :mod:`dirty7.ui.core` and :mod:`dirty7.ui.widgets`, never from
another screen; the app (:mod:`dirty7.ui.app`) moves between them.
"""
