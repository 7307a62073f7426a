import CommonMark
import Diagnostics

/// A link or image destination found in a page, to be checked and rewritten.
struct LinkReference: Sendable {
    /// The destination as written.
    var destination: String
    /// Where the `[` or `![` is (whole-file line and byte column).
    var position: SourcePosition
    /// Whether this is an image source.
    var isImage: Bool
}

/// One Markdown page after phase 1: read, front matter parsed, Markdown parsed once into its outline.
package struct SourcePage: Sendable {
    /// The file it came from.
    var file: ContentFile
    /// Its URL relative to the site root (`workouts/run/`, empty for the root index).
    package var url: String
    /// Front matter.
    @CopyOnWriteBox package var metadata: PageMetadata
    /// The page's ```` ```metric ```` and ```` ```row ```` fences at any depth, in order (``PageOutline/fences``):
    /// all the build keeps of its Markdown (the metric session and the series read them before rendering).
    var fences: [DataFenceBlock]
    /// The page title (front matter, else the first `#` heading's text, else file name), decided once in phase 1.
    package var title: String
    /// Every link target in the page: heading ids, raw HTML anchors, footnote ids (``PageOutline/anchors``).
    var anchors: Set<String>
    /// Every link and image, in document order.
    var links: [LinkReference]
    /// Warnings found while loading (they fail the build only with `--strict`).
    var warnings: [Diagnostic] = []
    /// Phase 1 skipped this page's Markdown (nothing else needed it): ``anchors`` is empty until
    /// ``PendingAnchors`` computes it for a link that points into the page.
    var anchorsPending = false
    /// What the page is: Markdown, a generated metric page, a series' index or page, or a print packet.
    var role: PageRole = .markdown
    /// Links to the pages before and after (series pages, and dated Markdown pages of one folder): it goes
    /// with two roles, so it is not part of ``role``.
    @CopyOnWriteBox var pager: SeriesPager? = nil

    /// The content path links and metric files are resolved from: the template's for a series page, else the
    /// page's own.
    var resolutionPath: String { role.series?.member?.templatePath ?? file.relativePath }

    /// The page without what only its own rendering needs (its links): what the whole build keeps of every
    /// page. Phase 2 parses the page again for rendering, so memory stays small.
    var indexOnly: SourcePage {
        var copy = self
        copy.links = []
        return copy
    }

    /// Whether this page is a folder index (`index.md`, or a `README.md` standing in for one).
    var isIndex: Bool { file.isFolderIndex }
}
