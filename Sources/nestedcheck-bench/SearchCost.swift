// `nestedcheck-bench search-cost [NAME] [CASES] [SEED]`: what a case costs in each search mode, in this process.
//
// Every mode runs cases 0..<CASES of the same seed against one coordinator (default `offset-lock`, which never fails,
// so every search runs its whole budget), and the line per mode gives the cases per CPU second of this thread, the
// frames per case (a search that prefers long cases pays for them), the corpus it kept and the ratio of its cases per
// CPU second to random's, measured in the same run. A fuzz worker adds its messages to the parent on top of this.

import Checker
import Coordinators
import Foundation
import Generators

@MainActor
func runSearchCost(_ arguments: [String]) -> Int32 {
  let name = arguments.first ?? "offset-lock"
  guard let entry = CoordinatorCatalog.entry(named: name) else { return usage("search-cost: no coordinator '\(name)'") }
  let cases = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 20_000
  let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 0 : 1
  guard cases > 0 else { return usage("search-cost [NAME] [CASES] [SEED]: CASES is a positive integer") }
  print("search-cost: \(name), \(cases) cases of seed \(seed) per mode, CPU seconds of this thread")
  print("mode       cases/CPU-s   frames/case   corpus   vs random   fresh   additions by reason")
  var randomRate = Double.nan
  for mode in SearchMode.allCases {
    let start = threadCPUSeconds()
    let outcome = SearchRun.firstFailure(
      of: entry, settings: SearchSettings(mode: mode, seed: seed, profile: searchProfile(for: entry)), limit: cases)
    let seconds = threadCPUSeconds() - start
    let rate = Double(outcome.casesRun) / seconds
    if mode == .random { randomRate = rate }
    let frames = Double(outcome.frames) / Double(max(outcome.casesRun, 1))
    print(
      "\(mode.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(String(format: "%12.0f", rate))"
        + "  \(String(format: "%12.0f", frames))  \(String(format: "%7d", outcome.corpusCount))"
        + "   \(String(format: "%8.2f", rate / randomRate))   \(String(format: "%5.2f", outcome.freshShare))   "
        + zip(CorpusReason.allCases, outcome.additions).map { "\($0.rawValue) \($1)" }.joined(separator: ", "))
  }
  return 0
}
