import POSIXFiles
import Diagnostics
import Synchronization

/// The sink of `watch` and `serve`: a file whose bytes the live output already holds is dropped; the others are
/// kept in memory and, on commit, written (sorted, each via a temporary file renamed into place), the marker
/// after them, then the files the build no longer makes removed. Nothing touches the output before the commit,
/// so a failed build leaves it as it was.
final class InPlaceSink: OutputSink, @unchecked Sendable {
    private let output: InPlaceOutput
    private let root: String
    private let display: String
    private let pending = Mutex<[(String, [UInt8])]>([])
    /// Site-relative files to remove on commit; set before ``commit()``, from one thread.
    var removed: [String] = []
    /// Whether the commit also removes the output's empty folders (a first build synchronising a folder).
    var prunesEmptyFolders = false

    /// A sink writing into the output folder `root` (absolute; `display` as shown in messages).
    init(root: String, display: String) {
        self.root = root
        self.display = display
        output = InPlaceOutput(root: root)
    }

    func accept(_ bytes: [UInt8], url: String?, at path: String) throws {
        if output.holds(bytes, at: path) { return }
        pending.withLock { $0.append((path, bytes)) }
    }

    /// The files to write so far (site-relative), sorted.
    var writtenFiles: [String] { pending.withLock { $0.map(\.0) }.sorted() }

    func commit() throws -> Diagnostic? {
        let writes = pending.withLock { $0 }.sorted { $0.0 < $1.0 }
        do {
            try FileSystem.makeDirectories(root)
            for (path, bytes) in writes { try output.write(bytes, to: path) }
            let marker = Array(OutputGuard.markerText.utf8)
            if !output.holds(marker, at: OutputGuard.marker) { try output.write(marker, to: OutputGuard.marker) }
        } catch {
            throw BuildFailure(diagnostics: DiagnosticList([Diagnostic.error(display, "\(error)")]))
        }
        for old in removed.sorted() { output.remove(old) }
        if prunesEmptyFolders { output.pruneEmptyFolders() }
        return nil
    }

    func abort() {
        pending.withLock { $0.removeAll() }
    }
}
