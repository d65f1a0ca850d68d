"""The bundle's entry point (PyInstaller starts here; ``scripts/build_bundle.py``).

``freeze_support`` comes first: the computer's seats, the review and Why? run in ``spawn``
processes, which start this same executable again; it turns such a start into the
worker instead of a second game.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from dirty7.__main__ import main

    sys.exit(main())
