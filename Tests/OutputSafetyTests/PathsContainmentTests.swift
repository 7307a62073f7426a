import Glibc
import POSIXFiles
import Testing

/// `Paths.relative(_:inside:)`, the one "is this path inside that folder" of the package.
@Suite struct PathsContainmentTests {
    @Test func insideIsStrictAndBytewise() {
        #expect(Paths.relative("/a/b/c", inside: "/a") == "b/c")
        #expect(Paths.relative("/a/b", inside: "/a/b") == nil)      // the folder itself is not inside it
        #expect(Paths.relative("/a/bc", inside: "/a/b") == nil)     // a sibling sharing a prefix
        #expect(Paths.relative("/a/b/", inside: "/a/b") == nil)     // nothing after the slash
        #expect(Paths.relative("/x", inside: "/") == "x")
        #expect(Paths.relative("/", inside: "/") == nil)
        #expect(Paths.relative("strings/zh.yaml", inside: "strings") == "zh.yaml")
        #expect(Paths.relative("/caf\u{E9}/x", inside: "/cafe\u{301}") == nil)  // canonically equal, other bytes
        #expect(Paths.isSameOrInside("/a/b", "/a/b") && Paths.isSameOrInside("/a/b/c", "/a") && !Paths.isSameOrInside("/ab", "/a"))
        #expect(Paths.display("/site/a.md", relativeTo: "/site") == "a.md" && Paths.display("/other", relativeTo: "/site") == "/other")
    }

    @Test func dotDotIsLexicalSoPathsAreNormalisedFirst() {
        // `..` is not resolved here: a caller normalises first, and then the path is outside.
        #expect(Paths.relative("/site/../etc/passwd", inside: "/site") == "../etc/passwd")
        #expect(Paths.relative(Paths.normalize("/site/../etc/passwd"), inside: "/site") == nil)
        #expect(Paths.relative(Paths.normalize("/site/a/../b"), inside: "/site") == "b")
    }

    @Test func symbolicLinksAreResolvedByTheCallerFirst() throws {
        var template = Array("/tmp/cardstock-paths-XXXXXX".utf8CString)
        let root = String(cString: try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }))
        defer { try? FileSystem.removeTree(root) }
        try FileSystem.makeDirectories(Paths.join(root, "site"))
        try FileSystem.makeDirectories(Paths.join(root, "outside"))
        #expect(symlink(Paths.join(root, "outside"), Paths.join(root, "site/link")) == 0)
        let through = Paths.join(root, "site/link/secret")
        let real = try #require(FileSystem.realPath(Paths.join(root, "site/link")))
        #expect(Paths.isInside(through, Paths.join(root, "site")))             // lexically inside…
        #expect(!Paths.isInside(real, try #require(FileSystem.realPath(Paths.join(root, "site")))))  // …but not once resolved
    }
}
