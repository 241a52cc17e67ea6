// Malformed and extreme scenario files, made deterministically from good ones: the input a hostile or
// careless user gives `nestedcheck replay`. Shared by the in-process mutation test (CheckerTests), the
// smaller sample through the real binary (CLITests) and CI/mutation/run.sh, which runs any `nestedcheck`
// binary over a few thousand of them and tallies exit codes (to compare a build before and after a change).
//
// Standard library only, so the script can compile this file on its own with `swiftc`.

/// One mutated file and how it was made.
public struct ScenarioMutant: Sendable {
  /// `<seed file stem>-<index>-<operator>`, unique within a run.
  public var name: String
  public var mutation: ScenarioMutation
  public var bytes: [UInt8]
}

/// The kinds of damage, each a way real files go wrong.
public enum ScenarioMutation: String, CaseIterable, Sendable {
  /// Flip one to three bits anywhere (a corrupted file).
  case bitFlip
  /// Overwrite a byte with a JSON-structural character.
  case structuralByte
  /// Cut the file short (a write that did not finish).
  case truncate
  /// Delete a short span.
  case deleteSpan
  /// Copy a span of the file to another place.
  case duplicateSpan
  /// Replace a number with an extreme or ill-typed one (1e23, 1e400, 1e-400, 2^63, 1.5, -0, …).
  case extremeNumber
  /// Replace a value with one of another kind ("x", true, null, [], {}).
  case wrongKind
  /// Repeat a key in its object (the first or the second copy would silently win in Foundation).
  case duplicateKey
  /// Replace a value with deeply nested arrays.
  case deepNesting
  /// Prepend many long waits to the steps (more frames than any replay should spend).
  case hugeSteps
  /// Prepend a gesture or layout step with an extreme value (a flick at 1e23 pt/s, a resize to 1e308 pt).
  case extremeStep
  /// Insert a key nobody reads.
  case unknownKey
  /// Insert bytes that are not UTF-8, or a broken escape, inside a string.
  case badText

  /// Relative frequency: the cheap byte-level damage most often, the expensive `hugeSteps` rarely.
  var weight: Int {
    switch self {
    case .extremeNumber: 24
    case .extremeStep: 8
    case .wrongKind: 10
    case .duplicateKey: 8
    case .bitFlip, .structuralByte, .truncate, .deleteSpan: 8
    case .duplicateSpan, .unknownKey, .badText: 5
    case .deepNesting: 2
    case .hugeSteps: 1
    }
  }
}

public enum ScenarioMutator {
  /// Numbers that break naive readers or simulations: out of every domain, out of `Double`, out of `Int`,
  /// non-integral where an integer is wanted, or exactly on a documented bound.
  public static let extremeNumbers = [
    "1e308", "-1e308", "1e400", "-1e400", "1e-400", "4.9e-324", "1e23", "-1e23", "1e22", "1e19", "-1e20",
    "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616",
    "99999999999999999999999999", "2147483648", "1.5", "0.5", "-0", "-1", "0", "1E5", "100000", "100000.5",
    "-100000", "72000", "72001", "3000", "3001", "10000", "10000000", "1e7", "0.1", "-0.0", "1e-300",
  ]

  /// Step sequences around one extreme value, the shapes that trapped the simulation before it had domains.
  public static let extremeSteps: [String] = {
    let speeds = ["1e23", "-1e23", "1e20", "1e300", "100000", "-100001", "1e5"]
    let sizes = ["1e308", "1e20", "3000", "3001", "1e-300"]
    var sequences: [String] = []
    for v in speeds {
      sequences.append(#"{"touchDown": {"x": 200, "y": 700}}, {"move": {"dx": -10, "dy": 0, "frames": 1}}, {"lift": {"vx": \#(v), "vy": 0}}"#)
      sequences.append(#"{"touchDown": {"x": 200, "y": 700}}, {"move": {"dx": 0, "dy": -10, "frames": 1}}, {"lift": {"vx": 0, "vy": \#(v)}}"#)
    }
    for size in sizes {
      sequences.append(#"{"resize": {"width": \#(size), "height": 852}}, {"tapTab": {"index": 2, "animated": false}}"#)
      sequences.append(#"{"resize": {"width": 393, "height": \#(size)}}, {"touchDown": {"x": 200, "y": 700}}"#)
      sequences.append(#"{"reloadHeader": {"height": \#(size)}}, {"setListContent": {"index": 0, "height": \#(size)}}"#)
      sequences.append(#"{"setSafeArea": {"top": \#(size), "bottom": \#(size)}}"#)
      sequences.append(#"{"touchDown": {"x": \#(size), "y": -\#(size)}}, {"move": {"dx": -\#(size), "dy": \#(size), "frames": 3}}"#)
    }
    return sequences
  }()

  /// `count` mutants of each seed file, in a fixed order: the same inputs give the same bytes on every machine.
  public static func mutants(of files: [(name: String, bytes: [UInt8])], count: Int, seed: UInt64 = 10) -> [ScenarioMutant] {
    var result: [ScenarioMutant] = []
    for (fileIndex, file) in files.enumerated() {
      for index in 0..<count {
        var rng = SplitMix(seed: seed &+ UInt64(fileIndex) &* 0x1_0000 &+ UInt64(index))
        let mutation = pick(&rng)
        let bytes = mutate(file.bytes, with: mutation, rng: &rng)
        result.append(ScenarioMutant(name: "\(file.name)-\(index)-\(mutation.rawValue)", mutation: mutation, bytes: bytes))
      }
    }
    return result
  }

  static func pick(_ rng: inout SplitMix) -> ScenarioMutation {
    let total = ScenarioMutation.allCases.reduce(0) { $0 + $1.weight }
    var roll = rng.below(total)
    for mutation in ScenarioMutation.allCases {
      if roll < mutation.weight { return mutation }
      roll -= mutation.weight
    }
    return .bitFlip
  }

  /// Applies `mutation` to `bytes` (a file with no token of the needed kind gets a bit flip instead).
  public static func mutate(_ bytes: [UInt8], with mutation: ScenarioMutation, rng: inout SplitMix) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    var out = bytes
    let tokens = Token.scan(bytes)
    func random<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[rng.below(items.count)] }
    func replace(_ range: Range<Int>, with text: String) { out.replaceSubrange(range, with: Array(text.utf8)) }
    switch mutation {
    case .bitFlip:
      for _ in 0...rng.below(3) { out[rng.below(out.count)] ^= UInt8(1 << rng.below(8)) }
    case .structuralByte:
      let characters = Array("{}[],:\"0123456789.eE-+ tfn\\".utf8)
      out[rng.below(out.count)] = characters[rng.below(characters.count)]
    case .truncate:
      out = Array(out.prefix(rng.below(out.count)))
    case .deleteSpan:
      let start = rng.below(out.count)
      out.removeSubrange(start..<min(out.count, start + 1 + rng.below(20)))
    case .duplicateSpan:
      let start = rng.below(out.count)
      let span = Array(out[start..<min(out.count, start + 1 + rng.below(40))])
      out.insert(contentsOf: span, at: rng.below(out.count))
    case .extremeNumber:
      guard let number = random(tokens.filter { $0.kind == .number }) else { return mutate(bytes, with: .bitFlip, rng: &rng) }
      replace(number.range, with: extremeNumbers[rng.below(extremeNumbers.count)])
    case .wrongKind:
      guard let value = random(tokens.filter { $0.kind != .key }) else { return mutate(bytes, with: .bitFlip, rng: &rng) }
      let others = ["\"x\"", "true", "null", "[]", "{}", "1.5", "-1", "\"1\"", "[1]", "{\"a\": 1}"]
      replace(value.range, with: others[rng.below(others.count)])
    case .duplicateKey:
      guard let key = random(tokens.filter { $0.kind == .key }) else { return mutate(bytes, with: .bitFlip, rng: &rng) }
      let name = String(decoding: bytes[key.range], as: UTF8.self)
      let values = name == "\"coordinator\"" ? ["\"no-max-clamp\"", "\"offset-lock\""] : ["0", "1", "\"x\"", "true", "{}"]
      out.insert(contentsOf: Array("\(name): \(values[rng.below(values.count)]), ".utf8), at: key.range.lowerBound)
    case .deepNesting:
      guard let value = random(tokens.filter { $0.kind != .key }) else { return mutate(bytes, with: .bitFlip, rng: &rng) }
      let depth = [10, 63, 64, 65, 200, 5000][rng.below(6)]
      replace(value.range, with: String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
    case .hugeSteps:
      guard let steps = tokens.firstIndex(where: { $0.kind == .key && bytes[$0.range] == Array("\"steps\"".utf8)[...] }),
        let open = bytes[tokens[steps].range.upperBound...].firstIndex(of: UInt8(ascii: "["))
      else { return mutate(bytes, with: .bitFlip, rng: &rng) }
      let waits = [14, 20, 100, 1000][rng.below(4)]
      out.insert(contentsOf: Array(String(repeating: "{\"wait\": {\"frames\": 72000}}, ", count: waits).utf8), at: open + 1)
    case .extremeStep:
      guard let steps = tokens.firstIndex(where: { $0.kind == .key && bytes[$0.range] == Array("\"steps\"".utf8)[...] }),
        let open = bytes[tokens[steps].range.upperBound...].firstIndex(of: UInt8(ascii: "["))
      else { return mutate(bytes, with: .bitFlip, rng: &rng) }
      let sequence = extremeSteps[rng.below(extremeSteps.count)]
      let isEmpty = bytes[(open + 1)...].first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } == UInt8(ascii: "]")
      out.insert(contentsOf: Array((sequence + (isEmpty ? "" : ", ")).utf8), at: open + 1)
    case .unknownKey:
      guard let open = random(bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }) else { return mutate(bytes, with: .bitFlip, rng: &rng) }
      out.insert(contentsOf: Array("\"bogus\": 1, ".utf8), at: open + 1)
    case .badText:
      guard let string = random(tokens.filter { $0.kind == .string || $0.kind == .key }) else {
        return mutate(bytes, with: .bitFlip, rng: &rng)
      }
      let junk: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], Array("\\q".utf8), Array("\\uD800".utf8), Array("\\u12".utf8), [0x01]]
      out.insert(contentsOf: junk[rng.below(junk.count)], at: string.range.lowerBound + 1)
    }
    return out
  }
}

/// A value or key in a JSON text, found by a forgiving scan (the inputs are valid JSON before mutation).
struct Token {
  enum Kind { case number, string, key, literal }
  var kind: Kind
  var range: Range<Int>

  static func scan(_ bytes: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
        end = min(end + 1, bytes.count)
        var next = end
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A || bytes[next] == 0x0D || bytes[next] == 0x09 { next += 1 }
        let isKey = next < bytes.count && bytes[next] == UInt8(ascii: ":")
        tokens.append(Token(kind: isKey ? .key : .string, range: index..<end))
        index = end
      } else if byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
        var end = index + 1
        while end < bytes.count, Array("0123456789.eE+-".utf8).contains(bytes[end]) { end += 1 }
        tokens.append(Token(kind: .number, range: index..<end))
        index = end
      } else if byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n") {
        var end = index + 1
        while end < bytes.count, bytes[end] >= UInt8(ascii: "a"), bytes[end] <= UInt8(ascii: "z") { end += 1 }
        tokens.append(Token(kind: .literal, range: index..<end))
        index = end
      } else {
        index += 1
      }
    }
    return tokens
  }
}

/// SplitMix64 (Steele, Lea and Flood 2014): a tiny seeded generator, so mutants never depend on the platform.
public struct SplitMix: Sendable {
  var state: UInt64
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<bound` (bound > 0); the tiny modulo bias does not matter for mutations.
  public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Whether an error message for a malformed file tells the user what to fix: after the file name, a field path
/// (`steps[3].move.frames: …`, `(top level): …`), or a syntax error's reason (`not valid JSON: line 2, column 7: …`),
/// or a reason for an unreadable file; and no text from Foundation's generic error descriptions.
public enum ErrorMessageCheck {
  /// Phrases that only Foundation's generic errors contain.
  public static let foreignPhrases = [
    "The operation could not be completed", "Error Domain=", "NSCocoaErrorDomain", "couldn’t", "couldn't",
    "The given data was not valid JSON", "Swift.DecodingError", "NSError",
  ]

  /// `nil` when `message` (one `error: …` line, or a `ScenarioError`'s text) names a field or a reason; otherwise why not.
  public static func problem(in message: String, source: String) -> String? {
    var text = Substring(message.split(separator: "\n").first ?? "")
    if text.hasPrefix("error: ") { text = text.dropFirst(7) }
    for phrase in foreignPhrases where message.contains(phrase) { return "contains Foundation's '\(phrase)'" }
    guard text.hasPrefix(source + ": ") else { return "does not start with the file name" }
    let rest = text.dropFirst(source.count + 2)
    // A syntax error names its reason and position; "not valid JSON" alone (what Foundation gives for a number that
    // does not fit, with no field) names neither.
    if rest.hasPrefix("not valid JSON") {
      return rest.hasPrefix("not valid JSON: ") && rest.count > 16 ? nil : "'not valid JSON' with no reason or position"
    }
    if rest.hasPrefix("cannot read: ") { return rest.count > 13 ? nil : "no reason" }
    if rest.hasPrefix("(top level): ") { return rest.count > 13 ? nil : "no reason after (top level)" }
    guard let pathEnd = fieldPathEnd(rest), rest[pathEnd...].hasPrefix(": "), rest[pathEnd...].count > 2 else {
      return "no field path"
    }
    return nil
  }

  /// The end of a field path at the start of `text`: `name(.name|[digits]|["quoted"])*`, names of letters, digits,
  /// `_` and `-` (CodingPath rendering quotes any other key); `nil` when `text` does not start with one.
  static func fieldPathEnd(_ text: Substring) -> Substring.Index? {
    var index = text.startIndex
    var segments = 0
    func isNameCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-") }
    while index < text.endIndex {
      let c = text[index]
      if isNameCharacter(c) && (segments == 0 || text[text.index(before: index)] == ".") {
        while index < text.endIndex, isNameCharacter(text[index]) { index = text.index(after: index) }
      } else if c == "." && segments > 0 {
        index = text.index(after: index)
        continue
      } else if c == "[" {
        index = text.index(after: index)
        if index < text.endIndex, text[index] == "\"" {
          index = text.index(after: index)
          while index < text.endIndex, text[index] != "\"" {
            if text[index] == "\\" { index = text.index(after: index) }
            if index < text.endIndex { index = text.index(after: index) }
          }
          guard index < text.endIndex else { return nil }
          index = text.index(after: index)
        } else {
          let digits = text[index...].prefix { $0.isASCII && $0.isNumber }
          guard !digits.isEmpty else { return nil }
          index = digits.endIndex
        }
        guard index < text.endIndex, text[index] == "]" else { return nil }
        index = text.index(after: index)
      } else {
        break
      }
      segments += 1
    }
    return segments > 0 ? index : nil
  }
}