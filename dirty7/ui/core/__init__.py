"""What every screen stands on: Arcade's start-up (:mod:`.bootstrap`) and its patches
(:mod:`.patches`), the logical-table scaling, the theme, card art, sounds and wording."""
