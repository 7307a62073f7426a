import Foundation
@testable import CardstockCLI
@testable import Site

/// Helpers for the publish tests: a starter site with a base URL, and views of a release folder.
extension TempSite {
    /// A two-page site (a home page and `runs/tuesday.md`, with the built-in templates) whose settings
    /// name `https://example.com/reports/` as the base URL.
    static func publishable(baseURL: String = "https://example.com/reports/") -> TempSite {
        let site = TempSite()
        site.write("cardstock.yaml", "title: My Reports\ndescription: Weekly notes, built with Cardstock.\nlanguage: en\nbase_url: \(baseURL)\n")
        site.write("content/index.md", """
            ---
            title: This week
            description: A short weekly summary.
            ---
            # This week

            A calm week with three runs and better sleep.

            ## Activity {icon=figure.run tint=orange}

            - [Tuesday run](runs/tuesday.md) 5.2 km · 28 min
            - Strength session · 40 min

            ## Notes {icon=list.bullet tint=blue}

            > Keep the easy days easy.

            """)
        site.write("content/runs/tuesday.md", """
            ---
            title: Tuesday run
            date: 2026-11-24
            icon: figure.run
            tint: orange
            ---
            # Tuesday run

            An easy run along the river.

            ## Stats

            - Distance: 5.2 km
            - Time: 28 min
            - Average heart rate: 142 bpm

            Back to [this week](../index.md#activity).

            """)
        for (name, text) in DefaultTemplates.files { site.write("templates/" + name, text) }
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
