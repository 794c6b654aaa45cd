#!/usr/bin/env bash
# Installs this adapter's pinned environment into .venv (exact versions, every file checked
# against its sha256 in requirements.txt). Cached: nothing is done when .venv was built from the
# same requirements.txt. Exit non-zero names the command that failed (the harness reports it as
# an environment failure, exit 4).
set -euo pipefail
cd "$(dirname "$0")"
python="${PYTHON:-python3}"
stamp=.venv/.crosscheck-installed
want="$(sha256sum requirements.txt | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  exit 0
fi
rm -rf .venv
"$python" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check --no-input \
  --require-hashes --no-deps -r requirements.txt
echo "$want" > "$stamp"
