"""Quiet words between two friends: six preset messages, sent beside the game.

Why ids and never text: nothing to moderate and nothing to translate by hand; each side
shows a word in its own language (:data:`WORD_TEXTS`, translated where shown). Why beside
the game's numbered messages: a word is not part of the game, its record or its journal,
and one lost in a drop means nothing (:meth:`ResumableChannel.say_word`).

Why a limit on both sides: the sender rests :data:`WORD_REST` seconds after each word (its
button shows it resting); the receiver takes a burst of :data:`RECEIVE_BURST` (two words
the path bunched together) and then one every :data:`WORD_REST` seconds. A word beyond
that is dropped, counted and its reason kept (:attr:`WordsSide.word_refusal`): a flood
costs the flooder its words, never the game. A word that is not one of the six is a bad
message like any other: the channel refuses it and the game ends with the reason.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

from dirty7.i18n import N_

from .messages import WORD_IDS, JsonObject, message
from .token_bucket import TokenBucket

if TYPE_CHECKING:
    from .resumable_channel import ResumableChannel

#: Seconds a side rests after sending a word.
WORD_REST = 3.0
#: Words the receiver takes at once before the rest applies.
RECEIVE_BURST = 2
#: Each word's words, translated where they are shown.
WORD_TEXTS: dict[str, str] = {
    "good-game": N_("Good game"),
    "well-played": N_("Well played"),
    "oops": N_("Oops"),
    "thinking": N_("Thinking…"),
    "again": N_("Again?"),
    "thanks": N_("Thanks"),
}

log = logging.getLogger("dirty7.net")


class WordsSide:
    """What FriendLink adds for quiet words (a mix-in: it reads the link's loop and
    channel). :meth:`say_word` is called from the window's thread and returns at once."""

    if TYPE_CHECKING:  # the link's own, which the words use
        _loop: asyncio.AbstractEventLoop

        @property
        def finished(self) -> bool: ...

    def _start_words(self) -> None:
        #: The friend's last word shown, as ``(its number, its id)``; the number changes
        #: with every word, so the same word twice shows twice.
        self.heard_word: tuple[int, str] | None = None
        #: Words dropped for coming too fast, and why (None while there were none).
        self.words_refused = 0
        self.word_refusal: str | None = None
        # the receiver's limit: two words at once, then one every WORD_REST seconds
        self._word_gate = TokenBucket(RECEIVE_BURST, 1 / WORD_REST)
        self._word_clock = time.monotonic
        self._said_at: float | None = None

    def word_rest_left(self) -> float:
        """Seconds before this side may say another word (0 when it may)."""
        if self._said_at is None:
            return 0.0
        return max(0.0, WORD_REST - (self._word_clock() - self._said_at))

    def say_word(self, word: str) -> bool:
        """Send ``word`` (one of :data:`WORD_IDS`) to the friend; False while resting or
        when no game is connected (nothing is sent then)."""
        if word not in WORD_IDS:
            raise ValueError(f"not a quiet word: {word!r}")
        channel = getattr(self, "_channel", None)
        if self.word_rest_left() > 0 or channel is None or self.finished \
                or self._loop.is_closed():
            return False
        word_said = channel.say_word(message("word", word=word))
        try:
            asyncio.run_coroutine_threadsafe(word_said, self._loop)
        except RuntimeError:  # the link ended a moment ago: nothing is sent
            word_said.close()
            return False
        self._said_at = self._word_clock()
        return True

    def _listen_for_words(self, channel: ResumableChannel) -> None:
        channel.on_word = self._heard_word

    def _heard_word(self, got: JsonObject) -> None:
        """On the loop: a checked word from the friend, shown unless it came too fast."""
        if self._word_gate.take():
            number = 0 if self.heard_word is None else self.heard_word[0] + 1
            self.heard_word = (number, got["word"])
            return
        self.words_refused += 1
        if self.word_refusal is None:
            log.warning("the friend's program sends quiet words too fast; dropped")
        self.word_refusal = (f"it sent quiet words faster than one every {WORD_REST:g} s; "
                             f"{self.words_refused} were not shown")


__all__ = ["RECEIVE_BURST", "WORD_IDS", "WORD_REST", "WORD_TEXTS", "WordsSide"]
