import Foundation

/// Reads the GPX files a workout's `FileReference` names (`/workout-routes/route_….gpx`), from the same export the
/// XML came from: an entry beside the XML in the zip, or a file beside it in the folder. A path that would leave the
/// export (`..`) and files over ``largestRoute`` are not read.
struct RouteFileReader {
    /// The largest route file read (a route of ten hours at one point a second is about 2 MB).
    static let largestRoute = 64 * 1024 * 1024

    private let found: ExportLocator.Found?

    /// A reader for the export at `source` (located as the import located it).
    init(source: String) { found = try? ExportLocator.locate(source) }

    /// The bytes of the route file `reference`, `nil` when it is not in the export or cannot be read.
    func data(_ reference: String) -> Data? {
        let parts = reference.split(separator: "/").map(String.init)
        guard !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else { return nil }
        switch found {
        case .entry(let archive, let xml, _):
            let folder = xml.name.split(separator: "/").dropLast().joined(separator: "/")
            let name = (folder.isEmpty ? "" : folder + "/") + parts.joined(separator: "/")
            guard let entry = archive.entries.first(where: { $0.name == name }),
                  entry.uncompressedSize <= Self.largestRoute, let reader = try? archive.open(entry) else { return nil }
            var out = Data()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                guard let n = try? buffer.withUnsafeMutableBufferPointer({ try reader.read(into: $0.baseAddress!, maxLength: $0.count) }) else { return nil }
                if n <= 0 { break }
                out.append(contentsOf: buffer[0..<n])
                if out.count > Self.largestRoute { return nil }
            }
            return out
        case .file(let path):
            let file = ([(path as NSString).deletingLastPathComponent] + parts).joined(separator: "/")
            guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size <= Self.largestRoute
            else { return nil }
            return FileManager.default.contents(atPath: file)
        case nil:
            return nil
        }
    }
}
