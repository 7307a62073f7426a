import Testing
@testable import Surfaces

/// The goal ring with its percentage: under, exactly at and over the goal (a second turn over the first, as
/// the Health app's rings), and without a goal.
@Suite struct GoalRingTests {
    static func ring(_ value: Double?, goal: Double, percent: String?) -> String {
        html(GoalProgress(ChartSamples.a11y("g"), value: value, goal: goal, label: "label", percentText: percent).tint(.orange))
    }

    @Test("under the goal: one arc to the fraction, the percentage in the middle, not met")
    func under() throws {
        let out = Self.ring(8_432, goal: 10_000, percent: "84%")
        #expect(out.contains("<circle class=\"goal-fill\" cx=\"50\" cy=\"50\" r=\"42\" stroke-dasharray=\"222.52 264\""))
        #expect(!out.contains("goal-lap") && !out.contains("goal-met"))
        #expect(out.contains("<text class=\"goal-percent\" x=\"50\" y=\"50\" text-anchor=\"middle\" dominant-baseline=\"central\">84%</text>"))
        try ChartGolden.check(out, "goal-ring-under.html")
    }

    @Test("exactly the goal: a closed circle (no dash, so the round caps do not overlap), met, no second turn")
    func exactly() throws {
        let out = Self.ring(10_000, goal: 10_000, percent: "100%")
        #expect(out.contains("<circle class=\"goal-fill\" cx=\"50\" cy=\"50\" r=\"42\"/>") && out.contains("goal-met"))
        #expect(!out.contains("goal-lap") && !out.contains("stroke-dasharray"))
        try ChartGolden.check(out, "goal-ring-exact.html")
    }

    @Test("over the goal: full, then a second turn with a darker edge to the excess; past 200 % the ring stays doubled")
    func over() throws {
        let out = Self.ring(15_200, goal: 10_000, percent: "152%")
        // 52 % of 2π·42 = 137.22
        #expect(out.contains("<circle class=\"goal-lap-edge\" cx=\"50\" cy=\"50\" r=\"42\" stroke-dasharray=\"137.22 264\""))
        #expect(out.contains("<circle class=\"goal-fill goal-lap\" cx=\"50\" cy=\"50\" r=\"42\" stroke-dasharray=\"137.22 264\""))
        #expect(out.contains(">152%</text>") && out.contains("goal-met"))
        try ChartGolden.check(out, "goal-ring-over.html")
        let triple = Self.ring(31_000, goal: 10_000, percent: "310%")
        #expect(triple.contains("stroke-dasharray=\"263.89 264\"") && triple.contains(">310%</text>"))
    }

    @Test("without a goal: the sentence only; without a value: the track and 0 %")
    func noGoal() throws {
        let out = Self.ring(8_000, goal: .nan, percent: nil)
        #expect(!out.contains("<svg") && out.contains(">label</p>"))
        try ChartGolden.check(out, "goal-ring-no-goal.html")
        let zero = Self.ring(nil, goal: 10, percent: "0%")
        #expect(zero.contains("goal-track") && !zero.contains("goal-fill") && zero.contains(">0%</text>"))
        let evil = Self.ring(1, goal: 2, percent: "<b>")
        #expect(evil.contains("&lt;b&gt;") && !evil.contains("<b>"))
    }
}
