/// The one place where Cardstock turns text into HTML-safe bytes.
///
/// Every module that writes markup — the layout library (`Surfaces`), the Mustache engine (`Templates`),
/// the production head links (`Site`), the preview server's error overlay (`Preview`) and the sitemap
/// and feed (`Release`) — escapes through these functions. The five characters `& < > " '` become entities, so the result is safe both
/// as text content and inside a double- or single-quoted attribute value. Nothing else is changed: the
/// input is UTF-8 and stays UTF-8.
public enum HTMLEscaping {
    /// Appends `src` to `out`, replacing `& < > " '` with `&amp; &lt; &gt; &quot; &#39;`.
    @inlinable
    public static func append(_ src: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        guard let base = src.baseAddress else { return }
        var runStart = 0
        var i = 0
        let n = src.count
        // Eight bytes at a time while they hold nothing to escape (most text), with word arithmetic:
        // a byte of `x ^ c` is zero where `x` has the byte `c`.
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while i &+ 8 <= n {
            let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let a = x ^ (ones &* 0x26), b = x ^ (ones &* 0x3C), c = x ^ (ones &* 0x3E)
            let d = x ^ (ones &* 0x22), e = x ^ (ones &* 0x27)
            let zero = ((a &- ones) & ~a) | ((b &- ones) & ~b) | ((c &- ones) & ~c) | ((d &- ones) & ~d)
                | ((e &- ones) & ~e)
            if zero & highs == 0 {
                i &+= 8
                continue
            }
            let end = i &+ 8
            while i < end {
                escapeByte(at: i, in: src, runStart: &runStart, to: &out)
                i &+= 1
            }
        }
        while i < n {
            escapeByte(at: i, in: src, runStart: &runStart, to: &out)
            i &+= 1
        }
        if n > runStart {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: src[runStart..<n]))
        }
    }

    /// Escapes `src[i]` if it needs it: the pending run of plain bytes before it, then its entity.
    @inlinable @inline(__always)
    static func escapeByte(at i: Int, in src: UnsafeBufferPointer<UInt8>, runStart: inout Int, to out: inout [UInt8]) {
        let b = src[i]
        // Fast reject: every byte that needs escaping is below 0x3F.
        guard b < 0x3F && (b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x27) else { return }
        if i > runStart {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: src[runStart..<i]))
        }
        switch b {
        case 0x26: out.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B])            // &amp;
        case 0x3C: out.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B])                  // &lt;
        case 0x3E: out.append(contentsOf: [0x26, 0x67, 0x74, 0x3B])                  // &gt;
        case 0x22: out.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B])      // &quot;
        default: out.append(contentsOf: [0x26, 0x23, 0x33, 0x39, 0x3B])             // &#39;
        }
        runStart = i + 1
    }

    /// Appends the UTF-8 of `text` to `out`, escaped as by ``append(_:to:)-(UnsafeBufferPointer<UInt8>,_)``.
    @inlinable
    public static func append(_ text: String, to out: inout [UInt8]) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0, to: &out) }
        if done == nil {
            var copy = text
            copy.withUTF8 { append($0, to: &out) }
        }
    }

    /// `text` with `& < > " '` replaced by entities.
    public static func escaped(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
