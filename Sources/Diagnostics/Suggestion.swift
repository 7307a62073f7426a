/// "Did you mean …?": the known name closest to one the user wrote, by edit distance.
///
/// Used for link targets, front matter keys, metric keys and settings, so every such message
/// suggests the same way.
package enum Suggestion {
    /// The edit distance (insertions, deletions, substitutions and swaps of two neighbours, of Unicode scalars)
    /// between `a` and `b`, ignoring case; stops early and returns `limit + 1` once it is known to exceed `limit`.
    package static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a.lowercased().unicodeScalars), y = Array(b.lowercased().unicodeScalars)
        let over = limit == .max ? limit : limit + 1
        if abs(x.count - y.count) > limit { return over }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var beforePrevious = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count), current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                var best = min(previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { best = min(best, beforePrevious[j - 2] + 1) }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return over }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return min(previous[y.count], over)
    }

    /// How far a name may be from `word` to be suggested: a fifth of its length, at least 1, at most 3
    /// (`titel` → `title` and `2026-W74` → `2026-W47` are one swap; `inner` is not `index`).
    package static func allowedDistance(for word: String) -> Int {
        max(1, min(3, word.unicodeScalars.count / 5))
    }

    /// The candidate closest to `word` within ``allowedDistance(for:)``, or nil. Ties go to the candidate
    /// that sorts first, so the suggestion does not depend on the order candidates come in.
    package static func closest<Candidates: Sequence>(to word: String, among candidates: Candidates) -> String?
    where Candidates.Element == String {
        let limit = allowedDistance(for: word)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = distance(word, candidate, limit: limit)
            guard d <= limit else { continue }
            if let current = best, current.distance < d || (current.distance == d && current.name <= candidate) { continue }
            best = (candidate, d)
        }
        return best?.name
    }

    /// ` — did you mean `name`?` for the closest candidate, or an empty string when none is close.
    package static func didYouMean<Candidates: Sequence>(_ word: String, among candidates: Candidates) -> String
    where Candidates.Element == String {
        closest(to: word, among: candidates).map { " — did you mean `\($0)`?" } ?? ""
    }
}
