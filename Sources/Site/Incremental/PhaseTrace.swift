import Glibc

/// Phase timings of a build, printed to stderr when `CARDSTOCK_TRACE` is set (for tuning): wall time per
/// phase and, in brackets, the CPU time (user + system, all threads) it used — `render 750.2 ms (185 %)`
/// means both cores were busy.
struct PhaseTrace {
    private static let enabled = getenv("CARDSTOCK_TRACE") != nil
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private var lastCPU: Int
    private var phases: [(name: String, wall: Duration, cpuMicros: Int)] = []

    init() {
        last = clock.now
        lastCPU = Self.enabled ? Self.cpuMicros() : 0
    }

    /// User + system CPU time of the whole process so far, in microseconds.
    private static func cpuMicros() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000
            + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }

    /// Ends the phase called `name`.
    mutating func mark(_ name: String) {
        guard Self.enabled else { return }
        let now = clock.now
        let cpu = Self.cpuMicros()
        phases.append((name, now - last, cpu - lastCPU))
        last = now
        lastCPU = cpu
    }

    /// Prints `trace: scan 3.1 ms (98 %), load 0.4 ms (100 %), …`.
    func report() {
        guard Self.enabled, !phases.isEmpty else { return }
        let parts = phases.map { name, d, cpu -> String in
            let micros = Int(d.components.seconds * 1_000_000 + d.components.attoseconds / 1_000_000_000_000)
            let share = micros > 0 ? cpu * 100 / micros : 0
            return "\(name) \(micros / 1000).\(micros % 1000 / 100) ms (\(share) %)"
        }
        let line = Array(("trace: " + parts.joined(separator: ", ") + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }  // standard error, unbuffered
    }
}
