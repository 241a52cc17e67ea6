// The delegate protocol of the simulated scroll views: the callbacks `UIScrollViewDelegate` makes, which the page world
// receives and routes to the coordinator under test.

import Foundation

/// Receives a simulated scroll view's delegate callbacks, as `UIScrollViewDelegate` would.
@MainActor
public protocol SimScrollViewDelegate: AnyObject {
  /// The offset changed (`scrollViewDidScroll`), synchronously and re-entrantly.
  func scrollViewDidScroll(_ scrollView: SimScrollView)
  /// The view's momentum, bounce or snap came to rest (`scrollViewDidEndDecelerating`).
  func scrollViewDidEndDecelerating(_ scrollView: SimScrollView)
  /// An animated offset change ended (`scrollViewDidEndScrollingAnimation`).
  func scrollViewDidEndScrollingAnimation(_ scrollView: SimScrollView)
  func scrollViewDidScrollToTop(_ scrollView: SimScrollView)
  /// The app is about to write the view's offset (`contentOffset = …`, `setContentOffset`): search feedback only.
  func scrollViewWillBeWrittenFromCode(_ scrollView: SimScrollView)
  /// The app is about to change a flag (`scrollsToTop`, `bounces`) of a view outside a page world: root causes only.
  func scrollViewFlagWillBeWritten(_ scrollView: SimScrollView, _ property: WrittenProperty)
}

extension SimScrollViewDelegate {
  /// Default: nothing (UIKit's delegate method is optional).
  public func scrollViewDidScrollToTop(_ scrollView: SimScrollView) {}
  public func scrollViewWillBeWrittenFromCode(_ scrollView: SimScrollView) {}
  public func scrollViewFlagWillBeWritten(_ scrollView: SimScrollView, _ property: WrittenProperty) {}
}

// MARK: - Calling the delegate

/// The callbacks a view makes on every offset write, without retaining the delegate.
///
/// Calling through `delegate` (an `unowned(unsafe)` existential) made the compiler retain and release the page world
/// around each call, about 40 instructions per `scrollViewDidScroll`, one to three times a frame (callgrind,
/// docs/performance.md). The world owns its views and outlives every call it makes into them, so a view borrows it
/// through `_world` instead (`Unmanaged._withUnsafeGuaranteedRef`: no retain), and calls the final class directly.
/// Any other delegate (the tests' recorders) is called as before.
extension SimScrollView {
  @inline(__always)
  func tellDidScroll() {
    if let world = _world {
      world.borrow { $0.scrollViewDidScroll(self) }
    } else {
      _delegate?.scrollViewDidScroll(self)
    }
  }

  @inline(__always)
  func tellWillBeWrittenFromCode() {
    if let world = _world {
      world.borrow { $0.scrollViewWillBeWrittenFromCode(self) }
    } else {
      _delegate?.scrollViewWillBeWrittenFromCode(self)
    }
  }

  /// The offset as a point, for the view's own use: reading `contentOffset` inside the view would tell a watching
  /// probe of a read the code under test did not make.
  @inline(__always)
  var offsetPoint: CGPoint { CGPoint(x: offsetX, y: offsetY) }

  /// The code read `contentOffset` while a root-cause replay watches reads (`readsWatched`): out of line, so the
  /// getter's fast path stays a flag test.
  @inline(never)
  func tellCodeRead() {
    readWatcher?.codeDidRead(self)
  }

  /// A flag (`scrollsToTop`, `bounces`) is about to change: told to the world's activity probe only, when one is set
  /// (a root-cause replay). Flags change a few times a gesture, so the test of the world's flag costs nothing measurable.
  @inline(__always)
  func tellFlagWillBeWritten(_ property: WrittenProperty) {
    if let world = _world {
      world.borrow { $0.flagWillBeWritten(self, property) }
    } else {
      _delegate?.scrollViewFlagWillBeWritten(self, property)
    }
  }

  /// `scrollViewDidEndDecelerating`: once per gesture, borrowed the same way for the same reason.
  @inline(__always)
  func tellDidEndDecelerating() {
    if let world = _world {
      world.borrow { $0.scrollViewDidEndDecelerating(self) }
    } else {
      _delegate?.scrollViewDidEndDecelerating(self)
    }
  }
}

extension Unmanaged {
  /// `_withUnsafeGuaranteedRef` behind a wrapper of this module: a closure literal handed straight to the standard
  /// library's function from main-actor code gets a dynamic isolation check on every call (the standard library is not
  /// built in the Swift 6 language mode; `swift_task_isCurrentExecutor`, about 250 instructions), one handed to a
  /// function of this module does not.
  @inline(__always)
  func borrow(_ body: (Instance) -> Void) {
    _withUnsafeGuaranteedRef(body)
  }
}

/// An unretained reference to `object`, for a caller that holds it alive some other way (see `borrow`).
@inline(__always)
func unretained<Object: AnyObject>(_ object: Object?) -> Unmanaged<Object>? {
  guard let object else { return nil }
  return Unmanaged.passUnretained(object)
}
