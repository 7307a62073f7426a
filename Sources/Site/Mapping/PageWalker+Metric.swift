import CommonMark
import Diagnostics
import Metrics

/// Metric blocks → metric cards: a top-level ```` ```metric ```` block is handed to the site's
/// ``MetricBlockRenderer`` with its whole-file position and the section's tint; a block that renders nothing
/// leaves no card (and a section left without cards disappears, header included).
extension PageWalker {
    mutating func metric(_ node: UnsafeMarkdownNode) throws(TooDeep) {
        closeTextCard()  // even when the block shows nothing
        guard let renderer = settings.metricRenderer else { return }
        metricBlocks.met()
        let block = MetricBlock(yaml: String(decoding: node.literal, as: UTF8.self),
                                line: node.startLine + cards.inline.problems.lineOffset, column: node.startColumn)
        let context = MetricBlockContext(path: page.file.displayPath, relativePath: page.resolutionPath,
                                         contentDirectory: settings.contentDirectory, pageURL: page.url,
                                         period: page.metadata.period, from: page.metadata.from,
                                         to: page.metadata.to, sectionTint: layout.tintName, timeZone: settings.timeZone,
                                         language: settings.language)
        let html: String?
        do {
            html = try renderer.render(block, context: context)
        } catch let diagnostic as Diagnostic {
            metricBlocks.fail()
            cards.inline.problems.append(diagnostic)
            return
        } catch let list as DiagnosticList {
            metricBlocks.fail()
            // A metric file's errors are handed to the first block that reads it only (reported once per
            // build): they are reported with this page.
            cards.inline.problems.append(contentsOf: list.items)
            return
        } catch {
            metricBlocks.fail()
            cards.inline.problems.append(.error(page.file.displayPath, "\(error)"))
            return
        }
        guard let html else { return }
        metricBlocks.showed()
        try openSectionIfNeeded()
        cards.inline.out.raw(html)
    }
}

extension PageWalker {
    /// The page's period in a sentence (`this week`, `in 2026`) in its language; `nil` without `period:`/`from:`/`to:`.
    var periodPhrase: String? {
        period.map { MetricText(localizer: settings.localizer).phrase($0) }
    }

    /// ``periodPhrase`` in English (for the warning).
    var periodEnglishPhrase: String? {
        period.map { MetricText.english.phrase($0) + " (" + $0.slug + ")" }
    }

    private var period: ReportPeriod? {
        let meta = page.metadata
        if let text = meta.period { return ReportPeriod(parsing: text) }
        if let from = meta.from.flatMap(CalendarDay.init(parsing:)), let to = meta.to.flatMap(CalendarDay.init(parsing:)) {
            return ReportPeriod(from: from, to: to)
        }
        return nil
    }
}
