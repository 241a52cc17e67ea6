// A fuzz run's page template on a child's command line: the worker and shrink processes are the same executable
// run again, and the template they need is the run's (the entries' own, narrowed by `--template FILE`), worked out
// once by the parent and handed over whole, so a file edited mid-run cannot give a restarted worker other cases.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Foundation
import ScrollSim

extension PageTemplate {
  /// The hidden option that carries a template to a child process.
  public static let childOption = "template-json"

  /// The template as one line of JSON, keys sorted.
  public var argumentText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
  }

  /// The template `argumentText` wrote; read strictly, so a malformed one is an error naming the field.
  public init(argumentText: String) throws {
    self = try StrictJSONDecoder().decode(PageTemplate.self, from: Array(argumentText.utf8))
  }

  /// `[--template-json, JSON]` for a run with a template, nothing for one without.
  public static func childArguments(_ template: PageTemplate?) -> [String] {
    template.map { ["--" + childOption, $0.argumentText] } ?? []
  }
}
#endif
