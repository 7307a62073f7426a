import Diagnostics
import POSIXFiles

/// "Did you mean" for a broken link: the page or file the author most likely meant, written as a link from the
/// page's folder. Looked for in this order: the same path with `.md` (a week's report linked as `2026-W47`),
/// a name a few edits away in the same folder, the same file name in another folder.
extension LinkResolver {
    /// ` — did you mean `…`?` for `target` (a path inside the content folder that does not exist, linked from a
    /// page in `folder`), keeping the link's `query` and `fragment`; an empty string when nothing is close.
    func suggestion(for target: String, from folder: String, query: String = "", fragment: String = "") -> String {
        guard let found = closestTarget(to: target) else { return "" }
        return " — did you mean `\(Self.relativePath(from: folder, to: found) + query + fragment)`?"
    }

    /// Every page and file the content folder holds (paths inside it).
    private var allTargets: [String] { Array(pagesByPath.keys) + Array(assets) }

    private func closestTarget(to target: String) -> String? {
        let withMarkdown = target + ".md"
        if pagesByPath[withMarkdown] != nil { return withMarkdown }
        let parent = Paths.parent(target), name = Paths.lastComponent(target)
        let targets = allTargets
        let siblings = targets.filter { Paths.parent($0) == parent }.map { Paths.lastComponent($0) }
        if let near = Suggestion.closest(to: name, among: siblings) ?? Suggestion.closest(to: name + ".md", among: siblings) {
            return Paths.join(parent, near)
        }
        let sameName = targets.filter { Paths.lastComponent($0) == name || Paths.lastComponent($0) == name + ".md" }.sorted()
        return sameName.count == 1 ? sameName[0] : nil
    }

    /// ` — did you mean `#…`?` for a missing `anchor` among `anchors`; empty when none is close.
    static func anchorSuggestion(_ anchor: String, among anchors: Set<String>, prefix: String = "#") -> String {
        Suggestion.closest(to: anchor, among: anchors.sorted()).map { " — did you mean `\(prefix)\($0)`?" } ?? ""
    }

    /// `target` (a path inside the content folder) as a relative link from a page in `folder` (`""`: the root).
    static func relativePath(from folder: String, to target: String) -> String {
        let from = folder.split(separator: "/"), to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }
}
