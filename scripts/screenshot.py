#!/usr/bin/env python3
"""Render the game's screens headless to PNG files in docs/ (for the README and review).

Usage: ``python scripts/screenshot.py [--out docs] [--sizes 1280x720,800x600]
[--language CODE]``

``--language de`` renders every screen in that language (any code ``dirty7 --language``
takes, the pseudo-language ``en_XA`` too) into ``docs/de/`` (``--out``'s folder of that
name).

Screens: the menu (also with Resume offered), How to play, Settings, Statistics (also
its achievements, and asking before a reset), the deal in progress, the table
mid-game (also in match play, with its scoreboard), a drag in progress over the lit waste,
the Jack's suit picker, a hint with the keyboard focus, the game log, the shortcuts
overlay, Take back offered after a play, the table with 7, 15 and 30 cards in hand and
with Large and Extra-large cards,
a results screen (also one that ends a match, and the two halves of a Swap hands pair),
the "Why?" panel after a Hard move and the review with its graph, a session's sealed deal
announced while it is dealt and revealed (then verified) on its results; then the looks: the
four-colour deck, high contrast, 150 % text and the "Look and hand" sheet. The table
scenes are real games (the deal number, then Medium for both seats until the wanted
situation comes up), driven through the table's own handlers.

Why one process per size: in headless mode a window's size is fixed when it is created,
so each size gets its own window (a subprocess keeps the GL contexts apart).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent



def ways_to_play() -> list:
    """The menu's ways to play, as the app gives them (App.ways_to_play), a day unplayed."""
    from dirty7.i18n import _
    from dirty7.ui.daily_play import CHALLENGE_LABEL, DAILY_LABEL

    return [("daily", _(DAILY_LABEL), lambda: None),
            ("friend", _("Play a friend"), lambda: None),
            ("challenge", _(CHALLENGE_LABEL), lambda: None),
            ("learn", _("Learn to play"), lambda: None)]

def _game_until(seed: int, want, limit: int = 200):
    """A game with a human seat, played by Medium for both seats until ``want(game)``."""
    from dirty7.ai.medium import MediumStrategy
    from dirty7.game.controller import PERSON_AT_TABLE, Game

    for s in range(seed, seed + 200):
        game = Game([PERSON_AT_TABLE, None], seed=s, first=0, players=["You", "Computer"])
        bots = [MediumStrategy(seed=1), MediumStrategy(seed=2)]
        for _ in range(limit):
            if game.is_over:
                break
            if game.to_move == 0 and want(game):
                return game
            game.play(bots[game.to_move].choose(game.view(game.to_move)))
    raise RuntimeError("no such situation found")


def render(size: tuple[int, int], out: Path, seed: int) -> list[Path]:
    """Render every screen at ``size`` into ``out``; returns the files written."""
    os.environ["ARCADE_HEADLESS"] = "1"
    sys.path.insert(0, str(ROOT))
    from dirty7.game.seats.computer_seat import ComputerSeat
    from dirty7.game.table.table_options import TableOptions
    from dirty7.ui.core.bootstrap import arcade
    from dirty7.ui.screens.how_to_play import HowToPlayView
    from dirty7.ui.screens.menu import MenuView
    from dirty7.ui.screens.results import ResultsActions, ResultsShown, ResultsView
    from dirty7.ui.table.table_view import TableView

    w, h = size
    window = arcade.Window(w, h, "Dirty Seven", visible=False)
    written: list[Path] = []

    def shot(view: arcade.View, name: str, frames: int = 2, show: bool = True,
             sep: str = "_") -> None:
        if show:
            window.show_view(view)
        for _ in range(frames):
            view.on_draw()
        path = out / f"{name}{sep}{w}x{h}.png"
        arcade.get_image().convert("RGB").save(path)
        written.append(path)

    def table_for(game) -> TableView:
        view = TableView(window,
                         TableOptions(difficulty="medium",
                                      opponents={1: ComputerSeat("medium", mode="thread")}),
                         game=game)
        window.show_view(view)
        view.skip_animations()
        view.on_update(1 / 60)
        return view

    menu = MenuView(window, on_settings=lambda: None, on_statistics=lambda: None,
                    ways_to_play=ways_to_play())
    shot(menu, "menu")
    shot(HowToPlayView(window, back_to=menu), "how_to_play")
    settings_shots(window, shot, menu)

    dealing = TableView(window,
                        TableOptions(difficulty="medium", seed=seed,
                                     opponents={1: ComputerSeat("medium", mode="thread")}))
    window.show_view(dealing)
    for _ in range(40):
        dealing.on_update(1 / 60)
    shot(dealing, "table_dealing", frames=1, show=False)
    dealing.flow.close()

    def mid_game(game) -> bool:
        p = game.position
        return len(p.waste) >= 5 and p.phase == "n" and len(p.legal_moves()) > 1
    table = table_for(_game_until(seed, mid_game))
    shot(table, "table", show=False)

    _drag_over_waste(table, legal=True)
    shot(table, "table_drag", show=False)
    table.flow.close()

    def has_jack(game) -> bool:
        return any(m.named_suit is not None for m in game.position.legal_moves())
    picker_table = table_for(_game_until(seed, has_jack))
    jack = next(m.card for m in picker_table.flow.position.legal_moves()
                if m.named_suit is not None)
    picker_table.pointer.play(jack)
    for sprite in picker_table.card_sprites.cards:
        sprite.finish()
    shot(picker_table, "suit_picker", show=False)
    picker_table.flow.close()

    comfort_shots(window, shot, table_for, seed)
    hand_shots(window, shot)
    look_shots(window, shot, table_for, seed)

    from dirty7.ai.medium import MediumStrategy
    from dirty7.game.controller import PERSON_AT_TABLE, Game

    game = Game([PERSON_AT_TABLE, None], seed=seed, first=0, players=["You", "Computer"])
    bots = [MediumStrategy(seed=3), MediumStrategy(seed=4)]
    while not game.is_over:
        game.play(bots[game.to_move].choose(game.view(game.to_move)))
    over = ResultsView(window, ResultsShown(game.result()))
    shot(over, "results")

    # Match play: the scoreboard on the table, the match's end on the results screen, and
    # the menu offering Resume. A private data directory keeps the player's files out.
    import tempfile

    os.environ["DIRTY7_DATA_DIR"] = tempfile.mkdtemp(prefix="dirty7-shots-")
    from dirty7.game.session import GameOutcome
    from dirty7.i18n import current_language
    from dirty7.store.settings import Settings
    from dirty7.ui.app import App, AppOptions
    from dirty7.ui.core.live_settings import LiveSettings
    from dirty7.ui.table.table_session import SessionTable

    app = App(window, AppOptions(opponent_mode="thread", language=current_language()),
              on_quit=lambda _status: None,
              settings=LiveSettings(Settings(match_to=100), persist=False))
    match_table = app.start_game("medium", seed)
    assert isinstance(match_table, SessionTable)
    match_table.session.state.scores = [12, 35]
    match_table.scoreboard.set(100, [12, 35])
    match_table.skip_animations()
    match_table.on_update(1 / 60)
    shot(match_table, "table_match", show=False)
    app.leave_table()
    shot(window.current_view, "menu_resume", show=False)
    app.table.flow.close()

    result = game.result()
    loser = result.loser
    scores = [87, 112] if loser == 1 else [112, 87]
    outcome = GameOutcome(winner=result.winner, moves=result.moves, loser_cards=[],
                          points=result.points[loser], scores=scores, match_over=True,
                          match_loser=1 if loser == 1 else 0, counted=True)
    ended = ResultsView(window, ResultsShown(result, outcome=outcome, match_to=100),
                        ResultsActions(statistics=lambda: None, export=lambda: (None, "")))
    shot(ended, "results_match")
    explain_shots(window, shot, table_for, seed, game)
    from screenshot_seal import seal_shots  # scripts/, beside this file

    seal_shots(window, shot)
    window.close()
    return written


#: Statistics for the screenshot: 33 games over the three levels, the last 20 listed.
_RECENT = "LWLWWLLLLWLLLLLLWWWW"
_RECENT_LEVELS = "mehmeemhhmhmhehmeemm"  # easy / medium / hard, oldest first


def _sample_stats() -> dict:
    def level(games, wins, streak, best, cards):
        return {"games": games, "wins": wins, "losses": games - wins, "draws": 0,
                "streak": streak, "best_streak": best, "cards_left_when_losing": cards}

    names = {"e": "easy", "m": "medium", "h": "hard"}
    recent = [{"difficulty": names[d], "won": r == "W", "cards_left": 0 if r == "W" else 5,
               "moves": 30 + i, "date": f"2025-03-01T18:{i:02d}:00+01:00"}
              for i, (r, d) in enumerate(zip(_RECENT, _RECENT_LEVELS, strict=True))]
    recent[16]["take_backs"] = 1  # a game with a play taken back: starred in the strip
    return {"version": 1,
            "by_difficulty": {"easy": level(9, 7, 1, 5, 14), "medium": level(14, 8, 2, 2, 24),
                              "hard": level(10, 3, 1, 1, 36)},
            "recent": recent, "recorded_ids": [f"game-{i}" for i in range(33)],
            "achievements": {"first_win_easy": "2025-02-11T20:15:00+01:00",
                             "first_win_medium": "2025-02-12T19:02:00+01:00",
                             "first_win_hard": "2025-02-20T21:40:00+01:00",
                             "no_draw_win": "2025-02-26T18:30:00+01:00"}}


def settings_shots(window, shot, menu) -> None:
    """Settings (defaults) and Statistics (a sample file, also asking before a reset).

    Their files live in a private data directory, so the player's own stay untouched.
    """
    import json
    import tempfile

    from dirty7.store.stats import STATS_FILE
    from dirty7.store.storage import Store
    from dirty7.ui.screens.settings import SettingsView
    from dirty7.ui.screens.statistics import StatisticsView

    store = Store(tempfile.mkdtemp(prefix="dirty7-shots-"))
    # These keep the names they were first published under (settings-1280x720.png).
    shot(SettingsView(window, back_to=menu, store=store, on_look=lambda: None), "settings",
         sep="-")
    store.path(STATS_FILE).write_text(json.dumps(_sample_stats()))
    stats = StatisticsView(window, back_to=menu, store=store)
    shot(stats, "statistics", sep="-")
    stats.toggle_achievements()
    shot(stats, "statistics-achievements", show=False, sep="-")
    stats.toggle_achievements()
    stats.ask_reset()
    shot(stats, "statistics-confirm", show=False, sep="-")


def comfort_shots(window, shot, table_for, seed: int) -> None:
    """The playing comforts: a hint with the keyboard focus, the game log, the shortcuts."""
    from dirty7.ui.core.bootstrap import arcade

    def several_choices(game) -> bool:
        p = game.position
        return (game.moves_played >= 10 and p.phase == "n"
                and len([m for m in p.legal_moves() if m.card is not None]) >= 2)

    view = table_for(_game_until(seed, several_choices))
    view.on_key_press(arcade.key.RIGHT, 0)  # the keyboard focus ring, one card on
    view.flow.request_hint()
    view.flow.hint.wait(5.0)
    for _ in range(30):
        view.on_update(1 / 60)
    shot(view, "table_hint", show=False)
    view.on_key_press(arcade.key.L, 0)
    shot(view, "table_log", show=False)
    view.on_key_press(arcade.key.SLASH, arcade.key.MOD_SHIFT)
    shot(view, "table_shortcuts", show=False)
    view.flow.close()

    view = table_for(_game_until(seed, several_choices))  # a play, Take back offered
    view.flow.play(next(m.card for m in view.flow.position.legal_moves() if m.card is not None
                        and m.named_suit is None))
    for _ in range(30):  # the card lands; the computer's pause (0.7 s) is not over
        view.on_update(1 / 60)
    shot(view, "table_take_back", show=False)
    view.flow.close()


def explain_shots(window, shot, table_for, seed: int, game) -> None:
    """The "Why?" panel after a Hard move, the review of ``game`` with its graph, and the
    results of a Swap hands pair."""
    from dirty7.ai.hard import HardStrategy
    from dirty7.game.controller import PERSON_AT_TABLE, Game
    from dirty7.game.review import ReviewRun
    from dirty7.game.seats.computer_seat import ComputerSeat
    from dirty7.game.session import swapped_hands
    from dirty7.game.table.table_options import TableOptions
    from dirty7.rules import apply_move
    from dirty7.ui.core.bootstrap import arcade
    from dirty7.ui.screens.results import ResultsActions, ResultsShown, ResultsView
    from dirty7.ui.screens.review_screen import ReviewView
    from dirty7.ui.table.table_view import TableView

    def hard_to_move(g) -> bool:  # after your first card, Hard has a real choice
        p = g.position
        cards = [m for m in p.legal_moves() if m.card is not None]
        if g.moves_played < 12 or p.phase != "n" or not cards:
            return False
        after = apply_move(p, cards[0])
        return after.to_move == 1 and len(after.legal_moves()) > 2
    start = _game_until(seed, hard_to_move)
    hard = ComputerSeat(strategy=HardStrategy(seed=1, iterations=2000), explain=True)
    view = TableView(window, TableOptions(difficulty="hard", opponents={1: hard}), game=start)
    window.show_view(view)
    view.skip_animations()
    view.flow.play(next(m.card for m in start.position.legal_moves() if m.card is not None))
    for _ in range(1000):  # until Hard has moved and its move is shown (not a guess at time)
        hard.wait(10)
        view.on_update(1 / 60)
        if view.why_part.explanation is not None and view.flow.human_to_move:
            break
    view.on_key_press(arcade.key.W, 0)
    shot(view, "table_why", show=False)
    view.flow.close()

    run = ReviewRun(game.record.to_dict(), 0)
    run.wait()
    review = ReviewView(window, record=game.record.to_dict(), run=run)
    flagged = [ply for ply, j in sorted(run.judgements.items()) if j.flagged]
    review.go(flagged[0] + 1 if flagged else len(review.positions) // 2)  # its move told
    shot(review, "review")

    second = Game([PERSON_AT_TABLE, None], start=swapped_hands(game.record),
                  players=["You", "Computer"])
    bots = [HardStrategy(seed=3, iterations=200), HardStrategy(seed=4, iterations=200)]
    while not second.is_over:
        second.play(bots[second.to_move].choose(second.view(second.to_move)))
    pair = ResultsView(window, ResultsShown(second.result(), paired=game.result()),
                       ResultsActions(statistics=lambda: None, export=lambda: (None, ""),
                                      review=lambda: None, swap=lambda: None))
    shot(pair, "results_swap")


def _hand_of(mine: int) -> str:
    """A position with ``mine`` cards in your hand, seven in the computer's and a Jack on
    the waste asking for diamonds (the longest caption under the suit badge)."""
    from dirty7.rules import CARDS

    deck = [str(c) for c in CARDS if str(c) not in ("JS", "QH")]
    hands = "".join(deck[:mine]), "".join(deck[mine:mine + 7])
    return f"{hands[0]}/{hands[1]}/QHJS/{''.join(deck[mine + 7:])} 0 n D"


def hand_shots(window, shot) -> None:
    """The table with 7, 15 and 30 cards in your hand, and with Large and Extra-large cards."""
    from dirty7.game.controller import PERSON_AT_TABLE, Game
    from dirty7.game.seats.computer_seat import ComputerSeat
    from dirty7.game.table.table_options import TableOptions
    from dirty7.store.settings import Settings
    from dirty7.ui.core.live_settings import LiveSettings
    from dirty7.ui.table.table_view import TableView

    scenes = [(7, "normal", "table_hand7"), (15, "normal", "table_hand15"),
              (30, "normal", "table_hand30"), (12, "large", "table_cards_large"),
              (12, "extra_large", "table_cards_extra_large")]
    for mine, size, name in scenes:
        game = Game([PERSON_AT_TABLE, None], start=_hand_of(mine), players=["You", "Computer"])
        view = TableView(window, TableOptions(opponents={1: ComputerSeat("medium", mode="thread")}),
                         game=game, settings=LiveSettings(Settings(card_size=size), persist=False))
        window.show_view(view)
        view.skip_animations()
        view.on_update(1 / 60)
        shot(view, name, show=False)
        view.flow.close()


def _drag_over_waste(table, legal: bool) -> None:
    """Hold a legal (or an illegal) hand card over the waste, not letting go."""
    from dirty7.ui.core.bootstrap import arcade

    playable = {int(m.card) for m in table.flow.position.legal_moves() if m.card is not None}
    hand = [int(c) for c in table.flow.position.hand(0)]
    key = next(k for k in hand if (k in playable) == legal)
    sprite = table.card_sprites.sprites[key]
    start = table.to_window(sprite.center_x - 30, sprite.center_y)
    cx, cy = table.layout.waste_center
    end = table.to_window(cx - 30, cy + 20)
    table.on_mouse_press(round(start[0]), round(start[1]), arcade.MOUSE_BUTTON_LEFT, 0)
    for i in range(1, 9):
        x = start[0] + (end[0] - start[0]) * i / 8
        y = start[1] + (end[1] - start[1]) * i / 8
        table.on_mouse_drag(round(x), round(y), 0, 0, arcade.MOUSE_BUTTON_LEFT, 0)


def look_shots(window, shot, table_for, seed: int) -> None:
    """The looks: the four-colour deck (a legal card held over the waste: a tick), high
    contrast (an illegal one: a cross and the reason), 150 % text (the table, How to play,
    the Look sheet, the menu, Settings and the shortcut list), the Look sheet, and the
    game log's suits in four colours, on the usual panel and on high contrast's white one."""
    from dirty7.store.settings import Settings
    from dirty7.ui.core import look
    from dirty7.ui.core.bootstrap import arcade
    from dirty7.ui.core.live_settings import LiveSettings
    from dirty7.ui.screens.how_to_play import HowToPlayView
    from dirty7.ui.screens.look_sheet import LookView
    from dirty7.ui.screens.menu import MenuView
    from dirty7.ui.screens.settings import SettingsView

    def choices(game) -> bool:
        p = game.position
        cards = {int(m.card) for m in p.legal_moves() if m.card is not None}
        return (game.moves_played >= 4 and p.phase == "n" and cards
                and len(cards) < len(p.hand(0)) and len(p.hand(0)) >= 5)

    def sheet(settings: Settings) -> LookView:
        return LookView(window, settings=LiveSettings(settings, persist=False))

    shot(sheet(Settings()), "look")
    for name, settings, legal in (("table_four_colour", Settings(four_colour=True), True),
                                  ("table_high_contrast", Settings(high_contrast=True), False),
                                  ("table_text150", Settings(text_size=150), False)):
        look.apply(settings)
        table = table_for(_game_until(seed, choices))
        _drag_over_waste(table, legal)
        shot(table, name, show=False)
        table.flow.close()
    look.apply(Settings(text_size=150))
    shot(HowToPlayView(window), "how_to_play_text150")
    shot(sheet(Settings(text_size=150)), "look_text150")
    shot(MenuView(window, ways_to_play=ways_to_play()), "menu_text150")
    shot(SettingsView(window, settings=LiveSettings(Settings(text_size=150), persist=False),
                      on_look=lambda: None), "settings_text150")
    table = table_for(_game_until(seed, choices))
    table.shortcuts_part.overlay.toggle()
    shot(table, "table_shortcuts_text150", show=False)
    table.flow.close()
    look.apply(Settings(high_contrast=True))
    shot(MenuView(window, ways_to_play=ways_to_play()), "menu_high_contrast")
    shot(sheet(Settings(high_contrast=True)), "look_high_contrast")
    for name, contrast in (("table_log_four_colour", False), ("table_log_high_contrast", True)):
        look.apply(Settings(four_colour=True, high_contrast=contrast))
        table = table_for(_game_until(seed, lambda game: game.moves_played >= 12))
        table.on_key_press(arcade.key.L, 0)
        shot(table, name, show=False)
        table.flow.close()
    look.apply(Settings())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--sizes", default="1280x720,800x600")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--language", metavar="CODE",
                        help="render in this language (de, en_XA…) into OUT/CODE")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # internal: render a single size
    ns = parser.parse_args(argv)
    out = Path(ns.out) / ns.language if ns.language and not ns.one else Path(ns.out)
    out.mkdir(parents=True, exist_ok=True)
    if ns.language:
        sys.path.insert(0, str(ROOT))
        from dirty7.i18n import set_language, shipped_languages

        if ns.language not in shipped_languages():
            parser.error(f"--language: {ns.language!r} is not a language of this game")
        set_language(ns.language)
    if ns.one:
        w, h = (int(v) for v in ns.one.split("x"))
        for path in render((w, h), out, ns.seed):
            print(path)
        return 0
    status = 0
    for size in ns.sizes.split(","):
        cmd = [sys.executable, __file__, "--one", size, "--out", str(out), "--seed", str(ns.seed),
               *(["--language", ns.language] if ns.language else [])]
        env = {**os.environ, "ARCADE_HEADLESS": "1"}
        status |= subprocess.call(cmd, env=env)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
