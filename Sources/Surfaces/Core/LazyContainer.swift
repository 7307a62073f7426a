/// A container that writes its start tag only when it meets its first subview, so it can
/// render nothing at all when its content is empty (the DividedCard rule), in one pass.
@usableFromInline protocol LazyContainer {
    /// Writes the start of the container (called before the first subview).
    mutating func open(_ context: inout _RenderContext)
    /// Writes what goes between two subviews (e.g. a divider).
    mutating func between(_ context: inout _RenderContext)
    /// Renders one subview.
    mutating func child<V: View>(_ view: V, _ context: inout _RenderContext)
    /// Writes the end of the container (called only if it was opened).
    mutating func close(_ context: inout _RenderContext)
}

extension LazyContainer {
    @inlinable mutating func between(_ context: inout _RenderContext) {}
    @inlinable mutating func child<V: View>(_ view: V, _ context: inout _RenderContext) {
        V._render(view, into: &context)
    }
}

@usableFromInline struct LazyContainerVisitor<Container: LazyContainer>: _SubviewVisitor {
    @inlinable var _tracksIdentity: Bool { false }
    @usableFromInline var _path: [SubviewID.Component] = []
    @usableFromInline var context: _RenderContext
    @usableFromInline var container: Container
    @usableFromInline var count = 0

    @inlinable init(context: _RenderContext, container: Container) {
        self.context = context
        self.container = container
    }

    @inlinable mutating func visit<V: View>(_ view: V) {
        if count == 0 {
            container.open(&context)
        } else {
            container.between(&context)
        }
        count += 1
        container.child(view, &context)
    }
}

extension _RenderContext {
    /// Renders the subviews of `content` inside `container`, which is opened lazily and
    /// closed only if there was at least one subview. Returns the number of subviews.
    @discardableResult
    @inlinable mutating func renderLazily<V: View, C: LazyContainer>(_ content: V, in container: C) -> Int {
        var visitor = LazyContainerVisitor(context: _RenderContext(buffer: HTMLBuffer(), environment: environment), container: container)
        swap(&visitor.context, &self)
        V._visitSubviews(content, visitor: &visitor)
        if visitor.count > 0 { visitor.container.close(&visitor.context) }
        swap(&visitor.context, &self)
        return visitor.count
    }

    /// Whether `content` has no subviews at all.
    @inlinable static func isEmpty<V: View>(_ content: V) -> Bool {
        var counter = SubviewCounter()
        V._visitSubviews(content, visitor: &counter)
        return counter.count == 0
    }
}
