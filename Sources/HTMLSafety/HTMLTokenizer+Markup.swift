extension HTMLTokenizer {
    /// Whether the bytes at `at` are `literal`, ASCII case ignored when `caseless`.
    func matches(_ literal: StaticString, at: Int, caseless: Bool) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard at + n <= b.count else { return false }
        let p = literal.utf8Start
        for k in 0..<n {
            let c = caseless ? HTMLTokenizer.lower(b[at + k]) : b[at + k]
            if c != p[k] { return false }
        }
        return true
    }

    /// The markup declaration open state, after `<!` (`start` is the `<`).
    mutating func markupDeclaration(start: Int) -> HTMLToken {
        if matches("--", at: position, caseless: false) {
            position += 2
            return comment(start: start)
        }
        if matches("doctype", at: position, caseless: true) {
            // Every DOCTYPE state, quoted identifiers included, ends at the first `>`.
            var k = position + 7
            while k < b.count, b[k] != HTMLTokenizer.gt { k += 1 }
            position = min(k + 1, b.count)
            return .doctype(start)
        }
        if recognizesCDATA, matches("[CDATA[", at: position, caseless: false) {
            let textStart = position + 7
            var k = textStart
            while k < b.count, !matches("]]>", at: k, caseless: false) { k += 1 }
            position = min(k + 3, b.count)
            return .cdata(textStart..<min(k, b.count))
        }
        return bogusComment(start: start)
    }

    private enum CommentState { case comment, lessThan, lessThanBang, lessThanBangDash, lessThanBangDashDash,
                                     endDash, end, endBang }

    /// The comment start, comment start dash and comment states and their friends, after `<!--`.
    private mutating func comment(start: Int) -> HTMLToken {
        // Comment start: `<!-->` is an (abruptly closed) empty comment.
        guard position < b.count else { return .comment(start) }
        var state = CommentState.comment
        if b[position] == HTMLTokenizer.gt {
            position += 1
            return .comment(start)
        }
        if b[position] == HTMLTokenizer.dash {
            // Comment start dash: `<!--->` ends too; `<!---` followed by `-` is the comment end state.
            position += 1
            guard position < b.count else { return .comment(start) }
            if b[position] == HTMLTokenizer.gt {
                position += 1
                return .comment(start)
            }
            if b[position] == HTMLTokenizer.dash {
                position += 1
                state = .end
            }
        }
        while position < b.count {
            let c = b[position]
            switch state {
            case .comment:
                if c == HTMLTokenizer.lt { state = .lessThan } else if c == HTMLTokenizer.dash { state = .endDash }
                position += 1
            case .lessThan:
                if c == HTMLTokenizer.bang { state = .lessThanBang; position += 1 }
                else if c == HTMLTokenizer.lt { position += 1 }
                else { state = .comment }
            case .lessThanBang:
                if c == HTMLTokenizer.dash { state = .lessThanBangDash; position += 1 } else { state = .comment }
            case .lessThanBangDash:
                if c == HTMLTokenizer.dash { state = .lessThanBangDashDash; position += 1 } else { state = .endDash }
            case .lessThanBangDashDash:
                state = .end  // a nested `<!--` is only a parse error; reconsume in the comment end state
            case .endDash:
                if c == HTMLTokenizer.dash { state = .end; position += 1 } else { state = .comment }
            case .end:
                if c == HTMLTokenizer.gt { position += 1; return .comment(start) }
                if c == HTMLTokenizer.bang { state = .endBang; position += 1 }
                else if c == HTMLTokenizer.dash { position += 1 }
                else { state = .comment }
            case .endBang:
                if c == HTMLTokenizer.dash { state = .endDash; position += 1 }
                else if c == HTMLTokenizer.gt { position += 1; return .comment(start) }
                else { state = .comment }
            }
        }
        return .comment(start)
    }
}
