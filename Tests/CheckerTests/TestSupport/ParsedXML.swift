// Parses a document with Foundation's XMLParser (FoundationXML on Linux) so a test can both prove
// the SVG is well-formed XML and look at its elements, text and attributes.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document in document order, or the parser's error.
struct ParsedXML {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text: String
  }

  var elements: [Element] = []
  var error: String?

  init(_ text: String) {
    let delegate = Collector()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    // swift-corelibs-foundation's parse() returns true after some errors (an unclosed tag), so check all three signals.
    let finished = parser.parse()
    if let problem = delegate.error ?? parser.parserError {
      error = "\(problem) at line \(parser.lineNumber), column \(parser.columnNumber)"
    } else if !finished {
      error = "parse failed"
    }
    elements = delegate.elements
  }

  /// Every element named `name`.
  func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

  /// The text of every `<text>` element.
  var texts: [String] { all("text").map(\.text) }
}

private final class Collector: NSObject, XMLParserDelegate {
  var elements: [ParsedXML.Element] = []
  var error: (any Error)?
  private var open: [Int] = []

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if error == nil { error = parseError }
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(ParsedXML.Element(name: name, attributes: attributes, text: ""))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { elements[index].text += string }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    _ = open.popLast()
  }
}
