import POSIXFiles
import Site
import Diagnostics
import HealthImport
import OutputSafety

extension CLI {
    /// `cardstock import apple-health PATH [options]`.
    func runHealthImport(_ arguments: [String]) -> Int32 {
        let options: HealthImportOptions
        let quiet = arguments.contains("--quiet") || arguments.contains("-q")
        do {
            options = try HealthImportOptions(arguments: arguments.filter { $0 != "--quiet" && $0 != "-q" })
        } catch let list as DiagnosticList {
            for item in list.sorted { standardError(item.description) }
            return Self.usage
        } catch {
            standardError("cardstock: error: \(error)")
            return Self.usage
        }
        var withPage = resolved(options)
        withPage.metricsPage = true
        return runImport(withPage, quiet: quiet).status
    }

    /// `cardstock init --example health --from PATH [DIR]`: starter site + import + a report page using it.
    func runHealthExample(directory: String, export: String) -> Int32 {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        let target = Paths.absolute(directory, base: base)
        let written: [String]
        do {
            written = try StarterSite.write(StarterSite.minimalFiles, to: target, shownRelativeTo: base)
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
        var options = HealthImportOptions(source: Paths.absolute(export, base: base))
        options.destination = Paths.join(target, "content/metrics")
        options.workoutPages = Paths.join(target, "content/workouts")
        let (status, report) = runImport(options)
        guard status == Self.success, let report else { return status }
        let shown = Paths.display(target, relativeTo: base)
        for file in written where file != "content/index.md" { standardOutput("created \(Paths.join(shown, file))") }
        if written.contains("content/index.md") {
            let page = HealthExample.indexPage(for: report)
            do {
                try FileSystem.write(page, to: Paths.join(target, "content/index.md"))
                standardOutput("created \(Paths.join(shown, "content/index.md")) (a health report using the imported files)")
            } catch {
                standardError("cardstock: error: cannot write content/index.md: \(error)")
                return Self.failure
            }
        } else {
            standardError("cardstock: warning: content/index.md already existed and was kept; see `cardstock help init`")
        }
        let cd = shown == "." ? "" : "cd \(shown) && "
        standardOutput("Next: \(cd)cardstock build")
        return Self.success
    }

    /// Runs an import and prints its report (unless `quiet`), warnings and errors; a progress line on a terminal.
    private func runImport(_ options: HealthImportOptions, quiet: Bool = false) -> (status: Int32, report: HealthImportReport?) {
        do {
            try checkImportFolders(options)
            let line = quiet ? nil : progressLine(phase: "Importing \(Paths.display(options.source, relativeTo: workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory))", unit: .bytes)
            let report = try withProgress(line) { try HealthImporter.run(options, progress: line?.counter) }
            for warning in report.warnings { standardError(warning.description) }
            if !quiet, !report.description.isEmpty { standardOutput(report.description) }
            return (Self.success, report)
        } catch let list as DiagnosticList {
            for item in list.sorted { standardError(item.description) }
            standardError("cardstock: import failed; no file was written")
            return (Self.failure, nil)
        } catch let diagnostic as Diagnostic {
            standardError(diagnostic.description)
            standardError("cardstock: import failed; no file was written")
            return (Self.failure, nil)
        } catch {
            standardError("cardstock: error: \(error)")
            return (Self.failure, nil)
        }
    }

    /// Refuses import folders that must never be written into (the output-folder rules: `/`, a home folder,
    /// the working directory or a folder containing it, a folder under version control).
    private func checkImportFolders(_ options: HealthImportOptions) throws {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        let rules = OutputFolderRules(workingDirectory: base)
        let folders = [(options.destination, "--to"), (options.workoutPages, "--pages")]
        for case let (folder?, option) in folders {
            try rules.check(folder, display: Paths.display(folder, relativeTo: base),
                            purpose: "the folder an import writes into",
                            advice: "pass \(option) DIR with a folder inside your site, such as content/\(option == "--to" ? "metrics" : "workouts")")
        }
    }

    /// Paths made absolute against the CLI's working directory.
    private func resolved(_ options: HealthImportOptions) -> HealthImportOptions {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        var o = options
        o.source = Paths.absolute(o.source, base: base)
        o.destination = Paths.absolute(o.destination, base: base)
        if let pages = o.workoutPages { o.workoutPages = Paths.absolute(pages, base: base) }
        return o
    }
}
