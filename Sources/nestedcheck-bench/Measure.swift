// Timing helpers: every figure is the median of several runs, because the machines are shared and noisy.

import Foundation

/// Runs `body` `repeats` times and returns the median wall time in seconds with the last result.
func medianSeconds<T>(repeats: Int, _ body: () -> T) -> (seconds: Double, result: T) {
  let clock = ContinuousClock()
  var times: [Double] = []
  var last: T?
  for _ in 0..<repeats {
    var value: T?
    let elapsed = clock.measure { value = body() }
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    last = value
  }
  times.sort()
  return (times[times.count / 2], last!)
}

/// Resident set size in MiB from /proc (Linux); nil elsewhere.
func residentMiB() -> Double? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
  for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
    let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kb / 1024
  }
  return nil
}

/// Formats a rate with thousands separators.
func rate(_ value: Double) -> String {
  let whole = Int(value.rounded())
  var digits = String(whole)
  var groups: [String] = []
  while digits.count > 3 {
    groups.insert(String(digits.suffix(3)), at: 0)
    digits.removeLast(3)
  }
  groups.insert(digits, at: 0)
  return groups.joined(separator: ",")
}
