#!/usr/bin/env bash
# Runs the adapter's JUnit 5 tests with Maven Surefire. Every version is pinned in pom.xml; after
# the first run everything comes from the local Maven repository (no network for fixed versions).
set -euo pipefail
cd "$(dirname "$0")"
exec nice -n 10 mvn -B -ntp test
