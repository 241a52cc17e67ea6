// A guided worker with a shared page batches its corpus lines, and still never runs a case its parent could not
// rebuild: every corpus entry a case is made from has been written before the case runs.

import Checker
@testable import NestedCheckFuzz
import Foundation
import Coordinators
import Generators
import Testing

@MainActor @Suite("Worker batching")
struct WorkerBatchingTests {
  /// Messages, and how many of them had been written at each write.
  struct RecordingOutput: WorkerOutput {
    var messages: [WorkerMessage] = []
    var writes: [Int] = []
    mutating func send(_ message: WorkerMessage, flush: Bool) {
      messages.append(message)
      if flush { self.flush() }
    }
    mutating func flush() { writes.append(messages.count) }
  }

  @Test("a case made from a corpus entry runs only after the entry's line is written; entries otherwise wait for a batch")
  func entriesWrittenBeforeUse() throws {
    let folder = NSTemporaryDirectory() + "nestedcheck-batching-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let page = folder + "/in-flight"
    try InFlightFile.create(at: page)
    var configuration = WorkerConfiguration(
      coordinators: [CoordinatorCatalog.entry(named: "offset-lock")!], seed: 5, profile: .default, maxSteps: 30,
      plan: ShardPlan(jobs: 1), job: 0)
    configuration.caseLimit = 300
    configuration.search = .guided
    configuration.warmupCases = 20
    configuration.inFlightPath = page
    var output = RecordingOutput()
    #expect(FuzzWorker(configuration: configuration).run(output: &output) == .cases)

    // Where each slot was last filled, as the messages go.
    var filledAt: [Int: Int] = [:]
    var madeFromEntries = 0
    var entries = 0
    var entriesWaiting = 0
    for (index, message) in output.messages.enumerated() {
      switch message {
      case .corpus(_, let slot, _, _):
        filledAt[slot] = index
        entries += 1
        // Written at once would be a write right after it.
        if !output.writes.contains(index + 1) { entriesWaiting += 1 }
      case .recipe(let k, let recipe):
        // The slots read, from the recipe itself (not `slotsRead`, the worker's own rule).
        let read: [Int]
        switch recipe {
        case .fresh: read = []
        case .mutated(let parent, let partner, _, _): read = [parent, partner]
        case .tuned(let parent, _, _): read = [parent]
        }
        for slot in read {
          guard let filled = filledAt[slot] else { continue }
          madeFromEntries += 1
          // The run begins right after the recipe: some write must fall between the entry and then.
          #expect(
            output.writes.contains { $0 > filled && $0 <= index + 1 },
            "case \(k) (\(recipe.text)) ran before the parent heard of slot \(slot)")
        }
      default: break
      }
    }
    // The check above is not vacuous, and entries do wait.
    #expect(madeFromEntries > 50)
    #expect(entries > 20)
    #expect(entriesWaiting > entries / 2)
  }
}
