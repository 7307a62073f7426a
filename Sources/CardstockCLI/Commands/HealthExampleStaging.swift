import Glibc
import POSIXFiles
import Diagnostics

/// The staging folder of `cardstock init --example health`: the site is written into
/// `.cardstock-init-XXXXXX` — inside the target when it exists, else in its nearest existing ancestor, so
/// always on the target's file system — and moved into place only once the import has succeeded.
enum HealthExampleStaging {
    /// Refuses a target that is not a folder, or that already holds a file the example writes
    /// (`cardstock.yaml`, `content/index.md`): nothing is created then.
    static func checkTarget(_ target: String, shown: String) throws {
        switch FileSystem.kindFollowingLinks(target) {
        case .missing, .directory: break
        default: throw DiagnosticList([.error(shown, "is a file, not a folder; pass the folder to create the site in")])
        }
        var existing = DiagnosticList()
        for name in StarterSite.minimalFiles().keys.sorted() where FileSystem.kind(Paths.join(target, name)) != .missing {
            existing.append(.error(Paths.join(shown, name),
                                   "already exists; 'cardstock init' never overwrites files, so run it in an empty folder"))
        }
        if !existing.items.isEmpty { throw existing }
    }

    /// Creates the staging folder for `target`.
    static func create(beside target: String) throws -> String {
        if FileSystem.kindFollowingLinks(target) == .directory {
            return try FileSystem.makeTemporaryDirectory(template: Paths.join(target, ".cardstock-init-XXXXXX"))
        }
        var anchor = Paths.parent(target)
        while !anchor.isEmpty, FileSystem.kindFollowingLinks(anchor) == .missing {
            let up = Paths.parent(anchor)
            if up == anchor { break }
            anchor = up
        }
        return try FileSystem.makeTemporaryDirectory(template: Paths.join(anchor.isEmpty ? "." : anchor, ".cardstock-init-XXXXXX"))
    }

    /// `path` (inside `staging`) as it will be shown once moved: under `shown`.
    static func moved(_ path: String, from staging: String, to shown: String) -> String {
        guard let inside = Paths.relative(path, inside: staging) else { return path }
        return Paths.join(shown, String(inside))
    }

    /// Moves the staged site into `target`: one rename when `target` is missing, else file by file with
    /// `link(2)`, which never replaces a file (every clash is refused before any file moves).
    static func move(_ staging: String, to target: String, shown: String) throws {
        if FileSystem.kindFollowingLinks(target) == .missing {
            try FileSystem.makeDirectories(Paths.parent(target))
            try FileSystem.rename(staging, to: target)
            return
        }
        let files = regularFiles(in: staging, prefix: "")
        var clashes = DiagnosticList()
        for file in files where FileSystem.kind(Paths.join(target, file)) != .missing {
            clashes.append(.error(Paths.join(shown, file), "already exists; 'cardstock init' never overwrites files, so run it in an empty folder"))
        }
        if !clashes.items.isEmpty { throw clashes }
        for file in files {
            let destination = Paths.join(target, file)
            try FileSystem.makeDirectories(Paths.parent(destination))
            if link(Paths.join(staging, file), destination) != 0 {
                throw FileSystemError(path: destination, operation: "create", code: errno)
            }
        }
    }

    /// The regular files under `folder`, as paths relative to it.
    private static func regularFiles(in folder: String, prefix: String) -> [String] {
        var out: [String] = []
        for entry in FileSystem.entries(folder) ?? [] {
            let relative = prefix.isEmpty ? entry.name : prefix + "/" + entry.name
            switch entry.kind {
            case .directory: out += regularFiles(in: Paths.join(folder, entry.name), prefix: relative)
            case .file: out.append(relative)
            default: break
            }
        }
        return out.sorted()
    }
}
