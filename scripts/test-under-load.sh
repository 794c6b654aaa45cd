#!/usr/bin/env bash
# The suite on a loaded machine: `npm test` (or the vitest arguments given, e.g. some files) with
# six busy loops beside it by default (LOAD_LOOPS), the load at which tests bound by wall-clock
# time failed on 2 cores. Prints the load, the wall time and vitest's exit code; exits with it.
# .ci/run runs `npm test` the same way, with more workers than cores and the static checks beside it.
set -uo pipefail
cd "$(dirname "$0")/.."
export LOAD_LOOPS="${LOAD_LOOPS:-6}"
started=$SECONDS
echo "== vitest ${*:-(whole suite)} beside $LOAD_LOOPS busy loops; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
scripts/under-load.sh npx vitest run "$@"
code=$?
echo "== exit $code after $((SECONDS - started)) s; load $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$code"
