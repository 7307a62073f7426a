import Foundation
import Glibc
import Testing
@testable import CardstockCLI
@testable import Site

/// Templates, partials, `theme.css` and `cardstock.yaml` are read only when they are regular files inside
/// their folder: a hostile theme's symlink to a secret, to `/proc`, or to a FIFO is an error at its path,
/// the build fails (exit 1) without a byte of the target in the output, and the previous output stays.
/// Every symlink and FIFO is made here, in a throw-away folder.
@Suite struct TemplateConfinementTests {
    static let secret = "SECRET-7f3a9c-do-not-publish"

    /// A site with the default templates copied into `templates/`, built once (so there is an output to
    /// keep), and a folder outside the project holding a secret template, partial, stylesheet and folder.
    final class Setup {
        let site = TempSite()
        let outside = TempSite()
        var before: [String: Data] = [:]

        init() {
            site.write("content/index.md", "# Home\n\nSee [the run](run.md).\n")
            site.write("content/run.md", "# Run\n\nEasy.\n")
            for (name, text) in DefaultTemplates.files { site.write("templates/" + name, text) }
            outside.write("secret.html", "<p>\(TemplateConfinementTests.secret)</p>\n")
            outside.write("secret.css", "/* \(TemplateConfinementTests.secret) */\n")
            outside.write("partials/row.html", "<p>\(TemplateConfinementTests.secret)</p>\n")
        }

        /// Builds once; records the output.
        func buildFirst() {
            let first = site.run(["build", "--quiet"])
            #expect(first.status == 0, "first build failed: \(first.err)")
            before = site.snapshot("site")
            #expect(before["index.html"] != nil)
        }

        /// `templates/RELATIVE` replaced by a symlink to `target`.
        func link(_ relative: String, to target: String) {
            let path = site.root + "/templates/" + relative
            unlink(path)
            #expect(symlink(target, path) == 0, "symlink failed: \(String(cString: strerror(errno)))")
        }

        /// Expects a failed build with one error at `templates/RELATIVE:1:1` containing `message`, nothing of
        /// the secret anywhere, and the output exactly as before.
        func expectRefused(_ result: (status: Int32, out: String, err: String), at relative: String, _ message: String,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            #expect(result.status == 1, "build should fail: \(result.err)", sourceLocation: sourceLocation)
            #expect(result.err.hasPrefix("\(relative):1:1: error: "), "\(result.err)", sourceLocation: sourceLocation)
            #expect(result.err.contains(message), "\(result.err)", sourceLocation: sourceLocation)
            #expect(!result.err.contains(TemplateConfinementTests.secret), sourceLocation: sourceLocation)
            #expect(!result.out.contains(TemplateConfinementTests.secret), sourceLocation: sourceLocation)
            let after = site.snapshot("site")
            #expect(after == before, "the previous output changed", sourceLocation: sourceLocation)
            for (name, data) in after {
                #expect(!String(decoding: data, as: UTF8.self).contains(TemplateConfinementTests.secret),
                        "\(name) holds the secret", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aTemplateLinkedOutsideIsAnErrorAtItsPath() {
        let s = Setup()
        s.buildFirst()
        s.link("page.html", to: s.outside.root + "/secret.html")
        s.expectRefused(s.site.run(["build", "--quiet"]), at: "templates/page.html",
                        "is a symbolic link to \(realPath(s.outside.root))/secret.html, outside the templates folder; "
                        + "copy the file into the templates folder instead")
    }

    @Test func aRelativeLinkUpAndOutIsRefusedToo() {
        let s = Setup()
        s.buildFirst()
        s.site.write("private.html", "<p>\(Self.secret)</p>")  // in the project, but not in the templates folder
        s.link("page.html", to: "../private.html")
        s.expectRefused(s.site.run(["build", "--quiet"]), at: "templates/page.html", "outside the templates folder")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ"), "needs /proc/self/environ"))
    func aTemplateLinkedToProcIsRefusedWithoutReadingIt() {
        let s = Setup()
        s.buildFirst()
        s.link("page.html", to: "/proc/self/environ")
        let result = s.site.run(["build", "--quiet"])
        s.expectRefused(result, at: "templates/page.html", "is a symbolic link to /proc/")
        #expect(result.err.contains("/environ, outside the templates folder"))
        #expect(!result.err.contains("PATH="))
    }

    @Test func aPartialLinkedOutsideIsAnError() {
        let s = Setup()
        s.buildFirst()
        s.link("footer.html", to: s.outside.root + "/secret.html")
        s.expectRefused(s.site.run(["build", "--quiet"]), at: "templates/footer.html", "outside the templates folder")
    }

    @Test func aThemeLinkedOutsideIsAnErrorAndTheStylesheetStays() {
        let s = Setup()
        s.buildFirst()
        s.link("theme.css", to: s.outside.root + "/secret.css")
        s.expectRefused(s.site.run(["build", "--quiet"]), at: "templates/theme.css",
                        "is a symbolic link to \(realPath(s.outside.root))/secret.css, outside the templates folder")
    }

    @Test func aLinkedFolderLeadingOutIsAnError() {
        let s = Setup()
        s.buildFirst()
        s.link("partials", to: s.outside.root + "/partials")
        s.expectRefused(s.site.run(["build", "--quiet"]), at: "templates/partials",
                        "is a symbolic link to \(realPath(s.outside.root))/partials, outside the templates folder")
    }

    @Test func aTemplatesFolderLinkedOutOfTheProjectIsAnError() {
        let s = Setup()
        s.buildFirst()
        let elsewhere = TempSite()
        for (name, text) in DefaultTemplates.files { elsewhere.write("t/" + name, text) }
        #expect(rename(s.site.root + "/templates", s.site.root + "/old-templates") == 0)
        #expect(symlink(elsewhere.root + "/t", s.site.root + "/templates") == 0)
        let result = s.site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("templates: error: the templates folder is a symbolic link to \(realPath(elsewhere.root))/t, outside the project folder"))
        #expect(s.site.snapshot("site") == s.before)
    }

    @Test func aContentFolderLinkedOutOfTheProjectIsAnErrorUnlessNamedOnPurpose() {
        let s = Setup()
        s.buildFirst()
        let elsewhere = TempSite()
        elsewhere.write("notes/index.md", "# \(Self.secret)\n")
        #expect(rename(s.site.root + "/content", s.site.root + "/old-content") == 0)
        #expect(symlink(elsewhere.root + "/notes", s.site.root + "/content") == 0)
        let result = s.site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content: error: the content folder is a symbolic link to \(realPath(elsewhere.root))/notes, "
                                     + "outside the project folder; copy the files into the project, or pass --content with the real folder"))
        #expect(s.site.snapshot("site") == s.before)
        // Named on the command line, a folder outside the project is the user's choice.
        let explicit = s.site.run(["build", "--quiet", "--content", elsewhere.root + "/notes"])
        #expect(explicit.status == 0, "\(explicit.err)")
    }

    @Test func linksThatStayInsideTheTemplatesFolderStillWork() {
        let s = Setup()
        s.buildFirst()
        s.site.write("templates/layouts/main.html", s.site.read("templates/page.html") ?? "")
        s.site.write("templates/styles/theme.css", s.site.read("templates/theme.css") ?? "")
        s.link("page.html", to: "layouts/main.html")
        s.link("theme.css", to: s.site.root + "/templates/styles/theme.css")
        s.link("partials-alias", to: "layouts")  // a linked folder inside: not followed, not an error
        let result = s.site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(s.site.snapshot("site") == s.before)
    }

    @Test func aTemplateThatIsAFifoIsAnErrorAndNeverBlocks() throws {
        let s = Setup()
        s.buildFirst()
        let fifo = s.site.root + "/templates/page.html"
        unlink(fifo)
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try #require(runGuarded(s.site, ["build", "--quiet"], fifos: [fifo]))
        s.expectRefused(result, at: "templates/page.html", "is a FIFO (named pipe), not a regular file")
    }

    @Test func aThemeLinkedToAFifoInsideIsAnErrorAndNeverBlocks() throws {
        let s = Setup()
        s.buildFirst()
        let fifo = s.site.root + "/templates/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        s.link("theme.css", to: "pipe")
        let result = try #require(runGuarded(s.site, ["build", "--quiet"], fifos: [fifo]))
        s.expectRefused(result, at: "templates/theme.css", "which is a FIFO (named pipe), not a regular file")
    }

    @Test func aSettingsFileLinkedOutOfTheProjectIsAnError() {
        let s = Setup()
        s.buildFirst()
        s.outside.write("cardstock.yaml", "title: \(Self.secret)\n")
        #expect(symlink(s.outside.root + "/cardstock.yaml", s.site.root + "/cardstock.yaml") == 0)
        let result = s.site.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("cardstock.yaml:1:1: error: is a symbolic link to \(realPath(s.outside.root))/cardstock.yaml, outside the project folder"))
        #expect(!result.err.contains(Self.secret))
        #expect(s.site.snapshot("site") == s.before)
    }

    @Test func aSettingsFileThatIsAFifoIsAnErrorAndNeverBlocks() throws {
        let s = Setup()
        s.buildFirst()
        let fifo = s.site.root + "/cardstock.yaml"
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try #require(runGuarded(s.site, ["build", "--quiet"], fifos: [fifo]))
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("cardstock.yaml:1:1: error: is a FIFO (named pipe), not a regular file"))
        #expect(s.site.snapshot("site") == s.before)
    }

    @Test func theWatchEngineRefusesALinkedTemplateAndKeepsItsOutput() throws {
        let s = Setup()
        var options = BuildOptions()
        options.workingDirectory = s.site.root
        options.quiet = true
        let engine = IncrementalBuilder(options: options)
        _ = try engine.build()
        s.before = s.site.snapshot("site")
        s.link("breadcrumb.html", to: s.outside.root + "/secret.html")
        #expect {
            _ = try engine.build(changedPaths: [s.site.root + "/templates/breadcrumb.html"])
        } throws: { error in
            guard let failure = error as? BuildFailure else { return false }
            return failure.diagnostics.description.hasPrefix("templates/breadcrumb.html:1:1: error: is a symbolic link to ")
                && !failure.diagnostics.description.contains(Self.secret)
        }
        #expect(s.site.snapshot("site") == s.before)
    }

    /// Runs the CLI on another thread; when it has not finished after 20 s (a FIFO was opened and blocks),
    /// records an issue, opens each FIFO for writing to release the reader, and returns nil.
    private func runGuarded(_ site: TempSite, _ arguments: [String], fifos: [String]) -> (status: Int32, out: String, err: String)? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Thread.detachNewThread {
            box.value = site.run(arguments)
            done.signal()
        }
        if done.wait(timeout: .now() + 20) == .success { return box.value }
        Issue.record("the build blocked on a FIFO")
        for fifo in fifos {
            let fd = open(fifo, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        _ = done.wait(timeout: .now() + 5)
        return nil
    }

    private func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The result of a guarded run, handed across threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (status: Int32, out: String, err: String)?
    var value: (status: Int32, out: String, err: String)? {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
