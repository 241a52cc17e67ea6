// JSON round trips through the same encoder and decoder the scenario files use.

import Foundation

/// `value` encoded to JSON and decoded back; throws what the strict decoders throw.
func jsonRoundTrip<T: Codable>(_ value: T) throws -> T {
  let data = try JSONEncoder().encode(value)
  return try JSONDecoder().decode(T.self, from: data)
}
