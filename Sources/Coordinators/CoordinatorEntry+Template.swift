// The template an entry's cases are drawn inside: the one it declares, narrowed by one a test or a fuzz run adds, and
// by what its page can be (its most lists; for a UIKit page, no header-only mode, loads or header content it lacks).
// With no template declared anywhere there is none at all, so generation is exactly what it is without templates.

import ScrollSim

extension CoordinatorEntry {
  /// `self` with `template` as its declared template: `CoordinatorEntry(…).templated(PageTemplate(listCount: 4...4))`.
  public func templated(_ template: PageTemplate?) -> CoordinatorEntry {
    var entry = self
    entry.template = template
    return entry
  }

  /// The template this entry's cases lie inside: its own, narrowed by `extra`, and by what its page supports; `nil`
  /// when neither declares one. Throws, naming each problem, when no page meets them all.
  public func pageTemplate(narrowedBy extra: PageTemplate? = nil) throws(PageTemplateError) -> PageTemplate? {
    let declared = [template, extra].compactMap { $0 }.filter { !$0.isUnconstrained }
    guard !declared.isEmpty else { return nil }
    var result = PageTemplate()
    for template in declared { result = try result.narrowed(by: template) }
    var problems: [String] = []
    if let lists = result.listCount, lists.lowerBound > maxListCount {
      problems.append(
        "\(name) supports at most \(maxListCount) list(s), the template asks for \(lists.lowerBound)...\(lists.upperBound)")
    }
    if isHostedPage {
      if result.headerOnly == true, !capabilities.headerOnly { problems.append("\(name)'s page has no header-only mode") }
      if result.loads == true, !capabilities.loads { problems.append("\(name)'s page has no loads") }
      if result.headerContent == true, !capabilities.headerContent {
        problems.append("\(name)'s page has no scroll view in its header")
      }
    }
    guard problems.isEmpty else { throw PageTemplateError(problems: problems) }
    var page = PageTemplate(listCount: 1...maxListCount)
    if isHostedPage {
      if !capabilities.headerOnly { page.headerOnly = false }
      if !capabilities.loads { page.loads = false }
      if !capabilities.headerContent { page.headerContent = false }
    }
    return try result.narrowed(by: page)
  }

  /// The one template a run over `entries` draws its cases inside (every case runs on every entry): each entry's
  /// `pageTemplate(narrowedBy: extra)`, narrowed together; `nil` when neither an entry nor `extra` declares one. An
  /// entry without a template of its own adds only its page's limits, and only under `extra` (with no `extra` it runs
  /// the cases its templated neighbours draw, normalized to its page as ever). Throws when no page meets them all
  /// (check such entries in runs of their own).
  public static func runTemplate(
    for entries: [CoordinatorEntry], narrowedBy extra: PageTemplate? = nil
  ) throws(PageTemplateError) -> PageTemplate? {
    // With no entry, `extra` alone (a case drawn for no coordinator in particular).
    var result = entries.isEmpty ? extra.flatMap { $0.isUnconstrained ? nil : $0 } : nil
    for entry in entries {
      guard let own = try entry.pageTemplate(narrowedBy: extra) else { continue }
      if let narrower = result { result = try narrower.narrowed(by: own) } else { result = own }
    }
    if let result { _ = try result.validated() }
    return result
  }
}
