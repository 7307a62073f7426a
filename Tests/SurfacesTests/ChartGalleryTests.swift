import Foundation
import Testing
@testable import Surfaces

@Suite("Chart gallery")
struct ChartGalleryTests {
    @Test("the chart gallery is written with every kind, and the stylesheet styles every class it uses")
    func chartGalleryDocument() throws {
        // Written for the validators and screenshots: $CARDSTOCK_CHART_GALLERY_DIR or <tmp>/cardstock-chart-gallery.
        let doc = ChartGallery.document(stylesheetHref: "cardstock.css")
        let dirPath = ProcessInfo.processInfo.environment["CARDSTOCK_CHART_GALLERY_DIR"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("cardstock-chart-gallery").path
        let dir = URL(fileURLWithPath: dirPath)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try doc.write(to: dir.appendingPathComponent("charts.html"), atomically: true, encoding: .utf8)
        try Stylesheet().css.write(to: dir.appendingPathComponent("cardstock.css"), atomically: true, encoding: .utf8)
        for kind in ["line-chart", "bar-chart", "range-chart", "stacked-chart", "heatmap-chart", "intraday-chart", "sparkline",
                     "goal-progress goal-ring", "goal-progress goal-bar goal-met", "chart-empty",
                     "card-chart card-bars", "card-chart card-range", "card-chart card-stacked", "card-chart card-heatmap",
                     "card-chart card-intraday", "goal-progress goal-ring card-goal", "metric-card-goal",
                     "rings-chart", "card-chart card-rings"] {
            #expect(doc.contains("class=\"\(kind)") || doc.contains("class=\"chart \(kind)"), "gallery lacks \(kind)")
        }
        #expect(!doc.contains("style=\"") && !doc.contains("<script"))
        // Every id is unique.
        var ids: [String: Int] = [:]
        for chunk in doc.components(separatedBy: " id=\"").dropFirst() {
            if let end = chunk.firstIndex(of: "\"") { ids[String(chunk[..<end]), default: 0] += 1 }
        }
        #expect(ids.filter { $0.value > 1 }.isEmpty, "duplicate ids: \(ids.filter { $0.value > 1 }.keys.sorted())")
        let css = Stylesheet().css
        var missing: [String] = []
        for chunk in doc.components(separatedBy: "class=\"").dropFirst() {
            guard let end = chunk.firstIndex(of: "\"") else { continue }
            for cls in chunk[..<end].split(separator: " ") where !css.contains(".\(cls)") { missing.append(String(cls)) }
        }
        #expect(missing.isEmpty, "classes without a rule: \(Set(missing).sorted())")
    }
}
