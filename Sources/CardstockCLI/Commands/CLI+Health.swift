import POSIXFiles
import Site
import Diagnostics
import HealthImport
import OutputSafety

extension CLI {
    /// `cardstock import apple-health PATH [options]`.
    func runHealthImport(_ arguments: ParsedArguments) throws -> Int32 {
        var options = resolved(try HealthImportOptions(arguments))
        options.metricsPage = true
        options.language = siteLanguage()
        if arguments.value("--route-privacy") == nil, let metres = siteConfig()?.routePrivacy { options.routePrivacyMetres = metres }
        return runImport(options, quiet: arguments.flag("--quiet")).status
    }

    /// `cardstock init --example health --from PATH [DIR]`: starter site + import + a report page using it.
    ///
    /// Everything is written into a staging folder beside `DIR` and moved into place only once the import has
    /// succeeded, so a failed import leaves nothing behind and can simply be run again.
    func runHealthExample(directory: String, export: String, language: String = "en") -> Int32 {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        let target = Paths.absolute(directory, base: base)
        let shown = Paths.display(target, relativeTo: base)
        let staging: String
        do {
            try HealthExampleStaging.checkTarget(target, shown: shown)
            staging = try HealthExampleStaging.create(beside: target)
        } catch {
            return report(error)
        }
        defer { try? FileSystem.removeTree(staging) }
        let written: [String]
        do {
            written = try StarterSite.write(StarterSite.minimalFiles(language: language), to: staging)
        } catch {
            return report(error)
        }
        var options = HealthImportOptions(source: Paths.absolute(export, base: base))
        options.destination = Paths.join(staging, "content/metrics")
        options.language = language
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
            try FileSystem.write(HealthExample.indexPage(for: imported, language: HealthReportLanguage(tag: language)), to: Paths.join(staging, "content/index.md"))
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

    /// `language:` of the `cardstock.yaml` in the working directory (the site being imported into), `nil` without
    /// one or when it cannot be read (the build reports its errors).
    func siteLanguage() -> String? { siteConfig()?.language }

    /// The `cardstock.yaml` of the working directory, `nil` without one or when it cannot be read (the build
    /// reports its errors).
    func siteConfig() -> SiteConfig? {
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        let path = Paths.join(base, "cardstock.yaml")
        guard FileSystem.kind(path) == .file, let bytes = try? FileSystem.read(path, followLinks: false) else { return nil }
        return try? SiteConfig.parse(String(decoding: bytes, as: UTF8.self), path: path)
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
        } catch {
            return (report(error, summary: "cardstock: import failed; no file was written"), nil)
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
