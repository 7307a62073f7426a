import Foundation
import Testing
@testable import HealthImport

/// Helpers for the Google Fit and Fitbit import tests: zipping a generated folder and running an import into the
/// fixture's `content/metrics`.
extension Fixture {
    /// Zips `root/<folder>` (its contents, paths relative to it, DEFLATE) into `root/<name>` with Python's zipfile.
    func zip(_ folder: String, as name: String) throws -> String {
        let out = root + "/" + name
        let script = """
            import os, sys, zipfile
            base, out = sys.argv[1], sys.argv[2]
            with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
                for d, _, files in sorted(os.walk(base)):
                    for f in sorted(files):
                        p = os.path.join(d, f)
                        z.write(p, os.path.relpath(p, base))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, root + "/" + folder, out]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return out
    }

    /// Import options reading `source` and writing into `root/content/metrics`, with no workout pages.
    func fitnessOptions(_ source: String) -> HealthImportOptions {
        var o = HealthImportOptions(source: source, destination: root + "/content/metrics", workoutPages: nil)
        o.metricsPage = true
        return o
    }

    /// The text of every error of a failed import (`path:line:col: error: …`, a line each), or "" when it succeeded.
    func errors(_ run: () throws -> HealthImportReport) -> String {
        do {
            _ = try run()
            return ""
        } catch {
            return "\(error)"
        }
    }
}
