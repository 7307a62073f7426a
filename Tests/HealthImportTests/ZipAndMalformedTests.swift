import Foundation
import Testing
import Diagnostics
@testable import HealthImport

/// ZIP input (stored and DEFLATE), damaged archives and malformed XML: errors with positions, nothing written.
@Suite struct ZipAndMalformedTests {
    static let metricFiles = HealthImportValuesTests.expected.keys.sorted()

    @Test(arguments: [["--zip"], ["--zip", "--stored"]])
    func zipImportsLikeTheXML(_ arguments: [String]) throws {
        let f = try Fixture()
        let zip = try f.generate(arguments, into: "zip")
        let report = try HealthImporter.run(f.options(zip))
        #expect(report.recordsSkipped == 2)
        for name in Self.metricFiles {
            #expect(f.read("content/metrics/" + name) == HealthImportValuesTests.expected[name], "\(name)")
        }
    }

    @Test func damagedDeflateDataIsReportedAndNothingWritten() throws {
        let f = try Fixture()
        let zip = try f.generate(["--zip"], into: "zip")
        var bytes = [UInt8](FileManager.default.contents(atPath: zip) ?? Data())
        // Corrupt the middle of export.xml's compressed data (the second entry).
        let archive = try ZipArchive(path: zip)
        let entry = try #require(archive.entries.first { $0.name == "apple_health_export/export.xml" })
        let middle = entry.localHeaderOffset + 30 + entry.name.utf8.count + entry.compressedSize / 2
        for i in middle..<(middle + 8) { bytes[i] ^= 0x5A }
        try Data(bytes).write(to: URL(fileURLWithPath: zip))
        let error = try #require(throws: DiagnosticList.self) { try HealthImporter.run(f.options(zip)) }
        let message = error.errors.map(\.description).joined()
        #expect(message.contains(zip))
        #expect(message.contains("damaged") || message.contains("CRC"))
        #expect(f.listing().isEmpty)
    }

    @Test func truncatedArchiveIsNotAZip() throws {
        let f = try Fixture()
        let zip = try f.generate(["--zip"], into: "zip")
        let bytes = [UInt8](FileManager.default.contents(atPath: zip) ?? Data())
        try Data(bytes[0..<(bytes.count / 2)]).write(to: URL(fileURLWithPath: zip))
        let error = try #require(throws: DiagnosticList.self) { try HealthImporter.run(f.options(zip)) }
        #expect(error.errors.first?.description == "\(zip): error: the zip archive is truncated or damaged (it starts like one but has no end-of-central-directory record); export it again")
        #expect(f.listing().isEmpty)
    }

    static let broken = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (Record)*>
        <!ATTLIST HealthData locale CDATA #REQUIRED>
        <!ATTLIST Record type CDATA #REQUIRED value CDATA #IMPLIED>
        ]>
        <HealthData locale="en">
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" unit="count" startDate="2026-11-23 08:00:00 +0100" endDate="2026-11-23 08:00:00 +0100" value="5"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" unit="count" value="5">
        </HealthData>

        """

    @Test func malformedXMLReportsLineAndColumnAndWritesNothing() throws {
        let f = try Fixture()
        try f.write("in/export.xml", Self.broken)
        let path = f.root + "/in/export.xml"
        let error = try #require(throws: DiagnosticList.self) { try HealthImporter.run(f.options(path)) }
        let d = try #require(error.errors.first)
        #expect(d.location?.path == path)
        #expect(d.location?.line == 10)
        #expect((d.location?.column ?? 0) > 0)
        #expect(d.message.hasPrefix("malformed XML: a closing tag does not match the open element"))
        #expect(d.description.hasPrefix(path + ":10:14: error: "))
        #expect(f.listing().isEmpty)
    }

    @Test func malformedXMLKeepsEarlierImport() throws {
        let f = try Fixture()
        _ = try HealthImporter.run(f.options(try f.generate()))
        let before = f.listing()
        let damaged = f.root + "/export/export.xml"
        var bytes = [UInt8](FileManager.default.contents(atPath: damaged) ?? Data())
        // A raw `<` inside the document (not at its end): an error, not a truncation.
        let middle = bytes.count / 2
        let lineStart = (bytes[..<middle].lastIndex(of: 10) ?? 0) + 1
        bytes.insert(contentsOf: Array("<<".utf8), at: lineStart)
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        #expect(throws: DiagnosticList.self) { try HealthImporter.run(f.options(damaged)) }
        #expect(f.listing() == before)
    }

    @Test func otherXMLIsNotAnExport() throws {
        let f = try Fixture()
        try f.write("in/export.xml", "<?xml version=\"1.0\"?>\n<rss>\n <channel/>\n</rss>\n")
        let error = try #require(throws: DiagnosticList.self) { try HealthImporter.run(f.options(f.root + "/in/export.xml")) }
        #expect(error.errors.first?.message.contains("not an Apple Health export") == true)
        #expect(error.errors.first?.location?.line == 2)
    }

    @Test func externalDoctypeIsNeverLoaded() throws {
        let f = try Fixture()
        // An unreachable DTD and an external entity: the importer must neither fetch nor expand them.
        try f.write("in/export.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE HealthData SYSTEM "http://127.0.0.1:9/health.dtd" [
            <!ENTITY secret SYSTEM "file:///etc/hostname">
            ]>
            <HealthData locale="en">
             <Record type="HKQuantityTypeIdentifierStepCount" sourceName="W" unit="count" startDate="2026-11-23 08:00:00 +0100" endDate="2026-11-23 08:00:00 +0100" value="5"/>
            </HealthData>

            """)
        _ = try HealthImporter.run(f.options(f.root + "/in/export.xml"))
        #expect(f.read("content/metrics/steps.csv") == "date,steps,sources\n2026-11-23,5,W: 5\n")
    }

    @Test func doctypeIsBlankedKeepingLines() throws {
        let text = Array("<?xml version=\"1.0\"?>\n<!DOCTYPE a [\n<!-- x ]> -->\n<!ATTLIST a b CDATA \"]>\">\n]>\n<a/>\n".utf8)
        let range = try #require(DoctypeFilter.scan(text))
        #expect(range.upperBound <= text.count)
        var copy = text
        for i in range where copy[i] != 10 { copy[i] = 32 }
        let result = String(decoding: copy, as: UTF8.self)
        #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count
                == String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(result.hasSuffix("\n<a/>\n"))
        #expect(!result.contains("DOCTYPE"))
        #expect(DoctypeFilter.scan(Array("<?xml version=\"1.0\"?>\n<a/>".utf8)) == nil)
    }
}

/// Archives past the classic ZIP limits and odd inputs.
@Suite struct ZipEdgeTests {
    @Test func zip64DirectoryWithManyEntries() throws {
        let f = try Fixture()
        let xml = try f.generate()
        // 65,536 extra entries force the ZIP64 end-of-central-directory records; force_zip64 adds ZIP64 local headers.
        let script = """
            import sys, zipfile
            src, out = sys.argv[1], sys.argv[2]
            with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, allowZip64=True) as z:
                for i in range(65536):
                    z.writestr(zipfile.ZipInfo("apple_health_export/electrocardiograms/ecg_%05d.csv" % i), b"")
                info = zipfile.ZipInfo("apple_health_export/export.xml", date_time=(2026, 11, 29, 10, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                with z.open(info, "w", force_zip64=True) as w, open(src, "rb") as r:
                    w.write(r.read())
            """
        let zip = f.root + "/big.zip"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, xml, zip]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let archive = try ZipArchive(path: zip)
        #expect(archive.entries.count == 65_537)
        _ = try HealthImporter.run(f.options(zip))
        #expect(f.read("content/metrics/steps.csv") == HealthImportValuesTests.expected["steps.csv"])
    }

    @Test func emptyFileIsAnError() throws {
        let f = try Fixture()
        try f.write("in/export.xml", "")
        #expect(throws: DiagnosticList.self) { try HealthImporter.run(f.options(f.root + "/in/export.xml")) }
        #expect(throws: DiagnosticList.self) { try HealthImporter.run(f.options(f.root + "/missing.zip")) }
        #expect(f.listing().isEmpty)
    }

    @Test func unpackedFolderIsAccepted() throws {
        let f = try Fixture()
        try f.generate()
        _ = try HealthImporter.run(f.options(f.root + "/export"))
        #expect(f.read("content/metrics/steps.csv") == HealthImportValuesTests.expected["steps.csv"])
    }
}
