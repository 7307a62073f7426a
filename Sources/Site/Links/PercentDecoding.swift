import Basics

/// `%XX` escapes in link paths (`my%20notes.md` → `my notes.md`), decoded to find the file a link means.
/// The decoding itself is ``PercentCoding``'s; this name stays until `LinkResolver` calls it directly.
enum PercentDecoding {
    /// Decodes `%XX` escapes (invalid escapes are kept as written).
    static func decode(_ text: String) -> String { PercentCoding.decode(text) }
}
