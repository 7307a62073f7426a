import Site

/// Everything `cardstock publish` can be told on the command line.
package struct PublishOptions: Sendable, Equatable {
    /// What `publish` does besides the production build.
    package enum Action: Sendable, Equatable {
        /// Build, verify and release (the default).
        case publish
        /// Build and verify, then print what would change; release nothing (`--dry-run`).
        case dryRun
        /// Switch `DIR/current` back to the previous release (`--rollback`, needs `--to`).
        case rollback
        /// List the releases in `DIR` (`--list`, needs `--to`).
        case list
    }

    /// The build options (content, output, templates, config, base URL, strict, quiet, …).
    /// `includeDrafts` is never set: publish refuses `--drafts`.
    package var build: BuildOptions = BuildOptions()
    /// The release folder (`--to DIR`); `nil` replaces the output folder instead.
    package var releaseDirectory: String?
    /// How many releases to keep in `DIR` (`--keep N`, default 5).
    package var keep: Int = 5
    /// What to do.
    package var action: Action = .publish

    /// Options with every default.
    package init() {}
}
