"""The Statistics screen's Friends page: one row per friend (won, lost, abandoned), none
of it counted for a level, reached by the mouse (Friends) and the keyboard (F)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from dirty7.store.finished_game import FinishedGame
from dirty7.store.friend_games import count_friend_game
from dirty7.store.settings import Settings
from dirty7.store.stats import count_game
from dirty7.store.storage import Store
from dirty7.ui.core import look
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.statistics import StatisticsView
from dirty7.ui.widgets.friends_table import FRIENDS_NOTE
from tests.support.screens import STRATEGIES, click, show

WHEN = datetime(2026, 12, 1, 20, 0, tzinfo=timezone.utc)


def _texts(view) -> list[str]:
    return [t.text for t in view._texts]


def _friends(store: Store, count: int = 2) -> None:
    count_friend_game("n1", "Alex", "won", WHEN, store)
    count_friend_game("n2", "Alex", "abandoned", WHEN, store)
    count_friend_game("n3", "Bo", "lost", WHEN + timedelta(hours=1), store)
    for i in range(count - 2):
        count_friend_game(f"m{i}", f"Friend {i}", "won", WHEN - timedelta(days=i + 1), store)


def test_friends_have_their_own_page_by_mouse_and_key(plain_window):
    store = Store()
    count_game(FinishedGame("g1", "hard", False, 3, 40, WHEN), store=store)
    _friends(store)
    view = show(plain_window, StatisticsView(plain_window, strategies=STRATEGIES[:3],
                                             store=store))
    assert not view.showing_friends and "Alex" not in _texts(view)
    assert view.part("all").games == 1 and view.part("all").losses == 1  # none of the friends'
    click(view, view.friends_button)
    texts = _texts(view)
    assert view.showing_friends and view.friends_button.text == "Levels"
    assert texts.index("Bo") < texts.index("Alex")  # the one played last first
    row = texts[texts.index("Alex") + 1:texts.index("Alex") + 5]
    assert row == ["2", "1", "0", "1"]  # games, won, lost, abandoned
    assert FRIENDS_NOTE[0] in texts
    view.on_key_press(arcade.key.F, 0)
    assert not view.showing_friends and "Alex" not in _texts(view)


def test_only_friends_played_opens_on_their_page_not_the_empty_one(plain_window):
    store = Store()
    _friends(store)
    view = show(plain_window, StatisticsView(plain_window, strategies=STRATEGIES[:3],
                                             store=store))
    assert not view.is_empty and view.showing_friends and "Bo" in _texts(view)


def test_no_friends_no_friends_button(plain_window):
    store = Store()
    count_game(FinishedGame("g1", "hard", True, 0, 40, WHEN), store=store)
    view = show(plain_window, StatisticsView(plain_window, strategies=STRATEGIES[:3],
                                             store=store))
    assert view.friends_button not in view.buttons.children
    view.on_key_press(arcade.key.F, 0)
    assert not view.showing_friends


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("text_size, contrast", [(100, False), (150, True)])
def test_many_friends_and_long_names_fit_the_page(plain_window, size, text_size, contrast):
    store = Store()
    _friends(store, count=30)
    count_friend_game("long", "W" * 40, "won", WHEN + timedelta(days=1), store,
                      session=("long", (1000, 999)))
    look.apply(Settings(text_size=text_size, high_contrast=contrast))
    view = show(plain_window, StatisticsView(plain_window, strategies=STRATEGIES[:3],
                                             store=store))
    view.on_resize(*size)
    view.on_draw()
    assert view.showing_friends and view._texts_fit()
    assert any(text.startswith("and ") and "more friends" in text for text in _texts(view))
    assert any(text.startswith("WWW") and text.endswith("…") or text == "W" * 40
               for text in _texts(view))
    assert any(text.startswith("Last evening with WWW") for text in _texts(view))


def test_the_last_evening_with_a_friend_is_summed_up_under_the_rows(plain_window):
    """A session of games over one invitation: its games, who won how many, the match."""
    store = Store()
    _friends(store)  # games without a session (before sessions were kept)
    for index, outcome in enumerate(("won", "lost", "won")):
        game_id = "net-s" if index == 0 else f"net-s-{index + 1}"
        count_friend_game(game_id, "Alex", outcome, WHEN + timedelta(hours=2, minutes=index),
                          store, session=("net-s", (40 * (index + 1), 25)))
    view = show(plain_window, StatisticsView(plain_window, strategies=STRATEGIES[:3],
                                             store=store))
    assert view.showing_friends
    assert ("Last evening with Alex: 3 games, you won 2, Alex won 1 · match 120–25"
            in _texts(view))
    assert view._texts_fit()


def test_reset_clears_the_friends_too(plain_window):
    store = Store()
    count_game(FinishedGame("g1", "hard", True, 0, 40, WHEN), store=store)
    _friends(store)
    view = show(plain_window, StatisticsView(plain_window, strategies=STRATEGIES[:3],
                                             store=store))
    view.on_key_press(arcade.key.F, 0)
    view.ask_reset()
    view.confirm_reset()
    assert view.stats.by_friend == {} and not view.showing_friends and view.is_empty


def test_a_friends_key_fingerprint_is_shown_beside_the_name(plain_window):
    from dirty7.store.identity_file import fingerprint

    store = Store()
    alex, other = "a1" * 32, "b2" * 32
    count_friend_game("k1", "Alex", "won", WHEN, store, public_key=alex)
    count_friend_game("k2", "Alex", "lost", WHEN, store, public_key=other)
    view = show(plain_window, StatisticsView(plain_window, strategies=STRATEGIES[:3],
                                             store=store))
    assert view.showing_friends
    texts = _texts(view)
    assert f"Alex ({fingerprint(alex)})" in texts
    assert f"Alex (new key {fingerprint(other)})" in texts
