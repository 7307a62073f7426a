import Testing
@testable import CardstockCLI
@testable import Site

@Suite struct CommandParserTests {
    @Test func buildDefaults() throws {
        #expect(try buildOptions(["build"]) == BuildOptions())
        #expect(try parse(["build"]).spec.name == "build")
    }

    @Test func parsesEveryBuildOption() throws {
        let options = try buildOptions(["build", "--content", "docs", "--output=out", "--templates", "t",
                                                  "--config", "c.yaml", "--base-url", "https://x.org/", "--drafts",
                                                  "--strict", "--allow-broken-links", "--force", "--quiet"])
        var expected = BuildOptions()
        expected.contentDirectory = "docs"
        expected.outputDirectory = "out"
        expected.templatesDirectory = "t"
        expected.configFile = "c.yaml"
        expected.configFileExplicit = true
        expected.baseURL = "https://x.org/"
        expected.includeDrafts = true
        expected.strict = true
        expected.allowBrokenLinks = true
        expected.force = true
        expected.quiet = true
        #expect(options == expected)
        #expect(try buildOptions(["build", "-q"]).quiet)
    }

    @Test func usageErrors() {
        #expect(throws: UsageError("unknown option '--fast' for 'build'", command: "build")) {
            try parse(["build", "--fast"])
        }
        #expect(throws: UsageError("option '--output' needs a value", command: "build")) {
            try parse(["build", "--output"])
        }
        #expect(throws: UsageError("option '--output' needs a value", command: "build")) {
            try parse(["build", "--output", "--quiet"])
        }
        #expect(throws: UsageError("option '--drafts' takes no value", command: "build")) {
            try parse(["build", "--drafts=yes"])
        }
        #expect(throws: UsageError("unknown command 'deploy' (commands: build, watch, serve, publish, init, import, email, completion, help)")) {
            try parse(["deploy"])
        }
        #expect(throws: UsageError("'init' takes one directory, got another: 'b'", command: "init")) {
            try parse(["init", "a", "b"])
        }
        #expect(throws: UsageError("unknown option '--x'")) { try parse(["--x"]) }
    }

    @Test func helpAndVersion() throws {
        #expect(try resolved([]) == [])
        #expect(try resolved(["--help"]) == [])
        #expect(try resolved(["help", "build"]) == ["help", "build"])
        #expect(try resolved(["build", "--help"]) == ["help", "build"])
        #expect(try resolved(["build", "--fast", "-h"]) == ["help", "build"])
        #expect(try resolved(["import", "apple-health", "--help"]) == ["help", "import"])
        #expect(try parse(["--version"]).arguments.flag("--version"))
        #expect(try parse(["init"]).arguments.operands == [])
    }
}

@Suite struct CLIExitStatusTests {
    @Test func versionPrintsAndSucceeds() {
        let site = TempSite()
        let result = site.run(["--version"])
        #expect(result.status == 0)
        #expect(result.out == "cardstock 0.1.0")
    }

    @Test func helpBuildListsOptions() {
        let result = TempSite().run(["help", "build"])
        #expect(result.status == 0)
        #expect(result.out.contains("--allow-broken-links"))
        #expect(result.out.contains("EXIT STATUS: 0 success, 1 build error, 64 usage error."))
    }

    @Test func unknownOptionIsUsageError() {
        let result = TempSite().run(["build", "--fast"])
        #expect(result.status == 64)
        #expect(result.err == "cardstock: error: unknown option '--fast' for 'build'\nRun 'cardstock help build' for usage.")
    }

    @Test func unknownCommandIsUsageError() {
        let result = TempSite().run(["deploy"])
        #expect(result.status == 64)
        #expect(result.err.hasSuffix("Run 'cardstock --help' for usage."))
    }

    @Test func missingContentFolderIsBuildError() {
        let result = TempSite().run(["build", "--quiet"])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("content: error: content folder not found: create it or pass --content DIR"))
    }

    @Test func numberFormatting() {
        #expect(NumberText.summary(pages: 1204, seconds: 0.8412) == "Built 1,204 pages in 0.84 s")
        #expect(NumberText.summary(pages: 1, seconds: 2.005) == "Built 1 page in 2.01 s" || NumberText.summary(pages: 1, seconds: 2.005) == "Built 1 page in 2.00 s")
        #expect(NumberText.grouped(1234567) == "1,234,567")
        #expect(NumberText.grouped(999) == "999")
        #expect(NumberText.seconds(0.05) == "0.05")
    }
}
