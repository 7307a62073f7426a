/// Views of which one shows at a time, chosen by a segmented control without JavaScript: a radio button per
/// view (transparent, over its segment; focusable, arrow keys move between them) and its label as the segment,
/// then the views; CSS shows the view whose radio button is checked (the first by default). A metric overview's week, month,
/// six-month and year views.
///
/// Markup: `<div class="segmented-views segments-N" role="group" aria-label="…">`, then `<input type="radio"
/// class="segment-input" name="…" id="…-1" checked>`… , `<div class="segment-labels"><label for="…-1">…</label>…
/// </div>`, `<div class="segment-panels"><div class="segment-panel">…</div>…</div></div>`. At most
/// ``maximumSegments`` views. The theming hooks are `segmented-views`, `segment-labels`, `segment-panel`.
public struct SegmentedViews: View {
    /// One view and its segment's label.
    public struct Segment {
        let label: String
        let content: AnyView

        /// A segment labelled `label` showing `content`.
        public init<Content: View>(_ label: String, @ViewBuilder content: () -> Content) {
            self.label = label
            self.content = AnyView(content())
        }
    }

    /// The most views one control holds (the stylesheet has rules for this many).
    public static let maximumSegments = 6

    let name: String
    let label: String
    let segments: [Segment]

    /// Views named `name` (letters, digits and `-`: the radio group's name and the ids' prefix, unique in the
    /// page), `label` their accessible name.
    public init(name: String, label: String, segments: [Segment]) {
        self.name = name
        self.label = label
        self.segments = Array(segments.prefix(Self.maximumSegments))
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes the control and the views.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        let name = String(decoding: view.name.utf8.filter { b in
            (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 45
        }, as: UTF8.self)
        context.buffer.write("<div class=\"segmented-views segments-")
        context.buffer.write(int: view.segments.count)
        context.buffer.write("\" role=\"group\" aria-label=\"")
        context.buffer.writeEscaped(view.label)
        context.buffer.write("\">")
        for k in view.segments.indices {
            context.buffer.write("<input type=\"radio\" class=\"segment-input\" name=\"")
            context.buffer.writeRaw(name)
            context.buffer.write("\" id=\"")
            context.buffer.writeRaw(name)
            context.buffer.write("-")
            context.buffer.write(int: k + 1)
            context.buffer.write(k == 0 ? "\" checked>" : "\">")
        }
        context.buffer.write("<div class=\"segment-labels\">")
        for (k, segment) in view.segments.enumerated() {
            context.buffer.write("<label for=\"")
            context.buffer.writeRaw(name)
            context.buffer.write("-")
            context.buffer.write(int: k + 1)
            context.buffer.write("\">")
            context.buffer.writeEscaped(segment.label)
            context.buffer.write("</label>")
        }
        context.buffer.write("</div><div class=\"segment-panels\">")
        for segment in view.segments {
            context.buffer.write("<div class=\"segment-panel\">")
            AnyView._render(segment.content, into: &context)
            context.buffer.write("</div>")
        }
        context.buffer.write("</div></div>")
    }
}
