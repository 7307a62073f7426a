import Foundation
import Testing
@testable import Surfaces

/// Issue 32, item 3: every bar, point and range capsule is its own element with a `<title>`, and no
/// label is drawn over a gridline or another label.
@Suite("Readable chart marks")
struct ChartReadableMarksTests {
    static let a11y = ChartAccessibility(idPrefix: "m", title: "t", summary: "s")

    /// The `<title>`s inside the chart's plot (the marks'), in order.
    static func markTitles(_ svg: String) -> [String] {
        guard let plot = svg.range(of: "<svg class=\"chart-plot\"") else { return [] }
        let inner = String(svg[plot.lowerBound...])
        let regex = try! NSRegularExpression(pattern: "<path d=\"[^\"]+\"><title>([^<]*)</title></path>")
        return regex.matches(in: inner, range: NSRange(inner.startIndex..., in: inner)).map { String(inner[Range($0.range(at: 1), in: inner)!]) }
    }

    @Test("each bar of both periods is its own path with its date and value as title")
    func barsHaveTitles() {
        let points = (0..<14).map { i in ChartSeriesPoint(x: Double(i), y: i == 3 ? nil : Double(1_000 * i), label: "Day \(i): \(1_000 * i) steps") }
        let svg = html(BarChart(Self.a11y, points: points, currentFrom: 7))
        let titles = Self.markTitles(svg)
        #expect(titles.count == 13, "one per bar with a value")
        #expect(titles.first == "Day 0: 0 steps" && titles.last == "Day 13: 13000 steps")
        #expect(svg.contains("<g class=\"chart-bars chart-bars-previous\"><path d=\"") && svg.contains("<g class=\"chart-bars\"><path d=\""))
        #expect(!svg.contains("Day 3:"), "a missing day has no bar and no title")
    }

    @Test("a title is escaped")
    func titleEscaped() {
        let svg = html(BarChart(Self.a11y, points: [ChartSeriesPoint(x: 0, y: 1, label: "<b>&")]))
        #expect(svg.contains("<title>&lt;b&gt;&amp;</title>") && !svg.contains("<b>&"))
    }

    @Test("each range capsule and each line point has its own title")
    func capsulesAndPointsHaveTitles() {
        let days = (0..<7).map { i in ChartRangePoint(x: Double(i), low: 50 + Double(i), high: 150 + Double(i), mean: 70, label: "D\(i): \(50 + i)–\(150 + i) bpm") }
        #expect(Self.markTitles(html(RangeChart(Self.a11y, points: days, unit: "bpm"))) == (0..<7).map { "D\($0): \(50 + $0)–\(150 + $0) bpm" })
        let line = (0..<5).map { ChartSeriesPoint(x: Double($0), y: Double($0 * 2), label: "P\($0)") }
        let svg = html(LineChart(Self.a11y, points: line))
        #expect(Self.markTitles(svg) == ["P0", "P1", "P2", "P3", "P4"] && svg.contains("<g class=\"chart-points\">"))
    }

    @Test("unlabelled marks stay one path")
    func unlabelledStayOnePath() {
        let svg = html(BarChart(Self.a11y, points: (0..<5).map { ChartSeriesPoint(x: Double($0), y: 3) }))
        #expect(svg.contains("<path class=\"chart-bars\" d=\"") && Self.markTitles(svg).isEmpty)
    }

    @Test("no label box overlaps a gridline or another label, at 390 and 1280 px", arguments: [(326.0, 220.0), (1000.0, 256.0)])
    func labelsDoNotOverlap(size: (Double, Double)) {
        let heart = (0..<31).map { i in ChartRangePoint(x: Double(i), low: 50 + Double(i % 5), high: 175 - Double(i % 7), mean: 70) }
        let ticks = [0, 10, 20, 30].map { ChartTick(x: Double($0), label: "Nov \($0 + 1)") }
        let steps = (0..<14).map { ChartSeriesPoint(x: Double($0), y: Double(9_000 + 900 * $0)) }
        for svg in [html(RangeChart(Self.a11y, points: heart, xTicks: ticks, unit: "bpm")),
                    html(BarChart(Self.a11y, points: steps, xTicks: [0, 6, 13].map { ChartTick(x: Double($0), label: "12月\($0 + 1)日") }))] {
            let layout = ChartLabelLayout(svg: svg, width: size.0, height: size.1)
            #expect(layout.labels.count >= 6, "\(svg)")
            #expect(layout.overlaps().isEmpty, "\(layout.overlaps())")
        }
    }
}

/// Label boxes and gridlines of a chart's SVG, laid out at a width and height in px the way a browser does:
/// percent positions, `dy` offsets, `text-anchor`, 13 px text (`.8125rem`) whose width is estimated per
/// character (0.62 em for Latin, 1 em for CJK) with 0.8 em above the baseline and 0.25 em below.
struct ChartLabelLayout {
    /// A box: left, top, right, bottom in px.
    typealias Box = (l: Double, t: Double, r: Double, b: Double)
    var labels: [(text: String, box: Box)] = []
    var gridlines: [Box] = []

    init(svg: String, width: Double, height: Double) {
        let font = 13.0
        func attr(_ tag: String, _ name: String) -> String? {
            guard let r = tag.range(of: " \(name)=\"") else { return nil }
            return String(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        func percent(_ s: String?, of total: Double) -> Double { (Double(s?.replacingOccurrences(of: "%", with: "") ?? "0") ?? 0) / 100 * total }
        let plotStart = svg.range(of: "<svg class=\"chart-plot\"")?.lowerBound ?? svg.endIndex
        let frame = String(svg[..<plotStart])
        let line = try! NSRegularExpression(pattern: "<line [^>]*>")
        for m in line.matches(in: frame, range: NSRange(frame.startIndex..., in: frame)) {
            let tag = String(frame[Range(m.range, in: frame)!])
            let y = percent(attr(tag, "y1"), of: height)
            gridlines.append((percent(attr(tag, "x1"), of: width), y, percent(attr(tag, "x2"), of: width), y))
        }
        let text = try! NSRegularExpression(pattern: "<text ([^>]*)>(.*?)</text>")
        let anchors = try! NSRegularExpression(pattern: "<g class=\"chart-y-labels\" text-anchor=\"end\">")
        let yGroup = anchors.firstMatch(in: frame, range: NSRange(frame.startIndex..., in: frame)).map { $0.range.location } ?? Int.max
        for m in text.matches(in: frame, range: NSRange(frame.startIndex..., in: frame)) {
            let tag = " " + String(frame[Range(m.range(at: 1), in: frame)!])
            let content = String(frame[Range(m.range(at: 2), in: frame)!]).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            let w = content.unicodeScalars.reduce(0.0) { $0 + ($1.value >= 0x2E80 ? 1.0 : 0.62) } * font
            let x = percent(attr(tag, "x"), of: width)
            let base = percent(attr(tag, "y"), of: height) + (Double(attr(tag, "dy") ?? "0") ?? 0)
            let anchor = attr(tag, "text-anchor") ?? (m.range.location > yGroup ? "end" : "start")
            let left = anchor == "end" ? x - w : anchor == "middle" ? x - w / 2 : x
            labels.append((content, (left, base - 0.8 * font, left + w, base + 0.25 * font)))
        }
    }

    /// Every pair that overlaps: label with label, label with gridline.
    func overlaps() -> [String] {
        func meet(_ a: Box, _ b: Box) -> Bool { a.l < b.r && b.l < a.r && a.t <= b.b && b.t <= a.b }
        var out: [String] = []
        for i in labels.indices {
            for j in labels.indices where j > i && meet(labels[i].box, labels[j].box) { out.append("\(labels[i].text) × \(labels[j].text)") }
            for g in gridlines where meet(labels[i].box, g) { out.append("\(labels[i].text) × gridline at \(g.t)") }
        }
        return out
    }
}
