import Diagnostics
import Metrics
import MIME
import POSIXFiles
import Site
import YAML

/// A built report page and what its message needs: the page's digest (with its cards' days), the settings'
/// addresses and the date its front matter (or `--period`) gives.
struct EmailSource {
    /// The page, read back from the build.
    let digest: ReportDigest
    /// The page's front matter `period:` or `--period`, and `date:`.
    let period: ReportPeriod?
    let pageDate: CalendarDay?
    /// The settings (for `email_from`, `email_to`).
    let config: SiteConfig

    /// Reads the page `options.page` of the site built into `site`; `base` is the working directory.
    init(options: EmailOptions, base: String, site: String) throws {
        let content = Paths.absolute(options.contentDirectory, base: base)
        var relative = Paths.absolute(options.page, base: base)
        guard Paths.isInside(relative, content), relative.hasSuffix(".md") else {
            throw Diagnostic.error(options.page, "not a Markdown page of the content folder \(options.contentDirectory)/; name one like \(options.contentDirectory)/index.md")
        }
        let source = relative
        relative = String(relative.dropFirst(content.count + 1).dropLast(3))
        var folder = relative == "index" ? "" : (relative.hasSuffix("/index") ? String(relative.dropLast(5)) : relative + "/")
        if let period = options.period { folder += period + "/" }
        let pagePath = Paths.join(site, folder + "index.html")
        guard let html = try? FileSystem.read(pagePath) else {
            let hint = options.period == nil ? "is it a draft, or a series page that needs --period?" : "is \(options.period!) one of the series' periods?"
            throw Diagnostic.error(options.page, "the page was not built at \(folder.isEmpty ? "/" : folder) (\(hint))")
        }
        var digest = ReportDigestReader.read(html)
        Self.attachDays(to: &digest, pageFolder: Paths.join(site, folder), site: site)
        self.digest = digest
        let meta = try Self.frontMatter(source)
        period = (options.period ?? meta?["period"]?.scalarText).flatMap(ReportPeriod.init(parsing:))
        pageDate = meta?["date"]?.scalarText.flatMap(CalendarDay.init(parsing:))
        let configPath = Paths.absolute(options.configFile, base: base)
        if let text = try? FileSystem.read(configPath) {
            config = try SiteConfig.parse(String(decoding: text, as: UTF8.self), path: options.configFile)
        } else {
            config = SiteConfig()
        }
    }

    /// Each card's days, from its period page (a link inside the site only).
    private static func attachDays(to digest: inout ReportDigest, pageFolder: String, site: String) {
        for s in digest.sections.indices {
            for b in digest.sections[s].blocks.indices {
                guard case .card(var card) = digest.sections[s].blocks[b] else { continue }
                let target = Paths.absolute(card.destination, base: pageFolder)
                guard !card.destination.contains(":"), Paths.isInside(target, site),
                      let html = try? FileSystem.read(Paths.join(target, "index.html")) else { continue }
                card.days = PeriodTableReader.days(html, language: digest.language)
                digest.sections[s].blocks[b] = .card(card)
            }
        }
    }

    /// The page's front matter as a mapping (empty without one).
    private static func frontMatter(_ path: String) throws -> YAMLNode? {
        let bytes = try FileSystem.read(path)
        let split = try FrontMatter.split(String(decoding: bytes, as: UTF8.self), path: path)
        return try split.parseYAML(path: path)
    }

    /// The message: subject from the title and period, date from the period's last day (or `date:`).
    func message(options: EmailOptions) throws -> MIMEMessage {
        let to = options.recipients.isEmpty
            ? config.emailTo.split(separator: ",").map { ReportDigestReader.clean(String($0)) }.filter { !$0.isEmpty }
            : options.recipients
        let periodText = digest.periodText
        let subject = periodText.isEmpty || digest.title.contains(periodText) ? digest.title : digest.title + " · " + periodText
        let day = pageDate ?? period?.end ?? CalendarDay(daysSinceEpoch: 0)
        return MIMEMessage(from: options.from ?? config.emailFrom, to: to, subject: subject, date: Self.rfc5322(day),
                           language: digest.language, text: EmailTextRenderer.render(digest), html: EmailHTMLRenderer.render(digest))
    }

    /// `Sun, 29 Nov 2026 00:00:00 +0000`.
    static func rfc5322(_ day: CalendarDay) -> String {
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let (year, month, date) = day.components
        let two = date < 10 ? "0\(date)" : "\(date)"
        return "\(weekdays[day.isoWeekday - 1]), \(two) \(CalendarDay.monthNames[month - 1]) \(year) 00:00:00 +0000"
    }
}
