import POSIXFiles
import Site
import Diagnostics
import Foundation
import Localization
import Preview

/// The loop of `cardstock watch` and `cardstock serve`: an initial build, then an incremental rebuild
/// after every batch of changes the ``FileWatcher`` reports. A failed build never stops it: the errors
/// are printed (and shown as an overlay by the preview server), the last good output stays in place,
/// and the next good build clears them.
package final class WatchSession: @unchecked Sendable {
    /// The quiet period before a batch of changes is rebuilt (short, for the 50 ms save→output target).
    package static let debounce: Duration = .milliseconds(15)
    /// A batch is rebuilt at the latest this long after its first change, even while changes keep coming.
    package static let maxBatchDelay: Duration = .milliseconds(200)

    /// The build engine.
    package let builder: IncrementalBuilder
    /// The preview server to notify (serve), or nil (watch).
    package let server: PreviewServer?
    private let log: @Sendable (String) -> Void
    private let quiet: Bool
    private var watcher: FileWatcher?
    private var showingErrors = false

    /// Creates a session; `log` receives every line meant for stderr.
    package init(builder: IncrementalBuilder, server: PreviewServer? = nil, log: @escaping @Sendable (String) -> Void) {
        self.builder = builder
        self.server = server
        self.log = log
        self.quiet = builder.options.quiet
    }

    /// Runs the initial build (its failure is reported, not thrown) and starts watching.
    /// Throws a ``Diagnostic`` only when the file watcher cannot start.
    package func start() throws {
        rebuild(initial: true, changes: nil)
        let log = self.log
        let watcher = try FileWatcher(options: FileWatcher.Options(
            roots: builder.watchedPaths, debounce: Self.debounce, maxBatchDelay: Self.maxBatchDelay,
            onWarning: { log($0.description) }))
        self.watcher = watcher
        watcher.start { [weak self] batch in self?.rebuild(initial: false, changes: batch) }
        if !quiet {
            let shown = builder.watchedPaths.map { Paths.display($0, relativeTo: builder.paths.workingDirectory) }
            log("Watching \(shown.joined(separator: ", ")) for changes (Ctrl-C to stop)")
        }
    }

    /// Stops watching; waits for a rebuild in progress to finish, so no file is left half-written.
    package func stop() {
        watcher?.stop()
        watcher = nil
    }

    /// One build; reports the outcome and tells the preview server.
    func rebuild(initial: Bool, changes: ChangeBatch?) {
        do {
            let hint = changes.flatMap { $0.needsFullRescan ? nil : $0.paths }
            let result = try builder.build(changedPaths: hint)
            for warning in result.warnings { log(warning.description) }
            if !quiet { log(summary(result, initial: initial, changes: changes)) }
            let cleared = showingErrors
            showingErrors = false
            if cleared { server?.setErrorOverlay(nil) }
            if !initial && (result.changedOutput || cleared) { server?.notifyReload() }
        } catch let failure as BuildFailure {
            let lines = failure.diagnostics.sorted.map(\.description)
            for line in lines { log(line) }
            let count = failure.diagnostics.errors.count
            log("cardstock: \(initial ? "build" : "rebuild") failed with \(NumberText.grouped(count)) \(count == 1 ? "error" : "errors"); the last good output in \(builder.outputDisplay) stays in place. Watching for the fix…")
            showingErrors = true
            server?.setErrorOverlay(failure.diagnostics.errors.map(\.description),
                                    heading: builder.lastGoodLocalizer("preview.build_failed"))
            if !initial { server?.notifyReload() }
        } catch {
            log("cardstock: error: \(error)")
        }
    }

    /// `Built 120 pages in 0.84 s` or `Rebuilt 1 of 120 pages, wrote 1 file in 4 ms (content/a.md)`.
    func summary(_ result: IncrementalResult, initial: Bool, changes: ChangeBatch?) -> String {
        if initial { return NumberText.summary(pages: result.pageCount, seconds: result.seconds) }
        let files = result.writtenFiles.count + result.removedFiles.count
        var line = "Rebuilt \(NumberText.grouped(result.renderedPages.count)) of \(NumberText.pages(result.pageCount)), "
        line += "\(result.removedFiles.isEmpty ? "wrote" : "wrote/removed") \(NumberText.grouped(files)) \(files == 1 ? "file" : "files")"
        line += " in \(Int((result.seconds * 1000).rounded())) ms"
        if let changes {
            let shown = changes.paths.sorted().map { Paths.display($0, relativeTo: builder.paths.workingDirectory) }
            if let first = shown.first {
                line += " (\(first)\(shown.count > 1 ? " and \(shown.count - 1) more" : ""))"
            } else if changes.needsFullRescan {
                line += " (full rescan)"
            }
        }
        return line
    }
}
