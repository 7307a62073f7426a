/// The chart's own guard against huge inputs: series longer than ``limit`` are reduced to
/// min/max buckets so an SVG stays small whatever the caller passes. Peaks survive (each
/// bucket keeps its lowest and highest sample) and so do gaps (a bucket that contains a
/// missing sample keeps one, at its position).
enum ChartDownsampler {
    /// Series up to this many points are drawn as given.
    static let limit = 600

    /// `points` sorted by x, non-finite values turned into gaps, reduced to at most ``limit`` points.
    static func prepare(_ points: [ChartSeriesPoint]) -> [ChartSeriesPoint] {
        var cleaned = points.allSatisfy { $0.x.isFinite } ? points : points.filter { $0.x.isFinite }
        if !isSorted(cleaned) {
            cleaned = cleaned.enumerated().sorted { a, b in
                a.element.x < b.element.x || (a.element.x == b.element.x && a.offset < b.offset)
            }.map(\.element)
        }
        for i in cleaned.indices where cleaned[i].y != nil && cleaned[i].value == nil {
            cleaned[i].y = nil
        }
        guard cleaned.count > limit else { return cleaned }
        return minMaxBuckets(cleaned, bucketCount: limit / 3)
    }

    /// For bar charts: at most `limit` bars, each bucket keeping its highest value (peaks).
    static func prepareBars(_ points: [ChartSeriesPoint], limit: Int) -> [ChartSeriesPoint] {
        let cleaned = prepareSorted(points)
        guard cleaned.count > limit else { return cleaned }
        var out: [ChartSeriesPoint] = []
        out.reserveCapacity(limit)
        forEachBucket(count: cleaned.count, buckets: limit) { range in
            var best: Double?
            for i in range { if let v = cleaned[i].value, v > (best ?? -.infinity) { best = v } }
            let mid = (cleaned[range.lowerBound].x + cleaned[range.upperBound - 1].x) / 2
            out.append(ChartSeriesPoint(x: mid, y: best))
        }
        return out
    }

    private static func prepareSorted(_ points: [ChartSeriesPoint]) -> [ChartSeriesPoint] {
        var copy = points
        copy.removeAll { !$0.x.isFinite }
        if !isSorted(copy) {
            copy = copy.enumerated().sorted { a, b in
                a.element.x < b.element.x || (a.element.x == b.element.x && a.offset < b.offset)
            }.map(\.element)
        }
        return copy
    }

    private static func isSorted(_ points: [ChartSeriesPoint]) -> Bool {
        var i = 1
        while i < points.count {
            if points[i].x < points[i - 1].x { return false }
            i += 1
        }
        return true
    }

    /// Up to three points per bucket, in x order: the minimum, the maximum and the first gap.
    static func minMaxBuckets(_ points: [ChartSeriesPoint], bucketCount: Int) -> [ChartSeriesPoint] {
        var out: [ChartSeriesPoint] = []
        out.reserveCapacity(bucketCount * 3)
        forEachBucket(count: points.count, buckets: bucketCount) { range in
            var minIndex = -1, maxIndex = -1, gapIndex = -1
            for i in range {
                guard let v = points[i].y else {
                    if gapIndex < 0 { gapIndex = i }
                    continue
                }
                if minIndex < 0 || v < (points[minIndex].y ?? v) { minIndex = i }
                if maxIndex < 0 || v > (points[maxIndex].y ?? v) { maxIndex = i }
            }
            var picked = [minIndex, maxIndex, gapIndex].filter { $0 >= 0 }
            picked.sort()
            var last = -1
            for i in picked where i != last {
                out.append(points[i])
                last = i
            }
        }
        return out
    }

    /// Calls `body` with `buckets` contiguous, non-empty index ranges covering `0..<count`.
    private static func forEachBucket(count: Int, buckets: Int, _ body: (Range<Int>) -> Void) {
        let n = max(1, min(buckets, count))
        var start = 0
        for b in 1...n {
            let end = count * b / n
            if end > start { body(start..<end) }
            start = end
        }
    }
}
