"""What the table and the results say of a deal and of the computer: the deal of the day
and a challenge were not chosen by the player, a typed deal was; the table names the
level the player plays against, and the name fits its place."""

from __future__ import annotations

from datetime import date

import pytest

from dirty7.game.challenge import Challenge, encode
from dirty7.game.daily import challenge_session, daily_session
from dirty7.rules.daily_seed import daily_seed
from dirty7.store.settings import Settings
from dirty7.ui.core import look
from dirty7.ui.core.layout import LABEL_RIGHT
from dirty7.ui.core.seal_words import deal_origin, revelation
from tests.support.app import make_app

DAY = date(2026, 12, 2)
CODE = encode(Challenge(seed=9960033732447197759, first=0, seven_stack=False, spec="medium",
                        computer_seed=5, won=True, moves=30, cards_left=(0, 4)))


def opening_words(table) -> tuple[str, str]:
    """The toast before the deal and the game log's first line."""
    return table.toast.message, table.log_part.game_log.recent()[0]


@pytest.mark.parametrize(("session", "origin"), [
    (lambda: daily_session(DAY), "the deal of the day"),
    (lambda: challenge_session(CODE), "the challenge's deal"),
])
def test_the_deal_of_the_day_and_a_challenge_are_not_chosen_by_you(window, session, origin):
    app, _ = make_app(window, today=lambda: DAY)
    played = session()
    table = app.play_session(played)
    try:
        seed = played.seed
        assert seed in (daily_seed(DAY), 9960033732447197759)
        for words in opening_words(table):
            assert words == f"Deal {seed}, {origin}"
            assert "chosen by you" not in words
        # the results' line is made from the same session
        assert revelation(table.flow.game.record, deal_origin(app.session)) == \
            f"Deal {seed}, {origin}"
    finally:
        table.flow.close()


def test_a_typed_deal_is_still_chosen_by_you(window):
    app, _ = make_app(window)
    table = app.start_game("easy", 42)
    try:
        assert opening_words(table) == ("Deal 42, chosen by you", "Deal 42, chosen by you")
    finally:
        table.flow.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("text_size", [100, 150])
@pytest.mark.parametrize(("level", "label"), [("easy", "Easy"), ("matched", "Matched"),
                                               ("hard", "Hard")])
def test_the_table_names_the_level_and_the_name_fits(window, size, text_size, level, label):
    look.apply(Settings(text_size=text_size))
    app, _ = make_app(window)
    table = app.start_game(level, 7)
    try:
        table.on_resize(*size)
        table.on_update(1 / 60)
        table.flow.state.hands[1].extend(table.flow.state.hands[0][:5])  # 12 cards: wider
        table.hud.refresh_texts()
        table.on_draw()
        text = table.hud.opponent_label
        assert text.text.splitlines() == ["Computer", label, "12 cards"]
        left = table.layout.opponent_label_pos[0]
        assert left + text.content_width <= table.fit.width - LABEL_RIGHT / 2, (
            text.text, text.content_width)
        top = text.y + text.content_height / 2  # anchored at its middle
        assert top <= table.fit.height and text.y - text.content_height / 2 >= 0
    finally:
        table.flow.close()
        look.apply(Settings())
