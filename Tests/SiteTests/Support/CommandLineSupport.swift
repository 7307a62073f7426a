@testable import CardstockCLI
@testable import Site

/// Parses a command line as `cardstock` does, for tests of what the table reads.
func parse(_ arguments: [String]) throws -> CommandParser.Parsed {
    try CommandParser.parse(arguments)
}

/// The build options a `build`, `watch` or `serve` command line gives (working directory empty).
func buildOptions(_ arguments: [String]) throws -> BuildOptions {
    try BuildOptions(parse(arguments).arguments, in: "")
}

/// The options a `publish` command line gives.
func publishOptions(_ arguments: [String]) throws -> PublishOptions {
    try PublishOptions(parse(arguments).arguments, in: "")
}

/// The command and topic a command line resolves to: `help build` for `build --help`.
func resolved(_ arguments: [String]) throws -> [String] {
    let parsed = try parse(arguments)
    return parsed.arguments.command + parsed.arguments.operands
}
