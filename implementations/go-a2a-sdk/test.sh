#!/usr/bin/env bash
# Runs the Go tests of the adapter and the agent (go test). Assumes install.sh ran.
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS="-mod=readonly -buildvcs=false"
exec nice -n 10 go test -p 1 -count=1 ./...
