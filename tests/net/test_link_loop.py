"""A link's loop ends cleanly: the tasks it leaves are cancelled and awaited, the loop is
closed, and anything the window says to a link that has ended is a no-op.

Why: a program that quit after a friend's game had the link's pending tasks destroyed at
exit ("Task was destroyed but it is pending!"), and a word said to a closed loop raised.
"""

from __future__ import annotations

import asyncio

from dirty7.net.friend_link import FriendLink
from dirty7.net.link_loop import LinkLoop
from tests.support.friend import RelayThread, bot_options, wait_status, wait_until


def test_the_tasks_left_are_cancelled_and_awaited_before_the_loop_closes():
    runner = LinkLoop("test-link")
    ended: list[str] = []

    async def forever() -> None:
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            ended.append("cancelled")
            raise

    async def main() -> None:
        asyncio.get_running_loop().create_task(forever())
        await asyncio.sleep(0)
        asyncio.get_running_loop().stop()

    runner.start(main())
    assert runner.finish(10.0)
    assert ended == ["cancelled"] and runner.closed
    assert runner.call(print, "never") is False  # a closed loop: nothing to tell


def test_a_link_closed_at_the_table_ends_its_loop_and_ignores_what_comes_after():
    relay = RelayThread()
    host = FriendLink.host(name="Ann", relay=relay.url, games=None, **bot_options(1))
    assert wait_until(lambda: host.code is not None or host.finished), host.error
    guest = FriendLink.join(host.code, name="Bob", relay=relay.url, games=None,
                            **bot_options(2))
    guest.accept()
    try:
        wait_status(host, "ready")
        host.close(timeout=15.0)
        assert host._runner.closed and host.finished
        assert wait_until(lambda: guest.finished, 30.0)
        assert "left" in (guest.error or "")
        # the window may still say these a moment later: no error, nothing sent
        host.cancel()
        host.accept()
        host.play_again()
        host.leave_session()
        assert host.say_word("good-game") is False
    finally:
        guest.close(timeout=15.0)
        relay.close()
