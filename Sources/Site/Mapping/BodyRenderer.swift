// TEMPORARY scaffold until the Surfaces branch lands: lets the rest of Site compile and be tested.
// Replaced by the Surfaces-based renderer.
import Diagnostics

enum SurfacesBridge {
    static var iconNames: [String] { ["bed.double.fill", "figure.run", "heart.fill", "list.bullet", "waveform.path.ecg", "wineglass"] }
    static var stylesheet: String { "" }
}

struct BodyRenderer {
    var theme: Theme
    var metricRenderer: (any MetricBlockRenderer)?
    var path: String

    func render(_ layout: PageLayout, metricContext: MetricBlockContext) throws -> String {
        throw Diagnostic.error(path, "the Surfaces renderer is not merged yet")
    }
}
