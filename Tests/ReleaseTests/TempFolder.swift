import POSIXFiles
import Glibc
@testable import Release

/// A fresh folder under /tmp, deleted when the value goes away.
final class TempFolder: Sendable {
    let path: String

    init() {
        var template = Array("/tmp/cardstock-release-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = String(cString: template)
    }

    deinit { try? ReleaseFiles.removeTree(path) }

    /// The absolute path of `relative` inside the folder.
    func at(_ relative: String) -> String { relative.isEmpty ? path : path + "/" + relative }

    /// Writes `text` to `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let full = at(relative)
        try ReleaseFiles.makeDirectories(Paths.parent(full))
        try ReleaseFiles.write(Array(text.utf8), to: full)
        return full
    }

    /// Reads `relative` as text.
    func read(_ relative: String) throws -> String {
        String(decoding: try ReleaseFiles.read(at(relative)), as: UTF8.self)
    }

    /// Whether `relative` exists (without following a final link).
    func exists(_ relative: String) -> Bool { FileSystem.existingKind(at(relative)) != nil }
}

/// A small valid built site: two pages, a stylesheet, an image, anchors.
func writeSite(_ folder: TempFolder, under prefix: String = "", css: String = "body { color: black }",
               marker: String = "one") throws {
    let p = prefix.isEmpty ? "" : prefix + "/"
    try folder.write(p + "style.css", css)
    try folder.write(p + "logo.png", "PNG")
    try folder.write(p + "index.html", """
        <!doctype html>
        <html><head><title>Home</title><link rel="stylesheet" href="style.css"></head>
        <body><h1 id="top-title">\(marker)</h1>
        <a href="posts/first/">First</a> <a href="posts/first/#intro">Intro</a>
        <img src="logo.png" alt=""></body></html>
        """)
    try folder.write(p + "posts/first/index.html", """
        <!doctype html>
        <html><head><link rel="stylesheet" href="../../style.css"></head>
        <body><h2 id="intro">Intro</h2><a href="/">Home</a> <a href="#intro">again</a>
        <a href="https://example.org/elsewhere">out</a> <a href="mailto:a@b.c">mail</a></body></html>
        """)
}
