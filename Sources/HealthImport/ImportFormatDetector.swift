import Diagnostics
import Foundation
import POSIXFiles

/// Tells which export a path holds (for `cardstock init --example health --from PATH`), by what the files are, not by
/// what they are called: an XML file whose root is `<HealthData>` is Apple Health's; JSON files named
/// `<type>-YYYY-MM-DD.json` of a type Fitbit writes are Fitbit's; a CSV named `YYYY-MM-DD.csv`, or one whose first
/// column holds dates and whose header has columns Google Fit writes, is Google Fit's; a SQLite database is taken for
/// Gadgetbridge's (its importer says so clearly when it has no Gadgetbridge sample tables).
package enum ImportFormatDetector {
    /// The format of `path`; throws a `DiagnosticList` at `path` saying which formats are read when it is none of them.
    package static func detect(_ path: String) throws -> ImportFormat {
        if isSQLite(path) { return .gadgetbridge }
        var appleProblem: String?
        do {
            _ = try ExportLocator.locate(path)
            return .appleHealth
        } catch {
            appleProblem = (error as? ZipError)?.message
        }
        // A damaged archive or a missing path: TakeoutInput says what is wrong with it.
        let input = try TakeoutInput(path: path)
        if input.files.contains(where: { FitbitFile.stem(of: $0.name).map { FitbitImporter.readers[$0] != nil } ?? false }) {
            return .fitbit
        }
        let csvs = input.files.filter { $0.name.lowercased().hasSuffix(".csv") }
        if csvs.contains(where: { GoogleFitImporter.dayOfFileName($0.name) != nil }) { return .googleFit }
        for file in csvs.prefix(50) where file.size < 64 << 20 {
            guard let text = try? CSVText(input.read(file), path: input.shown(file)), text.rows.count > 1,
                  GoogleFitImporter.isDate(text.rows[1][0].text) else { continue }
            if !GoogleFitColumns.roles(text.rows[0].map(\.text)).isEmpty { return .googleFit }
        }
        // An export with XML in it was meant to be Apple Health's: say why it is not.
        if let appleProblem, input.files.contains(where: { $0.name.lowercased().hasSuffix(".xml") }) {
            throw DiagnosticList([.error(path, appleProblem)])
        }
        throw DiagnosticList([.error(path, "holds no export Cardstock reads: " + formats)])
    }

    static let formats = "pass Apple Health's export.zip (Health → Export All Health Data), a Google Takeout with Fit's "
        + "daily activity metrics, or a Fitbit data export (steps-YYYY-MM-DD.json …), as the zip or its unpacked folder, "
        + "or the database Gadgetbridge exports"

    /// Whether `path` is a regular file that starts with SQLite's header (`SQLite format 3` and a zero byte).
    static func isSQLite(_ path: String) -> Bool {
        guard FileSystem.kindFollowingLinks(path) == .file, let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? nil
        return head.map { Array($0) == Array("SQLite format 3\0".utf8) } ?? false
    }
}
