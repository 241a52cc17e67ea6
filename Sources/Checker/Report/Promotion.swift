// `nestedcheck promote`: how a scenario becomes a regression file. The default name says what the
// file proves and stays stable for the same steps (`offset-lock-seed-header-visible-lists-at-top-1a2b3c4d.json`).

import Foundation
import ScrollSim

/// File naming for promoted scenarios.
public enum Promotion {
  /// `<coordinator>-<invariant or pass>-<8 hex digits of the steps' hash>.json`.
  public static func defaultFileName(coordinator: String, verdict: Verdict, steps: [Step]) -> String {
    safeFileName("\(coordinator)-\(verdict.expectationValue)-\(stepsHash(steps))")
  }

  /// Lowercase letters, digits, `-`, `_` and `.` only (anything else becomes one `-`), ending in `.json`.
  public static func safeFileName(_ name: String) -> String {
    var stem = name.lowercased()
    if stem.hasSuffix(".json") { stem.removeLast(5) }
    var out = ""
    for character in stem {
      let keep = character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == ".")
      if keep {
        out.append(character)
      } else if out.last != "-" {
        out.append("-")
      }
    }
    let trimmed = out.drop(while: { $0 == "-" || $0 == "." }).reversed().drop(while: { $0 == "-" }).reversed()
    return (trimmed.isEmpty ? "scenario" : String(trimmed)) + ".json"
  }

  /// The top 32 bits of FNV-1a (64-bit) over the steps' key-sorted JSON, as 8 hex digits: the same steps give the
  /// same name on every run (unlike `Hasher`, which is seeded per process).
  public static func stepsHash(_ steps: [Step]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let bytes = (try? encoder.encode(steps)) ?? Data()
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash >> 32, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
