// An app event's arguments toward their simplest values: the domains come from the event's declaration, which the
// shrinker is given (`Shrinker.appEvents`); an app step of an event it was not given keeps its arguments.

import ScrollSim

/// Moves each argument of each app event step toward its parameter's simplest value.
///
/// For a number: the simplest value (0, or the range's end nearest it), then the whole number toward it, then a
/// binary search between the two, ending next to the closest value that still passes. For a choice or a view role:
/// each value before it in the domain's order, simplest first. Every value tried lies in the domain.
struct SimplifyAppArguments: ShrinkPass {
  var name: String { "simplifyAppArguments" }

  func run(_ state: inout ShrinkState) {
    var index = 0
    while index < state.current.steps.count, !state.budgetExhausted {
      if case .app(let name, _) = state.current.steps[index], let shape = state.appEvents[name] {
        for parameter in shape.parameters where !state.budgetExhausted { simplify(parameter, step: index, &state) }
      }
      index += 1
    }
  }

  private func simplify(_ parameter: AppEventParameter, step index: Int, _ state: inout ShrinkState) {
    func current() -> AppValue? {
      guard case .app(_, let arguments) = state.current.steps[index] else { return nil }
      return arguments.first { $0.name == parameter.name }?.value
    }
    /// Proposes `value` for the argument; whether it was adopted.
    @discardableResult func attempt(_ value: AppValue) -> Bool {
      guard parameter.admits(value), value != current(), case .app(let name, var arguments) = state.current.steps[index],
        let slot = arguments.firstIndex(where: { $0.name == parameter.name })
      else { return false }
      arguments[slot].value = value
      return state.consider(state.current.replacingStep(at: index, with: .app(name: name, arguments: arguments)))
    }
    guard let value = current(), parameter.admits(value) else { return }
    if attempt(parameter.simplest) { return }
    switch (parameter.domain, value, parameter.simplest) {
    case (.integers, .number, .number(let simplest)), (.numbers, .number, .number(let simplest)):
      searchNumber(toward: simplest, whole: { if case .integers = parameter.domain { true } else { false } }(), current: current, attempt: attempt)
    case (.choice(let options), .text(let text), _):
      for option in options.prefix(while: { $0 != text }).dropFirst() where !state.budgetExhausted {
        if attempt(.text(option)) { return }
      }
    case (.view, .text(let text), _):
      guard let role = AppViewRole(text) else { return }
      let earlier: [AppViewRole] = [.currentList] + (0..<max(role.rank - 2, 0)).map { .list($0) }
      for candidate in earlier where candidate.rank < role.rank && !state.budgetExhausted {
        if attempt(.text(candidate.description)) { return }
      }
    default: return
    }
  }

  /// A binary search from the current value toward `simplest` (which was tried and passed): the whole number toward
  /// it first for a fraction, then midpoints, whole ones for an integer parameter, at most 40 tries.
  private func searchNumber(
    toward simplest: Double, whole: Bool, current: () -> AppValue?, attempt: (AppValue) -> Bool
  ) {
    guard case .number(let start) = current() else { return }
    if !whole, start != start.rounded(.towardZero) {
      let truncated = simplest + (start - simplest).rounded(.towardZero)
      _ = attempt(.number(truncated))
    }
    var passing = simplest
    for _ in 0..<40 {
      guard case .number(let failing) = current() else { return }
      var mid = (passing + failing) / 2
      if whole { mid = failing > passing ? mid.rounded(.down) : mid.rounded(.up) }
      guard mid != passing, mid != failing, abs(failing - passing) > (whole ? 1 : 1e-6) else { return }
      if !attempt(.number(mid)) { passing = mid }
    }
  }
}
