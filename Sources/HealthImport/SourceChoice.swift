/// The de-duplication rule for the kinds that are not added up by time (heart rate, HRV, body mass,
/// sleep, …; the cumulative kinds follow ``PriorityMerge``).
///
/// Two devices measuring the same thing would be averaged or mixed together. So for each of these
/// metric files and each day (each night for sleep), the importer keeps the samples of ONE source: the source with the most
/// samples that day. A tie goes to the source whose name contains "Watch", then to the
/// alphabetically first source name. Other sources' samples for that day are dropped.
enum SourceChoice {
    /// The winning source among `(source index, sample count)` candidates; `names` maps indices to names.
    static func best(_ candidates: [(source: Int, count: Int)], names: [String]) -> Int? {
        var winner: (source: Int, count: Int)?
        for c in candidates {
            guard let w = winner else { winner = c; continue }
            if beats(c, w, names: names) { winner = c }
        }
        return winner?.source
    }

    private static func beats(_ a: (source: Int, count: Int), _ b: (source: Int, count: Int), names: [String]) -> Bool {
        if a.count != b.count { return a.count > b.count }
        let aw = names[a.source].contains("Watch"), bw = names[b.source].contains("Watch")
        if aw != bw { return aw }
        return names[a.source] < names[b.source]
    }
}

/// Source names seen in the export, interned to small integers, with the kind of device each is.
struct SourceTable {
    /// Names by index.
    private(set) var names: [String] = []
    /// Device kinds by index (see ``SourcePriority/DeviceKind``).
    private(set) var devices: [SourcePriority.DeviceKind] = []
    /// Device models by index, from the `device` attribute's `model:` field (empty: none seen).
    private(set) var models: [String] = []
    private var indices: [String: Int] = [:]

    /// What the files say for each source (by index): its device model or app (see ``SourceLabel``).
    var labels: [String] {
        names.indices.map { SourceLabel.label(name: names[$0], kind: devices[$0], model: models[$0]) }
    }

    /// The index of `name`, adding it on first sight; `device` is the record's `device` attribute
    /// (`<<HKDevice: …>, name:Apple Watch, …, model:Watch, …>`), read until the source's kind is known.
    mutating func index(of name: String, device: String = "") -> Int {
        if let i = indices[name] {
            if devices[i] == .other, !device.isEmpty {
                devices[i] = SourcePriority.DeviceKind(name: name, device: device)
                if models[i].isEmpty { models[i] = SourceLabel.model(inDevice: device) }
            }
            return i
        }
        names.append(name)
        devices.append(SourcePriority.DeviceKind(name: name, device: device))
        models.append(SourceLabel.model(inDevice: device))
        indices[name] = names.count - 1
        return names.count - 1
    }
}
