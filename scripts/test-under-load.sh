#!/usr/bin/env bash
# The suite on a loaded machine: `npm test` (or the vitest arguments given, e.g. some files) with
# six busy loops beside it by default (LOAD_LOOPS), the load at which tests bound by wall-clock
# time failed on 2 cores. Prints the load, the wall time and vitest's exit code; exits with it.
# Not in .ci/run: the whole suite loaded takes several times its unloaded time.
set -uo pipefail
cd "$(dirname "$0")/.."
export LOAD_LOOPS="${LOAD_LOOPS:-6}"
started=$SECONDS
echo "== vitest ${*:-(whole suite)} beside $LOAD_LOOPS busy loops; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
scripts/under-load.sh npx vitest run "$@"
code=$?
echo "== exit $code after $((SECONDS - started)) s; load $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$code"
