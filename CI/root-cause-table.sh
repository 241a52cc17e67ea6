#!/usr/bin/env bash
# The root-cause table of docs/findings-triage.md: for every seed variant, mutant and shipped coordinator, one
# `nestedcheck fuzz --duration 60s --jobs 1 --seed 1` run, then the groups and signatures its summary.json lists
# against the faults the catalogue plants. Load mutants and flag-after-pin run with `--profile loads` (their faults
# live in the load logic, which the default profile never exercises); every other entry with the default profile.
#
# Not part of .ci/run: it takes about 35 minutes on two cores. Runs two fuzz runs at a time (`--parallel N` to
# change), each under `nice -n 10`.
#
#   CI/root-cause-table.sh [--out DIR] [--duration 60s] [--parallel 2] [NAME ...]
#
# Prints a Markdown table: coordinator, faults planted, signatures, groups (no-location groups in brackets), cases.
set -euo pipefail

out=.build/root-cause-table
duration=60s
parallel=2
names=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --duration) duration=$2; shift 2 ;;
    --parallel) parallel=$2; shift 2 ;;
    *) names+=("$1"); shift ;;
  esac
done

swift build -c release --product nestedcheck >&2
bin=.build/release/nestedcheck
if [ ${#names[@]} -eq 0 ]; then
  # Every catalogue entry, in `nestedcheck list` order: the name is the first word of each indented entry line.
  mapfile -t names < <("$bin" list | sed -n '/^Coordinators:/,/^Invariants:/p' | awk '/^    [a-z]/ {print $1}')
fi
# flag-after-pin is a hard mutant whose fault is in the slot gate, which only the loads profile drives.
load_mutants=" queued-next-page no-token-check eager-slots ungated-bottom-hit double-fetch slots-ride-refresh flag-after-pin "

run_one() {
  local name=$1 profile=default
  case "$load_mutants" in *" $name "*) profile=loads ;; esac
  rm -rf "$out/$name"
  mkdir -p "$out/$name"
  nice -n 10 "$bin" fuzz --coordinator "$name" --profile "$profile" --duration "$duration" --jobs 1 --seed 1 \
    --out "$out/$name" > "$out/$name/log.txt" 2>&1 || true
}

mkdir -p "$out"
running=0
for name in "${names[@]}"; do
  run_one "$name" &
  running=$((running + 1))
  if [ "$running" -ge "$parallel" ]; then wait -n; running=$((running - 1)); fi
done
wait

# The faults each entry plants: one per mutant, two for overshoot-and-wipe, none for the shipped ones; a seed variant
# plants none on purpose (its faults are the findings table's rows).
planted() {
  case "$1" in
    offset-lock|ownership) echo 0 ;;
    offset-lock-seed|ownership-seed) echo "seed variant" ;;
    overshoot-and-wipe) echo 2 ;;
    *) echo 1 ;;
  esac
}

echo "| coordinator | faults planted | signatures | groups | cases |"
echo "|---|---|---|---|---|"
for name in "${names[@]}"; do
  log="$out/$name/log.txt"
  # The run's own summary lines: `summary: … N cases, …` and `root causes, worst first: G (S signatures)`, and a
  # `no location` line under each group that has none.
  cases=$(sed -n 's/^summary: .*: \([0-9]*\) cases,.*/\1/p' "$log" | tail -1)
  line=$(grep -m1 '^root causes, worst first:' "$log" || true)
  groups=$(echo "$line" | sed -n 's/^root causes, worst first: \([0-9]*\).*/\1/p')
  signatures=$(echo "$line" | sed -n 's/.*(\([0-9]*\) signatures\{0,1\}).*/\1/p')
  unlocated=$(sed -n '/^root causes, worst first:/,/^distinct bugs/p' "$log" | grep -c '^      no location' || true)
  [ -n "$groups" ] || { groups=0; signatures=0; }
  shown=$groups
  [ "$unlocated" -gt 0 ] && shown="$groups ($unlocated no location)"
  echo "| $name | $(planted "$name") | ${signatures:-0} | $shown | ${cases:-?} |"
done
