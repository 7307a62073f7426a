import CardstockCLI
import Glibc

// A thin entry point: everything testable lives in CardstockCLI.
MallocTuning.applyByReexecuting()
var cli = CLI(
    standardOutput: { StandardStream.output.writeLine($0) },
    standardError: { StandardStream.error.writeLine($0) }
)
// A progress line for long work only on a terminal; CARDSTOCK_PROGRESS_AFTER=SECONDS changes when it appears.
if isatty(2) == 1 { cli.progressOutput = { StandardStream.error.write($0) } }
if let after = getenv("CARDSTOCK_PROGRESS_AFTER").flatMap({ Double(String(cString: $0)) }), after >= 0, after < 3600 {
    cli.progressDelay = .milliseconds(Int(after * 1000))
}
exit(cli.run(Array(CommandLine.arguments.dropFirst())))
