"""The autosave keeps what resuming needs, but not where a glance at the file shows it:
``record`` and ``match`` concealed (dirty7.store.concealed), the file readable by its owner
only (0600); a damaged concealed entry is set aside with a message, never a traceback; a
save from before (plain objects) still resumes."""

from __future__ import annotations

import base64
import json
import os
import stat
import zlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dirty7.game.session import PlaySession
from dirty7.rules import format_position
from dirty7.store.concealed import conceal, reveal
from dirty7.store.savegame import SAVED_GAME_FILE, load_saved_game
from tests.support.hidden import leaks
from tests.support.saves import read_saved


class Cheap:
    """A computer seat that plays its first legal move (resume needs one)."""

    def choose(self, view):
        return view.legal_moves[0]


def saved_session(moves: int = 5) -> tuple[PlaySession, Path]:
    """A sealed game against Easy, ``moves`` moves in, saved."""
    session = PlaySession.start("easy", Cheap(), seed=None)
    game = session.game
    while game.moves_played < moves:
        game.play(game.position.legal_moves()[0])
    assert session.save() is None
    return session, Path(os.environ["DIRTY7_DATA_DIR"]) / SAVED_GAME_FILE


def test_the_saved_game_shows_no_seed_nonce_deal_or_hidden_card():
    session, path = saved_session()
    record = session.game.record
    assert record.nonce is not None
    text = path.read_text()
    data = json.loads(text)
    plain = {k: v for k, v in data.items() if k not in ("record", "match")}
    assert leaks(plain, text, session.game.position, 0, record) == []
    assert str(session.state.base_seed) not in text  # the match's copy of the seed
    assert isinstance(data["record"], str) and isinstance(data["match"], str)
    assert format_position(record.initial_position()) not in text


def test_the_saved_game_is_readable_by_its_owner_only():
    _, path = saved_session()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_concealed_save_resumes_exactly_and_a_plain_one_from_before_too():
    session, path = saved_session(7)
    notation = format_position(session.game.position)
    resumed, warning = PlaySession.resume(lambda _name: Cheap())
    assert warning is None and format_position(resumed.game.position) == notation
    assert resumed.game.record.nonce == session.game.record.nonce
    path.write_text(json.dumps(read_saved(path)))  # as versions before this one wrote it
    resumed, warning = PlaySession.resume(lambda _name: Cheap())
    assert warning is None and format_position(resumed.game.position) == notation


def _bomb() -> str:
    return base64.b64encode(zlib.compress(b" " * (5 * 1024 * 1024), 9)).decode()


@pytest.mark.parametrize(("entry", "words"), [
    ("not base64!", "not base64"),
    (base64.b64encode(b"plain bytes").decode(), "not compressed"),
    (base64.b64encode(zlib.compress(b'{"a": 1}')[:-3]).decode(), "cut short"),
    (base64.b64encode(zlib.compress(b"{not json")).decode(), "not valid JSON"),
    (base64.b64encode(zlib.compress(b"[" * 100_000)).decode(), "nested more than"),
    ("é", "not base64"),
], ids=["not base64", "not zlib", "cut short", "not JSON", "too deep", "not ascii"])
def test_a_damaged_concealed_record_is_set_aside_with_a_message(entry, words):
    _, path = saved_session()
    data = json.loads(path.read_text())
    data["record"] = entry
    path.write_text(json.dumps(data))
    value, warning = load_saved_game()
    assert value is None and words in warning and "saved-game.json.bad" in warning
    assert not path.exists()


def test_a_concealed_bomb_is_refused_without_unpacking_it_all():
    _, path = saved_session()
    data = json.loads(path.read_text())
    data["match"] = _bomb()
    path.write_text(json.dumps(data))
    value, warning = load_saved_game()
    assert value is None and "unpacks to more than" in warning


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**64, 2**64) | st.text(max_size=20)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=5),
    max_leaves=20)


@settings(max_examples=60, deadline=None)
@given(json_values)
def test_reveal_gives_back_what_conceal_took(value):
    assert reveal(conceal(value)) == value
