import Testing
@testable import Surfaces

/// Renders a view to a String for exact-markup assertions.
func html<V: View>(_ view: V, environment: EnvironmentValues = .init()) -> String {
    renderHTMLString(view, environment: environment)
}

/// Counts non-overlapping occurrences of `needle`.
func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}
