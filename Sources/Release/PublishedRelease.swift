/// One release folder below `DIR/releases/`.
package struct PublishedRelease: Sendable, Hashable {
    /// The folder name, e.g. `20261129T152643Z-3f9a1c2e`.
    package var name: ReleaseName
    /// The release folder's path (`DIR/releases/<name>`).
    package var path: String
    /// Whether `DIR/current` points at it.
    package var isCurrent: Bool

    /// Creates a release description.
    package init(name: ReleaseName, path: String, isCurrent: Bool) {
        self.name = name
        self.path = path
        self.isCurrent = isCurrent
    }
}
