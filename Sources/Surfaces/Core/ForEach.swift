/// Views for each element of an identified collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public let data: Data
    @usableFromInline let idOf: (Data.Element) -> ID
    @usableFromInline let content: (Data.Element) -> Content

    /// One view per element, identified by `id` (a key path such as `\.uuid`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = { $0[keyPath: id] }
        self.content = content
    }

    /// Primitive.
    public typealias Body = Never

    /// Renders each element's view.
    @inlinable
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        context.renderSiblings(view.data.lazy.map(view.content))
    }

    /// Each element's subviews, identified by the element's id.
    @inlinable
    public static func _visitSubviews<Visitor: _SubviewVisitor>(_ view: Self, visitor: inout Visitor) {
        for element in view.data {
            if visitor._tracksIdentity { visitor._path.append(.element(AnyHashable(view.idOf(element)))) }
            Content._visitSubviews(view.content(element), visitor: &visitor)
            if visitor._tracksIdentity { visitor._path.removeLast() }
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of a collection of `Identifiable` values (also `ForEach(subviews)`).
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.idOf = { $0 }
        self.content = content
    }
}
