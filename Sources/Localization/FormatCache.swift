import Synchronization

/// ICU's text for values that repeat from page to page (days, whole hours, minutes), remembered per language
/// and shared by the build's threads. Holds at most ``limit`` entries per kind (a day range of a few
/// thousand days fits); past that, values are formatted again each time.
final class FormatCache: Sendable {
    /// What a remembered value is.
    enum Kind: Int, CaseIterable {
        case shortDay, longDay, weekdayDay, hours, minutes, clockTime
    }

    /// The most entries of one kind.
    static let limit = 20_000

    private let tables = Mutex<[[Int: String]]>(Array(repeating: [:], count: Kind.allCases.count))

    /// The text for `key` of `kind`, made by `make` the first time.
    func value(_ kind: Kind, _ key: Int, _ make: () -> String) -> String {
        if let found = tables.withLock({ $0[kind.rawValue][key] }) { return found }
        let made = make()
        tables.withLock { tables in
            if tables[kind.rawValue].count < FormatCache.limit { tables[kind.rawValue][key] = made }
        }
        return made
    }
}
