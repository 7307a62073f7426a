import Site
import Dispatch
import Glibc

/// Waits for Ctrl-C (`SIGINT`) or `SIGTERM` without a C signal handler: the signals are ignored for
/// the default action and delivered through `DispatchSource` signal sources instead, so `watch` and
/// `serve` can stop their threads cleanly (and never delete anything) before the process exits.
package final class StopSignal: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "cardstock.signals")

    /// Starts listening for `signals` (default: `SIGINT` and `SIGTERM`) right away.
    package init(signals: [Int32] = [SIGINT, SIGTERM]) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [semaphore] in semaphore.signal() }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }

    /// Blocks until one of the signals arrives.
    package func wait() {
        semaphore.wait()
    }
}
