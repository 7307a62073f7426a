import Diagnostics
import Site

/// A failure that carries its diagnostics and the closing line printed after them
/// (`cardstock: build failed with 2 errors; the output folder was not changed`).
protocol SummarizedFailure: Error {
    /// What went wrong, printed sorted.
    var diagnostics: DiagnosticList { get }
    /// The line after the diagnostics.
    var summary: String { get }
}

extension BuildFailure: SummarizedFailure {
    /// `cardstock: build failed with N errors; the output folder was not changed`.
    var summary: String {
        "cardstock: build failed with \(NumberText.errors(diagnostics.errors.count)); the output folder was not changed"
    }
}

extension NumberText {
    /// `1 error`, `1,204 errors`.
    static func errors(_ count: Int) -> String { "\(grouped(count)) \(count == 1 ? "error" : "errors")" }
}

extension CLI {
    /// Prints any error a command throws and returns its exit status: a ``UsageError`` exits 64; a
    /// ``SummarizedFailure``, a `DiagnosticList` or a `Diagnostic` prints its diagnostics sorted (then the
    /// failure's summary, or `summary` when given) and exits 1, as does anything else
    /// (`cardstock: error: …`). The one place the CLI turns errors into output.
    @discardableResult
    package func report(_ error: any Error, summary: String? = nil) -> Int32 {
        if let usage = error as? UsageError {
            standardError(usage.description)
            return Self.usage
        }
        let failure = error as? SummarizedFailure
        let list = failure?.diagnostics ?? DiagnosticList(reporting: error)
        for item in list.sorted { standardError(item.description) }
        if let line = failure?.summary ?? (DiagnosticList.carriesDiagnostics(error) ? summary : nil) {
            standardError(line)
        }
        return Self.failure
    }
}
