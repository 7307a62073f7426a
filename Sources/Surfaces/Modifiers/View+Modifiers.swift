/// The built-in modifiers. Each wraps the view in one more layer; order matters.
extension View {
    /// Pads the given edges by `length` points (default 16), snapped to the spacing scale
    /// (0/4/8/12/16/20/24/32): classes `p-16`, `px-16`, `py-8`, `pt-16`, `pb-…`, `ps-…` (leading), `pe-…` (trailing).
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(Self.paddingClasses(edges, Scale.spacing(length ?? 16)), layer: StyleLayer.padding, edges: edges.rawValue))
    }

    /// Pads all edges by `length` points.
    public func padding(_ length: Double) -> ModifiedContent<Self, _StyleModifier> {
        padding(.all, length)
    }

    static func paddingClasses(_ edges: Edge.Set, _ step: Int) -> [String] {
        if edges == .all { return ["p-\(step)"] }
        var classes: [String] = []
        var rest = edges
        if rest.isSuperset(of: .vertical) { classes.append("py-\(step)"); rest.subtract(.vertical) }
        if rest.isSuperset(of: .horizontal) { classes.append("px-\(step)"); rest.subtract(.horizontal) }
        if rest.contains(.top) { classes.append("pt-\(step)") }
        if rest.contains(.bottom) { classes.append("pb-\(step)") }
        if rest.contains(.leading) { classes.append("ps-\(step)") }
        if rest.contains(.trailing) { classes.append("pe-\(step)") }
        return classes
    }

    /// Fills the area behind this view (including its padding) with a colour or material: `bg-green`.
    public func background<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(style._backgroundClass, layer: StyleLayer.background))
    }

    /// Fills a shape behind this view: `bg-regular-material rounded-32`, `bg-green capsule`.
    public func background<S: ShapeStyle, Sh: Shape>(_ style: S, in shape: Sh) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(style._backgroundClass, shape._shapeToken, layer: StyleLayer.background))
    }

    /// Draws a hairline border in a colour: `border-red`.
    public func border(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(["border-\(color.name)"], layer: StyleLayer.background))
    }

    /// Makes the view fill the available width (`maxWidth: .infinity`) and aligns its content:
    /// `frame-fill align-top-leading`. A finite `maxWidth` snaps to `frame-narrow` (≤ 360) or `frame-readable`.
    public func frame(maxWidth: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _StyleModifier> {
        var classes: [String] = []
        if let maxWidth {
            if maxWidth.isInfinite { classes.append("frame-fill") } else if maxWidth <= 360 { classes.append("frame-narrow") } else { classes.append("frame-readable") }
        }
        classes.append("align-\(alignment.rawValue)")
        return modifier(_StyleModifier(classes, layer: StyleLayer.frame))
    }

    /// Sets the opacity (snapped to tenths): `opacity-70`. An opacity of 1 adds nothing.
    public func opacity(_ value: Double) -> ModifiedContent<Self, _StyleModifier> {
        let tenths = value.isFinite ? Int(min(max(value, 0), 1) * 10 + 0.5) : 10
        return modifier(_StyleModifier(tenths >= 10 ? [] : ["opacity-\(tenths * 10)"], layer: StyleLayer.opacity))
    }

    /// Colours text and icons: `fg-secondary`, `fg-red`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(style._foregroundClass, layer: StyleLayer.none))
    }

    /// Colours text and icons (older SwiftUI spelling of ``foregroundStyle(_:)``).
    public func foregroundColor(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
        foregroundStyle(color)
    }

    /// Sets the text style: `font-headline`, plus `font-bold` for bold fonts.
    public func font(_ font: Font) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(font.className, font.isBold ? "font-bold" : nil, layer: StyleLayer.none))
    }

    /// Makes text bold: `font-bold`.
    public func bold() -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("font-bold", layer: StyleLayer.none))
    }

    /// Adds a drop shadow; the radius picks `shadow-sm` (≤ 4), `shadow-md` (≤ 12) or `shadow-lg`.
    /// Colour and offset come from the stylesheet's shadow tokens.
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> ModifiedContent<Self, _StyleModifier> {
        let size = radius <= 4 ? "sm" : (radius <= 12 ? "md" : "lg")
        return modifier(_StyleModifier("shadow-\(size)", layer: StyleLayer.shadow))
    }

    /// Clips the view to a shape: `clip rounded-16`, `clip capsule`.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("clip", shape._shapeToken, layer: StyleLayer.clip))
    }

    /// Rounds the corners (clips): `clip rounded-16`.
    public func cornerRadius(_ radius: Double) -> ModifiedContent<Self, _StyleModifier> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Makes the whole shape the click target: `hit-rect` (the element becomes a block).
    public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier("hit-\(shape._shapeToken)", layer: StyleLayer.none))
    }

    /// Gives the next element an `id` (escaped), e.g. for fragment links.
    public func id(_ id: String) -> ModifiedContent<Self, _AttributeModifier> {
        modifier(_AttributeModifier(kind: .id, value: id))
    }

    /// Gives the next element an accessible name (`aria-label`, escaped).
    public func accessibilityLabel(_ label: String) -> ModifiedContent<Self, _AttributeModifier> {
        modifier(_AttributeModifier(kind: .label, value: label))
    }
}
