#!/usr/bin/env bash
# Malformed-input tally: runs a `nestedcheck` binary's `replay` over deterministic mutants of Tests/Scenarios
# (Tests/ScenarioMutation/ScenarioMutator.swift) and prints how they ended: exit codes, signal deaths, timeouts,
# and exit-2 messages that name no field or reason. Any build can be measured, so a change can be compared
# with the commit before it:
#   CI/mutation/run.sh .build/release/nestedcheck              # 100 mutants per scenario file (about 3,000)
#   PER_FILE=20 TIMEOUT=10 JOBS=2 CI/mutation/run.sh /path/to/old/nestedcheck
set -euo pipefail
cd "$(dirname "$0")/../.."
BINARY=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
BUILD=${BUILD:-/tmp/nestedcheck-mutation-driver}
mkdir -p "$BUILD"
swiftc -O -module-name MutationRun Tests/ScenarioMutation/ScenarioMutator.swift CI/mutation/main.swift -o "$BUILD/mutation-run"
"$BUILD/mutation-run" "$BINARY" --seeds Tests/Scenarios --per-file "${PER_FILE:-100}" --out "${OUT:-$BUILD/mutants}" \
  --timeout "${TIMEOUT:-10}" --jobs "${JOBS:-2}"
