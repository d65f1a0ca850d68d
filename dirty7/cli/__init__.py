"""The command line: open the game, verify a record (the batch tools live in ``arena``)."""
