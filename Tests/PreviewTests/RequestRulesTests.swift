import Foundation
import Glibc
import Testing
@testable import Preview

/// Whether this host can bind a socket to `::1` (containers without IPv6 cannot).
enum LoopbackIPv6 {
    static let isAvailable: Bool = {
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                Glibc.bind(fd, raw, socklen_t(MemoryLayout<sockaddr_in6>.size))
            }
        }
        return bound == 0
    }()
}

/// The pure rules behind the server: path decoding, host names, content types, injection.
@Suite struct RequestRulesTests {
    func parse(_ s: String) -> Result<RequestPath, RequestPath.Refusal> { RequestPath.parse(Array(s.utf8)) }

    @Test func plainPathsDecodeOnce() {
        #expect(parse("/") == .success(RequestPath(segments: [], hasTrailingSlash: true)))
        #expect(parse("/docs/a%20b.html") == .success(RequestPath(segments: ["docs", "a b.html"], hasTrailingSlash: false)))
        #expect(parse("//docs//x/") == .success(RequestPath(segments: ["docs", "x"], hasTrailingSlash: true)))
        #expect(parse("/%252e%252e/x") == .success(RequestPath(segments: ["%2e%2e", "x"], hasTrailingSlash: false)))
        #expect(parse("/.well-known/security.txt") == .success(RequestPath(segments: [".well-known", "security.txt"], hasTrailingSlash: false)))
    }

    @Test(arguments: ["/..", "/../x", "/%2e%2e/x", "/%2E%2e", "/a/./b", "/a/%2e/b", "/a\\b", "/a%5cb", "/a%00b",
                      "/%0a", "/%7f", "/%", "/%4", "/%zz", "x", "", "http://h/x", "*"])
    func forbiddenPaths(raw: String) {
        #expect(parse(raw) == .failure(.forbidden), "\(raw)")
    }

    @Test func hiddenNamesAreNotFound() {
        #expect(parse("/.git/config") == .failure(.hidden))
        #expect(parse("/a/%2eenv") == .failure(.hidden))
    }

    @Test func folderURLIsEncodedAndCannotBecomeProtocolRelative() {
        let p = RequestPath(segments: ["evil.example", "a b"], hasTrailingSlash: false)
        #expect(p.folderURL == "/evil.example/a%20b/")
    }

    @Test func hostRules() {
        let check = HostCheck(configuredHost: "127.0.0.1")
        for ok in ["localhost", "LocalHost:8000", "127.0.0.1", "127.0.0.1:1", "[::1]", "[::1]:8000"] {
            #expect(check.allowsHost(ok), "\(ok)")
        }
        for bad in [nil, "", "evil.example", "localhost.evil", "localhost:", "localhost:99999a", "[::1", "a@localhost",
                    "127.0.0.2", "0.0.0.0:8000", "[::1]x"] {
            #expect(!check.allowsHost(bad), "\(bad ?? "nil")")
        }
        let lan = HostCheck(configuredHost: "192.168.1.20")
        #expect(lan.allowsHost("192.168.1.20:8000"))
        #expect(!lan.allowsHost("192.168.1.21:8000"))
        #expect(check.allowsOrigin(nil))
        #expect(check.allowsOrigin("http://localhost:8000"))
        #expect(!check.allowsOrigin("https://localhost:8000"))
        #expect(!check.allowsOrigin("http://evil.example"))
        #expect(!check.allowsOrigin("null"))
    }

    @Test func contentTypes() {
        #expect(ContentType.forFile("a/b/c.CSS") == "text/css; charset=utf-8")
        #expect(ContentType.forFile("archive.tar.gz") == "application/octet-stream")
        #expect(ContentType.forFile("Makefile") == "application/octet-stream")
        #expect(ContentType.forFile("x.webp") == "image/webp")
    }

    @Test func injectionGoesBeforeTheLastBodyTag() {
        let html = Array("<body><pre></body></pre></BODY >tail".utf8)
        let out = String(decoding: LiveReloadInjection.inject("<X>", into: html), as: UTF8.self)
        #expect(out == "<body><pre></body></pre><X></BODY >tail")
        let noBody = String(decoding: LiveReloadInjection.inject("<X>", into: Array("<p>hi".utf8)), as: UTF8.self)
        #expect(noBody == "<p>hi<X>")
        #expect(LiveReloadInjection.escape("<a href=\"x\">&'") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    }
}

/// Binding other hosts than the loopback.
@Suite struct BindingTests {
    @Test func wildcardBindAcceptsIPLiteralsButNoDomainNames() {
        let any = HostCheck(configuredHost: "0.0.0.0")
        #expect(any.allowsHost("192.168.1.20:8000"))
        #expect(any.allowsHost("[fe80::1]:8000"))
        #expect(!any.allowsHost("rebind.evil.example:8000"))
        #expect(!any.allowsHost("1.2.3.4.evil.example"))
        #expect(!any.allowsHost("999.1.1.1"))
        #expect(!HostCheck(configuredHost: "127.0.0.1").allowsHost("192.168.1.20"))
    }

    @Test func onlyNonLoopbackHostsGetAWarning() {
        #expect(PreviewServer.bindWarning(host: "127.0.0.1") == nil)
        #expect(PreviewServer.bindWarning(host: "[::1]") == nil)
        #expect(PreviewServer.bindWarning(host: "localhost") == nil)
        let w = PreviewServer.bindWarning(host: "0.0.0.0")
        #expect(w?.severity == .warning)
        #expect(w?.message.contains("0.0.0.0") == true)
    }

    @Test(.enabled(if: LoopbackIPv6.isAvailable, "this host cannot bind ::1 (no IPv6 loopback)"))
    func servesOnIPv6LoopbackWhenAsked() throws {
        let dir = try TempDir("serve-v6")
        defer { dir.remove() }
        try dir.write("index.html", "<html><body>v6</body></html>")
        let server = try PreviewServer(options: .init(root: dir.path, host: "::1", port: 0))
        try server.start()
        defer { server.stop() }
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "-g", "--max-time", "5", "-o", "-", "-w", "%{http_code}", "http://[::1]:\(server.boundPort)/"]
        let out = Pipe()
        curl.standardOutput = out
        try curl.run()
        curl.waitUntilExit()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(text.hasSuffix("200"))
        #expect(text.contains("v6"))
    }
}
