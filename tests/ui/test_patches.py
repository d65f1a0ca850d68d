"""The patches of Arcade's and pyglet's internals: all in ``ui/core/patches.py``, applied
only on the Arcade and pyglet that ``pyproject.toml`` pins (else skipped, with a warning),
and each one can be left out to measure what it buys."""

from __future__ import annotations

import ast
import logging
import re
from pathlib import Path

import pytest

from dirty7.ui.core import patches

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "dirty7" / "ui"
#: Private members of Arcade's UIManager and widgets that only the patches may override.
PRIVATE_OVERRIDES = {"_get_surface", "_do_render", "_requires_render", "_surfaces"}


def test_the_dependencies_pin_the_versions_the_patches_were_written_for():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'"arcade=={patches.ARCADE_PINNED}"' in text
    assert f'"pyglet=={patches.PYGLET_PINNED}"' in text
    assert (patches.ARCADE_VERSION, patches.PYGLET_VERSION) == (patches.ARCADE_PINNED,
                                                                patches.PYGLET_PINNED)


def test_a_patch_applies_on_the_pinned_versions_only_and_says_why_not(monkeypatch, caplog):
    assert patches.applies("glyphs")
    monkeypatch.setattr(patches, "ARCADE_VERSION", "3.3.4")
    monkeypatch.setattr(patches, "_warned", set())
    with caplog.at_level(logging.WARNING, logger="dirty7.ui"):
        assert not patches.applies("glyphs")
        assert not patches.applies("glyphs")
    warnings = [r.getMessage() for r in caplog.records if "glyphs" in r.getMessage()]
    assert len(warnings) == 1 and "arcade 3.3.3" in warnings[0] and "3.3.4" in warnings[0]
    monkeypatch.setattr(patches, "ARCADE_VERSION", patches.ARCADE_PINNED)
    monkeypatch.setattr(patches, "PYGLET_VERSION", "2.1.20")
    assert not patches.applies("glyphs")


@pytest.mark.parametrize("skip", ["glyphs", "cached-ui-draw, glyphs", "all"])
def test_a_patch_can_be_left_out_to_measure_it(monkeypatch, skip):
    monkeypatch.setenv(patches.SKIP_ENV, skip)
    assert not patches.applies("glyphs")
    assert patches.applies("atlas-alpha") is (skip != "all")
    assert patches.applies("headless-gui")  # "all" never leaves the headless import out


def _overrides(path: Path) -> set[str]:
    """Private Arcade members that the classes of ``path`` define or assign."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    found |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
              and isinstance(n.ctx, ast.Store)}
    return found & PRIVATE_OVERRIDES


def test_no_module_but_the_patches_overrides_arcades_private_members():
    outside = {str(p.relative_to(ROOT)): _overrides(p) for p in UI.rglob("*.py")
               if p.name != "patches.py"}
    assert {k: v for k, v in outside.items() if v} == {}
    program_swaps = [str(p.relative_to(ROOT)) for p in UI.rglob("*.py")
                     if p.name != "patches.py"
                     and re.search(r"\.program\s*=", p.read_text(encoding="utf-8"))]
    assert program_swaps == []
