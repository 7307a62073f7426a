import Glibc
import CardstockCLI

// A thin entry point: everything testable lives in CardstockCLI.
MallocTuning.applyByReexecuting()
setvbuf(stdout, nil, _IOLBF, 0)
var cli = CLI(
    standardOutput: { line in fputs(line.hasSuffix("\n") ? line : line + "\n", stdout) },
    standardError: { line in fputs(line.hasSuffix("\n") ? line : line + "\n", stderr) }
)
// A progress line for long work only on a terminal; CARDSTOCK_PROGRESS_AFTER=SECONDS changes when it appears.
if isatty(2) == 1 { cli.progressOutput = { text in fputs(text, stderr) } }
if let after = getenv("CARDSTOCK_PROGRESS_AFTER").flatMap({ Double(String(cString: $0)) }), after >= 0, after < 3600 {
    cli.progressDelay = .milliseconds(Int(after * 1000))
}
exit(cli.run(Array(CommandLine.arguments.dropFirst())))
