// The world's side of the loads: the network, the lists' page counts, and this frame's events.

/// Everything the world keeps for a page with loads; absent (`nil`) for a page without.
public struct PageLoadState: Sendable {
  /// The world's load settings.
  public let settings: LoadSettings
  /// Requests and the answers on their way.
  public internal(set) var network = SimNetwork()
  /// What the loads did in the current frame, in order; emptied as each frame begins.
  public internal(set) var events: [LoadEvent] = []
  /// How many pages each list shows (1: its first page).
  public internal(set) var pagesShown: [Int]
  /// Each list's content height at its first page, to go back to on a refresh.
  public let firstPageHeights: [Double]
  /// The refresh request the refresh control's spinner waits for (`UIRefreshControl.isRefreshing`); `nil` when idle.
  public internal(set) var spinnerRequest: Int? = nil
  /// The spinner's contribution to the container's top inset now.
  public var spinnerInset: Double { spinnerRequest == nil ? 0 : settings.spinnerHeight }

  init(settings: LoadSettings, config: WorldConfig) {
    self.settings = settings
    pagesShown = Array(repeating: 1, count: config.listCount)
    firstPageHeights = (0..<config.listCount).map { config.list($0).contentHeight }
  }

  /// Starts a frame: last frame's events are gone (keeping their storage, so a busy run does not allocate).
  @inline(__always)
  mutating func beginFrame() {
    if !events.isEmpty { events.removeAll(keepingCapacity: true) }
  }
}
