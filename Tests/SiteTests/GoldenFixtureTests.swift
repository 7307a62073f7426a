import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// Fixture sites → expected HTML, one folder per mapping rule (`Fixtures/valid/NAME/{content,expected}`),
/// and invalid sites → expected error text and exit status (`Fixtures/invalid/NAME/{content,expected-errors.txt}`).
/// Re-record with `CARDSTOCK_RECORD=1 swift test --filter GoldenFixtureTests` (never in CI).
@Suite struct GoldenFixtureTests {
    static let valid = Fixtures.names("valid")
    static let invalid = Fixtures.names("invalid")

    @Test func fixturesExist() {
        #expect(Self.valid.count >= 4)
        #expect(Self.invalid.count >= 10)
    }

    @Test(arguments: valid)
    func validSiteMatchesGolden(_ name: String) throws {
        let fixture = Fixtures.root + "/valid/" + name
        let out = TempSite()
        let errors = Lines()
        let status = CLI(workingDirectory: fixture, standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["build", "--quiet", "--output", out.root + "/site"] + extraArguments(fixture))
        #expect(status == 0, "build failed: \(errors.text)")
        let built = Fixtures.files(below: out.root + "/site", suffix: ".html")
        let expectedDir = fixture + "/expected"
        if Fixtures.recording {
            try? FileManager.default.removeItem(atPath: expectedDir)
            for file in built { Fixtures.record(Fixtures.text(out.root + "/site/" + file) ?? "", to: expectedDir + "/" + file) }
            return
        }
        let expected = Fixtures.files(below: expectedDir)
        #expect(built == expected, "page list differs")
        for file in expected {
            let actual = Fixtures.text(out.root + "/site/" + file)
            #expect(actual == Fixtures.text(expectedDir + "/" + file), "\(name)/\(file) differs from golden")
        }
    }

    @Test(arguments: invalid)
    func invalidSiteReportsExpectedErrors(_ name: String) throws {
        let fixture = Fixtures.root + "/invalid/" + name
        let out = TempSite()
        let errors = Lines()
        let status = CLI(workingDirectory: fixture, standardOutput: { _ in }, standardError: { errors.append($0) })
            .run(["build", "--quiet", "--output", out.root + "/site"] + extraArguments(fixture))
        let expectedStatus = Int32((Fixtures.text(fixture + "/expected-status.txt") ?? "1").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 1
        if Fixtures.recording {
            Fixtures.record(errors.text + "\n", to: fixture + "/expected-errors.txt")
            return
        }
        #expect(status == expectedStatus)
        #expect(errors.text + "\n" == Fixtures.text(fixture + "/expected-errors.txt"))
        #expect(!FileManager.default.fileExists(atPath: out.root + "/site"), "a failed build must not create the output")
    }

    private func extraArguments(_ fixture: String) -> [String] {
        (Fixtures.text(fixture + "/args.txt") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }
}
