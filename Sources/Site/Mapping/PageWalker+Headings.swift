import CommonMark
import Diagnostics

/// Headings → sections: a heading's title, anchor text and `{icon=… tint=… layout=…}` attribute block, read
/// straight from cmark's nodes with ``HeadingText``, the rule phase 1 reads them with.
extension PageWalker {
    /// A `##` section waiting for its first card.
    struct PendingSection {
        /// The header text.
        var title: String
        /// The header's anchor id.
        var id: String?
        /// Its style: the heading's attributes, and once started the page's and front matter's too.
        var style: SectionStyle
    }

    /// The title and attributes of `heading` (``HeadingText/read(_:scratch:path:theme:lineOffset:problems:textPosition:)``,
    /// the rule phase 1 reads headings with). Phase 1 reports an attribute block's problems at the `{`; here (a page
    /// changed since) they are reported at the heading.
    mutating func headingText(_ heading: UnsafeMarkdownNode) throws(TooDeep) -> HeadingText {
        var found: [Diagnostic] = []
        defer { problems.append(contentsOf: found) }
        return try HeadingText.read(heading, scratch: &scratch, path: page.file.displayPath, theme: settings.theme,
                                    lineOffset: problems.lineOffset, problems: &found, textPosition: { _ in nil })
    }
}
