import Foundation
import Glibc

/// Times an import of a (large, synthetic) export into a temporary folder, for `cardstock-bench`
/// and the README figures. Not a test: numbers depend on the machine.
package enum HealthImportBenchmark {
    /// Imports `path` (export.zip or export.xml) once and returns one line: input size, wall time,
    /// throughput, peak resident memory of the process, records, files written.
    package static func run(path: String) -> String {
        let temp = NSTemporaryDirectory() + "cardstock-health-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: temp) }
        let options = HealthImportOptions(source: path, destination: temp + "/metrics", workoutPages: temp + "/workouts")
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let start = now()
        let report: HealthImportReport
        do {
            report = try HealthImporter.run(options)
        } catch {
            return "health import failed: \(error)"
        }
        let seconds = now() - start
        let mb = Double(size) / 1_048_576
        return "health import: \(DecimalText.format(mb, places: 1)) MB in \(DecimalText.format(seconds, places: 2)) s "
            + "(\(DecimalText.format(mb / max(seconds, 1e-9), places: 1)) MB/s), peak RSS \(peakResidentMB()) MB, "
            + "\(report.recordsRead) records, \(report.written.count) files"
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// `VmHWM` from /proc/self/status in MB (0 when unavailable).
    static func peakResidentMB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.filter { $0.isNumber }
            return (Int(digits) ?? 0) / 1024
        }
        return 0
    }
}
