// Where a scenario's HTML report lives: next to it, same name, `.html` (`x.shrunk.json` → `x.shrunk.html`).

/// Where the HTML report of a scenario file is written.
public enum HTMLReportPath {
  /// The report's path beside the scenario at `path`: `x.shrunk.json` gives `x.shrunk.html`.
  public static func forScenario(_ path: String) -> String {
    (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".html"
  }
}
