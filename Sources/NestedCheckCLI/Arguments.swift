// A small argument parser in the shape of swift-argument-parser (which we cannot depend on):
// each subcommand declares its options, and validation errors are distinct from failures.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import NestedCheckFuzz

/// A usage error: exits 2 with the message on one line and how to get the command's help.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Parsed command-line arguments for one subcommand.
struct Arguments {
  private var values: [String: String] = [:]
  /// Every value of each option, in order (for repeatable options such as `--ignore`).
  private var allValues: [String: [String]] = [:]
  private var flags: Set<String> = []
  private(set) var positionals: [String] = []

  /// Parses `arguments` accepting `options` (take a value) and `switches` (booleans); anything else is an error.
  init(_ arguments: [String], options: Set<String>, switches: Set<String>) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        // Everything after `--` is a positional argument, even when it starts with a dash (a file named `-x`).
        positionals += arguments[index...]
        break
      }
      if argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count > 1 {
        // No command has short options: `-t` is a mistyped option, never a file name.
        let known = (options.union(switches)).sorted().map { "--\($0)" }.joined(separator: ", ")
        throw UsageError("unknown option '\(argument)'" + (known.isEmpty ? "" : "; this command accepts: \(known)"))
      }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        positionals.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if switches.contains(name) {
        guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
        flags.insert(name)
      } else if options.contains(name) {
        if let inlineValue {
          values[name] = inlineValue
        } else {
          guard index < arguments.count else { throw UsageError("--\(name) needs a value") }
          values[name] = arguments[index]
          index += 1
        }
        allValues[name, default: []].append(values[name]!)
      } else {
        let known = (options.union(switches)).sorted().map { "--\($0)" }.joined(separator: ", ")
        throw UsageError("unknown option '--\(name)'" + (known.isEmpty ? "" : "; this command accepts: \(known)"))
      }
    }
  }

  /// The last value given for `name`.
  func value(_ name: String) -> String? { values[name] }
  /// Every value given for `name`, in order.
  func values(_ name: String) -> [String] { allValues[name] ?? [] }
  func has(_ name: String) -> Bool { flags.contains(name) }

  func int(_ name: String, range: ClosedRange<Int>) throws -> Int? {
    guard let text = values[name] else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError("--\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
    }
    return number
  }

  func uint64(_ name: String, max: UInt64 = .max) throws -> UInt64? {
    guard let text = values[name] else { return nil }
    guard let parsed = SeedText.parse(text) else { throw UsageError("--\(name) must be \(SeedText.expected), got '\(text)'") }
    guard parsed <= max else { throw UsageError("--\(name) must be at most \(max), got '\(text)'") }
    return parsed
  }

  /// A duration option (`90`, `30s`, `5m`, `1h`, `0.5`, `1e3s`) in seconds, checked against `range`.
  func seconds(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
    try values[name].map { try Self.parseSeconds($0, option: name, in: range) }
  }

  /// Parses a duration with an optional unit (`DurationText`'s spelling, shared with `NESTEDCHECK_DURATION`) and checks
  /// it lies in `range`, so every duration the program computes with is finite and converts to whole nanoseconds or
  /// milliseconds without trapping.
  static func parseSeconds(_ text: String, option: String, in range: ClosedRange<Double>) throws -> Double {
    guard let seconds = DurationText.seconds(text) else {
      throw UsageError("--\(option) must look like 90, 30s, 5m or 1h, got '\(text)'")
    }
    guard seconds.isFinite, seconds <= range.upperBound else {
      throw UsageError("--\(option) must be at most \(secondsText(range.upperBound)), got '\(text)'")
    }
    guard seconds >= range.lowerBound else {
      throw UsageError("--\(option) must be at least \(secondsText(range.lowerBound)), got '\(text)'")
    }
    return seconds
  }

  /// `7 days (604800 s)`, `1 h (3600 s)`, `0.001 s`.
  static func secondsText(_ seconds: Double) -> String {
    let whole = seconds == seconds.rounded() && seconds < 1e12 ? String(Int64(seconds)) : String(seconds)
    if seconds >= 86_400, seconds.truncatingRemainder(dividingBy: 86_400) == 0 { return "\(Int64(seconds / 86_400)) days (\(whole) s)" }
    if seconds >= 3_600, seconds.truncatingRemainder(dividingBy: 3_600) == 0 { return "\(Int64(seconds / 3_600)) h (\(whole) s)" }
    return "\(whole) s"
  }

  /// Exactly one positional argument, named `what` in the error.
  func single(_ what: String) throws -> String {
    guard positionals.count == 1 else {
      throw UsageError(positionals.isEmpty ? "missing \(what)" : "expected one \(what), got \(positionals.count)")
    }
    return positionals[0]
  }
}

/// The documented range of every number the command line takes (docs/fuzzing.md, command-line numbers), so a value
/// such as `--duration 1e19` is a usage error rather than a trap when the program converts it.
enum CommandLineDomain {
  /// `fuzz --duration`: up to a week (`DurationText.maximumSeconds`, as `NESTEDCHECK_DURATION`).
  static let duration: ClosedRange<Double> = 0.001...DurationText.maximumSeconds
  /// `fuzz --case-timeout`, `replay --case-timeout`, `fuzz-shrink --candidate-timeout/--case-timeout`: up to an hour.
  static let caseTimeout: ClosedRange<Double> = 0.001...3_600
  /// `fuzz --progress-interval`: up to a day.
  static let progressInterval: ClosedRange<Double> = 0.001...86_400
  /// `fuzz-shrink --max-seconds`, `fuzz-worker --seconds`: as long as a run may last.
  static let runSeconds: ClosedRange<Double> = 0...DurationText.maximumSeconds
  /// `--max-steps` of `fuzz`, `case` and `fuzz-worker`: at most 600 frames a generated step, so a generated case
  /// takes at most 600,000 frames, inside `maximumScenarioFrames`.
  static let maxSteps: ClosedRange<Int> = 1...1_000
  static let cases: ClosedRange<Int> = 1...1_000_000_000
  static let jobs: ClosedRange<Int> = 1...1024
  static let shrinkLimit: ClosedRange<Int> = 0...1_000
  static let maxReplays: ClosedRange<Int> = 1...1_000_000
  /// `fuzz --warmup`, `fuzz-worker --warmup`: at most a run's worth of cases.
  static let warmupCases: ClosedRange<Int> = 0...1_000_000_000
}
#endif
