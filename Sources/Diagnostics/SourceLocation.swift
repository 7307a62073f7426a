/// A place in a user's file: the path as the user would type it, and a 1-based line and column.
///
/// Line numbers are always whole-file numbers (a Markdown file's front matter counts),
/// so an editor can jump straight to them.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file path, relative to the working directory where possible.
    public var path: String
    /// 1-based line number, or 0 when the whole file is meant.
    public var line: Int
    /// 1-based column number, or 0 when the whole line is meant.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, dropping the parts that are 0.
    public var description: String {
        if line <= 0 { return path }
        if column <= 0 { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
