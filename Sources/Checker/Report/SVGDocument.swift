// A minimal SVG writer: elements as strings, attributes in the order given, text escaped.
// Pure string building so reports need nothing beyond the standard library, and the same
// input always gives the same bytes (no dictionaries, no locale-dependent number formatting).

// MARK: - Document

/// An SVG document built element by element, in painting order (later elements draw on top).
struct SVGDocument {
  let width: Double
  let height: Double
  private var body: [String] = []

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Appends `<name attributes…/>`.
  mutating func element(_ name: String, _ attributes: [(String, String)]) {
    body.append("<\(name)\(Self.render(attributes))/>")
  }

  /// Appends `<name attributes…><title>hover</title></name>`: viewers show the title as hover text.
  mutating func element(_ name: String, _ attributes: [(String, String)], title: String) {
    body.append("<\(name)\(Self.render(attributes))><title>\(SVGDocument.escape(title))</title></\(name)>")
  }

  /// Appends `<text attributes…>escaped text</text>`.
  mutating func text(_ content: String, _ attributes: [(String, String)]) {
    body.append("<text\(Self.render(attributes))>\(SVGDocument.escape(content))</text>")
  }

  /// The complete file, ending with a newline.
  func rendered() -> String {
    let size = "width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\""
    let viewBox = "viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\""
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) \(viewBox) font-family=\"Helvetica, Arial, sans-serif\">",
    ]
    lines += body
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Escaping

  /// Escapes text for element content and double-quoted attribute values; drops characters XML 1.0 forbids.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        // XML 1.0 allows no other control characters, not even escaped.
        if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  private static func render(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }
}

// MARK: - Numbers

/// A coordinate with at most one decimal and no trailing ".0": short, exact enough at screen scale, locale-free.
///
/// Total on every `Double`: NaN and infinities draw at 0, and values beyond ±1e9 (far off any canvas, and beyond
/// what `Int64` conversion below could take) are clamped there, so no offset a run reaches can trap the picture.
func svgNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let tenths = (min(max(value, -svgCoordinateLimit), svgCoordinateLimit) * 10).rounded()
  let whole = Int64(tenths / 10)
  let fraction = Int64(abs(tenths.truncatingRemainder(dividingBy: 10)))
  if fraction == 0 { return String(tenths == 0 ? 0 : whole) }
  let sign = tenths < 0 && whole == 0 ? "-" : ""
  return "\(sign)\(whole).\(fraction)"
}

/// SVG coordinates are clamped to ±this: a billion points off the canvas is as invisible as any farther.
let svgCoordinateLimit = 1e9

/// A value for a label: whole numbers without decimals, others with up to two.
///
/// Total on every `Double`: magnitudes of 1e12 and more are written in Swift's exponent form (`1e+22`).
func labelNumber(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  guard abs(value) < 1e12 else { return String(value) }
  let hundredths = (value * 100).rounded()
  if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int64(hundredths / 100)) }
  var text = String(hundredths / 100)
  if text.contains("e") { text = svgNumber(value) }
  return text
}
