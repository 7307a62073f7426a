import Escaping
import Foundation
import FoundationXML

/// Checks copied SVG and XML files, parsed as XML (FoundationXML's `XMLParser`, namespaces on), since
/// browsers run scripts in them when they are opened directly.
///
/// - SVG: refused for `script`, `foreignObject`, animation (`animate`, `set`, `animateMotion`,
///   `animateTransform`, `discard`), embedding elements, any XHTML or MathML element, any `on…` attribute,
///   any `href`/`xlink:href` that ``URLPolicy`` refuses, and an `xml-stylesheet` instruction.
/// - Other XML: refused for any element in the XHTML, SVG or MathML namespace and an `xml-stylesheet`
///   instruction (a feed or sitemap has neither).
/// - Both: refused when not well-formed, or when a DTD declares entities or attribute defaults (they could
///   expand into any of the above).
public struct XMLSafetyChecker: Sendable {
    /// What the file is checked as.
    public enum Kind: Sendable, Equatable { case svg, xml }

    /// One problem with its 1-based line and column.
    public struct Problem: Sendable, Equatable {
        /// 1-based line of the element or instruction at fault.
        public var line: Int
        /// 1-based column of its `<`.
        public var column: Int
        /// What is wrong and how to fix it.
        public var message: String
    }

    /// Whether scripts and handlers are allowed in SVG files (`allow_javascript: true`).
    public var allowJavaScript: Bool

    /// Creates a checker.
    public init(allowJavaScript: Bool = false) { self.allowJavaScript = allowJavaScript }

    static let xhtml = "http://www.w3.org/1999/xhtml", svg = "http://www.w3.org/2000/svg"
    static let mathML = "http://www.w3.org/1998/Math/MathML"

    /// Every problem in `bytes`, checked as `kind`.
    public func problems(in bytes: [UInt8], as kind: Kind) -> [Problem] {
        for declaration in ["<!ENTITY", "<!ATTLIST"] {
            if let offset = XMLSafetyChecker.find(Array(declaration.utf8), in: bytes) {
                let at = LineIndex(bytes).location(of: offset)
                return [Problem(line: at.line, column: at.column,
                                message: "the file's DTD declares \(declaration.dropFirst(2).lowercased()) "
                                    + "values, which can hide markup; remove the declaration")]
            }
        }
        let delegate = Inspector(kind: kind, allowJavaScript: allowJavaScript)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        delegate.parser = parser
        // `parse()` can return true after an error, so the delegate's error callback decides.
        if !parser.parse() || parser.parserError != nil, !delegate.failed {
            delegate.reportError(parser.parserError)
        }
        return delegate.problems.map { XMLSafetyChecker.atTagStart($0, in: bytes) }
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

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var k = 0
        while k + needle.count <= bytes.count {
            if bytes[k] == first, bytes[k..<k + needle.count].elementsEqual(needle) { return k }
            k += 1
        }
        return nil
    }
}

/// The `XMLParser` delegate behind ``XMLSafetyChecker``.
private final class Inspector: NSObject, XMLParserDelegate {
    let kind: XMLSafetyChecker.Kind
    let allowJavaScript: Bool
    weak var parser: XMLParser?
    var problems: [XMLSafetyChecker.Problem] = []

    init(kind: XMLSafetyChecker.Kind, allowJavaScript: Bool) {
        self.kind = kind
        self.allowJavaScript = allowJavaScript
    }

    /// Whether a parse error was reported (only the first is).
    private(set) var failed = false

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if !failed { reportError(parseError) }
    }

    func reportError(_ error: Error?) {
        failed = true
        let code = (error as NSError?).map { " (libxml2 error \($0.code))" } ?? ""
        report("the file is not well-formed XML\(code), so it cannot be checked; fix the markup or remove the file")
    }

    private func report(_ message: String) {
        problems.append(.init(line: max(parser?.lineNumber ?? 1, 1), column: max(parser?.columnNumber ?? 1, 1),
                              message: message))
    }

    private static let refusedSVG: Set<String> = [
        "foreignobject", "animate", "set", "animatemotion", "animatetransform", "discard", "handler", "listener",
        "iframe", "embed", "object",
    ]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let local = elementName.lowercased()
        let namespace = namespaceURI ?? ""
        switch kind {
        case .xml:
            if namespace == XMLSafetyChecker.xhtml || namespace == XMLSafetyChecker.svg || namespace == XMLSafetyChecker.mathML {
                report("<\(qName ?? elementName)> is an XHTML, SVG or MathML element, which browsers render (and run "
                       + "scripts in) when the XML file is opened; remove it or publish the file as .svg/.html")
            }
        case .svg:
            if namespace == XMLSafetyChecker.xhtml || namespace == XMLSafetyChecker.mathML {
                report("<\(qName ?? elementName)> is an XHTML or MathML element inside the SVG; remove it")
            } else if local == "script" {
                if !allowJavaScript {
                    report("<script> in an SVG file runs JavaScript, which this site does not allow; remove it or "
                           + "set `allow_javascript: true`")
                }
            } else if Inspector.refusedSVG.contains(local) {
                report("<\(elementName)> in an SVG file can run script or load another document; remove it")
            }
            for (key, value) in attributeDict.sorted(by: { $0.key < $1.key }) {
                let name = key.lowercased()
                let localName = name.split(separator: ":").last.map(String.init) ?? name
                if localName.utf8.count > 2 && localName.hasPrefix("on") {
                    if !allowJavaScript {
                        report("`\(key)` on <\(elementName)> is an event handler, which runs JavaScript; remove it "
                               + "or set `allow_javascript: true`")
                    }
                } else if localName == "href",
                          let why = URLPolicy.refusal(Array(value.utf8), context: .link, allowJavaScript: allowJavaScript) {
                    report("`\(key)` on <\(elementName)>: \(why); use a `#id`, relative or http(s) URL")
                }
            }
        }
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        if target.lowercased() == "xml-stylesheet" {
            report("an <?xml-stylesheet?> instruction can load XSLT that writes script; remove it")
        }
    }
}
