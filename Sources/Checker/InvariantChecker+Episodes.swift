// A violation that lasts is one bug occurrence, not one per frame: a list left off its top stays
// off it while the header shows, through a drag, a lift and a tab tap. Counting each frame (or each
// step kind it lasts into) as a new signature would split one mechanism into many. So a rule broken
// on one object over consecutive frames forms an *episode*: its signature takes the view, direction,
// step kind and mechanism of its onset (where the bug happened) and the band of its peak (how bad it
// got), and its severity is that peak. Events (a pan given to the pager, a swallowed drag, a load
// event) are episodes of one frame.

import ScrollSim

/// An episode under way: its onset, and how bad it has been so far.
struct Episode {
  var onset: Finding
  var step: String
  var frame: Int
  var stepIndex: Int?
  /// Order of the onset in the run (frame, then check order): the order violations are listed in.
  var order: Int
  var peak: Double
  var peakFrame: Int
  /// The last frame the rule was seen broken.
  var lastFrame: Int
}

extension InvariantChecker {
  /// Continues `finding`'s episode, or starts one (an event starts and ends one at once).
  mutating func observe(_ finding: Finding, frame: Int, stepIndex: Int?) {
    if let key = finding.episode, var episode = episodes[key], episode.lastFrame >= frame - 1 {
      episode.lastFrame = frame
      if finding.points > episode.peak {
        episode.peak = finding.points
        episode.peakFrame = frame
      }
      episodes[key] = episode
      return
    }
    let episode = Episode(
      onset: finding, step: StepPhase(step?.kind).rawValue, frame: frame, stepIndex: stepIndex, order: onsets,
      peak: finding.points, peakFrame: frame, lastFrame: frame)
    onsets += 1
    if finding.invariant == .finiteState || stopRule.isMet(byOnsetOf: finding.invariant) { stopped = true }
    if let key = finding.episode {
      // An older episode of the same key that lapsed ends here, before the new one starts.
      if let lapsed = episodes.removeValue(forKey: key) { finalize(lapsed) }
      episodes[key] = episode
    } else {
      finalize(episode)
    }
  }

  /// Ends the episodes not seen in `frame` (their rule held again), in onset order, so the result never depends on
  /// dictionary order.
  mutating func endLapsedEpisodes(before frame: Int) {
    guard !episodes.isEmpty else { return }
    let lapsed = episodes.filter { $0.value.lastFrame < frame }.sorted { $0.value.order < $1.value.order }
    for (key, episode) in lapsed {
      episodes.removeValue(forKey: key)
      finalize(episode)
    }
  }

  /// Ends every episode under way: the run is over (or stopped).
  public mutating func finish() {
    let open = episodes.values.sorted { $0.order < $1.order }
    episodes.removeAll()
    for episode in open { finalize(episode) }
    violations.sort { order[$0.signature]! < order[$1.signature]! }
  }

  /// Records an ended episode as its signature's violation: a new signature, or an earlier onset of a known one.
  mutating func finalize(_ episode: Episode) {
    let onset = episode.onset
    let signature = BugSignature(
      invariant: onset.invariant, view: onset.view, direction: onset.direction, band: onset.band(at: episode.peak),
      step: episode.step, detail: onset.detail)
    if let known = order[signature], let index = violations.firstIndex(where: { $0.signature == signature }) {
      let peak = max(violations[index].peakSeverity, episode.peak)
      if episode.order < known {
        violations[index] = violation(signature, from: episode)
        order[signature] = episode.order
      }
      violations[index].peakSeverity = peak
    } else {
      order[signature] = episode.order
      violations.append(violation(signature, from: episode))
    }
    if stopRule.isMet(by: signature) { stopped = true }
  }

  private func violation(_ signature: BugSignature, from episode: Episode) -> Violation {
    var message = episode.onset.message()
    if episode.peakFrame != episode.frame, episode.onset.band != .decision {
      message += " (at worst \(fmt(episode.peak)) pt, frame \(episode.peakFrame))"
    }
    return Violation(
      signature: signature, frame: episode.frame, stepIndex: episode.stepIndex, severity: episode.peak, message: message)
  }
}
