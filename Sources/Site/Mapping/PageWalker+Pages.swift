import Metrics
import POSIXFiles
import Surfaces

/// The automatic "Pages" section of a folder index: its child pages that no link on the page points to, as
/// navigation rows (title, then the description or date) in the index's order (``SiteNavigation``).
///
/// A list longer than ``groupThreshold`` rows is split into groups under small headings, so that a folder of
/// 500 proposals is not one endless card:
/// - **by subfolder** when some rows live in a subfolder of the index's folder (a subfolder with no index of
///   its own, because a page beside it has its URL: `guide.md` beside `guide/`): the folder's own rows first,
///   without a heading, then each subfolder's rows under its title (the page with the subfolder's URL, else
///   the folder's name), subfolders in file-name order; a group that is still longer than the threshold is
///   split again by the rule below, its headings `Guide · A`;
/// - else by the list's order: by first letter (`sort: title`), by year (`sort: date`), or by file name
///   (`sort: file`: numbered names by hundreds, `0100–0199`, others by first letter).
///
/// Rows keep the index's order inside each group; one group only means no headings.
extension PageWalker {
    /// Lists longer than this are grouped.
    static let groupThreshold = 50

    /// Writes the section (nothing when every child page is linked from the page already).
    mutating func pagesSection(children: [Int], pages: [SourcePage]) throws(TooDeep) {
        let rows = children.filter { !cards.inline.links.outcome.linkedPages.contains($0) }
        if rows.isEmpty { return }
        startSection(PendingSection(title: settings.pagesTitle, id: nil, style: SectionStyle()))
        try openSectionIfNeeded()
        let groups = rows.count > Self.groupThreshold
            ? Self.groups(rows, pages: pages, folder: URLMapping.sourceFolder(page.file.relativePath),
                          order: page.metadata.sort ?? settings.sort)
            : [("", rows)]
        for group in groups {
            cards.openAddedRows(heading: group.title)
            for (k, index) in group.rows.enumerated() {
                let target = pages[index]
                cards.addedRow(title: target.title, subtitle: target.metadata.description ?? target.metadata.date ?? "",
                               href: URLMapping.relativeHref(from: page.url, to: target.url), first: k == 0)
            }
            cards.closeAddedRows()
        }
        closeSection()
    }

    /// The groups of a long list of `rows` (pages of `pages`, in order) shown by the index of `folder`: by
    /// subfolder when rows live in one, else by ``groupKey(_:order:)``; `[("", rows)]` when nothing splits.
    static func groups(_ rows: [Int], pages: [SourcePage], folder: String, order: ChildOrder) -> [(title: String, rows: [Int])] {
        var own: [Int] = []
        var below: [String: [Int]] = [:]
        for index in rows {
            if let subfolder = subfolder(of: pages[index], below: folder) {
                below[subfolder, default: []].append(index)
            } else {
                own.append(index)
            }
        }
        if below.isEmpty { return split(rows, pages: pages, order: order, prefix: "") }
        var groups = own.isEmpty ? [] : split(own, pages: pages, order: order, prefix: "")
        let prefix = folder.isEmpty ? "" : folder + "/"
        for name in below.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let members = below[name] ?? []
            let url = URLMapping.pageURL(forMarkdown: prefix + name + "/index.md", isFolderIndex: true)
            let title = own.first { pages[$0].url == url }.map { pages[$0].title }
                ?? PageTitle.fromFileName(prefix + name + "/index.md", siteTitle: name, isFolderIndex: true)
            groups += split(members, pages: pages, order: order, prefix: title)
        }
        return groups
    }

    /// The first folder below `folder` that `page` (a row of `folder`'s index) lives in, or nil when it is a
    /// row of the folder itself (a page in it, or the index of a folder right below it).
    static func subfolder(of page: SourcePage, below folder: String) -> String? {
        var own = URLMapping.sourceFolder(page.file.relativePath)
        if page.isIndex { own = URLMapping.sourceFolder(own) }
        if own == folder { return nil }
        guard let rest = folder.isEmpty ? Substring(own) : Paths.relative(own, inside: folder) else { return nil }
        return rest.split(separator: "/", maxSplits: 1).first.map(String.init)
    }

    /// `rows` as one group titled `prefix`, or split by ``groupKey(_:order:)`` (titles `prefix · key`) when
    /// longer than ``groupThreshold`` and the keys differ.
    private static func split(_ rows: [Int], pages: [SourcePage], order: ChildOrder, prefix: String) -> [(title: String, rows: [Int])] {
        guard rows.count > groupThreshold else { return [(prefix, rows)] }
        var groups: [(title: String, rows: [Int])] = []
        for index in rows {
            let key = groupKey(pages[index], order: order)
            let title = prefix.isEmpty ? key : prefix + " · " + key
            if groups.last?.title == title { groups[groups.count - 1].rows.append(index) } else { groups.append((title, [index])) }
        }
        return groups.count < 2 ? [(prefix, rows)] : groups
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
        case .period:
            guard let period = page.metadata.period.flatMap(ReportPeriod.init(parsing:)) else { return "No period" }
            return String(period.groupYear)
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
