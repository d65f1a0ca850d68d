"""A shown table holds off the collector's full collections, and leaving it gives them
back without undoing what start-up froze.

Why: a full collection in the middle of a card's flight is a visible stall; and the table
once froze and unfroze the whole heap, so that every later table's collection walked all
of start-up's objects again.
"""

from __future__ import annotations

import gc
import weakref

from dirty7.ui.app import start_first_screen
from dirty7.ui.core import full_collections
from tests.support.app import make_app, play_to_the_end


class _Table:
    """Something that holds, as a shown table does."""


def test_the_thresholds_come_back_when_the_last_holder_lets_go():
    before = gc.get_threshold()
    first, second = _Table(), _Table()
    full_collections.hold(first)
    full_collections.hold(second)  # the next game's table opens before the last is left
    assert gc.get_threshold() == (*before[:2], full_collections.HELD_THRESHOLD)
    full_collections.release(first)
    assert full_collections.held()
    full_collections.release(second)
    assert not full_collections.held()
    assert gc.get_threshold() == before


def test_a_holder_dropped_without_letting_go_does_not_hold_for_ever():
    before = gc.get_threshold()
    dropped = _Table()
    full_collections.hold(dropped)
    del dropped
    full_collections.collect()  # the next table opening
    assert not full_collections.held()
    assert gc.get_threshold() == before


def test_a_table_made_and_never_shown_holds_nothing(window):
    from dirty7.game.table.table_options import TableOptions
    from dirty7.ui.table.table_view import TableView

    TableView(window, TableOptions(seed=3))
    assert not full_collections.held()


def test_a_game_holds_them_off_and_the_menu_keeps_what_was_frozen(window):
    before = gc.get_threshold()
    made_at_start_up = [object()]
    gc.collect()
    gc.freeze()  # as the app does once its start-up is done
    app, _ = make_app(window, difficulty="easy")
    table = app.start_game("easy", 3)
    assert gc.get_threshold()[2] == full_collections.HELD_THRESHOLD
    play_to_the_end(window, table)
    table = app.play_again()  # the new table is built while the last one still shows
    assert full_collections.held()
    app.show_menu()
    assert not full_collections.held()
    assert gc.get_threshold() == before
    # what start-up froze stays frozen (gc.get_objects lists only what collections walk)
    assert not any(o is made_at_start_up for o in gc.get_objects())


def test_a_first_screen_that_is_a_table_is_not_frozen_and_is_freed_once_left(window):
    """--seed, --load and a game for two open on a table: start-up freezes what lives as
    long as the app before it, so the table is freed once the player leaves it."""
    app, _ = make_app(window, seed=5)
    start_first_screen(app)
    table = app.navigator.table
    assert table is not None and window.current_view is table
    assert any(o is table for o in gc.get_objects())  # not frozen
    gone = weakref.ref(table)
    del table
    app.show_menu()
    app.navigator.table = app.navigator.results = None  # the app's own handles
    gc.collect()
    assert gone() is None


def _garbage_cycle() -> weakref.ref:
    """A cycle of two objects nothing else refers to (only a collection frees it); a weak
    reference that tells whether it was freed."""
    first, second = _Table(), _Table()
    first.other, second.other = second, first
    return weakref.ref(first)


def test_what_entered_the_old_generation_is_freed_by_a_full_collection():
    gc.collect()
    first, second = _Table(), _Table()
    first.other, second.other = second, first
    kept = weakref.ref(first)
    gc.collect(1)  # it lives on into the oldest generation, as a game's table does
    del first, second
    full_collections.collect()
    assert kept() is None


def test_where_nothing_entered_the_old_generation_only_the_young_are_walked():
    gc.collect()
    old = _Table()
    old.me = old
    gc.collect()  # in the oldest generation now, with nothing after it
    old_ref = weakref.ref(old)
    del old
    young = _garbage_cycle()
    full_collections.collect()
    assert young() is None  # the young garbage is freed...
    assert old_ref() is not None  # ...and the old generation was not walked
    gc.collect()
    assert old_ref() is None
