"""Every word a player reads in the converted modules is marked for translation.

Why an AST check: a string that never reaches the template is the commonest fault of a
translated game (it stays English in every language, and nobody sees it until a player
does). The check reads each converted module and fails on a string literal that looks
like words (two letters or more, and a space or a capital) unless it is the argument of a
lookup (``_``, ``N_``, ``ngettext``) or plainly not for a player: a docstring, a log
message, an exception for programmers, a name or key (``"center"``, ``"SUIT_WORDS"``).
Symbols such as "♠" and "A♣" hold no words and pass. The list of converted modules grows
with each step until it is every module of words.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent.parent / "dirty7"
#: The modules whose every player-visible string is a message (grows with each step).
CONVERTED = (
    "rules/illegal.py",
    "game/challenge.py",
    "rules/phrase.py",
    "ai/explain.py",
    "ai/hard/hard_explanation.py",
    "game/phrase_words.py",
    "game/card_words.py",
    "game/table/table_words.py",
    "game/table/status_words.py",
    "game/table/result_words.py",
    "game/table/flow_words.py",
    "game/table/table_flow.py",
    "game/narration.py",
    "game/announcer.py",
    "ui/core/screen_voice.py",
    "ui/widgets/menu_speech.py",
    "ui/widgets/key_list.py",
    "game/table/hint_advisor.py",
    "game/table/hand_order.py",
    "ui/table/game_log.py",
    "ui/table/hint_glow.py",
    "ui/table/input.py",
    "ui/table/keyboard_focus.py",
    "ui/table/scoreboard.py",
    "ui/table/shortcuts.py",
    "ui/table/hud.py",
    "ui/table/side_room.py",
    "ui/table/suit_picker.py",
    "ui/screens/menu.py",
    "ui/widgets/menu_words.py",
    "ui/widgets/menu_panel.py",
    "ui/widgets/confirm.py",
    "ui/widgets/option_pager.py",
    "ui/widgets/version_footer.py",
    "ui/widgets/choice_sheet.py",
    "ui/core/deal_entry.py",
    "ui/core/difficulties.py",
    "ui/daily_play.py",
    "ui/screens/results.py",
    "ui/screens/look_sheet.py",
    "ui/screens/speech_sheet.py",
    "ui/screens/settings/choices.py",
    "ui/screens/settings/sheet.py",
    "ui/screens/settings/settings_view.py",
    "ui/screens/settings/spoken.py",
    "ui/screens/settings/friend_sheet.py",
    "ui/screens/crash_screen.py",
    "ui/crash_recovery.py",
    "ui/screens/challenge_entry.py",
    "game/table/take_back.py",
    "ui/screens/review_screen.py",
    "game/lessons/lesson_flow.py",
    "ui/table/lesson_table.py",
    "ui/lesson_play.py",
    "ui/table/lesson_voice.py",
    "game/rules_words.py",
    "game/table/last_card.py",
    "ui/table/rules_card.py",
    "game/custom_rules.py",
    "ui/screens/custom_rules_sheet.py",
    "ui/widgets/text_entry.py",
    "ui/screens/statistics.py",
    "ui/widgets/stats_cells.py",
    "ui/widgets/friends_table.py",
    "ui/widgets/achievement_list.py",
    "ui/widgets/stats_rules.py",
    "ui/widgets/levels_table.py",
    "ui/widgets/chart.py",
    "ui/widgets/recent_words.py",
    "ui/friend_table.py",
    "ui/table/friend_status.py",
    "ui/screens/friend_wait.py",
    "ui/table/why.py",
    "ui/core/seal_words.py",
    "game/daily.py",
    "ui/screens/how_to_play.py",
    "ui/table/take_back_part.py",
    "ui/table/sound_cues.py",
    "ui/core/speech.py",
    "ui/widgets/sheet_keys.py",
    "ui/table/table_view.py",
    "ui/table/fullscreen.py",
    "ui/screens/friend/friend_panels.py",
    "ui/screens/friend/friend_flow.py",
    "ui/screens/friend/friend_view.py",
    "ui/table/table_session.py",
    "ui/core/clipboard.py",
    "game/table/pass_flow.py",
    "ui/table/pass_cover.py",
    "ui/table/pass_table.py",
    "ui/pass_play.py",
    "ui/screens/friend/here_page.py",
    "cli/cli_language.py",
    "cli/argparse_words.py",
    "cli/command_options.py",
    "cli/play_command.py",
    "cli/tournament_command.py",
    "cli/selfplay_command.py",
    "cli/friend_command.py",
    "cli/relay_command.py",
    "cli/verify_command.py",
    "cli/rules_option.py",
    "arena/progress.py",
    "game/verdict.py",
    "game/verify.py",
    "game/claims.py",
    "net/peer.py",
    "net/peer_deck.py",
    "net/messages.py",
    "net/stop_words.py",
    "net/friend_link.py",
    "net/net_session.py",
    "net/resumable_channel.py",
    "net/secure_channel.py",
    "net/transports.py",
    "net/shared_table.py",
    "net/mental_deck.py",
    "net/invite.py",
    "net/house_moves.py",
    "net/draw_claims.py",
    "net/claim_check.py",
    "net/net_game.py",
    "net/record_check.py",
    "net/signatures.py",
    "ai/registry.py",
)
#: Modules of which only some functions speak to a player (the rest writes files whose
#: words are another format's: the desktop entry, the AppStream metainfo).
CONVERTED_FUNCTIONS = {
    "cli/desktop_command.py": ("build_parser", "main"),
}
#: Where a raised exception's text and ``parser.error``'s are a player's to read (a
#: refused argument), so they must be messages too.
STRICT = ("cli/",)
#: Strings that look like words but are not translated, each with why.
ALLOWED = {
    "Dirty Seven": "the game's name is the same in every language",
    "resume apart": "the name of a menu arrangement, never shown",
    "DejaVu Sans Mono": "a font's name",
    "Liberation Mono": "a font's name",
    "Consolas": "a font's name",
    "Menlo": "a font's name",
    "no view": "the crash log's note for programmers of where an error was raised",
    "narrow choice": "the name of a menu arrangement, never shown",
    "hard:iterations=2000": "the hint's computer player, a spec for the registry",
    "dirty7 ": "the start of a command's name (dirty7 host), typed the same everywhere",
    "dirty7 tournament": "a command's name, typed the same in every language",
    "dirty7 selfplay": "a command's name",
    "dirty7 verify": "a command's name",
    "dirty7 relay": "a command's name",
    "dirty7 desktop": "a command's name",
    "dirty7 desktop ": "the start of a command's name (dirty7 desktop install)",
    "WxH": "an option's placeholder, as typed (1280x720)",
    "NoSuchDisplay": "the name of an exception type, compared, never shown",
    "computer moves": "the stored name of verify's re-run check, compared (csaid shows it)",
    "Player": "the default display name: the friend sees it, so it is data, not a word",
    "%(asctime)s %(name)s: %(message)s": "the relay's log format, for its operator's log",
    "not this game": "the direct listener's close code reason to a stranger, on the wire",
}
LOOKUPS = {"_", "N_", "Nn_", "gettext", "ngettext", "pgettext", "npgettext", "said", "nsaid",
           "csaid"}
#: Calls whose strings are for programmers or the log, never a player's eyes.
NOT_SHOWN = {"debug", "info", "warning", "error", "exception", "critical", "getLogger", "compile",
             "getattr", "hasattr", "setattr"}
_WORDS = re.compile(r"[^\W\d_]{2,}")
_NAME = re.compile(r"[a-z0-9_.\-/:]*|[A-Z0-9_]*")


def looks_like_words(text: str) -> bool:
    return bool(_WORDS.search(text)) and not _NAME.fullmatch(text) and not _is_type(text)


def _is_type(text: str) -> bool:
    """A type written as a string (``"tuple[int, str] | None"``): Python, not words."""
    try:
        tree = ast.parse(text, mode="eval").body
    except SyntaxError:
        return False
    return isinstance(tree, (ast.Subscript, ast.BinOp, ast.Attribute))


def _call_name(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def unmarked(source: str, strict: bool = False,
             functions: tuple[str, ...] | None = None) -> list[str]:
    """Each string literal of ``source`` a player would read that no lookup wraps;
    ``strict``: exceptions and ``error()`` calls are read by a player too (the command
    line's refusals); ``functions``: only the literals inside these functions."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    skipped_calls = LOOKUPS | (NOT_SHOWN - {"error"} if strict else NOT_SHOWN)
    if functions is not None:
        outside = {id(n) for n in ast.walk(tree)}
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef) and fn.name in functions:
                outside -= {id(n) for n in ast.walk(fn)}
        skip |= outside
    for node in ast.walk(tree):
        inside = None
        if isinstance(node, ast.Call) and (_call_name(node) in skipped_calls):
            inside = node
        elif isinstance(node, ast.Raise) and node.exc is not None and not strict:
            inside = node.exc
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            inside = node.value
        if inside is not None:
            skip.update(id(n) for n in ast.walk(inside))
    return [f"line {node.lineno}: {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in skip and looks_like_words(node.value)
            and node.value not in ALLOWED]


@pytest.mark.parametrize("module", CONVERTED)
def test_every_player_visible_string_is_a_message(module):
    strict = module.startswith(STRICT)
    assert unmarked((PACKAGE / module).read_text(encoding="utf-8"), strict) == []


@pytest.mark.parametrize("module, functions", CONVERTED_FUNCTIONS.items())
def test_the_player_visible_parts_of_a_module_are_messages(module, functions):
    source = (PACKAGE / module).read_text(encoding="utf-8")
    assert unmarked(source, module.startswith(STRICT), functions) == []


def test_the_strict_check_reads_refusals_and_the_function_check_reads_only_its_functions():
    source = '''def check(parser, text):
    if not text:
        raise ValueError("a name has at least one letter")
    parser.error("the two players need different names")
def entry():
    return "GenericName=Card Game"
'''
    assert unmarked(source) == ["line 6: 'GenericName=Card Game'"]
    assert sorted(unmarked(source, strict=True)) == [
        "line 3: 'a name has at least one letter'",
        "line 4: 'the two players need different names'",
        "line 6: 'GenericName=Card Game'"]
    assert unmarked(source, strict=True, functions=("entry",)) == [
        "line 6: 'GenericName=Card Game'"]


def test_the_check_sees_an_unmarked_string_and_passes_the_rest():
    source = '''"""Docstring."""
import logging
log = logging.getLogger("dirty7.ui")
__all__ = ["Menu"]
def f(x):
    """Why."""
    log.warning("the file could not be read")
    if x == "7":
        return _("Your turn: play a card")
    if x == "center":
        return ngettext("{count} card", "{count} cards", 2)
    if x:
        raise ValueError("not a phase")
    return "Start game", "♠", "A♣", f"{x} · {x}", f"Deal {x}"
'''
    assert unmarked(source) == ["line 14: 'Start game'", "line 14: 'Deal '"]


def _shadowing(tree: ast.AST) -> list[str]:
    """Functions that call ``_()`` and also bind ``_`` (``x, _ = pair``): there ``_`` is
    no longer the translator, and the call fails only when that line runs."""
    found = []
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        inner = {id(n) for comp in ast.walk(fn)
                 if isinstance(comp, ast.ListComp | ast.SetComp | ast.DictComp
                               | ast.GeneratorExp)
                 for n in ast.walk(comp)}
        binds = any(isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)
                    and id(n) not in inner for n in ast.walk(fn))
        calls = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                    and n.func.id == "_" for n in ast.walk(fn))
        if binds and calls:
            found.append(f"{fn.name} (line {fn.lineno})")
    return found


def test_no_function_that_translates_binds_the_name_of_the_translator():
    bad = {str(path.relative_to(PACKAGE)): found for path in sorted(PACKAGE.rglob("*.py"))
           if (found := _shadowing(ast.parse(path.read_text(encoding="utf-8"))))}
    assert bad == {}
