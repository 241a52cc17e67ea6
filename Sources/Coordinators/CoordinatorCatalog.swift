// Every coordinator NestedCheck ships, by stable name: the shipped ones, the
// seed-faithful variants kept for the record, and the mutants that prove the checker's power.

import ScrollSim

/// What a catalogued coordinator is for.
public enum CoordinatorRole: String, Codable, Sendable, CaseIterable {
  /// A coordinator meant to hold every applicable invariant.
  case shipped
  /// The coordinator exactly as a seed document writes it, kept because the simulation found it breaks an invariant.
  case seedVariant = "seed-variant"
  /// A deliberately faulty one-idea change of a shipped coordinator.
  case mutant
  /// A team's own coordinator, registered in its own package; meant to hold every applicable invariant.
  case user
}

/// A coordinator's claim that momentum crosses the boundary between the outer table and the list: with it, the
/// opt-in invariant `momentum-carried` is checked on every momentum handoff at least `minimumSpeed` fast.
public struct MomentumClaim: Hashable, Sendable, Codable {
  /// The least fraction of the giver's speed the receiver must carry on with (mean over 1/20 s after it starts).
  public var threshold: Double
  /// The most frames after the boundary frame in which neither view may move.
  public var maxSeamFrames: Int
  /// Handoffs slower than this (points per second) are not judged: at a pixel or two per frame rounding dominates.
  public var minimumSpeed: Double

  /// A claim that at least `threshold` of the giver's speed carries on after a seam of at most `maxSeamFrames`, for handoffs at `minimumSpeed` pt/s or more.
  public init(threshold: Double = 0.8, maxSeamFrames: Int = 2, minimumSpeed: Double = 300) {
    self.threshold = threshold
    self.maxSeamFrames = maxSeamFrames
    self.minimumSpeed = minimumSpeed
  }
}

/// A named coordinator and how to build it.
public struct CoordinatorEntry: Sendable {
  /// Stable name used on the command line and in scenario files.
  public let name: String
  /// Where the entry belongs: shipped, a published design as printed, a mutant, or the user's own.
  public let role: CoordinatorRole
  /// One line: what it is, or for a mutant, the bug it carries.
  public let summary: String
  /// For mutants and seed variants: the stable name of the invariant it is expected to break first.
  public let breaks: String?
  /// The largest page it supports (the Three Loaders article's page has a single content list).
  public let maxListCount: Int
  /// The coordinator's claim that momentum carries across the boundary; `nil`: no claim, `momentum-carried` is off.
  public let momentum: MomentumClaim?
  /// The worlds and steps the entry's page supports (every one, for a coordinator in the built-in page).
  public let capabilities: PageCapabilities
  /// The team's own rules, checked next to the built-in invariants wherever the entry runs (`checking(_:)`).
  public internal(set) var userInvariants: [UserInvariant] = []
  /// The team's own app events (`declaring(_:)`): the generator draws them, scenario files name them, the page plays them.
  public internal(set) var appEvents: [AppEvent] = []
  /// Rules switched off for this entry, built-in or its own, each with the reason (`disabling(_:because:)`).
  public internal(set) var disabledInvariants: [DisabledInvariant] = []
  /// The pages the team's app actually shows (`PageTemplate`): generated cases, the guided search's mutations and
  /// shrunk cases stay inside it. `nil`: no constraint, every page the generator draws.
  public var template: PageTemplate?
  // Main-actor closures, as the coordinators they build are: a team's `@MainActor final class` coordinator is
  // built and driven on the main actor, where the simulation (like UIKit) runs.
  private let factory: @MainActor @Sendable () -> any NestedScrollCoordinator
  private let loadsFactory: @MainActor @Sendable () -> any PageLoadController
  /// For a page the world does not build (a UIKit page under test): builds the page, on the simulated UIKit, for a
  /// world. `nil` for a coordinator, which runs in the built-in page.
  private let hostFactory: (@MainActor @Sendable (WorldConfig) -> any PageHost)?

  /// `loads` builds the page's load logic, used on worlds with `loads`; by default the Three Loaders article's arbitrated one,
  /// so every coordinator is checked with the same load policy and a load mutant changes only that policy.
  /// `template`: the pages the team's app shows (`PageTemplate`); `nil` for every page.
  public init(
    name: String, role: CoordinatorRole = .user, summary: String = "", breaks: String? = nil, maxListCount: Int = 10,
    momentum: MomentumClaim? = nil, template: PageTemplate? = nil,
    make: @escaping @MainActor @Sendable () -> any NestedScrollCoordinator,
    loads: @escaping @MainActor @Sendable () -> any PageLoadController = { ArbitratedLoadController() }
  ) {
    self.template = template
    self.name = name
    self.role = role
    self.summary = summary
    self.breaks = breaks
    self.maxListCount = maxListCount
    self.momentum = momentum
    self.factory = make
    self.loadsFactory = loads
    self.hostFactory = nil
    self.capabilities = .all
  }

  /// An entry whose page is built by `host` (a UIKit page under test: see `CoordinatorEntry(name:uikitPage:)` in
  /// NestedCheck), supporting `capabilities`, on the pages of `template` (`nil`: every page).
  public init(
    name: String, role: CoordinatorRole = .user, summary: String = "", breaks: String? = nil, maxListCount: Int = 10,
    momentum: MomentumClaim? = nil, capabilities: PageCapabilities, template: PageTemplate? = nil,
    host: @escaping @MainActor @Sendable (WorldConfig) -> any PageHost
  ) {
    self.template = template
    self.name = name
    self.role = role
    self.summary = summary
    self.breaks = breaks
    self.maxListCount = maxListCount
    self.momentum = momentum
    self.capabilities = capabilities
    self.factory = { preconditionFailure("\(name) is a hosted page: it has no coordinator to make") }
    self.loadsFactory = { ArbitratedLoadController() }
    self.hostFactory = host
  }

  /// Whether the entry's page is hosted (a UIKit page) rather than the built-in page with a coordinator.
  public var isHostedPage: Bool { hostFactory != nil }

  /// The page host for `world`, for a hosted page.
  @MainActor public func makeHost(for world: WorldConfig) -> (any PageHost)? { hostFactory?(world) }

  /// A fresh coordinator instance.
  @MainActor public func make() -> any NestedScrollCoordinator { factory() }

  /// A fresh instance of the page's load logic.
  @MainActor public func makeLoads() -> any PageLoadController { loadsFactory() }
}

/// The catalogue, in a fixed order (shipped, seed variants, mutants).
public enum CoordinatorCatalog {
  /// The whole built-in catalogue, in order: shipped, published designs, mutants, hard mutants, former hard mutants.
  public static let all: [CoordinatorEntry] = shipped + seedVariants + mutants + hardMutants + formerHardMutants

  /// The shipped coordinators: `offset-lock` and `ownership`.
  public static let shipped: [CoordinatorEntry] = [
    CoordinatorEntry(
      name: "offset-lock", role: .shipped,
      summary: "NestedPaging (its README and article): lock the outer at maxOffsetY, reset every list while the header shows",
      make: { OffsetLockCoordinator() }),
    CoordinatorEntry(
      name: "ownership", role: .shipped,
      summary: "The Three Loaders article: one ownership flag, a ceiling, the content's top clamped, shared deceleration",
      maxListCount: 1, momentum: MomentumClaim(), make: { OwnershipCoordinator() }),
  ]

  /// Looks a coordinator up by name.
  public static func entry(named name: String) -> CoordinatorEntry? { all.first { $0.name == name } }

  /// Every name, for error messages.
  public static var names: [String] { all.map(\.name) }
}
