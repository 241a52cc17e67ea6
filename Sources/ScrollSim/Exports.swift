// The simulation speaks the coordinator protocol's own types, so whoever imports the
// simulation gets the protocol too (one `import ScrollSim` in tests and tools).

@_exported import NestedScrolling
