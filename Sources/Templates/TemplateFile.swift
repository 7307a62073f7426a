/// One template file read from a templates folder.
package struct TemplateFile: Sendable, Equatable {
    /// The template's name (see ``TemplateSet/templateName(forRelativePath:)``).
    package var name: String
    /// The file's path, used in diagnostics.
    package var path: String
    /// The file's UTF-8 bytes.
    package var bytes: [UInt8]

    /// A file called `name`, read from `path`.
    package init(name: String, path: String, bytes: [UInt8]) {
        self.name = name
        self.path = path
        self.bytes = bytes
    }
}
