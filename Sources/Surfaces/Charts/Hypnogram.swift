/// A sleep stage, one lane of a ``Hypnogram`` (top to bottom: awake, REM, core, deep, as the Health app draws them).
public enum SleepStage: Int, Hashable, Sendable, CaseIterable {
    /// Awake during the night.
    case awake
    /// REM sleep.
    case rem
    /// Core (light) sleep.
    case core
    /// Deep sleep.
    case deep

    /// The class suffix (`hyp-awake`…) and the English name's key.
    public var name: String {
        switch self {
        case .awake: return "awake"
        case .rem: return "rem"
        case .core: return "core"
        case .deep: return "deep"
        }
    }
}

/// One stretch of one stage: from `start` to `end` (seconds on any one clock, e.g. seconds since 1970 UTC),
/// with the words its `<title>` says ("Deep, 01:00–02:30").
public struct SleepSegment: Hashable, Sendable {
    /// Where the stretch starts.
    public var start: Double
    /// Where it ends (after `start`; a stretch that does not is not drawn).
    public var end: Double
    /// The stage.
    public var stage: SleepStage
    /// The hover text and accessible name: stage and times.
    public var title: String

    /// Creates a segment.
    public init(start: Double, end: Double, stage: SleepStage, title: String) {
        self.start = start
        self.end = end
        self.stage = stage
        self.title = title
    }
}

/// A night's sleep stages across time as inline SVG (a hypnogram, as the Health app draws one): four lanes,
/// awake on top then REM, core and deep, each with its name; every stretch of a stage is its own rounded
/// `<rect>` in its lane with a `<title>` (stage, from–to); consecutive stretches are joined by a thin
/// vertical link, and a gap in the samples is left empty. The time axis runs from the first stretch's start
/// to the last one's end, labelled at the caller's ticks (local clock times, which the site layer writes in
/// the page's language, so a DST change shows as a repeated or skipped hour). Stage colours are Apple's
/// (light and dark, ``HypnogramStyles``). A night without stretches says `emptyMessage`.
///
/// Markup: `<svg class="chart hypnogram-chart" role="img">` with `g.hyp-lanes` (lane lines and names),
/// `path.hyp-links`, `g.hyp-segments` holding `rect.hyp-seg.hyp-STAGE` each with `<title>`, and `g.chart-x-labels`.
public struct Hypnogram: View {
    /// The stretches (any order).
    public var segments: [SleepSegment]
    /// Lane names, awake first (the site layer localizes them).
    public var laneNames: [String]
    /// Time labels, `x` on the segments' clock.
    public var ticks: [ChartTick]
    /// What a night without stretches says.
    public var emptyMessage: String
    /// Title, summary and id prefix.
    public var accessibility: ChartAccessibility

    /// English lane names.
    public static let englishLaneNames = ["Awake", "REM", "Core", "Deep"]

    /// Creates a hypnogram.
    public init(_ accessibility: ChartAccessibility, segments: [SleepSegment], laneNames: [String] = Hypnogram.englishLaneNames,
                ticks: [ChartTick] = [], emptyMessage: String = "No data") {
        self.accessibility = accessibility
        self.segments = segments
        self.laneNames = laneNames.count == 4 ? laneNames : Hypnogram.englishLaneNames
        self.ticks = ticks
        self.emptyMessage = emptyMessage
    }

    /// Primitive.
    public typealias Body = Never

    /// Percent of the height above the first lane, the height of one lane, and of a stretch's bar in it.
    static let top = 2.0, laneHeight = 21.0, barHeight = 11.0
    /// The narrowest stretch drawn, in percent of the width (a one-minute wake stays visible).
    static let minimumWidth = 0.35
    /// Stretches closer than this (seconds) are joined by a link.
    static let linkGap = 60.0

    /// The stretches that can be drawn (finite, ending after they start), sorted by start.
    static func drawable(_ segments: [SleepSegment]) -> [SleepSegment] {
        segments.filter { $0.start.isFinite && $0.end.isFinite && $0.end > $0.start }
            .sorted { ($0.start, $0.end, $0.stage.rawValue) < ($1.start, $1.end, $1.stage.rawValue) }
    }

    /// Writes the SVG.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        write(view, kind: "hypnogram-chart", labels: true, into: &context)
    }

    /// Writes the SVG as `<svg class="chart KIND">`; `labels: false` (a card) leaves out lane names and times.
    static func write(_ view: Self, kind: StaticString, labels: Bool, into context: inout _RenderContext) {
        let wrapped = ChartFrame.open(kind, view.accessibility, plotViewBox: false, into: &context)
        defer { ChartFrame.close(wrapped: wrapped, into: &context) }
        let segments = drawable(view.segments)
        guard let first = segments.first?.start, let last = segments.map(\.end).max() else {
            ChartFrame.writeEmpty(view.emptyMessage, into: &context.buffer)
            return
        }
        let span = last - first
        func x(_ t: Double) -> Double { span > 0 ? (t - first) / span * 100 : 0 }
        writeLanes(labels ? view.laneNames : [], into: &context.buffer)
        writeLinks(segments, x: x, into: &context.buffer)
        context.buffer.write("<g class=\"hyp-segments\">")
        for segment in segments {
            let left = x(segment.start), width = Swift.max(x(segment.end) - left, minimumWidth)
            context.buffer.write("<rect class=\"hyp-seg hyp-")
            context.buffer.writeRaw(segment.stage.name)
            context.buffer.write("\" x=\"")
            context.buffer.write(number: Swift.min(left, 100 - width), decimals: 3)
            context.buffer.write("%\" y=\"")
            context.buffer.write(number: barTop(segment.stage), decimals: 2)
            context.buffer.write("%\" width=\"")
            context.buffer.write(number: width, decimals: 3)
            context.buffer.write("%\" height=\"")
            context.buffer.write(number: barHeight, decimals: 2)
            context.buffer.write("%\" rx=\"3\"><title>")
            context.buffer.writeEscaped(segment.title)
            context.buffer.write("</title></rect>")
        }
        context.buffer.write("</g>")
        if labels { writeTimes(view.ticks, x: x, span: span, first: first, into: &context.buffer) }
    }

    /// The top of a stage's bar, in percent of the height (the lower part of its lane; the name sits above).
    static func barTop(_ stage: SleepStage) -> Double {
        top + Double(stage.rawValue) * laneHeight + laneHeight - barHeight - 1
    }

    /// A thin baseline under each lane and, when `names` has four, each lane's name above its bar.
    static func writeLanes(_ names: [String], into buffer: inout HTMLBuffer) {
        buffer.write("<g class=\"hyp-lanes\">")
        for stage in SleepStage.allCases {
            let y = barTop(stage) + barHeight / 2
            buffer.write("<line x1=\"0\" x2=\"100%\" y1=\"")
            buffer.write(number: y, decimals: 2)
            buffer.write("%\" y2=\"")
            buffer.write(number: y, decimals: 2)
            buffer.write("%\"/>")
        }
        buffer.write("</g>")
        guard names.count == SleepStage.allCases.count else { return }
        buffer.write("<g class=\"hyp-names\">")
        for stage in SleepStage.allCases {
            buffer.write("<text class=\"hyp-name-")
            buffer.writeRaw(stage.name)
            buffer.write("\" x=\"0\" y=\"")
            buffer.write(number: barTop(stage) - 1.5, decimals: 2)
            buffer.write("%\">")
            buffer.writeEscaped(names[stage.rawValue])
            buffer.write("</text>")
        }
        buffer.write("</g>")
    }

    /// Vertical links from the end of a stretch to the next one's start, where they meet (no gap between them).
    static func writeLinks(_ segments: [SleepSegment], x: (Double) -> Double, into buffer: inout HTMLBuffer) {
        var links: [(x: Double, from: SleepStage, to: SleepStage)] = []
        for (a, b) in zip(segments, segments.dropFirst()) where a.stage != b.stage && b.start - a.end <= linkGap {
            links.append((x(b.start), a.stage, b.stage))
        }
        guard !links.isEmpty else { return }
        buffer.write("<g class=\"hyp-links\">")
        for link in links {
            let y1 = barTop(link.from) + barHeight / 2, y2 = barTop(link.to) + barHeight / 2
            buffer.write("<line x1=\"")
            buffer.write(number: link.x, decimals: 3)
            buffer.write("%\" x2=\"")
            buffer.write(number: link.x, decimals: 3)
            buffer.write("%\" y1=\"")
            buffer.write(number: Swift.min(y1, y2), decimals: 2)
            buffer.write("%\" y2=\"")
            buffer.write(number: Swift.max(y1, y2), decimals: 2)
            buffer.write("%\"/>")
        }
        buffer.write("</g>")
    }

    /// The time labels under the lanes: those inside the night, the first anchored at its start and the last
    /// at its end when they sit near the edges; at most ``ChartFrame/maxTicks``.
    static func writeTimes(_ ticks: [ChartTick], x: (Double) -> Double, span: Double, first: Double,
                           into buffer: inout HTMLBuffer) {
        let inside = ticks.filter { $0.x.isFinite && $0.x >= first && $0.x <= first + span }
        guard !inside.isEmpty else { return }
        let stride = (inside.count + ChartFrame.maxTicks - 1) / ChartFrame.maxTicks
        buffer.write("<g class=\"chart-x-labels\">")
        for (index, tick) in inside.enumerated() where index % Swift.max(stride, 1) == 0 {
            let f = x(tick.x)
            buffer.write("<text x=\"")
            buffer.write(number: f, decimals: 2)
            buffer.write(f < 6 ? "%\" y=\"96%\" text-anchor=\"start\">" : f > 94 ? "%\" y=\"96%\" text-anchor=\"end\">"
                                                                            : "%\" y=\"96%\" text-anchor=\"middle\">")
            buffer.writeEscaped(tick.label)
            buffer.write("</text>")
        }
        buffer.write("</g>")
    }
}
