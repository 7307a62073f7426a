import Diagnostics

/// One lexical piece of a template source: a run of text (ending at most at one newline) or one tag.
struct TemplateToken {
    /// What the token is.
    enum Kind: Equatable {
        case text, value, raw, section, inverted, close, comment, partial, parent, block, delimiters

        /// Tags that may stand alone on a line and then take the line's whitespace and newline with them.
        var canStandAlone: Bool {
            switch self {
            case .text, .value, .raw: return false
            default: return true
            }
        }

        /// Tags that open a section-like range closed by `{{/name}}`.
        var opensRange: Bool {
            self == .section || self == .inverted || self == .parent || self == .block
        }
    }

    var kind: Kind
    /// The text of a `.text` token (emptied when it belonged to a standalone line).
    var bytes: [UInt8] = []
    /// The trimmed tag content (name); empty for text and comments.
    var name: String = ""
    /// Where the token starts.
    var location: SourceLocation
    /// Indentation for standalone partials/parents, and re-indentation for blocks.
    var indent: [UInt8] = []
    /// Whether the tag stood alone on its line (which was then removed from the output).
    var standalone = false
}

/// Byte helpers shared by the parser passes.
enum TemplateBytes {
    static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, cr: UInt8 = 0x0D

    /// Whether `b` is a space or a tab.
    @inline(__always) static func isIndent(_ b: UInt8) -> Bool { b == space || b == tab }

    /// Whether `b` is whitespace inside a tag.
    @inline(__always) static func isTagSpace(_ b: UInt8) -> Bool { b == space || b == tab || b == newline || b == cr }

    /// Whether `bytes` is only spaces and tabs, optionally followed by `\n` or `\r\n`.
    static func isBlankLinePiece(_ bytes: [UInt8]) -> Bool {
        var end = bytes.count
        if end > 0, bytes[end - 1] == newline {
            end -= 1
            if end > 0, bytes[end - 1] == cr { end -= 1 }
        }
        var i = 0
        while i < end {
            if !isIndent(bytes[i]) { return false }
            i += 1
        }
        return true
    }

    /// The leading spaces and tabs of `bytes`.
    static func leadingIndent(_ bytes: [UInt8]) -> [UInt8] {
        var i = 0
        while i < bytes.count, isIndent(bytes[i]) { i += 1 }
        return Array(bytes[0..<i])
    }

    /// `bytes` without up to `count` leading spaces/tabs.
    static func dropIndent(_ bytes: [UInt8], upTo count: Int) -> [UInt8] {
        var i = 0
        while i < bytes.count, i < count, isIndent(bytes[i]) { i += 1 }
        return i == 0 ? bytes : Array(bytes[i...])
    }
}
