extension Substring {
    /// The text without surrounding spaces.
    func trimmingCharactersInSpaces() -> String {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
