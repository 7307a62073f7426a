import Foundation
import Glibc
import Testing
@testable import CardstockCLI
@testable import Site

/// Real HTTP requests against a running `cardstock serve`.
@Suite(.serialized) struct ServeIntegrationTests {
    /// Starts `serve --port 0` and returns the process and its port.
    private func startServe(_ site: TempSite, extra: [String] = []) -> (WatchProcess, UInt16)? {
        guard let serve = WatchProcess.start(["serve", "--port", "0"] + extra, in: site.root) else { return nil }
        guard let line = serve.waitForStdout(containing: "http://"),
              let url = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }),
              let port = UInt16(url.split(separator: ":").last?.split(separator: "/").first ?? "") else {
            Issue.record("serve did not print its URL:\n\(serve.stderrText)")
            return nil
        }
        return (serve, port)
    }

    @Test func servesPagesAssetsAndErrorsAndRefusesTraversal() throws {
        let site = TempSite.watchSample()
        site.write("content/404.md", "# Not here\n\nThis page does not exist.\n")
        guard let (serve, port) = startServe(site) else { return }
        let http = RawHTTP(port: port)

        let home = http.request("/")
        #expect(home?.status == 200)
        #expect(home?.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home?.body.contains("<script src=\"/__cardstock/reload.js\" defer></script>") == true)
        #expect(site.read("site/index.html")?.contains("__cardstock") == false, "the reload script must not be written to disk")
        #expect(http.request("/a/")?.body.contains("Alpha text.") == true)
        #expect(http.request("/style.css")?.headers["content-type"]?.hasPrefix("text/css") == true)
        #expect(http.request("/img/dot.svg")?.headers["content-type"] == "image/svg+xml")
        #expect(http.request("/data/steps.csv")?.status == 200)
        #expect(http.request("/a/", method: "HEAD")?.status == 200)
        #expect(http.request("/a/", method: "POST").map { $0.status >= 400 } == true)

        let missing = http.request("/no/such/page/")
        #expect(missing?.status == 404)
        #expect(missing?.body.contains("This page does not exist.") == true)

        for attack in ["/../cardstock.yaml", "/%2e%2e/cardstock.yaml", "/%252e%252e/cardstock.yaml",
                       "/..%2fcardstock.yaml", "/a/..\\..\\cardstock.yaml", "/a%00/index.html",
                       "/%2e%2e%2f%2e%2e%2fetc/passwd", "/.cardstock-output/../../content/a.md"] {
            let response = http.request(attack)
            #expect(response.map { $0.status == 403 || $0.status == 404 || $0.status == 400 } == true, "\(attack)")
            #expect(response?.body.contains("title: Watch test") == false, "\(attack) leaked the settings")
        }
        #expect(http.request("/", host: "evil.example.com")?.status == 403)
        #expect(http.request("/", host: "evil.example.com:\(port)")?.status == 403)
        #expect(serve.stop() == 0)
    }

    @Test func liveReloadAfterARebuildAndAnOverlayWhileTheBuildFails() throws {
        let site = TempSite.watchSample()
        guard let (serve, port) = startServe(site) else { return }
        let http = RawHTTP(port: port)
        _ = serve.waitForLine(after: 0, containing: ["Watching"])

        let fd = http.connect(timeout: 1)
        #expect(fd >= 0)
        defer { close(fd) }
        RawHTTP.send(fd, "GET /__cardstock/events HTTP/1.1\r\nHost: localhost:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        let greeting = RawHTTP.read(fd, until: ": connected")
        #expect(greeting.contains("text/event-stream") && greeting.contains(": connected"), "\(greeting)")

        // A good rebuild: exactly one reload event.
        var mark = serve.stderrLines.count
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nLive.\n")
        #expect(serve.waitForLine(after: mark, containing: ["Rebuilt"]) != nil, "\(serve.stderrText)")
        let event = RawHTTP.read(fd, until: "event: reload")
        #expect(event.contains("event: reload"), "no reload event: \(event)")
        #expect(http.request("/a/")?.body.contains("Live.") == true)

        // A failing rebuild: the last good page with the error overlay, and a reload to show it.
        mark = serve.stderrLines.count
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\n[x](nowhere.md)\n")
        #expect(serve.waitForLine(after: mark, containing: ["failed"]) != nil, "\(serve.stderrText)")
        #expect(RawHTTP.read(fd, until: "event: reload").contains("event: reload"))
        let broken = http.request("/a/")
        #expect(broken?.body.contains("cardstock-error-overlay") == true)
        #expect(broken?.body.contains("content/a.md:6:1: error:") == true, "\(broken?.body ?? "")")
        #expect(broken?.body.contains("Live.") == true, "the last good page stays underneath")
        #expect(site.read("site/a/index.html")?.contains("cardstock-error-overlay") == false)

        // The fix clears the overlay.
        mark = serve.stderrLines.count
        site.write("content/a.md", "---\ntitle: Alpha\n---\n# Alpha\n\nFixed.\n")
        #expect(serve.waitForLine(after: mark, containing: ["Rebuilt"]) != nil)
        #expect(RawHTTP.read(fd, until: "event: reload").contains("event: reload"))
        let fixed = http.request("/a/")
        #expect(fixed?.body.contains("cardstock-error-overlay") == false)
        #expect(fixed?.body.contains("Fixed.") == true)
        #expect(serve.stop(signal: SIGTERM) == 0)
        #expect(site.snapshot("site") == site.cleanBuild())
    }

    @Test func aTakenPortIsAClearErrorAndAnOpenHostIsAWarning() throws {
        let site = TempSite.watchSample()
        guard let (first, port) = startServe(site) else { return }
        guard let second = WatchProcess.start(["serve", "--port", "\(port)"], in: site.root) else { return }
        #expect(second.waitForExit() == 1)
        #expect(second.stderrText.contains("error"), "\(second.stderrText)")
        #expect(second.stderrText.contains("\(port)"), "\(second.stderrText)")
        #expect(first.stop() == 0)

        guard let open = WatchProcess.start(["serve", "--port", "0", "--host", "0.0.0.0"], in: site.root) else { return }
        #expect(open.waitForLine(after: 0, containing: ["warning:"])?.contains("other machines") == true, "\(open.stderrText)")
        #expect(open.stop() == 0)
    }
}
