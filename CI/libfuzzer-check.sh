#!/usr/bin/env bash
# End-to-end check of the libFuzzer path (a libFuzzer crash is saved by default, and import-bytes + replay
# reproduce it): builds FuzzTesting's FuzzShippedCoordinators and `nestedcheck`, fuzzes a mutant with NO
# SWIFT_BACKTRACE setting, and requires that libFuzzer exits 77 with a crash-<sha1> file, that
# `nestedcheck import-bytes` rebuilds exactly the scenario the harness printed, that `replay --trace` fails with the
# invariant the harness reported, and that `shrink` keeps that failure. About 2–4 minutes on 2 cores from a clean
# checkout (mostly the two builds); the fuzzing itself stops at the first crash (seconds) or after FUZZ_SECONDS.
#
#   CI/libfuzzer-check.sh [WORKDIR]        (default: a fresh temporary folder; kept, with every log, for inspection)
#   COORDINATOR=no-max-clamp FUZZ_SECONDS=120 CI/libfuzzer-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
export PATH="/opt/swift/usr/bin:$PATH"
# The point of the check: crashes must be saved without the backtracer being switched off by hand.
unset SWIFT_BACKTRACE
COORDINATOR="${COORDINATOR:-reset-current-only}"
FUZZ_SECONDS="${FUZZ_SECONDS:-60}"
WORKDIR="${1:-$(mktemp -d "${TMPDIR:-/tmp}/libfuzzer-check.XXXXXX")}"
mkdir -p "$WORKDIR/corpus"
WORKDIR="$(cd "$WORKDIR" && pwd)"
fail() { echo "libfuzzer-check: FAILED: $*" >&2; echo "(logs in $WORKDIR)" >&2; exit 1; }

echo "== building FuzzTesting (release, --sanitize=fuzzer) and nestedcheck (debug)"
(cd FuzzTesting && swift build -c release --sanitize=fuzzer --product FuzzShippedCoordinators) > "$WORKDIR/build-fuzz.log" 2>&1 \
  || { tail -30 "$WORKDIR/build-fuzz.log"; fail "FuzzTesting did not build"; }
swift build --product nestedcheck > "$WORKDIR/build-nestedcheck.log" 2>&1 \
  || { tail -30 "$WORKDIR/build-nestedcheck.log"; fail "nestedcheck did not build"; }
FUZZER="$ROOT/FuzzTesting/.build/release/FuzzShippedCoordinators"
NESTEDCHECK="$(swift build --product nestedcheck --show-bin-path)/nestedcheck"

echo "== fuzzing $COORDINATOR for at most ${FUZZ_SECONDS}s (no SWIFT_BACKTRACE set)"
cd "$WORKDIR"
rm -f crash-*
start=$(date +%s%N)
set +e
NESTEDCHECK_COORDINATOR="$COORDINATOR" "$FUZZER" corpus -max_total_time="$FUZZ_SECONDS" -artifact_prefix="$WORKDIR/" \
  > fuzz.log 2>&1
status=$?
set -e
elapsed_ms=$(( ($(date +%s%N) - start) / 1000000 ))
elapsed="$((elapsed_ms / 1000)).$(printf %03d $((elapsed_ms % 1000)))"
crash=$(ls crash-* 2>/dev/null | head -n 1 || true)
runs=$(grep -oE '^#[0-9]+' fuzz.log | tail -n 1 | tr -d '#' || true)
echo "libFuzzer exit $status after ${elapsed}s, ${runs:-0} inputs, crash file: ${crash:-none}"
[[ -n "$crash" ]] || fail "no crash-* file written (exit $status)"
[[ "$status" -eq 77 ]] || fail "libFuzzer exited $status, expected 77 (its error exit code for a saved crash)"

# What the harness reported: "NestedCheck: NAME broke INVARIANT at frame N: …", then the case as a scenario file.
reported=$(grep -m 1 "^NestedCheck: $COORDINATOR broke " fuzz.log || true)
[[ -n "$reported" ]] || fail "the harness did not report a broken invariant"
invariant=$(sed -E 's/^NestedCheck: [^ ]+ broke ([^ ]+) at frame.*/\1/' <<<"$reported")
sed -n "/^NestedCheck: $COORDINATOR broke /,/^(libFuzzer saves this input/p" fuzz.log | sed '1d;$d' > harness.json
echo "harness: $reported"

echo "== import-bytes, replay, shrink"
set +e
"$NESTEDCHECK" import-bytes "$crash" --coordinator "$COORDINATOR" --out crash.json > import.log 2>&1
import_status=$?
"$NESTEDCHECK" replay crash.json --trace > replay.log 2>&1
replay_status=$?
set -e
[[ "$import_status" -eq 1 ]] || { cat import.log; fail "import-bytes exited $import_status, expected 1 (the case fails)"; }
# The same case, field for field: only the description (which names the input file) is import-bytes' own.
diff <(grep -v '"description" :' crash.json) harness.json > scenario.diff \
  || { head -40 scenario.diff; fail "import-bytes rebuilt a different scenario from the one the harness ran"; }
grep -q "\"$COORDINATOR\" : \"$invariant\"" crash.json || fail "crash.json does not expect $invariant"
[[ "$replay_status" -eq 1 ]] || { tail -20 replay.log; fail "replay exited $replay_status, expected 1"; }
grep -q "^FAIL $COORDINATOR: $invariant " replay.log || { tail -8 replay.log; fail "replay did not fail with $invariant"; }
echo "replay: $(grep -m 1 "^FAIL " replay.log)"

"$NESTEDCHECK" shrink crash.json > shrink.log 2>&1 || { tail -20 shrink.log; fail "shrink failed"; }
set +e
"$NESTEDCHECK" replay crash.shrunk.json > replay-shrunk.log 2>&1
shrunk_status=$?
set -e
[[ "$shrunk_status" -eq 1 ]] && grep -q "^FAIL $COORDINATOR: $invariant " replay-shrunk.log \
  || { cat replay-shrunk.log; fail "the shrunk scenario does not fail with $invariant"; }
echo "shrink: $(grep -m 1 'shrunk to' shrink.log)"
echo "libfuzzer-check: ok ($COORDINATOR broke $invariant; crash saved as $crash after ${elapsed}s; files in $WORKDIR)"
