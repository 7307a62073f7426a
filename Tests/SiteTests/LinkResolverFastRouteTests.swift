import CommonMark
import Diagnostics
import Testing
@testable import CardstockCLI
@testable import Site

/// The byte-level link route (``LinkResolver/targets``) must give exactly what the `String` route gives:
/// the same hrefs, the same diagnostics and the same linked pages, for every kind of destination.
@Suite struct LinkResolverFastRouteTests {
    static func page(_ path: String, anchors: Set<String> = [], index: Bool = false) -> SourcePage {
        let isIndex = index || path.hasSuffix("index.md")
        return SourcePage(file: ContentFile(relativePath: path, sourcePath: "/site/content/" + path,
                                            displayPath: "content/" + path, isMarkdown: true, isFolderIndex: isIndex),
                          url: URLMapping.pageURL(forMarkdown: path, isFolderIndex: isIndex), metadata: PageMetadata(),
                          fences: [], title: path, anchors: anchors, links: [])
    }

    static let pages: [SourcePage] = [
        page("index.md", anchors: ["top"]),
        page("run.md", anchors: ["splits", "pace-zones"]),
        page("workouts/index.md"),
        page("workouts/long run.md", anchors: ["a"]),
        page("workouts/tempo.markdown"),
        page("café/index.md"),
        page("café/menu.md", anchors: ["été"]),
        page("deep/a/b/c.md"),
        page("plain/README.md", index: true),
    ]

    static let destinations: [String] = [
        "run.md", "./run.md", "/run.md", "run.md#splits", "run.md#nope", "run.md#", "run.md?x=1#splits",
        "run.md?x=1", "workouts/", "workouts", "workouts/index.md", "workouts/tempo.markdown",
        "workouts/long run.md", "workouts/long%20run.md", "workouts/../run.md", "../run.md", "..", "../",
        "./", ".", "/", "", "  run.md ", "run.md\n", "#top", "#missing", "//example.org/x", "https://example.org",
        "javascript:alert(1)", "mailto:a@b.c", "files/data.csv", "files/data.csv?v=2#row", "files/missing.csv",
        "files/", "missing.md", "drafty.md", "secret/", "secret", "café/menu.md", "café/", "café/menu.md#été",
        "deep/a/b/c.md", "deep/a/", "deep/a/b/../../a/b/c.md#x", "plain/", "plain/README.md", "image.png",
        "run.md#spl\u{301}its", "run.md#\u{301}", "run.md?#", "run.md#a#b", "workouts/#a", "index.md#top",
        "%72un.md", "run.md?a%20b", "x/../../run.md", "workouts//tempo.markdown", "WORKOUTS/tempo.markdown",
    ]

    static func resolver(fast: Bool) -> LinkResolver {
        var resolver = LinkResolver(site: pages, assets: ["files/data.csv", "image.png", "café/photo.jpg"],
                                    draftPaths: ["drafty.md", "secret/index.md"], draftFolders: ["secret"],
                                    brokenLinksAreWarnings: false)
        if !fast { resolver.targets = nil }
        return resolver
    }

    @Test(arguments: [0, 1, 3, 6, 7])
    func fastRouteMatchesStringRoute(from pageIndex: Int) {
        var page = Self.pages[pageIndex]
        page.links = Self.destinations.enumerated().map { i, destination in
            LinkReference(destination: destination, position: SourcePosition(line: i + 1, column: 3), isImage: false)
        }
        let fast = Self.resolver(fast: true).resolve(page: page)
        let slow = Self.resolver(fast: false).resolve(page: page)
        #expect(Self.resolver(fast: true).targets != nil)
        for reference in page.links {
            #expect(fast.links[reference.position] == slow.links[reference.position],
                    "\(reference.destination) from \(page.file.relativePath)")
        }
        #expect(fast.linkedPages == slow.linkedPages)
        #expect(fast.diagnostics.map(\.description) == slow.diagnostics.map(\.description))
    }

    @Test func oneResolverForEveryPageMatchesStringRoute() {
        // One resolver for all pages: hrefs shared between pages at the same depth must stay right.
        let fast = Self.resolver(fast: true), slow = Self.resolver(fast: false)
        for _ in 0..<2 {
            for index in Self.pages.indices {
                var page = Self.pages[index]
                page.links = Self.destinations.enumerated().map { i, destination in
                    LinkReference(destination: destination, position: SourcePosition(line: i + 1, column: 1), isImage: false)
                }
                let a = fast.resolve(page: page), b = slow.resolve(page: page)
                for reference in page.links {
                    #expect(a.links[reference.position] == b.links[reference.position],
                            "\(reference.destination) from \(page.file.relativePath)")
                }
            }
        }
    }

    @Test func fastRouteRewritesCommonLinks() {
        var page = Self.pages[3]  // workouts/long run.md → workouts/long%20run/
        let destinations = ["../run.md#splits", "tempo.markdown", "../files/data.csv?v=2#row", "./", "/"]
        page.links = destinations.enumerated().map { i, destination in
            LinkReference(destination: destination, position: SourcePosition(line: i + 1, column: 1), isImage: false)
        }
        let outcome = Self.resolver(fast: true).resolve(page: page)
        let hrefs = page.links.map { outcome.links[$0.position] }
        #expect(hrefs == [.href("../../run/#splits"), .href("../tempo/"), .href("../../files/data.csv?v=2#row"),
                          .href("../"), .href("../../")])
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.linkedPages == [1, 4, 2, 0])
        // These all take the byte route (it answers instead of handing over to the String route).
        let resolver = Self.resolver(fast: true)
        var scratch = LinkResolver.Outcome()
        var folder = "workouts", url = page.url
        for reference in page.links {
            let answer = folder.withUTF8 { f in url.withUTF8 { u in
                resolver.fastResolve(reference, folder: f, url: u, outcome: &scratch)
            } }
            #expect(answer == outcome.links[reference.position], "\(reference.destination)")
        }
    }

    @Test func tableKeepsKeysTooLongForTheirSlot() {
        // Keys of 39 bytes or fewer live in their slot, longer ones beside the slots; both kinds, after growing.
        var table = LinkTargetTable(capacity: 1)
        let long = String(repeating: "long-folder-name/", count: 4)
        for i in 0..<300 {
            table.update((i.isMultiple(of: 2) ? long : "s/") + "\(i).md") { $0.page = Int32(i) }
        }
        table.update(long + "asset.png") { $0.isAsset = true }
        for i in 0..<300 {
            var key = (i.isMultiple(of: 2) ? long : "s/") + "\(i).md"
            #expect(key.withUTF8 { table.entry($0)?.page } == Int32(i))
        }
        var asset = long + "asset.png", near = long + "asset.pnh"
        #expect(asset.withUTF8 { table.entry($0)?.isAsset } == true)
        #expect(near.withUTF8 { table.entry($0) } == nil)
    }

    @Test func tableFindsEveryKeyAfterGrowing() {
        var table = LinkTargetTable(capacity: 1)
        for i in 0..<500 { table.update("p/\(i).md") { $0.page = Int32(i) } }
        table.update("") { $0.folderIndex = 7 }
        for i in 0..<500 {
            var key = "p/\(i).md"
            #expect(key.withUTF8 { table.entry($0)?.page } == Int32(i))
        }
        var empty = ""
        #expect(empty.withUTF8 { table.entry($0)?.folderIndex } == 7)
        var missing = "p/500.md"
        #expect(missing.withUTF8 { table.entry($0) } == nil)
    }
}
