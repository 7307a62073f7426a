import POSIXFiles
import Site
import Diagnostics
import Localization

/// The command-line core: arguments in, text on stdout/stderr via callbacks, an exit status out.
///
/// `main.swift` only wires this to the real process; tests call it in-process.
package struct CLI {
    /// Exit status for success.
    package static let success: Int32 = 0
    /// Exit status for a build error.
    package static let failure: Int32 = 1
    /// Exit status for a usage error (sysexits `EX_USAGE`).
    package static let usage: Int32 = 64

    /// Where normal output (help, version) goes.
    package var standardOutput: (String) -> Void
    /// Where progress, warnings and errors go.
    package var standardError: (String) -> Void
    /// The directory relative paths are resolved against (empty: the process's working directory).
    package var workingDirectory: String
    /// What builds do with metrics (handed to the builders).
    package var metrics: MetricHook
    /// Where the progress line of a long import or build is drawn (raw text with `\r`, no newline);
    /// `nil` (the default, and whenever stderr is not a terminal) draws none.
    package var progressOutput: (@Sendable (String) -> Void)?
    /// How long an import or build runs before its progress line appears.
    package var progressDelay: Duration = .seconds(1)

    /// Creates a CLI core.
    package init(workingDirectory: String = "", metrics: MetricHook = .site,
                standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.workingDirectory = workingDirectory
        self.metrics = metrics
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs one command line (without the program name) and returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try CommandParser.parse(arguments)
            return try parsed.spec.run(self, parsed.arguments)
        } catch {
            return report(error)
        }
    }

    /// `cardstock build`.
    func runBuild(_ options: BuildOptions) throws -> Int32 {
        var builder = SiteBuilder(options: options, metrics: metrics)
        let line = options.quiet ? nil : progressLine(phase: "Building", unit: .pages)
        builder.pageProgress = line?.counter
        let result = try withProgress(line) { try builder.build(progress: { phase in line?.setPhase(phase) }) }
        for warning in result.warnings { standardError(warning.description) }
        if !options.quiet { standardError(NumberText.summary(pages: result.pageCount, seconds: result.seconds)) }
        return Self.success
    }

    /// A progress line drawn on ``progressOutput``, or `nil` when there is no terminal.
    func progressLine(phase: String, unit: ProgressLine.Unit) -> ProgressLine? {
        progressOutput.map { ProgressLine(phase: phase, unit: unit, delay: progressDelay, write: $0) }
    }

    /// Runs `work` with `line` drawn meanwhile, erased before anything else is printed.
    func withProgress<T>(_ line: ProgressLine?, _ work: () throws -> T) rethrows -> T {
        line?.start()
        defer { line?.stop() }
        return try work()
    }

    /// `cardstock init [DIR]`, `init --templates [DIR]` or `init --example health --from PATH [DIR]`.
    func runInit(_ arguments: ParsedArguments) throws -> Int32 {
        let directory = arguments.operands.first ?? "."
        let example = arguments.value("--example"), export = arguments.value("--from")
        let language = arguments.value("--language")
        if let language {
            guard LanguageTag.isWellFormed(language) else {
                throw arguments.usageError("'--language': '\(language)' is not a language tag; use one like en, zh-Hans, de or pt-BR")
            }
        }
        if arguments.flag("--templates") {
            guard example == nil, export == nil else {
                throw arguments.usageError("'--templates' only copies the built-in templates; run it without '--example' and '--from'")
            }
            guard language == nil else {
                throw arguments.usageError("'--templates' copies the built-in templates, whose words follow each page's language; run it without '--language'")
            }
            return try runInit(directory, templates: true)
        }
        switch (example, export) {
        case (nil, nil):
            return try runInit(directory, templates: false, language: language ?? "en")
        case ("health", let export?):
            return runHealthExample(directory: directory, export: export, language: language ?? "en")
        case ("health", nil):
            throw arguments.usageError("'--example health' needs '--from export.zip' (the Health app's \"Export All Health Data\" archive)")
        case (nil, _?):
            throw arguments.usageError("'--from' goes with '--example health'")
        case (let other?, _):
            let hint = Suggestion.closest(to: other, among: ["health"]).map { "; did you mean '\($0)'?" } ?? " (examples: health)"
            throw arguments.usageError("unknown example '\(other)'\(hint)")
        }
    }

    /// Writes the starter site in `language` (or with `templates`, the built-in templates) into `directory`.
    func runInit(_ directory: String, templates: Bool, language: String = "en") throws -> Int32 {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        let target = Paths.absolute(directory, base: base)
        let written = templates
            ? try StarterSite.write(StarterSite.templateFiles, to: target, shownRelativeTo: base,
                                    advice: "so move it away first to get the built-in version")
            : try StarterSite.write(StarterSite.files(language: language), to: target, shownRelativeTo: base)
        let shown = Paths.display(target, relativeTo: base)
        for file in written { standardOutput("created \(Paths.join(shown, file))") }
        if templates {
            standardOutput("Edit them in \(Paths.join(shown, "templates")); a file you delete falls back to the built-in one.")
        } else {
            let cd = shown == "." ? "" : "cd \(shown) && "
            standardOutput("Next: \(cd)cardstock serve (or cardstock build)")
        }
        return Self.success
    }
}
