import Basics
import POSIXFiles
import Diagnostics
import HTMLSafety

/// A build with `raw_html: true` (`build` and every `watch` path): the same HTML safety check `publish` runs
/// (``HTMLSafetyChecker``), on every page as it is rendered, reported as warnings (errors under `--strict`).
///
/// A problem is shown at its place in the Markdown source when the offending markup appears there as written
/// (raw HTML is copied verbatim), otherwise at its place in the built page with the source named.
final class RawHTMLCheck: Sendable {
    private let checker: HTMLSafetyChecker
    private let outputDisplay: String

    /// Creates the check for a site; `outputDisplay` is the output folder as shown in messages.
    init(allowJavaScript: Bool, outputDisplay: String) {
        checker = HTMLSafetyChecker(allowJavaScript: allowJavaScript)
        self.outputDisplay = outputDisplay
    }

    /// The warnings of one rendered page. `file` is its Markdown source (`nil` for generated pages) and `source`
    /// that file's bytes if they are at hand (read again only when there is a problem to place).
    func problems(in html: [UInt8], outputPath: String, file: ContentFile?, source: [UInt8]?) -> [Diagnostic] {
        let problems = checker.problems(in: html)
        guard !problems.isEmpty else { return [] }
        let pageLines = LineIndex(html)
        let sourceBytes = file.flatMap { file in source ?? (try? FileSystem.read(file.sourcePath)) }
        let sourceLines = sourceBytes.map(LineIndex.init)
        let builtPath = outputDisplay.isEmpty || outputDisplay == "." ? outputPath : outputDisplay + "/" + outputPath
        var located: [Diagnostic] = []
        for problem in problems {
            let page = pageLines.location(of: problem.offset)
            if let file, let sourceBytes, let sourceLines,
               let offset = RawHTMLCheck.find(RawHTMLCheck.snippet(html, at: problem.offset), in: sourceBytes) {
                let at = sourceLines.location(of: offset)
                located.append(.warning(file.displayPath, line: at.line, column: at.column,
                                        problem.message + " (built page \(builtPath):\(page.line):\(page.column))"))
            } else {
                let from = file.map { " (page \($0.displayPath))" } ?? ""
                located.append(.warning(builtPath, line: page.line, column: page.column, problem.message + from))
            }
        }
        return located
    }

    /// The markup at `offset` up to the end of its tag (at most 200 bytes), to look for in the source.
    static func snippet(_ html: [UInt8], at offset: Int) -> ArraySlice<UInt8> {
        var end = offset
        while end < html.count, end - offset < 200, html[end] != 0x3E, html[end] != 0x0A { end += 1 }
        if end < html.count, html[end] == 0x3E { end += 1 }
        return html[offset..<end]
    }

    /// The first offset of `needle` (at least 3 bytes) in `haystack`.
    static func find(_ needle: ArraySlice<UInt8>, in haystack: [UInt8]) -> Int? {
        needle.count >= 3 ? ByteSearch.firstIndex(of: needle, in: haystack) : nil
    }
}
