/// Full-width digits (`０`–`９`, U+FF10–U+FF19), which a Chinese or Japanese input method types: a number or
/// date written with them is not read, and the message shows the ASCII form.
package enum FullWidthDigits {
    /// `text` with its full-width digits, `－`, `．`, `：` and `，` made ASCII, when it has at least one
    /// full-width digit; nil otherwise.
    package static func asciiFolded(_ text: String) -> String? {
        guard text.unicodeScalars.contains(where: { (0xFF10...0xFF19).contains($0.value) }) else { return nil }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xFF10...0xFF19, 0xFF0D, 0xFF0E, 0xFF1A, 0xFF0C: out.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
