/// The de-duplication rule for workouts: the same session recorded twice (an Apple Watch and
/// an app such as Strava that also writes to Health) becomes one row and one page.
///
/// Two workouts are the same session when they have the same activity type and their time
/// ranges overlap by more than half of the shorter one. The one kept is the one whose source
/// name contains "Watch"; otherwise the one with more of distance, energy and heart rate
/// recorded; otherwise the alphabetically first source.
enum WorkoutDeduplication {
    /// `workouts` without duplicates, in start order.
    static func unique(_ workouts: [HealthWorkout]) -> [HealthWorkout] {
        let sorted = workouts.sorted { ($0.start, $0.slug, $0.source) < ($1.start, $1.slug, $1.source) }
        var kept: [HealthWorkout] = []
        for w in sorted {
            // Only recent kept workouts can overlap: scan back while they could still reach `w`.
            var duplicateOf: Int?
            var i = kept.count - 1
            while i >= 0, kept[i].start.instant > w.start.instant - 86_400 {
                if kept[i].activity == w.activity, sameSession(kept[i], w) {
                    duplicateOf = i
                    break
                }
                i -= 1
            }
            if let d = duplicateOf {
                if preferred(w, over: kept[d]) { kept[d] = w }
            } else {
                kept.append(w)
            }
        }
        return kept
    }

    static func sameSession(_ a: HealthWorkout, _ b: HealthWorkout) -> Bool {
        let overlap = min(a.end.instant, b.end.instant) - max(a.start.instant, b.start.instant)
        let shorter = min(a.end.instant - a.start.instant, b.end.instant - b.start.instant)
        return overlap > 0 && overlap * 2 > shorter
    }

    static func preferred(_ a: HealthWorkout, over b: HealthWorkout) -> Bool {
        let aw = a.source.contains("Watch"), bw = b.source.contains("Watch")
        if aw != bw { return aw }
        let af = fields(a), bf = fields(b)
        if af != bf { return af > bf }
        return a.source < b.source
    }

    private static func fields(_ w: HealthWorkout) -> Int {
        (w.distanceKm != nil ? 1 : 0) + (w.energyKcal != nil ? 1 : 0) + (w.averageHeartRate != nil ? 1 : 0)
    }
}
