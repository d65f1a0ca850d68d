"""Dirty Seven: a shedding card game against the computer, on Arcade."""

__version__ = "0.1.0"
