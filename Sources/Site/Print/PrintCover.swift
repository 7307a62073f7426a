import Basics
import Escaping
import Localization

/// The first printed sheet of a report page: its title, period and site (with the author), and the headline
/// figure of every metric card on the page, so that the sheet a doctor or coach reads first says the week at a
/// glance. On screen it is not shown (`.print-cover{display:none}`); in print it replaces the page's `<h1>` and
/// is followed by a page break (see the stylesheet's print rules).
///
/// The figures are read back from the page's own rendered cards (the `metric-card-title`, `metric-value` and
/// `metric-unit` elements that ``MetricCard`` writes), so the cover shows exactly what the cards show, already
/// escaped. A page without metric cards gets no cover.
struct PrintCover: Sendable {
    /// One card's headline: its title, value and unit, as escaped HTML text.
    struct Figure: Hashable, Sendable {
        var title: String
        var value: String
        var unit: String
    }

    /// The figures of the page's cards, in page order.
    let figures: [Figure]

    /// The cover of a rendered body.
    init(body: [UInt8]) {
        figures = Self.figures(in: body)
    }

    /// The cover's HTML (`nil` without figures): `title` and `heading`'s texts are escaped here; `author` may be empty.
    func html(title: String, heading: PrintHeading, author: String) -> String? {
        guard !figures.isEmpty else { return nil }
        var out = "<div class=\"print-cover\"><p class=\"print-cover-title\">" + HTMLEscaping.escaped(title) + "</p>"
        if let period = heading.periodText {
            out += "<p class=\"print-cover-period\">" + HTMLEscaping.escaped(period) + "</p>"
        }
        let site = [heading.siteTitle, author].filter { !$0.isEmpty }.joined(separator: " · ")
        if !site.isEmpty { out += "<p class=\"print-cover-site\">" + HTMLEscaping.escaped(site) + "</p>" }
        out += "<dl class=\"print-cover-figures\">"
        for figure in figures {
            out += "<div><dt>" + figure.title + "</dt><dd><span>" + figure.value + "</span>"
            if !figure.unit.isEmpty { out += " <span>" + figure.unit + "</span>" }  // value, unit: no classes (page weight)
            out += "</dd></div>"
        }
        return out + "</dl></div>"
    }

    /// The body with the cover in front of it (the body unchanged when there is no cover).
    func inserted(into body: [UInt8], title: String, heading: PrintHeading, author: String) -> [UInt8] {
        guard let cover = html(title: title, heading: heading, author: author) else { return body }
        return Array(cover.utf8) + body
    }

    /// The headline of every metric card in `body`, in order.
    static func figures(in body: [UInt8]) -> [Figure] {
        var figures: [Figure] = []
        var at = 0
        while let title = text(after: titleMarker, in: body, from: at) {
            guard let value = text(after: valueMarker, in: body, from: title.end) else { break }
            var unit = ""
            let nextTitle = find(titleMarker, in: body, from: value.end) ?? body.count
            if let found = text(after: unitMarker, in: body, from: value.end), found.end <= nextTitle { unit = found.text }
            figures.append(Figure(title: title.text, value: value.text, unit: unit))
            at = value.end
        }
        return figures
    }

    private static let titleMarker = Array("class=\"metric-card-title\">".utf8)
    private static let valueMarker = Array("class=\"metric-value\">".utf8)
    private static let unitMarker = Array("class=\"metric-unit\">".utf8)

    /// The text between `marker` and the next `<`, searching from `start`.
    private static func text(after marker: [UInt8], in body: [UInt8], from start: Int) -> (text: String, end: Int)? {
        guard let found = find(marker, in: body, from: start) else { return nil }
        let begin = found + marker.count
        var end = begin
        while end < body.count, body[end] != UInt8(ascii: "<") { end += 1 }
        return (String(decoding: body[begin..<end], as: UTF8.self), end)
    }

    /// Where `needle` first occurs in `body` at or after `start`.
    static func find(_ needle: [UInt8], in body: [UInt8], from start: Int) -> Int? {
        ByteSearch.firstIndex(of: needle, in: body, from: start)
    }
}

extension PrintCover {
    /// `body` with the print cover of `page` in front (report pages with metric cards; others unchanged) and, on a
    /// report with `print: full`, the link to its print packet after the title.
    static func cover(page: SourcePage, body: [UInt8], shared: PageContext.Shared) -> [UInt8] {
        // A written page without metric blocks has no card (and no packet link): its body is not searched.
        if page.role.isMarkdown, page.fences.isEmpty { return body }
        let language = page.metadata.language ?? shared.config.language
        let localizer = shared.localizers.localizer(for: language)
        let linked = packetLink(page: page, body: body, localizer: localizer)
        let cover = PrintCover(body: linked)
        guard !cover.figures.isEmpty else { return linked }
        let heading = PrintHeading(siteTitle: shared.config.title, metadata: page.metadata, localizer: localizer)
        return cover.inserted(into: linked, title: page.title, heading: heading, author: shared.config.author)
    }

    /// `body` with the link to the page's print packet after its first `</h1>` (at the top without one), when the
    /// page has one (``PrintPacket/pages(for:)`` makes it); hidden in print.
    static func packetLink(page: SourcePage, body: [UInt8], localizer: Localizer) -> [UInt8] {
        guard page.metadata.printMode == .full, page.role.printPacket == nil, page.role.generated == nil,
              page.role.series?.index == nil, page.metadata.reportPeriod != nil else { return body }
        let link = Array(("<p class=\"print-packet-link\"><a href=\"" + PrintPacket.folder + "\">"
                          + HTMLEscaping.escaped(localizer("print.packet_link")) + "</a></p>").utf8)
        let end = Array("</h1>".utf8)
        guard let at = find(end, in: body, from: 0) else { return link + body }
        return Array(body[..<(at + end.count)]) + link + Array(body[(at + end.count)...])
    }
}
