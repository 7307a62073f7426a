/// A fast check for Markdown input that cmark's UTF-8 validation would leave untouched.
enum ASCIIScan {
    /// Whether every byte is in `0x01...0x7F`: ASCII without NUL. For such input
    /// `CMARK_OPT_VALIDATE_UTF8` changes nothing (cmark replaces only invalid sequences and NUL bytes),
    /// so the parse can skip it. Reads eight bytes at a time.
    static func isPlainASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var i = 0
        // Per 8-byte word: any byte >= 0x80 sets its high bit; any zero byte shows up in `(w - ones) & ~w`.
        var flags: UInt64 = 0
        while i + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            flags |= word | ((word &- ones) & ~word)
            i += 8
            if i & 1023 == 0, flags & high != 0 { return false }
        }
        if flags & high != 0 { return false }
        while i < count {
            let byte = base.load(fromByteOffset: i, as: UInt8.self)
            if byte == 0 || byte >= 0x80 { return false }
            i += 1
        }
        return true
    }
}
