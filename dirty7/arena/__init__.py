"""Many games without a window, as a library: deal jobs and their seeds (``deals``), one game
between two specs (``duel``), tournaments and their statistics, self-play records, the Ray
backend and the progress bar. The command lines are in ``dirty7.cli``."""
