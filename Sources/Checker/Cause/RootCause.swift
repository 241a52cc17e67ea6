// A violation's root cause: what in the code under test made it happen, identified so that the same
// cause gets the same identifier in every run, on every machine.
//
// Signatures (BugSignature.swift) say *how* an invariant broke; one line of code shows under many of them,
// once per band, step kind and direction it happens to reach. A root cause says *where*: the coordinator
// call that made the offending write (its innermost code-under-test functions), the gesture decision that
// took the pan, or, for a rule broken by a write that never came, the rule and the kind of view nobody
// wrote. Reports group signatures under their causes (NestedCheckFuzz/RootCauseGroup.swift).
//
// The identifier is built from the kind, the kind of view and the module-qualified function names of the
// site, never from addresses or line numbers: lines move whenever a team edits the file, addresses with
// every build. The file and line are kept beside it as the location a reader goes to.

/// What caused a violation (see the file comment).
public struct RootCause: Hashable, Sendable, Codable {
  /// What kind of cause it is: a write that moved a view, a gesture decision, or a rule a missing write broke.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The code under test wrote the concerned view (an offset, or a flag for the flag rules) into violation.
    case write
    /// A gesture-delegate answer gave the pan to the wrong view (`GestureDecision`).
    case decision
    /// Nothing wrote the concerned view although callbacks ran: the rule needed a write that never came.
    case missingWrite = "missing-write"
    /// The load logic applied a response it should have dropped: one whose request was sent before the latest
    /// refresh started, was cancelled, or came back to a list that changed since it was sent (LoadCause.swift).
    case missingDrop = "missing-drop"
    /// The concerned view stood at a wrong top: 0 where its top is `-adjustedContentInset.top`, or a top that was
    /// right earlier or for another list (WrongTop.swift). The value was computed wrong before any write carried it,
    /// so the writes that carried it, and the callbacks that left a view there, are one cause.
    case wrongValue = "wrong-value"
    /// The code under test read a list the page had unloaded (it kept the view after `listWillUnload`): whatever it
    /// wrote or left undone was decided on a view no longer on screen, so every rule that broke in the frames where
    /// it did is that one cause, located where the kept view is read (StaleView.swift).
    case staleView = "stale-view"
    /// The code under test held the outer at its ceiling for a scrolled list that was not on screen, while every list
    /// on screen stood at its top: a decision taken on the wrong list (a current index that lags the pager, a list
    /// remembered as current), located where that list was read (OffScreenDecision.swift).
    case offScreenList = "off-screen-list"
    /// Nothing of the code under test ran: the simulation's own motion, or a fault outside the coordinator.
    case none
  }

  /// What kind of cause this is.
  public var kind: Kind
  /// The kind of view concerned: `outer`, `list` (on or off screen: which one is on screen is the gesture's doing,
  /// not the code's), `pager`, `page`; `view` for a stop (`setContentOffset(_:animated: false)` to the offset the view
  /// had), which moves nothing and ends whatever scroll is under way: which view that is follows the gesture (the
  /// direction of a handoff), not the code, so one stopping line is one cause.
  public var view: String
  /// For a write, the code-under-test functions that made it, innermost first, module-qualified
  /// (`NestedScrollingCoordinators.OffsetLockCoordinator.pin(_:at:)`); for a decision, the question and the answer;
  /// for a missing write, the write that was needed (the rule's name, or what the write does where two rules miss the
  /// same write: `outer-held-at-max-offset-y`).
  public var site: [String]
  /// Where to look: the innermost site frame's `file:line`, or the callbacks that ran without writing.
  public var location: String
  /// The callbacks that were running (a write) or that returned without acting (a missing write).
  public var callbacks: [String]
  /// Whether the site comes from a call stack (`false`: this toolchain cannot capture one, so the site is the
  /// callback alone; reports say so).
  public var fromStack: Bool

  /// A cause from its parts.
  public init(kind: Kind, view: String, site: [String], location: String, callbacks: [String] = [], fromStack: Bool = true) {
    self.kind = kind
    self.view = view
    self.site = site
    self.location = location
    self.callbacks = callbacks
    self.fromStack = fromStack
  }

  /// A cause with nothing of the code under test in it: reports group such violations by signature.
  public static let none = RootCause(kind: .none, view: "page", site: [], location: "no code under test ran")

  /// Whether the cause names something in the code under test (else the failure is grouped by its signature).
  public var isLocated: Bool { kind != .none }

  /// The readable identity: kind, view and site, e.g.
  /// `write outer NestedScrollingCoordinators.OffsetLockCoordinator.pin(_:at:) < ….clampOuterToMax(_:maxOffsetY:)`.
  public var key: String { ([kind.rawValue, view] + [site.joined(separator: " < ")]).joined(separator: " ") }

  /// `rc-` and twelve hex digits of the FNV-1a hash of `key`: stable across runs, builds and machines.
  public var id: String { "rc-" + Self.hex12(key) }

  /// Whether `text` has the shape of an identifier (`rc-` and twelve lowercase hex digits), as `--ignore` takes one.
  public static func isIdentifier(_ text: String) -> Bool {
    text.hasPrefix("rc-") && text.count == 15 && text.dropFirst(3).allSatisfy { $0.isHexDigit && !$0.isUppercase }
  }

  /// One line for a report: what, where.
  public var summary: String {
    switch kind {
    case .write:
      view == "view"
        ? "a stop (setContentOffset to the offset it had) by \(site.first.map(Self.shortName) ?? "?") at \(location)"
        : "write to the \(view) by \(site.first.map(Self.shortName) ?? "?") at \(location)"
    case .decision: "decision \(site.joined(separator: " ")) (\(location))"
    case .missingWrite:
      site.first == RootCauses.outerHeldAtMaxOffsetY
        ? "no write holding the outer at maxOffsetY (\(location))" : "no write to the \(view) for \(site.first ?? "?") (\(location))"
    case .missingDrop: "an outdated response was applied, not dropped (\(location))"
    case .wrongValue:
      site.first == RootCauses.ceilingAboveTopSite
        ? "the outer was held above its top (\(location))" : "the \(view) stood at a wrong top (\(location))"
    case .staleView: "a kept view: \(location)"
    case .offScreenList: "the outer held for a list off screen: \(location)"
    case .none: "no location: \(location)"
    }
  }

  /// `OffsetLockCoordinator.pin(_:at:)` from `NestedScrollingCoordinators.OffsetLockCoordinator.pin(_:at:)`.
  static func shortName(_ function: String) -> String {
    guard let paren = function.firstIndex(of: "(") ?? Optional(function.endIndex) else { return function }
    let head = function[..<paren]
    let parts = head.split(separator: ".")
    guard parts.count > 2 else { return function }
    return parts.suffix(2).joined(separator: ".") + function[paren...]
  }

  static func hex12(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let hex = String(hash & 0xFFFF_FFFF_FFFF, radix: 16)
    return String(repeating: "0", count: 12 - hex.count) + hex
  }

  /// One line of JSON (the worker protocol's `cause` line, a scenario's `found.cause`).
  public var wireJSON: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// The cause a child process wrote as one line of JSON, or `nil` when the text is not one.
  public init?(wireJSON text: some StringProtocol) {
    guard let cause = try? JSONDecoder().decode(RootCause.self, from: Data(String(text).utf8)) else { return nil }
    self = cause
  }
}

import Foundation
