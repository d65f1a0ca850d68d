"""Play a friend over the network, window-free (docs/NETWORK.md).

A floor above ``game`` (it imports ``rules``, ``store`` and ``game`` only) and below ``ui``
and ``cli``: the invite code (``invite``), the private channel (``secure_channel``, its
``messages`` and ``transports``), the mental-poker deal (``group_cipher``, ``mental_deck``),
one side's picture of the game (``shared_table``), the protocol (``peer``) and the relay
(``relay``).
"""
