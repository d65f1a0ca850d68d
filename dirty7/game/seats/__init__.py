"""Who sits at a game: the seat protocol, its implementations and the one factory."""
