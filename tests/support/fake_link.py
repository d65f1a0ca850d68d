"""A stand-in for n1's ``dirty7.net.friend_link.FriendLink`` with exactly the contract's
attributes (/work/brief/CONTRACT_FRIEND.md): the friend screens are tested with it, the
test moving its status by hand as the network would."""

from __future__ import annotations

from dataclasses import dataclass, field

from dirty7.net.invite import Invite

STATUSES = ("starting", "waiting", "connecting", "ready", "playing", "reconnecting",
            "ended", "failed")


@dataclass
class FakeLink:
    """What a FriendLink shows the window; ``calls`` lists what the window asked of it."""

    role: str = "host"
    name: str = ""
    code: str | None = None
    status: str = "starting"
    error: str | None = None
    other_name: str = ""
    variant_text: str | None = None
    #: This data folder's key in short, and the friend's once their hello came.
    fingerprint: str = "a1b2 c3d4"
    other_fingerprint: str | None = None
    changed_key: bool = False
    calls: list[str] = field(default_factory=list)

    def key_changed(self) -> bool:
        return self.changed_key

    def accept(self) -> None:
        self.calls.append("accept")

    def cancel(self) -> None:
        self.calls.append("cancel")
        if self.status not in ("ended", "failed"):
            self.status = "ended"

    def close(self, timeout: float = 3.0) -> None:
        self.cancel()

    # --- the test's side: what the network would do ---------------------------------------
    def hand_out_code(self) -> str:
        self.code = Invite.fresh().code()
        self.status = "waiting"
        return self.code

    def friend_arrives(self, name: str = "Alex", variant: str | None = None,
                       fingerprint: str | None = None) -> None:
        self.other_name = name
        self.other_fingerprint = fingerprint
        self.variant_text = variant
        self.status = "connecting"

    def fail(self, error: str) -> None:
        self.status, self.error = "failed", error


class FakeNetwork:
    """The App's two callables, ``start_host(name)`` and ``start_join(code, name)``, each
    handing out a new :class:`FakeLink` (the links made are kept, newest last)."""

    def __init__(self) -> None:
        self.links: list[FakeLink] = []
        self.refuse_join: Exception | None = None

    def start_host(self, name: str) -> FakeLink:
        self.links.append(FakeLink("host", name))
        return self.links[-1]

    def start_join(self, code: str, name: str) -> FakeLink:
        if self.refuse_join is not None:
            raise self.refuse_join
        Invite.parse(code)  # an InviteError at once, as the contract says
        self.links.append(FakeLink("guest", name, code=code, status="connecting"))
        return self.links[-1]

    @property
    def link(self) -> FakeLink:
        return self.links[-1]
