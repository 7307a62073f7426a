/// One file found in the content folder.
package struct ContentFile: Sendable, Equatable {
    /// Path inside the content folder with `/` separators, e.g. `workouts/run.md`.
    package var relativePath: String
    /// Path used to open the file (symlinks inside the content folder are resolved).
    var sourcePath: String
    /// Path shown in diagnostics (relative to the working directory where possible).
    package var displayPath: String
    /// Whether this is a Markdown page (`.md`/`.markdown`) rather than a file copied unchanged.
    package var isMarkdown: Bool
    /// Whether this page is its folder's index: `index.md`, or `README.md` in a folder without an `index.md`
    /// (so Markdown written for GitHub works unchanged).
    package var isFolderIndex: Bool = false
    /// Whether no file stands behind this page: a folder's generated index (``FolderIndexes``), walked from an
    /// empty body. Its ``sourcePath`` is empty.
    var isGenerated: Bool = false
}
