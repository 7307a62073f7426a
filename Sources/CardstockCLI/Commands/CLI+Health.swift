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
    ///
    /// Everything is written into a staging folder beside `DIR` and moved into place only once the import has
    /// succeeded, so a failed import leaves nothing behind and can simply be run again.
    func runHealthExample(directory: String, export: String) -> Int32 {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        let target = Paths.absolute(directory, base: base)
        let shown = Paths.display(target, relativeTo: base)
        let staging: String
        do {
            try HealthExampleStaging.checkTarget(target, shown: shown)
            staging = try HealthExampleStaging.create(beside: target)
        } catch {
            report(error)
            return Self.failure
        }
        defer { try? FileSystem.removeTree(staging) }
        let written: [String]
        do {
            written = try StarterSite.write(StarterSite.minimalFiles, to: staging)
        } catch {
            report(error)
            return Self.failure
        }
        var options = HealthImportOptions(source: Paths.absolute(export, base: base))
        options.destination = Paths.join(staging, "content/metrics")
        // Which export --from holds (Apple Health, Google Fit, Fitbit); only Health's has workouts with pages.
        let format: ImportFormat
        do {
            format = try ImportFormatDetector.detect(options.source)
        } catch {
            report(error)
            return Self.failure
        }
        options.workoutPages = format == .appleHealth ? Paths.join(staging, "content/workouts") : nil
        let (status, imported) = runImport(options, format: format, shownAs: { HealthExampleStaging.moved($0, from: staging, to: shown) })
        guard status == Self.success, let imported else { return status }
        do {
            try FileSystem.write(HealthExample.indexPage(for: imported), to: Paths.join(staging, "content/index.md"))
            try HealthExampleStaging.move(staging, to: target, shown: shown)
        } catch {
            report(error)
            standardError("cardstock: init failed; no file was written")
            return Self.failure
        }
        for file in written where file != "content/index.md" { standardOutput("created \(Paths.join(shown, file))") }
        standardOutput("created \(Paths.join(shown, "content/index.md")) (a health report using the imported files)")
        let cd = shown == "." ? "" : "cd \(shown) && "
        standardOutput("Next: \(cd)cardstock build")
        return Self.success
    }

    /// Prints a thrown diagnostic list, diagnostic or other error.
    private func report(_ error: Error) {
        if let list = error as? DiagnosticList {
            for item in list.sorted { standardError(item.description) }
        } else if let diagnostic = error as? Diagnostic {
            standardError(diagnostic.description)
        } else {
            standardError("cardstock: error: \(error)")
        }
    }

    /// Runs an import and prints its report (unless `quiet`), warnings and errors; a progress line on a terminal.
    /// `shownAs` maps the paths written to the paths printed (the final place of a staged file).
    func runImport(_ options: HealthImportOptions, format: ImportFormat = .appleHealth, quiet: Bool = false,
                   shownAs: (String) -> String = { $0 }) -> (status: Int32, report: HealthImportReport?) {
        do {
            try checkImportFolders(options)
            let line = quiet ? nil : progressLine(phase: "Importing \(Paths.display(options.source, relativeTo: workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory))", unit: .bytes)
            var report = try withProgress(line) { try format.run(options, progress: line?.counter) }
            report.written = report.written.map(shownAs)
            report.unchanged = report.unchanged.map(shownAs)
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
    func resolved(_ options: HealthImportOptions) -> HealthImportOptions {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        var o = options
        o.source = Paths.absolute(o.source, base: base)
        o.destination = Paths.absolute(o.destination, base: base)
        if let pages = o.workoutPages { o.workoutPages = Paths.absolute(pages, base: base) }
        return o
    }
}
