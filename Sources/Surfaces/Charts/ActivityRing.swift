/// One of the three Activity rings of a day (Move, Exercise, Stand): its value, its goal and the
/// words that say them ("Move 420 of 500 kcal"), written by the site layer in the page's language.
public struct ActivityRing: Hashable, Sendable {
    /// Which ring: outermost Move, then Exercise, then Stand, in Apple's colours.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Active energy against the move goal (red).
        case move
        /// Exercise minutes against the exercise goal (green).
        case exercise
        /// Stand hours against the stand goal (cyan).
        case stand
    }

    /// Which ring.
    public var kind: Kind
    /// The day's value; `nil` or not finite: no data.
    public var value: Double?
    /// The day's goal; `nil`, not finite or not positive: no goal (the ring is an empty track).
    public var goal: Double?
    /// The ring in words, e.g. "Move 420 of 500 kcal" or "Stand 9 h, no goal".
    public var text: String

    /// Creates a ring.
    public init(_ kind: Kind, value: Double?, goal: Double?, text: String) {
        self.kind = kind
        self.value = value
        self.goal = goal
        self.text = text
    }

    /// How far the ring is closed: 1 is the goal, 1.5 a ring and a half; `nil` without a positive goal
    /// or a value. Negative values count as 0.
    public var fraction: Double? {
        guard let goal, goal.isFinite, goal > 0, let value, value.isFinite else { return nil }
        return Swift.max(value, 0) / goal
    }

    /// Whether the ring has a value.
    var hasValue: Bool { value.map(\.isFinite) ?? false }
}

/// One day of a page's ring chart: its day number (days since 1970-01-01), the label under its rings
/// (a weekday initial in a week, the day of the month in a calendar) and its three rings.
public struct ActivityRingDay: Hashable, Sendable {
    /// Days since 1970-01-01 (negative before).
    public var day: Int
    /// The label drawn with the rings.
    public var label: String
    /// Move, Exercise and Stand (any order; drawn outermost first by kind).
    public var rings: [ActivityRing]

    /// Creates a day.
    public init(day: Int, label: String, rings: [ActivityRing]) {
        self.day = day
        self.label = label
        self.rings = rings
    }

    /// Whether any ring has a value.
    var hasValue: Bool { rings.contains(where: \.hasValue) }
}
