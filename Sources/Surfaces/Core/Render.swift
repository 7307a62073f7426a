/// Problems found while rendering that the caller should turn into diagnostics.
public struct RenderReport: Sendable, Hashable {
    /// Icon names used with `Image(systemName:)` that the icon library does not know (sorted, unique).
    public var unknownIcons: [String] = []
    /// Tag or attribute names refused by ``Element`` because they are not on the allow-list (sorted, unique).
    public var rejectedMarkup: [String] = []

    /// Creates an empty report.
    public init() {}

    /// Whether nothing went wrong.
    public var isEmpty: Bool { unknownIcons.isEmpty && rejectedMarkup.isEmpty }

    @usableFromInline mutating func noteUnknownIcon(_ name: String) {
        if !unknownIcons.contains(name) { unknownIcons.append(name) }
    }

    @usableFromInline mutating func noteRejected(_ what: String) {
        if !rejectedMarkup.contains(what) { rejectedMarkup.append(what) }
    }

    func sorted() -> RenderReport {
        var copy = self
        copy.unknownIcons.sort()
        copy.rejectedMarkup.sort()
        return copy
    }
}

/// Renders `view` into `buffer`, appending UTF-8 HTML, and returns what went wrong (if anything).
@discardableResult
public func render<V: View>(_ view: V, into buffer: inout HTMLBuffer, environment: EnvironmentValues = .init()) -> RenderReport {
    var context = _RenderContext(buffer: HTMLBuffer(), environment: environment)
    swap(&context.buffer, &buffer)
    V._render(view, into: &context)
    swap(&context.buffer, &buffer)
    return context.report.sorted()
}

/// Renders `view` to UTF-8 HTML bytes.
public func renderHTML<V: View>(_ view: V, environment: EnvironmentValues = .init()) -> [UInt8] {
    var buffer = HTMLBuffer(capacity: 64 * 1024)
    render(view, into: &buffer, environment: environment)
    return buffer.bytes
}

/// Renders `view` to an HTML `String` (a convenience over ``renderHTML(_:environment:)``).
public func renderHTMLString<V: View>(_ view: V, environment: EnvironmentValues = .init()) -> String {
    String(decoding: renderHTML(view, environment: environment), as: UTF8.self)
}

/// Renders `view` and returns both the bytes and the report of problems (unknown icons, refused markup).
public func renderWithReport<V: View>(_ view: V, environment: EnvironmentValues = .init()) -> (html: [UInt8], report: RenderReport) {
    var buffer = HTMLBuffer(capacity: 4096)
    let report = render(view, into: &buffer, environment: environment)
    return (buffer.bytes, report)
}
