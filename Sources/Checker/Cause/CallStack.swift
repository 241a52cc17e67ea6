// Call stacks of the code under test, captured at a write during a root-cause replay and symbolized only
// for the writes a cause is chosen from (a capture is tens of microseconds, a first symbolization
// milliseconds: neither may run on a fuzz run's per-frame path, and neither does).
//
// Linux: return addresses from the unwinder of the C runtime (`_Unwind_Backtrace`, which reads the
// binary's unwind tables and so walks release builds that omit frame pointers; the toolchain's
// frame-pointer walk stops at the first such frame), symbolized by the toolchain's `Runtime` module
// with inlined frames and file:line. Apple platforms: `Backtrace.capture` where `Runtime` is available
// (macOS 26, iOS 26). Elsewhere nothing is captured, and a cause falls back to the callback that ran.
//
// A frame belongs to the code under test unless its module is the simulation's, the tooling's or
// the system's: the module is read from the mangled name (`$s<length><module>…`).

#if canImport(Runtime)
@_spi(Internal) import Runtime
#endif

/// One frame of the code under test: a module-qualified function name and where it is.
public struct CodeFrame: Hashable, Sendable {
  /// The function's name, demangled.
  public var function: String
  /// The source file of the frame, when the debug information names it.
  public var file: String?
  /// The line in `file`, when known.
  public var line: Int?

  /// `file:line`, the file by its last component, or the function when no line is known.
  public var location: String {
    guard let file, let line else { return function }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line)"
  }
}

/// Captures and symbolizes call stacks (see the file comment).
enum CallStack {
  /// Modules that are never the code under test: the simulation, NestedCheck's own tooling, the toolchain.
  static let foreignModules: Set<String> = [
    "ScrollSim", "Checker", "NestedCheck", "NestedCheckFuzz", "NestedCheckCLI", "NestedCheckTesting", "Generators",
    "Shrinkers", "NestedScrolling", "nestedcheck", "nestedcheck_bench", "Runtime", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "Dispatch", "XCTest", "Testing", "_Concurrency", "_StringProcessing",
    // The simulated UIKit and the host of UIKit pages: a UIKit page's write passes through them on its way.
    "SimulatedUIKit", "UIKitPages",
  ]

  /// Whether this build can capture stacks at all.
  static var isAvailable: Bool {
    #if canImport(Runtime) && os(Linux)
    return true
    #elseif canImport(Runtime)
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
    return false
    #else
    return false
    #endif
  }

  /// The return addresses of the calling thread, innermost first; empty where stacks cannot be captured.
  @inline(never)
  static func returnAddresses() -> [UInt] {
    #if canImport(Runtime) && os(Linux)
    var addresses: [UInt] = []
    addresses.reserveCapacity(48)
    withUnsafeMutablePointer(to: &addresses) { pointer in
      _ = unwindBacktrace(
        { context, argument in
          let addresses = argument!.assumingMemoryBound(to: [UInt].self)
          let ip = unwindGetIP(context)
          if ip != 0 { addresses.pointee.append(ip) }
          return addresses.pointee.count < CallStack.depthLimit ? 0 : 4  // _URC_NO_REASON, _URC_NORMAL_STOP
        }, UnsafeMutableRawPointer(pointer))
    }
    return addresses
    #elseif canImport(Runtime)
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      guard let backtrace = try? Backtrace.capture(limit: depthLimit, top: 0) else { return [] }
      return backtrace.frames.compactMap { frame -> UInt? in
        switch frame {
        case .programCounter(let address), .returnAddress(let address): UInt(exactly: UInt64(address) ?? 0)
        default: nil
        }
      }
    }
    return []
    #else
    return []
    #endif
  }

  /// Frames a capture keeps: enough to climb from a write through the simulation's setter and the coordinator's
  /// helpers to the callback (a nested write sits deeper, under an outer callback's own frames).
  static let depthLimit = 96

  /// Symbolized stacks by their addresses: a replay sees the same few write sites again and again.
  @MainActor static var symbolized: [[UInt]: [CodeFrame]] = [:]

  /// The innermost run of code-under-test frames in `addresses` (innermost first), thunks left out: the code that
  /// made the write, up to where the simulation called it.
  @MainActor
  static func codeUnderTest(_ addresses: [UInt]) -> [CodeFrame] {
    if let known = symbolized[addresses] { return known }
    var run: [CodeFrame] = []
    #if canImport(Runtime)
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      let frames = addresses.map { RichFrame<UInt>.returnAddress($0) }
      let backtrace = Backtrace(architecture: Self.architecture, frames: frames, images: images)
      for frame in backtrace.symbolicated(with: images)?.frames ?? [] {
        guard let symbol = frame.symbol else {
          if !run.isEmpty { break } else { continue }
        }
        let module = Self.module(ofMangled: symbol.rawName)
        let isCode = module.map { !foreignModules.contains($0) } ?? false
        if !isCode {
          if !run.isEmpty { break } else { continue }
        }
        let name = Self.function(symbol.name)
        if Self.isThunk(name) { continue }
        run.append(CodeFrame(function: "\(module!).\(name)", file: symbol.sourceLocation?.path, line: symbol.sourceLocation.map { Int($0.line) }))
      }
    }
    #endif
    symbolized[addresses] = run
    return run
  }

  #if canImport(Runtime)
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @MainActor static let images = ImageMap.capture()
  #endif

  static var architecture: String {
    #if arch(x86_64)
    "x86_64"
    #elseif arch(arm64)
    "arm64"
    #else
    "unknown"
    #endif
  }

  /// The module of a mangled Swift symbol (`$s27NestedScrollingCoordinators…` → `NestedScrollingCoordinators`);
  /// `nil` for C symbols and the standard library's substitutions (`$ss…`, `$sSo…`).
  static func module(ofMangled raw: String) -> String? {
    var text = Substring(raw)
    if text.hasPrefix("$s") { text = text.dropFirst(2) } else if text.hasPrefix("_$s") { text = text.dropFirst(3) } else {
      return nil
    }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let rest = text.dropFirst(digits.count)
    guard rest.count >= length else { return nil }
    return String(rest.prefix(length))
  }

  /// The demangled name without what varies between builds: `specialized` and generic-signature decorations.
  static func function(_ demangled: String) -> String {
    var name = demangled
    for prefix in ["specialized ", "merged "] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
    return name
  }

  static func isThunk(_ name: String) -> Bool {
    ["protocol witness for ", "dispatch thunk of ", "reabstraction thunk", "thunk for ", "outlined "].contains { name.hasPrefix($0) }
  }
}

#if canImport(Runtime) && os(Linux)
@_silgen_name("_Unwind_Backtrace")
private func unwindBacktrace(
  _ trace: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32, _ argument: UnsafeMutableRawPointer?
) -> Int32
@_silgen_name("_Unwind_GetIP")
private func unwindGetIP(_ context: OpaquePointer?) -> UInt
#endif
