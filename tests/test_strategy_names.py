"""Nothing outside ``dirty7/ai`` tests a strategy's name (read from the sources with ``ast``).

Why: what a level can do is declared by the level (dirty7.ai.protocol); a test of the name
``"matched"`` in the menu or ``"hard"`` in the game layer breaks for a plugin that has the
ability under another name, and works for one that has only the name.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dirty7"
LEVELS = {"easy", "medium", "hard", "matched"}


def _names_compared(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        for side in (node.left, *node.comparators):
            values = side.elts if isinstance(side, (ast.Tuple, ast.List, ast.Set)) else [side]
            found += [(node.lineno, v.value) for v in values
                      if isinstance(v, ast.Constant) and v.value in LEVELS]
    return found


def test_no_strategy_name_is_compared_outside_the_ai():
    offenders = [f"{path.relative_to(PACKAGE.parent)}:{line} compares with {name!r}"
                 for path in sorted(PACKAGE.rglob("*.py"))
                 if "ai" not in path.relative_to(PACKAGE).parts[:1]
                 for line, name in _names_compared(ast.parse(path.read_text("utf-8")))]
    assert offenders == []


def test_the_check_sees_a_comparison():
    tree = ast.parse('if spec.name == "hard" or level in ("easy", "x"): pass')
    assert [name for _, name in _names_compared(tree)] == ["hard", "easy"]
