// `nestedcheck replay FILE --svg OUT.svg` end to end: the file is written, the verdict and exit code are unchanged.

import Foundation
import Testing

@Suite("nestedcheck replay --svg")
struct ReplaySVGTests {
  @Test("a failing replay writes an SVG with the violation marked and still exits 1")
  func failingWritesSVG() throws {
    let out = try CLI.temporaryFile("", name: "timeline.svg")
    let result = try CLI.run(["replay", ReplayCommandTests.abStory, "--coordinator", "reset-current-only", "--svg", out])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("wrote \(out)"))
    #expect(result.stdout.contains("FAIL reset-current-only: header-visible-lists-at-top (I1) at frame 34"))
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains(">I1 header-visible-lists-at-top at frame 34</text>"))
  }

  @Test("a passing replay writes the green note and exits 0")
  func passingWritesSVG() throws {
    let out = try CLI.temporaryFile("", name: "timeline.svg")
    let result = try CLI.run(["replay", ReplayCommandTests.abStory, "--svg", out])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOfFile: out, encoding: .utf8).contains(">all invariants held</text>"))
  }

  @Test("an unwritable SVG path is bad input (exit 2)")
  func unwritable() throws {
    let result = try CLI.run(["replay", ReplayCommandTests.abStory, "--svg", "/nonexistent/dir/out.svg"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--svg /nonexistent/dir/out.svg: cannot write: its folder /nonexistent/dir: no such file or folder"))
  }
}
