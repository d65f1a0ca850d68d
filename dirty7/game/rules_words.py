"""The rule set in force, in words: its name, and what each of its switches asks.

Why from the variant, never from a name: the rules card on the table, How to play and
the Settings row speak of whatever :class:`~dirty7.rules.Variant` is played, so a rule
that is off is not explained and a special card is named by the rank that does it (an
Eight is wild in Crazy Eights, a Jack in Dirty Seven).
"""

from __future__ import annotations

from dataclasses import replace

from dirty7.game.card_words import rank_name
from dirty7.i18n import N_, _, ngettext
from dirty7.rules import Variant
from dirty7.rules.cards import ACE, JACK, SEVEN
from dirty7.rules.presets import preset_name

#: Each preset's name as the player reads it, in the presets' order.
RULES_LABELS: dict[str, str] = {"dirty-seven": N_("Dirty Seven"),
                                "crazy-eights": N_("Crazy Eights"), "mau-mau": N_("Mau-Mau")}


def rules_label(name: str | None) -> str:
    """``Crazy Eights``: a preset's name in words (``House rules`` for a custom set)."""
    return _(RULES_LABELS[name]) if name in RULES_LABELS else _("House rules")


def rules_family(variant: Variant) -> str | None:
    """The preset ``variant`` plays (who starts, the match and Dirty Seven's Sevens-stack
    switch aside), or None for a custom set."""
    name = preset_name(variant)
    if name is None and variant.seven_stack:
        name = preset_name(replace(variant, seven_stack=False))
        return name if name == "dirty-seven" else None
    return name




# --- How to play, from the switches ------------------------------------------------------

#: The deal by deck and hand size (Dirty Seven's sentence for its own deal).
_DEAL = N_("Each player gets {count} cards{deck}. One card is turned face up to start the "
           "waste pile; the rest is the stock.")
_TURN = {
    "draw-one": N_("Play one card that matches the top card of the waste: same rank or same "
                   "suit. If none of your cards can be played, draw one card from the stock. "
                   "Drawing ends your turn, and you can't play that card until your next "
                   "turn."),
    "draw-play": N_("Play one card that matches the top card of the waste: same rank or same "
                    "suit. If none of your cards can be played, draw one card from the stock: "
                    "if it fits you may play it at once, or keep it (Keep)."),
    "draw-until": N_("Play one card that matches the top card of the waste: same rank or "
                     "same suit. If none of your cards can be played, draw until a card fits "
                     "(one click of the stock), then play it."),
}


def basics(variant: Variant) -> list[tuple[str, str]]:
    """How to play's first column: the deal, a turn, the empty stock, the call (when on),
    winning — each a heading and its words, for ``variant``."""
    deck = _(" from a 32-card deck (Seven to Ace of each suit)") if variant.deck == 32 else ""
    deal = _(_DEAL).format(count=variant.hand_size, deck=deck) + " " + (
        _("The first up-card acts as if played.") if variant.first_effect
        else _("The first up-card has no special power."))
    items = [(_("The deal"), deal), (_("Your turn"), _(_TURN[variant.cannot_play])),
             (_("Empty stock"),
              _("When the stock runs out, the waste (all but its top card) is turned over to "
                "become the new stock. It is not shuffled, so a good memory pays off."))]
    if variant.last_card:
        items.append((_("Last card"), ngettext(
            "Before you play your next-to-last card, call “Last card!” (U, or the button). "
            "Forget it and you draw {count} card.",
            "Before you play your next-to-last card, call “Last card!” (U, or the button). "
            "Forget it and you draw {count} cards.", variant.last_card).format(
            count=variant.last_card)))
    items.append((_("Winning"),
                  _("The game ends the moment a hand is empty, whatever the last card was.")))
    return items


def special_cards(variant: Variant) -> list[tuple[int, str, str]]:
    """How to play's special cards for ``variant``: (rank, heading, words) for each rank
    that does something, in the order extra play, play again, penalty, wild; a switch
    that is off has no card here."""
    cards = []
    if variant.extra_rank is not None:
        cards.append((variant.extra_rank, _("Three — play again"), _(
            "Play one more card that matches the Three, or pass. You may always pass.")))
    if variant.again_rank is not None:
        cards.append((variant.again_rank, _("Ace — skip") if variant.again_rank == ACE
                      else _("Eight — skip"), _("Your opponent loses a turn: you move again. "
                                                "Draw if you then can't play.")))
    if variant.penalty_rank is not None:
        cards.append((variant.penalty_rank, *_penalty_words(variant, variant.penalty_rank)))
    if variant.wild_rank is not None:
        cards.append((variant.wild_rank, *_wild_words(variant)))
    return cards


def _penalty_words(variant: Variant, rank: int) -> tuple[str, str]:
    count = variant.penalty_draw
    if rank == SEVEN and count == 4 and not variant.seven_stack:
        return _("Seven — draw four"), _(
            "Your opponent must answer with a Seven of any suit, or draw four cards.")
    heading = _("{rank} — draw {count}").format(rank=rank_name(rank), count=count)
    words = ngettext("Your opponent must answer with a {rank} of any suit, or draw {count} "
                     "card.", "Your opponent must answer with a {rank} of any suit, or draw "
                     "{count} cards.", count).format(rank=rank_name(rank), count=count)
    if variant.seven_stack:
        words += " " + ngettext("Each one answered adds {count} more card.",
                                "Each one answered adds {count} more cards.",
                                count).format(count=count)
    return heading, words


def _wild_words(variant: Variant) -> tuple[str, str]:
    heading = _("Jack — wild") if variant.wild_rank == JACK else _("Eight — wild")
    if variant.penalty_rank is None:
        return heading, _("Play it on anything and name the next suit.")
    jack_seven = variant.wild_rank == JACK and variant.penalty_rank == SEVEN
    if not variant.wild_on_wild and jack_seven:
        return heading, _("Play it on anything except a Jack or a Seven you have to answer, "
                          "and name the next suit.")
    if not variant.wild_on_wild:
        return heading, _("Play it on anything except a card of its rank or a penalty card "
                          "you have to answer, and name the next suit.")
    if jack_seven:
        return heading, _("Play it on anything except a Seven you have to answer, and name "
                          "the next suit.")
    return heading, _("Play it on anything except a penalty card you have to answer, and "
                      "name the next suit.")


def rules_card(variant: Variant) -> list[str]:
    """The rules card on the table: the set's name, then one short line per special card
    and per turn rule that differs from Dirty Seven's."""
    lines = [rules_label(rules_family(variant))]
    lines += [heading for _rank_, heading, _words in special_cards(variant)]
    lines.append({"draw-one": _("Cannot play: draw one"),
                  "draw-play": _("Cannot play: draw one, play it or keep it"),
                  "draw-until": _("Cannot play: draw until one fits")}[variant.cannot_play])
    if variant.last_card:
        lines.append(_("Call “Last card!” (U)"))
    return lines


__all__ = ["RULES_LABELS", "basics", "rules_card", "rules_family", "rules_label",
           "special_cards"]
