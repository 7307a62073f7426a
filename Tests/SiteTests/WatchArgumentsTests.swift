import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock watch` / `cardstock serve` command lines and help.
@Suite struct WatchArgumentsTests {
    @Test func defaultsAndOptions() throws {
        #expect(try buildOptions(["watch"]) == BuildOptions())
        #expect(try ServeOptions(parse(["serve"]).arguments) == ServeOptions(host: "127.0.0.1", port: 8000))
        var options = BuildOptions()
        options.outputDirectory = "preview"
        options.includeDrafts = true
        let serve = ["serve", "--port", "8080", "--output=preview", "--drafts", "--host", "::1"]
        #expect(try buildOptions(serve) == options)
        #expect(try ServeOptions(parse(serve).arguments) == ServeOptions(host: "::1", port: 8080))
        #expect(try ServeOptions(parse(["serve", "--port=0"]).arguments) == ServeOptions(port: 0))
        #expect(try buildOptions(["watch", "--output", "preview", "--drafts"]) == options)
    }

    @Test func mistakesAreUsageErrors() {
        #expect(throws: UsageError("option '--port' needs a number from 0 to 65535, got '80000'", command: "serve")) {
            try ServeOptions(parse(["serve", "--port", "80000"]).arguments)
        }
        #expect(throws: UsageError("option '--port' needs a value", command: "serve")) {
            try parse(["serve", "--port"])
        }
        #expect(throws: UsageError("unknown option '--port' for 'watch'", command: "watch")) {
            try parse(["watch", "--port", "8000"])
        }
        #expect(throws: UsageError("unexpected argument 'extra' for 'serve'", command: "serve")) {
            try parse(["serve", "extra"])
        }
    }

    @Test func help() throws {
        #expect(try resolved(["serve", "--help"]) == ["help", "serve"])
        #expect(try resolved(["help", "watch"]) == ["help", "watch"])
        #expect(HelpWriter.text(for: "serve").contains("--port N"))
        #expect(HelpWriter.text(for: "serve").contains("127.0.0.1"))
        #expect(HelpWriter.text(for: "watch").contains("ignored"))
        #expect(HelpWriter.text(for: nil).contains("serve "))
    }
}
