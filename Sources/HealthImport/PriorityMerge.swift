/// Apple Health's rule for adding up a cumulative quantity recorded by several sources.
///
/// Samples count in source priority order (see ``SourcePriority``). A stretch of time already
/// covered by a sample of a higher-priority source is not counted again from a lower one: a
/// lower-priority sample counts the share of its value that its uncovered time has of its length
/// (pro rata by duration). So the Watch's samples count whole, and the time the Watch did not record
/// (on its charger, left at home) is filled from the iPhone, then from other apps. Samples of one
/// source never hide each other. An instantaneous sample (start = end) counts whole unless a
/// higher-priority sample's time covers its moment or a higher-priority instantaneous sample has
/// the same moment (two devices logging the same second are one reading).
enum PriorityMerge {
    /// What one local day adds up to.
    struct Day {
        /// The day's total.
        var total: Double
        /// What each contributing source added (more than 0), first to count first.
        var sources: [(source: Int, amount: Double)]
    }

    /// Merges the samples of one file and one local day. `ranks[source]` is the source's priority
    /// (0 counts first). Sorts `pieces`; the result depends only on the samples, not their order.
    static func merge(_ pieces: inout [CumulativePiece], ranks: [Int]) -> Day {
        pieces.sort { a, b in
            let ra = ranks[Int(a.source)], rb = ranks[Int(b.source)]
            if ra != rb { return ra < rb }
            if a.start != b.start { return a.start < b.start }
            if a.duration != b.duration { return a.duration < b.duration }
            return a.value < b.value
        }
        var covered: [(start: Int64, end: Int64)] = [] // disjoint, ascending: time of higher-priority sources
        var moments: [Int64] = [] // ascending: instantaneous samples of higher-priority sources
        var total = CompensatedSum()
        var sources: [(source: Int, amount: Double)] = []
        var i = 0
        while i < pieces.count {
            let source = pieces[i].source
            var amount = CompensatedSum()
            var j = i
            while j < pieces.count, pieces[j].source == source {
                let p = pieces[j]
                if p.duration == 0, contains(moments, p.start) {
                    j += 1
                    continue
                }
                amount.add(p.value * uncoveredShare(p, covered))
                j += 1
            }
            covered = union(covered, pieces[i..<j])
            let own = pieces[i..<j].filter { $0.duration == 0 }.map(\.start)
            if !own.isEmpty { moments = (moments + own).sorted() }
            total.add(amount.value)
            if amount.value > 0 { sources.append((Int(source), amount.value)) }
            i = j
        }
        return Day(total: total.value, sources: sources)
    }

    /// Whether the ascending `moments` hold `t`.
    static func contains(_ moments: [Int64], _ t: Int64) -> Bool {
        var lo = 0, hi = moments.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if moments[mid] < t { lo = mid + 1 } else { hi = mid }
        }
        return lo < moments.count && moments[lo] == t
    }

    /// The share (0…1) of a sample's time not in `covered`; for an instantaneous sample 1 or 0.
    static func uncoveredShare(_ p: CumulativePiece, _ covered: [(start: Int64, end: Int64)]) -> Double {
        let s = p.start, e = p.end
        // The first covered interval ending after `s`.
        var lo = 0, hi = covered.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if covered[mid].end <= s { lo = mid + 1 } else { hi = mid }
        }
        if p.duration == 0 { return lo < covered.count && covered[lo].start <= s ? 0 : 1 }
        var hidden: Int64 = 0
        var k = lo
        while k < covered.count, covered[k].start < e {
            hidden += min(e, covered[k].end) - max(s, covered[k].start)
            k += 1
        }
        return Double(Int64(p.duration) - hidden) / Double(p.duration)
    }

    /// `covered` joined with the time of `pieces` (sorted by start), still disjoint and ascending.
    static func union(_ covered: [(start: Int64, end: Int64)], _ pieces: ArraySlice<CumulativePiece>)
        -> [(start: Int64, end: Int64)] {
        var out: [(start: Int64, end: Int64)] = []
        out.reserveCapacity(covered.count + pieces.count)
        var a = covered.startIndex, b = pieces.startIndex
        func push(_ s: Int64, _ e: Int64) {
            guard e > s else { return }
            if let last = out.last, s <= last.end {
                out[out.count - 1].end = max(last.end, e)
            } else {
                out.append((s, e))
            }
        }
        while a < covered.count || b < pieces.endIndex {
            if b == pieces.endIndex || (a < covered.count && covered[a].start <= pieces[b].start) {
                push(covered[a].start, covered[a].end)
                a += 1
            } else {
                push(pieces[b].start, pieces[b].end)
                b += 1
            }
        }
        return out
    }
}

/// A Neumaier-compensated sum: adding a day's thousand samples loses no digit that a 6-decimal
/// file keeps, and the same samples in the same order give the same bits.
struct CompensatedSum {
    private var sum = 0.0
    private var compensation = 0.0

    /// Adds `x`.
    mutating func add(_ x: Double) {
        let t = sum + x
        if sum.magnitude >= x.magnitude { compensation += (sum - t) + x } else { compensation += (x - t) + sum }
        sum = t
    }

    /// The sum.
    var value: Double { sum + compensation }
}
