import Diagnostics

/// Where the render stage of ``BuildPipeline`` puts pages and the write stage commits them: a
/// ``StagingSink`` (`build`, `publish`: a staging folder swapped in whole) or an ``InPlaceSink`` (`watch`,
/// `serve`: changed files renamed into the live output).
protocol OutputSink: Sendable {
    /// Takes the bytes of the file at the site-relative `path` (a page's, or a copied file's; `url` is the
    /// page's URL, `nil` for other files). Called from many threads at once.
    func accept(_ bytes: [UInt8], url: String?, at path: String) throws
    /// Makes what was accepted the output; returns a note to show (something moved aside).
    func commit() throws -> Diagnostic?
    /// Drops what was accepted; the output stays as it was.
    func abort()
}
