# Shared by scripts/play and scripts/test: make sure .venv exists and holds the project.
# Sourced, not run. Re-installs only when pyproject.toml changed since the last install,
# so the second run starts in a second.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="${PYTHON:-python3}"
EXTRAS="${1:-}"
if [ ! -x "$VENV/bin/python" ]; then
    echo "Creating $VENV ..." >&2
    "$PY" -m venv "$VENV"
    "$VENV/bin/python" -m pip install -q --upgrade pip >&2
fi
STAMP="$VENV/.dirty7-installed${EXTRAS:+-$EXTRAS}"
if [ ! -f "$STAMP" ] || [ "$ROOT/pyproject.toml" -nt "$STAMP" ]; then
    echo "Installing Dirty Seven into $VENV ..." >&2
    "$VENV/bin/python" -m pip install -q -e "$ROOT${EXTRAS:+[$EXTRAS]}" >&2
    touch "$STAMP"
fi
