import Foundation

/// Finds the Health export in what was passed — a zip, a folder or an XML file — by what the files
/// hold, not by their names: Health names the XML in the phone's language (`导出.xml`, `Export.xml`,
/// `eksport.xml`, `exportar.xml`, `vienti.xml`, …), so the export is the XML file whose root
/// element is `<HealthData>`. `export_cda.xml` (the clinical document), macOS `__MACOSX/` and `._*`
/// resource forks are never candidates.
enum ExportLocator {
    /// The export found: a plain file, or one entry of an archive.
    enum Found {
        case file(path: String)
        case entry(archive: ZipArchive, entry: ZipArchive.Entry, archivePath: String)
    }

    /// Candidates sniffed at most, so an archive of thousands of XML files stays quick to reject.
    static let maxSniffed = 64

    /// Finds the export at `path` (a zip, a folder or an XML file); throws a ``ZipError`` saying what `path` is
    /// when it holds no export.
    static func locate(_ path: String) throws -> Found {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ZipError("no such file; pass the export.zip from Health → Export All Health Data, or its export.xml")
        }
        if isDirectory.boolValue { return try inFolder(path) }
        if looksLikeZip(path) { return try inArchive(path) }
        let verdict = try sniffFile(path)
        // Any XML file passed by itself is parsed: the parser names its root element at its line.
        if case .root = verdict, !path.lowercased().hasSuffix(".zip") { return .file(path: path) }
        if path.lowercased().hasSuffix(".zip") {
            // A damaged signature: the end record, if any, tells a damaged archive from a file that is none.
            if verdict == .notXML { return try inArchive(path) }
            throw ZipError("is not a zip archive (the file is \(ExportRootSniffer.describe(verdict))); "
                + "pass the export.zip from the Health app")
        }
        throw ZipError("is not an Apple Health export: the file is \(ExportRootSniffer.describe(verdict)); "
            + "pass the export.zip from Health → Export All Health Data, or the XML file inside it")
    }

    /// Whether an entry or file name can be the export: `.xml`, not the clinical document, not macOS metadata.
    static func isCandidate(_ name: String) -> Bool {
        let parts = name.split(separator: "/")
        guard let last = parts.last?.lowercased(), last.hasSuffix(".xml"), !last.hasPrefix("._"),
              last != "export_cda.xml", !parts.contains(where: { $0 == "__MACOSX" }) else { return false }
        return true
    }

    /// Candidates in the order they are tried: shallowest first, then by name.
    static func ordered(_ names: [String]) -> [String] {
        names.filter(isCandidate).sorted { a, b in
            let da = a.split(separator: "/").count, db = b.split(separator: "/").count
            return da != db ? da < db : a < b
        }
    }

    private static func inArchive(_ path: String) throws -> Found {
        let archive = try ZipArchive(path: path)
        let byName = Dictionary(archive.entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var rejected: [String] = []
        for name in ordered(archive.entries.map(\.name)).prefix(maxSniffed) {
            guard let entry = byName[name], entry.uncompressedSize > 0 else { continue }
            let reader = try archive.open(entry)
            let verdict = try ExportRootSniffer.sniff { try reader.read(into: $0, maxLength: $1) }
            if verdict == .root("HealthData") { return .entry(archive: archive, entry: entry, archivePath: path) }
            rejected.append("`\(name)` is \(ExportRootSniffer.describe(verdict))")
        }
        let why = rejected.isEmpty ? "it has no XML file" : rejected.prefix(3).joined(separator: "; ")
        throw ZipError("the archive holds no Apple Health export (an XML file whose root element is <HealthData>): \(why); "
            + "pass the export.zip from Health → Export All Health Data")
    }

    private static func inFolder(_ path: String) throws -> Found {
        let fm = FileManager.default
        var names: [String] = []
        var zips: [String] = []
        for name in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted() {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue, name != "__MACOSX" {
                for inner in ((try? fm.contentsOfDirectory(atPath: path + "/" + name)) ?? []) { names.append(name + "/" + inner) }
            } else if name.lowercased().hasSuffix(".zip") {
                zips.append(name)
            } else {
                names.append(name)
            }
        }
        for name in ordered(names).prefix(maxSniffed) where (try? sniffFile(path + "/" + name)) == .root("HealthData") {
            return .file(path: path + "/" + name)
        }
        for name in zips where looksLikeZip(path + "/" + name) {
            if let found = try? inArchive(path + "/" + name) { return found }
        }
        throw ZipError("this folder holds no Apple Health export (no XML file whose root element is <HealthData>, "
            + "here or one folder down, and no export zip); pass the export itself")
    }

    /// The verdict on a plain file's first bytes.
    static func sniffFile(_ path: String) throws -> ExportRootSniffer.Verdict {
        guard let file = FileInput(path: path) else { throw ZipError("cannot open the file; check that it is readable") }
        return try ExportRootSniffer.sniff { try file.read(into: $0, maxLength: $1) }
    }

    /// Whether the file starts with a zip signature (`PK\3\4`, `PK\5\6` for an empty archive).
    static func looksLikeZip(_ path: String) -> Bool {
        guard let head = try? firstBytes(path, 4), head.count == 4 else { return false }
        return head[0] == 0x50 && head[1] == 0x4B && (head[2] == 3 || head[2] == 5)
    }

    private static func firstBytes(_ path: String, _ count: Int) throws -> [UInt8] {
        guard let file = FileInput(path: path) else { return [] }
        var out = [UInt8](repeating: 0, count: count)
        let n = try out.withUnsafeMutableBufferPointer { p -> Int in
            guard let base = p.baseAddress else { return 0 }
            return try file.read(into: base, maxLength: count)
        }
        return Array(out[0..<n])
    }
}
