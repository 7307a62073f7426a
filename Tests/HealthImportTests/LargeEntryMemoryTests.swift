import Foundation
import Testing

/// A 64 MB export.xml inside export.zip is inflated in constant memory: the `cardstock` executable,
/// run as a child process under GNU time, imports it with a peak resident memory at most a few MB
/// above that of a 1 MB one, and gets every record.
@Suite struct LargeEntryMemoryTests {
    /// Writes `export.zip` with a DEFLATE entry of about `mb` MB: daily step records over 28 days of
    /// February 2026, each block of 24 followed by a comment of 2 KB of noise (so it compresses
    /// only about 2:1). Prints the number of blocks. Streams, so python itself stays small.
    static let script = """
        import sys, zipfile, random
        out, mb = sys.argv[1], int(sys.argv[2])
        rng = random.Random(7)
        with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as z:
            info = zipfile.ZipInfo("apple_health_export/export.xml", date_time=(2026, 11, 29, 10, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            with z.open(info, "w") as w:
                w.write(b'<?xml version="1.0" encoding="UTF-8"?>\\n<HealthData locale="en">\\n')
                written, blocks = 0, 0
                while written < mb << 20:
                    day = 1 + blocks % 28
                    block = "".join(' <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" unit="count" '
                                    'startDate="2026-02-%02d %02d:00:00 +0100" endDate="2026-02-%02d %02d:30:00 +0100" '
                                    'value="1"/>\\n' % (day, h, day, h) for h in range(24))
                    block += " <!-- %s -->\\n" % rng.randbytes(1024).hex()
                    w.write(block.encode())
                    written += len(block)
                    blocks += 1
                w.write(b"</HealthData>\\n")
        print(blocks)
        """

    /// The `cardstock` executable next to the test bundle (`swift build` builds both), if any.
    static let cardstock: String? = {
        guard let bundle = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let path = (bundle as NSString).deletingLastPathComponent + "/cardstock"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Makes an export of about `mb` MB in `folder`; returns its path and the number of blocks.
    static func makeExport(_ folder: String, mb: Int) throws -> (path: String, blocks: Int) {
        let zip = folder + "/export-\(mb).zip"
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, zip, String(mb)]
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let blocks = try #require(Int(String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        return (zip, blocks)
    }

    /// GNU time, which forks the command itself, so the peak it reports is the command's own (a
    /// process spawned straight from this test would carry the test process's peak, which exec inherits).
    static let time = "/usr/bin/time"

    /// Runs `arguments` (an absolute executable first) under GNU time, output to `log`; returns its
    /// exit status and its peak resident memory in KB.
    static func run(_ arguments: [String], log: String) throws -> (status: Int32, peakKB: Int) {
        let peakFile = log + ".peak"
        FileManager.default.createFile(atPath: log, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: time)
        process.arguments = ["-f", "%M", "-o", peakFile] + arguments
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: FileManager.default.contents(atPath: peakFile) ?? Data(), as: UTF8.self)
        let peak = try #require(text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) },
                                "GNU time wrote no peak: \(text)")
        return (process.terminationStatus, peak)
    }

    @Test(.enabled(if: cardstock != nil, "needs the cardstock executable next to the test bundle (swift build --build-tests)"),
          .enabled(if: FileManager.default.isExecutableFile(atPath: time), "needs GNU time at /usr/bin/time (Debian package time)"))
    func largeEntryInflatesInConstantMemory() throws {
        let f = try Fixture()
        let binary = try #require(Self.cardstock)
        var peaks: [Int: Int] = [:]
        for mb in [1, 64] {
            let (zip, blocks) = try Self.makeExport(f.root, mb: mb)
            let out = f.root + "/out-\(mb)"
            let result = try Self.run([binary, "import", "apple-health", zip, "--to", out, "--no-pages", "--types", "steps"],
                                      log: f.root + "/log-\(mb)")
            #expect(result.status == 0, "\(f.read("log-\(mb)") ?? "")")
            // Every record arrived: day d of February has 24 steps per block with that day (one source's
            // samples never hide each other, however often they repeat; the 64 MB run spills sorted runs).
            let rows = (1...28).map { d in
                let n = 24 * ((blocks - d) / 28 + 1)
                return "2026-02-\(d < 10 ? "0" : "")\(d),\(n),W: \(n)"
            }
            #expect(f.read("out-\(mb)/steps.csv") == "date,steps,sources\n" + rows.joined(separator: "\n") + "\n")
            peaks[mb] = result.peakKB
        }
        let small = peaks[1] ?? 0, large = peaks[64] ?? 0
        // Buffering the entry (or leaking per chunk) would add tens of MB for 63 MB more input.
        #expect(large - small < 16 * 1024, "peak RSS \(small) KB for 1 MB, \(large) KB for 64 MB")
    }
}
