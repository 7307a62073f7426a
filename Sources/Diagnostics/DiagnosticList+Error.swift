extension DiagnosticList {
    /// Any thrown error as diagnostics: a list as it is, a diagnostic as a list of one, anything else as
    /// one error without a location (printed `cardstock: error: …`).
    package init(reporting error: any Error) {
        if let list = error as? DiagnosticList {
            self = list
        } else if let diagnostic = error as? Diagnostic {
            self.init([diagnostic])
        } else {
            self.init([Diagnostic(.error, at: nil, "\(error)")])
        }
    }

    /// Whether `error` is a diagnostic or a list of them (not some other error).
    package static func carriesDiagnostics(_ error: any Error) -> Bool {
        error is DiagnosticList || error is Diagnostic
    }
}
