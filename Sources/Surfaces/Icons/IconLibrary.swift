/// A set of named SVG icons (24×24 viewBox), named like SF Symbols.
///
/// The markup is trusted: it comes from the library's own drawings or from SVG files the
/// site owner put in their project.
public struct IconLibrary: Sendable {
    private let icons: [String: String]

    /// The icons drawn for Cardstock.
    public static let builtIn = IconLibrary(icons: IconData.all)

    /// A library with `icons`: name → inner SVG markup (paths) for a 24×24 viewBox.
    public init(icons: [String: String]) {
        self.icons = icons
    }

    /// This library plus `icons` (which win on name clashes).
    public func adding(_ icons: [String: String]) -> IconLibrary {
        IconLibrary(icons: self.icons.merging(icons) { _, new in new })
    }

    /// The inner SVG markup of the icon called `name`, or `nil` if there is none.
    public func svgBody(named name: String) -> String? {
        icons[name]
    }

    /// All icon names, sorted.
    public var names: [String] {
        icons.keys.sorted()
    }
}
