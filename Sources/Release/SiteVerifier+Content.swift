import Diagnostics
import Glibc
import HTMLSafety

/// The content checks of copied files: markup of any type is parsed as XML or HTML and held to the
/// allow-lists, binary files must not hold markup, `.gz` files are decompressed and checked as the file
/// they stand for.
extension SiteVerifier {
    /// The most decompressed bytes publish reads from one `.gz` file whose content it must check whole.
    static let decompressedLimit = 64 * 1024 * 1024
    /// How much of a decompressed file is read first, to see how it starts.
    static let startLimit = 64 * 1024

    /// The problems of the copied file at `path` (a full path).
    func checkCopied(_ path: String) -> [Diagnostic] {
        let type = CopiedFileType.of(path)
        if let refusal = nameRefusal(type, name: path, path: path, note: "") { return [refusal] }
        if case .gzip(let inner) = type { return checkGzip(path, inner: inner) }
        guard let start = SiteVerifier.start(ofFile: path) else { return [unreadable(path)] }
        guard SiteVerifier.needsWholeContent(type, start) else {
            return check(content: [], as: type, name: path, start: start, path: path, note: "")
        }
        guard let bytes = try? ReleaseFiles.read(path) else { return [unreadable(path)] }
        return check(content: bytes, as: type, name: path, start: start, path: path, note: "")
    }

    /// A `.gz` file, decompressed (never more than ``decompressedLimit``) and checked as `inner`.
    private func checkGzip(_ path: String, inner: String) -> [Diagnostic] {
        let type = CopiedFileType.of(inner)
        let innerName = String(inner.split(separator: "/").last ?? "")
        let note = " (in the decompressed content, which a server with precompressed files sends for `\(innerName)`)"
        if case .gzip = type {
            return [.error(path, "is compressed twice, which publish does not check; compress the file once or remove it")]
        }
        if let refusal = nameRefusal(type, name: inner, path: path, note: " (it is a compressed `\(innerName)`)") {
            return [refusal]
        }
        do throws(GzipContent.Failure) {
            var content = try GzipContent.read(path, limit: SiteVerifier.startLimit)
            var start = MarkupStart()
            _ = start.feed(content.bytes[...])
            start.finish()
            // Whitespace up to the limit of the first read says nothing about what follows it.
            if !content.isComplete, SiteVerifier.needsWholeContent(type, start) || !start.isDecided {
                content = try GzipContent.read(path, limit: SiteVerifier.decompressedLimit)
                guard content.isComplete else {
                    return [.error(path, "decompresses to more than \(SiteVerifier.decompressedLimit / 1024 / 1024) MB, "
                                   + "too much to check; publish the file uncompressed or remove it")]
                }
            }
            return check(content: content.bytes, as: type, name: inner, start: start, path: path, note: note)
        } catch {
            switch error {
            case .unreadable: return [unreadable(path)]
            case .damaged(let why):
                return [.error(path, "is not gzip data publish can decompress (\(why)), so it cannot be checked; "
                               + "compress it again with gzip or remove it")]
            }
        }
    }

    /// Whether a file of `type` whose content begins as `start` must be read whole to be checked.
    static func needsWholeContent(_ type: CopiedFileType, _ start: MarkupStart) -> Bool {
        switch type {
        case .page, .svg, .xml: return true
        case .text: return start.kind == .markup && sniff(start.lead) != nil
        case .markup: return start.kind != .none
        default: return false
        }
    }

    /// The problems of `bytes`, the content of a file named `name` of `type` (only `start` is looked at when
    /// ``needsWholeContent(_:_:)`` says no), reported at `path`. `note` is added to every message.
    private func check(content bytes: [UInt8], as type: CopiedFileType, name: String, start: MarkupStart,
                       path: String, note: String) -> [Diagnostic] {
        switch type {
        case .page: return html(bytes, path: path, note: note)
        case .svg: return xml(bytes, as: .svg, path: path, note: note)
        case .xml: return xml(bytes, as: .xml, path: path, note: note)
        case .text:
            guard start.kind == .markup else { return [] }
            switch SiteVerifier.sniff(start.lead) {
            case .html?: return html(bytes, path: path, note: note + " (browsers may read this file as HTML)")
            case .svg?: return xml(bytes, as: .svg, path: path, note: note)
            case .xml?: return xml(bytes, as: .xml, path: path, note: note)
            case nil: return []
            }
        case .binary:
            guard start.kind != .none else { return [] }
            let ext = SiteVerifier.fileExtension(name)
            return [.error(path, "holds markup (it starts with `<`), not the binary content a `.\(ext)` file should "
                           + "hold\(note); servers and browsers that sniff may read it as a page; give the file the "
                           + "extension of what it holds, or remove it")]
        case .markup:
            guard start.kind != .none else { return [] }
            return markup(bytes, start: start, path: path, note: note)
        default:
            return []
        }
    }

    /// Any markup, of a type a server may send as XML or HTML: read as XML when it is well-formed (and as
    /// HTML too when it starts like HTML), otherwise held to the HTML allow-list.
    private func markup(_ bytes: [UInt8], start: MarkupStart, path: String, note: String) -> [Diagnostic] {
        let sniffed = start.kind == .markup ? SiteVerifier.sniff(start.lead) : nil
        let report = XMLSafetyChecker(allowJavaScript: options.allowJavaScript)
            .report(for: bytes, as: sniffed == .svg ? .svg : .xml)
        guard report.readAsXML else {
            return html(bytes, path: path, note: note + " (the file is not well-formed XML, so it is checked as the "
                        + "HTML that browsers which sniff may read it as)")
        }
        var found = located(report.problems, path: path, note: note)
        if sniffed == .html {
            found += html(bytes, path: path, note: note + " (the file starts like HTML, so browsers that sniff "
                          + "may read it as HTML; start an XML file with `<?xml version=\"1.0\"?>`)")
        }
        return found
    }

    private func html(_ bytes: [UInt8], path: String, note: String) -> [Diagnostic] {
        HTMLSafetyChecker(allowJavaScript: options.allowJavaScript).diagnostics(in: bytes, path: path).map {
            var item = $0
            item.message += note
            return item
        }
    }

    private func xml(_ bytes: [UInt8], as kind: XMLSafetyChecker.Kind, path: String, note: String) -> [Diagnostic] {
        located(XMLSafetyChecker(allowJavaScript: options.allowJavaScript).problems(in: bytes, as: kind),
                path: path, note: note)
    }

    private func located(_ problems: [XMLSafetyChecker.Problem], path: String, note: String) -> [Diagnostic] {
        problems.map { .error(path, line: $0.line, column: $0.column, $0.message + note) }
    }

    private func unreadable(_ path: String) -> Diagnostic { .error(path, "could not read the file to check it") }

    /// How the file at `path` starts, read only as far as needed; `nil` when it cannot be read.
    static func start(ofFile path: String) -> MarkupStart? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var start = MarkupStart()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            if start.feed(buffer[0..<n]) { return start }
        }
        start.finish()
        return start
    }
}
