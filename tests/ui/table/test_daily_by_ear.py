"""The deal of the day and a challenge by ear: a listener who hears only the sentences and
answers only with keys plays either to its end."""

from __future__ import annotations

from datetime import date

import pytest

from dirty7.game.challenge import Challenge, encode
from dirty7.ui.table.table_view import TableView
from tests.support.app import make_app
from tests.support.listener import Ear, Listener

DAY = date(2026, 12, 2)


def by_ear(app) -> Ear:
    """Speech on for this app (not saved), heard by the test's ear."""
    ear = Ear()
    settings = app.settings
    settings._value = settings.value.replace(speech=True)
    settings._voice, settings._voice_looked_for = ear, True
    return ear


@pytest.mark.parametrize("way", ["daily", "challenge"])
def test_a_listener_plays_the_deal_of_the_day_and_a_challenge(window, way):
    app, _ = make_app(window, today=lambda: DAY)
    ear = by_ear(app)
    if way == "daily":
        app.daily.start_daily()
    else:
        assert app.daily.play_code(
            encode(Challenge(77, 0, True, "medium", 5, False, 41, (3, 0)))) is None
    table = window.current_view
    assert isinstance(table, TableView)
    try:
        listener = Listener(table, ear)
        result = listener.play()
        game = table.flow.game
        assert game.is_over and listener.moves > 0
        assert result == ("Game over. You win!" if game.position.winner == 0
                          else "Game over. Computer wins.")
        assert listener.moves == sum(1 for seat, _m, _e in game.history if seat == 0)
    finally:
        table.flow.close()
