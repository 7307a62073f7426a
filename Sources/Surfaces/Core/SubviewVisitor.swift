/// Receives the flattened children of a view (tuples, `ForEach`, conditionals resolved;
/// empty views dropped). Implemented by containers; users normally use `Group(subviews:)`.
public protocol _SubviewVisitor {
    /// The structural path to the subview being visited (its stable identity).
    var _path: [SubviewID.Component] { get set }
    /// Called once per subview, in order.
    mutating func visit<V: View>(_ view: V)
    /// Whether this visitor reads ``_path`` (identity); renderers that don't skip building it.
    var _tracksIdentity: Bool { get }
}

extension _SubviewVisitor {
    /// By default, visitors track identity.
    @inlinable public var _tracksIdentity: Bool { true }

    /// Visits the subviews of each of `views` in order, each view identified by its position.
    @inlinable
    mutating func visitSubviews<Views: Sequence>(ofEach views: Views) where Views.Element: View {
        let track = _tracksIdentity
        for (index, view) in views.enumerated() {
            if track { _path.append(.index(index)) }
            Views.Element._visitSubviews(view, visitor: &self)
            if track { _path.removeLast() }
        }
    }
}

/// The stable identity of a subview: its structural position, with `ForEach` element ids.
public struct SubviewID: Hashable, CustomStringConvertible {
    /// One step of the path.
    public enum Component: Hashable {
        /// The n-th child of a tuple or loop.
        case index(Int)
        /// A branch of `if`/`else` (0 = first).
        case branch(Int)
        /// A `ForEach` element with this id.
        case element(AnyHashable)
    }

    /// The path from the container to the subview.
    public let components: [Component]

    /// Creates an id from a path.
    public init(_ components: [Component]) { self.components = components }

    /// A readable form such as `0/e:run-1`.
    public var description: String {
        components.map { c -> String in
            switch c {
            case .index(let i): return String(i)
            case .branch(let b): return "b\(b)"
            case .element(let e): return "e:\(e)"
            }
        }.joined(separator: "/")
    }
}

/// Collects subviews into type-erased ``Subview`` values.
struct SubviewCollector: _SubviewVisitor {
    var _path: [SubviewID.Component] = []
    var subviews: [Subview] = []

    mutating func visit<V: View>(_ view: V) {
        subviews.append(Subview(id: SubviewID(_path), view: AnyView(view)))
    }

    static func collect<V: View>(_ view: V) -> SubviewsCollection {
        var collector = SubviewCollector()
        V._visitSubviews(view, visitor: &collector)
        return SubviewsCollection(collector.subviews)
    }
}

/// Counts subviews without materialising them.
@usableFromInline struct SubviewCounter: _SubviewVisitor {
    @inlinable var _tracksIdentity: Bool { false }
    @usableFromInline var _path: [SubviewID.Component] = []
    @usableFromInline var count = 0
    @usableFromInline init() {}
    @inlinable mutating func visit<V: View>(_ view: V) { count += 1 }
}
