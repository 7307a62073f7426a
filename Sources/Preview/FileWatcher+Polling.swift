import POSIXFiles

extension FileWatcher {
    /// The stamps of every file and folder below `root` (ignored names skipped, symlinked folders not followed).
    func snapshot(_ root: String) -> [String: PolledFileStamp] {
        var out: [String: PolledFileStamp] = [:]
        guard let top = PolledFileStamp.read(root) else { return out }
        out[root] = top
        guard FileKind.isDirectory(root) else { return out }
        var stack = [root]
        while let dir = stack.popLast() {
            guard let entries = FileKind.list(dir) else { continue }
            for e in entries where !options.ignore(e.name) {
                let full = Paths.join(dir, e.name)
                guard let stamp = PolledFileStamp.read(full) else { continue }
                out[full] = stamp
                if e.isDirectory && !e.isSymlink { stack.append(full) }
            }
        }
        return out
    }

    /// Compares every polled root with its last snapshot and records the differences.
    func pollRoots(now: Int64) {
        for (root, old) in polledRoots {
            let new = snapshot(root)
            for (path, stamp) in new where old[path] != stamp {
                batcher.add(path, now: now)
            }
            for path in old.keys where new[path] == nil {
                batcher.add(path, now: now)
            }
            polledRoots[root] = new
        }
    }
}
