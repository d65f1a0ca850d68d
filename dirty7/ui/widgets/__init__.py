"""Widgets shared by the screens and the table: buttons, a paged option row, a yes/no
dialog, a switch, a slider, banners, toasts, notices and charts.

The names below are re-exported only for the table's modules, which still import
``dirty7.ui.widgets`` (they move on another branch): the integrator points them at
:mod:`dirty7.ui.widgets.buttons` (see /work/wt/h8_moves.txt) and then empties this.
"""

from dirty7.ui.widgets.buttons import TableButton, suit_button_style

__all__ = ["TableButton", "suit_button_style"]
