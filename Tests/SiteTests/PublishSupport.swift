import Foundation
@testable import Site

/// Helpers for the publish tests: a starter site with a base URL, and views of a release folder.
extension TempSite {
    /// A starter site (`cardstock init`) whose settings name `https://example.com/reports/` as the base URL.
    static func publishable(baseURL: String = "https://example.com/reports/") -> TempSite {
        let site = TempSite()
        _ = site.run(["init"])
        let config = site.read("cardstock.yaml") ?? ""
        site.write("cardstock.yaml", config + "base_url: \(baseURL)\n")
        return site
    }

    /// Release folder names below `DIR/releases`, sorted (hidden staging/trash names excluded).
    func releases(_ dir: String = "www") -> [String] {
        list(dir + "/releases").filter { !$0.hasPrefix(".") }
    }

    /// The release `DIR/current` points at (`releases/<name>`), or nil.
    func current(_ dir: String = "www") -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + dir + "/current")
    }

    /// Every file's relative path below a folder whose name ends in `suffix`, sorted.
    func files(_ relative: String, suffix: String) -> [String] {
        snapshot(relative).keys.filter { $0.hasSuffix(suffix) }.sorted()
    }
}
