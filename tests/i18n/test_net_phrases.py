"""Every reason a network game stops for, and every reason a computer player cannot be
used, is a message of the template: the net modules and the strategy registry raise their
errors with phrases, never with English built on the spot."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from dirty7.ai.registry import StrategyError, validate_spec
from dirty7.game.challenge import ChallengeError, check_playable
from dirty7.game.phrase_words import phrase_words
from dirty7.i18n import set_language
from dirty7.net.invite import Invite, InviteError

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "dirty7"
TEMPLATE = ROOT / "resources" / "locale" / "dirty7.pot"
#: The modules whose errors are a player's to read, as phrases.
MODULES = sorted(p.relative_to(PACKAGE).as_posix() for p in (PACKAGE / "net").glob("*.py")) + [
    "ai/registry.py"]
#: The errors that carry a reason to a screen (their first argument must be a phrase).
REASONED = {"ProtocolError", "ClaimError", "DeckError", "InviteError", "Refused", "Abandoned",
            "StrategyError"}


def _marked(tree: ast.AST) -> list[str]:
    """The ids ``N_`` and ``Nn_`` mark in ``tree`` (a plural by its singular)."""
    return [node.args[0].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("N_", "Nn_")
            and node.args and isinstance(node.args[0], ast.Constant)]


def _built_on_the_spot(tree: ast.AST) -> list[str]:
    """Each ``raise SomeError(...)`` of :data:`REASONED` given a string literal or an
    f-string: English no catalogue can hold."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            name = getattr(node.exc.func, "id", "")
            first = node.exc.args[0] if node.exc.args else None
            if name in REASONED and isinstance(first, ast.JoinedStr | ast.Constant):
                found.append(f"line {node.lineno}")
    return found


@pytest.fixture(scope="module")
def template_ids() -> set[str]:
    with TEMPLATE.open("rb") as handle:
        return {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(handle) if m.id}


@pytest.mark.parametrize("module", MODULES)
def test_every_net_phrase_is_a_message_of_the_template(module, template_ids):
    tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
    assert [i for i in _marked(tree) if i not in template_ids] == []
    assert _built_on_the_spot(tree) == []


def test_the_walk_sees_the_phrases_and_an_error_built_on_the_spot():
    tree = ast.parse('def f(x):\n    raise ProtocolError(f"it sent {x}")\n'
                     'def g():\n    raise DeckError(Phrase(N_("the deck holds {card} twice"),'
                     ' card=1))\n')
    assert _built_on_the_spot(tree) == ["line 2"]
    assert _marked(tree) == ["the deck holds {card} twice"]
    marked = _marked(ast.parse((PACKAGE / "net" / "stop_words.py").read_text(encoding="utf-8")))
    assert "the other program stopped the game: {reason}" in marked


def test_an_invite_codes_fault_is_said_in_polish():
    with pytest.raises(InviteError) as caught:
        Invite.parse("d7-abcd")
    english = str(caught.value)
    assert english.startswith("the code has ") and english.endswith("a letter is missing")
    set_language("pl")
    words = phrase_words(caught.value.args[0])
    assert words.startswith("kod ma ") and "brakuje litery" in words


def test_an_unknown_computer_player_is_named_in_german():
    with pytest.raises(StrategyError) as caught:
        validate_spec("nosuch")
    assert str(caught.value).startswith("unknown strategy 'nosuch'; known strategies: easy")
    set_language("de")
    assert phrase_words(caught.value.reason).startswith(
        "unbekannter Computerspieler 'nosuch'; bekannt sind: easy")


def test_a_challenges_computer_that_cannot_play_says_why_in_spanish():
    from dirty7.game.challenge import Challenge

    set_language("es")
    challenge = Challenge(seed=1, first=0, seven_stack=True, spec="medium:nosuch=1",
                          computer_seed=0, won=True, moves=10, cards_left=(0, 3))
    with pytest.raises(ChallengeError) as caught:
        check_playable(challenge)
    assert "medium no admite la(s) opción(es) nosuch" in str(caught.value)
