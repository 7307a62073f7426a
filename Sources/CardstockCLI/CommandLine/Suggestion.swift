/// "Did you mean …?": the known word closest to a misspelt one.
///
/// Closeness is the optimal-string-alignment (restricted Damerau–Levenshtein) distance: one insertion,
/// deletion, substitution or swap of two neighbouring characters counts 1. A word is suggested when its
/// distance is at most ``threshold(for:)`` — 1 for words of up to 4 characters (dashes not counted),
/// 2 for up to 8, else 3 — so `buld` finds `build` and `--stric` finds `--strict`,
/// but `deploy` suggests nothing. Ties go to the word listed first. Leading dashes are compared too, so
/// `-strict` finds `--strict`.
package enum Suggestion {
    /// The known word closest to `word`, if any is close enough.
    package static func closest(to word: String, among known: [String]) -> String? {
        let limit = threshold(for: word)
        var best: (word: String, distance: Int)?
        for candidate in known where candidate != word {
            let distance = distance(word, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.word
    }

    /// The largest distance still suggested for a word as long as `word` (dashes not counted).
    package static func threshold(for word: String) -> Int {
        let length = word.drop { $0 == "-" }.count
        return length <= 4 ? 1 : length <= 8 ? 2 : 3
    }

    /// The optimal-string-alignment distance between `a` and `b`, compared by characters.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
