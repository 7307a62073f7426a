import POSIXFiles
import Diagnostics
import Glibc

/// What happened when a watch was added.
enum AddWatchResult {
    case added
    case limitReached
    case failed
}

extension FileWatcher {
    static let watchMask: UInt32 = UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY)
        | UInt32(IN_ATTRIB) | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF)
        | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    /// Adds the initial watches (called before the thread starts).
    func setUpWatches() {
        for root in roots {
            if options.forcePolling {
                polledRoots[root] = snapshot(root)
                continue
            }
            addParentWatch(of: root)
            if FileKind.isDirectory(root) {
                watchTree(root, report: false, now: 0)
            } else if !FileKind.exists(root) {
                missingRoots.insert(root)
            }
        }
        nextPollAt = MonotonicClock.nowMs() + options.pollInterval.wholeMilliseconds
    }

    /// The root that contains `path`, if any (the longest match).
    func root(containing path: String) -> String? {
        var best: String?
        for r in roots where WatchPath.isInside(path, root: r) {
            if best == nil || r.utf8.count > best!.utf8.count { best = r }
        }
        return best
    }

    func addWatch(_ dir: String) -> AddWatchResult {
        if let limit = watchLimitForTesting, table.byPath[dir] == nil, table.count >= limit { return .limitReached }
        let wd = inotify_add_watch(inotifyFD, dir, FileWatcher.watchMask)
        if wd >= 0 {
            table.insert(wd, path: dir)
            return .added
        }
        return errno == ENOSPC ? .limitReached : .failed
    }

    /// Watches the folder of a root so that the root's creation, deletion and replacement are seen.
    func addParentWatch(of root: String) {
        let parent = Paths.parent(root)
        guard parent != root, root != "." else { return }
        if table.byPath[parent] == nil, addWatch(parent) == .limitReached, let r = self.root(containing: root) {
            switchToPolling(r)
        }
    }

    /// Watches `dir` and every folder below it; with `report`, every file found is reported as changed.
    func watchTree(_ dir: String, report: Bool, now: Int64) {
        guard let r = root(containing: dir), polledRoots[r] == nil else { return }
        switch addWatch(dir) {
        case .added: break
        case .limitReached:
            switchToPolling(r)
            return
        case .failed:
            return
        }
        guard let entries = FileKind.list(dir) else { return }
        for e in entries where !options.ignore(e.name) {
            let full = Paths.join(dir, e.name)
            if e.isDirectory && !e.isSymlink {
                watchTree(full, report: report, now: now)
                if polledRoots[r] != nil { return }
            } else if report {
                batcher.add(full, now: now)
            }
        }
    }

    /// Stops using inotify for one root and polls it instead (watch limit reached).
    func switchToPolling(_ root: String) {
        guard polledRoots[root] == nil else { return }
        for wd in table.removeSubtree(root) { inotify_rm_watch(inotifyFD, wd) }
        polledRoots[root] = snapshot(root)
        if !warnedAboutLimit {
            warnedAboutLimit = true
            warn(Diagnostic(.warning, at: SourceLocation(path: root),
                            "the inotify watch limit is reached, so '\(root)' is polled every \(options.pollInterval.wholeMilliseconds) ms instead; raise it with 'sudo sysctl fs.inotify.max_user_watches=524288'"))
        }
    }

    /// Reads every pending inotify event (the descriptor is non-blocking) and records the changes.
    func drainInotify(now: Int64) {
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let n = read(inotifyFD, buffer, size)
            if n <= 0 { return }
            var offset = 0
            while offset + 16 <= n {
                let wd = buffer.load(fromByteOffset: offset, as: Int32.self)
                let mask = buffer.load(fromByteOffset: offset + 4, as: UInt32.self)
                let len = Int(buffer.load(fromByteOffset: offset + 12, as: UInt32.self))
                var name = ""
                if len > 0 {
                    let bytes = UnsafeRawBufferPointer(start: buffer + offset + 16, count: len)
                    let end = bytes.firstIndex(of: 0) ?? len
                    name = String(decoding: bytes[0..<end], as: UTF8.self)
                }
                handleEvent(wd: wd, mask: mask, name: name, now: now)
                offset += 16 + len
            }
        }
    }

    func handleEvent(wd: Int32, mask: UInt32, name: String, now: Int64) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            batcher.addRescan(now: now)
            rescanAll(now: now)
            return
        }
        guard let dir = table.byWD[wd] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            table.remove(wd: wd)
            if roots.contains(dir) { markRootGone(dir, now: now) }
            return
        }
        if mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
            for w in table.removeSubtree(dir) { inotify_rm_watch(inotifyFD, w) }
            if root(containing: dir) != nil { batcher.add(dir, now: now) }
            if roots.contains(dir) { markRootGone(dir, now: now) }
            return
        }
        guard !name.isEmpty else { return }
        let full = Paths.join(dir, name)
        guard let r = root(containing: full), polledRoots[r] == nil else { return }
        let isRoot = roots.contains(full)
        if !isRoot && options.ignore(name) { return }
        if mask & UInt32(IN_ISDIR) != 0 {
            if mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
                batcher.add(full, now: now)
                watchTree(full, report: true, now: now)
                if isRoot {
                    missingRoots.remove(full)
                    batcher.addRescan(now: now)
                }
            } else if mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0 {
                for w in table.removeSubtree(full) { inotify_rm_watch(inotifyFD, w) }
                batcher.add(full, now: now)
                if isRoot { markRootGone(full, now: now) }
            }
            return
        }
        batcher.add(full, now: now, created: mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0)
        if isRoot {
            if mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0 {
                missingRoots.insert(full)
            } else {
                missingRoots.remove(full)
            }
        }
    }

    /// A root folder disappeared: report it, ask for a rescan, and wait for it to come back.
    func markRootGone(_ root: String, now: Int64) {
        batcher.add(root, now: now)
        batcher.addRescan(now: now)
        if !FileKind.isDirectory(root) { missingRoots.insert(root) }
    }

    /// After lost events: drop watches of folders that are gone and watch folders that are new.
    func rescanAll(now: Int64) {
        for (wd, path) in table.byWD where !FileKind.isDirectory(path) {
            table.remove(wd: wd)
            inotify_rm_watch(inotifyFD, wd)
        }
        for r in roots where polledRoots[r] == nil {
            addParentWatch(of: r)
            if FileKind.isDirectory(r) { watchTree(r, report: false, now: now) }
        }
    }

    /// Tries to watch roots that did not exist (runs at the poll interval, only while some root is missing).
    func retryMissingRoots(now: Int64) {
        for r in missingRoots.sorted() where FileKind.exists(r) {
            missingRoots.remove(r)
            addParentWatch(of: r)
            batcher.add(r, now: now)
            if FileKind.isDirectory(r) {
                watchTree(r, report: true, now: now)
                batcher.addRescan(now: now)
            }
        }
    }
}
