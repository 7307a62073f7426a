import Surfaces

/// The end of a page in a series: the page before and after as navigation rows with `rel="prev"`/`rel="next"`
/// (title, then "Previous week"/"Next week" in the page's language); and a period page whose metrics have no
/// data in its period says so in one short card (and warns, so `--strict` fails).
extension PageWalker {
    /// Writes the pager section (nothing for a page without neighbours).
    mutating func pagerSection() throws(TooDeep) {
        guard let pager = page.pager, pager.previous != nil || pager.next != nil else { return }
        startSection(nil)
        try openSectionIfNeeded()
        let words = settings.localizer
        cards.openAddedRows()
        var first = true
        for (neighbour, relation, key) in [(pager.previous, NavigationButtonStyle.Relation.previous, pager.previousKey),
                                           (pager.next, .next, pager.nextKey)] {
            guard let neighbour else { continue }
            cards.addedRow(title: neighbour.title, subtitle: words(key),
                           href: URLMapping.relativeHref(from: page.url, to: neighbour.url), relation: relation, first: first)
            first = false
        }
        cards.closeAddedRows()
        closeSection()
    }

    /// A card saying that the page's period has no data, when the page has a period and metric blocks and none
    /// of them showed anything; a warning too.
    mutating func emptyPeriodCard() throws(TooDeep) {
        guard metricBlocks.allEmpty, cards.inline.problems.isEmpty, settings.metricRenderer != nil,
              let phrase = periodPhrase else { return }
        startSection(nil)
        try openSectionIfNeeded()
        cards.noteCard(settings.localizer("period.empty", ["period": phrase]))
        closeSection()
        cards.inline.problems.warn(.warning(page.file.displayPath, line: 1, column: 1,
            "no metric on this page has data \(periodEnglishPhrase ?? phrase); the page shows only a note saying so "
            + "(check the page's period, or the metric files' dates)"))
    }
}
