/// What the importer writes for a source instead of its name: the device model ("Apple Watch", "iPhone"), or
/// the app's name, never the owner's name that the phone puts in device names ("Alice’s Apple Watch").
///
/// In order: the kind of device (Watch, iPhone; see ``SourcePriority/DeviceKind``); else the `model:` field of
/// the record's `device=` attribute; else a known device word in the name; else the name without a possessive
/// owner ("Alice’s Oura" → "Oura"), which for third-party apps is the app's name ("Strava"). Nothing else of the
/// `device=` attribute (serial numbers, UDIs, hardware) is ever kept.
enum SourceLabel {
    /// Device words looked for in a source name, in this order.
    static let deviceWords = ["Apple Watch", "iPhone", "iPad", "iPod", "AirPods"]

    /// The label of a source named `name`, of `kind`, whose `device=` attribute gave `model` (empty: none).
    static func label(name: String, kind: SourcePriority.DeviceKind, model: String) -> String {
        switch kind {
        case .watch: return "Apple Watch"
        case .phone: return "iPhone"
        case .other: break
        }
        if !model.isEmpty { return model }
        for word in deviceWords where name.contains(word) { return word }
        return withoutOwner(name)
    }

    /// The `model:` field of a `device=` attribute (`<<HKDevice: 0x…>, name:…, model:iPad, hardware:…>`),
    /// `Watch` read as `Apple Watch`; empty when there is none. Values may hold commas (`hardware:Watch6,1`),
    /// so a field ends at `, ` or `>`.
    static func model(inDevice device: String) -> String {
        guard let start = device.range(of: "model:") else { return "" }
        var value = Substring(device[start.upperBound...])
        if let end = value.range(of: ", ") { value = value[..<end.lowerBound] }
        if let end = value.firstIndex(of: ">") { value = value[..<end] }
        let model = value.trimmingCharactersInSpaces()
        return model == "Watch" ? "Apple Watch" : model
    }

    /// `Oura` for `Alice’s Oura` or `Alice's Oura`; the name itself without a possessive.
    static func withoutOwner(_ name: String) -> String {
        for mark in ["’s ", "'s "] {
            if let range = name.range(of: mark) {
                let rest = name[range.upperBound...].trimmingCharactersInSpaces()
                if !rest.isEmpty { return rest }
            }
        }
        return name
    }
}
