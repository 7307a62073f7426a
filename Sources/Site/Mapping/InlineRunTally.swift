/// The inline runs the page walker wrote since a navigation row's subtitle started: how many (a subtitle left
/// empty is not written), and whether the next run, if text, still loses its leading separator (a subtitle's
/// ` — `). Runs are counted by ``InlineWalker/runs(_:until:flatten:keepsHTML:)`` and the image and raw HTML rules.
struct InlineRunTally {
    /// How many inline runs were written since ``startSubtitle()``.
    private(set) var count = 0
    /// Whether the next inline run, if text, loses its leading separator.
    private(set) var trimsSeparator = false

    /// Starts counting a subtitle's runs; its first text run loses its leading separator.
    @inline(__always)
    mutating func startSubtitle() {
        count = 0
        trimsSeparator = true
    }

    /// No run loses its separator any more (the subtitle ended, or its first run was trimmed).
    @inline(__always)
    mutating func stopTrimming() {
        trimsSeparator = false
    }

    /// Notes a run written (`counts`: it shows something): the runs after it keep their separators.
    @inline(__always)
    mutating func wrote(counts: Bool = true) {
        if counts { count += 1 }
        trimsSeparator = false
    }
}
