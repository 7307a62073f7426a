import Basics
import Foundation
import FoundationXML

/// Checks copied SVG and XML files, parsed as XML (FoundationXML's `XMLParser`, namespaces on), since
/// browsers run scripts in them when they are opened directly.
///
/// - SVG: refused for `script`, `foreignObject`, animation (`animate`, `set`, `animateMotion`,
///   `animateTransform`, `discard`), embedding elements, any XHTML or MathML element, any `on…` attribute,
///   any `href`/`xlink:href` that ``URLPolicy`` refuses, and an `xml-stylesheet` instruction.
/// - Other XML: refused for any element in the XHTML, SVG or MathML namespace, whatever its prefix and
///   wherever it is, any `on…` attribute (event handler) and an `xml-stylesheet` instruction (a feed or
///   sitemap has none of these).
/// - Both: refused when not well-formed, when a DTD declares entities or attribute defaults (they could
///   expand into any of the above), and when the file is not in an ASCII-compatible encoding (UTF-16,
///   UTF-32, EBCDIC, or an `encoding` other than UTF-8, US-ASCII or ISO-8859-1), which the checks could
///   not read the way a browser does.
package struct XMLSafetyChecker: Sendable {
    /// What the file is checked as.
    package enum Kind: Sendable, Equatable { case svg, xml }

    /// One problem with its 1-based line and column.
    package struct Problem: Sendable, Equatable {
        /// 1-based line of the element or instruction at fault.
        package var line: Int
        /// 1-based column of its `<`.
        package var column: Int
        /// What is wrong and how to fix it.
        package var message: String
    }

    /// The outcome of reading a file as XML.
    package struct Report: Sendable, Equatable {
        /// Whether the bytes were read as XML: well-formed, or refused before parsing (a DTD declaration,
        /// an encoding). `false` means the XML parser failed; ``problems`` then holds that one failure.
        package var readAsXML: Bool
        /// Everything refused, in document order.
        package var problems: [Problem]
    }

    /// Whether scripts and handlers are allowed (`allow_javascript: true`). XHTML elements in an XML
    /// file are refused either way.
    package var allowJavaScript: Bool

    /// Creates a checker.
    package init(allowJavaScript: Bool = false) { self.allowJavaScript = allowJavaScript }

    static let xhtml = "http://www.w3.org/1999/xhtml", svg = "http://www.w3.org/2000/svg"
    static let mathML = "http://www.w3.org/1998/Math/MathML"

    /// Every problem in `bytes`, checked as `kind`.
    package func problems(in bytes: [UInt8], as kind: Kind) -> [Problem] {
        report(for: bytes, as: kind).problems
    }

    /// Reads `bytes` as XML of `kind` and reports whether that worked and what is refused.
    package func report(for bytes: [UInt8], as kind: Kind) -> Report {
        if let problem = XMLSafetyChecker.encodingProblem(bytes) ?? XMLSafetyChecker.declarationProblem(bytes) {
            return Report(readAsXML: true, problems: [problem])
        }
        let delegate = XMLSafetyInspector(kind: kind, allowJavaScript: allowJavaScript)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        delegate.parser = parser
        // `parse()` can return true after an error, so the delegate's error callback decides.
        if !parser.parse() || parser.parserError != nil, !delegate.failed {
            delegate.reportError(parser.parserError)
        }
        let problems = delegate.problems.map { XMLSafetyChecker.atTagStart($0, in: bytes) }
        return Report(readAsXML: !delegate.failed, problems: problems)
    }

    /// A DTD declaration of entities or attribute defaults, which could expand into markup.
    static func declarationProblem(_ bytes: [UInt8]) -> Problem? {
        for declaration in ["<!ENTITY", "<!ATTLIST"] {
            if let offset = XMLSafetyChecker.find(Array(declaration.utf8), in: bytes) {
                let at = LineIndex(bytes).location(of: offset)
                return Problem(line: at.line, column: at.column,
                               message: "the file's DTD declares \(declaration.dropFirst(2).lowercased()) "
                                   + "values, which can hide markup; remove the declaration")
            }
        }
        return nil
    }

    /// `XMLParser` reports where a start tag ends (its column in bytes); the problem is moved to the tag's `<`.
    static func atTagStart(_ problem: Problem, in bytes: [UInt8]) -> Problem {
        var line = 1, k = 0
        while k < bytes.count, line < problem.line {
            if bytes[k] == 0x0A { line += 1 }
            k += 1
        }
        var end = min(k + max(problem.column - 1, 0), bytes.count)
        while end > 0, bytes[end - 1] != 0x3C { end -= 1 }
        guard end > 0 else { return problem }
        let at = LineIndex(bytes).location(of: end - 1)
        return Problem(line: at.line, column: at.column, message: problem.message)
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        ByteSearch.firstIndex(of: needle, in: bytes)
    }
}
