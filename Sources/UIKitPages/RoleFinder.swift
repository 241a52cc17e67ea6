// Finding, in a UIKit page's view tree, the views the invariants speak of: the outermost vertically scrolling scroll
// view is the outer; the horizontally paging scroll view inside it is the pager; the vertical scroll view on each of
// the pager's pages is that page's list (the first one found under the page, not one nested inside it). A page can
// name them instead (`UIKitTestPage.roles`).

import SimulatedUIKit

@MainActor
enum RoleFinder {
  enum Result {
    case found(outer: UIScrollView, pager: UIScrollView)
    case missing
  }

  struct Found {
    var result: Result
    var lists: [UIScrollView?]
    /// Why the roles could not be found, in words.
    var problem: String?
  }

  static func find(in page: any UIKitTestPage, listCount: Int) -> Found {
    if let roles = page.roles {
      return Found(result: .found(outer: roles.outer, pager: roles.pager), lists: (0..<listCount).map(roles.list))
    }
    guard let outer = breadthFirst(from: page.view, where: scrollsVertically) else {
      return Found(
        result: .missing, lists: [],
        problem: "no vertically scrolling UIScrollView under the page's view (the outer table); give UIKitTestPage.roles")
    }
    // A pager of one page is no wider than its bounds: a paging scroll view whose content is no taller than it is.
    guard
      let pager = breadthFirst(from: outer, where: { $0 !== outer && $0.isPagingEnabled && scrollsHorizontally($0) })
        ?? breadthFirst(from: outer, where: { $0 !== outer && $0.isPagingEnabled && !scrollsVerticallyByContent($0) })
    else {
      return Found(
        result: .missing, lists: [],
        problem: "no horizontally paging UIScrollView (isPagingEnabled) inside the outer scroll view "
          + "\(type(of: outer)); give UIKitTestPage.roles")
    }
    return Found(result: .found(outer: outer, pager: pager), lists: lists(in: pager, page: page, listCount: listCount))
  }

  /// The list of each page: a vertical scroll view under the pager, by the page its frame lies on.
  static func lists(in pager: UIScrollView, page: any UIKitTestPage, listCount: Int) -> [UIScrollView?] {
    var lists = [UIScrollView?](repeating: nil, count: listCount)
    if let roles = page.roles {
      for index in 0..<listCount { lists[index] = roles.list(index) }
      return lists
    }
    let width = pager.bounds.width
    guard width > 0 else { return lists }
    var queue: [UIView] = pager.subviews
    var head = 0
    while head < queue.count {
      let view = queue[head]
      head += 1
      if let scrollView = view as? UIScrollView, scrollsVertically(scrollView) {
        let origin = pager.convert(CGPoint.zero, from: scrollView)
        let index = Int(((origin.x + scrollView.bounds.width / 2) / width).rounded(.down))
        if index >= 0, index < listCount, lists[index] == nil { lists[index] = scrollView }
        continue  // a list's own scroll views are not lists
      }
      queue.append(contentsOf: view.subviews)
    }
    return lists
  }

  /// A scroll view that scrolls vertically: a table, or content taller than the bounds, or always bouncing that way.
  static func scrollsVertically(_ view: UIScrollView) -> Bool {
    view is UITableView || view.alwaysBounceVertical
      || view.contentSize.height + view.adjustedContentInset.top + view.adjustedContentInset.bottom > view.bounds.height
      || (!scrollsHorizontally(view) && !(view is UICollectionView))
  }

  static func scrollsVerticallyByContent(_ view: UIScrollView) -> Bool {
    view.contentSize.height + view.adjustedContentInset.top + view.adjustedContentInset.bottom > view.bounds.height
  }

  static func scrollsHorizontally(_ view: UIScrollView) -> Bool {
    view.contentSize.width + view.adjustedContentInset.left + view.adjustedContentInset.right > view.bounds.width
  }

  private static func breadthFirst(from root: UIView, where test: (UIScrollView) -> Bool) -> UIScrollView? {
    var queue: [UIView] = [root]
    var head = 0
    while head < queue.count {
      let view = queue[head]
      head += 1
      if let scrollView = view as? UIScrollView, test(scrollView) { return scrollView }
      queue.append(contentsOf: view.subviews)
    }
    return nil
  }
}
