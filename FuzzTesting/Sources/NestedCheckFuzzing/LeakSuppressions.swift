// LeakSanitizer suppressions built into every harness, for the AddressSanitizer builds ClusterFuzzLite makes
// (.clusterfuzzlite/build.sh with SANITIZER=address; LeakSanitizer is part of AddressSanitizer on Linux).
//
// Swift's runtime caches the name of a type the first time `swift_getTypeName` is asked for it (the decoder asks
// when it builds the message for an unknown enum value, e.g. a bad `dragDeltaMode`), and LeakSanitizer cannot see
// the runtime's pointer to that cache entry, so at exit it reports each cached name as a "direct leak". Measured
// here: FuzzScenarioDecoder on the seed corpus, 166,910 inputs in 30 s, reported 5 leaks, 60 bytes: one per enum
// type, not per input — a bounded cache, not a leak. Unsuppressed, libFuzzer turns that report into a failure
// (exit 1 and a `crash-…` file for the empty input) that ClusterFuzzLite would file against every run.
// (LeakSanitizer's false positives with Swift on Linux: github.com/llvm/llvm-project/issues/56751.)
//
// The sanitizer runtime calls `__lsan_default_suppressions` (a weak hook of the sanitizer interface) for
// suppressions compiled into the program; no runner configuration is needed. Each line suppresses the leak reports
// whose allocation stack contains the named function. Without AddressSanitizer nothing calls it.

private let suppressions: StaticString = "leak:swift_getTypeName\n"

@_cdecl("__lsan_default_suppressions")
public func lsanDefaultSuppressions() -> UnsafePointer<CChar> {
  // A static string literal is stored NUL-terminated for the life of the program.
  UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}
