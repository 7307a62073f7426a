import Surfaces

/// The automatic "Pages" section of a folder index: its child pages that no link on the page points to, as
/// navigation rows (title, then the description or date) in the index's order (``SiteNavigation``). A list
/// longer than ``groupThreshold`` rows is split into groups under small headings: by first letter (`sort:
/// title`), by year (`sort: date`), or by file name (`sort: file`: numbered names by hundreds, `0100–0199`,
/// others by first letter), so that a folder of 500 proposals is not one endless card.
extension PageWalker {
    /// Lists longer than this are grouped.
    static let groupThreshold = 50

    /// Writes the section (nothing when every child page is linked from the page already).
    mutating func pagesSection(children: [Int], pages: [SourcePage]) throws(TooDeep) {
        let rows = children.filter { !outcome.linkedPages.contains($0) }
        if rows.isEmpty { return }
        startSection(PendingSection(title: settings.pagesTitle, id: nil, style: SectionStyle()))
        try openSectionIfNeeded()
        let order = page.metadata.sort ?? settings.sort
        var groups: [(title: String, rows: ArraySlice<Int>)] = []
        if rows.count > Self.groupThreshold {
            var start = 0
            var key = Self.groupKey(pages[rows[0]], order: order)
            for k in 1...rows.count {
                let next = k < rows.count ? Self.groupKey(pages[rows[k]], order: order) : nil
                if next != key {
                    groups.append((key, rows[start..<k]))
                    start = k
                    if let next { key = next }
                }
            }
        }
        if groups.count < 2 { groups = [("", rows[...])] }
        for group in groups {
            if !group.title.isEmpty {
                out.openHeading(level: 3, id: nil)
                out.text(group.title)
                out.closeHeading(level: 3)
            }
            out.openListCard(.unordered)
            var first = true
            for index in group.rows {
                if !first { out.nextListRow() }
                first = false
                checkChevron()
                let target = pages[index]
                out.openNavigationRow(destination: URLMapping.relativeHref(from: page.url, to: target.url))
                out.text(target.title)
                let subtitle = target.metadata.description ?? target.metadata.date ?? ""
                if !subtitle.isEmpty {
                    out.navigationSubtitle()
                    out.text(subtitle)
                }
                out.closeNavigationRow()
            }
            out.closeListCard(.unordered)
        }
        closeSection()
    }

    /// The group a row belongs to in a long list. Rows come sorted, so equal keys are adjacent (pages with a
    /// `weight` come first and form their own groups by the same rule).
    static func groupKey(_ page: SourcePage, order: ChildOrder) -> String {
        switch order {
        case .title:
            return initial(page.title)
        case .date:
            guard let date = page.metadata.date, date.utf8.count >= 4 else { return "No date" }
            return String(date.prefix(4))
        case .file:
            let name = ChildOrder.fileName(of: page)
            let digits = name.utf8.prefix { $0 >= 0x30 && $0 <= 0x39 }
            guard !digits.isEmpty, digits.count <= 9 else { return initial(String(name)) }
            var value = 0
            for digit in digits { value = value * 10 + Int(digit - 0x30) }
            let low = value / 100 * 100
            return padded(low, digits.count) + "–" + padded(low + 99, digits.count)
        }
    }

    /// The first character of `text` in upper case, or `#` when it is not a letter.
    private static func initial(_ text: String) -> String {
        guard let first = text.first else { return "#" }
        return first.isLetter ? first.uppercased() : "#"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
