import Diagnostics

extension ReleaseManager {
    /// The publish flow: verify `build` with `verifier`, and release it only when no error was found.
    /// Throws a ``DiagnosticList`` of every problem (sorted by `path:line:col`) and touches nothing in
    /// `DIR` when verification fails.
    package func publish(from build: String, verifiedBy verifier: SiteVerifier) throws -> Outcome {
        let problems = DiagnosticList(try verifier.verify(folder: build))
        if problems.hasErrors { throw problems }
        return try publish(from: build)
    }
}
