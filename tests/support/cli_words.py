"""Running ``dirty7`` in a test and reading its words (tests/i18n's command-line tests).

Why through ``dirty7.__main__.main``: that is where the language is chosen, before any
parser is built.
"""

from __future__ import annotations

import re

from dirty7.__main__ import main


def run(argv: list[str], capsys) -> tuple[int, str, str]:
    """``dirty7 ARGV``'s exit status, stdout and stderr."""
    try:
        status = main(argv)
    except SystemExit as stop:
        status = stop.code or 0
    out, err = capsys.readouterr()
    return status, out, err


#: Words of the output that are no message: commands, strategies, paths, option values.
CODE = re.compile(r"--?[\w-]+|\{[^}]*\}|\b[A-Z_]{2,}\b|\S*/\S*|\bdirty7( [a-z]+)?|\w+(\|\w+)+"
                  r"|\b(easy|medium|WxH|Player)\b")


def plain_words(text: str) -> list[str]:
    """The words of ``text`` written in plain ASCII letters (three or more), once the code
    is taken out: in the pseudo-language every message's word has an accented letter, so
    such a word is a string that never reached the catalogue."""
    words = re.findall(r"[^\W\d_]+", CODE.sub(" ", text))
    return [word for word in words if word.isascii() and len(word) >= 3]
