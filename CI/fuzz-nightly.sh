#!/usr/bin/env bash
# One shard of the nightly fuzz run: build release, fuzz the shipped coordinators for DURATION,
# leave failures/ and reports/ (summary.json, junit.xml, index.html) for the workflow to upload.
#
#   SHARD=2 TOTAL=4 DURATION=30m SEED=20260101 CI/fuzz-nightly.sh
#   CORPUS=corpus SEARCH=targeted CI/fuzz-nightly.sh      (a guided run that starts from and grows corpus/)
#   BASELINE=baseline CI/fuzz-nightly.sh      (root-cause groups marked new, still there or gone against the
#                                              summaries in baseline/: last night's, one per shard)
#
# Every shard of one night uses the same SEED; `--shard SHARD/TOTAL` gives each shard a disjoint
# part of the case-index space, so the matrix never repeats work and any failure reproduces from
# the seed and the case index in its scenario file. Exit code: nestedcheck's own (0 ok,
# 1 invariant, 2 bad input, 3 hang, 4 crash), passed through.
set -euo pipefail

SHARD="${SHARD:-1}"
TOTAL="${TOTAL:-1}"
DURATION="${DURATION:-30m}"
# Default: the UTC date as a number (20260314), so a rerun on the same day fuzzes the same cases.
SEED="${SEED:-$(date -u +%Y%m%d)}"
JOBS="${JOBS:-}"
OUT="${OUT:-failures}"
REPORTS="${REPORTS:-reports}"
# A corpus folder makes the run guided (SEARCH: guided or targeted; default guided): it starts from the cases in
# the folder and saves the new ones there, so the workflow restores it before and merges and saves it after.
CORPUS="${CORPUS:-}"
SEARCH="${SEARCH:-}"
# The team's known bugs, one --ignore pattern a line with its ticket after a #: counted, not reported, not failing the
# night. Used when the file exists.
KNOWN_BUGS="${KNOWN_BUGS:-CI/known-bugs.txt}"
# A folder of earlier runs' summary.json files (the workflow keeps last night's shards' there): all of them are one
# baseline, so a root-cause group is new only when no shard met it last night. Used when the folder exists.
BASELINE="${BASELINE:-}"

cd "$(dirname "$0")/.."
echo "nightly fuzz: shard ${SHARD}/${TOTAL}, duration ${DURATION}, seed ${SEED}"
swift build -c release --product nestedcheck
BIN="$(swift build -c release --show-bin-path)/nestedcheck"

args=(fuzz --coordinator shipped --shard "${SHARD}/${TOTAL}" --duration "${DURATION}" --seed "${SEED}"
      --out "${OUT}" --report "${REPORTS}" --progress-interval 30)
if [[ -n "${JOBS}" ]]; then args+=(--jobs "${JOBS}"); fi
if [[ -f "${KNOWN_BUGS}" ]]; then
  echo "known bugs: ${KNOWN_BUGS}"
  args+=(--ignore-file "${KNOWN_BUGS}")
fi
if [[ -n "${CORPUS}" ]]; then
  mkdir -p "${CORPUS}"
  echo "corpus: ${CORPUS}/ ($(find "${CORPUS}" -name '*.json' | wc -l | tr -d ' ') cases)"
  args+=(--corpus "${CORPUS}")
fi
if [[ -n "${BASELINE}" && -d "${BASELINE}" ]]; then
  for summary in "${BASELINE}"/*.json; do
    if [[ -f "${summary}" ]]; then args+=(--baseline "${summary}"); fi
  done
  echo "baseline: ${BASELINE}/ ($(find "${BASELINE}" -maxdepth 1 -name '*.json' | wc -l | tr -d ' ') summaries)"
fi
case "${SEARCH}" in
  "" | random) ;;
  guided) args+=(--guided) ;;
  targeted) args+=(--target) ;;
  *) echo "SEARCH must be random, guided or targeted, got '${SEARCH}'" >&2; exit 2 ;;
esac

status=0
"${BIN}" "${args[@]}" || status=$?
echo "nestedcheck fuzz exited ${status}"
exit "${status}"
