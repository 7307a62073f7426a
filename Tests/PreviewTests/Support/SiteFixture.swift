import Foundation
import Glibc
@testable import Preview

/// A small output folder next to a secret file outside it, served by a real server on a free port.
final class SiteFixture {
    static let secret = "TOP-SECRET-MARKER-5f3a"
    let dir: TempDir
    let root: String
    let server: PreviewServer
    var port: UInt16 { server.boundPort }

    init(injectLiveReload: Bool = true, notFoundPage: String? = "404.html",
         keepAliveInterval: Duration = .milliseconds(200), limits: PreviewServer.Limits = PreviewServer.Limits()) throws {
        dir = try TempDir("serve")
        root = dir.file("public")
        try dir.write("outside/secret.txt", SiteFixture.secret)
        try dir.write("public-evil/index.html", SiteFixture.secret)
        try dir.write("public/index.html", "<!doctype html><html><body><h1>Home</h1></body></html>")
        try dir.write("public/404.html", "<!doctype html><html><body><p>Custom not found page</p></BODY></html>")
        try dir.write("public/docs/index.html", "<html><body>Docs index</body></html>")
        try dir.write("public/docs/guide.html", "<html><body>Guide</body></html>")
        try dir.write("public/empty/.keep", "")
        try dir.write("public/.hidden", SiteFixture.secret)
        let assets: [(String, String)] = [
            ("style.css", "body{color:red}"), ("logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
            ("img.png", "png"), ("photo.jpg", "jpg"), ("anim.gif", "gif"), ("pic.webp", "webp"),
            ("favicon.ico", "ico"), ("data.json", "{}"), ("feed.xml", "<feed/>"), ("notes.txt", "notes"),
            ("table.csv", "a,b\n1,2\n"), ("font.woff2", "woff2"), ("doc.pdf", "%PDF-1.4"), ("blob.bin", "bin"),
            ("UPPER.HTML", "<html><body>upper</body></html>"),
        ]
        for (name, body) in assets { try dir.write("public/assets/\(name)", body) }
        symlink(dir.file("outside/secret.txt"), dir.file("public/leak.txt"))
        symlink(dir.file("outside"), dir.file("public/leakdir"))
        symlink("../public-evil", dir.file("public/evil"))
        symlink("docs/guide.html", dir.file("public/inside-link.html"))
        server = try PreviewServer(options: .init(root: root, port: 0, notFoundPage: notFoundPage,
                                                  injectLiveReload: injectLiveReload,
                                                  keepAliveInterval: keepAliveInterval, limits: limits))
        try server.start()
    }

    func get(_ target: String, method: String = "GET", host: String? = nil,
             headers: [(String, String)] = []) throws -> HTTPResponse {
        try RawHTTP.request(port: port, method: method, target: target, host: host, headers: headers)
    }

    deinit {
        server.stop()
        dir.remove()
    }
}
