import Foundation
import Glibc
import Testing
@testable import CardstockCLI
@testable import Site

/// Every file-level error has a location, file names are printed with their control characters escaped,
/// and `base_url` / `--base-url` accept only http(s) URLs and root paths.
@Suite struct DiagnosticLocationTests {
    private func site(_ files: [String: String]) -> TempSite {
        let site = TempSite()
        for (path, text) in files { site.write(path, text) }
        return site
    }

    @Test func controlCharactersInAContentFileNameAreEscaped() {
        let name = "bad\u{1B}[31mred\nline\tx\u{7F}\u{9B}\u{202E}.md"
        let s = site(["content/index.md": "# Home\n", "content/" + name: "---\ntitle: [\n---\n# X\n"])
        let result = s.run(["build", "--quiet"])
        #expect(result.status == 1)
        let escaped = "content/bad\\u{1B}[31mred\\nline\\tx\\u{7F}\\u{9B}\\u{202E}.md:"
        #expect(result.err.hasPrefix(escaped), "\(result.err)")
        for control in ["\u{1B}", "\t", "\u{7F}", "\u{9B}", "\u{202E}"] { #expect(!result.err.contains(control)) }
        #expect(result.err.split(separator: "\n").count == 2)  // the error and the summary, nothing split
    }

    @Test func aContentFileNameThatIsNotUTF8IsAnErrorShownEscaped() {
        let s = site(["content/index.md": "# Home\n"])
        let name: [CChar] = Array((s.root + "/content/b").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0x2E, 0x6D, 0x64, 0]
        let fd = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(fd >= 0)
        if fd >= 0 { close(fd) }
        let result = s.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/b\\u{FFFD}.md:1:1: error: this file name is not valid UTF-8 (its undecodable bytes are shown as \\u{FFFD}); rename it"), "\(result.err)")
    }

    @Test func aClashIsAnErrorAtTheLaterFilesFirstLine() {
        let s = site(["content/index.md": "# Home\n", "content/run.md": "# Run\n", "content/run/index.md": "# Run\n"])
        let result = s.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/run.md:1:1: error: page URL 'run/' clashes with content/run/index.md"), "\(result.err)")
    }

    @Test func aMissingLayoutIsAnErrorAtTheLayoutLine() {
        let s = site(["content/index.md": "---\ntitle: Home\nlayout: fancy\n---\n# Home\n"])
        let result = s.run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content/index.md:3:9: error: template 'fancy' not found"), "\(result.err)")
    }

    @Test(arguments: ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "file:///etc/passwd"])
    func aScriptOrDataOrFileBaseURLIsAnErrorAtItsLine(_ url: String) {
        let s = site(["content/index.md": "# Home\n", "cardstock.yaml": "title: T\nbase_url: \(url)\n"])
        let result = s.run(["build", "--quiet"])
        #expect(result.status == 1)
        let scheme = String(url.prefix(while: { $0 != ":" })).lowercased()
        #expect(result.err.hasPrefix("cardstock.yaml:2:11: error: 'base_url' '\(url)' uses the scheme '\(scheme):', which is not allowed; use an absolute http:// or https:// URL such as https://example.com/reports/, or a path starting with / such as /reports/"), "\(result.err)")
        #expect(!s.exists("site"))
    }

    @Test func theSameBaseURLOnTheCommandLineIsAUsageError() {
        let s = site(["content/index.md": "# Home\n"])
        for arguments in [["build", "--base-url", "javascript:alert(1)"], ["build", "--base-url=data:x"],
                          ["publish", "--to", "releases", "--base-url", "javascript:alert(1)"]] {
            let result = s.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.err)")
            #expect(result.err.contains("'--base-url' '"), "\(result.err)")
            #expect(result.err.contains("which is not allowed; use an absolute http:// or https:// URL"))
        }
        #expect(!s.exists("site") && !s.exists("releases"))
    }

    @Test func baseURLRules() {
        for good in ["/", "/reports/", "https://example.com/", "http://example.com", "HTTPS://Example.com/a/"] {
            #expect(SiteConfig.baseURLProblem(good) == nil, "\(good)")
        }
        for bad in ["", "reports/", "//evil.example/", "https://", "https:///x", "/a b/", "/\\evil.example/",
                    "https://example.com/\n", "vbscript:x", "mailto:a@b"] {
            #expect(SiteConfig.baseURLProblem(bad) != nil, "\(bad)")
        }
        #expect(SiteConfig.baseURLProblem("/a\u{1B}b")?.contains("'/a\\u{1B}b'") == true)
    }

    @Test func relativeRootAndHTTPSBaseURLsStillBuild() {
        for url in ["/", "/reports/", "https://example.com/reports/"] {
            let s = site(["content/index.md": "# Home\n", "cardstock.yaml": "base_url: \(url)\n"])
            let result = s.run(["build", "--quiet"])
            #expect(result.status == 0, "\(url): \(result.err)")
            #expect(s.exists("site/index.html"))
        }
    }
}
