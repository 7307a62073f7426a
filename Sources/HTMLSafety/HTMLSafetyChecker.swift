import Escaping
import Diagnostics

/// One thing in a page that is not allowed: the byte offset where it starts and the message.
package struct HTMLSafetyProblem: Sendable, Equatable {
    /// Byte offset in the page.
    package var offset: Int
    /// What is wrong and how to fix it.
    package var message: String

    /// Creates a problem.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// Checks that an HTML page holds only allowed markup (``HTMLSafetyPolicy``), URLs (``URLPolicy``) and, unless
/// JavaScript is allowed, no script: the check `cardstock publish` runs on every page and `cardstock build`
/// runs on pages with raw HTML.
///
/// ```swift
/// let problems = HTMLSafetyChecker().diagnostics(in: bytes, path: "site/index.html")
/// ```
package struct HTMLSafetyChecker: Sendable {
    /// Whether `<script>`, handler attributes and `javascript:` URLs are allowed (`allow_javascript: true`).
    package var allowJavaScript: Bool

    /// Creates a checker.
    package init(allowJavaScript: Bool = false) { self.allowJavaScript = allowJavaScript }

    /// The most attributes one tag may have.
    package static let attributeLimit = 256

    /// Every problem in `bytes`, in document order.
    package func problems(in bytes: [UInt8]) -> [HTMLSafetyProblem] {
        bytes.withUnsafeBufferPointer { page in
            var reader = HTMLTreeReader(page)
            var problems = start(page)
            while true {
                let event = reader.next()
                if event.token == .endOfFile { break }
                inspect(event, in: page, into: &problems)
            }
            return problems
        }
    }

    /// The problems of `bytes` as diagnostics at `path:line:col`.
    package func diagnostics(in bytes: [UInt8], path: String, severity: Diagnostic.Severity = .error) -> [Diagnostic] {
        let found = problems(in: bytes)
        guard !found.isEmpty else { return [] }
        let lines = LineIndex(bytes)
        return found.map { problem in
            let at = lines.location(of: problem.offset)
            return Diagnostic(severity, at: SourceLocation(path: path, line: at.line, column: at.column), problem.message)
        }
    }

    /// Problems of the whole file, found before reading it: a UTF-16 byte order mark, or an ESC byte (with it
    /// browsers may guess ISO-2022-JP, where `<`, `>` and quotes can turn into parts of other characters).
    package func start(_ page: UnsafeBufferPointer<UInt8>) -> [HTMLSafetyProblem] {
        if page.count >= 2, (page[0] == 0xFE && page[1] == 0xFF) || (page[0] == 0xFF && page[1] == 0xFE) {
            return [HTMLSafetyProblem(offset: 0, message: "the page is UTF-16, which Cardstock cannot check; save it as UTF-8")]
        }
        let escape = HTMLTokenizer.index(of: 0x1B, in: page, from: 0)
        if escape < page.count {
            return [HTMLSafetyProblem(offset: escape, message: "the page holds an ESC control byte, which can make "
                                      + "browsers read it as ISO-2022-JP instead of UTF-8; remove the byte")]
        }
        return []
    }

    /// Checks one event of ``HTMLTreeReader`` over `page` (for callers that read the page for more than this).
    package func inspect(_ event: HTMLTreeReader.Event, in page: UnsafeBufferPointer<UInt8>,
                        into problems: inout [HTMLSafetyProblem]) {
        switch event.token {
        case .startTag(let tag):
            if let problem = event.problem { problems.append(.init(offset: tag.offset, message: problem)) }
            check(tag, namespace: event.namespace, in: page, into: &problems)
        case .endTag(let tag):
            if let problem = event.problem { problems.append(.init(offset: tag.offset, message: problem)) }
        case .unterminatedTag(let tag):
            problems.append(.init(offset: tag.offset, message: "<\(tag.name)> is cut off by the end of the file "
                                  + "(browsers drop it); close the tag with `>` or remove it"))
        default:
            break
        }
    }

    /// Checks one start tag: the element, each attribute, each URL.
    private func check(_ tag: HTMLTag, namespace: HTMLTreeReader.Namespace, in page: UnsafeBufferPointer<UInt8>,
                       into problems: inout [HTMLSafetyProblem]) {
        let element = "<\(tag.name)>"
        let allowed: Bool
        switch namespace {
        case .html: allowed = HTMLSafetyPolicy.htmlElements.contains(tag.name) || (allowJavaScript && tag.name == "script")
        case .svg: allowed = HTMLSafetyPolicy.svgElements.contains(tag.name) || (allowJavaScript && tag.name == "script")
        case .mathML: allowed = false
        }
        guard allowed else {
            problems.append(.init(offset: tag.offset, message: HTMLSafetyPolicy.elementRefusal(tag.name, namespace: namespace)))
            return
        }
        guard tag.attributes.count <= HTMLSafetyChecker.attributeLimit else {
            problems.append(.init(offset: tag.offset, message: "\(element) has \(tag.attributes.count) attributes, more "
                                  + "than the \(HTMLSafetyChecker.attributeLimit) Cardstock checks; remove some"))
            return
        }
        for duplicate in tag.duplicates {
            problems.append(.init(offset: duplicate.nameOffset, message: "attribute `\(duplicate.name)` appears twice on "
                                  + "\(element) (browsers keep the first); remove one"))
        }
        if tag.name == "script" { return }  // JavaScript is allowed: the script and its attributes are trusted
        for attribute in tag.attributes {
            let name = attribute.name
            if name == "class" || name == "id" { continue }  // allowed everywhere; most attributes are these
            if HTMLSafetyPolicy.isHandler(name) {
                if !allowJavaScript {
                    problems.append(.init(offset: attribute.nameOffset, message: "`\(name)` on \(element) is an event "
                                          + "handler, which runs JavaScript; remove it or set `allow_javascript: true`"))
                }
                continue
            }
            let known = namespace == .html
                ? HTMLSafetyPolicy.globalAttributes.contains(name)
                    || HTMLSafetyPolicy.htmlAttributes[tag.name]?.contains(name) == true
                : HTMLSafetyPolicy.svgAttributes.contains(name)
            guard known || HTMLSafetyPolicy.isAriaOrData(name) else {
                problems.append(.init(offset: attribute.nameOffset, message: attributeRefusal(name, element)))
                continue
            }
            if HTMLSafetyPolicy.urlAttributes.contains(name) {
                let decoded = HTMLCharacterReference.decodeAttribute(page[attribute.value])
                checkURL(attribute, decoded, tag: tag, namespace: namespace, page: page, into: &problems)
            } else if HTMLSafetyPolicy.checkedValues.contains(name) {
                let decoded = HTMLCharacterReference.decodeAttribute(page[attribute.value])
                if let message = valueRefusal(name, decoded.string, tag: tag, namespace: namespace, page: page) {
                    problems.append(.init(offset: attribute.value.lowerBound, message: message))
                }
            }
        }
        if namespace == .html, let message = elementRule(tag, page: page) {
            problems.append(.init(offset: tag.offset, message: message))
        }
    }

    private func attributeRefusal(_ name: String, _ element: String) -> String {
        switch name {
        case "style":
            return "`style` on \(element) is inline CSS, which pages served with `Content-Security-Policy: "
                + "default-src 'self'` ignore; use a class and the site stylesheet"
        case "srcdoc", "formaction", "action", "attributename", "xlink:actuate", "ping":
            return "`\(name)` on \(element) can load or run another document; remove it"
        default:
            return "attribute `\(name)` is not allowed on \(element); remove it"
        }
    }

    private func checkURL(_ attribute: HTMLAttribute, _ decoded: HTMLCharacterReference.Decoded, tag: HTMLTag,
                          namespace: HTMLTreeReader.Namespace, page: UnsafeBufferPointer<UInt8>,
                          into problems: inout [HTMLSafetyProblem]) {
        let offset = attribute.value.lowerBound
        if let name = decoded.unknownReferences.first {
            problems.append(.init(offset: offset, message: "`\(attribute.name)` on <\(tag.name)> uses the character "
                                  + "reference `&\(name);`, which Cardstock does not decode in URLs; write the "
                                  + "character itself, or `&amp;` for an ampersand"))
            return
        }
        let context: URLPolicy.Context = namespace == .svg && tag.name == "use" ? .fragmentOnly
            : tag.name == "img" && (attribute.name == "src" || attribute.name == "srcset") ? .image : .link
        let urls: [[UInt8]] = attribute.name == "srcset"
            ? SrcsetList.urls(decoded.bytes).map(\.bytes) : [decoded.bytes]
        for url in urls {
            if let why = URLPolicy.refusal(url, context: context, allowJavaScript: allowJavaScript) {
                let shown = String(decoding: url.prefix(40), as: UTF8.self) + (url.count > 40 ? "…" : "")
                let fix = context == .fragmentOnly ? "point it at an element of this page"
                    : "use a relative, http(s), mailto: or tel: URL"
                problems.append(.init(offset: offset, message: "`\(attribute.name)` URL `\(shown)` on <\(tag.name)>: "
                                      + "\(why); \(fix)"))
                return
            }
        }
    }
}
