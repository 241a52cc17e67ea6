#!/usr/bin/env bash
# Builds a libFuzzer harness: the library targets compiled with coverage instrumentation, linked with
# Harness.swift (generated cases; the default) or, with the argument `decoder`, DecoderHarness.swift (scenario
# files through the decoder and the replay path).
# Usage: CI/libfuzzer/build.sh && .build-libfuzzer/nestedcheck-libfuzzer -max_total_time=60
#        CI/libfuzzer/build.sh decoder && .build-libfuzzer/nestedcheck-libfuzzer-decoder corpus/ Tests/Scenarios -max_total_time=60
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=.build-libfuzzer
# Only the library targets: an executable's `main` would clash with libFuzzer's.
swift build -c release --build-path "$BUILD" --target Checker -Xswiftc -sanitize=fuzzer
BIN="$BUILD/release"
objects=$(find "$BIN"/{NestedScrolling,ScrollSim,Coordinators,Generators,Shrinkers,Checker}.build -name '*.o')
if [ "${1:-cases}" = decoder ]; then HARNESS=DecoderHarness.swift; OUT=nestedcheck-libfuzzer-decoder
else HARNESS=Harness.swift; OUT=nestedcheck-libfuzzer; fi
swiftc -O -sanitize=fuzzer -parse-as-library -module-name NestedCheckLibFuzzer \
  -I "$BIN/Modules" "CI/libfuzzer/$HARNESS" $objects -o "$BUILD/$OUT"
echo "built $BUILD/$OUT"
