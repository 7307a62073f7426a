import Diagnostics
import Foundation
import POSIXFiles
import YAML

/// What a folder without an `index.md` says of itself in a small `_folder.yaml` beside its pages:
///
/// ```yaml
/// title: 训练笔记
/// icon: doc.text
/// sort: title
/// ```
///
/// Its generated index (``FolderIndexes``) takes the title, the icon and the order of its list from it. The
/// file is read only for such folders (a folder with an `index.md` names itself in its front matter); like
/// every `_` file it is not copied to the output.
struct FolderSettings: Sendable, Equatable {
    /// The file's name.
    static let fileName = "_folder.yaml"
    /// The keys it may hold.
    static let allowedKeys = ["title", "icon", "sort"]

    /// `title`: the folder page's title, its row in the parent's list and the back row of its pages.
    var title: String?
    /// `icon`: an SF Symbols name the theme knows.
    var icon: String?
    /// `sort`: how the folder page lists its pages.
    var sort: ChildOrder?

    /// The settings of the folder at `folderPath` (on disk), shown in messages as `displayFolder`; `nil` when the
    /// folder has no `_folder.yaml`. Throws the file's problems (`path:line:col: error: …`), several at once.
    static func load(folderPath: String, displayFolder: String, theme: Theme) throws -> FolderSettings? {
        let path = Paths.join(folderPath, fileName)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let display = Paths.join(displayFolder, fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic.error(display, line: 1, column: 1, "cannot read \(fileName); check its permissions")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw Diagnostic.error(display, line: 1, column: 1, "\(fileName) is not UTF-8 text; save it as UTF-8")
        }
        return try parse(text, path: display, theme: theme)
    }

    /// The settings written in `text` (the file shown as `path`).
    static func parse(_ text: String, path: String, theme: Theme) throws -> FolderSettings {
        var settings = FolderSettings()
        guard let root = try YAML.parse(text, path: path) else { return settings }
        let notAMapping = "\(fileName) must be a mapping, e.g. 'title: 周报' (allowed keys: \(allowedKeys.joined(separator: ", ")))"
        let problems = try root.readPairs(path: path, notAMapping: notAMapping) { key, keyNode, value in
            switch key {
            case "title": settings.title = try value.string(path: path, key: key)
            case "icon": settings.icon = try theme.checkedIcon(value, path: path)
            case "sort": settings.sort = try ChildOrder.parse(value, path: path)
            default:
                throw Diagnostic.error(path, line: keyNode.line, column: keyNode.column,
                                       "unknown key '\(key)' in \(fileName) (allowed keys: \(allowedKeys.joined(separator: ", ")))")
            }
        }
        if problems.hasErrors { throw problems }
        return settings
    }
}
