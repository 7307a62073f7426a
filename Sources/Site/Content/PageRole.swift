/// What a page is, of the roles that exclude one another: a page written in Markdown, a metric page the builder
/// makes, a report series' index or one of its pages, or a report's print packet.
///
/// The payloads are boxed (`indirect`): a site keeps one ``SourcePage`` per page for the whole build, and most
/// pages are plain Markdown, so the role costs a page record one word and no allocation (the three optional
/// fields it replaces cost three boxes).
indirect enum PageRole: Sendable {
    /// A page written in Markdown (also a folder index the build writes, and a dated page with a pager).
    case markdown
    /// A page the builder makes itself (a metric page); its body does not come from Markdown.
    case generated(GeneratedPage)
    /// The page's part in a report series (`repeat:`): the template's index, or one period's (or row's) page.
    case series(SeriesRole)
    /// A report's printable packet (`print: full`), the page at `<report>/print/` (``PrintPacket``).
    case printPacket(PrintPacket)

    /// Whether the page is written in Markdown (no other role).
    var isMarkdown: Bool {
        if case .markdown = self { return true }
        return false
    }

    /// The generated page's details (`nil` for every other role).
    var generated: GeneratedPage? {
        if case .generated(let generated) = self { return generated }
        return nil
    }

    /// The page's series role (`nil` for every other role).
    var series: SeriesRole? {
        if case .series(let series) = self { return series }
        return nil
    }

    /// The print packet's details (`nil` for every other role).
    var printPacket: PrintPacket? {
        if case .printPacket(let packet) = self { return packet }
        return nil
    }
}
