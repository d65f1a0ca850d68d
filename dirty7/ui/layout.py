"""Transitional alias: this module moved to :mod:`dirty7.ui.core.layout`.

Why it is here: the table's modules (being moved to ``dirty7.ui.table`` on another branch)
still import the old path; the integrator applies /work/wt/h8_moves.txt to them and then
deletes this file.
"""

import sys

from dirty7.ui.core import layout

sys.modules[__name__] = layout
