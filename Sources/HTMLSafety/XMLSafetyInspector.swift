import Escaping
import Foundation
import FoundationXML

/// The `XMLParser` delegate behind ``XMLSafetyChecker``: collects what the parser's callbacks show.
final class XMLSafetyInspector: NSObject, XMLParserDelegate {
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
        let namespace = namespaceURI ?? ""
        switch kind {
        case .xml:
            if namespace == XMLSafetyChecker.xhtml || namespace == XMLSafetyChecker.svg || namespace == XMLSafetyChecker.mathML {
                report("<\(qName ?? elementName)> is an XHTML, SVG or MathML element, which browsers render (and run "
                       + "scripts in) when the XML file is opened; remove it or publish the file as .svg/.html")
            }
            checkHandlers(attributeDict, on: qName ?? elementName)
        case .svg:
            checkSVG(elementName, qName: qName, namespace: namespace)
            checkHandlers(attributeDict, on: elementName)
            checkLinks(attributeDict, on: elementName)
        }
    }

    private func checkSVG(_ elementName: String, qName: String?, namespace: String) {
        let local = elementName.lowercased()
        if namespace == XMLSafetyChecker.xhtml || namespace == XMLSafetyChecker.mathML {
            report("<\(qName ?? elementName)> is an XHTML or MathML element inside the SVG; remove it")
        } else if local == "script" {
            if !allowJavaScript {
                report("<script> in an SVG file runs JavaScript, which this site does not allow; remove it or "
                       + "set `allow_javascript: true`")
            }
        } else if XMLSafetyInspector.refusedSVG.contains(local) {
            report("<\(elementName)> in an SVG file can run script or load another document; remove it")
        }
    }

    /// Event handler attributes (`on…`, any prefix, any letter case), refused unless JavaScript is allowed.
    private func checkHandlers(_ attributes: [String: String], on element: String) {
        guard !allowJavaScript else { return }
        for key in attributes.keys.sorted() where XMLSafetyInspector.isHandler(key) {
            report("`\(key)` on <\(element)> is an event handler, which runs JavaScript; remove it "
                   + "or set `allow_javascript: true`")
        }
    }

    /// `href` and `xlink:href` values, held to ``URLPolicy``.
    private func checkLinks(_ attributes: [String: String], on element: String) {
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) where XMLSafetyInspector.localName(key) == "href" {
            if let why = URLPolicy.refusal(Array(value.utf8), context: .link, allowJavaScript: allowJavaScript) {
                report("`\(key)` on <\(element)>: \(why); use a `#id`, relative or http(s) URL")
            }
        }
    }

    /// The lowercased part of an attribute name after its prefix (`xlink:href` → `href`).
    static func localName(_ key: String) -> String {
        let name = key.lowercased()
        return name.split(separator: ":").last.map(String.init) ?? name
    }

    /// Whether an attribute name (after its prefix) is an event handler: `on` and at least one more letter.
    static func isHandler(_ key: String) -> Bool {
        let local = localName(key)
        return local.utf8.count > 2 && local.hasPrefix("on")
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        if target.lowercased() == "xml-stylesheet" {
            report("an <?xml-stylesheet?> instruction can load XSLT that writes script; remove it")
        }
    }
}
