"""The README's Credits line is true: every card face the game draws is one of Arcade's
resources, whose folder says the pictures are Kenney's, under CC0 (Queens
and Kings share one crown and the 9♠'s pips overlap: the art is not ours)."""

from __future__ import annotations

from pathlib import Path

import arcade

from dirty7.ui.core.card_sprites import face_path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_card_art_is_arcades_and_the_readme_credits_it():
    images = Path(arcade.resources.resolve(":resources:images/"))
    assert "Kenney" in (images / "readme.txt").read_text(encoding="utf-8")
    assert "CC0" in (images / "License.txt").read_text(encoding="utf-8")
    for rank in range(13):
        for suit in range(4):
            path = face_path(rank, suit)
            assert path.startswith(":resources:images/cards/")
            assert Path(arcade.resources.resolve(path)).is_file()
    text = README.read_text(encoding="utf-8")
    credits = text[text.index("## Credits"):]
    for words in ("`:resources:images/cards/`", "Kenney", "CC0", "Queens", "9♠"):
        assert words in credits
