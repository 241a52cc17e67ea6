#!/usr/bin/env bash
# A local dry run of .clusterfuzzlite/build.sh without a container engine: the environment ClusterFuzzLite's Swift
# builder image gives build.sh is set by hand, then the script runs as the image's `compile` runs it
# (`bash -eux $SRC/build.sh` in $SRC/nestedcheck), and what it leaves in $OUT is checked.
#
#   CI/clusterfuzzlite-dryrun.sh [address|coverage]      (default: address, the sanitizer project.yaml asks for)
#   OUT=/tmp/cflout WORK=/tmp/cflwork SRC=/tmp/cflsrc CI/clusterfuzzlite-dryrun.sh address
#
# The variables, as OSS-Fuzz's base images define them (google/oss-fuzz, infra/base-images):
#   - base-clang: CFLAGS (-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION,
#     plus -Wno-error=… options that do not matter to a Swift-only package), CXXFLAGS_EXTRA=-stdlib=libc++;
#   - base-builder: SANITIZER (default address), FUZZING_ENGINE=libfuzzer, SANITIZER_FLAGS_address,
#     COVERAGE_FLAGS=-fsanitize=fuzzer-no-link (COVERAGE_FLAGS_coverage for coverage builds); `compile` appends the
#     sanitizer's and the coverage flags to CFLAGS and builds CXXFLAGS from them;
#   - base-builder-swift's precompile_swift (which build.sh sources when it exists): SWIFTFLAGS and SWIFT6_2FLAGS,
#     static Swift standard library, `--sanitize=fuzzer --sanitize=$SANITIZER` (profile-generate and coverage mapping
#     instead for coverage builds), and every CFLAGS/CXXFLAGS word as -Xcc=/-Xcxx=.
# Not reproduced here: the image itself (its toolchain, llvm-symbolizer copied to $OUT), the runner image that
# executes the fuzzers, and ClusterFuzzLite's actions. See FuzzTesting/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
CHECKOUT="$PWD"
export PATH="/opt/swift/usr/bin:$PATH"
export SANITIZER="${1:-${SANITIZER:-address}}"
export SRC="${SRC:-$(mktemp -d "${TMPDIR:-/tmp}/cfl-src.XXXXXX")}"
export WORK="${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/cfl-work.XXXXXX")}"
export OUT="${OUT:-$(mktemp -d "${TMPDIR:-/tmp}/cfl-out.XXXXXX")}"
export FUZZING_ENGINE=libfuzzer FUZZING_LANGUAGE=swift ARCHITECTURE=x86_64 LIB_FUZZING_ENGINE=-fsanitize=fuzzer
fail() { echo "clusterfuzzlite-dryrun: FAILED: $*" >&2; exit 1; }

base_cflags="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION"
case "$SANITIZER" in
  address) export CFLAGS="$base_cflags -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link" ;;
  coverage) export CFLAGS="$base_cflags -fprofile-instr-generate -fcoverage-mapping -pthread -Wl,--no-as-needed -Wl,-ldl -Wl,-lm -Wno-unused-command-line-argument" ;;
  *) fail "SANITIZER=$SANITIZER: this dry run knows address (project.yaml's) and coverage" ;;
esac
export CXXFLAGS="$CFLAGS -stdlib=libc++"
if ! command -v precompile_swift >/dev/null 2>&1; then
  SWIFTFLAGS="-Xswiftc -parse-as-library -Xswiftc -static-stdlib --static-swift-stdlib"
  SWIFT6_2FLAGS="-Xswiftc -static-stdlib --static-swift-stdlib"
  if [[ "$SANITIZER" == coverage ]]; then
    SWIFTFLAGS+=" -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping -Xswiftc -sanitize=fuzzer"
    SWIFT6_2FLAGS+=" -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping --sanitize=fuzzer"
  else
    SWIFTFLAGS+=" -Xswiftc -sanitize=fuzzer,$SANITIZER --sanitize=$SANITIZER"
    SWIFT6_2FLAGS+=" --sanitize=fuzzer --sanitize=$SANITIZER"
    for flag in $CFLAGS; do SWIFTFLAGS+=" -Xcc=$flag"; SWIFT6_2FLAGS+=" -Xcc=$flag"; done
    for flag in $CXXFLAGS; do SWIFTFLAGS+=" -Xcxx=$flag"; SWIFT6_2FLAGS+=" -Xcxx=$flag"; done
  fi
  export SWIFTFLAGS SWIFT6_2FLAGS
fi

# The image's layout: the checkout at $SRC/nestedcheck (the Dockerfile's COPY; here the tracked and new files, no
# build folders) and build.sh at $SRC/build.sh.
rm -rf "$SRC/nestedcheck"
mkdir -p "$SRC/nestedcheck" "$WORK" "$OUT"
git ls-files -co --exclude-standard -z | tar -cf - --null -T - | tar -xf - -C "$SRC/nestedcheck"
cp .clusterfuzzlite/build.sh "$SRC/build.sh"
echo "== build.sh (SANITIZER=$SANITIZER, SRC=$SRC, WORK=$WORK, OUT=$OUT)"
start=$(date +%s)
(cd "$SRC/nestedcheck" && bash -eux "$SRC/build.sh") > "$WORK/build-$SANITIZER.log" 2>&1 \
  || { tail -40 "$WORK/build-$SANITIZER.log"; fail "build.sh failed (log: $WORK/build-$SANITIZER.log)"; }
echo "built in $(( $(date +%s) - start ))s (log: $WORK/build-$SANITIZER.log)"

echo "== checking $OUT"
seeds=$(unzip -Z1 "$OUT/FuzzScenarioDecoder_seed_corpus.zip" | wc -l)
expected=$(ls "$CHECKOUT"/Tests/Scenarios/*.json | wc -l)
[[ "$seeds" -eq "$expected" ]] || fail "the decoder's seed corpus holds $seeds files, Tests/Scenarios $expected"
runs="$(mktemp -d "${TMPDIR:-/tmp}/cfl-runs.XXXXXX")"
for fuzzer in FuzzShippedCoordinators FuzzProfilePage FuzzScenarioDecoder; do
  binary="$OUT/$fuzzer"
  [[ -x "$binary" ]] || fail "$fuzzer is not in \$OUT"
  # The runner image has no Swift toolchain: the Swift libraries must be linked in.
  if ldd "$binary" | grep -q 'libswift\|libFoundation'; then fail "$fuzzer links Swift libraries dynamically"; fi
  (cd "$runs" && "$binary" -runs=1000 > "$fuzzer.log" 2>&1) || { tail -20 "$runs/$fuzzer.log"; fail "$fuzzer -runs=1000 failed"; }
  # Every NestedCheck module must be instrumented, not only the harness's own file (~400 counters alone).
  counters=$(sed -nE 's/.*Loaded [0-9]+ modules? +\(([0-9]+) inline 8-bit counters\).*/\1/p' "$runs/$fuzzer.log" | head -n 1)
  [[ "${counters:-0}" -gt 10000 ]] || fail "$fuzzer has ${counters:-no} coverage counters: NestedCheck itself is not instrumented"
  asan="no"
  help=$(ASAN_OPTIONS=help=1 "$binary" -runs=0 2>&1 || true)
  if [[ "$help" == *"Available flags for AddressSanitizer"* ]]; then asan="yes"; fi
  if [[ "$SANITIZER" == address && "$asan" != yes ]]; then fail "$fuzzer is not built with AddressSanitizer"; fi
  echo "$fuzzer: runs ($(grep -m 1 '^Done' "$runs/$fuzzer.log")), $counters coverage counters, AddressSanitizer $asan"
done
# The decoder on its seed corpus for a while, as ClusterFuzzLite starts it: clean, LeakSanitizer's exit-time check
# included (Swift runtime caches would be reported as leaks without NestedCheckFuzzing/LeakSuppressions.swift).
mkdir -p "$runs/seeds" "$runs/corpus"
unzip -q "$OUT/FuzzScenarioDecoder_seed_corpus.zip" -d "$runs/seeds"
(cd "$runs" && "$OUT/FuzzScenarioDecoder" corpus seeds -max_total_time=20 > decoder-seeds.log 2>&1) \
  || { grep -m 5 -A 12 "ERROR" "$runs/decoder-seeds.log"; fail "FuzzScenarioDecoder failed on its seed corpus (log: $runs/decoder-seeds.log)"; }
echo "FuzzScenarioDecoder on its seeds: clean ($(grep -m 1 '^Done' "$runs/decoder-seeds.log"))"
rm -rf "$runs"
echo "clusterfuzzlite-dryrun: ok (SANITIZER=$SANITIZER; fuzzers and the decoder's $seeds seeds in $OUT)"
