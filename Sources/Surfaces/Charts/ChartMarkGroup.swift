/// Writes a chart's marks (bars, range capsules, points) either as one `<path class="CLASS" d="…">`
/// with a subpath per mark, or, when the marks are titled, as `<g class="CLASS">` holding one
/// `<path d="…"><title>LABEL</title></path>` per mark, so every mark can be hovered and read by
/// screen readers. The caller writes each mark's path data between ``openMark(_:_:)`` and
/// ``closeMark(_:_:_:)`` through the same ``ChartPathWriter``.
struct ChartMarkGroup {
    /// The class of the path or group.
    let cls: StaticString
    /// Whether every mark is its own element.
    let titled: Bool
    /// Whether the path or group has been opened (nothing is written for no marks).
    private var opened = false

    /// A group of marks of class `cls`, one element each when `titled`.
    init(class cls: StaticString, titled: Bool) {
        self.cls = cls
        self.titled = titled
    }

    /// Opens the group on the first mark, and each mark's own `<path d="` when titled.
    mutating func openMark(_ path: inout ChartPathWriter, _ buffer: inout HTMLBuffer) {
        if titled || !opened { path.flush(into: &buffer) }
        if !opened {
            buffer.write(titled ? "<g class=\"" : "<path class=\"")
            buffer.write(cls)
            buffer.write(titled ? "\">" : "\" d=\"")
            opened = true
        }
        if titled { buffer.write("<path d=\"") }
    }

    /// Ends a mark: its `<title>` (escaped) when titled and `label` is set.
    func closeMark(_ label: String?, _ path: inout ChartPathWriter, _ buffer: inout HTMLBuffer) {
        guard titled else { return }
        path.flush(into: &buffer)
        if let label {
            buffer.write("\"><title>")
            buffer.writeEscaped(label)
            buffer.write("</title></path>")
        } else {
            buffer.write("\"/>")
        }
    }

    /// Closes the path or group if a mark was written.
    func close(_ path: inout ChartPathWriter, _ buffer: inout HTMLBuffer) {
        guard opened else { return }
        path.flush(into: &buffer)
        buffer.write(titled ? "</g>" : "\"/>")
    }
}
