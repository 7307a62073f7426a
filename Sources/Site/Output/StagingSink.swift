import POSIXFiles
import Diagnostics

/// The sink of `build` and `publish`: every file goes to an ``OutputWriter`` (a staging folder, or the staged
/// changes of an output updated in place), swapped in only when the whole build succeeded.
struct StagingSink: OutputSink {
    let writer: OutputWriter
    /// Where paths in the commit's note are shown relative to.
    let workingDirectory: String
    /// Fault injection for tests: an `errno` to fail the write of an output path with.
    let fault: (@Sendable (String) -> Int32?)?

    func accept(_ bytes: [UInt8], url: String?, at path: String) throws {
        if let code = fault?(path) { throw FileSystemError(path: path, operation: "write", code: code) }
        try writer.write(bytes, to: path)
    }

    func commit() throws -> Diagnostic? {
        // Not a previous output (a --force build): moved aside, never deleted; the note says where.
        try writer.commit(workingDirectory: workingDirectory)
    }

    func abort() {
        writer.abort()
    }
}
