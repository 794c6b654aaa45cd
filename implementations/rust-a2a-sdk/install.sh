#!/usr/bin/env bash
# Builds the agent and adapter binaries (target/debug/{agent,adapter}) from the crates pinned in
# Cargo.lock (crates.io, --locked). Cached: nothing is done when target/ was built from the same
# Cargo.lock, Cargo.toml and sources. One job and a lower priority: the machine is shared.
# A non-zero exit names the command that failed (the harness reports it as exit 4).
set -euo pipefail
cd "$(dirname "$0")"
stamp=target/.crosscheck-installed
want="$(cat Cargo.lock Cargo.toml $(find src tests -name '*.rs' | LC_ALL=C sort) | sha256sum | cut -d' ' -f1)"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] \
  && [ -x target/debug/agent ] && [ -x target/debug/adapter ]; then
  exit 0
fi
command -v cargo >/dev/null || { echo "install.sh: cargo not found (install Rust >= 1.85)" >&2; exit 1; }
nice -n 10 cargo build --locked -j "${CARGO_BUILD_JOBS:-1}" --bins \
  || { echo "install.sh: 'cargo build --locked --bins' failed" >&2; exit 1; }
echo "$want" > "$stamp"
