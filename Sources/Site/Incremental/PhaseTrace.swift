import Glibc

/// Phase timings of an incremental build, printed to stderr when `CARDSTOCK_TRACE` is set (for tuning).
struct PhaseTrace {
    private static let enabled = getenv("CARDSTOCK_TRACE") != nil
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private var phases: [(String, Duration)] = []

    init() { last = clock.now }

    /// Ends the phase called `name`.
    mutating func mark(_ name: String) {
        guard Self.enabled else { return }
        let now = clock.now
        phases.append((name, now - last))
        last = now
    }

    /// Prints `trace: scan 3.1 ms, load 0.4 ms, …`.
    func report() {
        guard Self.enabled, !phases.isEmpty else { return }
        let parts = phases.map { name, d -> String in
            let micros = d.components.seconds * 1_000_000 + d.components.attoseconds / 1_000_000_000_000
            return "\(name) \(micros / 1000).\(micros % 1000 / 100) ms"
        }
        fputs("trace: " + parts.joined(separator: ", ") + "\n", stderr)
    }
}
