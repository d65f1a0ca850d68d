"""Shared by the side-panel tests: window sizes, deals with and without a Jack asking, and
the rectangles the game log and Why? panels must leave in view."""

from __future__ import annotations

from dirty7.ai.explain import Explanation
from dirty7.rules import CARDS
from dirty7.ui.core.layout import Box, card_size

WINDOWS = [(800, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440)]
LONG = "Computer played 7♣ — you draw 2 cards unless you answer with a Seven"


def deal(jack: bool) -> str:
    """Seven cards each; a Jack asking for ♦ on the waste (the longest caption) or a
    Queen of hearts on it ("Suit: hearts")."""
    deck = [str(c) for c in CARDS if str(c) not in ("JS", "QH")]
    waste = "QHJS" if jack else "JSQH"
    return (f"{''.join(deck[:7])}/{''.join(deck[7:14])}/{waste}/{''.join(deck[14:])} 0 n "
            + ("D" if jack else "H"))


def box_of(r) -> Box:
    return Box(r.left, r.bottom, r.width, r.height)


def hit(a: Box, b: Box) -> bool:
    return a.left < b.right and b.left < a.right and a.bottom < b.top and b.bottom < a.top


def obstacles(view) -> dict[str, Box]:
    """What the panels must leave in view: the badge (at its largest pulse), its caption,
    the stock, the visible waste, the stock count, the status line and every button."""
    hud = view.hud
    labels = hud.label_boxes()
    bx, by = hud.badge_pos
    size = hud.badge_size(pulse=False) * 1.25
    out = {"suit_badge": Box(bx - size / 2, by + 4 - size / 2, size, size),
           "suit_caption": labels["suit_caption"], "stock_count": labels["stock_count"],
           "status": labels["status"]}
    w, h = card_size(view.layout.pile_scale)
    for i, back in enumerate(view.card_sprites.stock_backs):
        out[f"stock{i}"] = Box(back.center_x - w / 2, back.center_y - h / 2, w, h)
    for card in view.flow.state.waste[-4:]:
        s = view.card_sprites.sprites[int(card)]
        out[f"waste {card}"] = Box(s.left, s.bottom, s.width, s.height)
    buttons = {"menu": hud.menu_button, "hint": view.hint_part.button,
               "log": view.log_part.button, "why": view.why_part.button,
               "?": view.shortcuts_part.button, "draw": hud.draw_button}
    out.update({name: box_of(b.rect) for name, b in buttons.items()})
    return out


#: What a panel over the piles (see ``side_room.over_piles``) still leaves in view.
ALWAYS_KEPT = ("menu", "hint", "log", "why", "?", "draw", "status")


def kept_in_view(view, rect: Box) -> dict[str, Box]:
    """:func:`obstacles`, less the piles, the badge and its caption where ``rect`` is the
    box over the piles (no felt clear of the player's hand holds the panel there)."""
    from dirty7.ui.table.side_room import over_piles

    out = obstacles(view)
    piles = Box(*over_piles(view, view.layout.width))
    e = 0.5  # rounding
    if piles.left - e <= rect.left and rect.right <= piles.right + e \
            and rect.bottom >= piles.bottom - e and rect.top <= piles.top + e:
        out = {k: b for k, b in out.items() if k in ALWAYS_KEPT}
    return out


__all__ = ["ALWAYS_KEPT", "LONG", "WINDOWS", "box_of", "deal", "hit", "kept_in_view",
           "obstacles"]


#: A long Hard explanation: its reasons, its best moves and its belief of every suit.
HARD = Explanation(level="Hard", move="9♣", rule="search",
                   lines=("kept its Seven to answer yours", "named ♥: it holds three hearts",
                          "you drew on ♣ twice, so it plays clubs while it can"),
                   best=(("9♣", 0.61, 0.7), ("7♣", 0.4, 0.2), ("draw", 0.2, 0.1)),
                   suits=(("♣", 0.05, "you drew on ♣"), ("♦", 0.62, ""), ("♥", 0.48, ""),
                          ("♠", 0.55, ""), ("J", 0.2, "two Jacks are still unseen")),
                   known=(("5♥", "you took it from the stock after its Ace"),))
