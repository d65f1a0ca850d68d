"""The bounded map the fonts, the remembered text-size searches and the lesson panel's
heights share: the newest kept, the oldest forgotten."""

from __future__ import annotations

from dirty7.ui.core.recent import Recent


def test_the_oldest_go_and_setting_one_again_makes_it_the_newest():
    kept: Recent[str, int] = Recent(2)
    kept.put("a", 1)
    kept.put("b", 2)
    kept.put("a", 3)  # "a" the newest now
    kept.put("c", 4)  # so "b" goes
    assert (kept.get("a"), kept.get("b"), kept.get("c")) == (3, None, 4)
    assert len(kept) == 2
