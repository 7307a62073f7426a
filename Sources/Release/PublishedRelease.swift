/// One release folder below `DIR/releases/`.
public struct PublishedRelease: Sendable, Hashable {
    /// The folder name, e.g. `20261129T152643Z-3f9a1c2e`.
    public var name: ReleaseName
    /// The release folder's path (`DIR/releases/<name>`).
    public var path: String
    /// Whether `DIR/current` points at it.
    public var isCurrent: Bool

    /// Creates a release description.
    public init(name: ReleaseName, path: String, isCurrent: Bool) {
        self.name = name
        self.path = path
        self.isCurrent = isCurrent
    }
}
