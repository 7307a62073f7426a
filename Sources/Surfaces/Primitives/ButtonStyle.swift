/// How links and buttons look. Custom styles implement ``makeBody(configuration:)``;
/// the result is placed inside the link element (`<a class="…">`).
public protocol ButtonStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration

    /// Builds the look of a button from its label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The class on the link element (kebab-case name of the style; default `button`).
    var className: String { get }

    /// Renders a link in this style. The default writes `<a class="className" href>` around ``makeBody(configuration:)``.
    static func _renderLink<Label: View>(_ style: Self, label: Label, destination: String, into context: inout _RenderContext)
}

extension ButtonStyle {
    /// `button`.
    public var className: String { "button" }

    /// Writes `<a class="…" href="…">` around the style's body.
    @inlinable
    public static func _renderLink<Label: View>(_ style: Self, label: Label, destination: String, into context: inout _RenderContext) {
        let wrapped = context.openElement(.a, class: style.className)
        writeHref(destination, into: &context)
        context.finishStartTag()
        let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(AnyView(label)), isPressed: false)
        Body._render(style.makeBody(configuration: configuration), into: &context)
        context.closeElement(.a, wrapped: wrapped)
    }
}

/// What a ``ButtonStyle`` is given.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public struct Label: View {
        @usableFromInline let content: AnyView
        @usableFromInline init(_ content: AnyView) { self.content = content }
        /// Primitive.
        public typealias Body = Never
        /// Renders the label.
        @inlinable
        public static func _render(_ view: Self, into context: inout _RenderContext) {
            AnyView._render(view.content, into: &context)
        }
    }

    /// The label.
    public let label: Label
    /// Always `false` in static HTML: the pressed look is CSS (`:active`).
    public let isPressed: Bool

    @usableFromInline init(label: Label, isPressed: Bool) {
        self.label = label
        self.isPressed = isPressed
    }
}

/// A type-erased button style, stored in the environment.
public struct AnyButtonStyle {
    @usableFromInline let box: AnyButtonStyleBox
    /// Whether this is the built-in navigation style (rendered without type erasure).
    @usableFromInline let isNavigation: Bool

    /// Wraps `style`.
    public init<S: ButtonStyle>(_ style: S) {
        box = ButtonStyleBox(style)
        isNavigation = S.self == NavigationButtonStyle.self
    }
}

@usableFromInline class AnyButtonStyleBox {
    @usableFromInline func renderLink<Label: View>(label: Label, destination: String, into context: inout _RenderContext) {}
}

final class ButtonStyleBox<S: ButtonStyle>: AnyButtonStyleBox {
    let style: S
    init(_ style: S) { self.style = style }
    @usableFromInline override func renderLink<Label: View>(label: Label, destination: String, into context: inout _RenderContext) {
        S._renderLink(style, label: label, destination: destination, into: &context)
    }
}

/// The default look: a plain inline link.
public struct PlainButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}
    /// `link`.
    public var className: String { "link" }
    /// The label as is.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// A plain inline link.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
    /// The default style (plain).
    public static var automatic: PlainButtonStyle { PlainButtonStyle() }
}
