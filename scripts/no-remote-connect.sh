#!/usr/bin/env bash
# Runs scripts/no-remote-connect.ts inside a network namespace with only loopback up
# (`unshare -n`, or `unshare -rn` without root), so a redirect the harness wrongly followed
# could reach nothing, and strace still shows the attempt. Skips, saying why, where unshare,
# strace or ip is missing or namespaces are not permitted (exit 0): the check is a bonus there.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in unshare strace ip; do
  if ! command -v "$tool" >/dev/null; then
    echo "no-remote-connect: skipped ($tool is not installed)"
    exit 0
  fi
done
ns=(unshare -n)
[ "$(id -u)" = 0 ] || ns=(unshare -rn)
if ! "${ns[@]}" true 2>/dev/null; then
  echo "no-remote-connect: skipped (network namespaces are not permitted here)"
  exit 0
fi
exec "${ns[@]}" bash -c 'ip link set lo up && exec node --import tsx scripts/no-remote-connect.ts'
