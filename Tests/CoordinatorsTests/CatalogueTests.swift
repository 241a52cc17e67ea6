// The coordinator catalogue: stable unique names (they appear on the command line and in scenario
// files), a role per entry, and for every mutant and seed variant the invariant it is expected to
// break, named exactly as the Checker module names its invariants (docs/invariants.md).

import Foundation
import Testing

@testable import Coordinators
import ScrollSim

@Suite struct CatalogueTests {
  /// The Checker module's invariant names (Sources/Checker/Invariant.swift), copied here because
  /// CoordinatorsTests does not depend on Checker; a rename there must be mirrored here on purpose.
  static let invariantNames: Set<String> = [
    "header-visible-lists-at-top", "outer-within-max", "no-unexplained-jump", "no-feedback-loop", "settles",
    "finite-state", "paging-gates", "single-scrolls-to-top", "no-swallowed-gesture",
    "refresh-supersedes", "single-flight-next-page", "no-stale-append", "ceiling-still-while-content-owns",
    "refresh-arms-at-top", "bottom-hit-arms-with-content", "pages-in-order",
    "status-bar-shows-top", "header-content-gates", "momentum-carried", "header-returns-on-pull",
    "selected-tab-follows-page",
  ]

  @Test("names are unique")
  func uniqueNames() {
    let names = CoordinatorCatalog.names
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(" ") })
  }

  @Test("the catalogue is shipped, then seed variants, then mutants, each with its role")
  func rolesAndOrder() {
    #expect(CoordinatorCatalog.all.map(\.name)
      == (CoordinatorCatalog.shipped + CoordinatorCatalog.seedVariants + CoordinatorCatalog.mutants
        + CoordinatorCatalog.hardMutants + CoordinatorCatalog.formerHardMutants).map(\.name))
    #expect(CoordinatorCatalog.shipped.allSatisfy { $0.role == .shipped })
    #expect(CoordinatorCatalog.seedVariants.allSatisfy { $0.role == .seedVariant })
    #expect(CoordinatorCatalog.mutants.allSatisfy { $0.role == .mutant })
    #expect(CoordinatorCatalog.shipped.map(\.name) == ["offset-lock", "ownership"])
  }

  @Test(
    "every mutant and seed variant breaks a real invariant",
    arguments: (CoordinatorCatalog.mutants + CoordinatorCatalog.seedVariants).map(\.name))
  func breaksNamesInvariant(name: String) throws {
    let entry = try #require(CoordinatorCatalog.entry(named: name))
    let breaks = try #require(entry.breaks, "\(name) has no `breaks`")
    // Process-fault mutants break the process (crash, hang) rather than an invariant.
    let known = Self.invariantNames.union(CoordinatorCatalog.processFaults)
    #expect(known.contains(breaks), "\(name) breaks unknown invariant '\(breaks)'")
  }

  @Test("shipped coordinators claim to break nothing")
  func shippedBreakNothing() {
    #expect(CoordinatorCatalog.shipped.allSatisfy { $0.breaks == nil })
  }

  @Test("lookup by name finds every entry and nothing else")
  func lookup() {
    for entry in CoordinatorCatalog.all { #expect(CoordinatorCatalog.entry(named: entry.name)?.name == entry.name) }
    #expect(CoordinatorCatalog.entry(named: "offset-lock-typo") == nil)
    #expect(CoordinatorCatalog.entry(named: "") == nil)
  }

  @Test("make() builds a fresh instance each time", arguments: CoordinatorCatalog.all.map(\.name))
  func freshInstances(name: String) throws {
    let entry = try #require(CoordinatorCatalog.entry(named: name))
    #expect(entry.make() !== entry.make())
  }

  @Test("each mutant is a subclass of the shipped coordinator it changes, with that parent's page limit")
  func parents() throws {
    for entry in CoordinatorCatalog.mutants + CoordinatorCatalog.seedVariants {
      let made = entry.make()
      if made is OwnershipCoordinator {
        #expect(entry.maxListCount == 1, "\(entry.name)")
      } else {
        #expect(made is OffsetLockCoordinator, "\(entry.name) derives from neither shipped coordinator")
        #expect(entry.maxListCount == 10, "\(entry.name)")
      }
    }
    #expect(CoordinatorCatalog.entry(named: "ownership")?.maxListCount == 1)
  }

  @Test("summaries are one non-empty line")
  func summaries() {
    #expect(CoordinatorCatalog.all.allSatisfy { !$0.summary.isEmpty && !$0.summary.contains("\n") })
  }

  /// `refresh-arms-at-top` is the exception among the load invariants: the refresh control sits at the container's
  /// top, and no one-idea change of the load logic can make it fire while the content owns (the shipped coordinators
  /// pin the container at the ceiling then), so the load logic's own gate is defence in depth, kept for user pages.
  @Test("every invariant the shipped coordinators keep is broken by at least one mutant, except the liveness ones")
  func mutantsCoverInvariants() {
    let broken = Set((CoordinatorCatalog.mutants + CoordinatorCatalog.seedVariants).compactMap(\.breaks))
      .subtracting(CoordinatorCatalog.processFaults)
    #expect(Self.invariantNames.subtracting(broken) == ["settles", "finite-state", "refresh-arms-at-top"])
  }

  @Test("each load mutant runs the shipped ownership coordinator with a different load logic")
  func loadMutants() {
    for entry in CoordinatorCatalog.loadMutants {
      #expect(type(of: entry.make()) == OwnershipCoordinator.self, "\(entry.name)")
      #expect(type(of: entry.makeLoads()) != ArbitratedLoadController.self, "\(entry.name)")
      #expect(entry.makeLoads() is ArbitratedLoadController, "\(entry.name)")
    }
    for entry in CoordinatorCatalog.shipped {
      #expect(type(of: entry.makeLoads()) == ArbitratedLoadController.self, "\(entry.name)")
    }
  }

  @Test("the process-fault mutants are mutants that break crash and hang, and only they are process faults")
  func processFaultMutants() {
    #expect(CoordinatorCatalog.processFaultMutants.map(\.name) == ["traps-on-reload", "spins-on-tab-switch"])
    #expect(CoordinatorCatalog.processFaultMutants.map(\.breaks) == ["crash", "hang"])
    #expect(CoordinatorCatalog.all.filter(\.isProcessFault).map(\.name) == CoordinatorCatalog.processFaultMutants.map(\.name))
  }
}
