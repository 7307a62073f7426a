import Foundation
import Testing
import Diagnostics
@testable import HealthImport

/// Archives damaged in one field each: every one gives one error at the archive's path, with the
/// importer's message, and writes nothing.
@Suite struct ZipDamageTests {
    static let entryName = "apple_health_export/export.xml"

    /// A generated export.zip (`--stored` for method 0), its bytes, and the export entry's
    /// central-directory header and data offsets.
    struct Archive {
        let fixture: Fixture
        let path: String
        var bytes: [UInt8]
        let centralHeader: Int
        let dataStart: Int

        init(stored: Bool) throws {
            fixture = try Fixture()
            path = try fixture.generate(stored ? ["--zip", "--stored"] : ["--zip"], into: "zip")
            bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            centralHeader = try #require(Archive.centralHeader(of: ZipDamageTests.entryName, in: bytes))
            let local = bytes.le32(centralHeader + 42)
            dataStart = local + 30 + bytes.le16(local + 26) + bytes.le16(local + 28)
        }

        /// The entry's fields as the central directory holds them.
        var compressedSize: Int { bytes.le32(centralHeader + 20) }
        var uncompressedSize: Int { bytes.le32(centralHeader + 24) }

        /// Overwrites a little-endian field of the central-directory header.
        mutating func set(_ offset: Int, _ value: Int, bytes count: Int) {
            for i in 0..<count { bytes[centralHeader + offset + i] = UInt8((value >> (8 * i)) & 0xFF) }
        }

        /// Writes the damaged archive and imports it; returns the one error's text.
        func importError() throws -> String {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let error = try #require(throws: DiagnosticList.self) { try HealthImporter.run(fixture.options(path)) }
            #expect(error.errors.count == 1)
            #expect(fixture.listing().isEmpty)
            return error.errors.first?.description ?? ""
        }

        /// The offset of `name`'s central-directory header (signature `PK\1\2`).
        static func centralHeader(of name: String, in bytes: [UInt8]) -> Int? {
            let wanted = Array(name.utf8)
            var i = bytes.count - 46
            while i >= 0 {
                if bytes[i] == 0x50, bytes[i + 1] == 0x4B, bytes[i + 2] == 1, bytes[i + 3] == 2 {
                    let length = bytes.le16(i + 28)
                    if length == wanted.count, i + 46 + length <= bytes.count,
                       Array(bytes[(i + 46)..<(i + 46 + length)]) == wanted { return i }
                }
                i -= 1
            }
            return nil
        }
    }

    @Test(arguments: [false, true])
    func crcMismatch(stored: Bool) throws {
        var a = try Archive(stored: stored)
        a.set(16, a.bytes.le32(a.centralHeader + 16) ^ 0x1, bytes: 4)
        #expect(try a.importError() == "\(a.path): error: `\(Self.entryName)` fails its CRC-32 check; the archive is damaged, export it again")
    }

    @Test(arguments: [false, true])
    func sizeMismatch(stored: Bool) throws {
        var a = try Archive(stored: stored)
        let real = a.uncompressedSize
        a.set(24, real + 1, bytes: 4)
        #expect(try a.importError() == "\(a.path): error: `\(Self.entryName)` should hold \(real + 1) bytes but holds \(real); the archive is damaged")
    }

    @Test func truncatedDeflateEntry() throws {
        var a = try Archive(stored: false)
        a.set(20, a.compressedSize / 2, bytes: 4)
        #expect(try a.importError() == "\(a.path): error: the compressed data ends early (the archive is truncated or damaged)")
    }

    @Test func truncatedStoredEntry() throws {
        var a = try Archive(stored: true)
        let real = a.uncompressedSize
        a.set(20, a.compressedSize / 2, bytes: 4)
        // The archive's error comes before the XML parser's complaint about the cut document.
        #expect(try a.importError() == "\(a.path): error: `\(Self.entryName)` should hold \(real) bytes but holds \(real / 2); the archive is damaged")
    }

    @Test func invalidDeflateBlock() throws {
        var a = try Archive(stored: false)
        a.bytes[a.dataStart] = 0x07 // final block of the reserved type 3
        #expect(try a.importError() == "\(a.path): error: the compressed data is damaged (invalid block type)")
    }

    @Test func unsupportedMethod() throws {
        var a = try Archive(stored: false)
        a.set(10, 12, bytes: 2) // bzip2
        #expect(try a.importError() == "\(a.path): error: `\(Self.entryName)` uses compression method 12; only stored and DEFLATE entries are supported")
    }

    @Test func encryptedEntry() throws {
        var a = try Archive(stored: false)
        a.set(8, a.bytes.le16(a.centralHeader + 8) | 1, bytes: 2)
        #expect(try a.importError() == "\(a.path): error: `\(Self.entryName)` is encrypted; export again without a password")
    }

    @Test func entryPastTheEndOfTheFile() throws {
        var a = try Archive(stored: false)
        a.set(20, a.bytes.count, bytes: 4)
        let error = try a.importError()
        #expect(error.hasPrefix("\(a.path): error: the archive is truncated or damaged: the data of `\(Self.entryName)` (offset "))
        #expect(error.contains("lies past the end of the \(a.bytes.count)-byte file"))
    }
}
