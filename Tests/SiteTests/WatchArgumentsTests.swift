import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock watch` / `cardstock serve` command lines and help.
@Suite struct WatchArgumentsTests {
    @Test func defaultsAndOptions() throws {
        #expect(try ArgumentParser.parse(["watch"]) == .watch(BuildOptions()))
        #expect(try ArgumentParser.parse(["serve"]) == .serve(BuildOptions(), ServeOptions(host: "127.0.0.1", port: 8000)))
        var options = BuildOptions()
        options.outputDirectory = "preview"
        options.includeDrafts = true
        #expect(try ArgumentParser.parse(["serve", "--port", "8080", "--output=preview", "--drafts", "--host", "::1"])
                == .serve(options, ServeOptions(host: "::1", port: 8080)))
        #expect(try ArgumentParser.parse(["serve", "--port=0"]) == .serve(BuildOptions(), ServeOptions(port: 0)))
        #expect(try ArgumentParser.parse(["watch", "--output", "preview", "--drafts"]) == .watch(options))
    }

    @Test func mistakesAreUsageErrors() {
        #expect(throws: UsageError("option '--port' needs a number from 0 to 65535, got '80000'", command: "serve")) {
            try ArgumentParser.parse(["serve", "--port", "80000"])
        }
        #expect(throws: UsageError("option '--port' needs a value", command: "serve")) {
            try ArgumentParser.parse(["serve", "--port"])
        }
        #expect(throws: UsageError("unknown option '--port' for 'watch'", command: "watch")) {
            try ArgumentParser.parse(["watch", "--port", "8000"])
        }
        #expect(throws: UsageError("unexpected argument 'extra' for 'serve'", command: "serve")) {
            try ArgumentParser.parse(["serve", "extra"])
        }
    }

    @Test func help() throws {
        #expect(try ArgumentParser.parse(["serve", "--help"]) == .help(topic: "serve"))
        #expect(try ArgumentParser.parse(["help", "watch"]) == .help(topic: "watch"))
        #expect(HelpText.text(for: "serve").contains("--port N"))
        #expect(HelpText.text(for: "serve").contains("127.0.0.1"))
        #expect(HelpText.text(for: "watch").contains("ignored"))
        #expect(HelpText.text(for: nil).contains("serve "))
    }
}
