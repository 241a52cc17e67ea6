// Timing helpers: every figure is the median of several runs, because the machines are shared and noisy.
//
// Times are the benchmark thread's CPU time (CLOCK_THREAD_CPUTIME_ID), not wall time: on a shared machine the wall
// clock also counts the time other processes hold the core, which swung the same binary's figures by 2x between runs.
// A rate per CPU second is a rate per core, which is what the targets are stated in.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU seconds this thread has used.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `body` `repeats` times and returns the median CPU time in seconds with the last result.
func medianSeconds<T>(repeats: Int, _ body: () -> T) -> (seconds: Double, result: T) {
  var times: [Double] = []
  var last: T?
  for _ in 0..<repeats {
    let start = threadCPUSeconds()
    let value = body()
    times.append(threadCPUSeconds() - start)
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
