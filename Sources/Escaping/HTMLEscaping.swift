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
        var runStart = 0
        var i = 0
        let n = src.count
        while i < n {
            let b = src[i]
            // Fast reject: every byte that needs escaping is below 0x3F.
            if b < 0x3F && (b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x27) {
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
            i += 1
        }
        if n > runStart {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: src[runStart..<n]))
        }
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
