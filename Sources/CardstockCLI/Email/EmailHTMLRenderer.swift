import Escaping

/// The HTML version of a report email, made for mail clients: one 600 px centred table, inline styles only
/// (clients drop `<style>` and classes), light colours, no image, no SVG, no web font, no link to anything
/// outside the message. A card's days are drawn as bars made of table cells whose width is the day's share of
/// the highest day, beside the page's own text for the value: every client draws them, none needs an image.
enum EmailHTMLRenderer {
    private static let font = "font-family:-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans CJK SC',sans-serif"
    private static let card = "background:#ffffff;border:1px solid #d1d1d6;border-radius:12px;padding:12px 16px"

    /// The document for `digest`.
    static func render(_ digest: ReportDigest) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"" + e(digest.language) + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" + e(digest.title) + "</title>\n"
        out += "</head>\n<body style=\"margin:0;padding:0;background:#f2f2f7;color:#000000;" + font + "\">\n"
        out += "<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"background:#f2f2f7\"><tr><td align=\"center\" style=\"padding:16px 8px\">\n"
        out += "<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"max-width:600px;width:100%\">\n"
        out += row("<h1 style=\"margin:0;font-size:28px;line-height:1.2\">" + e(digest.title) + "</h1>"
                   + (digest.header.isEmpty ? "" : "<p style=\"margin:4px 0 0;color:#636366;font-size:14px\">" + e(digest.header) + "</p>"))
        for section in digest.sections {
            if !section.heading.isEmpty {
                out += row("<h2 style=\"margin:16px 0 0;font-size:20px;line-height:1.3\">" + e(section.heading) + "</h2>")
            }
            for block in section.blocks { out += row(render(block)) }
        }
        return out + "</table>\n</td></tr></table>\n</body>\n</html>\n"
    }

    private static func row(_ content: String) -> String {
        "<tr><td style=\"padding:6px 0\">" + content + "</td></tr>\n"
    }

    private static func render(_ block: ReportDigest.Block) -> String {
        switch block {
        case .paragraph(let text):
            return "<div style=\"" + card + ";font-size:16px;line-height:1.45\">" + e(text) + "</div>"
        case .row(let title, let detail):
            return "<div style=\"" + card + "\"><div style=\"font-size:16px;font-weight:600\">" + e(title) + "</div>"
                + (detail.isEmpty ? "" : "<div style=\"font-size:14px;color:#636366\">" + e(detail) + "</div>") + "</div>"
        case .card(let metric):
            return cardHTML(metric)
        }
    }

    private static func cardHTML(_ metric: ReportDigest.Card) -> String {
        var out = "<div style=\"" + card + "\"><div style=\"font-size:14px;font-weight:600;color:#636366\">" + e(metric.title) + "</div>"
        out += "<div style=\"font-size:28px;font-weight:700;line-height:1.2\">" + e(metric.value)
        if !metric.unit.isEmpty { out += " <span style=\"font-size:16px;font-weight:600;color:#636366\">" + e(metric.unit) + "</span>" }
        out += "</div>"
        for line in metric.changes { out += "<div style=\"font-size:14px\">" + e(line) + "</div>" }
        for line in metric.notes { out += "<div style=\"font-size:13px;color:#636366\">" + e(line) + "</div>" }
        return out + bars(metric.days) + "</div>"
    }

    /// One table row per day: the day, a bar of cells, the page's value.
    private static func bars(_ days: [ReportDigest.Day]) -> String {
        guard !days.isEmpty else { return "" }
        let top = days.compactMap(\.amount).max() ?? 0
        var out = "<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"margin-top:8px;font-size:13px\">"
        for day in days {
            let share = top > 0 ? max(0, min(100, Int(((day.amount ?? 0) / top * 100).rounded()))) : 0
            out += "<tr><td style=\"padding:2px 8px 2px 0;white-space:nowrap;color:#636366;width:1%\">" + e(day.label) + "</td><td style=\"padding:2px 0\">"
            if share > 0 {
                out += "<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr>"
                out += "<td width=\"\(share)%\" style=\"width:\(share)%;height:10px;background:#007aff;border-radius:3px;font-size:0;line-height:0\">&nbsp;</td>"
                if share < 100 { out += "<td style=\"font-size:0;line-height:0\">&nbsp;</td>" }
                out += "</tr></table>"
            }
            out += "</td><td style=\"padding:2px 0 2px 8px;white-space:nowrap;text-align:right;width:1%\">" + e(day.value) + "</td></tr>"
        }
        return out + "</table>"
    }

    private static func e(_ text: String) -> String { HTMLEscaping.escaped(text) }
}
