"""The table's game flow without a window: what is shown, when, and what the player may do."""
