/// The cumulative samples of an import, kept in bounded memory and handed back one local day at a time.
///
/// Samples arrive in the export's order (by type, then roughly by time, but a source's late sync
/// can come much later). Up to `limit` pieces are held in memory; when full, they are sorted by
/// (file, day) and written as a sorted run to a ``SpillFile``. At the end the runs are merged, so
/// every (file, day) group is complete whatever the input order, and memory stays at about
/// `limit` pieces plus one read buffer per run.
final class PieceSpool {
    private var buffer: [CumulativePiece] = []
    private let limit: Int
    private var file: SpillFile?
    private var triedFile = false
    private var runs: [(offset: Int, count: Int)] = []

    /// A spool holding at most `limit` pieces in memory (2 MB at the default).
    init(limit: Int = 65_536) {
        self.limit = max(1, limit)
        buffer.reserveCapacity(min(self.limit, 4096))
    }

    /// Whether no piece was added.
    var isEmpty: Bool { buffer.isEmpty && runs.isEmpty }

    /// Sorted runs written so far (for tests).
    var runCount: Int { runs.count }

    /// Adds a piece; throws a ``SpillError`` when a full buffer cannot be written.
    func append(_ piece: CumulativePiece) throws {
        buffer.append(piece)
        if buffer.count >= limit { try spill() }
    }

    private func spill() throws {
        if !triedFile {
            triedFile = true
            file = SpillFile()
        }
        guard let file else { return } // no temporary file system: keep everything in memory
        buffer.sort { $0.group < $1.group }
        let offset = file.size
        try buffer.withUnsafeBytes { try file.append($0) }
        runs.append((offset, buffer.count))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Calls `body` once per (file, day) group, in ascending group order, with all its pieces.
    func forEachGroup(_ body: (Int64, inout [CumulativePiece]) -> Void) throws {
        buffer.sort { $0.group < $1.group }
        var cursors: [RunCursor] = []
        if let file, !runs.isEmpty {
            cursors = runs.map { RunCursor(file: file, offset: $0.offset, count: $0.count) }
        }
        var memory = 0
        var group: [CumulativePiece] = []
        while true {
            var next = memory < buffer.count ? buffer[memory].group : Int64.max
            for c in cursors { if let g = try c.peek(), g < next { next = g } }
            if next == Int64.max { return }
            group.removeAll(keepingCapacity: true)
            while memory < buffer.count, buffer[memory].group == next {
                group.append(buffer[memory])
                memory += 1
            }
            for c in cursors { try c.take(next, into: &group) }
            body(next, &group)
        }
    }
}

/// Reads one sorted run back in chunks.
private final class RunCursor {
    private let file: SpillFile
    private var offset: Int
    private var remaining: Int
    private var chunk: [CumulativePiece] = []
    private var index = 0
    private static let chunkSize = 4096

    init(file: SpillFile, offset: Int, count: Int) {
        self.file = file
        self.offset = offset
        self.remaining = count
    }

    /// The group of the next piece, `nil` at the end.
    func peek() throws -> Int64? {
        if index == chunk.count {
            guard remaining > 0 else { return nil }
            let n = min(remaining, RunCursor.chunkSize)
            if chunk.count != n {
                chunk = [CumulativePiece](repeating: CumulativePiece(group: 0, start: 0, duration: 0, source: 0, value: 0), count: n)
            }
            try chunk.withUnsafeMutableBytes { try file.read(into: $0, at: offset) }
            offset += n * MemoryLayout<CumulativePiece>.stride
            remaining -= n
            index = 0
        }
        return chunk[index].group
    }

    /// Moves the run's pieces of `group` (at its head) into `out`.
    func take(_ group: Int64, into out: inout [CumulativePiece]) throws {
        while let g = try peek(), g == group {
            out.append(chunk[index])
            index += 1
        }
    }
}
