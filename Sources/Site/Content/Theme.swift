import Diagnostics
import YAML

/// The icon and tint names pages may use, for validating front matter and heading attributes.
package struct Theme: Sendable {
    /// Known icon names, sorted.
    var iconNames: [String]
    private var iconSet: Set<String>

    /// The tint names (iOS system colours).
    static let tintNames = ["blue", "brown", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple",
                            "red", "teal", "yellow"]

    /// A theme knowing these icon names.
    init(iconNames: [String]) {
        self.iconNames = iconNames.sorted()
        self.iconSet = Set(iconNames)
    }

    /// Whether an icon exists.
    func hasIcon(_ name: String) -> Bool { iconSet.contains(name) }

    /// The message for an unknown icon, listing the known ones.
    package func unknownIconMessage(_ name: String) -> String {
        "unknown icon '\(name)' (known icons: \(iconNames.joined(separator: ", ")))"
    }

    /// The message for an unknown tint, listing the known ones.
    static func unknownTintMessage(_ name: String) -> String {
        "unknown tint '\(name)' (known tints: \(tintNames.joined(separator: ", ")))"
    }

    /// The node's string value when it names a known icon.
    func checkedIcon(_ node: YAMLNode, path: String) throws -> String {
        let name = try node.string(path: path, key: "icon")
        guard hasIcon(name) else {
            throw Diagnostic.error(path, line: node.line, column: node.column, unknownIconMessage(name))
        }
        return name
    }

    /// The node's string value when it names a known tint.
    func checkedTint(_ node: YAMLNode, path: String) throws -> String {
        let name = try node.string(path: path, key: "tint")
        guard Self.tintNames.contains(name) else {
            throw Diagnostic.error(path, line: node.line, column: node.column, Self.unknownTintMessage(name))
        }
        return name
    }
}
