import Metrics
import POSIXFiles

/// Titles for pages that have neither a front matter `title` nor a `#` heading.
///
/// Rule: the file name without its extension (the folder name for `index.md` or a folder's `README.md`; the site title for
/// the root index); a leading `YYYY-MM-DD-` date is kept as a date followed by a space, other
/// hyphens and underscores become spaces, and the first letter after the date is capitalised:
/// `2026-11-24-morning-run.md` → "2026-11-24 Morning run", `resting_heart-rate.md` → "Resting heart rate".
enum PageTitle {
    /// The fallback title for a page path inside the content folder.
    static func fromFileName(_ relativePath: String, siteTitle: String, isFolderIndex: Bool = false) -> String {
        var name = Paths.lastComponent(relativePath)
        if name.hasSuffix(".markdown") { name.removeLast(9) } else if name.hasSuffix(".md") { name.removeLast(3) }
        if name == "index" || isFolderIndex {
            let folder = URLMapping.sourceFolder(relativePath)
            if folder.isEmpty { return siteTitle }
            name = Paths.lastComponent(folder)
        }
        var bytes = Array(name.utf8)
        var prefix = ""
        if bytes.count >= 10, CalendarDay(parsing: String(decoding: bytes[0..<10], as: UTF8.self)) != nil {
            prefix = String(decoding: bytes[0..<10], as: UTF8.self)
            bytes.removeFirst(10)
            while let first = bytes.first, first == 45 || first == 95 { bytes.removeFirst() }
        }
        var words = String(decoding: bytes.map { $0 == 45 || $0 == 95 ? 32 : $0 }, as: UTF8.self)
        if let first = words.first {
            words = first.uppercased() + words.dropFirst()
        }
        if prefix.isEmpty { return words.isEmpty ? name : words }
        return words.isEmpty ? prefix : prefix + " " + words
    }
}
