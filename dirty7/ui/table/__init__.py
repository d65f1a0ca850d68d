"""The card table: a window-free presenter (:mod:`.presenter`) and the Arcade view that
draws it (:mod:`.view`), split into parts that subscribe to the presenter.

Importing this package imports nothing: :mod:`.presenter` stays free of Arcade.
"""
