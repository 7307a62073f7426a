extension String {
    /// The string without leading and trailing ASCII spaces, tabs and newlines.
    func trimmingASCIIWhitespace() -> String {
        let u = utf8
        func ws(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
        guard let first = u.firstIndex(where: { !ws($0) }), let last = u.lastIndex(where: { !ws($0) }) else { return "" }
        return String(self[first...last])
    }
}
