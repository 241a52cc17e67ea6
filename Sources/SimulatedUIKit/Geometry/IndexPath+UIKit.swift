// UIKit's additions to `IndexPath` (the table view's `row`, the collection view's `item`). Foundation on Linux has
// `IndexPath` without them; UIKit adds them on Apple platforms, so they belong here.

#if !canImport(UIKit)
extension IndexPath {
  /// `IndexPath(row:section:)`, for table views.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// `IndexPath(item:section:)`, for collection views.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The row in a table view: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item in a collection view: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
#endif
