import POSIXFiles
import Diagnostics
import Localization

/// The templates folder's string overrides: `strings/<language>.yaml` (`strings/zh-CN.yaml`), read through
/// the same confinement as templates (``ConfinedFolder``) and validated by ``StringOverrides``.
extension TemplateFolder {
    /// The folder holding strings files.
    static let stringsFolder = "strings"

    /// The language a strings file is for (`strings/zh-CN.yaml` → `zh-CN`), or `nil` when the path is not
    /// a strings file. A name that is not a language tag is still a strings file (and an error when loaded).
    static func stringsLanguage(_ relativePath: String) -> String? {
        guard let name = Paths.relative(relativePath, inside: stringsFolder) else { return nil }
        guard !name.contains("/") else { return nil }
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    /// The build's localizers with every strings file's overrides, or every problem of every file (a name
    /// that is not a language tag, two files for one language, unknown keys, wrong placeholders, YAML errors).
    func localizers() throws -> LocalizerSet {
        let (files, found) = scan()
        var problems = DiagnosticList(found.filter { diagnostic in
            diagnostic.location.map { location in
                TemplateFolder.stringsLanguage(String(location.path.dropFirst(display.count + 1))) != nil
            } ?? false
        })
        var overrides: [String: [String: MessageTemplate]] = [:]
        var seen: [String: String] = [:]
        for file in files {
            guard let tag = TemplateFolder.stringsLanguage(file.relativePath) else { continue }
            let shown = displayPath(file.relativePath)
            guard LanguageTag.isWellFormed(tag) else {
                problems.append(.error(shown, line: 1, column: 1,
                                       "'\(tag)' is not a language tag; name strings files after the language, e.g. strings/zh-CN.yaml"))
                continue
            }
            let key = LanguageTag.normalize(tag)
            if let other = seen[key] {
                problems.append(.error(shown, line: 1, column: 1, "\(other) is already the strings file for '\(tag)'; keep one of them"))
                continue
            }
            seen[key] = shown
            do {
                let text = String(decoding: try folder.read(file.path), as: UTF8.self)
                overrides[key] = try StringOverrides.parse(text, path: shown)
            } catch let list as DiagnosticList {
                problems.append(contentsOf: list.items)
            } catch let diagnostic as Diagnostic {
                problems.append(diagnostic)
            } catch let error as ConfinedFolder.Problem {
                problems.append(folder.diagnostic(error, at: shown))
            } catch {
                problems.append(.error(shown, line: 1, column: 1, "cannot read the strings file: \(error)"))
            }
        }
        if problems.hasErrors { throw problems }
        return overrides.isEmpty ? .builtIn : LocalizerSet(overrides: overrides)
    }
}

extension ResolvedPaths {
    /// The build's localizers: the built-in strings with the templates folder's `strings/*.yaml`, or the
    /// built-in strings alone without a templates folder. Problems are shown relative to the working directory.
    func loadLocalizers() throws -> LocalizerSet {
        guard FileSystem.kindFollowingLinks(templates) == .directory else { return .builtIn }
        do {
            return try templateFolder.localizers()
        } catch let list as DiagnosticList {
            throw DiagnosticList(list.items.map(relativize))
        } catch let diagnostic as Diagnostic {
            throw relativize(diagnostic)
        }
    }
}
