import Foundation
import Testing
@testable import HealthImport

/// `cardstock import gadgetbridge` with what is not a Gadgetbridge database: an error at the path saying what it is
/// and what to pass, never a crash, and nothing written.
@Suite struct GadgetbridgeErrorTests {
    /// The error text of an import of `path`, and whether the import wrote anything.
    func failure(_ f: Fixture, _ path: String) -> (text: String, wrote: Bool) {
        let text = f.errors { try GadgetbridgeImporter.run(f.fitnessOptions(path)) }
        return (text, FileManager.default.fileExists(atPath: f.root + "/content"))
    }

    /// Bytes of the samples database (built by the script, as in ``GadgetbridgeImportTests``).
    func samples(_ f: Fixture) throws -> [UInt8] {
        let path = try GadgetbridgeImportTests().database(f, name: "good.db")
        return try #require(FileManager.default.contents(atPath: path).map { Array($0) })
    }

    func write(_ f: Fixture, _ name: String, _ bytes: [UInt8]) throws -> String {
        let path = f.root + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileThatIsNotADatabaseSaysSo() throws {
        let f = try Fixture()
        let path = try write(f, "notes.txt", Array("steps,heart rate\n2026-11-23,8000,61\n".utf8))
        let (text, wrote) = failure(f, path)
        #expect(text.hasPrefix(path + ": error: is not a SQLite database, or is a damaged one"), "\(text)")
        #expect(text.contains("Export DB") && !wrote)
    }

    @Test func aDamagedDatabaseIsAnErrorNotACrash() throws {
        let f = try Fixture()
        let good = try samples(f)
        // The header kept, every page after the first overwritten; and the file cut in the middle of its pages.
        var scribbled = good
        for i in 4096..<scribbled.count { scribbled[i] = UInt8(truncatingIfNeeded: i &* 131 &+ 7) }
        for (name, bytes) in [("scribbled.db", scribbled), ("cut.db", Array(good.prefix(good.count / 2 + 100)))] {
            let (text, wrote) = failure(f, try write(f, name, bytes))
            #expect(text.contains(name + ": error: is not a SQLite database, or is a damaged one (SQLite: "), "\(name): \(text)")
            #expect(!wrote)
        }
    }

    @Test func aSQLiteDatabaseWithoutSampleTablesIsNotGadgetbridges() throws {
        let f = try Fixture()
        let good = try samples(f)
        // The same file with every table name's `_SAMPLE` spelled `_SAMPLX`: SQLite still reads it, nothing matches.
        var renamed = good
        let from = Array("_SAMPLE".utf8), to = Array("_SAMPLX".utf8)
        var i = 0
        while i + from.count <= renamed.count {
            if Array(renamed[i..<i + from.count]) == from { renamed.replaceSubrange(i..<i + from.count, with: to) }
            i += 1
        }
        let (text, wrote) = failure(f, try write(f, "other.db", renamed))
        #expect(text.contains("is a SQLite database but not Gadgetbridge's: it has no sample table"), "\(text)")
        #expect(!wrote)
    }

    @Test func aZipAFolderAndAMissingPathSayWhatToPass() throws {
        let f = try Fixture()
        let zip = try write(f, "Gadgetbridge.zip", [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 60))
        #expect(failure(f, zip).text.contains("is a zip archive, not a database; unzip it"))
        #expect(failure(f, f.root).text.contains("is a folder, not a database"))
        #expect(failure(f, f.root + "/missing.db").text.contains("missing.db: error: no such file"))
        for path in [zip, f.root, f.root + "/missing.db"] { #expect(!failure(f, path).wrote) }
    }

    @Test func tablesWithOnlyNoReadingsAreAnError() throws {
        let f = try Fixture()
        let path = f.root + "/empty.db"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = "import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); db.execute('CREATE TABLE MI_BAND_ACTIVITY_SAMPLE "
            + "(TIMESTAMP INTEGER, DEVICE_ID INTEGER, USER_ID INTEGER, STEPS INTEGER, HEART_RATE INTEGER)'); "
            + "db.execute('INSERT INTO MI_BAND_ACTIVITY_SAMPLE VALUES (1795000000, 1, 1, -1, 255)'); db.commit()"
        process.arguments = ["python3", "-c", script, path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let (text, wrote) = failure(f, path)
        #expect(text.contains("holds Gadgetbridge sample tables (MI_BAND_ACTIVITY_SAMPLE) but no step count or heart rate"), "\(text)")
        #expect(!wrote)
    }
}
