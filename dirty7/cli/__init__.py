"""The command line: every ``dirty7`` command, one module each (``play_command`` opens the
game; ``verify_command``, ``tournament_command``, ``selfplay_command``), their shared options
in ``command_options``; ``dirty7.__main__`` dispatches."""
