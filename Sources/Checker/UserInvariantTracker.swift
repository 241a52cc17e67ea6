// A team's own rules (Coordinators/Rules/UserInvariant.swift), judged after every frame next to the catalogue.
//
// An `always` rule's break becomes a finding like a built-in's: it enters an episode (one per rule and view), gets a
// signature whose first part is the rule's name, and its severity is kept by the shrinker. An `eventually` rule arms
// a deadline at its trigger (the page coming to rest, a step's end) and is broken if its check still finds something
// wrong when the deadline passes; the page moving again lapses a `settled` obligation. A `sometimes` rule is only
// watched: the run reports whether it reached the situation, and the check or fuzz run as a whole judges the goal.
//
// The tracker exists only when the entry declares a rule, so a run without one pays a single nil test per frame.

import Coordinators
import ScrollSim

/// The per-run state of an entry's own rules.
@MainActor
final class UserInvariantTracker {
  private struct Watched {
    let rule: UserInvariant
    let id: InvariantID
    /// For `eventually`: the frame by which the check must come to hold, once armed.
    var deadline: Int?
    /// For `sometimes`: reached already (not asked again).
    var reached = false
  }

  private var rules: [Watched]
  /// Whether the page was at rest after the previous frame (asked only when an `eventually` rule waits for it).
  private var wasSettled = false
  private let asksSettled: Bool
  /// The `sometimes` rules the run reached, by name.
  private(set) var reached: Set<String> = []
  /// The smallest distance to each `always` rule that measures one, by name, and the step it was reached in (-1:
  /// settling): a team rule's near misses, for a targeted search.
  private(set) var distances: [String: (distance: Double, step: Int)] = [:]

  /// A tracker of `rules`, or `nil` when there are none.
  init?(rules: [UserInvariant]) {
    guard !rules.isEmpty else { return nil }
    self.rules = rules.map { Watched(rule: $0, id: .user($0.name)) }
    asksSettled = rules.contains {
      if case .eventually(_, .settled) = $0.kind { return true }
      return false
    }
  }

  /// Whether an `eventually` obligation is armed and not yet met: the run must go on until it is met or lapses.
  var hasPendingObligation: Bool { rules.contains { $0.deadline != nil } }

  /// Judges every rule on the frame just run; returns what broke.
  func observe(_ world: PageWorld, step: Step?, stepIndex: Int?) -> [Finding] {
    let frame = RuleFrame(world: world, step: step, stepIndex: stepIndex)
    let number = world.facts.frame
    // At rest: nothing moves by itself and no finger is down (a drag is not rest, though `isSettled` allows it).
    let settled = asksSettled ? world.finger == nil && world.isSettled : false
    let stepEnded = step != nil && world.facts.isLastFrameOfStep
    var findings: [Finding] = []
    for index in rules.indices {
      let rule = rules[index].rule
      switch rule.kind {
      case .always:
        if let problem = rule.check(frame) { findings.append(Self.finding(problem, of: rules[index].id, message: problem.message)) }
        if let distance = rule.distance, let value = distance(frame), value < (distances[rule.name]?.distance ?? .infinity) {
          distances[rule.name] = (value, stepIndex ?? -1)
        }
      case .eventually(let seconds, let trigger):
        let rate = Double(max(world.config.knobs.frameRate, 1))
        switch trigger {
        case .settled:
          if !settled {
            rules[index].deadline = nil
          } else if !wasSettled, rules[index].deadline == nil {
            rules[index].deadline = number + Int((seconds * rate).rounded(.up))
          }
        case .stepEnd:
          if stepEnded, rules[index].deadline == nil { rules[index].deadline = number + Int((seconds * rate).rounded(.up)) }
        }
        guard let deadline = rules[index].deadline else { continue }
        guard let problem = rule.check(frame) else {
          rules[index].deadline = nil
          continue
        }
        if number >= deadline {
          rules[index].deadline = nil
          let when = trigger == .settled ? "the page came to rest" : "the step ended"
          let text = problem.message
          findings.append(Self.finding(problem, of: rules[index].id) { "still wrong \(fmt(seconds)) s after \(when): \(text())" })
        }
      case .sometimes:
        if !rules[index].reached, rule.reached(frame) {
          rules[index].reached = true
          reached.insert(rule.name)
        }
      }
    }
    wasSettled = settled
    return findings
  }

  /// A break as a finding: its episode is the rule on the view it names.
  private static func finding(_ problem: RuleBreak, of id: InvariantID, message: @escaping () -> String) -> Finding {
    let object = -10 - (ConcernedView.allCases.firstIndex(of: problem.view) ?? 0)
    var finding = Finding(
      id, view: problem.view, direction: problem.direction, points: problem.points ?? 0,
      detail: problem.detail.map(signaturePart), episode: object, message: message)
    if problem.points == nil { finding.band = .decision }
    return finding
  }

  /// `detail` as a signature part: letters, digits and dashes (anything else becomes a dash).
  static func signaturePart(_ detail: String) -> String {
    String(detail.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
  }
}

/// Checks a set of entries' own rules before a run uses them: names well formed, distinct, none a built-in
/// invariant's, and every disabled name a rule the entry knows.
public enum UserInvariantRules {
  /// What is wrong with `entry`'s own rules and its disabled list, one line each; empty when nothing is.
  public static func problems(in entry: CoordinatorEntry) -> [String] {
    var problems: [String] = []
    var seen: Set<String> = []
    for rule in entry.userInvariants {
      if !UserInvariant.isValidName(rule.name) {
        problems.append("\(entry.name): rule name '\(rule.name)' must be lowercase ASCII words joined by '-'")
      } else if Invariant(rawValue: rule.name) != nil {
        problems.append("\(entry.name): rule name '\(rule.name)' is a built-in invariant's; choose another")
      } else if !seen.insert(rule.name).inserted {
        problems.append("\(entry.name): rule '\(rule.name)' is declared twice")
      }
      if case .eventually(let seconds, _) = rule.kind, !seconds.isFinite {
        problems.append("\(entry.name): rule '\(rule.name)' must come true within a finite time")
      }
    }
    problems += entry.appEventProblems
    for disabled in entry.disabledInvariants where Invariant(rawValue: disabled.name) == nil && !seen.contains(disabled.name) {
      problems.append(
        "\(entry.name): cannot disable '\(disabled.name)': neither a built-in invariant nor one of its rules"
          + (entry.userInvariants.isEmpty ? "" : " (\(entry.userInvariants.map(\.name).joined(separator: ", ")))"))
    }
    return problems
  }

  /// The kind in words: `always`, `eventually within 0.5 s of settling`, `sometimes`.
  public static func kindText(_ kind: UserInvariant.Kind) -> String {
    switch kind {
    case .always: "always"
    case .eventually(let seconds, .settled): "eventually, within \(fmt(seconds)) s of settling"
    case .eventually(let seconds, .stepEnd): "eventually, within \(fmt(seconds)) s of a step's end"
    case .sometimes: "sometimes (a coverage goal)"
    }
  }

  /// Whether `name` names a rule `entry` knows: a built-in invariant or one of its own.
  public static func knows(_ name: String, in entry: CoordinatorEntry) -> Bool {
    Invariant(rawValue: name) != nil || entry.userInvariants.contains { $0.name == name }
  }
}
