// A small argument parser in the shape of swift-argument-parser (which we cannot depend on):
// each subcommand declares its options, and validation errors are distinct from failures.

/// A usage error: exits 2 with the message and the subcommand's usage.
import NestedCheckFuzz
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

  func uint64(_ name: String) throws -> UInt64? {
    guard let text = values[name] else { return nil }
    let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    guard let parsed else { throw UsageError("--\(name) must be an unsigned 64-bit number, got '\(text)'") }
    return parsed
  }

  /// Exactly one positional argument, named `what` in the error.
  func single(_ what: String) throws -> String {
    guard positionals.count == 1 else {
      throw UsageError(positionals.isEmpty ? "missing \(what)" : "expected one \(what), got \(positionals.count)")
    }
    return positionals[0]
  }
}
