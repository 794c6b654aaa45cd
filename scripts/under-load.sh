#!/usr/bin/env bash
# Runs a command while busy loops compete for the CPU (two by default: one per core of the
# 2-core machines CI and developers use), so that a test depending on the machine's speed fails
# here rather than in someone's CI. The loops stop with the command, whatever its exit code.
set -euo pipefail
loops=()
stop() { kill "${loops[@]}" 2>/dev/null || true; }
trap stop EXIT
for _ in $(seq "${LOAD_LOOPS:-2}"); do
  (while :; do :; done) &
  loops+=($!)
done
"$@"
