"""Widgets shared by the screens and the table: buttons, a paged option row, a yes/no
dialog, a switch, a slider, banners, toasts, notices and charts (one module each)."""
