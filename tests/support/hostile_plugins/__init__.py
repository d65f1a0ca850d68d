"""Hostile strategy plugins: one per way a plugin can fail (tests/ai/test_hostile_plugins.py).

Each is registered as an entry point by the test's fixture and played through the
tournament and through the window's seat machinery; none may end a game, and the
hunter must never find the opponent's real hand.
"""
