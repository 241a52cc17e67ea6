// The case-index space is dealt out without overlap or gaps, whatever the shard count and jobs.

import Checker
import NestedCheckFuzz
import Testing

@Suite("Shard plan")
struct ShardPlanTests {
  @Test("shards and jobs partition 0..<N exactly, each job's slice in increasing order")
  func partition() {
    for limit: UInt64 in [0, 1, 7, 100, 101] {
      for shards in 1...4 {
        var seen: [UInt64] = []
        for shard in 1...shards {
          var shardCases: [UInt64] = []
          for jobs in [1, 2, 3] where jobs == 1 || shard == 1 {
            shardCases = []
            for job in 0..<jobs {
              let plan = ShardPlan(index: shard, count: shards, jobs: jobs)
              let slice = (0..<plan.positions(job: job, below: limit)).map { plan.caseIndex(job: job, position: $0) }
              #expect(slice == slice.sorted())
              #expect(slice.allSatisfy { $0 < limit })
              for k in slice {
                let located = plan.locate(k)
                #expect(located?.job == job)
                #expect(plan.caseIndex(job: job, position: located!.position) == k)
              }
              shardCases += slice
            }
            let plan = ShardPlan(index: shard, count: shards, jobs: jobs)
            #expect(shardCases.sorted() == plan.shardCaseIndices(below: limit), "shard \(shard)/\(shards) jobs \(jobs) limit \(limit)")
            #expect(UInt64(shardCases.count) == plan.shardCases(below: limit))
          }
          seen += shardCases
        }
        #expect(seen.sorted() == Array(0..<limit), "\(shards) shards, limit \(limit)")
      }
    }
  }

  @Test("case k belongs to shard (k mod N)+1, then to job (k div N) mod jobs")
  func documentedRule() {
    let plan = ShardPlan(index: 2, count: 3, jobs: 2)
    #expect(plan.locate(0) == nil)
    #expect(plan.locate(1).map { [$0.job, Int($0.position)] } == [0, 0])
    #expect(plan.locate(4).map { [$0.job, Int($0.position)] } == [1, 0])
    #expect(plan.locate(7).map { [$0.job, Int($0.position)] } == [0, 1])
  }

  @Test("--shard parses i/N with 1 ≤ i ≤ N and rejects the rest")
  func parsing() {
    #expect(ShardPlan.parseShard("1/1").map { [$0.index, $0.count] } == [1, 1])
    #expect(ShardPlan.parseShard("3/4").map { [$0.index, $0.count] } == [3, 4])
    for bad in ["0/4", "5/4", "1/0", "1", "a/b", "1/2/3", "", "/2", "-1/2"] { #expect(ShardPlan.parseShard(bad) == nil, "\(bad)") }
  }
}
