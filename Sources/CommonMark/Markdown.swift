import CCmark

/// Entry point: Markdown bytes in, cmark's tree handed to a closure (``withUnsafeTree(_:_:)``).
///
/// Parsing uses libcmark with `CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8` (invalid UTF-8 is
/// replaced, never a crash). Input that is plain ASCII without NUL bytes is parsed without
/// `CMARK_OPT_VALIDATE_UTF8`: cmark's check would copy every line unchanged, so the result is the same.
/// cmark allocates from a ``ParseArena`` slot (malloc for an input over ``ParseArena/largestInput``); its
/// tree is dropped (the arena reset) when the closure returns. Raw HTML is kept as it is and URLs are not
/// sanitized: filtering is the caller's job.
package enum Markdown {
    /// cmark's options for `bytes`: source positions, and UTF-8 validation unless the input is plain ASCII.
    static func options(for bytes: UnsafeRawBufferPointer) -> Int32 {
        CMARK_OPT_SOURCEPOS | (ASCIIScan.isPlainASCII(bytes) ? 0 : CMARK_OPT_VALIDATE_UTF8)
    }
}
