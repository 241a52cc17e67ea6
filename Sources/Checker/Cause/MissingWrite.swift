// A missing write is named by the write that was needed, not by the rule that noticed its absence.
//
// Two rules can miss the same write. While a list on screen is scrolled off its top, the page's promise is that the
// outer stays at `maxOffsetY`: the header hidden, the category bar pinned, the list taking the drag. A coordinator
// that never holds the outer there breaks `outer-within-max` when a push up carries the outer past the ceiling, and
// `header-visible-lists-at-top` when a pull down carries it below the ceiling while the list is still scrolled. Keyed
// by the rule, that one missing pin was two groups (unpinned-container, one fault). Keyed by what the fix writes, it is
// one: the outer held at `maxOffsetY`.
//
// The header-visible rule names the list, and a list left scrolled under a returning header is usually the list's
// own missing write (the reset the article's design runs when the header shows). What tells the two apart is what
// changed at the onset: if, at the end of the frame before, the header was hidden and the list on screen already
// stood scrolled below its top, and in the onset frame the header came back (the outer came down, or a reload raised
// the ceiling above it), then the header's return is what broke the rule; the list was where the page allowed it to
// be (it may move on with the finger in the same frame, as a list that owns the drag does), and the write needed was
// the outer's. Both shipped designs hold the outer there (the offset lock's `visibleListHoldsOuter`, the ownership
// pin, each also after `pageDidReload`). So once the list shows no cause of its own (no write gave it its value, no
// wrong top it was read at), the rule's question is asked again about the outer: a code write that brought it down
// is the cause (the seed's pin at a negative `maxOffsetY`), and no write at all is the missing hold. Code that answered
// the header's return by writing the list (the reset) chose the list's way out; what then goes wrong with the list
// is the list's (the article's one-sided reset guard leaving a list its momentum carried above its top). A list above its
// top (rubber-banded) is not scrolled: the outer may come down over it, and the list's bounce is the list's to end.
// A list off screen is never judged so: its page is not the one the outer holds for.

import ScrollSim

extension RootCauses {
  /// The write a missing-write violation needed: the view it should have moved and the identity of that write.
  struct NeededWrite: Equatable {
    /// `outer` or `list` (the kind of view, as in every cause).
    var view: String
    /// The site of the cause: what the write does (`held-at-max-offset-y`), or the rule's name when the rule alone
    /// says what was needed.
    var site: String
  }

  /// The outer held at `maxOffsetY` while the content owns the drag (see the file comment).
  public nonisolated static let outerHeldAtMaxOffsetY = "outer-held-at-max-offset-y"

  /// What the write missing for `question`'s violation would have done; `askingOuter` when the question was asked
  /// again about the outer for a header that came back over a scrolled list.
  static func neededWrite(_ question: CauseQuestion, askingOuter: Bool) -> NeededWrite {
    let violation = question.violation
    if askingOuter || violation.invariant == .outerWithinMax { return NeededWrite(view: "outer", site: outerHeldAtMaxOffsetY) }
    return NeededWrite(view: kind(of: violation.view), site: violation.invariant.rawValue)
  }

  /// Whether `question` (a `header-visible-lists-at-top` violation, or the state such a violation left) shows the
  /// header coming back, in the onset frame, over the list on screen standing scrolled below its top (see the file
  /// comment).
  static func headerReturnedOverScrolledList(_ question: CauseQuestion, history: CaseHistory) -> Bool {
    let violation = question.violation
    guard violation.invariant == .headerVisibleListsAtTop, let list = question.list,
      let before = history.state(at: violation.frame - 1), let now = history.state(at: violation.frame),
      before.visiblePage == list, now.visiblePage == list, !before.headerVisible, now.headerVisible,
      let was = before.lists.indices.contains(list) ? before.lists[list] : nil
    else { return false }
    return was.y > was.top + offsetTolerance
  }

  /// Whether code under test wrote list `list`'s offset in `frame`.
  static func wroteList(_ list: Int?, inFrame frame: Int, recorder: CauseRecorder) -> Bool {
    recorder.writes.contains { write in
      write.frame == frame && write.view == "list" && write.list == list && write.property == .offset && site(write) != nil
    }
  }
}
