// Where a scenario's HTML report lives: next to it, same name, `.html` (`x.shrunk.json` → `x.shrunk.html`).

public enum HTMLReportPath {
  public static func forScenario(_ path: String) -> String {
    (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".html"
  }
}
