"""docs/RULES.md, the game's own rulebook, agrees with the engine and the README links it."""

from __future__ import annotations

import re
from pathlib import Path

from dirty7.rules import Card, format_move, legal_moves, parse_move, parse_position
from dirty7.rules.cards import card_points

ROOT = Path(__file__).resolve().parents[2]
RULES = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")


def test_the_readme_links_the_rulebook_in_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/RULES.md)" in readme
    assert not re.search(r"(?<!docs/)RULES\.md", readme)  # no rulebook outside the repo


def test_the_example_position_parses_and_its_only_move_is_the_seven():
    example = re.search(r"\n    (\S+/\S+/\S+/\S+ \d \S \S)\n", RULES).group(1)
    position = parse_position(example)
    assert [format_move(m) for m in legal_moves(position)] == ["7C"]


def test_the_move_examples_are_moves():
    for text in ("7H", "JS>H", "JS", "draw", "pass"):
        assert f"`{text}`" in RULES
        assert format_move(parse_move(text)) == text


def test_the_match_points_are_the_engines():
    points = {"Seven": "7C", "Jack": "JC", "Ace": "AC", "King": "KC", "Queen": "QC"}
    for word, value in (("Seven", 50), ("Jack", 20), ("Ace", 15)):
        assert f"{word} {value}" in RULES
        assert card_points(int(Card.parse(points[word]))) == value
    assert "King and Queen 10" in RULES
    assert card_points(int(Card.parse("KC"))) == card_points(int(Card.parse("QC"))) == 10
    assert card_points(int(Card.parse("TC"))) == 10 and card_points(int(Card.parse("2C"))) == 2
