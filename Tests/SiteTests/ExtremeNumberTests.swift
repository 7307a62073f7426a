import Foundation
import Glibc
import Testing
@testable import CardstockCLI
@testable import Site

/// Extreme numbers in metric files, through the site layer: duration text, whole builds in process,
/// the real `cardstock` binary in a child process (exit 1, never a signal) and a running
/// `cardstock watch` that must survive every bad file and recover when it is fixed.
@Suite(.serialized) struct ExtremeNumberTests {
    // MARK: - Duration text

    @Test func durationsAtEveryMagnitude() {
        #expect(MetricText.value(7.5, unit: "h") == "7\u{A0}h 30\u{A0}min")
        #expect(MetricText.value(45, unit: "min") == "45\u{A0}min")
        #expect(MetricText.value(61, unit: "min") == "1\u{A0}h 01\u{A0}min")
        #expect(MetricText.value(-0.0, unit: "h") == "0\u{A0}min")
        #expect(MetricText.value(1e13, unit: "h") == "10000000000000\u{A0}h")
        // Beyond 10¹⁵ minutes: a plain number with the unit, never a trap.
        #expect(MetricText.value(2e13, unit: "h") == "20,000,000,000,000\u{A0}h")
        #expect(MetricText.value(1e18, unit: "h") == "1,000,000,000,000,000,000\u{A0}h")
        #expect(MetricText.value(-1e18, unit: "h") == "\u{2212}1,000,000,000,000,000,000\u{A0}h")
        #expect(MetricText.value(1e18, unit: "min") == "1,000,000,000,000,000,000\u{A0}min")
        #expect(MetricText.value(1e300, unit: "hours") == "1e+300\u{A0}hours")
        #expect(MetricText.value(.infinity, unit: "h") == "–\u{A0}h")
        #expect(MetricText.value(.nan, unit: "min") == "–\u{A0}min")
        let parts = MetricText.valueParts(1e18, unit: "h")
        #expect(parts.value == "1E18" && parts.unit == "h")
    }

    // MARK: - Sites

    /// A home page with one card per metric file, for the week of 2026-11-23.
    static func page(_ files: [String]) -> String {
        var out = "---\ntitle: Home\nperiod: 2026-W48\n---\n# Home\n\n## Vitals\n"
        for file in files { out += "\n```metric\nfile: \(file)\n```\n" }
        return out
    }

    /// A site whose home page shows `metrics/m.json` and `metrics/c.csv`, both valid.
    static func site() -> TempSite {
        let site = TempSite()
        site.write("content/index.md", page(["metrics/m.json", "metrics/c.csv"]))
        site.write("content/metrics/m.json", good(52))
        site.write("content/metrics/c.csv", "date,value\n2026-11-24,7\n")
        return site
    }

    static func good(_ value: Int) -> String {
        "[{\"date\": \"2026-11-22\", \"value\": 50}, {\"date\": \"2026-11-24\", \"value\": \(value)}]"
    }

    /// Broken metric files: the file, its text and where its one error is.
    static let broken: [(file: String, text: String, location: String)] = [
        ("metrics/m.json", "[{\"date\": 1e25, \"value\": 5}]", "1:11"),
        ("metrics/m.json", "[{\"date\": -1e300, \"value\": 5}]", "1:11"),
        ("metrics/m.json", "[{\"date\": 1e400, \"value\": 5}]", "1:11"),
        ("metrics/m.json", "[{\"date\": \"0000-11-24\", \"value\": 5}]", "1:11"),
        ("metrics/m.json", "[{\"date\": \"2026-11-24\", \"value\": 1e400}]", "1:34"),
        ("metrics/m.json", "[{\"date\": \"2026-11-24\", \"value\": -1e308}]", "1:34"),
        ("metrics/m.json", "[{\"date\": \"2026-11-24\", \"note\": \"x\"}]", "1:1"),
        ("metrics/m.json", "{\"tint\": \"crimson\", \"points\": [{\"date\": \"2026-11-24\", \"value\": 1}]}", "1:1"),
        ("metrics/c.csv", "date,value\n2026-11-23,1\n2026-11-24,inf\n", "3:12"),
        ("metrics/c.csv", "date,value\n2026-11-23,1\n2026-11-24,NaN\n", "3:12"),
        ("metrics/c.csv", "date,value\n2026-11-24,1e400\n", "2:12"),
        ("metrics/c.csv", "date,value\n2026-11-24,1" + String(repeating: "0", count: 320) + "\n", "2:12"),
        ("metrics/c.csv", "date,value,note\n2026-11-23,1,a\n2026-11-24,5\n", "3:1"),
        ("metrics/c.csv", "date,note\n2026-11-24,hello\n", "1:1"),
    ]

    @Test func everyBrokenFileIsOneLocatedErrorAndTheOutputStays() {
        let site = Self.site()
        #expect(site.run(["build", "--quiet"]).status == 0)
        let good = site.snapshot("site")
        #expect(!good.isEmpty)
        for bad in Self.broken {
            site.write("content/" + bad.file, bad.text)
            let result = site.run(["build", "--quiet"])
            #expect(result.status == 1, "\(bad.text): \(result.err)")
            let errors = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(errors.count == 1 && errors.first?.hasPrefix("content/\(bad.file):\(bad.location): error: ") == true,
                    "\(bad.text): one error at \(bad.location) expected:\n\(result.err)")
            #expect(site.snapshot("site") == good, "\(bad.text): a failed build changed the output")
            // Restore, so each case is the only broken file.
            site.write("content/metrics/m.json", Self.good(52))
            site.write("content/metrics/c.csv", "date,value\n2026-11-24,7\n")
        }
    }

    /// Valid extreme series: built, and no chart on any page holds a non-finite number.
    static let extremes: [(name: String, file: String, text: String)] = [
        ("±1e300 mean", "metrics/m.json",
         "[{\"date\": \"2026-11-23\", \"value\": 1e300}, {\"date\": \"2026-11-24\", \"value\": -1e300}, {\"date\": \"2026-11-25\", \"value\": 1e300}]"),
        ("1e-300", "metrics/m.json",
         "[{\"date\": \"2026-11-23\", \"value\": 1e-300}, {\"date\": \"2026-11-24\", \"value\": 2e-300}, {\"date\": 1795478400, \"value\": -0}]"),
        ("all equal", "metrics/c.csv", "date,value\n2026-11-23,5\n2026-11-24,5\n2026-11-25,5\n"),
        ("single point", "metrics/c.csv", "date,value\n2026-11-24,5\n"),
        ("20 digits", "metrics/c.csv", "date,value\n2026-11-24,12345678901234567890\n2026-11-25,-12345678901234567890\n"),
        ("edges of time", "metrics/c.csv", "date,value\n0001-01-01,1\n2026-11-24,2\n9999-12-31T23:59:59,3\n"),
        ("empty cells", "metrics/c.csv", "date,value\n2026-11-23,\n2026-11-24,3\n2026-11-25,\n"),
    ]

    @Test func extremeButValidSeriesRenderFiniteCharts() throws {
        for extreme in Self.extremes {
            let site = Self.site()
            site.write("content/" + extreme.file, extreme.text)
            site.write("content/metrics/c.yaml", "aggregation: sum\nunit: steps\n")
            let result = site.run(["build", "--quiet"])
            #expect(result.status == 0, "\(extreme.name): \(result.err)")
            for page in ["index.html", "metrics/m/index.html", "metrics/c/index.html"] {
                let html = try #require(site.read("site/" + page), "\(extreme.name): \(page) missing")
                #expect(Self.nonFiniteAttributes(html).isEmpty, "\(extreme.name): \(page): \(Self.nonFiniteAttributes(html))")
            }
        }
    }

    @Test func hugeHoursRenderAsPlainNumbers() throws {
        let site = Self.site()
        site.write("content/metrics/c.csv", "date,value\n2026-11-23,1e18\n2026-11-24,1e18\n")
        site.write("content/metrics/c.yaml", "unit: h\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let home = try #require(site.read("site/index.html"))
        #expect(home.contains("<span class=\"metric-value\">1E18</span>"), "a card writes a huge value in scientific notation")
        let page = try #require(site.read("site/metrics/c/index.html"))
        #expect(page.contains("1,000,000,000,000,000,000\u{A0}h"))
        #expect(Self.nonFiniteAttributes(page).isEmpty)
    }

    /// Attribute values (and SVG label texts) containing `nan` or `inf`, e.g. `y="nan"`.
    static func nonFiniteAttributes(_ html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(=\"[^\"]*(nan|inf)[^\"]*\"|<text[^>]*>[^<]*(nan|inf)[^<]*</text>)",
                                               options: [.caseInsensitive])
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap {
            Range($0.range, in: html).map { String(html[$0]) }
        }.filter { !$0.contains("info") }
    }

    // MARK: - The real binary

    /// Runs the built `cardstock` in `directory` (bounded: killed after 120 s); how it ended and its stderr.
    static func runBinary(_ arguments: [String], in directory: String) throws -> (reason: Process.TerminationReason, status: Int32, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: WatchProcess.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errFile = directory + "/.stderr.txt"
        FileManager.default.createFile(atPath: errFile, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: errFile))
        defer { try? handle.close(); try? FileManager.default.removeItem(atPath: errFile) }
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 120)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let err = String(decoding: FileManager.default.contents(atPath: errFile) ?? Data(), as: UTF8.self)
        return (process.terminationReason, process.terminationStatus, err)
    }

    static var hasBinary: Bool { FileManager.default.isExecutableFile(atPath: WatchProcess.executable) }

    @Test(.enabled(if: hasBinary, "needs the built cardstock executable (swift build)"))
    func theBinaryExitsWithOneNotASignal() throws {
        // The inputs that used to kill the process with SIGILL, and a few more.
        let cases = [Self.broken[0], Self.broken[1], Self.broken[4], Self.broken[10], Self.broken[12],
                     ("metrics/c.csv", "date,value\n2026-11-24,1e18\n", "")]
        for bad in cases {
            let site = Self.site()
            site.write("content/" + bad.0, bad.1)
            if bad.2.isEmpty { site.write("content/metrics/c.yaml", "unit: h\n") }
            let result = try Self.runBinary(["build"], in: site.root)
            #expect(result.reason == .exit, "\(bad.1): killed by signal \(result.status)\n\(result.err)")
            if bad.2.isEmpty {
                #expect(result.status == 0, "\(bad.1): \(result.err)")
            } else {
                #expect(result.status == 1, "\(bad.1): exit \(result.status)\n\(result.err)")
                #expect(result.err.contains("content/\(bad.0):\(bad.2): error: "), "\(bad.1): \(result.err)")
            }
        }
    }

    @Test(.enabled(if: hasBinary, "needs the built cardstock executable (swift build)"))
    func watchSurvivesEveryBrokenFileAndRebuildsTheFix() throws {
        let site = Self.site()
        guard let watch = WatchProcess.start(["watch"], in: site.root) else { return }
        #expect(watch.waitForLine(after: 0, containing: ["Watching"], timeout: 60) != nil, "no start:\n\(watch.stderrText)")
        #expect(site.read("site/index.html")?.contains("<span class=\"metric-value\">52</span>") == true)
        for bad in Self.broken {
            let mark = watch.stderrLines.count
            site.write("content/" + bad.file, bad.text)
            let failure = watch.waitForLine(after: mark, containing: ["failed"], timeout: 60)
            #expect(failure != nil, "\(bad.text): no failure reported:\n\(watch.stderrText)")
            #expect(watch.process.isRunning, "\(bad.text): watch died:\n\(watch.stderrText)")
            guard watch.process.isRunning else { return }
            let located = watch.stderrLines[mark...].filter { $0.hasPrefix("content/\(bad.file):\(bad.location): error: ") }
            #expect(located.count == 1, "\(bad.text): one error at \(bad.location) expected:\n\(watch.stderrText)")
            // Repair it before the next case (each case is the only broken file); wait for that rebuild.
            let repair = watch.stderrLines.count
            site.write("content/" + bad.file, bad.file.hasSuffix(".json") ? Self.good(52) : "date,value\n2026-11-24,7\n")
            _ = watch.waitForLine(after: repair, containing: ["Rebuilt"], timeout: 60)
        }
        let mark = watch.stderrLines.count
        site.write("content/metrics/m.json", Self.good(61))
        let rebuilt = watch.waitForLine(after: mark, containing: ["Rebuilt", "failed"], timeout: 60)
        #expect(rebuilt?.hasPrefix("Rebuilt") == true, "no rebuild of the fix:\n\(watch.stderrText)")
        #expect(watch.waitUntil(timeout: 10) { site.read("site/index.html")?.contains("<span class=\"metric-value\">61</span>") == true })
        #expect(watch.stop() == 0)
    }

    @Test(.enabled(if: hasBinary, "needs the built cardstock executable (swift build)"))
    func serveKeepsServingThroughTheInputsThatUsedToKillIt() throws {
        let site = Self.site()
        guard let serve = WatchProcess.start(["serve", "--port", "0"], in: site.root) else { return }
        guard let line = serve.waitForStdout(containing: "http://", timeout: 60),
              let url = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }),
              let port = UInt16(url.split(separator: ":").last?.split(separator: "/").first ?? "") else {
            Issue.record("serve did not print its URL:\n\(serve.stderrText)")
            return
        }
        let http = RawHTTP(port: port)
        _ = serve.waitForLine(after: 0, containing: ["Watching"], timeout: 60)
        for bad in [Self.broken[0], Self.broken[1], Self.broken[4]] {
            let mark = serve.stderrLines.count
            site.write("content/" + bad.file, bad.text)
            #expect(serve.waitForLine(after: mark, containing: ["failed"], timeout: 60) != nil, "\(bad.text):\n\(serve.stderrText)")
            #expect(serve.process.isRunning, "\(bad.text): serve died:\n\(serve.stderrText)")
            guard serve.process.isRunning else { return }
            #expect(serve.stderrLines[mark...].contains { $0.hasPrefix("content/\(bad.file):\(bad.location): error: ") })
            #expect(http.request("/")?.status == 200, "the last good site is still served")
        }
        let mark = serve.stderrLines.count
        site.write("content/metrics/m.json", Self.good(61))
        #expect(serve.waitForLine(after: mark, containing: ["Rebuilt"], timeout: 60) != nil, "\(serve.stderrText)")
        #expect(serve.waitUntil(timeout: 10) { http.request("/")?.body.contains("<span class=\"metric-value\">61</span>") == true })
        #expect(serve.stop() == 0)
    }
}
