import Testing
@testable import CardstockCLI

/// "Did you mean …?" for commands, options, import sources and `--types` names: a suggestion, exit 64.
@Suite struct SuggestionTests {
    @Test func distanceCountsEditsAndSwaps() {
        #expect(Suggestion.distance("buld", "build") == 1)
        #expect(Suggestion.distance("--verison", "--version") == 1)  // one swap
        #expect(Suggestion.distance("kitten", "sitting") == 3)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("same", "same") == 0)
    }

    @Test func onlyCloseWordsAreSuggested() {
        let commands = CommandTable.commands.map(\.name)
        #expect(Suggestion.closest(to: "buld", among: commands) == "build")
        #expect(Suggestion.closest(to: "pubish", among: commands) == "publish")
        #expect(Suggestion.closest(to: "deploy", among: commands) == nil)
        #expect(Suggestion.closest(to: "x", among: commands) == nil)
        #expect(Suggestion.threshold(for: "--stric") == 2)
        #expect(Suggestion.threshold(for: "buld") == 1)
        #expect(Suggestion.threshold(for: "completions-x") == 3)
    }

    /// The error lines and exit status of a command line.
    func run(_ arguments: [String]) -> (status: Int32, err: String) {
        let result = TempSite().run(arguments)
        return (result.status, result.err)
    }

    @Test func aMisspeltCommandIsSuggested() {
        #expect(run(["buld"]) == (64, "cardstock: error: unknown command 'buld'; did you mean 'build'?\nRun 'cardstock --help' for usage."))
        #expect(run(["help", "sevre"]) == (64, "cardstock: error: unknown command 'sevre'; did you mean 'serve'?\nRun 'cardstock --help' for usage."))
        #expect(run(["import", "aple-health", "x.zip"])
                == (64, "cardstock: error: unknown import source 'aple-health'; did you mean 'apple-health'?\nRun 'cardstock help import' for usage."))
        #expect(run(["import", "garmin"]).err.hasPrefix("cardstock: error: unknown import source 'garmin' (sources: apple-health, google-fit, fitbit"))
    }

    @Test func aMisspeltOptionIsSuggested() {
        #expect(run(["build", "--stric"])
                == (64, "cardstock: error: unknown option '--stric' for 'build'; did you mean '--strict'?\nRun 'cardstock help build' for usage."))
        #expect(run(["--verison"]) == (64, "cardstock: error: unknown option '--verison'; did you mean '--version'?\nRun 'cardstock --help' for usage."))
        #expect(run(["serve", "--prot", "80"]).err.contains("did you mean '--port'?"))
        #expect(run(["publish", "--dryrun"]).err.contains("did you mean '--dry-run'?"))
        #expect(run(["import", "apple-health", "x.zip", "--source-ordre", "A"]).err.contains("did you mean '--source-order'?"))
        #expect(run(["init", "--example", "helth", "--from", "x.zip"]).err.contains("did you mean 'health'?"))
        #expect(run(["completion", "zhs"]).err.contains("did you mean 'zsh'?"))
    }

    @Test func aMisspeltHealthTypeIsSuggested() {
        let result = run(["import", "apple-health", "export.zip", "--types", "steps,stpes"])
        #expect(result == (64, "cardstock: error: '--types': unknown type 'stpes'; did you mean 'steps'?\nRun 'cardstock help import' for usage."))
        #expect(run(["import", "apple-health", "export.zip", "--types", "calories"]).err.contains("known types are steps"))
    }
}

/// `cardstock help --man` and `cardstock completion SHELL` print what the table makes.
@Suite struct GeneratedDocumentsTests {
    @Test func manAndCompletionsArePrinted() {
        let man = TempSite().run(["help", "--man"])
        #expect(man.status == 0)
        #expect(man.out == ManPage.text())
        #expect(man.out.hasPrefix(".TH CARDSTOCK 1"))
        for shell in CommandTable.shells {
            let script = TempSite().run(["completion", shell])
            #expect(script.status == 0)
            #expect(script.out.hasPrefix(ShellCompletion.script(for: shell)?.prefix(20) ?? "-"))
        }
        #expect(TempSite().run(["completion"]).status == 64)
    }
}
