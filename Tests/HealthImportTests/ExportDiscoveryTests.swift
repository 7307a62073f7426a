import Foundation
import Testing
import Diagnostics
@testable import HealthImport

/// The export is found by its root element, whatever Health named it in the phone's language, in a
/// zip, a folder or passed directly; decoys beside it (`export_cda.xml`, `__MACOSX/`) are never taken.
@Suite struct ExportDiscoveryTests {
    static let names = ["导出.xml", "Export.xml", "eksport.xml", "exportar.xml", "vienti.xml"]

    /// How the export is passed.
    enum Shape: String, CaseIterable, Sendable { case zip, folder, file }

    static func source(_ f: Fixture, name: String, shape: Shape, defects: [String] = []) throws -> String {
        let defectArguments = defects.flatMap { ["--defect", $0] }
        switch shape {
        case .zip:
            return try f.generate(["--zip", "--xml-name", name, "--extras"] + defectArguments, into: "zip")
        case .folder:
            try f.generate(["--xml-name", name, "--extras"] + defectArguments, into: "export")
            return f.root + "/export"
        case .file:
            try f.generate(["--xml-name", name, "--extras"] + defectArguments, into: "export")
            return f.root + "/export/" + name
        }
    }

    @Test(arguments: names, Shape.allCases)
    func localizedNameImports(name: String, shape: Shape) throws {
        let f = try Fixture()
        let report = try HealthImporter.run(f.options(try Self.source(f, name: name, shape: shape)))
        // The fixture's two unusable records, and nothing else.
        #expect(report.warnings.count == 2, "\(report.warnings)")
        #expect(report.recordsRead == report.recordsImported + report.recordsSkipped + report.recordsNotImported)
        #expect(report.recordsNotImported > 0, "the fixture's Correlation repeats records that are not imported")
        #expect(f.read("content/metrics/steps.csv") == HealthImportValuesTests.expected["steps.csv"])
    }

    @Test func candidatesSkipDecoysAndGoShallowFirst() {
        #expect(ExportLocator.ordered(["__MACOSX/apple_health_export/导出.xml", "apple_health_export/export_cda.xml",
                                       "apple_health_export/._Export.xml", "a/b/c.xml", "apple_health_export/导出.xml",
                                       "apple_health_export/route.gpx", "EXPORT.XML"])
                == ["EXPORT.XML", "apple_health_export/导出.xml", "a/b/c.xml"])
    }

    /// Each defect seen in real exports imports with one located warning; the data before it is all there.
    @Test(arguments: Shape.allCases)
    func defectsAreRepairedWithLocatedWarnings(shape: Shape) throws {
        let f = try Fixture()
        let source = try Self.source(f, name: "导出.xml", shape: shape, defects: ["vt", "truncated", "ios16-dtd"])
        let report = try HealthImporter.run(f.options(source))
        let texts = report.warnings.map(\.description)
        #expect(report.warnings.count == 2 + 2, "the fixture's two unusable records and one per defect: \(texts)")
        let vt = try #require(report.warnings.first { $0.message.contains("\\x0b") })
        #expect(vt.location?.path.hasSuffix("导出.xml") == true)
        #expect((vt.location?.line ?? 0) > 1 && (vt.location?.column ?? 0) > 1, "\(vt)")
        let cut = try #require(report.warnings.first { $0.message.contains("truncated") })
        #expect((cut.location?.line ?? 0) > 1, "\(cut)")
        #expect(f.read("content/metrics/steps.csv") == HealthImportValuesTests.expected["steps.csv"])
    }

    @Test func eachDefectAloneGivesOneWarning() throws {
        for defect in ["vt", "truncated", "ios16-dtd"] {
            let f = try Fixture()
            let report = try HealthImporter.run(f.options(try Self.source(f, name: "Export.xml", shape: .file, defects: [defect])))
            #expect(report.warnings.count == 2 + (defect == "ios16-dtd" ? 0 : 1), "\(defect): \(report.warnings)")
            #expect(f.read("content/metrics/steps.csv") == HealthImportValuesTests.expected["steps.csv"])
        }
    }
}

/// What the importer says about files that are not an export.
@Suite struct NotAnExportTests {
    func error(_ f: Fixture, _ path: String) throws -> String {
        let list = try #require(throws: DiagnosticList.self) { try HealthImporter.run(f.options(path)) }
        #expect(f.listing().isEmpty)
        return list.errors.map(\.description).joined(separator: "\n")
    }

    @Test func aTextFileNamedZipIsNotAZipArchive() throws {
        let f = try Fixture()
        try f.write("in/export.zip", "hello, this is not an archive\n")
        let text = try error(f, f.root + "/in/export.zip")
        #expect(text.contains("is not a zip archive"), "\(text)")
        #expect(!text.contains("malformed XML"))
    }

    @Test func aBinaryFileIsNeitherXMLNorZip() throws {
        let f = try Fixture()
        try Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0]).write(to: URL(fileURLWithPath: f.root + "/program"))
        let text = try error(f, f.root + "/program")
        #expect(text.contains("is not an Apple Health export: the file is neither XML nor a zip archive"), "\(text)")
    }

    @Test func aCorruptedSignatureIsADamagedArchive() throws {
        var a = try ZipDamageTests.Archive(stored: false)
        // The file's first signature (an entry the import does not read): still an archive, and it imports.
        a.bytes[0] = 0x51
        try Data(a.bytes).write(to: URL(fileURLWithPath: a.path))
        _ = try HealthImporter.run(a.fixture.options(a.path))
        try FileManager.default.removeItem(atPath: a.fixture.root + "/content")
        // The export's own local header.
        a.bytes[a.bytes.le32(a.centralHeader + 42)] = 0x51
        let f = a.fixture, zip = a.path
        try Data(a.bytes).write(to: URL(fileURLWithPath: zip))
        let text = try error(f, zip)
        #expect(text.contains("local header") && text.contains("damaged"), "\(text)")
        #expect(!text.contains("malformed XML"))
    }

    @Test func aStoredTextEntryIsNotAnExport() throws {
        let f = try Fixture()
        let zip = f.root + "/passwd.zip"
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w") as z:
                z.writestr("apple_health_export/export.xml", "root:x:0:0:root:/root:/bin/bash\\n")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, zip]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let text = try error(f, zip)
        #expect(text.contains("holds no Apple Health export") && text.contains("`apple_health_export/export.xml` is neither XML"),
                "\(text)")
    }

    @Test func aFileGivenAsTheFolderToWriteIntoIsSaidSo() throws {
        let f = try Fixture()
        let xml = try f.generate()
        try f.write("cardstock.yaml", "title: x\n")
        var options = f.options(xml)
        options.destination = f.root + "/cardstock.yaml"
        let list = try #require(throws: DiagnosticList.self) { try HealthImporter.run(options) }
        let text = list.errors.map(\.description).joined(separator: "\n")
        #expect(text == f.root + "/cardstock.yaml: error: is a file, so the import cannot write into it; pass --to with a folder")
        #expect(!text.contains("NSCocoaErrorDomain"))
    }
}
