"""The Arcade front end of Dirty Seven.

Importing this package does not import Arcade: the rules, AI and tests stay usable
without a display. Modules that need Arcade import it through :mod:`dirty7.ui.core.bootstrap`.
"""
