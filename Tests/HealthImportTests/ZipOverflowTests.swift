import Foundation
import Testing
import Diagnostics
@testable import HealthImport

/// ZIP64 archives whose 64-bit fields hold values no file can have (2⁶³−1, 2⁶³, 2⁶⁴−1): each is one
/// located error (never a trap), and nothing is written.
@Suite struct ZipOverflowTests {
    /// The ZIP64 fields a damaged archive can fill with a huge value.
    enum Field: String, CaseIterable, Sendable {
        case compressedSize, localHeaderOffset, directoryOffset, locatorOffset, entryCount, directorySize
    }

    static let hugeValues: [UInt64] = [0x7FFF_FFFF_FFFF_FFFF, 1 << 63, UInt64.max]

    /// A stored ZIP64 archive of one export: every size and offset in ZIP64 fields, so each can be patched.
    struct Zip64Archive {
        var bytes: [UInt8] = []
        private(set) var fieldOffsets: [Field: Int] = [:]

        init(entry: String, data: [UInt8], crc: UInt32) {
            let name = Array(entry.utf8)
            // Local header with a ZIP64 extra field (uncompressed, compressed size).
            u32(0x0403_4B50); u16(45); u16(0); u16(0); u16(0); u16(0); u32(Int(crc)); u32(0xFFFF_FFFF); u32(0xFFFF_FFFF)
            u16(name.count); u16(20); bytes += name
            u16(1); u16(16); u64(UInt64(data.count)); u64(UInt64(data.count))
            bytes += data
            let directory = bytes.count
            u32(0x0201_4B50); u16(45); u16(45); u16(0); u16(0); u16(0); u16(0); u32(Int(crc)); u32(0xFFFF_FFFF)
            u32(0xFFFF_FFFF); u16(name.count); u16(28); u16(0); u16(0); u16(0); u32(0); u32(0xFFFF_FFFF)
            bytes += name
            u16(1); u16(24); u64(UInt64(data.count))
            fieldOffsets[.compressedSize] = bytes.count
            u64(UInt64(data.count))
            fieldOffsets[.localHeaderOffset] = bytes.count
            u64(0)
            let directorySize = bytes.count - directory
            let record = bytes.count
            u32(0x0606_4B50); u64(44); u16(45); u16(45); u32(0); u32(0); u64(1)
            fieldOffsets[.entryCount] = bytes.count
            u64(1)
            fieldOffsets[.directorySize] = bytes.count
            u64(UInt64(directorySize))
            fieldOffsets[.directoryOffset] = bytes.count
            u64(UInt64(directory))
            u32(0x0706_4B50); u32(0)
            fieldOffsets[.locatorOffset] = bytes.count
            u64(UInt64(record)); u32(1)
            u32(0x0605_4B50); u16(0); u16(0); u16(0xFFFF); u16(0xFFFF); u32(0xFFFF_FFFF); u32(0xFFFF_FFFF); u16(0)
        }

        private mutating func u16(_ v: Int) { for i in 0..<2 { bytes.append(UInt8((v >> (8 * i)) & 0xFF)) } }
        private mutating func u32(_ v: Int) { for i in 0..<4 { bytes.append(UInt8((v >> (8 * i)) & 0xFF)) } }
        private mutating func u64(_ v: UInt64) { for i in 0..<8 { bytes.append(UInt8((v >> UInt64(8 * i)) & 0xFF)) } }

        /// Overwrites one ZIP64 field.
        mutating func set(_ field: Field, _ value: UInt64) {
            guard let at = fieldOffsets[field] else { return }
            for i in 0..<8 { bytes[at + i] = UInt8((value >> UInt64(8 * i)) & 0xFF) }
        }
    }

    /// The CRC-32 of `path`, computed by Python's zlib (the test does not re-implement it).
    static func crc32(of path: String) throws -> UInt32 {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, zlib; print(zlib.crc32(open(sys.argv[1], 'rb').read()))", path]
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return try #require(UInt32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    static func archive(_ f: Fixture) throws -> Zip64Archive {
        let xml = try f.generate()
        let data = [UInt8](FileManager.default.contents(atPath: xml) ?? Data())
        return Zip64Archive(entry: "apple_health_export/export.xml", data: data, crc: try crc32(of: xml))
    }

    @Test func wellFormedZip64ArchiveImports() throws {
        let f = try Fixture()
        let zip = f.root + "/export.zip"
        try Data(try Self.archive(f).bytes).write(to: URL(fileURLWithPath: zip))
        _ = try HealthImporter.run(f.options(zip))
        #expect(f.read("content/metrics/steps.csv") == HealthImportValuesTests.expected["steps.csv"])
    }

    @Test(arguments: Field.allCases, hugeValues)
    func hugeFieldIsALocatedError(field: Field, value: UInt64) throws {
        let f = try Fixture()
        var archive = try Self.archive(f)
        archive.set(field, value)
        let zip = f.root + "/crash.zip"
        try Data(archive.bytes).write(to: URL(fileURLWithPath: zip))
        let error = try #require(throws: DiagnosticList.self) { try HealthImporter.run(f.options(zip)) }
        let text = error.errors.map(\.description).joined(separator: "\n")
        #expect(error.errors.count == 1)
        #expect(text.hasPrefix(zip + ": error: "), "located at the archive: \(text)")
        #expect(text.contains("damaged") || text.contains("truncated"), "\(text)")
        #expect(!text.contains("-1 bytes"), "\(text)")
        #expect(f.listing().isEmpty)
    }
}
