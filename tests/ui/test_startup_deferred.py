"""What the menu's first frame does not show is made after it, yet is there when needed:
a screen's notice makes its text only when it has something to say."""

from __future__ import annotations

from dirty7.ui.widgets.notice import Notice


def test_a_silent_notice_makes_no_text_and_draws_nothing(window):
    notice = Notice(source=None)
    notice.update(1 / 60)
    notice.draw(640, 700)
    assert notice._label is None and notice.message == ""


def test_a_notice_shows_its_first_message_in_full(window):
    notice = Notice(source=None)
    notice.show("The settings file could not be read: defaults are used.")
    notice.draw(640, 700)
    assert notice._label is not None
    assert notice._label.text == "The settings file could not be read: defaults are used."
    assert notice._label.content_width > 0
    assert notice.message == notice._label.text
