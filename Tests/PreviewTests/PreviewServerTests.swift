import Diagnostics
import Foundation
import Glibc
import Testing
@testable import Preview

/// A real server on a free port, real HTTP over a socket.
@Suite struct PreviewServerTests {
    @Test func servesPagesWithTheReloadScriptInjectedOnlyInTheResponse() throws {
        let site = try SiteFixture()
        let r = try site.get("/")
        #expect(r.status == 200)
        #expect(r.headers["content-type"] == "text/html; charset=utf-8")
        #expect(r.text.contains("<h1>Home</h1><script src=\"/__cardstock/reload.js\" defer></script></body>"))
        #expect(try site.dir.read("public/index.html") == "<!doctype html><html><body><h1>Home</h1></body></html>")
        #expect(r.headers["cache-control"] == "no-store")

        let guide = try site.get("/docs/guide.html")
        #expect(guide.status == 200)
        #expect(guide.text.hasPrefix("<html><body>Guide"))
        let viaLink = try site.get("/inside-link.html")
        #expect(viaLink.status == 200 && viaLink.text.contains("Guide"))
    }

    @Test(arguments: [
        ("style.css", "text/css; charset=utf-8"), ("logo.svg", "image/svg+xml"), ("img.png", "image/png"),
        ("photo.jpg", "image/jpeg"), ("anim.gif", "image/gif"), ("pic.webp", "image/webp"),
        ("favicon.ico", "image/x-icon"), ("data.json", "application/json"), ("feed.xml", "application/xml"),
        ("notes.txt", "text/plain; charset=utf-8"), ("table.csv", "text/csv; charset=utf-8"),
        ("font.woff2", "font/woff2"), ("doc.pdf", "application/pdf"), ("blob.bin", "application/octet-stream"),
        ("UPPER.HTML", "text/html; charset=utf-8"),
    ])
    func assetsHaveTheirContentTypeAndExactBytes(name: String, type: String) throws {
        let site = try SiteFixture()
        let r = try site.get("/assets/\(name)")
        #expect(r.status == 200)
        #expect(r.headers["content-type"] == type)
        if !type.hasPrefix("text/html") {
            #expect(r.text == (try site.dir.read("public/assets/\(name)")))
            #expect(!r.text.contains("reload.js"))
        }
    }

    @Test func folderWithoutSlashRedirectsAndFolderServesIndex() throws {
        let site = try SiteFixture()
        let redirect = try site.get("/docs")
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/docs/")
        let index = try site.get("/docs/")
        #expect(index.status == 200)
        #expect(index.text.contains("Docs index"))
        // A folder without index.html is never listed.
        let empty = try site.get("/empty/")
        #expect(empty.status == 404)
        #expect(!empty.text.contains(".keep"))
        // `//evil.example` must not become an open redirect.
        let slashes = try site.get("//docs")
        #expect(slashes.status == 301)
        #expect(slashes.headers["location"] == "/docs/")
    }

    @Test func missingPageGetsTheSites404PageWithStatus404() throws {
        let site = try SiteFixture()
        let r = try site.get("/no/such/page.html")
        #expect(r.status == 404)
        #expect(r.text.contains("Custom not found page"))
        #expect(r.text.contains("reload.js\" defer></script></BODY>"))
        // A 404 page in a folder (as `cardstock build` makes from content/404.md) gets a <base> so its
        // relative links (stylesheet, home) work at any depth.
        let nested = try SiteFixture(notFoundPage: "docs/index.html")
        let deep = try nested.get("/a/b/c/missing/")
        #expect(deep.status == 404)
        #expect(deep.text.contains("Docs index"))
        #expect(LiveReloadInjection.baseHref(forPage: "404/index.html") == "/404/")
        #expect(LiveReloadInjection.baseHref(forPage: "404.html") == "/")
        let withHead = Array("<html><HEAD lang=x><title>t</title></head>".utf8)
        #expect(String(decoding: LiveReloadInjection.insertBase("/404/", into: withHead), as: UTF8.self)
                == "<html><HEAD lang=x><base href=\"/404/\"><title>t</title></head>")
        #expect(LiveReloadInjection.insertBase("/x/", into: Array("<p>no head</p>".utf8)) == Array("<p>no head</p>".utf8))
        let plain = try SiteFixture(notFoundPage: nil)
        let p = try plain.get("/nope")
        #expect(p.status == 404)
        #expect(p.text == "404 Not Found\n")
    }

    @Test func encodedNamesAndARebuiltOutputFolderAreServed() throws {
        let site = try SiteFixture()
        try site.dir.write("public/a b/é.html", "<html><body>unicode</body></html>")
        let r = try site.get("/a%20b/%C3%A9.html")
        #expect(r.status == 200)
        #expect(r.text.contains("unicode"))
        // A clean build replaces the whole folder; the server follows the path, not the old folder.
        try site.dir.move("public", "public-old")
        #expect(try site.get("/").status == 404)
        try site.dir.write("public/index.html", "<html><body>rebuilt</body></html>")
        let rebuilt = try site.get("/")
        #expect(rebuilt.status == 200)
        #expect(rebuilt.text.contains("rebuilt"))
    }

    @Test func headSendsHeadersWithoutBody() throws {
        let site = try SiteFixture()
        let r = try site.get("/assets/style.css", method: "HEAD")
        #expect(r.status == 200)
        #expect(r.headers["content-type"] == "text/css; charset=utf-8")
        #expect(r.headers["content-length"] == "15")
        #expect(r.body.isEmpty)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"])
    func otherMethodsGet405WithAllow(method: String) throws {
        let site = try SiteFixture()
        let r = try site.get("/", method: method, headers: [("Content-Length", "0")])
        #expect(r.status == 405)
        #expect(r.headers["allow"] == "GET, HEAD")
    }

    /// Request targets that try to leave the folder; none may return a byte from outside it.
    static let traversals: [String] = [
        "/../outside/secret.txt", "/..%2foutside%2fsecret.txt", "/%2e%2e/outside/secret.txt",
        "/%2E%2E/outside/secret.txt", "/%2e%2e%2foutside%2fsecret.txt", "/.%2e/outside/secret.txt",
        "/%2e./outside/secret.txt", "/docs/../../outside/secret.txt", "/docs/%2e%2e/%2e%2e/outside/secret.txt",
        "/./../outside/secret.txt", "/%252e%252e/outside/secret.txt", "/%252e%252e%252foutside%252fsecret.txt",
        "/..%252foutside%252fsecret.txt", "/..\\outside\\secret.txt", "/%5c..%5coutside%5csecret.txt",
        "/..%5coutside%5csecret.txt", "/docs%5c..%5c..%5coutside%5csecret.txt", "/index.html%00.css",
        "/%00", "/..%00/outside/secret.txt", "/leak.txt", "/leakdir/secret.txt", "/leakdir/", "/leakdir",
        "/evil/", "/evil/index.html", "/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/../../../../etc/passwd",
        "/%c0%ae%c0%ae/outside/secret.txt", "/..%c0%afoutside/secret.txt", "/....//outside/secret.txt",
        "/.hidden", "/%2ehidden", "/docs/..", "/docs/.", "/%", "/%zz/x", "/%2", "http://127.0.0.1/../outside/secret.txt",
        "outside/secret.txt", "/%2fetc%2fpasswd", "/etc/passwd", "/%25%32%65%25%32%65/outside/secret.txt",
    ]

    @Test func traversalVariantsAreAllRefused() throws {
        let site = try SiteFixture()
        #expect(PreviewServerTests.traversals.count >= 30)
        for target in PreviewServerTests.traversals {
            let r = try site.get(target)
            #expect([400, 403, 404].contains(r.status), "\(target) → \(r.status)")
            #expect(!r.text.contains(SiteFixture.secret), "\(target) leaked the secret")
            #expect(!r.text.contains("root:x:0"), "\(target) leaked /etc/passwd")
        }
    }

    @Test func nonLocalHostOrOriginIsRefused() throws {
        let site = try SiteFixture()
        let p = site.port
        for host in ["evil.example", "evil.example:\(p)", "127.0.0.1.evil.example", "localhost.evil.example:\(p)",
                     "localhost@evil.example", "10.0.0.1:\(p)", "[::2]:\(p)", ":\(p)", "localhost:abc"] {
            let r = try site.get("/", host: host)
            #expect(r.status == 403 || r.status == 400, "Host \(host) → \(r.status)")
            #expect(!r.text.contains("Home"))
        }
        for host in ["localhost", "localhost:\(p)", "LOCALHOST:\(p)", "127.0.0.1:\(p)", "[::1]:\(p)", "[::1]"] {
            #expect(try site.get("/", host: host).status == 200, "Host \(host)")
        }
        let foreignOrigin = try site.get("/", headers: [("Origin", "http://evil.example")])
        #expect(foreignOrigin.status == 403)
        let nullOrigin = try site.get("/", headers: [("Origin", "null")])
        #expect(nullOrigin.status == 403)
        let localOrigin = try site.get("/", headers: [("Origin", "http://localhost:\(p)")])
        #expect(localOrigin.status == 200)
    }

    @Test func reloadEventIsDeliveredAfterNotifyReload() throws {
        let site = try SiteFixture()
        let script = try site.get("/__cardstock/reload.js")
        #expect(script.status == 200)
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.text.contains("EventSource(\"/__cardstock/events\")"))

        let fd = try RawHTTP.connect(port: site.port)
        defer { close(fd) }
        try RawHTTP.sendAll(fd, Array("GET /__cardstock/events HTTP/1.1\r\nHost: localhost:\(site.port)\r\n\r\n".utf8))
        var received = ""
        func readUntil(_ marker: String) -> Bool {
            for _ in 0..<50 {
                if received.contains(marker) { return true }
                guard let chunk = RawHTTP.receive(fd) else { return received.contains(marker) }
                received += String(decoding: chunk, as: UTF8.self)
            }
            return received.contains(marker)
        }
        #expect(readUntil(": connected"))
        #expect(received.contains("text/event-stream"))
        #expect(!received.contains("event: reload"))
        site.server.notifyReload()
        #expect(readUntil("event: reload\ndata: 1\n\n"))
        site.server.notifyReload()
        #expect(readUntil("event: reload\ndata: 2\n\n"))
    }

    @Test func withoutLiveReloadNothingIsInjectedOrServed() throws {
        let site = try SiteFixture(injectLiveReload: false)
        let r = try site.get("/")
        #expect(r.text == "<!doctype html><html><body><h1>Home</h1></body></html>")
        #expect(try site.get("/__cardstock/reload.js").status == 404)
        #expect(try site.get("/__cardstock/events").status == 404)
    }

    @Test func errorOverlayIsShownEscapedOnHTMLUntilCleared() throws {
        let site = try SiteFixture()
        site.server.setErrorOverlay(["content/a.md:3:7: error: unknown card <script>alert(1)</script>"])
        let page = try site.get("/docs/guide.html")
        #expect(page.text.contains("cardstock-error-overlay"))
        #expect(page.text.contains("content/a.md:3:7: error: unknown card &lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.text.contains("<script>alert(1)"))
        let css = try site.get("/assets/style.css")
        #expect(css.text == "body{color:red}")
        site.server.setErrorOverlay(nil)
        #expect(!(try site.get("/docs/guide.html").text.contains("cardstock-error-overlay")))
    }

    @Test func errorOverlayHeadingIsTheSitesLanguageAndEscaped() throws {
        let site = try SiteFixture()
        site.server.setErrorOverlay(["content/a.md:1:1: error: x"], heading: "构建失败 <b>")
        let page = try site.get("/docs/guide.html")
        #expect(page.text.contains("构建失败 &lt;b&gt;</p>"))
        #expect(!page.text.contains("The build failed"))
    }

    @Test func takenPortIsAClearDiagnosticAndStopFreesIt() throws {
        let site = try SiteFixture()
        let port = site.port
        do {
            _ = try PreviewServer(options: .init(root: site.root, port: port))
            Issue.record("binding a taken port must fail")
        } catch let d as Diagnostic {
            #expect(d.message.hasPrefix("port \(port) is already in use: pass --port N"))
            #expect(d.severity == .error)
        }
        site.server.stop()
        let again = try PreviewServer(options: .init(root: site.root, port: port))
        try again.start()
        #expect(try RawHTTP.request(port: port, target: "/").status == 200)
        again.stop()
    }
}
