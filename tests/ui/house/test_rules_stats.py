"""Statistics per rule set: a Crazy Eights win is not a Dirty Seven win. An old file loads
as Dirty Seven's unchanged (and is written back byte for byte), a house-rules game counts
in its rule set's part only (once, whatever its rules), and the Statistics screen names the
rule set it counts and steps through them with R."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta, timezone

import pytest

from dirty7.store.finished_game import FinishedGame
from dirty7.store.stats import STATS_FILE, Stats, count_game, load_stats, record_game
from dirty7.store.storage import Store
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.screens.statistics import StatisticsView
from tests.support.screens import PREPARED_STATS, STRATEGIES, show

WHEN = datetime(2025, 3, 1, 18, 4, 5, tzinfo=timezone(timedelta(hours=1)))


def test_an_old_file_is_dirty_sevens_and_written_back_unchanged():
    stats = Stats.from_dict(PREPARED_STATS)
    assert stats.by_rules == {} and stats.of_rules("dirty-seven") is stats
    again = stats.to_dict()
    assert "by_rules" not in again
    assert Stats.from_dict(again) == stats


def test_a_crazy_eights_win_is_not_a_dirty_seven_win():
    stats = Stats()
    assert record_game(stats, FinishedGame("g1", "easy", True, 0, 30, when=WHEN,
                                           rules="crazy-eights"))
    assert stats.for_difficulty("easy").games == 0 and stats.recent == []
    crazy = stats.of_rules("crazy-eights")
    assert crazy.for_difficulty("easy").wins == 1 and len(crazy.recent) == 1
    assert stats.achievements == {}  # the milestones are Dirty Seven's
    once = FinishedGame("g1", "easy", True, 0, 30, when=WHEN)
    assert not record_game(stats, once)  # counted once
    assert Stats.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


@pytest.mark.parametrize("section", [[], {"dirty-seven": {}}, {"x": {"recorded_ids": []}},
                                     {"x": {"by_difficulty": {"easy": {"games": -1}}}}])
def test_a_bad_rules_section_is_refused(section):
    with pytest.raises(ValueError):
        Stats.from_dict({"by_rules": section})


def test_a_finished_mau_mau_session_counts_as_mau_mau(_private_data_dir):
    from dirty7.game.session import PlaySession
    from dirty7.rules.presets import PRESETS

    session = PlaySession.start("easy", None, seed=4, variant=PRESETS["mau-mau"])
    game, rng = session.game, random.Random(0)
    for _move in range(2000):
        if game.is_over:
            break
        game.play(rng.choice(game.position.legal_moves()))
    assert session.finish_game().counted
    stats, _warning = load_stats()
    assert stats.totals().games == 0 and stats.of_rules("mau-mau").totals().games == 1


def test_the_screen_names_the_rule_set_and_r_steps_through_them(window):
    store = Store()
    counted, _error = count_game(FinishedGame("c1", "easy", True, 0, 20, when=WHEN,
                                              rules="crazy-eights"), store=store)
    assert counted
    store.path(STATS_FILE).write_text(json.dumps(
        {**json.loads(store.path(STATS_FILE).read_text()), **{
            k: v for k, v in PREPARED_STATS.items() if k in ("by_difficulty", "recent")}}))
    view = show(window, StatisticsView(window, strategies=STRATEGIES[:3], store=store,
                                       rules="crazy-eights"))
    assert view._title.text == "Statistics · Crazy Eights"
    assert view.part("all").games == 1
    view.on_key_press(arcade.key.R, 0)
    assert view.rules == "mau-mau" and view.is_empty
    view.on_key_press(arcade.key.R, 0)
    assert view.rules == "dirty-seven" and view._title.text == "Statistics"
    assert view.part("all").games == Stats.from_dict(PREPARED_STATS).totals().games
    view.on_draw()
