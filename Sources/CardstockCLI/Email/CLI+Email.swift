import Diagnostics
import MIME
import POSIXFiles
import Site

extension CLI {
    /// `cardstock email PAGE --to FILE.eml`: builds the site in a temporary folder, reads the built page back
    /// into a ``ReportDigest`` (with its cards' period pages for the bars) and writes it as a MIME message.
    func runEmail(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try EmailOptions(arguments)
        let base = workingDirectory.isEmpty ? FileSystem.currentDirectory() : workingDirectory
        var build = BuildOptions()
        build.workingDirectory = workingDirectory
        build.contentDirectory = options.contentDirectory
        build.templatesDirectory = options.templatesDirectory
        build.configFile = options.configFile
        build.configFileExplicit = options.configFileExplicit
        build.quiet = true
        let folder: BuildFolder
        do {
            folder = try BuildFolder(output: nil)
        } catch {
            standardError("cardstock: error: cannot make a temporary folder for the build: \(error)")
            return Self.failure
        }
        defer { folder.remove() }
        build.outputDirectory = folder.site
        do {
            _ = try SiteBuilder(options: build, metrics: metrics).build()
            let source = try EmailSource(options: options, base: base, site: folder.site)
            let message = try source.message(options: options)
            let target = Paths.absolute(options.output, base: base)
            try FileSystem.write(message.rendered, to: target)
            standardError("wrote \(options.output) (\(NumberText.grouped(message.rendered.utf8.count)) bytes)")
            return Self.success
        } catch let failure as BuildFailure {
            for item in failure.diagnostics.sorted { standardError(item.description) }
            standardError("cardstock: the site did not build, so no message was written")
            return Self.failure
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
