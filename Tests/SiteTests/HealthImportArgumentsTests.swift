import Testing
@testable import CardstockCLI
@testable import HealthImport
import Metrics

/// `cardstock import apple-health` command lines, read through the command table.
@Suite struct HealthImportArgumentsTests {
    /// The import options a command line gives.
    func options(_ arguments: [String]) throws -> HealthImportOptions {
        try HealthImportOptions(parse(["import", "apple-health"] + arguments).arguments)
    }

    @Test func parsesEveryFlag() throws {
        let o = try options(["export.zip", "--to", "m", "--since", "2026-11-01", "--types", "steps, sleep",
                             "--no-pages", "--force", "--keep-source-names"])
        #expect(o.source == "export.zip")
        #expect(o.destination == "m")
        #expect(o.since == CalendarDay(year: 2026, month: 11, day: 1))
        #expect(o.types == [.steps, .sleep])
        #expect(o.workoutPages == nil)
        #expect(o.force)
        #expect(o.keepSourceNames)
        let defaults = try options(["export.xml"])
        #expect(defaults.destination == "content/metrics")
        #expect(defaults.workoutPages == "content/workouts")
        #expect(defaults.kinds.count == HealthMetricKind.allCases.count)
        #expect(!defaults.keepSourceNames)
        #expect(try options(["e.zip", "--types", "HKQuantityTypeIdentifierWaistCircumference"]).types?.map(\.rawValue)
                == ["waist-circumference"])
    }

    @Test func sourceOrderListsNamesInOrder() throws {
        let o = try options(["e.zip", "--source-order", "Alice’s iPhone, Alice’s Apple Watch", "--source-order", "Strava"])
        #expect(o.sourceOrder == ["Alice’s iPhone", "Alice’s Apple Watch", "Strava"])
        #expect(try options(["e.zip"]).sourceOrder.isEmpty)
        #expect(throws: UsageError.self) { try options(["e.zip", "--source-order", " , "]) }
        #expect(throws: UsageError.self) { try options(["e.zip", "--source-order"]) }
        #expect(HelpWriter.text(for: "import").contains("--source-order LIST"))
    }

    @Test func rejectsBadArguments() {
        #expect(throws: UsageError("'import apple-health' needs PATH, the export (export.zip or export.xml)", command: "import")) {
            try options([])
        }
        #expect(throws: UsageError.self) { try options(["a.zip", "--since", "1 Nov"]) }
        #expect(throws: UsageError.self) { try options(["a.zip", "--since", "2026-02-31"]) }
        #expect(throws: UsageError.self) { try options(["a.zip", "--types", "calories"]) }
        #expect(throws: UsageError.self) { try options(["a.zip", "--types", "HKQuantityTypeIdentifier../x"]) }
        #expect(throws: UsageError.self) { try options(["a.zip", "--to"]) }
        #expect(throws: UsageError("'import apple-health' takes one export (export.zip or export.xml), got another: 'b.zip'",
                                   command: "import")) {
            try options(["a.zip", "b.zip"])
        }
    }
}
