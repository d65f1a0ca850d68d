"""A frozen program has no entry points: the registry still offers the four
built-in levels from its own table, and the menu's footer says plugins need pip."""

from __future__ import annotations

from dirty7.ai import registry


def test_without_any_entry_point_the_four_built_in_levels_are_found(monkeypatch):
    monkeypatch.setattr(registry, "_entry_points", lambda: [])
    infos = registry.available_strategies()
    assert [i.name for i in infos] == ["easy", "medium", "hard", "matched"]
    assert all(i.available for i in infos)
    bot = registry.create_strategy("hard:iterations=20", seed=3)
    assert callable(bot.choose)
