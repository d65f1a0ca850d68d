"""The card table on screen: the Arcade view (:mod:`.table_view`) that draws a table flow
(:mod:`dirty7.game.table.table_flow`) and forwards input to it, split into parts.

Importing this package imports nothing.
"""
