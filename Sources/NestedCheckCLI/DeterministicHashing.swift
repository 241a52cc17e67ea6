// Swift seeds its hashing afresh in every process, so iterating a `Dictionary` or a `Set` visits the elements in an
// order that changes from run to run. Code under test that does so (NestedPaging keeps its lists in a dictionary and
// resets them in its iteration order) would make a case's frames depend on the process, and a shrunk failure might
// not replay. The runtime reads `SWIFT_DETERMINISTIC_HASHING` once, at start-up, so the command line sets it and runs
// itself again before doing anything; fuzz workers inherit it.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum DeterministicHashing {
  static let variable = "SWIFT_DETERMINISTIC_HASHING"

  /// Whether this process hashes with a fixed seed.
  static var isOn: Bool { ProcessInfo.processInfo.environment[variable].map { !$0.isEmpty } ?? false }

  /// Runs this program again, same arguments, with fixed-seed hashing, unless it already has it (or the program's
  /// path cannot be found, when it goes on with the process's own seed: results stay correct, their order may not).
  static func ensureOn() {
    guard !isOn, let path = Bundle.main.executablePath else { return }
    setenv(variable, "1", 1)
    var arguments = CommandLine.arguments
    if arguments.isEmpty { arguments = [path] }
    let argv = arguments.map { strdup($0) } + [nil]
    execv(path, argv)
    // execv returns only on failure: carry on in this process.
    unsetenv(variable)
  }
}
