// A case as one line of JSON: how a guided worker tells its parent what joined its corpus, and how the
// parent hands a (re)started worker the corpus to start from. Exact: doubles survive a JSON round trip.

import Foundation
import Generators
import ScrollSim

extension GeneratedCase {
  private struct Wire: Codable {
    var world: WorldConfig
    var steps: [Step]
    var disabledFamilies: [StepFamily]?
  }

  /// The case as compact, single-line JSON (world, steps, a swarm case's disabled families).
  public var wireJSON: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let wire = Wire(world: world, steps: steps, disabledFamilies: disabledFamilies.isEmpty ? nil : disabledFamilies)
    return (try? encoder.encode(wire)) ?? Data()
  }

  /// A case read back from `wireJSON` (recorded with `profileName` and no seed).
  public init(wireJSON data: Data, profileName: String) throws {
    let wire = try JSONDecoder().decode(Wire.self, from: data)
    self.init(
      world: wire.world, steps: wire.steps, profileName: profileName, seed: nil, disabledFamilies: wire.disabledFamilies ?? [])
  }

  /// Several cases as a JSON array (a worker's starting corpus).
  public static func wireJSON(_ cases: [GeneratedCase]) -> Data {
    var data = Data("[".utf8)
    for (index, generated) in cases.enumerated() {
      if index > 0 { data.append(contentsOf: ",\n".utf8) }
      data.append(generated.wireJSON)
    }
    data.append(contentsOf: "]\n".utf8)
    return data
  }

  /// Cases read back from `wireJSON(_:)`.
  public static func cases(wireJSON data: Data, profileName: String) throws -> [GeneratedCase] {
    try JSONDecoder().decode([Wire].self, from: data).map {
      GeneratedCase(world: $0.world, steps: $0.steps, profileName: profileName, seed: nil, disabledFamilies: $0.disabledFamilies ?? [])
    }
  }
}
