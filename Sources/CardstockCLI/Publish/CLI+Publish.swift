import POSIXFiles
import Site
import Diagnostics
import Release

extension CLI {
    /// Runs `cardstock publish` and prints its outcome: results on stdout, progress and errors on stderr.
    func runPublish(_ options: PublishOptions) -> Int32 {
        let publisher = Publisher(options: options, metrics: metrics)
        let base = options.build.workingDirectory.isEmpty ? FileSystem.currentDirectory() : options.build.workingDirectory
        func shown(_ path: String) -> String { Paths.display(path, relativeTo: base) }
        do {
            let result = try publisher.run(progress: { standardError($0) })
            for warning in result.warnings { standardError(warning.description) }
            switch result.outcome {
            case .replacedOutput(let path, let pages):
                standardOutput("Published \(NumberText.pages(pages)) to \(shown(path))")
            case .released(let release, let pages):
                standardOutput("Released \(release.name) (\(NumberText.pages(pages))): \(shown(release.path)) is current")
            case .unchanged(let release):
                standardOutput("No changes: release \(release.name) is current")
            case .switchedBack(let release):
                standardOutput("Same content as release \(release.name): switched back, \(shown(release.path)) is current")
            case .dryRun(let diff, let old):
                let against = old.map { "compared with \(shown($0))" } ?? "nothing published yet"
                standardOutput("Dry run, nothing released (\(against)):")
                standardOutput(diff.description)
            case .rolledBack(let release):
                standardOutput("Rolled back: release \(release.name) is current")
            case .list(let releases):
                if releases.isEmpty { standardOutput("No releases yet") }
                for release in releases {
                    standardOutput("\(release.isCurrent ? "*" : " ") \(release.name)\(release.isCurrent ? "  (current)" : "")")
                }
            }
            return Self.success
        } catch {
            return report(error)
        }
    }
}

extension PublishFailure: SummarizedFailure {
    /// What failed and that nothing was released.
    var summary: String {
        let errors = NumberText.errors(diagnostics.errors.count)
        switch stage {
        case .build:
            return "cardstock: publish failed with \(errors); nothing was released"
        case .verification:
            return "cardstock: the production build failed verification with \(errors) "
                + "(paths are inside the built site); nothing was released"
        case .release:
            return "cardstock: publish failed with \(errors)"
        }
    }
}
