/// One change line of a ``MetricCard``: the words, the arrow and the colour (`3 bpm lower than last week`,
/// `About the same as the same week last year` in the neutral colour with a flat mark).
public struct MetricChangeLine: Hashable, Sendable {
    /// The change in words.
    public var text: String
    /// Which way the value moved (the arrow; `flat` for "about the same").
    public var direction: MetricChangeDirection
    /// Whether the change is good (the colour).
    public var assessment: MetricAssessment

    /// Creates a change line.
    public init(text: String, direction: MetricChangeDirection = .flat, assessment: MetricAssessment = .neutral) {
        self.text = text
        self.direction = direction
        self.assessment = assessment
    }
}
