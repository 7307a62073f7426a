import POSIXFiles
import Site
import Diagnostics

/// The command-line core: arguments in, text on stdout/stderr via callbacks, an exit status out.
///
/// `main.swift` only wires this to the real process; tests call it in-process.
public struct CLI {
    /// Exit status for success.
    public static let success: Int32 = 0
    /// Exit status for a build error.
    public static let failure: Int32 = 1
    /// Exit status for a usage error (sysexits `EX_USAGE`).
    public static let usage: Int32 = 64

    /// Where normal output (help, version) goes.
    public var standardOutput: (String) -> Void
    /// Where progress, warnings and errors go.
    public var standardError: (String) -> Void
    /// The directory relative paths are resolved against (empty: the process's working directory).
    public var workingDirectory: String
    /// What builds do with metrics (handed to the builders).
    public var metrics: MetricHook
    /// Where the progress line of a long import or build is drawn (raw text with `\r`, no newline);
    /// `nil` (the default, and whenever stderr is not a terminal) draws none.
    public var progressOutput: (@Sendable (String) -> Void)?
    /// How long an import or build runs before its progress line appears.
    public var progressDelay: Duration = .seconds(1)

    /// Creates a CLI core.
    public init(workingDirectory: String = "", metrics: MetricHook = .site,
                standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
        self.workingDirectory = workingDirectory
        self.metrics = metrics
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs one command line (without the program name) and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try ArgumentParser.parse(arguments)
        } catch let error as UsageError {
            standardError(error.description)
            return Self.usage
        } catch {
            standardError("cardstock: error: \(error)")
            return Self.usage
        }
        switch command {
        case .version:
            standardOutput("cardstock \(ArgumentParser.version)")
            return Self.success
        case .help(let topic):
            standardOutput(HelpText.text(for: topic))
            return Self.success
        case .initSite(let directory):
            return runInit(directory, templates: false)
        case .initTemplates(let directory):
            return runInit(directory, templates: true)
        case .initHealthExample(let directory, let export):
            return runHealthExample(directory: directory, export: export)
        case .importAppleHealth(let arguments):
            return runHealthImport(arguments)
        case .email(let arguments):
            return runEmail(arguments)
        case .build(var options):
            options.workingDirectory = workingDirectory
            return runBuild(options)
        case .watch(var options):
            options.workingDirectory = workingDirectory
            return runWatch(options, serve: nil)
        case .serve(var options, let serve):
            options.workingDirectory = workingDirectory
            return runWatch(options, serve: serve)
        case .publish(var options):
            options.build.workingDirectory = workingDirectory
            return runPublish(options)
        }
    }

    private func runBuild(_ options: BuildOptions) -> Int32 {
        var builder = SiteBuilder(options: options, metrics: metrics)
        let line = options.quiet ? nil : progressLine(phase: "Building", unit: .pages)
        builder.pageProgress = line?.counter
        do {
            let result = try withProgress(line) { try builder.build(progress: { phase in line?.setPhase(phase) }) }
            for warning in result.warnings { standardError(warning.description) }
            if !options.quiet { standardError(NumberText.summary(pages: result.pageCount, seconds: result.seconds)) }
            return Self.success
        } catch let failure as BuildFailure {
            for item in failure.diagnostics.sorted { standardError(item.description) }
            let count = failure.diagnostics.errors.count
            standardError("cardstock: build failed with \(NumberText.grouped(count)) \(count == 1 ? "error" : "errors"); the output folder was not changed")
            return Self.failure
        } catch {
            standardError("cardstock: error: \(error)")
            return Self.failure
        }
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

    /// `cardstock init [DIR]` (the starter site) or `cardstock init --templates [DIR]` (the built-in templates).
    func runInit(_ directory: String, templates: Bool) -> Int32 {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        let target = Paths.absolute(directory, base: base)
        do {
            let written = templates
                ? try StarterSite.write(StarterSite.templateFiles, to: target, shownRelativeTo: base,
                                        advice: "so move it away first to get the built-in version")
                : try StarterSite.write(to: target, shownRelativeTo: base)
            let shown = Paths.display(target, relativeTo: base)
            for file in written { standardOutput("created \(Paths.join(shown, file))") }
            if templates {
                standardOutput("Edit them in \(Paths.join(shown, "templates")); a file you delete falls back to the built-in one.")
            } else {
                let cd = shown == "." ? "" : "cd \(shown) && "
                standardOutput("Next: \(cd)cardstock serve (or cardstock build)")
            }
            return Self.success
        } catch let list as DiagnosticList {
            for item in list.sorted { standardError(item.description) }
            return Self.failure
        } catch let diagnostic as Diagnostic {
            standardError(diagnostic.description)
            return Self.failure
        } catch {
            standardError("cardstock: error: \(error)")
            return Self.failure
        }
    }
}
