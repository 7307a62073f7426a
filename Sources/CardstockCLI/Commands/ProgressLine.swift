import Site
import Diagnostics
import Dispatch
import Foundation
import Synchronization

/// The one updating progress line shown on a terminal while an import or a build runs: what is being
/// done, the amount done of the total, the rate and the time left, rewritten in place with `\r`.
///
/// The work only advances a ``ProgressCounter`` (an atomic add); this type's own thread reads it and
/// redraws at most ten times a second, and nothing is drawn until the work has run for `delay` (about a
/// second), so quick runs print only their summary. ``stop()`` erases the line before the summary.
final class ProgressLine: Sendable {
    /// What the counter counts.
    enum Unit: Sendable { case bytes, pages }

    /// The counter the work advances.
    let counter = ProgressCounter()
    private let unit: Unit
    private let delay: Duration
    private let write: @Sendable (String) -> Void
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private let state: Mutex<State>
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    private struct State {
        var phase: String
        var phaseStarted: ContinuousClock.Instant
        var shown = false
        var running = false
    }

    /// A line about `phase` (e.g. `Importing export.zip`) that writes raw text (no newline) with `write`.
    init(phase: String, unit: Unit, delay: Duration, write: @escaping @Sendable (String) -> Void) {
        self.unit = unit
        self.delay = delay
        self.write = write
        let now = clock.now
        started = now
        state = Mutex(State(phase: phase, phaseStarted: now))
    }

    /// Starts redrawing, on a thread of its own.
    func start() {
        state.withLock { $0.running = true }
        // A thread of its own, not one of Dispatch's workers, which the build's parallel loops need.
        let thread = Thread { [self] in
            repeat { draw() } while wake.wait(timeout: .now() + .milliseconds(100)) == .timedOut
            finished.signal()
        }
        thread.name = "cardstock progress"
        thread.start()
    }

    /// A new phase (`Rendering 1,204 pages…`); its rate is measured from now.
    func setPhase(_ phase: String) {
        let now = clock.now
        state.withLock { $0.phase = phase; $0.phaseStarted = now }
    }

    /// Stops redrawing and erases the line if one was drawn. Safe to call twice.
    func stop() {
        let wasRunning = state.withLock { s -> Bool in defer { s.running = false }; return s.running }
        guard wasRunning else { return }
        wake.signal()
        finished.wait()
        if state.withLock({ $0.shown }) { write("\r\u{1B}[K") }
    }

    private func draw() {
        let now = clock.now
        guard now - started >= delay else { return }
        let (phase, phaseStarted) = state.withLock { s -> (String, ContinuousClock.Instant) in
            s.shown = true
            return (s.phase, s.phaseStarted)
        }
        let seconds = Self.seconds(now - phaseStarted)
        write("\r" + Self.text(phase: phase, done: counter.done, total: counter.total, seconds: seconds,
                               unit: unit, elapsed: Self.seconds(now - started)) + "\u{1B}[K")
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The line's text: `Importing export.zip: 412.3 MB of 1.07 GB (38%) · 95.1 MB/s · 7 s left`,
    /// `Rendering: 400 of 1,204 pages (33%) · 2,000 pages/s · 1 s left`, or the phase and the time so far
    /// while there is no total (`Loading 1,204 pages… 1.2 s`).
    static func text(phase: String, done: Int, total: Int, seconds: Double, unit: Unit, elapsed: Double) -> String {
        guard total > 0 else { return "\(phase) \(tenths(elapsed)) s" }
        let percent = Int((Double(done) * 100 / Double(total)).rounded(.down))
        // `Rendering 1,204 pages…` → `Rendering`: the counts follow.
        let words = phase.split(separator: " ").prefix { !($0.first?.isNumber ?? false) }
        var out = words.joined(separator: " ")
        if out.hasSuffix("…") { out.removeLast() }
        out += ": " + (unit == .pages ? NumberText.grouped(done) : amount(done, unit))
        out += " of \(amount(total, unit)) (\(percent)%)"
        guard seconds > 0.05, done > 0 else { return out }
        let rate = Double(done) / seconds
        out += " · \(amount(Int(rate), unit))/s"
        let left = Double(total - done) / rate
        out += " · \(duration(left)) left"
        return out
    }

    /// `12,400 pages`, `412.3 MB`.
    static func amount(_ value: Int, _ unit: Unit) -> String {
        switch unit {
        case .pages: return NumberText.pages(value)
        case .bytes:
            if value < 1_000_000 { return "\(tenths(Double(value) / 1e3)) kB" }
            if value < 1_000_000_000 { return "\(tenths(Double(value) / 1e6)) MB" }
            let hundredths = Int((Double(value) / 1e7).rounded())
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) GB"
        }
    }

    /// `7 s`, `2 min 05 s`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up).clamped(to: 0...359_999))
        if whole < 60 { return "\(whole) s" }
        let rest = whole % 60
        return "\(whole / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }

    /// One decimal, halves rounded up: `1.25` → `1.3`.
    static func tenths(_ value: Double) -> String {
        let t = Int((max(0, value) * 10).rounded())
        return "\(t / 10).\(t % 10)"
    }
}

private extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
