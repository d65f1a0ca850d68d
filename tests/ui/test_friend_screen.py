"""The "Play a friend" screen driven by real keys and clicks, with a fake link (the
contract's attributes): the host sees a code and copies it, the guest's bad code is
refused with its reason, the host's variant is agreed to, a ready link goes to the table,
a failure says why and offers Try again, Esc goes back; both players' key fingerprints
show, and a name met before with another key is warned of."""

from __future__ import annotations

import pytest

from dirty7.net.invite import Invite, InviteError
from dirty7.ui.core.bootstrap import arcade
from dirty7.ui.core.live_settings import LiveSettings
from dirty7.ui.screens.friend import FriendView
from dirty7.ui.screens.friend.friend_flow import NAME_NEEDED
from tests.support.fake_link import FakeNetwork
from tests.support.screens import click, show

K = arcade.key


class Screen:
    """A friend screen on the test window, its fake network and what it handed on."""

    def __init__(self, window, name: str = "") -> None:
        from dirty7.store.settings import Settings

        self.net = FakeNetwork()
        self.ready, self.backs = [], []
        self.settings = LiveSettings(Settings(display_name=name))
        self.view = show(window, FriendView(
            window, start_host=self.net.start_host, start_join=self.net.start_join,
            on_ready=self.ready.append, on_back=lambda: self.backs.append(1),
            settings=self.settings))

    def frame(self) -> None:
        self.view.on_update(1 / 60)
        self.view.on_draw()

    def key(self, symbol: int, modifiers: int = 0, *, text: str | None = None,
            motion: int | None = None) -> None:
        """A key the way pyglet delivers it: the press, then its text or text motion."""
        self.view.on_key_press(symbol, modifiers)
        if motion is not None:
            self.view.on_text_motion(motion)
        if text is not None:
            self.view.on_text(text)
        self.view.on_key_release(symbol, modifiers)
        self.frame()

    def type(self, text: str) -> None:
        for char in text:
            self.view.on_key_press(K.A, 0)  # the press comes first; it must not act
            self.view.on_text(char)
        self.frame()

    def button(self, key: str):
        return self.view.built.controls[key]

    def texts(self) -> str:
        """Every label's text on the panel now."""
        out = []

        def walk(widget) -> None:
            if hasattr(widget, "label") and hasattr(widget.label, "text"):
                out.append(widget.label.text)
            elif hasattr(widget, "text") and isinstance(widget.text, str):
                out.append(widget.text)
            for child in getattr(widget, "children", []):
                walk(child)

        walk(self.view.built.panel)
        return "\n".join(out)


@pytest.fixture
def screen(plain_window):
    return Screen(plain_window, name="Sam")


def test_host_shows_the_code_and_waits_then_opens_the_table(screen):
    click(screen.view, screen.button("host"))
    link = screen.net.link
    assert link.name == "Sam" and "Making an invite code" in screen.texts()
    code = link.hand_out_code()
    screen.frame()
    assert code in screen.texts() and "Waiting for your friend" in screen.texts()
    link.friend_arrives("Alex")
    screen.frame()
    assert "Alex is here" in screen.texts() and screen.ready == []
    link.status = "ready"
    screen.frame()
    screen.frame()
    assert screen.ready == [link]  # once
    screen.view.on_hide_view()
    assert "cancel" not in link.calls  # the table has it now


def test_copy_puts_the_code_on_the_clipboard(screen, monkeypatch):
    board = []
    monkeypatch.setattr(screen.view.window, "set_clipboard_text", board.append, raising=False)
    screen.key(K.H)  # out of the name field? the name field has the keys: Enter hosts
    assert screen.net.links == []
    screen.key(K.ENTER)
    code = screen.net.link.hand_out_code()
    screen.frame()
    screen.key(K.ENTER)  # the focus is on Copy
    assert board == [code] and "Copied" in screen.texts()
    screen.key(K.C, K.MOD_CTRL)
    assert board == [code, code]


def test_copy_without_a_clipboard_says_so_and_keeps_the_code(screen, monkeypatch):
    def no_clipboard(_text):
        raise NotImplementedError

    monkeypatch.setattr(screen.view.window, "set_clipboard_text", no_clipboard, raising=False)
    screen.key(K.ENTER)
    code = screen.net.link.hand_out_code()
    screen.frame()
    click(screen.view, screen.button("copy"))
    assert "clipboard cannot be reached" in screen.texts() and code in screen.texts()


def test_a_name_is_asked_for_first_and_saved(plain_window):
    screen = Screen(plain_window, name="")
    screen.key(K.ENTER)
    assert screen.net.links == [] and NAME_NEEDED in screen.texts()
    screen.type("  Jo  ")
    screen.key(K.ENTER)
    assert screen.net.link.name == "Jo" and screen.settings.value.display_name == "Jo"


def test_a_name_longer_than_forty_characters_cannot_be_typed(plain_window):
    screen = Screen(plain_window, name="")
    screen.type("x" * 60)
    assert screen.view.built.fields["name"].text == "x" * 40


def _to_join(screen) -> None:
    screen.key(K.TAB)  # name → Host
    screen.key(K.TAB)  # → Join
    screen.key(K.ENTER)
    assert screen.view.flow.page == "join" and screen.view.built.fields["code"].active


def test_join_refuses_a_bad_code_with_its_reason(screen):
    _to_join(screen)
    screen.type("d7-abcd-efgh")
    screen.key(K.ENTER)
    assert screen.net.links == []
    assert "That is not an invite code" in screen.texts() and "letters" in screen.texts()
    screen.key(K.BACKSPACE, motion=K.MOTION_BACKSPACE)
    assert screen.view.built.fields["code"].text == "d7-abcd-efg"
    screen.type("1!")
    click(screen.view, screen.button("connect"))
    assert "digits 2–7" in screen.texts() and screen.net.links == []


def test_join_takes_a_pasted_code_agrees_to_the_variant_and_plays(screen, monkeypatch):
    code = Invite.fresh().code()
    monkeypatch.setattr(screen.view.window, "get_clipboard_text",
                        lambda: f"  {code}\nsecond line", raising=False)
    _to_join(screen)
    screen.key(K.V, K.MOD_CTRL)
    assert screen.view.built.fields["code"].text == code
    screen.key(K.ENTER)
    link = screen.net.link
    assert link.code == code and link.name == "Sam" and "Connecting" in screen.texts()
    link.friend_arrives("Alex", "Sevens stack; a match to 100 points")
    screen.frame()
    assert "Alex hosts this game" in screen.texts() and "Sevens stack" in screen.texts()
    link.status = "ready"  # even ready, the guest must agree first
    screen.frame()
    assert screen.ready == []
    screen.key(K.P)
    assert link.calls == ["accept"]
    screen.frame()
    assert screen.ready == [link]


def test_cancel_at_the_offer_hangs_up_and_keeps_the_code(screen):
    code = Invite.fresh().code()
    _to_join(screen)
    screen.type(code)
    screen.key(K.ENTER)
    link = screen.net.link
    link.friend_arrives("Alex", "the usual rules")
    screen.frame()
    click(screen.view, screen.button("cancel"))
    assert link.calls == ["cancel"] and screen.view.flow.page == "join"
    assert screen.view.built.fields["code"].text == code


def test_a_failure_says_why_and_try_again_starts_over(screen):
    screen.key(K.ENTER)
    first = screen.net.link
    first.fail("the relay at ws://localhost:8765 cannot be reached")
    screen.frame()
    assert "cannot be reached" in screen.texts() and "Try again" in screen.texts()
    screen.key(K.T)
    assert len(screen.net.links) == 2 and first.calls == ["cancel"]
    assert screen.view.flow.stage == "starting"


def test_a_link_that_cannot_start_is_shown_not_raised(screen):
    screen.net.refuse_join = InviteError("the code holds 15 bytes")
    _to_join(screen)
    screen.type(Invite.fresh().code())
    screen.key(K.ENTER)
    assert "15 bytes" in screen.texts()
    screen.view.flow.start_host = lambda name: (_ for _ in ()).throw(OSError("no network"))
    screen.key(K.ESCAPE)
    screen.key(K.ENTER)
    assert "no network" in screen.texts()


def test_escape_goes_back_a_step_then_to_the_menu(screen):
    screen.key(K.ENTER)
    link = screen.net.link
    screen.key(K.ESCAPE)
    assert link.calls == ["cancel"] and screen.view.flow.page == "choose" and screen.backs == []
    screen.key(K.ESCAPE)
    assert screen.backs == [1]


def test_leaving_the_screen_hangs_up(screen):
    screen.key(K.ENTER)
    screen.view.window.hide_view()
    assert screen.net.link.calls == ["cancel"]


def test_the_mouse_alone_hosts_and_cancels(screen):
    click(screen.view, screen.button("host"))
    screen.net.link.hand_out_code()
    screen.frame()
    click(screen.view, screen.button("cancel"))
    assert screen.net.link.calls == ["cancel"] and screen.view.flow.page == "choose"
    click(screen.view, screen.button("back"))
    assert screen.backs == [1]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("text_size, contrast", [(100, False), (150, False), (150, True)])
def test_every_step_fits_the_window_at_every_text_size(plain_window, size, text_size,
                                                       contrast):
    from dirty7.store.settings import Settings
    from dirty7.ui.core import look

    look.apply(Settings(text_size=text_size, high_contrast=contrast))
    screen = Screen(plain_window, name="Sam")
    view = screen.view

    def check() -> None:
        view.on_resize(*size)
        view.on_draw()
        panel = view.built.panel.rect
        assert 0 <= panel.left and panel.right <= view.fit.width, (panel, view.fit)
        assert 0 <= panel.bottom and panel.top <= view.fit.height, (panel, view.fit)
        assert view._title.bottom >= panel.top - 2  # the title clear of the panel
        for control in view.built.controls.values():
            inner = control.rect
            assert panel.left <= inner.left and inner.right <= panel.right

    check()
    view.host()
    link = screen.net.link
    link.hand_out_code()
    link.code += "@192.168.100.200:8765"
    check()
    view.cancel()
    view.open_join()
    view.on_text("d7-abc")
    view.connect()
    check()
    view.built.fields["code"].text = Invite.fresh().code()
    view.connect()
    screen.net.link.friend_arrives("A" * 40, "Sevens stack: each Seven answered adds four "
                                   "more; who starts alternates; a match to 500 points")
    screen.frame()
    check()


def test_the_menu_offers_play_a_friend_with_the_settings_name_and_relay(plain_window,
                                                                        monkeypatch):
    import dirty7.net.friend_link
    from tests.support.app import make_app
    from tests.support.fake_link import FakeLink
    from tests.support.screens import STRATEGIES

    asked = []

    class Link:
        @staticmethod
        def host(**options):
            asked.append(("host", options))
            return FakeLink("host", options["name"])

        @staticmethod
        def join(code, **options):
            asked.append(("join", code, options))
            return FakeLink("guest", options["name"], code=code)

    monkeypatch.setattr(dirty7.net.friend_link, "FriendLink", Link)
    app, _quits = make_app(plain_window, strategies=STRATEGIES[:3])
    app.settings.change(relay_url="wss://relay.example.org/d7")
    app.show_menu()
    click(app.menu, app.menu.buttons["friend"])
    view = plain_window.current_view
    assert isinstance(view, FriendView)
    view.on_text("Robin")
    view.on_key_press(K.ENTER, 0)
    assert asked[0][1]["name"] == "Robin"
    assert asked[0][1]["relay"] == "wss://relay.example.org/d7"
    assert app.settings.value.display_name == "Robin"  # saved for next time
    view.on_key_press(K.ESCAPE, 0)
    view.on_key_press(K.ESCAPE, 0)
    assert plain_window.current_view is app.menu


def test_a_ready_link_opens_the_table_against_the_friend(plain_window, monkeypatch):
    """The screen's ``on_ready`` is the app's: the friend's table for that very link."""
    import dirty7.ui.friend_table as friend_table
    from tests.support.app import make_app
    from tests.support.fake_link import FakeLink
    from tests.support.screens import STRATEGIES

    opened = []
    monkeypatch.setattr(friend_table, "open_friend_table",
                        lambda app, link: opened.append((app, link)))
    app, _quits = make_app(plain_window, strategies=STRATEGIES[:3])
    app.show_menu()
    link = FakeLink(status="ready")
    app.friends.ready(link)
    assert opened == [(app, link)] and "cancel" not in link.calls


def test_the_host_sees_its_own_fingerprint_and_the_friends(screen):
    click(screen.view, screen.button("host"))
    link = screen.net.link
    link.hand_out_code()
    screen.frame()
    assert "Your key is a1b2 c3d4." in screen.texts()
    link.friend_arrives("Alex", fingerprint="e5f6 0718")
    screen.frame()
    assert "Alex (key e5f6 0718) is here" in screen.texts()
    assert "another key" not in screen.texts()


def test_the_guest_sees_both_fingerprints_and_a_changed_key(screen):
    _to_join(screen)
    screen.type(Invite.fresh().code())
    click(screen.view, screen.button("connect"))
    link = screen.net.link
    assert "Your key is a1b2 c3d4." in screen.texts()
    link.changed_key = True
    link.friend_arrives("Alex", "standard Sevens", fingerprint="e5f6 0718")
    screen.frame()
    texts = screen.texts()
    assert "Alex (key e5f6 0718) hosts this game" in texts
    assert "Alex had another key before. It may be someone else." in texts


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("text_size", [100, 150])
def test_a_whole_relay_code_shows_in_the_join_field(plain_window, size, text_size):
    """A player checks the code they pasted against the one read to them: all of it is in
    view, from "d7-" to its last letter, at every size."""
    from dirty7.store.settings import Settings
    from dirty7.ui.core import look

    look.apply(Settings(text_size=text_size))
    screen = Screen(plain_window, name="Sam")
    _to_join(screen)
    code = Invite.fresh().code()
    screen.type(code)
    screen.view.on_resize(*size)
    screen.frame()
    field = screen.view.built.fields["code"]
    assert field.text == code
    shown = field.layout
    assert shown.content_width <= shown.width, (shown.content_width, shown.width)
    assert shown.view_x == 0  # not scrolled: the start of the code is in view
    panel = screen.view.built.panel.rect
    assert panel.left <= field.rect.left and field.rect.right <= panel.right


def test_a_code_that_comes_while_the_panel_is_built_is_shown(screen, monkeypatch):
    """The link lives on its own thread: its code may come while the "Making an invite
    code…" panel is being built. The screen must still show the code on the next frame
    (it stayed on "Making an invite code…" for a minute)."""
    from dirty7.ui.screens.friend import friend_view

    click(screen.view, screen.button("host"))
    link = screen.net.link
    build = friend_view.build_panel
    arrived = []

    def build_while_the_code_comes(view, k):
        built = build(view, k)
        if not arrived:  # the network's thread, between the build and its bookkeeping
            arrived.append(link.hand_out_code())
        return built

    monkeypatch.setattr(friend_view, "build_panel", build_while_the_code_comes)
    screen.view.on_resize(1024, 700)  # the panel built again (a resize, a new step)
    assert arrived and "Making an invite code" in screen.texts()
    screen.frame()
    assert arrived[0] in screen.texts() and "Waiting for your friend" in screen.texts()
