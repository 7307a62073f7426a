import CSQLite
import Foundation

/// A throw-away SQLite file made by running SQL (tests only: the code under test never writes).
struct ScratchDatabase {
    let folder: String
    let path: String

    /// A fresh folder under the temporary directory with `name` created by `sql`.
    init(_ sql: String, name: String = "test.db") throws {
        folder = NSTemporaryDirectory() + "cardstock-sqlite-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/" + name
        try ScratchDatabase.run(sql, at: path)
    }

    /// Runs `sql` on the file at `path` (created if missing).
    static func run(_ sql: String, at path: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK, let db else { throw CocoaError(.fileWriteUnknown) }
        defer { sqlite3_close(db) }
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(db, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "?"
            sqlite3_free(error)
            throw NSError(domain: "ScratchDatabase", code: 1, userInfo: [NSLocalizedDescriptionKey: message])
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
