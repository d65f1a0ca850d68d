"""Many games without a window: tournaments, self-play, the Ray backend and their progress bars."""
