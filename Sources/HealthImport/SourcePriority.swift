/// The order in which sources count for the cumulative quantities (steps, distance, active and
/// resting energy, flights), as the Health app's "Data Sources & Access" list orders them.
///
/// By default: every Apple Watch first, then every iPhone, then every other app or device; within
/// each group, by name. A user's list (`--source-order`) puts the sources it names first, in its
/// order; the sources it does not name follow in the default order.
struct SourcePriority {
    /// What recorded a source's samples.
    enum DeviceKind: Int, Comparable {
        case watch = 0, phone = 1, other = 2

        /// From the record's `device` attribute (`model:Watch`, `model:iPhone`), else from the source
        /// name (`…Apple Watch`, `…iPhone`).
        init(name: String, device: String) {
            if device.contains("model:Watch") { self = .watch; return }
            if device.contains("model:iPhone") { self = .phone; return }
            if name.contains("Watch") { self = .watch; return }
            if name.contains("iPhone") { self = .phone; return }
            self = .other
        }

        static func < (a: DeviceKind, b: DeviceKind) -> Bool { a.rawValue < b.rawValue }
    }

    /// `ranks[source]`: 0 for the source that counts first.
    let ranks: [Int]
    /// Source indices, first to count first.
    let order: [Int]

    /// The priority of the sources in `table`, with `preferred` names first.
    init(_ table: SourceTable, preferred: [String]) {
        let names = table.names
        var position: [String: Int] = [:]
        for (i, name) in preferred.enumerated() where position[name] == nil { position[name] = i }
        let order = names.indices.sorted { a, b in
            let pa = position[names[a]] ?? Int.max, pb = position[names[b]] ?? Int.max
            if pa != pb { return pa < pb }
            let da = table.devices[a], db = table.devices[b]
            if da != db { return da < db }
            return names[a] < names[b]
        }
        var ranks = [Int](repeating: 0, count: names.count)
        for (rank, source) in order.enumerated() { ranks[source] = rank }
        self.ranks = ranks
        self.order = order
    }
}
