// The parent's side of a guided or targeted run (`--guided`, `--target`).
//
// Each worker keeps its own corpus and search state (GuidedSearch.swift): they depend only on the seed and
// the case indices of its slice, so a run is deterministic for a seed, a shard and a job count (not across job
// counts, unlike a random run: each job's corpus grows from its own cases). The parent mirrors every job's corpus
// from its `corpus` messages, which lets it rebuild any case from the `recipe` line sent before it: a failure,
// crash or hang in a mutated case is saved and shrunk like one in a generated case. A worker restarted after a
// crash or hang starts from the mirror (the cases are replayed to rebuild the search state), so the restart is
// deterministic too. With `--corpus DIR`, every job starts from the cases in DIR, and every case a job adds
// that broke nothing is written to DIR under its content name (CorpusStore.swift) the moment it arrives.

// Process orchestration exists only where processes can be spawned (Foundation.Process: macOS, Linux).
#if os(macOS) || os(Linux)
import Checker
import Foundation
import Generators

/// What the parent knows of its guided workers.
struct SearchMirror {
  struct Job {
    /// The job's corpus, by slot.
    var slots: [GeneratedCase?]
    /// The recipe of the case the job last announced.
    var recipe: AnnouncedRecipe?
  }

  /// A recipe as announced: a worker announces one per case and the parent needs few of them (a corpus entry's, a
  /// failure's), so a `recipe` line's recipe is parsed only when asked for. Parsing every one was a tenth of a guided
  /// run's parent (`perf record -g -p PARENT`).
  struct AnnouncedRecipe {
    var caseIndex: UInt64
    /// The recipe as parsed, or its text still to parse: exactly one of the two.
    private let form: Form

    private enum Form {
      case parsed(CaseRecipe)
      case text(Substring)
    }

    init(caseIndex: UInt64, recipe: CaseRecipe) {
      self.caseIndex = caseIndex
      form = .parsed(recipe)
    }

    init(caseIndex: UInt64, text: Substring) {
      self.caseIndex = caseIndex
      form = .text(text)
    }

    /// The recipe; nil when its text is malformed.
    var recipe: CaseRecipe? {
      switch form {
      case .parsed(let recipe): recipe
      case .text(let text): CaseRecipe(text: text)
      }
    }
  }

  var jobs: [Job] = []
  /// Failing cases a search made, by case index, until their failure is settled.
  var cases: [UInt64: GeneratedCase] = [:]
  /// Where the workers' starting corpora are written (removed at the end of the run).
  var folder: String?
  /// The seed file every job starts from the first time.
  var initialSeeds: String?
  /// Corpus entries the run loaded, and those its workers added (and, with `--corpus`, how many were new files).
  var loaded = 0
  var added = 0
  var saved = 0
}

extension FuzzRun {
  /// Before the first worker: loads the corpus folder and writes the seed file the workers start from.
  func prepareSearch() throws -> [GeneratedCase?] {
    guard options.search != .random else { return [] }
    // Inside the run's template, as the workers' searches take them (SearchSettings.admitted).
    let seeds = searchSettings.admitted(
      try options.corpusDirectory.map { try CorpusStore.load($0, profileName: options.profile.name) } ?? [])
    let folder = PathText.join(
      NSTemporaryDirectory(), "nestedcheck-search-\(ProcessInfo.processInfo.processIdentifier)-\(options.seed)")
    try RawFile.makeDirectory(folder)
    let path = PathText.join(folder, "seeds.json")
    try AtomicFile.write(GeneratedCase.wireJSON(seeds), to: path)
    search.folder = folder
    search.initialSeeds = path
    search.loaded = seeds.count
    if !seeds.isEmpty { console.line("  corpus: \(seeds.count) case(s) from \(options.corpusDirectory!)/") }
    return seeds
  }

  /// The seed file for (re)starting `job`: the initial one, or, after a death, the job's corpus as mirrored.
  func seedsPath(for job: Int) -> String? {
    guard options.search != .random, let folder = search.folder else { return nil }
    let mirrored = search.jobs[job].slots.compactMap { $0 }
    guard mirrored.count != search.loaded || slots[job].position > 0 else { return search.initialSeeds }
    let path = folder + "/job-\(job).json"
    do {
      try AtomicFile.write(GeneratedCase.wireJSON(mirrored), to: path)
    } catch {
      console.error("error: cannot write \(path): \(error)")
    }
    // The restarted worker's slots are the mirrored cases in order.
    search.jobs[job].slots = mirrored
    return path
  }

  /// A `recipe` line: the case the job runs next.
  func searchRecipe(_ job: Int, caseIndex: UInt64, recipe: CaseRecipe) {
    search.jobs[job].recipe = SearchMirror.AnnouncedRecipe(caseIndex: caseIndex, recipe: recipe)
  }

  /// A `recipe` line (`recipe K TEXT`), read as far as its case index; false when it is not one.
  func searchRecipeLine(_ job: Int, _ line: Substring) -> Bool {
    guard line.utf8.starts(with: "recipe ".utf8) else { return false }
    let fields = WorkerMessage.fields(of: line, maxSplits: 2)
    if fields.count == 3, let k = UInt64(fields[1]) {
      search.jobs[job].recipe = SearchMirror.AnnouncedRecipe(caseIndex: k, text: fields[2])
    }
    return true
  }

  /// A `corpus` line: rebuild the case from the recipe the job announced for it and the corpus as mirrored, mirror
  /// it, and save it to the corpus folder if it broke nothing and reached something new (a targeted search's
  /// intermediate hill-climbing steps are not kept: the next night climbs again from its own).
  func searchCorpus(_ job: Int, caseIndex: UInt64, slot: Int, reason: CorpusReason, failing: Bool) {
    guard let announced = search.jobs[job].recipe, announced.caseIndex == caseIndex,
      let generated = announced.recipe?.realize(settings: searchSettings, slots: search.jobs[job].slots)
    else {
      console.line("note: worker \(job) added case \(caseIndex) to its corpus without a recipe this run can rebuild; ignored")
      return
    }
    // In place: a copy of the mirror per addition was a copy of the whole corpus.
    while search.jobs[job].slots.count <= slot { search.jobs[job].slots.append(nil) }
    search.jobs[job].slots[slot] = generated
    search.added += 1
    guard !failing, reason != .target, let directory = options.corpusDirectory else { return }
    do {
      if try CorpusStore.save(generated, into: directory) { search.saved += 1 }
    } catch {
      console.error("error: cannot save a corpus entry to \(directory): \(error)")
    }
  }

  /// The settings the workers' searches run with, for rebuilding their cases.
  var searchSettings: SearchSettings {
    SearchSettings(
      mode: options.search, seed: options.seed, profile: options.drawingProfile, maxSteps: options.maxSteps,
      template: options.template)
  }

  /// The case `caseIndex` that `job` ran, rebuilt from its recipe, kept until its failure is settled.
  func rememberSearchCase(_ job: Int, caseIndex: UInt64) {
    guard options.search != .random, let announced = search.jobs[job].recipe, announced.caseIndex == caseIndex else {
      return
    }
    search.cases[caseIndex] = announced.recipe?.realize(settings: searchSettings, slots: search.jobs[job].slots)
  }

  /// Forgets rebuilt cases whose failures will never be written: a bug keeps one witness (its lowest-indexed hit),
  /// so only witnesses' cases stay.
  func pruneSearchCases() {
    guard search.cases.count > 64 else { return }
    var kept: Set<UInt64> = []
    for record in ledger.classes.values { kept.insert(record.witness.caseIndex) }
    search.cases = search.cases.filter { kept.contains($0.key) }
  }

  /// The end of the run: the temporary seed files go.
  func finishSearch() {
    if let folder = search.folder { try? FileManager.default.removeItem(atPath: folder) }
    guard options.search != .random else { return }
    var line = "  \(options.search.rawValue) search: \(search.added) corpus additions across \(plan.jobs) job(s)"
    if let directory = options.corpusDirectory {
      line += "; \(search.saved) new case(s) saved to \(directory)/ (\(search.loaded) loaded)"
    }
    console.line(line)
  }
}
#endif
