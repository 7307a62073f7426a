import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// The page walker (``PageWalker``) writes every page: each site here is built and the walked pages
/// counted; problems are reported at their positions. The mapping rules' bytes are tested by the golden fixtures
/// (`GoldenFixtureTests`: `valid/walker-shapes*`, `invalid/walker-*` among them).
@Suite struct PageWalkerTests {
    /// What one build left: every output file, or the failure text; warnings; pages walked.
    struct Outcome: Equatable {
        var files: [String: Data] = [:]
        var failure: String?
        var warnings: [String] = []
        var direct = 0
    }

    func build(_ siteRoot: String, allowBrokenLinks: Bool = true) -> Outcome {
        let out = TempSite()
        var options = BuildOptions()
        options.workingDirectory = siteRoot
        options.outputDirectory = out.root + "/site"
        options.quiet = true
        options.allowBrokenLinks = allowBrokenLinks
        let builder = SiteBuilder(options: options)
        var outcome = Outcome()
        do {
            let result = try builder.build()
            outcome.warnings = result.warnings.map(\.description)
            outcome.direct = result.directPageCount
            outcome.files = out.snapshot("site")
        } catch {
            outcome.failure = "\(error)"
        }
        return outcome
    }

    /// Builds once; returns how many pages the walker wrote and how many pages there were.
    @discardableResult
    func expectWalked(_ siteRoot: String, allowBrokenLinks: Bool = true,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (direct: Int, pages: Int) {
        let built = build(siteRoot, allowBrokenLinks: allowBrokenLinks)
        #expect(built.failure == nil, sourceLocation: sourceLocation)
        let pages = built.files.keys.filter { $0.hasSuffix(".html") }.count
        return (built.direct, pages)
    }

    @Test func exampleReportAndFixturesAreWalked() {
        var roots = [Fixtures.repositoryRoot, Fixtures.root + "/metric-report"]
        roots += Fixtures.names("valid").map { Fixtures.root + "/valid/" + $0 }
        for root in roots {
            let built = build(root, allowBrokenLinks: false)
            #expect(built.failure == nil)
            let written = built.direct
            // Every built page is walked (a series template once per period, its index made from them).
            let expected = Self.builtMarkdownPages(root) + Self.generatedIndexes(root)
                + Self.seriesPages(root, built: Set(built.files.keys))
            #expect(written == expected, "\(root): \(written) of \(expected) pages written by the walker")
        }
    }

    /// The Markdown pages a site builds (not drafts, not in `_` folders).
    static func builtMarkdownPages(_ root: String) -> Int { builtMarkdownFiles(root).count }

    static func builtMarkdownFiles(_ root: String) -> [String] {
        Fixtures.files(below: root + "/content", suffix: ".md").filter { file in
            !file.split(separator: "/").contains { $0.hasPrefix("_") }
                && !(Fixtures.text(root + "/content/" + file) ?? "").contains("\ndraft: true")
        }
    }

    /// The pages series templates (`repeat:` in front matter) make: the built `index.html` files one folder below
    /// the template's URL.
    static func seriesPages(_ root: String, built: Set<String>) -> Int {
        var count = 0
        for file in builtMarkdownFiles(root) {
            guard let text = try? String(contentsOfFile: root + "/content/" + file, encoding: .utf8),
                  text.hasPrefix("---\n"), text.contains("\nrepeat: ") else { continue }
            var url = String(file.dropLast(3))
            if url == "index" { url = "" } else if url.hasSuffix("/index") { url = String(url.dropLast(5)) } else { url += "/" }
            count += built.filter { path in
                guard path.hasPrefix(url), path.hasSuffix("/index.html") else { return false }
                let rest = path.dropFirst(url.count).dropLast("/index.html".count)
                return !rest.isEmpty && !rest.contains("/")
            }.count
        }
        return count
    }

    /// The folders (the content folder included) that hold built pages, directly or further down, but no
    /// `index.md` or `README.md`: each gets a generated index page.
    static func generatedIndexes(_ root: String) -> Int {
        var folders: Set<String> = [], indexed: Set<String> = []
        for file in builtMarkdownFiles(root) {
            var parts = file.split(separator: "/").map(String.init)
            let name = parts.removeLast()
            if name == "index.md" || name.lowercased() == "readme.md" { indexed.insert(parts.joined(separator: "/")) }
            while true {
                folders.insert(parts.joined(separator: "/"))
                if parts.isEmpty { break }
                parts.removeLast()
            }
        }
        return folders.subtracting(indexed).count
    }

    /// Broken links and images are reported by the walker itself, at the `[` or `![` (continuation lines,
    /// quotes, list items, headings, row subtitles, image descriptions; a row whose leading link is dropped is a
    /// plain row), and the page is still walked (every position: the `invalid/walker-link-positions` fixture).
    @Test func brokenLinksAreReportedAtTheirPositionsByTheWalker() {
        let site = TempSite()
        site.write("content/index.md", """
            ---
            title: Home
            ---
            # Home [bad](nope.md)

            Intro with a
            continuation [line](gone.md) and ![pic](missing.png).

            ## Section [x](#missing) {tint=red}

            > Quoted
            > > nested [q](q.md)
            >
            > - item [i](i.md)
            >   continued [c](c.md)

            - [Other](other.md) — see [also](also.md)
            - [Broken row](broken.md)
            - ![alt with [inner](inner.md)](p.png)

            ### Deeper [d](#home) and [e](#nope)
            """)
        site.write("content/other.md", "# Other\n\nBack [home](index.md#missing-anchor).\n")
        let (direct, pages) = expectWalked(site.root)
        #expect(pages == 2)
        #expect(direct == 2)
        let fixed = TempSite()
        fixed.write("content/index.md", "# Home\n\nA [bad](nope.md) link\n  on [two](x.md#y) lines.\n\n> - item [q](q.md)\n")
        fixed.write("content/x.md", "# X\n")
        let (walked, _) = expectWalked(fixed.root)
        #expect(walked == 2)
        let strict = build(fixed.root, allowBrokenLinks: false)
        #expect(strict.failure?.contains("content/index.md:3:3: error: link to missing page 'nope.md'") == true,
                "\(strict.failure ?? "")")
    }

    /// The benchmark corpus's page shape is written directly, every page.
    @Test func corpusShapedPagesAreAllWrittenDirectly() {
        let site = TempSite()
        for i in 0..<30 {
            let folder = "f\(i / 10)"
            var text = "---\ntitle: \"Report \(i)\"\ndate: 2026-01-0\(1 + i % 9)\n---\n\n# Report \(i)\n\nIntro **text** and *more*.\n\n"
            for s in 0..<3 {
                text += "## Section \(s) vitals\n\nBody text with `code` & 1 < 2 \"quotes\".\n\n"
                for k in 0..<4 {
                    let j = (i * 7 + s * 3 + k) % 30
                    let target = j / 10 == i / 10 ? "page-\(j).md" : "../f\(j / 10)/page-\(j).md"
                    text += "- [Report \(j)](\(target)) Steady pace.\n"
                }
                text += "\n"
            }
            text += "> A quote.\n\n```swift\nlet zone = 1\n```\n"
            site.write("content/\(folder)/page-\(i).md", text)
        }
        let (direct, pages) = expectWalked(site.root)
        // And the generated indexes of the content folder and of f0, f1, f2 (none has an index.md).
        #expect(pages == 34)
        #expect(direct == 34)
    }

    /// 60 generated sites of six pages (each compared byte for byte with the general route while it existed):
    /// each builds, or fails with located errors only (broken links, a bad metric file), and never crashes.
    @Test(arguments: 0..<60)
    func generatedSitesBuild(_ seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        let site = TempSite()
        let pageCount = 6
        let paths = (0..<pageCount).map { i in i == 0 ? "index.md" : (i % 2 == 0 ? "a/p\(i).md" : "p\(i).md") }
        site.write("content/a/index.md", "# Folder A\n\nThe folder.\n")
        site.write("content/pic.png", "png")
        site.write("content/m.csv", "date,bpm\n2026-11-20,50\n2026-11-23,52\n2026-11-27,51\n")
        site.write("content/bad.csv", "date,bpm\n2026-11-22,fifty\n")
        if seed % 3 == 1 { site.write("cardstock.yaml", "raw_html: true\n") }
        for (i, path) in paths.enumerated() {
            var maker = MarkdownMaker(random: random.split(), paths: paths, path: path)
            maker.plain = i % 2 == 1  // half the pages ordinary, half with everything
            site.write("content/" + path, maker.page(i))
        }
        let built = build(site.root, allowBrokenLinks: seed % 5 != 0)
        if let failure = built.failure {
            let lines = failure.split(separator: "\n").filter { !$0.hasPrefix("cardstock: build failed") }
            // `content/…:line:column: error|warning: …`
            func located(_ line: Substring) -> Bool {
                let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
                return parts.count == 5 && parts[0].hasPrefix("content/") && Int(parts[1]) != nil
                    && Int(parts[2]) != nil && (parts[3] == " error" || parts[3] == " warning")
            }
            #expect(lines.allSatisfy(located), "\(failure)")
        } else {
            #expect(built.direct == Self.builtMarkdownPages(site.root))  // every page walked
        }
    }

    /// Pathological nesting (thousands of `>`, list markers, emphasis or brackets) does not crash the walker:
    /// nesting deeper than ``WalkPosition/maxNesting`` is a located error (the page is not written);
    /// what stays within the limit is walked.
    @Test func deepNestingIsALocatedError() {
        let site = TempSite()
        site.write("content/index.md", "# Deep\n\n" + String(repeating: "> ", count: 3000) + "quote\n")
        site.write("content/list.md", "# List\n\n" + (0..<400).map { String(repeating: "  ", count: $0) + "- item" }
            .joined(separator: "\n") + "\n")
        site.write("content/em.md", "# Em\n\n" + String(repeating: "*a ", count: 3000) + "x"
            + String(repeating: " a*", count: 3000) + "\n")
        site.write("content/links.md", "# Links\n\n- [a](index.md) " + String(repeating: "**[b](list.md) ", count: 2000)
            + String(repeating: "**", count: 2000) + "\n")
        let deep = build(site.root)
        let message = "error: this part of the page nests deeper than 24 levels (block quotes, lists, emphasis and links inside each other); flatten it"
        #expect(deep.failure?.contains("content/index.md:3:49: " + message) == true, "\(deep.failure ?? "")")
        #expect(deep.failure?.contains("content/list.md:26:49: " + message) == true)
        #expect(deep.failure?.contains("content/em.md:3:71: " + message) == true)
        #expect(deep.failure?.contains("links.md") == false)
        let within = TempSite()
        within.write("content/index.md", "# Within\n\n" + String(repeating: "> ", count: 20) + "quote\n")
        let (walked, pages) = expectWalked(within.root)
        #expect(walked == 1 && pages == 1)
    }

    /// The shapes the walker once left to the general route are walked (their bytes: the `valid/walker-shapes*`
    /// fixtures; their problems: `invalid/walker-shape-links`):
    /// raw HTML or further links in a row's subtitle, paragraphs of only a link without text or an image without
    /// a description (their links reported even when they show nothing), images from `#anchors`, label/value
    /// lists holding links, a first heading whose text phase 1's quick scan reads differently.
    @Test(arguments: [false, true])
    func onceGeneralShapesAreWalked(rawHTML: Bool) {
        let site = TempSite()
        if rawHTML { site.write("cardstock.yaml", "raw_html: true\n") }
        site.write("content/pic.png", "png")
        site.write("content/index.md", """
            # Home *of* `things` &amp; more

            ## Rows

            - [One](one.md) <b>bold</b> — after html
            - [Two](two.md) <i>x</i>
            - [Three](one.md)<br> — sep
            - [Four](two.md) [— five](one.md) and [six](gone.md)
            - [Seven](one.md) [](two.md) — trimmed?
            - [Eight](one.md) ![— alt](javascript:alert(1)) rest
            - [Nine](one.md) ![](missing.png)
            - [Ten](one.md) — [](gone.md)
            - [Eleven](one.md)

              [](gone2.md)

            ## Paragraphs

            [](one.md)

            [](gone3.md)

            ![](pic.png)

            ![](missing2.png)

            ![](#rows) and ![x](#nowhere)

            > [](gone4.md)

            - [](gone5.md)

              [](gone6.md)

            ## Values

            - Distance: **[14 km](one.md)**
            - Time: *![t](pic.png)*
            - Pace: [5:00](gone7.md)
            """)
        site.write("content/one.md", "# One\n")
        site.write("content/two.md", "# Two\n")
        let (walked, pages) = expectWalked(site.root)
        #expect(pages == 3)
        #expect(walked == 3)
        let strict = build(site.root, allowBrokenLinks: false).failure ?? ""
        for problem in ["8:39: error: link to missing page 'gone.md'", "11:18: error: link to missing file 'missing.png'",
                        "12:19: error: link to missing page 'gone.md'", "15:3: error: link to missing page 'gone2.md'",
                        "21:1: error: link to missing page 'gone3.md'", "25:1: error: link to missing file 'missing2.png'",
                        "27:16: error: link to missing anchor '#nowhere'", "29:3: error: link to missing page 'gone4.md'",
                        "31:3: error: link to missing page 'gone5.md'", "33:3: error: link to missing page 'gone6.md'",
                        "39:9: error: link to missing page 'gone7.md'"] {
            #expect(strict.contains("content/index.md:" + problem), "\(problem) in \(strict)")
        }
    }

    /// The report corpus's page shapes (``make_report_corpus.py``: weekly reports with heading attributes, sideways
    /// sections and metric blocks; workouts with `Label: value` lists and links to another page's anchor) are
    /// written directly, every page.
    @Test func reportShapedPagesAreAllWrittenDirectly() {
        let site = TempSite()
        site.write("content/metrics/steps.csv", "date,value\n" + (1...28).map { "2026-11-\(String(format: "%02d", $0)),\(1000 * $0)" }.joined(separator: "\n") + "\n")
        site.write("content/metrics/steps.yaml", "unit: \"steps\"\naggregation: sum\ngood: higher\n")
        site.write("content/metrics/rhr.csv", "date,value\n" + (1...28).map { "2026-11-\(String(format: "%02d", $0)),\(50 + $0 % 5)" }.joined(separator: "\n") + "\n")
        site.write("content/metrics/rhr.yaml", "unit: \"bpm\"\naggregation: mean\ngood: lower\n")
        site.write("content/index.md", "---\ntitle: Reports\n---\n# Reports\n\n## Weeks\n\n- [Week 48](weeks/w48/index.md) 2026-11-23\n- [Week 47](weeks/w47/index.md) 2026-11-16\n")
        for week in [47, 48] {
            var text = "---\ntitle: Week \(week), 2026\nperiod: 2026-W\(week)\n---\n\n# Week \(week), 2026\n\nA steady week.\n\n"
            text += "## Activity {icon=figure.run tint=orange}\n\n```metric\nfile: /metrics/steps.csv\nstyle: tinted\n```\n\n"
            text += (1...3).map { "- [Workout \($0)](workout-\($0).md) \(20 * $0) min · \(100 * $0) kcal" }.joined(separator: "\n")
            text += "\n\n## Vitals {icon=waveform.path.ecg tint=teal layout=horizontal}\n\n```metric\nfile: /metrics/rhr.csv\nstyle: regular\n```\n\n"
            text += "```metric\nfile: /metrics/steps.csv\nstyle: regular\n```\n\n## More\n\n- [All reports](../../index.md) Every week\n"
            site.write("content/weeks/w\(week)/index.md", text)
            for j in 1...3 {
                site.write("content/weeks/w\(week)/workout-\(j).md", "---\ntitle: Workout \(j)\nicon: figure.run\ntint: orange\n---\n# Workout \(j)\n\nAn easy session.\n\n## Stats\n\n- Distance: \(j).5 km\n- Time: \(20 * j) min\n- Average heart rate: 1\(j)0 bpm\n\nBack to [the week](index.md#activity).\n")
            }
        }
        let (direct, pages) = expectWalked(site.root, allowBrokenLinks: false)
        let markdownPages = 1 + 2 * 4
        #expect(pages > markdownPages)  // and the metric pages
        #expect(direct == markdownPages + 1)  // and weeks/'s generated index
    }

    /// Many generated ordinary pages are all walked.
    @Test func generatedPagesAreAllWalked() {
        var random = SplitMix(seed: 99)
        let site = TempSite()
        let paths = (0..<60).map { "p\($0).md" }
        for (i, path) in paths.enumerated() {
            var maker = MarkdownMaker(random: random.split(), paths: paths, path: path)
            maker.plain = true
            site.write("content/" + path, maker.page(i))
        }
        let (direct, pages) = expectWalked(site.root)
        #expect(pages == 61)  // and the generated home page
        #expect(direct == 61, "\(direct) of \(pages) pages walked")
    }
}

/// A small deterministic random generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) {
        state = seed
        state = next()  // neighbouring seeds start far apart
    }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func split() -> SplitMix { SplitMix(seed: next()) }
}

/// Random Markdown pages with every construct the mapping knows, in odd combinations.
struct MarkdownMaker {
    var random: SplitMix
    let paths: [String]
    let path: String
    /// Only ordinary constructs (the shapes most pages have).
    var plain = false

    init(random: SplitMix, paths: [String], path: String) {
        self.random = random
        self.paths = paths
        self.path = path
    }

    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    static let words = ["heart", "rate", "Sleep", "zone", "tempo", "Steps", "rest", "week", "x"]

    mutating func words(_ n: Int) -> String { (0..<n).map { _ in pick(Self.words) }.joined(separator: " ") }

    /// A link destination relative to this page.
    mutating func target() -> String {
        let other = pick(paths)
        let inFolder = path.hasPrefix("a/")
        var relative = other
        if inFolder { relative = other.hasPrefix("a/") ? String(other.dropFirst(2)) : "../" + other }
        if plain { return pick([relative, relative, relative, "https://example.com/a?b=1&c=2"]) }
        return pick([relative, relative, relative, relative + "#" + pick(["heart", "sleep-zone", "nope"]),
                     "https://example.com/a?b=1&c=2", "javascript:alert(1)", "#heart", "missing.md", "",
                     inFolder ? "../pic.png" : "pic.png", "mailto:a@example.com", "<" + relative + ">",
                     inFolder ? "../a/" : "a/", "p%31.md"])
    }

    mutating func inline() -> String {
        var options = ["plain", "plain", "strong", "em", "code", "link", "entity", "specials", "break"]
        if !plain { options += ["image", "html", "escape", "hard", "emptylink", "emhtml"] }
        switch pick(options) {
        case "strong": return "**\(words(2))**"
        case "em": return "*\(words(1)) \(chance(30) ? "[\(words(1))](\(target()))" : "")*"
        case "code": return "`\(pick(["let a = b", "<tag>", "x && y", "{ }"]))`"
        case "link": return "[\(chance(20) ? "**\(words(1))**" : words(2))](\(target()))"
        case "entity": return pick(["&amp;", "&lt;", "&#123;", "&copy;", "&quot;"])
        case "specials": return pick(["a & b", "1 < 2 > 0", "\"quoted\"", "it's", "— dash", "ü é 😀"])
        case "break": return "\n" + words(1)
        case "image": return "![\(words(1))](\(pick(["pic.png", "javascript:x", "missing.png"])))"
        case "html": return pick(["<b>raw</b>", "<br>", "<!-- c -->"])
        case "emhtml": return "*\(words(1)) <i>raw</i>*"
        case "escape": return "\\[not a link\\]"
        case "hard": return words(1) + "  \n" + words(1)
        case "emptylink": return "[](\(target()))"
        default: return words(Int.random(in: 1...5, using: &random))
        }
    }

    mutating func inlines(_ n: Int) -> String { (0..<n).map { _ in inline() }.joined(separator: " ") }

    mutating func headingText() -> String {
        var text = pick(["Heart", "Sleep zone", "Heart", "Tempo & rest", "Steps `count`", "*Week* one", "x"])
        if chance(15) { text += " [link](\(target()))" }
        if !plain && chance(10) {
            text += pick([" {icon=heart.fill}", " {tint=red}", " {#id}", " {bad}", " }", " {layout=horizontal}",
                          " {icon=figure.run tint=orange layout=horizontal}", " **b** {tint=teal}"])
        }
        return text
    }

    mutating func row() -> String {
        let separators = [" — ", ": ", " - ", " · ", ", ", " ", " – ", "—", " :: "]
        var options = ["nav", "nav", "nav", "navsub", "plain", "kv"]
        if !plain { options += ["nested", "loose", "empty", "lead", "linksub"] }
        switch pick(options) {
        case "nav": return "[\(chance(20) ? "**\(words(1))**" : words(2))](\(target()))"
        case "navsub": return "[\(words(1))](\(target()))\(pick(separators))\(inlines(Int.random(in: 1...3, using: &random)))"
        case "plain": return inlines(Int.random(in: 1...3, using: &random))
        case "kv": return "\(pick(["Distance", "Sleep", "Rest"])): \(pick(["14.1 km", "**7 h**", "`62`", "a very long value that is longer than thirty-two"]))"
        case "nested": return "[\(words(1))](\(target()))\n  - \(words(2))"
        case "loose": return "\(words(2))\n\n  \(words(2))"
        case "empty": return ""
        case "lead": return "&#32;[\(words(1))](\(target())) after"
        case "linksub": return "[\(words(1))](\(target())) [\(words(1))](\(target()))"
        default: return words(2)
        }
    }

    mutating func list() -> String {
        let ordered = chance(20)
        let count = Int.random(in: 1...4, using: &random)
        let kv = chance(20)
        return (0..<count).map { k in
            let marker = ordered ? "\(k + 1)." : "-"
            let body = kv ? "\(pick(["Distance", "Sleep"])): \(pick(["5 km", "*7 h*"]))" : row()
            return body.isEmpty ? marker : "\(marker) \(body)"
        }.joined(separator: "\n")
    }

    mutating func quote() -> String {
        var options = ["para", "para", "heading", "code", "list"]
        if !plain { options += ["nested", "empty", "rule", "h1"] }
        let lines: String
        switch pick(options) {
        case "heading": lines = "### \(headingText())\n\n\(inlines(2))"
        case "h1": lines = "# \(headingText())"
        case "code": lines = "```\ncode < here\n```"
        case "list": lines = list()
        case "nested": lines = "> \(inlines(2))"
        case "empty": lines = ""
        case "rule": lines = "---"
        default: lines = inlines(Int.random(in: 1...4, using: &random))
        }
        return lines.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }
            .joined(separator: "\n")
    }

    mutating func block() -> String {
        var options = ["para", "para", "h2", "h3", "list", "list", "quote", "code", "rule"]
        if !plain { options += ["h1", "html", "setext", "h5", "metric", "metric"] }
        switch pick(options) {
        case "h1": return "# \(headingText())"
        case "h2": return "## \(headingText())"
        case "h3": return "### \(headingText())"
        case "h5": return "##### \(headingText())"
        case "list": return list()
        case "quote": return quote()
        case "code": return "```\(pick(["swift", "", "c++ {.x}", " js extra"]))\nlet x = \"<&>\"\n```"
        case "rule": return pick(["---", "***", "___"])
        case "html": return "<div class=\"x\">raw</div>"
        case "metric":
            return "```metric\n" + pick(["file: m.csv", "file: /m.csv\nstyle: tinted", "file: m.csv\nstyle: huge",
                                         "file: missing.csv", "file: bad.csv", "file: m.csv\ntitle: Pulse"]) + "\n```"
        case "setext": return "\(words(2))\n---"
        default: return inlines(Int.random(in: 1...6, using: &random))
        }
    }

    mutating func page(_ index: Int) -> String {
        var text = ""
        if chance(70) {
            text += "---\n"
            if chance(50) { text += "title: \"Page \(index) & co\"\n" }
            if chance(30) { text += "tint: \(pick(["orange", "blue", "red"]))\n" }
            if chance(30) { text += "description: \(pick(["Short one", "With <b> & more"]))\n" }
            if chance(20) { text += "date: 2026-03-0\(1 + index % 9)\n" }
            if !plain && chance(10) { text += "sections:\n  Heart:\n    icon: heart.fill\n" }
            if !plain && chance(10) { text += "sections:\n  Sleep zone:\n    tint: teal\n    layout: horizontal\n" }
            if !plain && chance(20) { text += "period: 2026-W48\n" }
            text += "---\n\n"
        }
        if chance(80) { text += "# \(chance(80) ? "Page \(index)" : headingText())\n\n" }
        for _ in 0..<Int.random(in: 2...9, using: &random) { text += block() + "\n\n" }
        return text
    }
}
