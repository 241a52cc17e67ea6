#!/usr/bin/env bash
# Builds the libFuzzer harness: the library targets compiled with coverage instrumentation, linked with
# Harness.swift. Usage: CI/libfuzzer/build.sh && .build-libfuzzer/nestedcheck-libfuzzer -max_total_time=60
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=.build-libfuzzer
# Only the library targets: an executable's `main` would clash with libFuzzer's.
swift build -c release --build-path "$BUILD" --target Checker -Xswiftc -sanitize=fuzzer
BIN="$BUILD/release"
objects=$(find "$BIN"/{ScrollSim,Coordinators,Generators,Shrinkers,Checker}.build -name '*.o')
swiftc -O -sanitize=fuzzer -parse-as-library -module-name NestedCheckLibFuzzer \
  -I "$BIN/Modules" CI/libfuzzer/Harness.swift $objects -o "$BUILD/nestedcheck-libfuzzer"
echo "built $BUILD/nestedcheck-libfuzzer"
