#!/bin/bash -eu
# Builds NestedCheck's libFuzzer harnesses (FuzzTesting/) and copies them, with seed corpora, to $OUT.
#
# In ClusterFuzzLite / OSS-Fuzz's Swift builder image, `precompile_swift` sets the engine's flags: SWIFT6_2FLAGS
# for packages with swift-tools-version ≥ 6.2 (FuzzTesting's), else SWIFTFLAGS; both are honoured, in that order.
# Outside the image (a local dry run, see FuzzTesting/README.md): OUT=/tmp/out [SANITIZER=address] [WORK=/tmp/w]
# .clusterfuzzlite/build.sh, with SRC holding a `nestedcheck` checkout or unset (the checkout this script is in).

if command -v precompile_swift >/dev/null 2>&1; then
  . precompile_swift
fi

ROOT="${SRC:-}/nestedcheck"
if [[ ! -f "$ROOT/FuzzTesting/Package.swift" ]]; then
  ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fi
: "${OUT:?set OUT to the folder the fuzzers go to}"
mkdir -p "$OUT"
SANITIZER="${SANITIZER:-}"

# The engine's flags, or (no precompile_swift) the same choice made here: libFuzzer, plus $SANITIZER if any.
FLAGS="${SWIFT6_2FLAGS:-${SWIFTFLAGS:-}}"
if [[ -z "$FLAGS" ]]; then
  FLAGS="--sanitize=fuzzer"
  case "$SANITIZER" in
    "" | none | coverage) ;;
    *) FLAGS="$FLAGS --sanitize=$SANITIZER" ;;
  esac
fi
# swiftc keeps only the last `-sanitize=` it is given (checked with swiftc 6.3: `-sanitize=fuzzer -sanitize=address`
# instruments for AddressSanitizer alone). SwiftPM passes `--sanitize=fuzzer --sanitize=address` (what
# precompile_swift's SWIFT6_2FLAGS say) as two such options, so NestedCheck's modules would get AddressSanitizer
# but no coverage counters, and the harnesses (whose Package.swift adds `-sanitize=fuzzer` after them) coverage but
# no AddressSanitizer: a fuzzer that sees ~400 edges of its own file instead of ~31,000. -Xswiftc options come
# after both, so one combined list there gives every module both.
case "$SANITIZER" in
  "" | none | coverage) ;;
  *) FLAGS="$FLAGS -Xswiftc -sanitize=fuzzer,$SANITIZER" ;;
esac
# Intermediate files go to $WORK when there is one (the image's scratch folder), so a local dry run leaves the
# checkout's own FuzzTesting/.build alone.
SCRATCH=()
if [[ -n "${WORK:-}" ]]; then
  SCRATCH=(--scratch-path "$WORK/nestedcheck-fuzztesting")
fi
CONFIGURATION="${NESTEDCHECK_FUZZ_CONFIGURATION:-release}"
HARNESSES=(FuzzShippedCoordinators FuzzProfilePage FuzzScenarioDecoder)

cd "$ROOT/FuzzTesting"
echo "building ${HARNESSES[*]} (-c $CONFIGURATION $FLAGS ${SCRATCH[*]})"
for harness in "${HARNESSES[@]}"; do
  # shellcheck disable=SC2086  # FLAGS is a list of words by design
  swift build -c "$CONFIGURATION" ${SCRATCH[@]+"${SCRATCH[@]}"} $FLAGS --product "$harness"
done
# shellcheck disable=SC2086
BIN="$(swift build -c "$CONFIGURATION" ${SCRATCH[@]+"${SCRATCH[@]}"} $FLAGS --show-bin-path)"
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
