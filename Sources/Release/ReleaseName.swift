import Glibc

/// A release folder name: `<UTC yyyyMMdd'T'HHmmss'Z'>-<8 hex content hash>`, e.g. `20261129T152643Z-3f9a1c2e`.
/// Names sort in time order as plain strings.
package struct ReleaseName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Seconds since 1970 (UTC).
    package let time: Int
    /// Eight lowercase hex digits of the content hash.
    package let hash: String

    /// Creates a name.
    package init(time: Int, hash: String) {
        self.time = time
        self.hash = hash
    }

    /// Parses a folder name; `nil` for anything that is not exactly a release name.
    package init?(_ text: String) {
        let b = Array(text.utf8)
        guard b.count == 25, b[8] == 0x54, b[15] == 0x5A, b[16] == 0x2D else { return nil }
        func number(_ r: Range<Int>) -> Int32? {
            var v: Int32 = 0
            for k in r {
                guard b[k] >= 0x30 && b[k] <= 0x39 else { return nil }
                v = v * 10 + Int32(b[k] - 0x30)
            }
            return v
        }
        for k in 17..<25 {
            let c = b[k]
            guard (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) else { return nil }
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
              let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var t = tm()
        t.tm_year = year - 1900
        t.tm_mon = month - 1
        t.tm_mday = day
        t.tm_hour = hour
        t.tm_min = minute
        t.tm_sec = second
        self.time = Int(timegm(&t))
        self.hash = String(decoding: b[17..<25], as: UTF8.self)
        guard description == text else { return nil }
    }

    /// The folder name.
    package var description: String {
        var seconds = time_t(time)
        var t = tm()
        gmtime_r(&seconds, &t)
        func pad(_ v: Int32, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return pad(t.tm_year + 1900, 4) + pad(t.tm_mon + 1, 2) + pad(t.tm_mday, 2) + "T"
            + pad(t.tm_hour, 2) + pad(t.tm_min, 2) + pad(t.tm_sec, 2) + "Z-" + hash
    }

    /// Time order (then hash), the same order as the folder names sort in.
    package static func < (a: ReleaseName, b: ReleaseName) -> Bool {
        (a.time, a.hash) < (b.time, b.hash)
    }
}
