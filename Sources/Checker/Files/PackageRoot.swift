// Finding the Swift package a file or folder belongs to: the nearest folder, going up, that holds a
// `Package.swift`. The test API resolves a team's `Tests/Regressions` and its failure folder from the calling
// source file this way (so `swift test`, Xcode and any working folder agree), and `promote` from the working folder.

import Foundation

/// The package around a path.
public enum PackageRoot {
  /// The nearest folder at or above `folder` (absolute, or relative to the working folder) that holds a
  /// `Package.swift`, normalized; `nil` when none does up to `/`.
  public static func enclosing(_ folder: String) -> String? {
    var candidate = PathText.absolute(folder, from: FileManager.default.currentDirectoryPath)
    while true {
      if FileManager.default.fileExists(atPath: PathText.join(candidate, "Package.swift")) { return candidate }
      let up = PathText.parent(of: candidate)
      if up == candidate { return nil }
      candidate = up
    }
  }

  /// The package that holds the source file at `sourceFile` (a `#filePath`).
  public static func containing(sourceFile: String) -> String? {
    enclosing(PathText.parent(of: sourceFile))
  }
}
