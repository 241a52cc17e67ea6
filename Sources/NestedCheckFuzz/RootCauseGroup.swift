// What the reports list first: one entry per root cause, with the signatures it produced underneath.
//
// A group is a coordinator's signatures whose witnesses share a root cause (Checker/Cause/RootCause.swift).
// A failure whose cause names no code under test (the simulation's own motion, a crash, a hang, a worker
// death) has no location to group by, so it is a group of its own signature, as before causes, and says so.
//
// The group's witness is one of its signatures' kept scenarios, chosen for severity and then simplicity:
// shrunk before unshrunk, the worst band, the highest witness severity, the simplest scenario, the
// signature's name. Each signature's witness depends only on the seed, the shard and the cases, so the
// group's does too.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import ScrollSim
import Shrinkers

/// One root cause of one coordinator and the signatures it produced (see the file comment).
public struct RootCauseGroup: Hashable, Sendable {
  /// `rc-…` (the cause's identifier), or the signature when the cause has no location.
  public var id: String
  public var coordinator: String
  /// The cause, when it names code under test.
  public var cause: RootCause?
  /// Worst first.
  public var signatures: [SignatureGroup]
  /// The signature whose kept scenario is the group's witness.
  public var witness: SignatureGroup

  /// The identifier of the group a signature with `cause` falls in.
  public static func id(cause: RootCause?, signature: String) -> String {
    guard let cause, cause.isLocated else { return signature }
    return cause.id
  }

  public var hits: Int { signatures.reduce(0) { $0 + $1.hits } }
  /// The invariants its signatures break (or `crash`, `hang`), in catalogue order.
  public var invariants: [String] {
    var seen: Set<String> = []
    return signatures.map(\.kind.name).filter { seen.insert($0).inserted }
  }
  /// The worst severity any hit of any of its signatures reached.
  public var worstSeverity: Double? { signatures.compactMap(\.worstSeverity).max() }
  /// The worst band of its signatures (`nil` for crashes and hangs).
  public var worstBand: SeverityBand? { signatures.compactMap { $0.bug?.band }.max() }
  public var isLocated: Bool { cause?.isLocated ?? false }

  /// Groups `signatures` by coordinator and cause, worst first (by each group's worst signature).
  public static func groups(_ signatures: [SignatureGroup]) -> [RootCauseGroup] {
    var byKey: [String: [SignatureGroup]] = [:]
    for signature in signatures { byKey["\(signature.failureClass.coordinator) \(signature.groupID)", default: []].append(signature) }
    let groups = byKey.values.map { members -> RootCauseGroup in
      let sorted = members.sorted(by: SignatureGroup.worstFirst)
      let located = sorted.first?.cause?.isLocated == true
      return RootCauseGroup(
        id: sorted[0].groupID, coordinator: sorted[0].failureClass.coordinator, cause: located ? sorted[0].cause : nil,
        signatures: sorted, witness: sorted.min(by: witnessOrder)!)
    }
    return groups.sorted { a, b in
      if a.signatures[0] != b.signatures[0] { return SignatureGroup.worstFirst(a.signatures[0], b.signatures[0]) }
      return (a.coordinator, a.id) < (b.coordinator, b.id)
    }
  }

  /// The witness order: shrunk first, then the worst band, the highest severity, the simplest scenario, the name.
  static func witnessOrder(_ a: SignatureGroup, _ b: SignatureGroup) -> Bool {
    if a.representative.shrunk != b.representative.shrunk { return a.representative.shrunk }
    let bandA = a.bug?.band.rank ?? SeverityBand.severe.rank + 1, bandB = b.bug?.band.rank ?? SeverityBand.severe.rank + 1
    if bandA != bandB { return bandA > bandB }
    let severityA = a.representative.severity ?? 0, severityB = b.representative.severity ?? 0
    if severityA != severityB { return severityA > severityB }
    if a.representative.simplicity != b.representative.simplicity { return a.representative.simplicity < b.representative.simplicity }
    return a.failureClass < b.failureClass
  }
}
#endif
