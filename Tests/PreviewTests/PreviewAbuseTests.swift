import Foundation
import Glibc
import Testing
@testable import Preview

/// The preview server stays up under abuse from the same machine (issue 14): slow clients, many
/// clients, live-reload clients that come and go. Only 127.0.0.x loopback addresses are used; every
/// socket is closed at the end. Serialized: each test alone opens hundreds of connections.
@Suite(.serialized) struct PreviewAbuseTests {
    init() {
        // 300 client sockets plus the server's 300 in one process.
        LoopbackClient.raiseFileLimit(to: 4_096)
    }

    /// Limits for the slow-client tests: a header deadline far away, so only the connection limits
    /// and eviction keep the server answering.
    static func limitsWithoutDeadline(connectionLimit: Int = 512) -> PreviewServer.Limits {
        PreviewServer.Limits(headerDeadline: .seconds(60), connectionLimit: connectionLimit)
    }

    /// A normal `GET /` from 127.0.0.1, timed (the requirement is an answer in under 1 s).
    static func timedGet(_ site: SiteFixture) -> (status: Int, ms: Int64) {
        let start = MonotonicClock.nowMs()
        let status = (try? site.get("/").status) ?? -1
        return (status, MonotonicClock.nowMs() - start)
    }

    /// The server still answers, then stops promptly and frees its port.
    static func expectAnswersAndStopsCleanly(_ site: SiteFixture) {
        #expect((try? site.get("/").status) == 200)
        let start = MonotonicClock.nowMs()
        site.server.stop()
        #expect(MonotonicClock.nowMs() - start < 5_000, "stop took \(MonotonicClock.nowMs() - start) ms")
        #expect((try? LoopbackClient.connect(port: site.port)).map { close($0); return $0 } == nil, "the port is still open after stop")
    }

    /// Trickles for a while, then times three normal requests; all must be 200 in under 1 s.
    static func expectNormalRequestsServed(_ site: SiteFixture, while clients: SlowClients) {
        clients.startTrickling()
        usleep(1_000_000)
        #expect(clients.fewestBytesSentByOpen >= 2, "the slow clients were not trickling")
        for _ in 0..<3 {
            let r = timedGet(site)
            #expect(r.status == 200)
            #expect(r.ms < 1_000, "a normal request took \(r.ms) ms while slow clients trickled")
        }
    }

    @Test func slowClientsFromOneAddressDoNotBlockANormalRequest() throws {
        let site = try SiteFixture(limits: PreviewAbuseTests.limitsWithoutDeadline())
        let clients = SlowClients(count: 300, port: site.port)
        defer { clients.close() }
        PreviewAbuseTests.expectNormalRequestsServed(site, while: clients)
        // One address keeps at most its per-client limit; the oldest waiting ones were closed for the rest
        // (or, in the burst, refused by the library at the limit).
        let open = clients.openCount
        #expect(open > 0 && open <= 64, "\(open) slow connections from 127.0.0.1 open")
        #expect(site.server.connectionCounts.evicted > 0)
        #expect(site.server.connectionCounts.deadline == 0)
        clients.close()
        PreviewAbuseTests.expectAnswersAndStopsCleanly(site)
    }

    @Test func slowClientsFromManyAddressesDoNotBlockANormalRequest() throws {
        let site = try SiteFixture(limits: PreviewAbuseTests.limitsWithoutDeadline())
        // 127.0.0.2 ... 127.0.0.254, more than one client on some addresses.
        let clients = SlowClients(count: 300, port: site.port) { "127.0.0.\(2 + $0 % 253)" }
        defer { clients.close() }
        PreviewAbuseTests.expectNormalRequestsServed(site, while: clients)
        // 300 connections fit in the default capacity: none had to be closed.
        #expect(clients.connectedCount == 300)
        #expect(clients.openCount == 300)
        // Stopping with all of them still connected closes them.
        PreviewAbuseTests.expectAnswersAndStopsCleanly(site)
        #expect(clients.openCount == 0)
    }

    @Test func atTheConnectionLimitTheOldestWaitingConnectionsAreClosed() throws {
        let site = try SiteFixture(limits: PreviewAbuseTests.limitsWithoutDeadline(connectionLimit: 128))
        let clients = SlowClients(count: 300, port: site.port) { "127.0.0.\(2 + $0 % 253)" }
        defer { clients.close() }
        PreviewAbuseTests.expectNormalRequestsServed(site, while: clients)
        let open = clients.openCount
        #expect(open > 0 && open <= 128, "\(open) slow connections open with a limit of 128")
        // Most were closed to make room; in a burst some arrive before the closed ones are freed and the
        // library refuses those itself.
        #expect(site.server.connectionCounts.evicted > 0)
        clients.close()
        PreviewAbuseTests.expectAnswersAndStopsCleanly(site)
    }

    @Test func headerDeadlineClosesAClientThatKeepsSendingBytes() throws {
        let site = try SiteFixture()  // the default limits: 5 s for a request's headers
        let deadlineMs = PreviewServer.Limits().headerDeadline.wholeMilliseconds
        // A fresh connection that trickles its first request.
        let start = MonotonicClock.nowMs()  // before connecting: the server's clock for it starts later
        let fresh = SlowClients(count: 1, port: site.port)
        defer { fresh.close() }
        #expect(fresh.connectedCount == 1)
        fresh.startTrickling()
        // A connection that had one normal request, then trickles the next one: libmicrohttpd 0.9.75
        // closes it after the response (no keep-alive when the response is queued at once); should a
        // later library keep it open, the deadline starts again when the response ends.
        let reused = try LoopbackClient.connect(port: site.port)
        defer { close(reused) }
        #expect(LoopbackClient.trySend(reused, Array("GET /docs/guide.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)))
        #expect(LoopbackClient.read(reused, until: "Guide").contains("200 OK"))
        let reusedStart = MonotonicClock.nowMs()
        var reusedClosedAt: Int64?
        var sentAfterResponse = 0
        while MonotonicClock.nowMs() - start < 12_000, reusedClosedAt == nil || fresh.openCount > 0 {
            if reusedClosedAt == nil {
                if LoopbackClient.hasClosed(reused) {
                    reusedClosedAt = MonotonicClock.nowMs()
                } else if LoopbackClient.trySend(reused, [SlowClients.header[sentAfterResponse]]) {
                    sentAfterResponse += 1
                }
            }
            usleep(200_000)
        }
        let freshOpenFor = MonotonicClock.nowMs() - start
        #expect(fresh.openCount == 0, "the trickling client was still connected after 12 s")
        // Not before the deadline; well before the 10 s idle timeout (which bytes reset anyway).
        #expect(freshOpenFor >= deadlineMs - 10 && freshOpenFor < deadlineMs + 3_000, "closed after \(freshOpenFor) ms")
        let reusedOpenFor = (reusedClosedAt ?? Int64.max) - reusedStart
        #expect(reusedOpenFor < deadlineMs + 3_000, "a used connection trickled a second request for \(reusedOpenFor) ms")
        #expect(site.server.connectionCounts.deadline >= 1)
        PreviewAbuseTests.expectAnswersAndStopsCleanly(site)
    }

    @Test func liveReloadClientsAreBoundedAndFreedAtOnceWhenTheyLeave() throws {
        // The default 15 s ping: leaving clients must be noticed without waiting for a write to fail.
        let site = try SiteFixture(keepAliveInterval: .seconds(15))
        let limit = PreviewServer.Limits().liveReloadLimit
        var streams: [Int32] = []
        defer { streams.forEach { close($0) } }
        for _ in 0..<100 {
            let fd = try LoopbackClient.connect(port: site.port)
            streams.append(fd)
            #expect(LoopbackClient.trySend(fd, Array("GET /__cardstock/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)))
            #expect(LoopbackClient.read(fd, until: ": connected").contains(": connected"))
        }
        #expect(site.server.liveReloadClientCount == limit)
        // The oldest were told goodbye and closed; the newest stay and get reloads.
        let oldest = LoopbackClient.read(streams[0], until: "\u{0}", timeoutMs: 2_000)
        #expect(oldest.contains("event: bye"))
        #expect(LoopbackClient.waitForClose(streams[0], timeoutMs: 2_000) != nil)
        #expect(LoopbackClient.read(streams[99 - limit], until: "event: bye").contains("event: bye"))
        #expect(!LoopbackClient.hasClosed(streams[100 - limit]))
        site.server.notifyReload()
        #expect(LoopbackClient.read(streams[99], until: "event: reload").contains("event: reload\ndata: 1"))
        #expect(LoopbackClient.read(streams[100 - limit], until: "event: reload").contains("event: reload\ndata: 1"))

        // All leave; within 2 s their slots are free and a normal request is served.
        let left = MonotonicClock.nowMs()
        streams.forEach { close($0) }
        streams.removeAll()
        while site.server.liveReloadClientCount > 0 || site.server.connectionCounts.open > 0, MonotonicClock.nowMs() - left < 2_000 {
            usleep(20_000)
        }
        #expect(site.server.liveReloadClientCount == 0)
        #expect(site.server.connectionCounts.open == 0)
        let r = PreviewAbuseTests.timedGet(site)
        #expect(r.status == 200)
        let total = MonotonicClock.nowMs() - left
        #expect(total < 2_000, "slots freed and a request served \(total) ms after the clients left")
        PreviewAbuseTests.expectAnswersAndStopsCleanly(site)
    }

    @Test func theLiveReloadBoundDropsTheOldestAndHeadTakesNoPlace() throws {
        let hub = LiveReloadHub(limit: 2)
        let first = hub.join(), second = hub.join()
        #expect(hub.clientCount == 2)
        let third = hub.join()
        #expect(hub.clientCount == 2)
        let soon = Date(timeIntervalSinceNow: 0.05)
        #expect(hub.wait(first, after: hub.current, until: soon) == .dropped)
        #expect(hub.wait(second, after: hub.current, until: soon) == .timedOut)
        hub.notify()
        #expect(hub.wait(third, after: 0, until: soon) == .reload(1))
        hub.leave(first)
        hub.leave(second)
        hub.leave(second)
        #expect(hub.clientCount == 1)

        let site = try SiteFixture()
        let head = try site.get("/__cardstock/events", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.headers["content-type"] == "text/event-stream; charset=utf-8")
        #expect(site.server.liveReloadClientCount == 0)
        PreviewAbuseTests.expectAnswersAndStopsCleanly(site)
    }
}
