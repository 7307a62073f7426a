import Diagnostics
import Glibc
import POSIXFiles
import Testing
@testable import CardstockCLI
@testable import Site

/// The content scan (top-level folders in parallel) lists the same files in the same order as a plain
/// serial walk, with and without symlinks.
@Suite struct ContentScannerTests {
    static func paths(_ site: TempSite) throws -> [String] {
        try ContentScanner(displayRoot: "content", root: site.root + "/content").scan().map(\.relativePath)
    }

    @Test func foldersAreScannedInNameOrderWithTheirFiles() throws {
        let site = TempSite()
        for path in ["z.md", "a.md", "b/index.md", "b/x.png", "b/deep/c.md", "a/1.md", "a/10.md", "a/2.md",
                     "_private/p.md", ".hidden/h.md", "c/_draft.md", "Ä/ü.md", "B/up.md"] {
            site.write("content/" + path, "# T\n")
        }
        #expect(try Self.paths(site) == ["B/up.md", "a/1.md", "a/10.md", "a/2.md", "a.md", "b/deep/c.md",
                                         "b/index.md", "b/x.png", "z.md", "Ä/ü.md"])
        let files = try ContentScanner(displayRoot: "content", root: site.root + "/content").scan()
        #expect(files.filter(\.isFolderIndex).map(\.relativePath) == ["b/index.md"])
        #expect(files.first { $0.relativePath == "b/x.png" }?.isMarkdown == false)
        #expect(files.first { $0.relativePath == "a/1.md" }?.displayPath == "content/a/1.md")
    }

    @Test func indexAndReadmeNamesOnBytesAndCharacters() {
        let cases: [(String, ContentScanner.NameKind)] = [
            ("index.md", .index), ("a/index.md", .index), ("a/b/index.markdown", .index), ("a/Index.md", .other),
            ("README.md", .readme), ("a/ReadMe.markdown", .readme), ("a/readme.md", .readme), ("a/readme.mdx", .other),
            ("a/xindex.md", .other), ("ü/index.md", .index), ("ü/README.md", .readme), ("ü/readme.mdü", .other),
            ("a/index.md/", .index), ("", .other),
        ]
        for (path, kind) in cases {
            let name = Paths.lastComponent(path)
            let expected: ContentScanner.NameKind = ContentScanner.isIndexName(name) ? .index
                : ContentScanner.isReadmeName(name) ? .readme : .other
            #expect(ContentScanner.nameKind(path) == expected, "\(path)")
            #expect(expected == kind, "\(path)")
        }
    }

    @Test func theFirstReadmeOfAFolderWithoutIndexIsItsIndex() {
        func file(_ path: String) -> ContentFile {
            ContentFile(relativePath: path, sourcePath: "", displayPath: path, isMarkdown: true, isFolderIndex: false)
        }
        var files = ["a/README.md", "a/readme.markdown", "a/x.md", "b/README.md", "b/index.md", "c/Readme.md", "index.md"]
            .map(file)
        ContentScanner.markFolderIndexes(&files)
        #expect(files.filter(\.isFolderIndex).map(\.relativePath) == ["a/README.md", "b/index.md", "c/Readme.md", "index.md"])
    }

    @Test func aSymlinkedSecondWayIntoAFolderIsListedOnce() throws {
        let site = TempSite()
        site.write("content/a/page.md", "# A\n")
        site.write("content/b/other.md", "# B\n")
        #expect(symlink(site.root + "/content/a", site.root + "/content/b/link") == 0)
        // Serial order: `a` is walked first, so `b/link` (the same folder) is skipped.
        #expect(try Self.paths(site) == ["a/page.md", "b/other.md"])
    }

    @Test func aSymlinkOutsideAnyFolderIsStillAnError() {
        let site = TempSite()
        site.write("content/a/page.md", "# A\n")
        site.write("content/b/other.md", "# B\n")
        site.write("outside/x.md", "# X\n")
        #expect(symlink(site.root + "/outside", site.root + "/content/b/out") == 0)
        #expect(throws: DiagnosticList.self) { try Self.paths(site) }
    }
}
