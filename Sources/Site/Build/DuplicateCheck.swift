import Diagnostics

/// Two files that would be written to the same output path (compared case-insensitively, because
/// macOS and Windows file systems and many web servers are case-insensitive).
enum DuplicateCheck {
    /// Output paths reserved for the builder itself.
    static let reserved = ["style.css"]

    /// One error per clash, at the later file, naming both.
    static func diagnostics(pages: [SourcePage], assets: [ContentFile]) -> [Diagnostic] {
        var seen: [String: String] = [:]
        seen.reserveCapacity(pages.count + assets.count + reserved.count)
        for name in reserved { seen[name] = "the generated stylesheet" }
        var result: [Diagnostic] = []
        // `what` and `display` are made only for a clash: this runs for every page of the site.
        func claim(_ output: String, display: () -> String, what: () -> String) {
            let key = output.lowercased()
            if let first = seen[key] {
                result.append(.error(display(), line: 1, column: 1, "\(what()) clashes with \(SourceLocation.escaped(first)): both would be written to \(output); rename or remove one of them"))
            } else {
                seen[key] = display()
            }
        }
        // By index: iterating the pages would copy each one.
        for i in pages.indices {
            let url = pages[i].url
            claim(URLMapping.outputPath(forPageURL: url), display: { pages[i].file.displayPath },
                  what: {
                      let own = "page URL '\(url.isEmpty ? "/" : url)'"
                      // A series page is made from its template: say so, the file named is the template.
                      return pages[i].role.series?.member == nil ? own : own + " (a page of the series this template writes)"
                  })
        }
        for asset in assets {
            claim(asset.relativePath, display: { asset.displayPath }, what: { "file" })
        }
        return result
    }
}
