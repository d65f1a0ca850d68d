"""What the game keeps on disk: JSON in the user's data folder (settings, statistics, the
unfinished game, exported records), written atomically under a folder lock, validated
by type, size and depth when read."""
