#!/bin/bash -eu
# Builds NestedCheck's libFuzzer harnesses (FuzzTesting/) and copies them, with seed corpora, to $OUT.
#
# In ClusterFuzzLite / OSS-Fuzz's Swift builder image, `precompile_swift` sets the engine's flags: SWIFT6_2FLAGS
# for packages with swift-tools-version ≥ 6.2 (FuzzTesting's), else SWIFTFLAGS; both are honoured, in that order.
# Outside the image (a local dry run): OUT=/tmp/out SRC=/tmp/src .clusterfuzzlite/build.sh, with SRC holding a
# `nestedcheck` checkout or unset (the checkout this script is in); the flags then default to `--sanitize=fuzzer`.

if command -v precompile_swift >/dev/null 2>&1; then
  . precompile_swift
fi

ROOT="${SRC:-}/nestedcheck"
if [[ ! -f "$ROOT/FuzzTesting/Package.swift" ]]; then
  ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fi
: "${OUT:?set OUT to the folder the fuzzers go to}"
mkdir -p "$OUT"

# FuzzTesting is swift-tools-version 6.2: SwiftPM's own --sanitize options instrument every target, dependencies
# included (the older SWIFTFLAGS spell the same through -Xswiftc).
FLAGS="${SWIFT6_2FLAGS:-${SWIFTFLAGS:---sanitize=fuzzer}}"
CONFIGURATION="${NESTEDCHECK_FUZZ_CONFIGURATION:-release}"
HARNESSES=(FuzzShippedCoordinators FuzzProfilePage FuzzScenarioDecoder)

cd "$ROOT/FuzzTesting"
echo "building ${HARNESSES[*]} (-c $CONFIGURATION $FLAGS)"
for harness in "${HARNESSES[@]}"; do
  # shellcheck disable=SC2086  # FLAGS is a list of words by design
  swift build -c "$CONFIGURATION" $FLAGS --product "$harness"
done
BIN="$(swift build -c "$CONFIGURATION" $FLAGS --show-bin-path)"
for harness in "${HARNESSES[@]}"; do
  cp "$BIN/$harness" "$OUT/$harness"
done

# Seed corpora: the hand-written scenarios for the decoder; the case harnesses start from nothing (every byte
# string is a valid case; libFuzzer grows their corpora, which ClusterFuzzLite keeps between runs).
SCENARIOS="$ROOT/Tests/Scenarios"
if [[ -d "$SCENARIOS" ]]; then
  rm -f "$OUT/FuzzScenarioDecoder_seed_corpus.zip"
  (cd "$SCENARIOS" && zip -q -j "$OUT/FuzzScenarioDecoder_seed_corpus.zip" ./*.json)
fi
echo "fuzzers in $OUT: $(cd "$OUT" && ls Fuzz* | tr '\n' ' ')"
