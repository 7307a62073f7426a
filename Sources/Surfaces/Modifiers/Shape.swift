/// A shape for backgrounds, clipping and hit areas.
public protocol Shape {
    /// The CSS class token (`rounded-32`, `capsule`).
    var _shapeToken: String { get }
}

/// A rectangle with rounded corners; the radius snaps to the scale 4…32.
public struct RoundedRectangle: Shape, Hashable, Sendable {
    /// The corner radius in points.
    public var cornerRadius: Double
    /// Creates a rounded rectangle.
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    /// `rounded-N` on the radius scale.
    public var _shapeToken: String { "rounded-\(Scale.radius(cornerRadius))" }
}

/// A pill: fully rounded ends.
public struct Capsule: Shape, Hashable, Sendable {
    /// Creates a capsule.
    public init() {}
    /// `capsule`.
    public var _shapeToken: String { "capsule" }
}

/// A plain rectangle.
public struct Rectangle: Shape, Hashable, Sendable {
    /// Creates a rectangle.
    public init() {}
    /// `rect`.
    public var _shapeToken: String { "rect" }
}

/// A circle.
public struct Circle: Shape, Hashable, Sendable {
    /// Creates a circle.
    public init() {}
    /// `circle`.
    public var _shapeToken: String { "circle" }
}

extension Shape where Self == Rectangle {
    /// A rectangle (`.contentShape(.rect)`).
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

/// Fixed scales that modifier arguments snap to, so every value maps to a stylesheet class.
@usableFromInline enum Scale {
    /// Spacing steps (padding, stack spacing).
    static let spacing: [Int] = [0, 4, 8, 12, 16, 20, 24, 32]
    /// Corner radius steps.
    static let radii: [Int] = [4, 8, 12, 16, 20, 24, 32]

    /// The nearest step to `value` (ties go to the smaller step; NaN/negatives to the first).
    static func nearest(_ value: Double, in steps: [Int]) -> Int {
        guard value.isFinite, value > Double(steps[0]) else { return value.isInfinite && value > 0 ? steps[steps.count - 1] : steps[0] }
        var best = steps[0]
        var bestDistance = Double.infinity
        for step in steps {
            let d = abs(Double(step) - value)
            if d < bestDistance { best = step; bestDistance = d }
        }
        return best
    }

    @usableFromInline static func spacing(_ value: Double) -> Int { nearest(value, in: spacing) }

    /// `gap-N` classes, precomputed per step.
    static let gapClasses: [String] = spacing.map { "gap-\($0)" }

    /// The index of the spacing step nearest to `value`.
    @usableFromInline static func spacingIndex(_ value: Double) -> Int {
        spacing.firstIndex(of: Scale.spacing(value)) ?? 0
    }

    /// The `gap-N` class for a stack spacing.
    @usableFromInline static func gapClass(_ value: Double) -> String { gapClasses[spacingIndex(value)] }
    static func radius(_ value: Double) -> Int { nearest(value, in: radii) }
}
