#!/usr/bin/env bash
# Runs the crate's own tests with cargo's test runner (assumes ./install.sh ran).
set -euo pipefail
cd "$(dirname "$0")"
exec nice -n 10 cargo test --locked -j "${CARGO_BUILD_JOBS:-1}"
