"""Games between seats, window-free: the controller (a game, a match), records, narration
and the play session (deals, resume, scoring, statistics counted once). Imports the rules
and the store, never the Arcade layer."""
