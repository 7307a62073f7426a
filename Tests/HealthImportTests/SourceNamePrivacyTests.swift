import Foundation
import Testing
@testable import HealthImport

/// The importer writes device models, never the owner's name from `sourceName`; never the `Me` element, serial
/// numbers or UDIs (issue 30).
@Suite struct SourceNamePrivacyTests {
    static let device = "&lt;&lt;HKDevice: 0x7&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, "
        + "software:10.1, localIdentifier:SERIAL-77QX, UDIDeviceIdentifier:UDI-555-0199&gt;"
    static let me = " <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1980-01-01\" "
        + "HKCharacteristicTypeIdentifierBiologicalSex=\"HKBiologicalSexFemale\" "
        + "HKCharacteristicTypeIdentifierBloodType=\"HKBloodTypeAPositive\"/>\n"

    /// Steps from Alice's Watch (with ids in `device=`), her iPad (model from `device=`), and two apps; the note
    /// lists them in source priority order (Watch, then the others by their own names).
    static var body: String {
        me
            + " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Alice’s Apple Watch\" sourceVersion=\"10.1\" "
            + "device=\"\(device)\" unit=\"count\" creationDate=\"2026-11-23 09:00:00 +0100\" "
            + "startDate=\"2026-11-23 08:00:00 +0100\" endDate=\"2026-11-23 09:00:00 +0100\" value=\"3500\"/>\n"
            + " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Alice’s tablet\" sourceVersion=\"17\" "
            + "device=\"&lt;&lt;HKDevice: 0x8&gt;, name:iPad, manufacturer:Apple Inc., model:iPad, hardware:iPad13,1, "
            + "localIdentifier:SERIAL-IPAD1&gt;\" unit=\"count\" creationDate=\"2026-11-23 12:00:00 +0100\" "
            + "startDate=\"2026-11-23 11:00:00 +0100\" endDate=\"2026-11-23 12:00:00 +0100\" value=\"40\"/>\n"
            + HealthXML.steps("Alice's Pedometer", "2026-11-23", "13:00", "14:00", 200)
            + HealthXML.steps("Strava", "2026-11-23", "15:00", "16:00", 100)
            + HealthXML.workout("Running", "2026-11-24 07:00:00 +0100", "2026-11-24 07:30:00 +0100", minutes: "30")
    }

    /// Every byte the import wrote, by path inside the fixture's `content` folder.
    func written(_ f: Fixture) -> [String: Data] {
        var out: [String: Data] = [:]
        let base = f.root + "/content"
        guard let e = FileManager.default.enumerator(atPath: base) else { return out }
        for case let name as String in e {
            if let data = FileManager.default.contents(atPath: base + "/" + name) { out[name] = data }
        }
        return out
    }

    func holding(_ words: [String], in files: [String: Data]) -> [String] {
        files.flatMap { path, data in words.filter { data.range(of: Data($0.utf8)) != nil }.map { "\(path): \($0)" } }.sorted()
    }

    @Test func noNamesBirthDateOrDeviceIdsInAnyOutputByte() throws {
        let f = try Fixture()
        try HealthXML.run(Self.body, in: f)
        let files = written(f)
        #expect(files.keys.contains("metrics/steps.csv") && files.keys.contains("workouts/index.md"))
        #expect(holding(["Alice", "1980-01-01", "SERIAL-", "UDI-", "BloodType", "BiologicalSex"], in: files).isEmpty,
                "\(holding(["Alice", "1980-01-01", "SERIAL-", "UDI-"], in: files))")
        #expect(f.read("content/metrics/steps.csv")
            == "date,steps,sources\n2026-11-23,3840,Apple Watch: 3500; Pedometer: 200; iPad: 40; Strava: 100\n")
    }

    @Test func keepSourceNamesKeepsThemButNeverTheRest() throws {
        let f = try Fixture()
        try HealthXML.run(Self.body, in: f) { $0.keepSourceNames = true }
        #expect(f.read("content/metrics/steps.csv")?.contains("Alice’s Apple Watch: 3500; Alice's Pedometer: 200; Alice’s tablet: 40; Strava: 100") == true)
        #expect(holding(["1980-01-01", "SERIAL-", "UDI-", "BloodType"], in: written(f)).isEmpty)
    }

    @Test func labels() {
        #expect(SourceLabel.label(name: "Alice’s Apple Watch", kind: .watch, model: "") == "Apple Watch")
        #expect(SourceLabel.label(name: "Bob’s iPhone", kind: .phone, model: "") == "iPhone")
        #expect(SourceLabel.label(name: "Bob’s thing", kind: .other, model: "Oura Ring") == "Oura Ring")
        #expect(SourceLabel.label(name: "iPad von Bob", kind: .other, model: "") == "iPad")
        #expect(SourceLabel.label(name: "Bob's Scale", kind: .other, model: "") == "Scale")
        #expect(SourceLabel.label(name: "Strava", kind: .other, model: "") == "Strava")
        #expect(SourceLabel.model(inDevice: "<<HKDevice: 0x1>, name:Apple Watch, model:Watch, hardware:Watch6,1, localIdentifier:X>")
            == "Apple Watch")
        #expect(SourceLabel.model(inDevice: "<<HKDevice: 0x1>, name:Ring, manufacturer:Oura, model:Oura Ring>") == "Oura Ring")
        #expect(SourceLabel.model(inDevice: "") == "")
    }
}
