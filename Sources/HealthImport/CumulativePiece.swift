/// A sample of a cumulative quantity, or the part of one that falls inside one local day.
///
/// 32 bytes, so a day's worth of samples is small and spilled runs (see ``PieceSpool``) are
/// written and read back as raw memory.
struct CumulativePiece {
    /// Which metric file and local day: `kind slot << 32 | (day + 2³¹)`, so sorting by it sorts
    /// by file, then day.
    var group: Int64
    /// Start, UTC seconds since the epoch.
    var start: Int64
    /// Length in seconds (0 for an instantaneous sample; at most one day).
    var duration: Int32
    /// The source index (see ``SourceTable``).
    var source: Int32
    /// The quantity in the file's unit, pro rata for a part of a sample.
    var value: Double

    /// End, UTC seconds.
    var end: Int64 { start + Int64(duration) }

    /// The group of a kind slot and a local day.
    static func group(slot: Int, day: Int) -> Int64 { Int64(slot) << 32 | (Int64(day) + 2_147_483_648) }

    /// The local day of a group.
    static func day(ofGroup group: Int64) -> Int { Int(group & 0xFFFF_FFFF) - 2_147_483_648 }

    /// The kind slot of a group.
    static func slot(ofGroup group: Int64) -> Int { Int(group >> 32) }

    /// The longest sample split into days; longer ones are skipped as unusable.
    static let longestSample = 7 * 86_400

    /// Splits a sample at the local midnights of its start's offset, each part getting the share of
    /// `value` its length has of the whole; calls `body` with each part, earliest first.
    ///
    /// Splitting first is exact for the priority merge: the uncovered share of a part is the uncovered
    /// share of the sample inside that part. `start`/`end` must satisfy `start <= end` and
    /// `end - start <= longestSample`.
    static func split(slot: Int, start: HealthTime, end: HealthTime, value: Double, source: Int,
                      _ body: (CumulativePiece) throws -> Void) rethrows {
        let from = start.instant, to = end.instant
        var day = start.day.daysSinceEpoch
        var cursor = from
        let total = Double(to - from)
        while true {
            let midnight = (day + 1) * 86_400 - start.offset
            let partEnd = min(midnight, to)
            let share = total > 0 ? value * Double(partEnd - cursor) / total : value
            try body(CumulativePiece(group: group(slot: slot, day: day), start: Int64(cursor),
                                 duration: Int32(partEnd - cursor), source: Int32(source), value: share))
            if partEnd >= to { return }
            cursor = partEnd
            day += 1
        }
    }
}
