import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// End-to-end behaviour of `cardstock build` through the CLI core.
@Suite struct BuildTests {
    func starter() -> TempSite {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n- [Run](run.md) easy\n")
        site.write("content/run.md", "---\ntitle: Run\n---\n# Run\n\nBack [home](index.md).\n")
        site.write("content/files/data.csv", "date,value\n2026-11-24,1\n")
        return site
    }

    @Test func buildWritesPrettyURLsAssetsStylesheetAndMarker() {
        let site = starter()
        let result = site.run(["build"])
        #expect(result.status == 0)
        #expect(site.exists("site/index.html"))
        #expect(site.exists("site/run/index.html"))
        #expect(site.read("site/files/data.csv") == "date,value\n2026-11-24,1\n")
        #expect(site.exists("site/style.css"))
        #expect(site.exists("site/.cardstock-output"))
        #expect(result.err.hasPrefix("Built 2 pages in "), "without a terminal only the summary (no phase lines)")
        #expect(site.read("site/run/index.html")?.contains("href=\"../\">home</a>") == true)
        #expect(site.list().filter { $0.hasPrefix(".site") }.isEmpty, "no temporary folders are left behind")
    }

    @Test func unlinkedChildPagesGetASectionTitledBySetting() {
        let site = TempSite()
        site.write("content/index.md", "# Start\n\nNo links here.\n")
        site.write("content/lauf.md", "# Lauf\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.read("site/index.html")?.contains("<h2>Pages</h2>") == true)
        site.write("cardstock.yaml", "title: Bericht\npages_title: Seiten\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        let html = site.read("site/index.html") ?? ""
        #expect(html.contains("<h2>Seiten</h2>"))
        #expect(html.contains("href=\"lauf/\""))
        site.write("cardstock.yaml", "pages_title: \"\"\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("cardstock.yaml:1:14: error: 'pages_title' must not be empty"))
    }

    @Test func quietPrintsNothing() {
        let site = starter()
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
    }

    @Test func outputIsDeterministic() {
        let site = starter()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let first = site.snapshot("site")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.snapshot("site") == first)
        #expect(first.count == 5)
    }

    @Test func failedBuildLeavesPreviousOutputUntouched() {
        let site = starter()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let before = site.snapshot("site")
        site.write("content/run.md", "---\ntitle: [broken\n---\n# Run\n")
        site.write("content/new.md", "# New page\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/run.md:3:1: error: invalid YAML"))
        #expect(site.snapshot("site") == before)
        #expect(site.list().filter { $0.hasPrefix(".site") }.isEmpty)
    }

    @Test func staleFilesDisappear() {
        let site = starter()
        site.write("content/old.md", "# Old\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.exists("site/old/index.html"))
        try? FileManager.default.removeItem(atPath: site.root + "/content/old.md")
        try? FileManager.default.removeItem(atPath: site.root + "/content/files/data.csv")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(!site.exists("site/old/index.html"))
        #expect(!site.exists("site/old"))
        #expect(!site.exists("site/files/data.csv"))
    }

    @Test(arguments: [
        ("content", "refusing to use the content folder or a folder inside it as the output folder"),
        ("content/out", "refusing to use the content folder or a folder inside it as the output folder"),
        (".", "refusing to use the working directory as the output folder"),
        ("/", "refusing to use the root folder / as the output folder"),
        ("templates", "refusing to use the templates folder or a folder inside it as the output folder"),
    ])
    func dangerousOutputFoldersAreRefused(output: String, message: String) {
        let site = starter()
        site.write("templates/page.html", "{{{content}}}")
        let result = site.run(["build", "--quiet", "--force", "--output", output])
        #expect(result.status == 1)
        #expect(result.err.contains(message))
        #expect(site.read("content/index.md") == "# Home\n\n- [Run](run.md) easy\n")
    }

    @Test func ancestorOfContentIsRefused() {
        let site = starter()
        site.write("docs/content/index.md", "# Home\n")
        let result = site.run(["build", "--quiet", "--content", "docs/content", "--output", "docs"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("docs: error: refusing to use a folder that contains the content folder"))
    }

    @Test func nonEmptyFolderWithoutMarkerNeedsForce() {
        let site = starter()
        site.write("site/precious.txt", "keep me")
        let refused = site.run(["build", "--quiet"])
        #expect(refused.status == 1)
        #expect(refused.err.hasPrefix("site: error: output folder is not empty and was not written by cardstock (no .cardstock-output file)"))
        #expect(site.read("site/precious.txt") == "keep me")
        let forced = site.run(["build", "--quiet", "--force"])
        #expect(forced.status == 0)
        #expect(site.exists("site/.cardstock-output"))
        #expect(!site.exists("site/precious.txt"))
        // --force never deletes: the old contents were moved aside (see OutputSafetyTests).
        let trash = site.list(".cardstock-trash")
        #expect(trash.count == 1 && trash.first?.hasPrefix("site-") == true)
        #expect(site.read(".cardstock-trash/\(trash.first ?? "")/precious.txt") == "keep me")
        #expect(forced.err.contains("site: note: moved the previous contents of site (not a Cardstock output) to .cardstock-trash/site-"))
    }

    @Test func symlinkOutsideContentIsRefused() {
        let site = starter()
        site.write("outside.md", "# Secret\n")
        symlink(site.root + "/outside.md", site.root + "/content/link.md")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/link.md:1:1: error: is a symbolic link to "))
        #expect(result.err.contains(", outside the content folder; copy the file into the content folder instead"))
    }

    @Test func symlinkInsideContentIsFollowed() {
        let site = starter()
        symlink(site.root + "/content/run.md", site.root + "/content/alias.md")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.read("site/alias/index.html") == site.read("site/run/index.html").map { $0.replacingOccurrences(of: "href=\"../\">home", with: "href=\"../\">home") })
    }

    @Test func draftsOnlyWithFlag() {
        let site = starter()
        site.write("content/plan.md", "---\ndraft: true\n---\n# Plan\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(!site.exists("site/plan/index.html"))
        #expect(site.run(["build", "--quiet", "--drafts"]).status == 0)
        #expect(site.exists("site/plan/index.html"))
    }

    @Test func brokenLinkWarningsAndStrict() {
        let site = starter()
        site.write("content/index.md", "# Home\n\nSee [gone](gone.md#x).\n")
        let failed = site.run(["build", "--quiet"])
        #expect(failed.status == 1)
        #expect(failed.err.hasPrefix("content/index.md:3:5: error: link to missing page 'gone.md#x'"))
        let warned = site.run(["build", "--quiet", "--allow-broken-links"])
        #expect(warned.status == 0)
        #expect(warned.err.hasPrefix("content/index.md:3:5: warning: link to missing page 'gone.md#x'"))
        #expect(site.read("site/index.html")?.contains("See gone.") == true)
        let strict = site.run(["build", "--quiet", "--allow-broken-links", "--strict"])
        #expect(strict.status == 1)
    }

    @Test func frontMatterErrorsUseWholeFileLines() {
        let site = starter()
        site.write("content/run.md", "---\ntitle: Run\n\n# a comment\nweight: [1]\n---\n# Run\n\n[x](missing.md)\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/run.md:5:9: error: 'weight' must be an integer (like 3), but found a list"))
    }

    @Test func linkPositionsCountFrontMatterLines() {
        let site = starter()
        site.write("content/run.md", "---\ntitle: Run\n---\n# Run\n\nText and [x](missing.md)\n- item [y](nope.md)\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.err.contains("content/run.md:6:10: error: link to missing page 'missing.md'"))
        #expect(result.err.contains("content/run.md:7:8: error: link to missing page 'nope.md'"))
    }

    @Test func pageWithoutFrontMatterOrHeadingUsesFileName() {
        let site = TempSite()
        site.write("content/index.md", "Hello.\n")
        site.write("content/notes/2026-11-24-easy-run.md", "Just text.\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        let html = site.read("site/notes/2026-11-24-easy-run/index.html") ?? ""
        #expect(html.contains("<title>2026-11-24 Easy run · Cardstock</title>"))
        #expect(html.contains("<h1>2026-11-24 Easy run</h1>"))
    }

    @Test func rawHTMLAndUnsafeURLsAreDropped() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n<script>alert(1)</script>\n\nA <b onclick=x>b</b> [j](javascript:alert(1)) [v](VBScript:x) [d](data:text/html,x)\n\n![i](javascript:x)\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        let html = site.read("site/index.html") ?? ""
        #expect(!html.contains("<script"))
        #expect(!html.contains("onclick"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(!html.lowercased().contains("vbscript:"))
        #expect(!html.contains("data:text"))
        #expect(html.contains("<p>A b j v d</p>"))
    }

    @Test func rawHTMLKeptWhenSiteOptsIn() {
        let site = TempSite()
        site.write("cardstock.yaml", "raw_html: true\n")
        site.write("content/index.md", "# Home\n\n<div class=\"note\">kept</div>\n\nInline <kbd>K</kbd>.\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        let html = site.read("site/index.html") ?? ""
        #expect(html.contains("<div class=\"note\">kept</div>"))
        #expect(html.contains("<kbd>K</kbd>"))
    }

    @Test func missingPartialIsAnErrorNamingIt() {
        let site = starter()
        site.write("templates/page.html", "<!DOCTYPE html>{{> nav}}{{{content}}}")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.contains("nav"))
        #expect(result.err.contains("templates/page.html"))
    }

    @Test func themeCSSIsAppendedToStylesheet() {
        let site = starter()
        site.write("templates/page.html", "{{{content}}}")
        site.write("templates/theme.css", ":root { --cs-accent: #123456; }\n")
        #expect(site.run(["build", "--quiet"]).status == 0)
        #expect(site.read("site/style.css")?.hasSuffix(":root { --cs-accent: #123456; }\n") == true)
    }

    @Test func repositoryTemplatesMatchBuiltInDefaults() {
        for (name, text) in DefaultTemplates.files {
            #expect(Fixtures.text(Fixtures.repositoryRoot + "/templates/" + name) == text,
                    "templates/\(name) differs from DefaultTemplates; run python3 Scripts/golden-default-templates.py")
        }
    }
}

@Suite struct WarningTests {
    @Test func unusedSectionStyleIsAWarningAndStrictFailsOnIt() {
        let site = TempSite()
        site.write("content/index.md", "---\nsections:\n  Activty:\n    tint: orange\n---\n# Home\n\n## Activity\n\nText.\n")
        let ok = site.run(["build", "--quiet"])
        #expect(ok.status == 0)
        #expect(ok.err == "content/index.md:3:3: warning: 'sections' has an entry for 'Activty', but the page has no '## Activty' heading; fix the title or remove the entry")
        let strict = site.run(["build", "--quiet", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.err.hasPrefix("content/index.md:3:3: error: 'sections' has an entry for 'Activty'"))
    }
}
