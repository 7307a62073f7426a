import CommonMark
import Diagnostics
import Localization
import Surfaces

/// The block rules of the page walker, for what goes inside a card, with the context they use and nothing more:
/// paragraphs, deeper headings, quotes, code, lists (navigation rows, task rows, `Label: value` rows), tables
/// and footnotes' notes, their inlines handed to ``inline`` (``InlineWalker``).
///
/// ``PageWalker`` owns one: it decides where sections and cards open and close (``SectionLayout``) and hands
/// each block to a rule here, which writes the card's content and cannot change the layout. What the rules use:
/// the inline walker (the page's bytes, links, problems and position), the slugs of the page's headings, the
/// site's theme (icons, the chevron), the page's words and the tint of the current section's quote cards.
struct BlockWalker {
    typealias TooDeep = PageWalker.TooDeep

    /// The inline rules, and the page's bytes, links, problems and walk position they write and read.
    var inline: InlineWalker
    /// The ids given to the page's headings so far.
    var slugger = Slugger()
    /// Known icons and tints (heading attributes, the navigation chevron).
    let theme: Theme
    /// The page's words (a wide table's scroll cue and its region's name).
    let localizer: Localizer
    /// The name of the current section's tint, for its quote cards (set by ``PageWalker`` before it hands over a
    /// block that may hold quotes: a quote, a list, the notes).
    var tintName: String?

    /// The block walker of a page whose inlines `inline` walks.
    init(inline: InlineWalker, theme: Theme, localizer: Localizer) {
        self.inline = inline
        self.theme = theme
        self.localizer = localizer
    }

    /// The title and attributes of `heading` (``HeadingText/read(_:scratch:path:theme:lineOffset:problems:textPosition:)``,
    /// the rule phase 1 reads headings with). Phase 1 reports an attribute block's problems at the `{`; here (a page
    /// changed since) they are reported at the heading.
    mutating func headingText(_ heading: UnsafeMarkdownNode) throws(TooDeep) -> HeadingText {
        var found: [Diagnostic] = []
        defer { inline.problems.append(contentsOf: found) }
        return try HeadingText.read(heading, scratch: &inline.scratch, path: inline.page.file.displayPath, theme: theme,
                                    lineOffset: inline.problems.lineOffset, problems: &found, textPosition: { _ in nil })
    }

    /// Reports a missing navigation chevron icon (once) as the views do.
    mutating func checkChevron() {
        if inline.out.canWriteNavigationRows { return }
        inline.problems.reportMissingChevron(theme: theme)
    }
}
