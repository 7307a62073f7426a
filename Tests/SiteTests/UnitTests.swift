import POSIXFiles
import Testing
@testable import CardstockCLI
@testable import Site
import Metrics
import Escaping

@Suite struct URLMappingTests {
    @Test func prettyURLs() {
        #expect(URLMapping.pageURL(forMarkdown: "workouts/run.md") == "workouts/run/")
        #expect(URLMapping.pageURL(forMarkdown: "workouts/index.md") == "workouts/")
        #expect(URLMapping.pageURL(forMarkdown: "index.md") == "")
        #expect(URLMapping.pageURL(forMarkdown: "about.markdown") == "about/")
        #expect(URLMapping.pageURL(forMarkdown: "a//b.md") == "a//b/")
        #expect(URLMapping.pageURL(forMarkdown: "a//index.md") == "a//")
        #expect(URLMapping.pageURL(forMarkdown: "x/index.markdown") == "x/")
        #expect(URLMapping.pageURL(forMarkdown: "x/indexes.md") == "x/indexes/")
        #expect(URLMapping.pageURL(forMarkdown: "x/Index.md") == "x/Index/")
        #expect(URLMapping.pageURL(forMarkdown: "notes.txt") == "notes.txt/")
        #expect(URLMapping.pageURL(forMarkdown: "café/index.md") == "café/")
        #expect(URLMapping.pageURL(forMarkdown: "café/menu.md") == "café/menu/")
        #expect(URLMapping.pageURL(forMarkdown: ".md") == "/")
        #expect(URLMapping.pageURL(forMarkdown: "/abs/page.md") == "/abs/page/")
        #expect(URLMapping.pageURL(forMarkdown: "/index.md") == "//")
        #expect(URLMapping.pageURL(forMarkdown: "docs/README.md", isFolderIndex: true) == "docs/")
        #expect(URLMapping.outputPath(forPageURL: "workouts/run/") == "workouts/run/index.html")
        #expect(URLMapping.outputPath(forPageURL: "") == "index.html")
    }

    @Test func relativeHrefs() {
        #expect(URLMapping.relativeHref(from: "workouts/run/", to: "workouts/walk/") == "../walk/")
        #expect(URLMapping.relativeHref(from: "workouts/run/", to: "") == "../../")
        #expect(URLMapping.relativeHref(from: "", to: "workouts/run/") == "workouts/run/")
        #expect(URLMapping.relativeHref(from: "", to: "") == "./")
        #expect(URLMapping.relativeHref(from: "a/", to: "a/") == "./")
        #expect(URLMapping.relativeHref(from: "workouts/", to: "workouts/run/") == "run/")
        #expect(URLMapping.relativeHref(from: "about/x/", to: "metrics/steps.csv") == "../../metrics/steps.csv")
        #expect(URLMapping.relativeHref(from: "", to: "my notes/") == "my%20notes/")
        #expect(URLMapping.rootPrefix(from: "workouts/run/") == "../../")
        #expect(URLMapping.rootPrefix(from: "") == "./")
    }

    @Test func joins() {
        let cases: [(String, String, String)] = [
            ("a", "b", "a/b"), ("a/", "b", "a/b"), ("", "b", "b"), (".", "b", "b"), ("a", "", "a"), ("a", "/b", "/b"),
            ("/", "x", "/x"), ("café", "b", "café/b"), ("a", "b/", "a/b/"), ("a//", "b", "a//b"), ("/w/site", ".x-tmp", "/w/site/.x-tmp"),
        ]
        for (base, part, joined) in cases { #expect(Paths.join(base, part) == joined, "\(base) + \(part)") }
    }

    @Test func paths() {
        #expect(Paths.normalize("/a/./b/../c//d/") == "/a/c/d")
        #expect(Paths.normalize("a/../..") == "..")
        #expect(Paths.absolute("site", base: "/w") == "/w/site")
        #expect(Paths.isSameOrInside("/w/content/x", "/w/content"))
        #expect(!Paths.isSameOrInside("/w/contents", "/w/content"))
        #expect(Paths.parent("a/b/c.md") == "a/b")
        #expect(Paths.parent("c.md") == ".")
    }
}

@Suite struct SluggerTests {
    @Test func githubRules() {
        #expect(Slugger.slug("Heart rate") == "heart-rate")
        #expect(Slugger.slug("What's new in 2.0?") == "whats-new-in-20")
        #expect(Slugger.slug("  Leading space") == "--leading-space")
        #expect(Slugger.slug("C++ & Swift_UI") == "c--swift_ui")
        #expect(Slugger.slug("Ünïcode Straße") == "ünïcode-straße")
        #expect(Slugger.slug("emoji 🏃 run") == "emoji--run")
    }

    @Test func repeatsGetSuffixes() {
        var slugger = Slugger()
        #expect(slugger.next("Notes") == "notes")
        #expect(slugger.next("Notes") == "notes-1")
        #expect(slugger.next("Notes") == "notes-2")
        #expect(slugger.next("Notes 1") == "notes-1-1")
        #expect(slugger.next("Notes-1") == "notes-1-2")
        #expect(slugger.next("Notes") == "notes-3")
        #expect(slugger.next("notes 3") == "notes-3-1")
        #expect(slugger.next("Other") == "other")
        #expect(slugger.next("") == "")
        #expect(slugger.next("?") == "-1")
    }

    @Test func manyHeadingsKeepTheirNumbering() {
        // Past 16 slugs the counts move to a dictionary; numbering must continue unchanged.
        var slugger = Slugger()
        var got: [String] = []
        for i in 0..<40 { got.append(slugger.next(i % 3 == 0 ? "Notes" : "Heading \(i)")) }
        #expect(got.filter { $0.hasPrefix("notes") } == ["notes"] + (1...13).map { "notes-\($0)" })
        #expect(got.contains("heading-1") && got.contains("heading-38"))
        #expect(Set(got).count == 40)
        #expect(slugger.next("Notes") == "notes-14")
        #expect(slugger.next("Notes 14") == "notes-14-1")
    }

    @Test func repeatsStayUniqueOnPagesWithManyHeadings() {
        var slugger = Slugger(expected: 3)
        var seen: Set<String> = []
        var ids: [String] = []
        for round in 0..<3 {
            for i in 0..<40 {
                let id = slugger.next(i % 2 == 0 ? "Part \(i)" : "Notes")
                #expect(seen.insert(id).inserted, "duplicate id \(id) in round \(round)")
                ids.append(id)
            }
        }
        #expect(ids[0] == "part-0" && ids[1] == "notes" && ids[3] == "notes-1")
        #expect(ids[40] == "part-0-1" && ids[41] == "notes-20")
        #expect(slugger.next("Notes 1") == "notes-1-1")
        #expect(slugger.next("notes-1-1") == "notes-1-1-1")
    }
}

@Suite struct PageTitleTests {
    @Test func fromFileNames() {
        #expect(PageTitle.fromFileName("workouts/2026-11-24-morning-run.md", siteTitle: "S") == "2026-11-24 Morning run")
        #expect(PageTitle.fromFileName("resting_heart-rate.md", siteTitle: "S") == "Resting heart rate")
        #expect(PageTitle.fromFileName("workouts/index.md", siteTitle: "S") == "Workouts")
        #expect(PageTitle.fromFileName("index.md", siteTitle: "My Site") == "My Site")
        #expect(PageTitle.fromFileName("2026-11-24.md", siteTitle: "S") == "2026-11-24")
    }

    @Test func dates() {
        #expect(CalendarDay(parsing: "2024-02-29") != nil)
        #expect(CalendarDay(parsing: "2026-02-29") == nil)
        #expect(CalendarDay(parsing: "2026-13-01") == nil)
        #expect(CalendarDay(parsing: "26-11-24") == nil)
        #expect(ReportPeriod(parsing: "2026-W48") != nil)
        #expect(ReportPeriod(parsing: "2026-11") != nil)
        #expect(ReportPeriod(parsing: "2026-W54") == nil)
        #expect(ReportPeriod(parsing: "2025-W53") == nil)  // 2025 has 52 ISO weeks: front matter now agrees with metrics
        #expect(ReportPeriod(parsing: "2026-W53") != nil)  // 2026 has 53
    }

    @Test func urlSchemes() {
        #expect(URLPolicy.hasScheme("JavaScript:alert(1)") && !URLPolicy.allows("JavaScript:alert(1)", context: .link))
        #expect(URLPolicy.hasScheme(" \tjava\nscript:x") && !URLPolicy.allows(" \tjava\nscript:x", context: .link))
        #expect(!URLPolicy.hasScheme("run.md"))
        #expect(!URLPolicy.hasScheme("a/b:c"))
        #expect(URLPolicy.hasScheme("https://x") && URLPolicy.allows("https://x", context: .link))
        #expect(!URLPolicy.allows("data:text/html,x", context: .link))
        #expect(URLPolicy.allows("data:image/png;base64,AAA", context: .image))
    }
}
