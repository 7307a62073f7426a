/// One template file read from a templates folder.
public struct TemplateFile: Sendable, Equatable {
    /// The template's name (see ``TemplateSet/templateName(forRelativePath:)``).
    public var name: String
    /// The file's path, used in diagnostics.
    public var path: String
    /// The file's UTF-8 bytes.
    public var bytes: [UInt8]

    /// A file called `name`, read from `path`.
    public init(name: String, path: String, bytes: [UInt8]) {
        self.name = name
        self.path = path
        self.bytes = bytes
    }
}
