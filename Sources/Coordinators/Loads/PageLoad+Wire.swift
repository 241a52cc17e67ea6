// The arbiter's loads and the simulated network's request kinds name the same three things.

import ScrollSim

extension PageLoad {
  /// The arbiter's name for a request kind on the wire.
  public init(_ kind: LoadKind) {
    switch kind {
    case .refresh: self = .refresh
    case .slots: self = .slots
    case .nextPage: self = .nextPage
    }
  }

  /// The wire's name for this load.
  public var kind: LoadKind {
    switch self {
    case .refresh: .refresh
    case .slots: .slots
    case .nextPage: .nextPage
    }
  }
}

extension LoadOutcome {
  /// The arbiter's reading of a response's outcome.
  public init(_ outcome: ResponseOutcome) {
    self = outcome == .success ? .success : .failure
  }
}
