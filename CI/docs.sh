#!/usr/bin/env bash
# Builds the DocC documentation of the public products with the toolchain's own docc (no plugin package): symbol
# graphs extracted from the debug build's modules, one archive per product with its catalog (Sources/<P>/<P>.docc),
# warnings as errors, and every archive merged into one static site. Reports, per product, how many public
# declarations have a doc comment with a summary, and fails when a product listed in FULL has fewer than all.
#
#   CI/docs.sh                 # build, convert, report; the site lands in .build/docs/site
#   OUT=/tmp/docs CI/docs.sh   # elsewhere
#   HOSTING_BASE_PATH=NestedCheck CI/docs.sh   # for a site served from /NestedCheck/ (GitHub Pages of a project)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

products=(NestedScrolling NestedScrollingUIKit NestedCheck NestedCheckTesting NestedCheckCLI SimulatedUIKit)
# Products whose every public declaration has a summary; a declaration added without one fails this script.
FULL=${FULL:-"NestedScrolling NestedScrollingUIKit NestedCheck NestedCheckTesting NestedCheckCLI SimulatedUIKit"}
# `import NestedCheck` re-exports these modules, so their public declarations are NestedCheck's API.
reexported="Checker,Coordinators,Generators,ScrollSim,Shrinkers,UIKitPages,NestedScrollingCoordinators"
out=${OUT:-.build/docs}
rm -rf "$out"
mkdir -p "$out"

swift build
modules="$(swift build --show-bin-path)/Modules"
triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
sdk=()
if command -v xcrun > /dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
hosting=()
if [ -n "${HOSTING_BASE_PATH:-}" ]; then hosting=(--hosting-base-path "$HOSTING_BASE_PATH"); fi

# One line per record of documentation-coverage.json (a JSON array of objects): braces counted outside strings.
records() {
  awk 'BEGIN { RS = "\x01" } {
    depth = 0; instr = 0; esc = 0; rec = ""
    for (i = 1; i <= length($0); i++) {
      c = substr($0, i, 1)
      if (depth >= 1) rec = rec c
      if (instr) { if (esc) esc = 0; else if (c == "\\") esc = 1; else if (c == "\"") instr = 0; continue }
      if (c == "\"") instr = 1
      else if (c == "{" || c == "[") depth++
      else if (c == "}" || c == "]") { depth--; if (depth == 1 && c == "}") { print rec; rec = "" } }
      else if (c == "," && depth == 1) rec = ""
    }
  }' "$1"
}

failed=0
summary=""
for product in "${products[@]}"; do
  symbols="$out/symbols/$product"
  mkdir -p "$symbols"
  extra=()
  if [ "$product" = NestedCheck ]; then extra=("-experimental-allowed-reexported-modules=$reexported"); fi
  swift symbolgraph-extract -module-name "$product" -I "$modules" -target "$triple" "${sdk[@]}" \
    -output-dir "$symbols" -minimum-access-level public -skip-protocol-implementations "${extra[@]}"
  archive="$out/$product.doccarchive"
  docc convert "Sources/$product/$product.docc" --additional-symbol-graph-dir "$symbols" --output-dir "$archive" \
    --fallback-display-name "$product" --fallback-bundle-identifier "nestedcheck.$product" \
    --warnings-as-errors --enable-inherited-docs --transform-for-static-hosting "${hosting[@]}" \
    --experimental-documentation-coverage --coverage-summary-level none > "$out/$product.log" 2>&1 \
    || { cat "$out/$product.log"; echo "docc convert failed for $product"; exit 1; }
  # documentation-coverage.json is one array of symbol records; count the declarations (not the module page or
  # the groups docc synthesizes) and those with a summary.
  records "$archive/documentation-coverage.json" > "$out/$product.records"
  counts=$(awk '/"isSymbol":true/ && !/"name":"Module"/ { total++; if (/"hasAbstract":true/) documented++ }
                END { printf "%d %d", documented, total }' "$out/$product.records")
  read -r documented total <<< "$counts"
  line=$(printf '%-22s %5d of %5d public declarations have a summary' "$product" "$documented" "$total")
  summary+="$line"$'\n'
  if [[ " $FULL " == *" $product "* ]] && [ "$documented" -ne "$total" ]; then
    failed=1
    awk '/"isSymbol":true/ && !/"name":"Module"/ && /"hasAbstract":false/' "$out/$product.records" \
      | sed -n 's/.*"referencePath":"\([^"]*\)".*/  no summary: \1/p' | sed 's#\\/#/#g'
  fi
done

archives=()
for product in "${products[@]}"; do archives+=("$out/$product.doccarchive"); done
docc merge "${archives[@]}" --output-path "$out/NestedCheck-all.doccarchive" \
  --synthesized-landing-page-name NestedCheck > "$out/merge.log" 2>&1 \
  || { cat "$out/merge.log"; echo "docc merge failed"; exit 1; }
# The merged archive is already transformed for static hosting: its folder is the site.
rm -rf "$out/site"
cp -R "$out/NestedCheck-all.doccarchive" "$out/site"

echo "== documentation coverage (docc, public declarations) =="
printf '%s' "$summary"
echo "site: $out/site (serve it and open /documentation/, one page per product)"
if [ "$failed" -ne 0 ]; then echo "a product in FULL ($FULL) has public declarations without a summary"; exit 1; fi
