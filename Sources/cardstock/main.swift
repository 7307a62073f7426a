import Glibc
import Site

// A thin entry point: everything testable lives in Site.CLI.
MallocTuning.applyByReexecuting()
setvbuf(stdout, nil, _IOLBF, 0)
let cli = CLI(
    standardOutput: { line in fputs(line.hasSuffix("\n") ? line : line + "\n", stdout) },
    standardError: { line in fputs(line.hasSuffix("\n") ? line : line + "\n", stderr) }
)
exit(cli.run(Array(CommandLine.arguments.dropFirst())))
