/// Why an archive could not be read; turned into a `Diagnostic` at the archive's path.
struct ZipError: Error, CustomStringConvertible {
    /// What is wrong, in words for the user.
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
