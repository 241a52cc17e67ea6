// The failure signature a guided search treats as "something new": one place, so it can switch to the
// richer bug signatures `Violation` may carry without touching the search.

import ScrollSim

extension Violation {
  /// What makes two failures the same to a guided search: the invariant broken and the kind of step that broke
  /// it (`settling` after the last step). A case reaching a signature not seen before joins the corpus.
  public func searchSignature(steps: [Step]) -> String {
    let kind = stepIndex.flatMap { steps.indices.contains($0) ? steps[$0].kind.rawValue : nil } ?? "settling"
    return "\(invariant.rawValue)@\(kind)"
  }
}
