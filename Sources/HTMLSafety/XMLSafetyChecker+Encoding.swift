/// The encodings ``XMLSafetyChecker`` reads: the checks look at bytes (DTD declarations) as well as at what
/// the parser reports, so a file must be in an encoding where ASCII markup is ASCII bytes.
extension XMLSafetyChecker {
    /// `encoding` values of an XML declaration that keep ASCII as ASCII (compared in lower case).
    static let readableEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "latin1"]

    /// Why the encoding of `bytes` cannot be checked, or `nil`: a UTF-16 or UTF-32 byte order mark, a NUL
    /// byte among the first four (UTF-16 or UTF-32 without a mark), EBCDIC's `<?xm`, or an XML declaration
    /// naming another encoding.
    static func encodingProblem(_ bytes: [UInt8]) -> Problem? {
        let head = Array(bytes.prefix(4))
        let utf16 = head.count >= 2 && ((head[0] == 0xFE && head[1] == 0xFF) || (head[0] == 0xFF && head[1] == 0xFE))
        let ebcdic = head == [0x4C, 0x6F, 0xA7, 0x94]
        if utf16 || ebcdic || head.contains(0) {
            return Problem(line: 1, column: 1, message: "the file is not UTF-8 (it is UTF-16, UTF-32 or EBCDIC), "
                           + "which Cardstock cannot check; save it as UTF-8")
        }
        guard let declared = declaredEncoding(bytes), !readableEncodings.contains(declared.lowercased()) else {
            return nil
        }
        return Problem(line: 1, column: 1, message: "the XML declaration names the encoding `\(declared)`, which "
                       + "Cardstock cannot check; save the file as UTF-8 and declare encoding=\"UTF-8\"")
    }

    /// The `encoding` value of the XML declaration at the start of `bytes` (after a UTF-8 byte order mark),
    /// or `nil` when there is no declaration or it names none.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var k = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[k...].starts(with: Array("<?xml".utf8)) else { return nil }
        let end = bytes[k...].firstIndex(of: 0x3E) ?? bytes.count
        let declaration = Array(bytes[k..<end])
        guard let at = find(Array("encoding".utf8), in: declaration) else { return nil }
        k = at + 8
        while k < declaration.count, declaration[k] == 0x20 || declaration[k] == 0x09 || declaration[k] == 0x0A
                || declaration[k] == 0x0D || declaration[k] == 0x3D { k += 1 }
        guard k < declaration.count, declaration[k] == 0x22 || declaration[k] == 0x27 else { return nil }
        let quote = declaration[k]
        let close = declaration[(k + 1)...].firstIndex(of: quote) ?? declaration.count
        return String(decoding: declaration[(k + 1)..<close], as: UTF8.self)
    }
}
