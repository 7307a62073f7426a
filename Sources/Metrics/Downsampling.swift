/// Reduces a chart series to at most `maxCount` points while keeping its shape.
///
/// Points are split into equal index buckets (`maxCount / 2`, or `maxCount / 3` when many buckets
/// hold gaps); each bucket keeps its minimum and maximum (so peaks
/// and dips survive) and, if it contains a missing value, one `nil` point at the first gap's
/// position so gaps stay visible. The first and last points are always kept. Output is in time
/// order. Series already short enough are returned unchanged; a 100,000-point series reduced to
/// 400 keeps both global extremes.
package func downsample(_ points: [ChartPoint], to maxCount: Int) -> [ChartPoint] {
    let n = points.count
    guard n > maxCount, maxCount >= 2 else { return points }
    guard maxCount >= 5 else {
        // Too small for buckets: keep the ends.
        return [points[0], points[n - 1]]
    }
    // Two points per bucket when that fits; a series with many gaps needs three per bucket.
    var keep = selectIndices(points, buckets: (maxCount - 2) / 2)
    if keep.count > maxCount { keep = selectIndices(points, buckets: (maxCount - 2) / 3) }
    return keep.map { points[$0] }
}

/// Indices of the first and last point plus each bucket's minimum, maximum and first gap.
private func selectIndices(_ points: [ChartPoint], buckets: Int) -> [Int] {
    let n = points.count
    var keep: [Int] = [0]
    keep.reserveCapacity(buckets * 3 + 2)
    for b in 0..<buckets {
        let lo = b * n / buckets, hi = (b + 1) * n / buckets
        var minIndex = -1, maxIndex = -1, gapIndex = -1
        var minValue = Double.infinity, maxValue = -Double.infinity
        for i in lo..<hi {
            if let v = points[i].value {
                if v < minValue { minValue = v; minIndex = i }
                if v > maxValue { maxValue = v; maxIndex = i }
            } else if gapIndex < 0 {
                gapIndex = i
            }
        }
        var picked = [minIndex, maxIndex, gapIndex].filter { $0 > 0 && $0 < n - 1 }
        picked.sort()
        for i in picked where i != keep[keep.count - 1] { keep.append(i) }
    }
    if keep[keep.count - 1] != n - 1 { keep.append(n - 1) }
    return keep
}

extension Array where Element == DailyValue {
    /// Chart points for daily values: each day's local midnight (as if UTC) and its value or gap.
    package var chartPoints: [ChartPoint] { map { ChartPoint(time: $0.day.midnightUTC, value: $0.value) } }
}
