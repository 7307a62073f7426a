extension HTMLTokenizer {
    /// Whether an "appropriate end tag" starts at `at`: `</` + the expected name (any case) followed by
    /// whitespace, `/` or `>`. Anything else there is text in RCDATA, RAWTEXT and script data.
    func isAppropriateEndTag(at: Int) -> Bool {
        let n = endTagName.count
        guard at + 2 + n < b.count, b[at] == HTMLTokenizer.lt, b[at + 1] == HTMLTokenizer.slash else { return false }
        for k in 0..<n where HTMLTokenizer.lower(b[at + 2 + k]) != endTagName[k] { return false }
        let after = b[at + 2 + n]
        return HTMLTokenizer.isSpace(after) || after == HTMLTokenizer.slash || after == HTMLTokenizer.gt
    }

    /// The RCDATA and RAWTEXT states: text up to the appropriate end tag, which is then read in the data state.
    mutating func rawText() -> HTMLToken? {
        let start = position
        var k = HTMLTokenizer.index(of: HTMLTokenizer.lt, in: b, from: start)
        while k < b.count, !isAppropriateEndTag(at: k) { k = HTMLTokenizer.index(of: HTMLTokenizer.lt, in: b, from: k + 1) }
        position = k
        contentModel = .data
        return k > start ? .text(start..<k) : nil
    }

    private enum ScriptState { case normal, escaped, escapedDash, escapedDashDash,
                                    doubleEscaped, doubleEscapedDash, doubleEscapedDashDash }

    /// The script data states, escapes (`<!--`) and double escapes (`<!-- <script>`) included: the script's
    /// text up to the `</script` that really ends it.
    mutating func scriptData() -> HTMLToken? {
        let start = position
        var state = ScriptState.normal
        var k = start
        scan: while k < b.count {
            let c = b[k]
            switch state {
            case .normal:
                if c == HTMLTokenizer.lt {
                    if isAppropriateEndTag(at: k) { break scan }
                    if matches("<!--", at: k, caseless: false) { state = .escapedDashDash; k += 4; continue }
                }
                k += 1
            case .escaped, .escapedDash, .escapedDashDash:
                if c == HTMLTokenizer.dash {
                    state = state == .escaped ? .escapedDash : .escapedDashDash
                    k += 1
                } else if c == HTMLTokenizer.lt {
                    if isAppropriateEndTag(at: k) { break scan }
                    state = .escaped
                    k += 1
                    if k < b.count, HTMLTokenizer.isAlpha(b[k]) {
                        // Script data double escape start: `<script` followed by whitespace, `/` or `>`.
                        if scriptWordEnds(&k) { state = .doubleEscaped }
                    }
                } else {
                    state = c == HTMLTokenizer.gt && state == .escapedDashDash ? .normal : .escaped
                    k += 1
                }
            case .doubleEscaped, .doubleEscapedDash, .doubleEscapedDashDash:
                if c == HTMLTokenizer.dash {
                    state = state == .doubleEscaped ? .doubleEscapedDash : .doubleEscapedDashDash
                    k += 1
                } else if c == HTMLTokenizer.lt {
                    state = .doubleEscaped
                    k += 1
                    if k < b.count, b[k] == HTMLTokenizer.slash {
                        // Script data double escape end: `</script` followed by whitespace, `/` or `>`.
                        k += 1
                        if scriptWordEnds(&k) { state = .escaped }
                    }
                } else {
                    state = c == HTMLTokenizer.gt && state == .doubleEscapedDashDash ? .normal : .doubleEscaped
                    k += 1
                }
            }
        }
        position = k
        contentModel = .data
        return k > start ? .text(start..<k) : nil
    }

    /// Reads the run of letters at `k` and, when whitespace, `/` or `>` follows, that character too: whether
    /// the letters are `script` so ended (a double escape starts or ends).
    private func scriptWordEnds(_ k: inout Int) -> Bool {
        let (word, after) = letters(from: k)
        k = after
        guard k < b.count, HTMLTokenizer.isSpace(b[k]) || b[k] == HTMLTokenizer.slash || b[k] == HTMLTokenizer.gt else {
            return false
        }
        k += 1
        return word
    }

    /// The run of ASCII letters at `from`: whether it is `script` (any case), and the index after it.
    private func letters(from: Int) -> (isScript: Bool, end: Int) {
        var k = from
        while k < b.count, HTMLTokenizer.isAlpha(b[k]) { k += 1 }
        return (k - from == 6 && matches("script", at: from, caseless: true), k)
    }
}
