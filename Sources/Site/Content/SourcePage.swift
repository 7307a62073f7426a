import CommonMark
import Diagnostics

/// A heading's id and cleaned-up title (attributes removed), keyed by the heading's position.
struct HeadingInfo: Sendable {
    /// The anchor id (GitHub slug rules, unique in the page).
    var id: String
    /// The title inlines with a trailing `{…}` attribute block removed.
    var inlines: [Inline]
    /// Icon/tint/layout from a trailing `{icon=… tint=… layout=…}`.
    var style: SectionStyle
}

/// A link or image destination found in a page, to be checked and rewritten.
struct LinkReference: Sendable {
    /// The destination as written.
    var destination: String
    /// Where the `[` or `![` is (whole-file line and byte column).
    var position: SourcePosition
    /// Whether this is an image source.
    var isImage: Bool
}

/// One Markdown page after phase 1: read, front matter parsed, Markdown parsed, anchors and links collected.
package struct SourcePage: Sendable {
    /// The file it came from.
    var file: ContentFile
    /// Its URL relative to the site root (`workouts/run/`, empty for the root index).
    package var url: String
    /// Front matter.
    @CopyOnWriteBox package var metadata: PageMetadata
    /// The parsed body (positions are whole-file).
    var document: MarkdownDocument
    /// The page title (front matter, else first `#`, else file name).
    package var title: String
    /// Position of the `#` heading used as the large title, if any (not rendered again).
    var titleHeading: SourcePosition?
    /// Headings by position.
    var headings: [SourcePosition: HeadingInfo]
    /// Every heading id in the page.
    var anchors: Set<String>
    /// Every link and image, in document order.
    var links: [LinkReference]
    /// Warnings found while loading (they fail the build only with `--strict`).
    var warnings: [Diagnostic] = []
    /// Phase 1 skipped this page's Markdown (nothing else needed it): ``anchors`` is empty until
    /// ``PendingAnchors`` computes it for a link that points into the page.
    var anchorsPending = false
    /// Set for pages the builder makes itself (metric pages); their body does not come from Markdown.
    @CopyOnWriteBox var generated: GeneratedPage? = nil
    /// The page's part in a report series (`repeat:`): the template's index, or one period's page.
    @CopyOnWriteBox var series: SeriesRole? = nil
    /// Links to the pages before and after (series pages, and dated pages of one folder).
    @CopyOnWriteBox var pager: SeriesPager? = nil
    /// Set for a report's printable packet (`print: full`), the page at `<report>/print/` (``PrintPacket``).
    @CopyOnWriteBox var printPacket: PrintPacket? = nil

    /// The content path links and metric files are resolved from: the template's for a series page, else the
    /// page's own.
    var resolutionPath: String { series?.member?.templatePath ?? file.relativePath }

    /// The page without what only its own rendering needs (document, headings, links): what the whole
    /// build keeps of every page. Phase 2 loads the page again for rendering, so memory stays small.
    /// Of the document only the ```metric blocks stay (flattened, in order): the metric session reads them
    /// from every page before rendering.
    var indexOnly: SourcePage {
        var copy = self
        var metricBlocks: [Block] = []
        Self.collectMetricBlocks(document.blocks, into: &metricBlocks)
        copy.document = MarkdownDocument(blocks: metricBlocks)
        copy.headings = [:]
        copy.links = []
        return copy
    }

    private static func collectMetricBlocks(_ blocks: [Block], into out: inout [Block]) {
        for block in blocks {
            switch block.kind {
            case .codeBlock(let info, _):
                // ```row blocks too: a row series' index reads their units for its subtitles.
                if DataFence(info: info) != nil { out.append(block) }
            case .blockQuote(let inner):
                collectMetricBlocks(inner, into: &out)
            case .list(_, _, _, let items):
                for item in items { collectMetricBlocks(item.blocks, into: &out) }
            default:
                break
            }
        }
    }

    /// Whether this page is a folder index (`index.md`, or a `README.md` standing in for one).
    var isIndex: Bool { file.isFolderIndex }
}
