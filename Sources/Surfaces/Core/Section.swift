/// A section of a page: a header, content and a footer. Rendered as `<section class="section">`;
/// inside a ``SectionedSurface`` a section with empty content is left out entirely.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    /// The header (usually a ``SectionHeader``).
    public let header: Parent
    /// The content.
    public let content: Content
    /// The footer.
    public let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// Primitive.
    public typealias Body = Never

    /// Writes `<section class="section">` with the header, the content and a `<footer>`.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        var wrapped = false
        if context.hasPending {
            wrapped = context.openElement(.section, class: Section<Never, Never, Never>.className)
            context.finishStartTag()
        } else {
            Section<Never, Never, Never>.writeOpen(into: &context.buffer)
        }
        let saved = context.takePending()
        context.phrasing = false
        Parent._render(view.header, into: &context)
        Content._render(view.content, into: &context)
        context.renderLazily(view.footer, in: FooterContainer())
        context.restore(saved)
        context.closeElement(.section, wrapped: wrapped)
    }
}

/// Writes `<footer class="section-footer">` around a non-empty footer.
@usableFromInline struct FooterContainer: LazyContainer {
    @usableFromInline init() {}
    @inlinable func open(_ context: inout _RenderContext) { context.buffer.write("<footer class=\"section-footer\">") }
    @inlinable func close(_ context: inout _RenderContext) { context.buffer.write("</footer>") }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer and no header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == SectionHeader, Footer == EmptyView {
    /// A section with a horizontal ``SectionHeader`` titled `title`.
    public init(_ title: String, systemImage: String? = nil, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { SectionHeader(.horizontal, title: title, systemImage: systemImage) })
    }
}

/// Lets containers recognise sections among their subviews.
@usableFromInline protocol SectionView {
    func makeConfiguration(id: SubviewID) -> SectionConfiguration
    func hasContent() -> Bool
    func renderParts(header: Bool, content: Bool, footer: Bool, into context: inout _RenderContext)
}

extension Section: SectionView {
    @usableFromInline func makeConfiguration(id: SubviewID) -> SectionConfiguration {
        SectionConfiguration(id: id, header: SubviewCollector.collect(header), content: SubviewCollector.collect(content), footer: SubviewCollector.collect(footer))
    }

    @inlinable func hasContent() -> Bool { !_RenderContext.isEmpty(content) }

    @inlinable func renderParts(header h: Bool, content c: Bool, footer f: Bool, into context: inout _RenderContext) {
        if h { Parent._render(header, into: &context) }
        if c { Content._render(content, into: &context) }
        if f { context.renderLazily(footer, in: FooterContainer()) }
    }
}

/// One section handed over by `ForEach(sections:)`.
public struct SectionConfiguration: Identifiable {
    /// Stable identity.
    public let id: SubviewID
    /// The header's subviews.
    public let header: SubviewsCollection
    /// The content's subviews (`content.isEmpty` tells an empty section).
    public let content: SubviewsCollection
    /// The footer's subviews.
    public let footer: SubviewsCollection
}

/// Collects sections; loose subviews between sections form header-less sections.
struct SectionCollector: _SubviewVisitor {
    var _path: [SubviewID.Component] = []
    var sections: [SectionConfiguration] = []
    var loose: [Subview] = []
    var looseID: SubviewID?

    mutating func visit<V: View>(_ view: V) {
        if let section = view as? any SectionView {
            flushLoose()
            sections.append(section.makeConfiguration(id: SubviewID(_path)))
        } else {
            if looseID == nil { looseID = SubviewID(_path) }
            loose.append(Subview(id: SubviewID(_path), view: AnyView(view)))
        }
    }

    mutating func flushLoose() {
        guard let id = looseID else { return }
        sections.append(SectionConfiguration(id: id, header: SubviewsCollection([]), content: SubviewsCollection(loose), footer: SubviewsCollection([])))
        loose = []
        looseID = nil
    }
}

extension ForEach where Data == [SectionConfiguration], ID == SubviewID {
    /// One view per ``Section`` found in `view` (views outside sections form implicit sections).
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        var collector = SectionCollector()
        V._visitSubviews(view, visitor: &collector)
        collector.flushLoose()
        self.init(collector.sections, content: content)
    }
}

// MARK: Markup

extension Section where Parent == Never, Content == Never, Footer == Never {
    /// The section's class.
    @usableFromInline static let className = "section"

    /// Opens a section without modifiers: `<section class="section">`.
    @inlinable
    public static func writeOpen(into buffer: inout HTMLBuffer) { buffer.write("<section class=\"section\">") }

    /// Closes a section.
    @inlinable
    public static func writeClose(into buffer: inout HTMLBuffer) { buffer.write("</section>") }
}
