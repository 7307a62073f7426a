import Foundation
import Glibc
@testable import CardstockCLI
@testable import Site

/// Helpers for the watch/serve/incremental tests on a ``TempSite``.
extension TempSite {
    /// A small site: settings, the default templates plus a `special` layout, pages in two folders,
    /// an index linking to pages, a data file and an image.
    static func watchSample() -> TempSite {
        let site = TempSite()
        site.write("cardstock.yaml", "title: Watch test\nlanguage: en\n")
        for (name, text) in DefaultTemplates.files { site.write("templates/" + name, text) }
        site.write("templates/special.html", "{{< base}}{{$head}}<meta name=\"special\" content=\"1\">{{/head}}{{/base}}\n")
        site.write("content/index.md", """
        ---
        title: Home
        ---
        # Home

        ## Pages

        - [Alpha](a.md) first
        - [Beta](b.md) second

        """)
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nAlpha text.\n")
        site.write("content/b.md", "---\ntitle: Beta\n---\n# Beta\n\nBeta text, back [home](index.md).\n")
        site.write("content/special.md", "---\ntitle: Special\nlayout: special\n---\n# Special\n\nUses its own layout.\n")
        site.write("content/notes/index.md", "---\ntitle: Notes\n---\n# Notes\n\nAll notes.\n")
        site.write("content/notes/one.md", "---\ntitle: Note one\ndate: 2026-11-01\n---\n# Note one\n\nFirst.\n")
        site.write("content/notes/two.md", "---\ntitle: Note two\ndate: 2026-11-02\n---\n# Note two\n\nSecond.\n")
        site.write("content/data/steps.csv", "date,value\n2026-11-01,1000\n")
        site.write("content/img/dot.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        return site
    }

    /// Quiet build options for this site, into the folder `output` (relative to the site).
    func quietOptions(output: String = "site") -> BuildOptions {
        var options = BuildOptions()
        options.workingDirectory = root
        options.outputDirectory = output
        options.quiet = true
        return options
    }

    /// A clean `cardstock build` of the same site into a fresh folder beside it; its files.
    func cleanBuild() -> [String: Data] {
        let folder = "clean-\(UInt32.random(in: 0...UInt32.max))"
        let result = run(["build", "--quiet", "--output", folder])
        defer { try? FileManager.default.removeItem(atPath: root + "/" + folder) }
        if result.status != 0 { return ["<clean build failed>": Data(result.err.utf8)] }
        return snapshot(folder)
    }

    /// Modification times (nanoseconds) of every file below a folder.
    func mtimes(_ relative: String) -> [String: Int] {
        var out: [String: Int] = [:]
        for name in snapshot(relative).keys {
            var st = stat()
            if stat(root + "/" + relative + "/" + name, &st) == 0 {
                out[name] = st.st_mtim.tv_sec * 1_000_000_000 + st.st_mtim.tv_nsec
            }
        }
        return out
    }

    /// Files whose mtime differs between two ``mtimes(_:)`` maps (added and removed ones included), sorted.
    static func changed(_ before: [String: Int], _ after: [String: Int]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    /// Saves like an editor that writes a temporary file and renames it over the original.
    func atomicSave(_ relative: String, _ text: String) {
        let path = root + "/" + relative
        let temporary = (path as NSString).deletingLastPathComponent + "/." + (path as NSString).lastPathComponent + ".swp"
        _ = FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
        rename(temporary, path)
    }

    /// Removes a file or folder.
    func remove(_ relative: String) { try? FileManager.default.removeItem(atPath: root + "/" + relative) }

    /// Renames a file or folder.
    func move(_ from: String, _ to: String) { rename(root + "/" + from, root + "/" + to) }

    /// Names differing between two snapshots, for readable failure messages.
    static func difference(_ a: [String: Data], _ b: [String: Data]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }
}
