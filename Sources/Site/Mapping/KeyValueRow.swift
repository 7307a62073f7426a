import Foundation
import Surfaces

/// A list whose items are all written as `Label: value` (`- Distance: 14.1 km`) becomes iOS
/// settings-style rows: the label leading, the value trailing in the secondary colour.
///
/// Only short, plain items qualify, so prose that merely contains a colon stays a paragraph: the item
/// must start with plain text holding `": "`, the label must be 1–32 characters with no link or markup,
/// and the value at most 32 characters of text, emphasis or code (no links, images or breaks).
enum KeyValueRow {
    static let maxLabel = 32
    static let maxValue = 32

    /// Whether every row of a list (two or more) is a single short `Label: value` paragraph.
    static func qualifies(_ rows: [LayoutRow]) -> Bool {
        guard rows.count >= 2 else { return false }
        return rows.allSatisfy { row in
            if case .content(let blocks) = row, blocks.count == 1, case .paragraph(let inlines) = blocks[0] {
                return split(inlines) != nil
            }
            return false
        }
    }

    /// The label and the value inlines, or nil when the item is not a short `Label: value` line.
    static func split(_ inlines: [LayoutInline]) -> (label: String, value: [LayoutInline])? {
        guard case .text(let first)? = inlines.first,
              let colon = first.range(of: ": ") else { return nil }
        let label = first[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
        guard !label.isEmpty, label.count <= maxLabel else { return nil }
        var value: [LayoutInline] = []
        let rest = first[colon.upperBound...].trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { value.append(.text(rest)) }
        for inline in inlines.dropFirst() {
            switch inline {
            case .text, .strong, .emphasis, .code: value.append(inline)
            default: return nil
            }
        }
        let text = value.plainText
        guard !text.isEmpty, text.count <= maxValue, !text.contains("\n") else { return nil }
        return (label, value)
    }

    /// `HStack { Text(label); Spacer(); value in the secondary colour }`.
    static func view(label: String, value: [LayoutInline]) -> some View {
        HStack(alignment: .firstTextBaseline) {
            Text(label)
            Spacer()
            RichText(InlineRuns.runs(value), element: .span)
                .foregroundStyle(.secondary)
        }
    }
}
