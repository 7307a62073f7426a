import POSIXFiles
import Diagnostics

/// What the two fast paths (a saved page or copied file, a saved metric file) do the same way once their pages
/// are rendered: the saved copied files, and the warnings a full build would report.
extension IncrementalBuilder {
    /// Adds the saved copied files whose bytes differ from the output to `writes`; returns their new stamps (to
    /// commit once everything is written).
    func savedFileWrites(_ hits: [(Int, FileStamp)], model: SiteModel, into writes: inout [(String, [UInt8])],
                         diagnostics: inout DiagnosticList) -> [(String, FileStamp)] {
        let output = InPlaceOutput(root: paths.output)
        var updates: [(String, FileStamp)] = []
        for (a, stamp) in hits {
            let asset = model.assets[a]
            do {
                let bytes = try FileSystem.read(asset.sourcePath)
                if !output.holds(bytes, at: asset.relativePath) { writes.append((asset.relativePath, bytes)) }
                updates.append((asset.relativePath, stamp))
            } catch {
                diagnostics.append(.error(asset.displayPath, line: 1, column: 1, "\(error)"))
            }
        }
        return updates
    }

    /// Every warning, as a full build reports them (the pages remembered as having some, the walker's, the
    /// drafts'), `--strict` applied; throws ``BuildFailure`` when any is an error.
    func reportFastPathWarnings(_ model: inout SiteModel, into diagnostics: inout DiagnosticList) throws {
        for i in model.pagesWithWarnings.sorted() {
            diagnostics.append(contentsOf: model.pages[i].warnings)
            diagnostics.append(contentsOf: model.outcomes[i].diagnostics)
        }
        reportWalkerWarnings(&model, into: &diagnostics)
        diagnostics.append(contentsOf: model.draftWarnings)
        applyStrict(&diagnostics)
        if diagnostics.hasErrors {
            throw BuildFailure(diagnostics: DiagnosticList(diagnostics.items.map(paths.relativize)))
        }
    }
}
