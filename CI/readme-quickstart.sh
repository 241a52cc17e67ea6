#!/usr/bin/env bash
# A reader who follows only the README's quick start reaches a caught bug and its HTML report. This plays each
# quick-start command block that the README introduces as catching a planted fault, exactly as printed, from the
# root of the checkout, and requires that the fuzz run exits 1 (a bug caught) and that the folder it names holds a
# shrunk failure with an HTML report of it. Fast when the example packages are already built (.ci/run builds them
# first); from nothing it builds them.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root=$(pwd)

# The ```sh blocks that follow a paragraph mentioning a "planted fault".
blocks=$(awk '
  /planted fault/ { armed = 1 }
  armed && /^```sh$/ { inblock = 1; armed = 0; n++; next }
  inblock && /^```$/ { inblock = 0; next }
  inblock { print n "\t" $0 }
' README.md)
count=$(printf '%s\n' "$blocks" | cut -f1 | sort -u | grep -c . || true)
if [ "$count" -lt 2 ]; then echo "README: expected a quick-start block for each way in, found $count"; exit 1; fi

failed=0
for n in $(seq 1 "$count"); do
  block=$(printf '%s\n' "$blocks" | awk -F'\t' -v n="$n" '$1 == n { sub(/^[^\t]*\t/, ""); print }')
  folder=$(printf '%s\n' "$block" | sed -n 's/^cd \([^ ]*\).*/\1/p' | head -n 1)
  out=$(printf '%s\n' "$block" | sed -n 's/.*--out \([^ ]*\).*/\1/p' | head -n 1)
  fuzz=$(printf '%s\n' "$block" | grep -n ' fuzz ' | head -n 1 | cut -d: -f1)
  if [ -z "$folder" ] || [ -z "$out" ] || [ -z "$fuzz" ]; then
    echo "README quick start $n: expected a cd, a fuzz run and its --out folder:"; printf '%s\n' "$block"; exit 1
  fi
  rm -rf "${folder:?}/${out:?}"
  echo "== README quick start $n, as printed =="
  printf '%s\n' "$block"
  log=$(mktemp)
  # Each line in turn, in one shell, as a reader types them; the fuzz run's status is kept.
  script=$(printf '%s\n' "$block" | awk -v f="$fuzz" 'NR == f { print $0; print "fuzz_status=$?"; next } { print }')
  (cd "$root" && bash -c "$script"$'\n''exit ${fuzz_status:-99}') > "$log" 2>&1
  status=$?
  reports=$(ls "$folder/$out"/*.shrunk.html 2>/dev/null | head -n 1)
  if [ "$status" -ne 1 ]; then
    tail -n 40 "$log"; echo "quick start $n: the fuzz run exited $status, not 1 (a bug caught)"; failed=1
  elif [ -z "$reports" ] || ! grep -q "FAIL" "$reports"; then
    tail -n 40 "$log"; echo "quick start $n: no HTML report of a shrunk failure in $folder/$out"; failed=1
  else
    echo "quick start $n: bug caught, report $(basename "$reports") ($(wc -c < "$reports") bytes)"
  fi
  rm -rf "${folder:?}/${out:?}" "$log"
done
exit "$failed"
