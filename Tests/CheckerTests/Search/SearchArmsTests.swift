// The bandit that shares out a guided search's free cases (SearchArms.swift): an arm that keeps bringing news gets
// most of them, one that brings none keeps its floor, and the draw is a function of the statistics and the seed.

@testable import Checker
import Generators
import Testing

@Suite("Search arms")
struct SearchArmsTests {
  /// How often each of `arms` is drawn in 10,000 draws from `statistics`.
  static func shares(_ statistics: ArmStatistics, _ arms: [SearchArm]) -> [SearchArm: Double] {
    var rng = SeededSource(seed: 7)
    var counts: [SearchArm: Int] = [:]
    for _ in 0..<10_000 { counts[statistics.choose(among: arms, using: &rng), default: 0] += 1 }
    return counts.mapValues { Double($0) / 10_000 }
  }

  @Test("an arm that brings news gets most free cases; one that brings none keeps its floor")
  func payingArmWins() {
    var statistics = ArmStatistics()
    for _ in 0..<500 {
      statistics.credit(.rareFeature, news: 3, frames: 800)
      statistics.credit(.fresh, news: 0, frames: 800)
      statistics.credit(.anyParent, news: 0, frames: 800)
    }
    let shares = Self.shares(statistics, [.fresh, .rareFeature, .anyParent])
    #expect(shares[.rareFeature, default: 0] > 0.8)
    for arm in [SearchArm.fresh, .anyParent] {
      #expect(shares[arm, default: 0] > 0.03 && shares[arm, default: 0] < 0.08, "\(arm): \(shares[arm, default: 0])")
    }
    #expect(statistics.uses[SearchArm.rareFeature.rawValue] == 500)
  }

  @Test("the price is frames: the same news in half the frames is worth twice as much")
  func newsPerFrame() {
    var statistics = ArmStatistics()
    for _ in 0..<1000 {
      statistics.credit(.fresh, news: 1, frames: 2000)
      statistics.credit(.anyParent, news: 1, frames: 1000)
    }
    let ratio = statistics.rate(.anyParent) / statistics.rate(.fresh)
    #expect(abs(ratio - 2) < 0.05, "\(ratio)")
  }

  @Test("earnings fade: an arm that stopped paying loses its lead within a few half-lives")
  func earningsFade() {
    var statistics = ArmStatistics()
    for _ in 0..<500 { statistics.credit(.anyParent, news: 5, frames: 1000) }
    let before = statistics.rate(.anyParent)
    for _ in 0..<Int(4 * ArmStatistics.halfLife) { statistics.credit(.anyParent, news: 0, frames: 1000) }
    #expect(statistics.rate(.anyParent) < before / 10)
  }

  @Test("one available arm is always chosen; the same statistics and seed give the same draws")
  func deterministic() {
    var rng = SeededSource(seed: 1)
    #expect(ArmStatistics().choose(among: [.tune], using: &rng) == .tune)
    var statistics = ArmStatistics()
    statistics.credit(.tune, news: 2, frames: 500)
    var first = SeededSource(seed: 3), second = SeededSource(seed: 3)
    let a = (0..<50).map { _ in statistics.choose(among: SearchArm.allCases, using: &first) }
    let b = (0..<50).map { _ in statistics.choose(among: SearchArm.allCases, using: &second) }
    #expect(a == b)
    #expect(Set(a).count > 1)
  }
}
