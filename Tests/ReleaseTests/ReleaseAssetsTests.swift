import POSIXFiles
import Diagnostics
import Glibc
import Testing
@testable import Release

/// A built site with a fingerprinted stylesheet (`style.<hash>.css`), like `cardstock publish` makes:
/// two pages linking it, a sitemap of the pages. Returns the stylesheet's name.
@discardableResult
func writeFingerprintedSite(_ folder: TempFolder, css: String, marker: String) throws -> String {
    let style = Fingerprint.name(for: "style.css", contents: Array(css.utf8))
    try folder.write(style, css)
    try folder.write("index.html", """
        <!doctype html><html><head><link rel="stylesheet" href="\(style)"></head>
        <body><h1>\(marker)</h1><a href="posts/first/">First</a></body></html>
        """)
    try folder.write("posts/first/index.html", """
        <!doctype html><html><head><link rel="stylesheet" href="../../\(style)"></head>
        <body><a href="/">Home</a></body></html>
        """)
    try folder.write("sitemap.xml", """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url>\
        <url><loc>https://example.com/posts/first/</loc></url></urlset>
        """)
    return style
}

/// The inode of a file (hard links share it).
func inode(_ path: String) -> UInt {
    var st = stat()
    return lstat(path, &st) == 0 ? UInt(st.st_ino) : 0
}

@Suite struct ReleaseAssetsTests {
    /// A publish of `site` that must make a new release.
    func release(_ manager: ReleaseManager, _ site: TempFolder) throws -> PublishedRelease {
        guard case .released(let release) = try manager.publish(from: site.path) else {
            throw Diagnostic.error(site.path, "expected a new release")
        }
        return release
    }

    @Test func aLinkedRecordFolderIsReplacedNotWrittenThrough() throws {
        // `.cardstock-assets` inside the release folder made a link to a folder elsewhere (issue 27).
        let root = TempFolder(), a = TempFolder(), b = TempFolder(), elsewhere = TempFolder()
        try writeFingerprintedSite(a, css: "body { color: black }", marker: "A")
        try writeFingerprintedSite(b, css: "body { color: navy }", marker: "B")
        let manager = ReleaseManager(directory: root.at("www"), now: frozenClock)
        let first = try release(manager, a)
        try elsewhere.write(first.name.description, "SENTINEL\n")
        try ReleaseFiles.removeTree(root.at("www/.cardstock-assets"))
        #expect(symlink(elsewhere.path, root.at("www/.cardstock-assets")) == 0)
        let second = try release(manager, b)
        #expect(try elsewhere.read(first.name.description) == "SENTINEL\n")
        #expect(try ReleaseFiles.names(in: elsewhere.path) == [first.name.description])
        #expect(FileSystem.kind(root.at("www/.cardstock-assets")) == .directory)
        #expect(try root.read("www/.cardstock-assets/\(second.name)").contains("own "))
    }

    @Test func theNewReleaseCarriesThePreviousStylesheet() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder()
        let styleA = try writeFingerprintedSite(a, css: "body { color: black }", marker: "A")
        let styleB = try writeFingerprintedSite(b, css: "body { color: navy }", marker: "B")
        #expect(styleA != styleB)
        let manager = ReleaseManager(directory: root.at("www"), now: frozenClock)
        let first = try release(manager, a)
        let second = try release(manager, b)
        // The previous release's stylesheet is in the new release, as a hard link of the same file.
        #expect(try root.read("www/current/\(styleA)") == "body { color: black }")
        #expect(try root.read("www/current/\(styleB)") == "body { color: navy }")
        #expect(inode(first.path + "/" + styleA) == inode(second.path + "/" + styleA))
        let record = try manager.assets(of: second.name)
        #expect(record.own == [styleB])
        #expect(record.carried == [styleA])
        #expect(try root.read("www/.cardstock-assets/\(second.name)").contains("carried \(styleA)\n"))
        // The release's name still carries the hash of its own content, which compares equal to the build.
        #expect(second.name.hash == (try ContentHash.ofFolder(b.path).short))
        #expect(try manager.diff(from: b.path).isEmpty)
        #expect(try manager.publish(from: b.path) == .unchanged(second))
        // Not in the sitemap, and the release with its carried file passes verification.
        #expect(!(try root.read("www/current/sitemap.xml")).contains("style."))
        #expect(try SiteVerifier().verify(folder: second.path).isEmpty)
        // The old release itself got nothing new.
        #expect(try ReleaseFiles.names(in: first.path) == ["index.html", "posts", "sitemap.xml", styleA])
    }

    @Test func carriedFilesArePrunedWithTheReleasesThatNeedThem() throws {
        let root = TempFolder(), site = TempFolder()
        let manager = ReleaseManager(directory: root.at("www"), keep: 2, hardLink: false, now: frozenClock)
        var styles: [String] = [], names: [ReleaseName] = []
        for k in 0..<4 {
            styles.append(try writeFingerprintedSite(site, css: "body { margin: \(k)px }", marker: "\(k)"))
            names.append(try release(manager, site).name)
            unlink(site.at(styles[k]))   // each build holds only its own stylesheet
        }
        #expect(try manager.list().map(\.name) == Array(names.suffix(2)))
        let newest = manager.path(of: names[3]), previous = manager.path(of: names[2])
        #expect(FileSystem.existingKind(newest + "/" + styles[2]) == .file)
        #expect(FileSystem.existingKind(newest + "/" + styles[1]) == nil)
        #expect(FileSystem.existingKind(newest + "/" + styles[0]) == nil)
        // Release 2 carried release 1's stylesheet; release 1 is gone, so that copy went with it.
        #expect(FileSystem.existingKind(previous + "/" + styles[1]) == nil)
        #expect(try manager.assets(of: names[2]).carried.isEmpty)
        #expect(try ReleaseFiles.names(in: root.at("www/.cardstock-assets")) == names.suffix(2).map(\.description))
    }

    @Test func republishingAfterARollbackSwitchesBack() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder(), bAgain = TempFolder()
        let styleA = try writeFingerprintedSite(a, css: "a { color: red }", marker: "A")
        let styleB = try writeFingerprintedSite(b, css: "a { color: blue }", marker: "B")
        try writeFingerprintedSite(bAgain, css: "a { color: blue }", marker: "B")
        let manager = ReleaseManager(directory: root.at("www"), now: frozenClock)
        let first = try release(manager, a)
        let second = try release(manager, b)
        // The rollback carries B's stylesheet into A before switching, for the pages of B still open.
        #expect(try manager.rollback().name == first.name)
        #expect(FileSystem.existingKind(first.path + "/" + styleB) == .file)
        #expect(try manager.assets(of: first.name).carried == [styleB])
        // Identical content: no third release, B is current again.
        #expect(try manager.publish(from: bAgain.path) == .switchedBack(second))
        #expect(try manager.list().map(\.name) == [first.name, second.name])
        #expect(try ReleaseFiles.linkTarget(root.at("www/current")) == "releases/\(second.name)")
        // The same holds without a rollback: A's content again switches to A (carried files do not count).
        #expect(try manager.publish(from: a.path) == .switchedBack(first))
        #expect(try manager.list().count == 2)
        #expect(FileSystem.existingKind(first.path + "/" + styleA) == .file)
        #expect(try manager.diff(from: a.path).isEmpty)
    }

    @Test func thePreviouslyCurrentReleaseIsKeptAndCarried() throws {
        let root = TempFolder(), site = TempFolder()
        var manager = ReleaseManager(directory: root.at("www"), keep: 3, hardLink: false, now: frozenClock)
        var styles: [String] = [], names: [ReleaseName] = []
        for k in 0..<3 {
            styles.append(try writeFingerprintedSite(site, css: "p { padding: \(k)px }", marker: "\(k)"))
            names.append(try release(manager, site).name)
            unlink(site.at(styles[k]))
        }
        _ = try manager.rollback()
        _ = try manager.rollback()
        #expect(try manager.current()?.name == names[0])
        manager.keep = 2
        let style = try writeFingerprintedSite(site, css: "p { padding: 9px }", marker: "9")
        let newest = try release(manager, site)
        // The oldest release was current until now: it stays (readers may have its pages open), the others go.
        #expect(try manager.list().map(\.name) == [names[0], newest.name])
        #expect(FileSystem.existingKind(newest.path + "/" + styles[0]) == .file)
        #expect(FileSystem.existingKind(newest.path + "/" + styles[1]) == nil)
        #expect(try manager.assets(of: newest.name) == ReleaseAssets(text: """
            cardstock-release-assets 1
            own \(style)
            carried \(styles[0])
            """))
    }

    @Test func keepingOneReleaseCarriesNothing() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder()
        let styleA = try writeFingerprintedSite(a, css: "h1 { margin: 0 }", marker: "A")
        try writeFingerprintedSite(b, css: "h1 { margin: 1em }", marker: "B")
        let manager = ReleaseManager(directory: root.at("www"), keep: 1, now: frozenClock)
        _ = try release(manager, a)
        let second = try release(manager, b)
        #expect(try manager.list().map(\.name) == [second.name])
        #expect(FileSystem.existingKind(second.path + "/" + styleA) == nil)
    }

    @Test func nestedAndJavaScriptAssets() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder(), c = TempFolder(), d = TempFolder()
        try writeFingerprintedSite(a, css: "i { color: red }", marker: "A")
        let script = Fingerprint.name(for: "assets/app.js", contents: Array("1".utf8))
        let font = Fingerprint.name(for: "assets/fonts/face.woff2", contents: Array("font".utf8))
        try a.write(script, "1")
        try a.write(font, "font")
        try a.write("assets/notes.1234abcd.txt", "not its hash: not fingerprinted")
        let styleB = try writeFingerprintedSite(b, css: "i { color: blue }", marker: "B")
        try writeFingerprintedSite(c, css: "i { color: green }", marker: "C")
        try c.write("assets/own.js", "2")
        try writeFingerprintedSite(d, css: "i { color: gray }", marker: "D")
        try d.write("assets/own.js", "3")
        let manager = ReleaseManager(directory: root.at("www"), keep: 3, now: frozenClock)
        _ = try release(manager, a)
        let second = try release(manager, b)
        // B has no JavaScript of its own: the script is not carried, the font is (with folders made for it).
        #expect(FileSystem.existingKind(second.path + "/" + font) == .file)
        #expect(FileSystem.existingKind(second.path + "/" + script) == nil)
        #expect(FileSystem.existingKind(second.path + "/assets/notes.1234abcd.txt") == nil)
        #expect(try manager.assets(of: second.name).folders == ["assets", "assets/fonts"])
        // C has JavaScript, so it gets the script too, into its own assets folder.
        let third = try release(manager, c)
        #expect(FileSystem.existingKind(third.path + "/" + script) == .file)
        #expect(try manager.assets(of: third.name).folders == ["assets/fonts"])
        // D's release prunes A (three kept): B's and C's copies of A's files go, and the folders made for them.
        _ = try release(manager, d)
        #expect(FileSystem.existingKind(second.path + "/assets") == nil)
        #expect(try manager.assets(of: third.name).foreign == [styleB])
        #expect(FileSystem.existingKind(third.path + "/assets/own.js") == .file)
        #expect(FileSystem.existingKind(third.path + "/assets/fonts") == nil)
    }

    @Test func aReleaseWithoutARecordCountsItsFingerprintedFilesAsOwn() throws {
        let root = TempFolder(), a = TempFolder(), b = TempFolder()
        let styleA = try writeFingerprintedSite(a, css: "b { color: red }", marker: "A")
        try writeFingerprintedSite(b, css: "b { color: blue }", marker: "B")
        let manager = ReleaseManager(directory: root.at("www"), now: frozenClock)
        let first = try release(manager, a)
        try ReleaseFiles.removeTree(manager.recordPath(of: first.name))   // as made by an earlier Cardstock
        let second = try release(manager, b)
        #expect(FileSystem.existingKind(second.path + "/" + styleA) == .file)
        #expect(try manager.assets(of: first.name).own == [styleA])
    }

    @Test func aDamagedRecordNeverNamesAFileOutsideItsRelease() throws {
        let parsed = try #require(ReleaseAssets(text: """
            cardstock-release-assets 1
            carried ../../precious.txt
            carried /etc/passwd
            carried a//b.css
            carried ./x.css
            own style.0123abcd.css
            unknown line
            folder ..
            """))
        #expect(parsed.carried.isEmpty && parsed.folders.isEmpty)
        #expect(parsed.own == ["style.0123abcd.css"])
        #expect(ReleaseAssets(text: "own style.css\n") == nil)
        // Links on the way are refused as well.
        let root = TempFolder(), outside = TempFolder()
        try outside.write("x.0123abcd.css", "keep me")
        try root.write("release/index.html", "<p>")
        #expect(symlink(outside.path, root.at("release/linked")) == 0)
        #expect(!ReleaseFiles.isPlainEntry("linked/x.0123abcd.css", under: root.at("release"), kind: .file))
        #expect(ReleaseFiles.missingFolders(for: "linked/y.css", under: root.at("release")) == nil)
        #expect(ReleaseFiles.missingFolders(for: "a/b/y.css", under: root.at("release")) == ["a", "a/b"])
    }

    @Test func fingerprintedNamesAreRecognised() throws {
        #expect(Fingerprint.candidateHashes(in: "assets/style.3f9a1c2e.css") == ["3f9a1c2e"])
        #expect(Fingerprint.candidateHashes(in: "LICENSE.3f9a1c2e") == ["3f9a1c2e"])
        #expect(Fingerprint.candidateHashes(in: "style.css").isEmpty)
        #expect(Fingerprint.candidateHashes(in: ".3f9a1c2e.css").isEmpty)
        #expect(Fingerprint.candidateHashes(in: "a.3F9A1C2E.css").isEmpty)
        let folder = TempFolder()
        let name = Fingerprint.name(for: "app.css", contents: Array("x".utf8))
        try folder.write(name, "x")
        try folder.write("page.\(ContentHash.of(Array("<p>".utf8)).short).html", "<p>")
        try folder.write("fake.0123abcd.css", "y")
        #expect(try Fingerprint.carriableFiles(in: FileTree(root: folder.path)) == [name])
    }
}
