/// Something that can fill a background or colour text: a ``Color`` or a ``Material``.
public protocol ShapeStyle {
    /// The kebab-case token used in CSS class names (`green`, `regular-material`).
    var _styleToken: String { get }
    /// The background class (`bg-green`).
    var _backgroundClass: String { get }
    /// The foreground class (`fg-green`).
    var _foregroundClass: String { get }
}

extension ShapeStyle {
    /// `bg-` + token.
    public var _backgroundClass: String { "bg-\(_styleToken)" }
    /// `fg-` + token.
    public var _foregroundClass: String { "fg-\(_styleToken)" }
}

/// A named colour. Colours map to CSS classes (`bg-green`, `fg-secondary`, `tint-red`) whose
/// values come from the stylesheet's light/dark tokens, so there are no inline styles.
public struct Color: ShapeStyle, Hashable, Sendable {
    /// The token (`red`, `secondary`, …).
    public let name: String
    /// `bg-NAME`, precomputed.
    public let _backgroundClass: String
    /// `fg-NAME`, precomputed.
    public let _foregroundClass: String
    /// `tint-NAME`, precomputed.
    let tintClass: String

    private init(_ name: String) {
        self.name = name
        _backgroundClass = "bg-" + name
        _foregroundClass = "fg-" + name
        tintClass = "tint-" + name
    }

    /// The CSS token.
    public var _styleToken: String { name }

    /// Returns the same colour; opacity is carried by the stylesheet's tokens (no inline styles).
    public func opacity(_ value: Double) -> Color { self }

    /// The iOS system colours, in stylesheet order.
    public static let systemColors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray]
    /// Every colour the stylesheet defines classes for.
    public static let allColors: [Color] = systemColors + [.primary, .secondary, .tertiary, .white, .black, .clear, .accentColor]

    /// System red.
    public static let red = Color("red")
    /// System orange.
    public static let orange = Color("orange")
    /// System yellow.
    public static let yellow = Color("yellow")
    /// System green.
    public static let green = Color("green")
    /// System mint.
    public static let mint = Color("mint")
    /// System teal.
    public static let teal = Color("teal")
    /// System cyan.
    public static let cyan = Color("cyan")
    /// System blue.
    public static let blue = Color("blue")
    /// System indigo.
    public static let indigo = Color("indigo")
    /// System purple.
    public static let purple = Color("purple")
    /// System pink.
    public static let pink = Color("pink")
    /// System brown.
    public static let brown = Color("brown")
    /// System gray.
    public static let gray = Color("gray")
    /// The primary label colour.
    public static let primary = Color("primary")
    /// The secondary label colour (passes 4.5:1 on cards).
    public static let secondary = Color("secondary")
    /// The tertiary label colour (decorative only).
    public static let tertiary = Color("tertiary")
    /// White.
    public static let white = Color("white")
    /// Black.
    public static let black = Color("black")
    /// Transparent.
    public static let clear = Color("clear")
    /// The site's accent colour.
    public static let accentColor = Color("accent")

    /// Looks a colour up by name (`"red"`, `"accent"`), for front matter; `nil` if unknown.
    public init?(named name: String) {
        guard let found = Color.allColors.first(where: { $0.name == name }) else { return nil }
        self = found
    }
}

/// A translucent card background with blur (`backdrop-filter`) and an opaque fallback.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// The token (`regular-material`, …).
    public let _styleToken: String

    private init(_ token: String) { _styleToken = token }

    /// Thin material.
    public static let thinMaterial = Material("thin-material")
    /// Regular material (cards).
    public static let regularMaterial = Material("regular-material")
    /// Thick material.
    public static let thickMaterial = Material("thick-material")
    /// Every material.
    public static let all: [Material] = [.thinMaterial, .regularMaterial, .thickMaterial]
}

extension ShapeStyle where Self == Color {
    /// System red.
    public static var red: Color { Color.red }
    /// System orange.
    public static var orange: Color { Color.orange }
    /// System yellow.
    public static var yellow: Color { Color.yellow }
    /// System green.
    public static var green: Color { Color.green }
    /// System mint.
    public static var mint: Color { Color.mint }
    /// System teal.
    public static var teal: Color { Color.teal }
    /// System cyan.
    public static var cyan: Color { Color.cyan }
    /// System blue.
    public static var blue: Color { Color.blue }
    /// System indigo.
    public static var indigo: Color { Color.indigo }
    /// System purple.
    public static var purple: Color { Color.purple }
    /// System pink.
    public static var pink: Color { Color.pink }
    /// System brown.
    public static var brown: Color { Color.brown }
    /// System gray.
    public static var gray: Color { Color.gray }
    /// Primary label colour.
    public static var primary: Color { Color.primary }
    /// Secondary label colour.
    public static var secondary: Color { Color.secondary }
    /// Tertiary label colour.
    public static var tertiary: Color { Color.tertiary }
    /// White.
    public static var white: Color { Color.white }
    /// Black.
    public static var black: Color { Color.black }
    /// Transparent.
    public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == Material {
    /// Thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// Regular material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// Thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
}
