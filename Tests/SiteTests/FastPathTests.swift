import POSIXFiles
import Testing
@testable import CardstockCLI
@testable import Site

/// The byte-level fast paths give the same answers as the plain rules they replace.
@Suite struct FastPathTests {
    @Test func normalizeHandlesDotsSlashesAndRoots() {
        #expect(Paths.normalize("") == ".")
        #expect(Paths.normalize("/") == "/")
        #expect(Paths.normalize("./") == ".")
        #expect(Paths.normalize("a/b/..") == "a")
        #expect(Paths.normalize("a/b/../..") == ".")
        #expect(Paths.normalize("../a/../b") == "../b")
        #expect(Paths.normalize("../../a") == "../../a")
        #expect(Paths.normalize("/../a") == "/a")
        #expect(Paths.normalize("/a/b/../../..") == "/")
        #expect(Paths.normalize("f0/../f1/page-2.md") == "f1/page-2.md")
        #expect(Paths.normalize("ü/./ß//x") == "ü/ß/x")
    }

    @Test func joinNormalizedMatchesJoinThenNormalize() {
        let folders = ["", ".", "f025", "a/b", "a/b/"]
        let paths = ["../f037/page-3731.md", "page.md", "", ".", "./x/../y.md", "../../../z", "/root.md", "//x", "/"]
        for folder in folders {
            for path in paths {
                let expected = path.hasPrefix("/") ? Paths.normalize(String(path.dropFirst()))
                                                   : Paths.normalize(Paths.join(folder, path))
                #expect(Paths.joinNormalized(folder: folder, Substring(path)) == expected, "\(folder) + \(path)")
            }
        }
    }

    @Test func onePassJoinMatchesTheGeneralJoinOrDeclines() {
        let folders = ["", ".", "f025", "a/b", "a/b/", "/a", "a//b", "./a", "a/.b", "..", "ü", "a/b/c"]
        let paths = ["../f037/page-3731.md", "page.md", "", ".", "./x/../y.md", "../../../z", "/root.md", "/", "x/",
                     "../..", "../../", "a/../../b", "..x/y", "...", "x//y/./z", "/../a", "é.md", "../é/x.md"]
        var taken = 0
        for folder in folders {
            for path in paths {
                let expected = Paths.joinNormalized(folder: folder, Substring(path))
                let fast = Array(folder.utf8).withUnsafeBufferPointer { f in
                    Array(path.utf8).withUnsafeBufferPointer { p -> String? in
                        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: f.count + p.count + 2) { out in
                            Paths.joinNormalizedASCII(folder: f, p, into: out).map {
                                $0 == 0 ? "." : String(decoding: out[..<$0], as: UTF8.self)
                            }
                        }
                    }
                }
                guard let fast else { continue }
                taken += 1
                #expect(fast == expected, "\(folder) + \(path)")
            }
        }
        // The links of a plain site take the one-pass route.
        #expect(taken > 60)
    }

    @Test func asciiSlugsFollowTheUnicodeRules() {
        #expect(Slugger.slug("Section 0 variability") == "section-0-variability")
        #expect(Slugger.slug("Tabs\tand.dots, (parens)!") == "tabsanddots-parens")
        #expect(Slugger.slug("UPPER_lower-Mixed 9") == "upper_lower-mixed-9")
        #expect(Slugger.slug("") == "")
    }

    @Test func relativeHrefsBetweenFoldersAndFiles() {
        #expect(URLMapping.relativeHref(from: "f000/page-1/", to: "f025/page-2548/") == "../../f025/page-2548/")
        #expect(URLMapping.relativeHref(from: "f000/page-1/", to: "f000/page-1/") == "./")
        #expect(URLMapping.relativeHref(from: "a/b/", to: "a/b") == "../b")
        #expect(URLMapping.relativeHref(from: "a/", to: "a") == "../a")
        #expect(URLMapping.relativeHref(from: "x/", to: "x/ä b.png") == "%C3%A4%20b.png")
    }
}

/// Links with queries, fragments and percent escapes resolve the same way after the byte-level split.
@Suite struct LinkSplitTests {
    @Test func queriesFragmentsAndEscapesAreKeptOrChecked() {
        let site = TempSite()
        site.write("content/index.md", """
            # Home

            [to b](notes/b.md#details) and [img](notes/my%20pic.png?v=2#top) and [q](notes/b.md?x=1#details)
            and [upper](notes/../notes/b.md) and [root](/notes/b.md).
            """)
        site.write("content/notes/b.md", "# B\n\n## Details\n\nBack [home](../index.md#home).\n")
        site.write("content/notes/my pic.png", "png")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let home = site.read("site/index.html") ?? ""
        #expect(home.contains("href=\"notes/b/#details\""))
        #expect(home.contains("href=\"notes/my%20pic.png?v=2#top\""))
        #expect(home.contains("href=\"notes/b/\">upper"))
        #expect(home.contains("href=\"notes/b/\">root"))
        #expect(site.read("site/notes/b/index.html")?.contains("href=\"../../#home\"") == true)
    }

    @Test func aMissingAnchorBehindAQueryIsStillReported() {
        let site = TempSite()
        site.write("content/index.md", "# Home\n\n[b](b.md?x=1#nope)\n")
        site.write("content/b.md", "# B\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status != 0)
        #expect(result.err.contains("link to missing anchor '#nope'"))
    }
}

/// Directory listings sort by UTF-8 bytes.
@Suite struct BytewiseOrderTests {
    @Test func bytewiseOrderMatchesUTF8Comparison() {
        let names = ["b", "a", "B", "ä", "a0", "", "ab", "Z", "é", "e", "a"]
        let expected = names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(names.sorted(by: FileSystem.bytewiseLess) == expected)
        #expect(FileSystem.bytewiseLess("a", "ab"))
        #expect(!FileSystem.bytewiseLess("ab", "a"))
        #expect(!FileSystem.bytewiseLess("a", "a"))
    }
}

/// `Paths.parent` and `Paths.lastComponent` on ASCII bytes keep the `Character` rules.
@Suite struct PathComponentTests {
    @Test func parentsAndLastComponents() {
        let cases: [(String, String, String)] = [
            ("a/b/c.md", "a/b", "c.md"), ("c.md", ".", "c.md"), ("/x", "/", "x"), ("/", "/", ""),
            ("a/b/", "a", "b"), ("a//", ".", "a"), ("", ".", ""), ("//", "/", ""), ("/a/b//", "/a", "b"),
            ("ü/ß.md", "ü", "ß.md"), ("f001/page-12.md", "f001", "page-12.md"),
        ]
        for (path, parent, last) in cases {
            #expect(Paths.parent(path) == parent, "parent of \(path)")
            #expect(Paths.lastComponent(path) == last, "last component of \(path)")
        }
    }
}

/// Pages that phase 1 did not parse (title in front matter, nothing else needed) still have their anchors
/// checked when another page links into them.
@Suite struct LazyAnchorTests {
    func site(link: String) -> TempSite {
        let site = TempSite()
        site.write("content/index.md", "---\ntitle: Home\n---\n# Home\n\nSee [details](b.md\(link)).\n")
        site.write("content/b.md", "---\ntitle: B page\n---\n# B\n\n## Details here\n\nText.\n\n## More\n")
        return site
    }

    @Test func aLinkToAnExistingAnchorBuilds() {
        let site = site(link: "#details-here")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(site.read("site/index.html")?.contains("href=\"b/#details-here\"") == true)
        #expect(site.read("site/b/index.html")?.contains("id=\"details-here\"") == true)
    }

    @Test func aLinkToAMissingAnchorListsTheLazilyFoundAnchors() {
        let result = site(link: "#nope").run(["build", "--quiet"])
        #expect(result.status != 0)
        #expect(result.err.contains("link to missing anchor '#nope' in content/b.md (anchors: b, details-here, more)"),
                "\(result.err)")
    }

    @Test func onlyPlainPagesSkipTheOutline() {
        #expect(PageLoader.bodyNeedsNoOutline(Array("# A\n\ntext\n".utf8), from: 0))
        #expect(!PageLoader.bodyNeedsNoOutline(Array("# A {icon=heart}\n".utf8), from: 0))
        #expect(!PageLoader.bodyNeedsNoOutline(Array("```metric\nfile: x.csv\n```\n".utf8), from: 0))
        #expect(PageLoader.bodyNeedsNoOutline(Array("{x}\n# A\n".utf8), from: 4))
    }
}
