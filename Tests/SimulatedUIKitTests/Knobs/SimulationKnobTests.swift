// The scroll-physics knobs (`SimulationKnobs`) that the simulated UIKit itself applies, both ways: the clamp after a
// range shrinks, tables bouncing with short content, and which of two simultaneous pans moves first.

import ScrollSim
import SimulatedUIKit
import Testing

@Suite struct SimulationKnobTests {
  private func screen(_ change: (inout SimulationKnobs) -> Void) -> SimulatedScreen {
    var knobs = SimulationKnobs()
    change(&knobs)
    return SimulatedScreen(knobs: knobs)
  }

  /// Knob `clampOnContentShrink` (default on): UIScrollView's private `_adjustContentOffsetIfNecessary`, seen in public
  /// stack traces, brings an idle view whose content shrank back inside its range. Off: the offset stays until
  /// something moves the view.
  @Test("content shrinking under an idle view clamps its offset, unless the knob is off", arguments: [true, false])
  func clampOnContentShrink(clamps: Bool) {
    let screen = screen { $0.clampOnContentShrink = clamps }
    let view = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    screen.show(view)
    view.contentOffset = CGPoint(x: 0, y: 2_000)

    view.contentSize = CGSize(width: 390, height: 1_500)

    #expect(view.contentOffset.y == CGFloat(clamps ? 1_500 - 844 : 2_000))
  }

  /// Knob `tablesAlwaysBounceVertical` (default on): UITableView is commonly observed to bounce vertically with content
  /// shorter than itself, as if `alwaysBounceVertical` were on. Off: a short table does not drag.
  @Test("a table with short content bounces under a drag, unless the knob is off", arguments: [true, false])
  func tablesAlwaysBounceVertical(bounces: Bool) {
    let screen = screen { $0.tablesAlwaysBounceVertical = bounces }
    let table = TableFixture(rows: [3]).makeTable()
    screen.show(table)
    #expect(table.alwaysBounceVertical == bounces)

    screen.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: 60), frames: 3)

    #expect((table.contentOffset.y < 0) == bounces)
    screen.lift()
  }

  /// Knob `panOrder` (default inner first): of two scroll views whose pans recognize together, which applies each
  /// finger sample first (docs/fidelity.md; the inner-first default follows UIKit's deepest-first delivery).
  @Test("two simultaneously dragged scroll views move inner first, or outer first with the knob", arguments: [
    SimultaneousOrder.innerFirst, .outerFirst,
  ])
  func panOrder(order: SimultaneousOrder) {
    let screen = screen { $0.panOrder = order }
    let outer = SharingScrollView(frame: screen.window.bounds)
    outer.contentSize = CGSize(width: 390, height: 3_000)
    let inner = UIScrollView.vertical(frame: CGRect(x: 0, y: 200, width: 390, height: 400), contentHeight: 2_000)
    outer.addSubview(inner)
    screen.show(outer)
    let log = SharedScrollLog()
    let outerDelegate = log.delegate(named: "outer"), innerDelegate = log.delegate(named: "inner")
    outer.delegate = outerDelegate
    inner.delegate = innerDelegate

    screen.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: -20), frames: 2)

    let scrolls = log.entries.filter { $0.hasSuffix("didScroll") }
    let expected = order == .innerFirst ? ["inner.didScroll", "outer.didScroll"] : ["outer.didScroll", "inner.didScroll"]
    #expect(Array(scrolls.prefix(2)) == expected)
    #expect(scrolls.count == 4)
    #expect(inner.contentOffset.y == 20 && outer.contentOffset.y == 20)
  }

  /// The order in which the host advances scroll views' own motion (knob `momentumOrder`) comes from
  /// `scrollViewsByDepth`: the deepest view first, views made earlier first among equals.
  @Test("scroll views are listed deepest first")
  func scrollViewsByDepth() {
    let screen = SimulatedScreen()
    let outer = UIScrollView.vertical(frame: screen.window.bounds, contentHeight: 3_000)
    let inner = UIScrollView.vertical(frame: CGRect(x: 0, y: 0, width: 390, height: 300), contentHeight: 900)
    outer.addSubview(inner)
    screen.show(outer)

    #expect(screen.simulation.scrollViewsByDepth.map { ObjectIdentifier($0) } == [ObjectIdentifier(inner), ObjectIdentifier(outer)])
  }
}
