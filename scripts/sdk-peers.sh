#!/usr/bin/env bash
# The official SDKs of other languages (implementations/<id>/, each with a crosscheck-impl.json):
#   scripts/sdk-peers.sh install [id...]   each one's install script, one after the other (cached)
#   scripts/sdk-peers.sh test [id...]      each one's own tests (pytest, go test, Maven Surefire,
#                                          cargo test), side by side, after installing them
# Without ids: every implementation. An install that fails stops with its exit code and names the
# folder (an environment failure, not a verdict). What each install.sh runs: python-a2a-sdk makes a
# venv and runs pip install --require-hashes; go-a2a-sdk runs go build -mod=readonly; java-a2a-sdk
# runs mvn package; rust-a2a-sdk runs cargo build --locked (CI installs the first three).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
what="${1:-}"
shift || true
if [ $# -eq 0 ]; then
  mapfile -t ids < <(cd "$repo/implementations" && for d in */; do [ -f "$d/crosscheck-impl.json" ] && echo "${d%/}"; done)
else
  ids=("$@")
fi
install_one() {
  local dir="$repo/implementations/$1"
  [ -f "$dir/crosscheck-impl.json" ] || { echo "sdk-peers: no implementation $1 (no $dir/crosscheck-impl.json)" >&2; exit 2; }
  local started=$SECONDS
  if ! (cd "$dir" && ./install.sh); then
    echo "sdk-peers: installing $1 failed: run (cd implementations/$1 && ./install.sh) to see why" >&2
    exit 4
  fi
  echo "   install $1: $((SECONDS - started)) s"
}
case "$what" in
  install)
    for id in "${ids[@]}"; do install_one "$id"; done
    ;;
  test)
    for id in "${ids[@]}"; do install_one "$id"; done
    logs="$(mktemp -d "${TMPDIR:-/tmp}/sdk-peers.XXXXXX")"
    trap 'rm -rf "$logs"' EXIT
    pids=()
    for id in "${ids[@]}"; do
      (cd "$repo/implementations/$id" && ./test.sh) >"$logs/$id.log" 2>&1 &
      pids+=($!)
    done
    failed=0
    for i in "${!ids[@]}"; do
      if wait "${pids[$i]}"; then status=ok; else status=FAILED; failed=1; fi
      echo "-- ${ids[$i]} tests: $status"
      tail -n 25 "$logs/${ids[$i]}.log"
    done
    exit "$failed"
    ;;
  *)
    echo "usage: scripts/sdk-peers.sh install|test [implementation id...]" >&2
    exit 2
    ;;
esac
