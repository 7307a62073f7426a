import Diagnostics

/// Two files that would be written to the same output path (compared case-insensitively, because
/// macOS and Windows file systems and many web servers are case-insensitive).
enum DuplicateCheck {
    /// Output paths reserved for the builder itself.
    static let reserved = ["style.css"]

    /// One error per clash, at the later file, naming both.
    static func diagnostics(pages: [SourcePage], assets: [ContentFile]) -> [Diagnostic] {
        var seen: [String: String] = [:]
        for name in reserved { seen[name] = "the generated stylesheet" }
        var result: [Diagnostic] = []
        func claim(_ output: String, display: String, what: String) {
            let key = output.lowercased()
            if let first = seen[key] {
                result.append(.error(display, "\(what) clashes with \(first): both would be written to \(output); rename or remove one of them"))
            } else {
                seen[key] = display
            }
        }
        for page in pages {
            claim(URLMapping.outputPath(forPageURL: page.url), display: page.file.displayPath,
                  what: "page URL '\(page.url.isEmpty ? "/" : page.url)'")
        }
        for asset in assets {
            claim(asset.relativePath, display: asset.displayPath, what: "file")
        }
        return result
    }
}
