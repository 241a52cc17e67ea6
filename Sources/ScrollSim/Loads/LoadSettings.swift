// The world setting that turns the Three Loaders article's loads on: how far a pull must go to refresh,
// how close to its bottom the content must come to paginate, and how tall a page is.
//
// A world without `loads` has no refresh control, no pagination and no network: load
// steps are ignored and the load invariants are vacuous, so every pre-loads scenario
// plays exactly as before.

/// How the page's refresh control and pagination are set up.
public struct LoadSettings: Hashable, Sendable {
  /// How far past its top (points of overscroll) the container must be pulled for a release to fire the
  /// refresh control. UIKit's `UIRefreshControl` fires after roughly 60 pt of pull on a phone.
  public var refreshThreshold: Double = 60
  /// How close to its maximum offset the content must come (points) for its scroll callback to hit "bottom".
  public var bottomHitDistance: Double = 300
  /// Content height each next page appends to the list.
  public var pageHeight: Double = 2000
  /// Height of the refresh control's spinner area. While the page refreshes, `UIRefreshControl` keeps its spinner
  /// in view by adding its height to the container's `adjustedContentInset.top` (so the container rests at
  /// `-height`, not 0), and `endRefreshing()` takes it away again; about 60 pt on a phone (commonly measured).
  public var spinnerHeight: Double = 60

  /// Loads with the given pull-to-refresh threshold, bottom-hit distance, page height and spinner height, in points.
  public init(refreshThreshold: Double = 60, bottomHitDistance: Double = 300, pageHeight: Double = 2000, spinnerHeight: Double = 60) {
    self.refreshThreshold = refreshThreshold
    self.bottomHitDistance = bottomHitDistance
    self.pageHeight = pageHeight
    self.spinnerHeight = spinnerHeight
  }

  /// Field names accepted in a world's `loads` object.
  public static let fieldNames: [String] = ["refreshThreshold", "bottomHitDistance", "pageHeight", "spinnerHeight"]
}

extension LoadSettings: Codable {
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try c.rejectUnknownKeys(allowed: Set(Self.fieldNames))
    let d = LoadSettings()
    refreshThreshold = try c.value("refreshThreshold", or: d.refreshThreshold)
    bottomHitDistance = try c.value("bottomHitDistance", or: d.bottomHitDistance)
    pageHeight = try c.value("pageHeight", or: d.pageHeight)
    spinnerHeight = try c.value("spinnerHeight", or: d.spinnerHeight)
    try c.check(
      refreshThreshold.isFinite && (1...1000).contains(refreshThreshold), "refreshThreshold",
      "must be in [1, 1000], got \(refreshThreshold)")
    try c.check(
      bottomHitDistance.isFinite && (0...10_000).contains(bottomHitDistance), "bottomHitDistance",
      "must be in [0, 10000], got \(bottomHitDistance)")
    try c.check(
      pageHeight.isFinite && (0...100_000).contains(pageHeight), "pageHeight",
      "must be in [0, 100000], got \(pageHeight)")
    try c.check(
      spinnerHeight.isFinite && (0...300).contains(spinnerHeight), "spinnerHeight",
      "must be in [0, 300], got \(spinnerHeight)")
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(refreshThreshold, "refreshThreshold")
    try c.put(bottomHitDistance, "bottomHitDistance")
    try c.put(pageHeight, "pageHeight")
    if spinnerHeight != LoadSettings().spinnerHeight { try c.put(spinnerHeight, "spinnerHeight") }
  }
}
