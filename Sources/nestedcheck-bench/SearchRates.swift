// `nestedcheck-bench rates`: how often each way of making a case meets each hard mutant's fault, per case.
//
//   nestedcheck-bench rates [--mutants hard|tuning|held-out|NAME,...] [--seeds N] [--cases C] [--modes guided,targeted]
//                           [--jobs J]
//
// For every mutant, mode and seed 1...N it runs C cases of the search on past its failures (`SearchRun.failureRates`,
// one child process each, `rates-one`) and prints, per mutant and mode, the failures per case of random's own cases
// (p) and of each way the search makes its own (q: mutations of a rare feature's holder, of any corpus case, targeted
// tunes), with q / p; then the same for the mutations made by a single operator, per operator. docs/search.md ("Why
// two thirds, and what a 3× win needs") says why q / p is the figure: with two cases in three random's, a search is 3
// times faster than random only where its own cases meet the fault 7 times as often as random's.

import Checker
import Coordinators
import Foundation

/// `rates-one NAME MODE SEED CASES`: one search's counts, printed as `NAME MODE SEED`, a `cases failures` pair per
/// way (`SearchFailureRates.ways` order), then one per mutation operator for the mutations that applied it alone
/// (`SearchFailureRates.operators` order).
@MainActor
func runRatesOne(_ arguments: [String]) -> Int32 {
  guard arguments.count == 4, let entry = CoordinatorCatalog.entry(named: arguments[0]),
    let mode = SearchMode(rawValue: arguments[1]), let seed = UInt64(arguments[2]), let cases = Int(arguments[3]), cases > 0
  else { return usage("rates-one NAME MODE SEED CASES") }
  let rates = SearchRun.failureRates(
    of: entry, settings: SearchSettings(mode: mode, seed: seed, profile: searchProfile(for: entry)), limit: cases)
  let pairs = Array(zip(rates.cases, rates.failures)) + Array(zip(rates.singleOperatorCases, rates.singleOperatorFailures))
  let counts = pairs.map { "\($0) \($1)" }.joined(separator: " ")
  print("\(entry.name) \(mode.rawValue) \(seed) \(counts)")
  return 0
}

@MainActor
func runRatesTable(_ arguments: [String]) -> Int32 {
  let usageText = "rates [--mutants hard|tuning|held-out|NAME,...] [--seeds N] [--cases C] [--modes guided,targeted] [--jobs J]"
  var mutants = CoordinatorCatalog.hardMutants.map(\.name)
  var seeds = 3
  var cases = 30_000
  var modes: [SearchMode] = [.guided, .targeted]
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var index = 0
  while index < arguments.count {
    let value = index + 1 < arguments.count ? arguments[index + 1] : nil
    switch (arguments[index], value) {
    case ("--mutants", let text?):
      let held = CoordinatorCatalog.hardMutantsHeldOut
      switch text {
      case "hard": mutants = CoordinatorCatalog.hardMutants.map(\.name)
      case "tuning": mutants = CoordinatorCatalog.hardMutants.map(\.name).filter { !held.contains($0) }
      case "held-out": mutants = CoordinatorCatalog.hardMutants.map(\.name).filter(held.contains)
      default: mutants = text.split(separator: ",").map(String.init)
      }
      guard mutants.allSatisfy({ CoordinatorCatalog.entry(named: $0) != nil }) else { return usage(usageText) }
    case ("--seeds", let text?): guard let n = Int(text), n > 0 else { return usage(usageText) }; seeds = n
    case ("--cases", let text?): guard let n = Int(text), n > 0 else { return usage(usageText) }; cases = n
    case ("--jobs", let text?): guard let n = Int(text), n > 0 else { return usage(usageText) }; jobs = n
    case ("--modes", let text?):
      let parsed = text.split(separator: ",").compactMap { SearchMode(rawValue: String($0)) }
      guard !parsed.isEmpty, parsed.count == text.split(separator: ",").count else { return usage(usageText) }
      modes = parsed
    default: return usage(usageText)
    }
    index += 2
  }
  let childJobs = mutants.flatMap { mutant in
    modes.flatMap { mode in (1...seeds).map { [mutant, mode.rawValue, String($0), String(cases)] } }
  }
  print("rates: \(mutants.count) mutants × \(modes.count) modes × \(seeds) seeds × \(cases) cases, \(jobs) jobs")
  var totals: [String: SearchFailureRates] = [:]
  var complete = 0
  for (job, text) in runChildLines("rates-one", childJobs, parallel: jobs) {
    let fields = text.split(separator: " ")
    let numbers = fields.dropFirst(3).compactMap { Int($0) }
    let expected = 2 * (SearchFailureRates.ways.count + SearchFailureRates.operators.count)
    guard fields.count == 3 + expected, numbers.count == expected else {
      // Left out of the totals, said here, and the exit status says the table is incomplete.
      FileHandle.standardError.write(Data("  failed: rates-one \(job.joined(separator: " "))\n".utf8))
      continue
    }
    var rates = SearchFailureRates()
    for way in SearchFailureRates.ways.indices {
      rates.cases[way] = numbers[2 * way]
      rates.failures[way] = numbers[2 * way + 1]
    }
    let operatorBase = 2 * SearchFailureRates.ways.count
    for op in SearchFailureRates.operators.indices {
      rates.singleOperatorCases[op] = numbers[operatorBase + 2 * op]
      rates.singleOperatorFailures[op] = numbers[operatorBase + 2 * op + 1]
    }
    totals["\(fields[0]) \(fields[1])", default: SearchFailureRates()].add(rates)
    complete += 1
  }
  print("| mutant | mode | random's own: failures / cases (p) | rare holder: failures / cases (q / p) | any case (q / p) | tune (q / p) | own cases (q / p) |")
  print("|---|---|---|---|---|---|---|")
  for mutant in mutants {
    for mode in modes {
      guard let rates = totals["\(mutant) \(mode.rawValue)"] else { continue }
      let p = Double(rates.failures[0]) / Double(max(rates.cases[0], 1))
      func cell(_ failures: Int, _ count: Int) -> String { rateCell(failures, count, p: p) }
      let own = (1..<SearchFailureRates.ways.count)
      let ownCell = cell(own.map { rates.failures[$0] }.reduce(0, +), own.map { rates.cases[$0] }.reduce(0, +))
      print(
        "| \(mutant) | \(mode.rawValue) | \(rates.failures[0]) / \(rates.cases[0]) (\(String(format: "%.2e", p))) | "
          + "\(cell(rates.failures[1], rates.cases[1])) | \(cell(rates.failures[2], rates.cases[2])) | "
          + "\(cell(rates.failures[3], rates.cases[3])) | \(ownCell) |")
    }
  }
  // The mutations made by one operator alone, per operator (a stacked mutation credits none).
  print("\nMutations by a single operator: failures / cases (q / p)\n")
  print("| mutant | mode | " + SearchFailureRates.operators.joined(separator: " | ") + " |")
  print("|---|---|" + String(repeating: "---|", count: SearchFailureRates.operators.count))
  for mutant in mutants {
    for mode in modes {
      guard let rates = totals["\(mutant) \(mode.rawValue)"] else { continue }
      let p = Double(rates.failures[0]) / Double(max(rates.cases[0], 1))
      let cells = SearchFailureRates.operators.indices.map {
        rateCell(rates.singleOperatorFailures[$0], rates.singleOperatorCases[$0], p: p)
      }
      print("| \(mutant) | \(mode.rawValue) | " + cells.joined(separator: " | ") + " |")
    }
  }
  return complete == childJobs.count ? 0 : 1
}

/// `failures / count (q / p)`, q / p against random's own cases' rate `p`.
private func rateCell(_ failures: Int, _ count: Int, p: Double) -> String {
  guard count > 0 else { return "–" }
  let q = Double(failures) / Double(count)
  // With no failure among random's own cases the ratio is unbounded, or undefined when this way had none either.
  let ratio = p > 0 ? String(format: "%.2f", q / p) : failures > 0 ? "∞" : "–"
  return "\(failures) / \(count) (\(ratio))"
}
