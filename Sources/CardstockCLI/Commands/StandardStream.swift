import Glibc

/// Standard output or standard error, written with `write(2)`: whole lines go out at once (no C `FILE`
/// buffer, whose globals Swift 6 cannot prove thread-safe), so lines from build workers never interleave.
package enum StandardStream: Int32, Sendable {
    /// File descriptor 1.
    case output = 1
    /// File descriptor 2.
    case error = 2

    /// Writes `text` as it is (a progress line with `\r`, say); gives up quietly on a closed stream.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard var start = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let written = Glibc.write(rawValue, start, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                start += written
                left -= written
            }
        }
    }

    /// Writes `line`, adding the newline it lacks.
    package func writeLine(_ line: String) {
        write(line.hasSuffix("\n") ? line : line + "\n")
    }
}
