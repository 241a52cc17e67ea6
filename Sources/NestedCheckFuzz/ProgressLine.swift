// Progress of a fuzz run: one line rewritten in place on a terminal, a plain line every few
// seconds otherwise (CI logs must not fill with carriage returns).

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The counters a progress line shows.
public struct ProgressSnapshot: Sendable {
  public var elapsed: Double
  /// Seconds spent fuzzing (less than `elapsed` once only shrinks are left): the rate's denominator.
  public var fuzzingSeconds: Double
  /// Seconds left of a `--duration` budget, or `nil`; with `--cases`, the estimate from the current rate.
  public var budget: Double?
  public var cases: Int
  /// Cases this shard will run in total (`--cases`), if known.
  public var totalCases: Int?
  public var frames: Int
  public var failures: Int
  public var classes: Int
  public var shrinking: Int
  /// Interesting states at least one run has reached so far, of how many there are.
  public var statesReached: Int = 0
  public var statesTotal: Int = InterestingState.allCases.count

  public var casesPerSecond: Double { fuzzingSeconds > 0 ? Double(cases) / fuzzingSeconds : 0 }

  /// `[  12.3s] cases 4120/8000  335/s  failures 3 (2 bugs, 1 shrinking)  states 19/29  remaining ~11s`
  public var line: String {
    var text = "[\(String(format: "%7.1f", elapsed))s] cases \(cases)"
    if let totalCases { text += "/\(totalCases)" }
    text += "  \(clampedInt(casesPerSecond.rounded()))/s  failures \(failures)"
    if failures > 0 || shrinking > 0 {
      text += " (\(classes) bug\(classes == 1 ? "" : "s")\(shrinking > 0 ? ", \(shrinking) shrinking" : ""))"
    }
    text += "  states \(statesReached)/\(statesTotal)"
    if let budget {
      text += "  remaining \(clampedInt(max(budget - elapsed, 0).rounded(.up)))s"
    } else if let totalCases, casesPerSecond > 0, cases < totalCases {
      text += "  remaining ~\(clampedInt((Double(max(totalCases - cases, 0)) / casesPerSecond).rounded(.up)))s"
    }
    return text
  }
}

/// `Int(value)`, total on every `Double`: clamped to ±1e15 first (NaN shows as 0), so no rate or time a
/// run computes can trap the conversion, whatever budget it was given.
func clampedInt(_ value: Double) -> Int { value.isNaN ? 0 : Int(min(max(value, -1e15), 1e15)) }

/// Writes to standard output with `write(2)` (no stdio buffer, so lines reach a pipe at once), and keeps a
/// terminal's updating progress line out of the way of ordinary lines. Call from one thread (the run's queue).
public final class Console: @unchecked Sendable {
  public let isTerminal: Bool
  private var progressShown = false

  public init(isTerminal: Bool = isatty(1) == 1) { self.isTerminal = isTerminal }

  /// Prints `text` and a newline, first clearing a progress line.
  public func line(_ text: String) {
    raw((progressShown ? "\r\u{1B}[2K" : "") + text + "\n")
    progressShown = false
  }

  /// Prints an error line on standard error (first clearing a progress line on the terminal), so a script reading the
  /// run's output, or a user piping it, sees errors where errors go.
  public func error(_ text: String) {
    if progressShown { raw("\r\u{1B}[2K") }
    progressShown = false
    raw(text + "\n", to: 2)
  }

  /// Shows `text` as the progress line: rewritten in place on a terminal, a new line otherwise.
  public func progress(_ text: String) {
    if isTerminal {
      raw("\r\u{1B}[2K" + text)
      progressShown = true
    } else {
      raw(text + "\n")
    }
  }

  /// Ends a terminal progress line so what follows starts on a fresh line.
  public func endProgress() {
    if progressShown { raw("\n") }
    progressShown = false
  }

  private func raw(_ text: String, to descriptor: Int32 = 1) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }
}
#endif
