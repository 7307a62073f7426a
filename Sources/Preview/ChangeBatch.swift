
/// A group of file-system changes reported together by ``FileWatcher``.
///
/// Paths are the watched roots joined with the changed names (`content/posts/a.md`),
/// never normalised further, so a caller can compare them with its own paths.
package struct ChangeBatch: Sendable, Equatable {
    /// Every file or folder that was created, written, deleted or renamed (both old and new names).
    ///
    /// A folder that was deleted or renamed away is reported by its own path only: treat a folder
    /// path as "anything below it may have changed". Files in a new folder are reported one by one.
    package var paths: Set<String>
    /// True when events were lost (inotify queue overflow or a root that was replaced):
    /// the caller must rescan everything instead of trusting ``paths``.
    package var needsFullRescan: Bool

    /// Creates a batch.
    package init(paths: Set<String> = [], needsFullRescan: Bool = false) {
        self.paths = paths
        self.needsFullRescan = needsFullRescan
    }
}
