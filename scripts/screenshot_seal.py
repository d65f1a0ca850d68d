"""The sealed deal's screenshots for ``scripts/screenshot.py``: its announcement at the table
while the cards are dealt, and its revelation on the results, before and after "Export and
verify".

Why through the whole program: the seal is the session's (the table's keeper announces
it, the app's results reveal it and verify the export), so the scenes are a real session
game started as the menu's Play starts it, played to its end by Medium for your seat
through the table's own intents. The OS's draw of seed and nonce is replaced by a fixed
pair only so that the pictures stay the same from run to run; everything shown is
computed from it as in play. The caller has set a private data directory
(``DIRTY7_DATA_DIR``): the export, the statistics and the saved game land there.
"""

from __future__ import annotations

import time

#: The sealed deal of the pictures: a seed as long as the OS gives, and a 16-byte nonce.
SEED = 13845629713408655172
NONCE = "9c41e07d5b2a86f3e1d04c7a92b6f358"


def seal_shots(window, shot) -> None:
    """``table_sealed``, ``results_sealed`` and ``results_verified``."""
    from dirty7.ai.medium import MediumStrategy
    from dirty7.game import session as play_session
    from dirty7.i18n import current_language
    from dirty7.ui.app import App, AppOptions
    from dirty7.ui.core.bootstrap import arcade
    from dirty7.ui.screens.results import ResultsView

    drawn = play_session.draw_seed, play_session.draw_nonce
    play_session.draw_seed, play_session.draw_nonce = (lambda: SEED), (lambda: NONCE)
    try:
        app = App(window, AppOptions(opponent_mode="thread", animation_speed="normal",
                                     language=current_language()),  # the shots' language
                  on_quit=lambda _status: None)
        table = app.start_game("medium")  # what the menu's Play does with no deal number
    finally:
        play_session.draw_seed, play_session.draw_nonce = drawn
    for _ in range(90):  # the deal under way, the seal above it
        table.on_update(1 / 60)
    shot(table, "table_sealed", frames=1, show=False)

    app.settings.change(animation_speed="instant")  # saved in the private data folder
    you = MediumStrategy(seed=5)
    for _ in range(20000):
        if isinstance(window.current_view, ResultsView):
            break
        if table.flow.human_to_move:
            _play(table.flow, you.choose(table.flow.game.view(0)))
        table.on_update(1 / 60)
        time.sleep(0.001)  # the computer's thread thinks meanwhile
    results = window.current_view
    assert isinstance(results, ResultsView), "the sealed game did not end"
    results.on_update(1 / 60)
    shot(results, "results_sealed", show=False)

    results.on_key_press(arcade.key.E, 0)  # Export and verify
    for _ in range(3000):
        if results.verified is not None:
            break
        time.sleep(0.01)
        results.on_update(1 / 60)
    results.on_update(1 / 60)
    shot(results, "results_verified", show=False)
    app.table.flow.close()


def _play(flow, move) -> None:
    """``move`` for your seat, as the table's clicks ask for it."""
    from dirty7.rules import DRAW_MOVE, PASS_MOVE

    if move == DRAW_MOVE:
        flow.draw()
    elif move == PASS_MOVE:
        flow.pass_turn()
    else:
        flow.play(move.card)
        if move.named_suit is not None:
            flow.choose_suit(move.named_suit)
