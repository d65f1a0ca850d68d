"""The "Play a friend" settings: your name and the relay typed, checked and saved; a bad
value refused in plain words and never saved; reached from Settings by F or its button."""

from __future__ import annotations

from dirty7.store.settings import DEFAULT_RELAY_URL, Settings, load_settings
from dirty7.store.storage import Store
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens.settings import SettingsView
from dirty7.ui.screens.settings.friend_sheet import FriendSettingsView
from tests.support.screens import LEFT, STRATEGIES, click, pixel, show

K = arcade.key


def _sheet(window):
    live = LiveSettings(Settings(), store=Store())
    backs = []
    view = show(window, FriendSettingsView(window, settings=live,
                                           on_back=lambda: backs.append(1)))
    return view, live, backs


def _clear_and_type(view, text: str) -> None:
    field = next(f for f in view.fields.values() if f.active)
    while field.text:
        view.on_key_press(K.BACKSPACE, 0)
        view.on_text_motion(K.MOTION_BACKSPACE)
    for char in text:
        view.on_key_press(K.A, 0)
        view.on_text(char)
    view.on_draw()


def test_name_and_relay_are_typed_and_saved_with_enter(plain_window):
    view, live, backs = _sheet(plain_window)
    assert view.fields["display_name"].active  # the keyboard starts in the name
    _clear_and_type(view, "  Robin  ")
    view.on_key_press(K.ENTER, 0)
    assert live.value.display_name == "Robin" and view.fields["relay_url"].active
    _clear_and_type(view, "wss://relay.example.org/d7")
    view.on_key_press(K.ENTER, 0)
    saved, _warning = load_settings(Store())
    assert (saved.display_name, saved.relay_url) == ("Robin", "wss://relay.example.org/d7")
    view.on_key_press(K.ESCAPE, 0)
    assert backs == [1]


def test_a_bad_relay_is_refused_in_plain_words_and_not_saved(plain_window):
    view, live, backs = _sheet(plain_window)
    view.on_key_press(K.TAB, 0)
    _clear_and_type(view, "http://relay.example.org")
    view.on_key_press(K.ENTER, 0)
    assert live.value.relay_url == DEFAULT_RELAY_URL
    assert "ws:// or wss://" in view.message and view.banner.visible
    view.on_key_press(K.ESCAPE, 0)
    assert backs == []  # said once
    view.on_key_press(K.ESCAPE, 0)
    assert backs == [1] and live.value.relay_url == DEFAULT_RELAY_URL


def test_an_empty_relay_or_a_hostile_paste_is_refused(plain_window, monkeypatch):
    view, live, _backs = _sheet(plain_window)
    view.on_key_press(K.TAB, 0)
    _clear_and_type(view, "")
    view.on_key_press(K.ENTER, 0)
    assert live.value.relay_url == DEFAULT_RELAY_URL and "ws://" in view.message
    monkeypatch.setattr(plain_window, "get_clipboard_text",
                        lambda: "ws://a\x00b:1\nws://second", raising=False)
    view.on_key_press(K.V, K.MOD_CTRL)
    assert "\x00" not in view.fields["relay_url"].text
    assert "second" not in view.fields["relay_url"].text


def test_a_name_cannot_grow_past_forty_characters(plain_window):
    view, live, _backs = _sheet(plain_window)
    _clear_and_type(view, "n" * 70)
    view.on_key_press(K.ENTER, 0)
    assert live.value.display_name == "n" * 40


def test_settings_opens_the_sheet_by_key_and_button(plain_window):
    opened = []
    view = show(plain_window, SettingsView(plain_window, strategies=STRATEGIES[:3],
                                           on_look=lambda: None,
                                           on_friend=lambda: opened.append(1)))
    view.on_key_press(K.F, 0)
    click(view, view.friend_button)
    assert opened == [1, 1]
    for button in (view.back_button, view.look_button, view.friend_button):
        rect = button.rect
        assert 0 <= rect.left and rect.right <= view.fit.width


def test_the_app_goes_settings_friend_sheet_and_back(plain_window):
    from tests.support.app import make_app

    app, _quits = make_app(plain_window, strategies=STRATEGIES[:3])
    app.show_menu()
    app.show_settings()
    plain_window.current_view.on_key_press(K.F, 0)
    sheet = plain_window.current_view
    assert isinstance(sheet, FriendSettingsView)
    sheet.on_draw()
    sheet.on_key_press(K.ESCAPE, 0)
    assert isinstance(plain_window.current_view, SettingsView)


def _outline(view, field) -> tuple[int, int, int]:
    """The colour of the field's outline, on screen (its top edge, a third along)."""
    rect = field.rect
    return pixel(*(round(v) for v in view.to_window(rect.left + rect.width / 3,
                                                     rect.top - 1)))


def test_the_lit_field_is_the_one_that_receives_typing(plain_window):
    view, _live, _backs = _sheet(plain_window)
    name, relay = view.fields["display_name"], view.fields["relay_url"]
    before = name.text, relay.text
    click(view, name)  # the mouse stays over Your name
    assert name.active
    lit, unlit = _outline(view, name), _outline(view, relay)
    assert lit != unlit
    view.on_key_press(K.TAB, 0)
    view.on_text("Q")
    view.on_draw()
    assert (name.text, relay.text) == (before[0], before[1] + "Q")
    assert _outline(view, relay) == lit and _outline(view, name) == unlit
    view.on_key_press(K.UP, 0)  # ↑ back to the name: both move together again
    view.on_draw()
    assert name.active and _outline(view, name) == lit and _outline(view, relay) == unlit


def test_a_click_in_the_empty_part_of_a_field_puts_the_caret_at_the_end(plain_window):
    view, _live, _backs = _sheet(plain_window)
    for key in ("relay_url", "display_name", "display_name"):  # inactive, then active
        field = view.fields[key]
        field.caret.position = 0
        x = round(view.to_window(field.rect.right - 10, 0)[0])
        y = round(view.to_window(0, field.rect.center_y)[1])
        for _click in range(2):  # a quick second click is no word selection either
            view.on_mouse_motion(x, y, 0, 0)
            view.on_mouse_press(x, y, LEFT, 0)
            view.on_mouse_release(x, y, LEFT, 0)
            assert field.active and field.caret.position == len(field.text)
            assert field.caret.mark is None
        view.on_text("!")
        assert field.text.endswith("!")
