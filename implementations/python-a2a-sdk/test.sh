#!/usr/bin/env bash
# The adapter's and the agent's own tests, with pytest (run ./install.sh first).
set -euo pipefail
cd "$(dirname "$0")"
exec .venv/bin/python -m pytest -q -p no:cacheprovider tests
