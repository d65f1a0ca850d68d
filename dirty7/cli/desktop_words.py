"""The words of the desktop entry and the AppStream metainfo, in every shipped language.

Why every language at once and not the player's: a menu or a software centre picks the
line of its own locale from one file (``Comment[de]=…``, ``<summary xml:lang="de">``), so
the files carry each translation the catalogues have. The texts are messages like every
other word; a language whose catalogue leaves one untranslated simply has no line for it.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from dirty7.i18n import N_, selectable_languages
from dirty7.i18n.catalogue import SOURCE, catalogue
from dirty7.i18n.languages import regional_stand_ins

#: The game's name: the same in every language (it names the game, not what it is).
NAME = "Dirty Seven"
# Translators: the desktop menu's generic name of the application.
GENERIC_NAME = N_("Card Game")
SUMMARY = N_("Shedding card game against the computer or a friend")
# Translators: search words of the desktop menu, each followed by a semicolon; keep the
# semicolons, add your language's own names of the game (Mau-Mau, Makao…).
KEYWORDS = N_("cards;crazy eights;mau-mau;shedding;")
DESCRIPTION = (
    N_("Dirty Seven is a shedding card game, a relative of Crazy Eights and Mau-Mau: match "
       "the waste pile's rank or suit; a Three lets you play again, an Ace makes you play "
       "again, a Seven must be answered with a Seven or you draw four, and Jacks are wild. "
       "Whoever empties their hand first wins."),
    N_("Four levels of computer player, seven lessons, a deal of the day, house rules "
       "(Crazy Eights, Mau-Mau or your own), a review of every finished game, sealed deals "
       "that anyone can verify, and games with a friend over the network or at one "
       "computer. In seven languages."),
)


def translations(message: str) -> dict[str, str]:
    """``message`` in each shipped language whose catalogue translates it (not English),
    by locale; a language shipped only in one region's form also speaks for the plain
    language (``pt_BR`` as ``pt`` too), so a Portuguese desktop's menu reads Portuguese,
    as the game does."""
    found = {}
    for code in selectable_languages():
        if code == SOURCE:
            continue
        text = catalogue(code).gettext(message)
        if text != message:
            found[code] = text
    for language, code in regional_stand_ins().items():
        if code in found:
            found[language] = found[code]
    return found


def entry_lines(key: str, message: str) -> list[str]:
    """``Comment=…`` and one ``Comment[de]=…`` line per translation (Desktop Entry spec)."""
    return [f"{key}={message}"] + [f"{key}[{code}]={text}"
                                   for code, text in translations(message).items()]


def xml_elements(tag: str, message: str, indent: str) -> str:
    """``<summary>…</summary>`` and one ``<summary xml:lang="de">`` per translation."""
    lines = [f"{indent}<{tag}>{escape(message)}</{tag}>"]
    lines += [f'{indent}<{tag} xml:lang="{code}">{escape(text)}</{tag}>'
              for code, text in translations(message).items()]
    return "\n".join(lines)


def languages_element(indent: str) -> str:
    """AppStream's ``<languages>``: the languages the game speaks (each catalogue whole)."""
    inner = "\n".join(f'{indent}  <lang percentage="100">{code}</lang>'
                      for code in selectable_languages())
    return f"{indent}<languages>\n{inner}\n{indent}</languages>"


__all__ = ["DESCRIPTION", "GENERIC_NAME", "KEYWORDS", "NAME", "SUMMARY", "entry_lines",
           "languages_element", "translations", "xml_elements"]
