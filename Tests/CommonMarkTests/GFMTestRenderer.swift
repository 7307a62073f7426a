@testable import CommonMark

/// HTML for a GFM tree with cmark-gfm's conventions (`<table>` with `align`, `<del>`, `footnote-ref`,
/// `<section class="footnotes">`), for comparing the GFM layer's tree with the spec's expected output.
/// Raw HTML goes through ``GFMTagFilter``, as a site with `raw_html: true` shows it. Lists are not needed by
/// these examples and render loose.
enum GFMTestRenderer {
    static func render(_ root: UnsafeMarkdownNode) -> String {
        var out = ""
        blocks(root.firstChild, into: &out)
        return out
    }

    static func blocks(_ first: UnsafeMarkdownNode?, into out: inout String) {
        var child = first
        while let node = child {
            child = node.next
            block(node, into: &out)
        }
    }

    static func block(_ node: UnsafeMarkdownNode, into out: inout String) {
        switch node.kind {
        case .paragraph:
            out += "<p>"; inlines(node.firstChild, into: &out); out += "</p>\n"
        case .heading:
            out += "<h\(node.headingLevel)>"; inlines(node.firstChild, into: &out); out += "</h\(node.headingLevel)>\n"
        case .blockQuote:
            out += "<blockquote>\n"; blocks(node.firstChild, into: &out); out += "</blockquote>\n"
        case .list:
            out += "<ul>\n"; blocks(node.firstChild, into: &out); out += "</ul>\n"
        case .item:
            out += "<li>"; blocks(node.firstChild, into: &out); out += "</li>\n"
        case .codeBlock:
            let info = String(decoding: node.fenceInfo, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
            out += info.isEmpty ? "<pre><code>" : "<pre><code class=\"language-\(escape(info))\">"
            out += escape(String(decoding: node.literal, as: UTF8.self)) + "</code></pre>\n"
        case .htmlBlock:
            out += GFMTagFilter.filtered(String(decoding: node.literal, as: UTF8.self))
        case .thematicBreak:
            out += "<hr />\n"
        case .table:
            out += "<table>\n"
            var row = node.firstChild
            var bodyOpen = false
            while let current = row {
                row = current.next
                if current.kind == .tableHeaderRow {
                    out += "<thead>\n"; tableRow(current, cell: "th", into: &out); out += "</thead>\n"
                } else {
                    if !bodyOpen { out += "<tbody>\n"; bodyOpen = true }
                    tableRow(current, cell: "td", into: &out)
                }
            }
            if bodyOpen { out += "</tbody>\n" }
            out += "</table>\n"
        case .footnotes:
            out += "<section class=\"footnotes\">\n<ol>\n"
            var note = node.firstChild
            while let current = note {
                note = current.next
                footnote(current, into: &out)
            }
            out += "</ol>\n</section>\n"
        default:
            break
        }
    }

    static func tableRow(_ row: UnsafeMarkdownNode, cell: String, into out: inout String) {
        out += "<tr>\n"
        var child = row.firstChild
        while let current = child {
            child = current.next
            let align: String = switch current.tableAlignment {
            case .none: ""
            case .left: " align=\"left\""
            case .center: " align=\"center\""
            case .right: " align=\"right\""
            }
            out += "<\(cell)\(align)>"
            if let text = current.tableCellText {
                out += escape(String(decoding: text, as: UTF8.self))
            } else if let paragraph = current.firstChild {
                inlines(paragraph.firstChild, into: &out)
            }
            out += "</\(cell)>\n"
        }
        out += "</tr>\n"
    }

    static func footnote(_ note: UnsafeMarkdownNode, into out: inout String) {
        let n = note.footnoteNumber
        out += "<li id=\"fn\(n)\">\n"
        var backs = ""
        for k in 1...max(1, note.footnoteOccurrence) {
            backs += "<a href=\"#fnref\(n)\(k == 1 ? "" : "-\(k)")\" class=\"footnote-backref\">↩</a>"
        }
        var child = note.firstChild
        while let block = child {
            child = block.next
            if child == nil, block.kind == .paragraph {
                out += "<p>"; inlines(block.firstChild, into: &out); out += " \(backs)</p>\n"
                backs = ""
            } else {
                self.block(block, into: &out)
            }
        }
        if !backs.isEmpty { out += backs + "\n" }
        out += "</li>\n"
    }

    static func inlines(_ first: UnsafeMarkdownNode?, into out: inout String) {
        var child = first
        while let node = child {
            child = node.next
            switch node.kind {
            case .text: out += escape(String(decoding: node.literal, as: UTF8.self))
            case .softBreak: out += "\n"
            case .lineBreak: out += "<br />\n"
            case .code: out += "<code>" + escape(String(decoding: node.literal, as: UTF8.self)) + "</code>"
            case .htmlInline: out += GFMTagFilter.filtered(String(decoding: node.literal, as: UTF8.self))
            case .emphasis: out += "<em>"; inlines(node.firstChild, into: &out); out += "</em>"
            case .strong: out += "<strong>"; inlines(node.firstChild, into: &out); out += "</strong>"
            case .strikethrough: out += "<del>"; inlines(node.firstChild, into: &out); out += "</del>"
            case .link:
                out += "<a href=\"\(escape(String(decoding: node.url, as: UTF8.self)))\">"
                inlines(node.firstChild, into: &out)
                out += "</a>"
            case .footnoteReference:
                let n = node.footnoteNumber, k = node.footnoteOccurrence
                out += "<sup class=\"footnote-ref\"><a href=\"#fn\(n)\" id=\"fnref\(n)\(k > 1 ? "-\(k)" : "")\">\(n)</a></sup>"
            default:
                break
            }
        }
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
