/// Progress towards a goal on a card: a ring (Activity-style) or a bar, with the caller's sentence
/// ("8,432 of 10,000 steps") as visible text beside it. The filled part is the tint's text colour
/// (≥ 3:1 on the card in light and dark); the track is a light tint. More than the goal fills the
/// shape and marks it `goal-met`; a missing or negative value fills nothing; a goal that is not a
/// positive number draws the sentence only.
///
/// Markup: `<div class="goal-progress goal-ring|goal-bar[ goal-met]">` holding
/// `<svg class="goal-shape" viewBox="…" role="img">` (track and fill) and `<p class="goal-progress-label">`.
public struct GoalProgress: View {
    /// The drawn shape.
    public enum Shape: String, Hashable, Sendable {
        /// A ring filled clockwise from the top.
        case ring
        /// A horizontal bar filled from the leading edge.
        case bar
    }

    /// The value reached so far.
    public var value: Double?
    /// The goal.
    public var goal: Double
    /// Ring or bar.
    public var shape: Shape
    /// The visible sentence, e.g. "8,432 of 10,000 steps".
    public var label: String
    /// Title, summary and id prefix of the shape.
    public var accessibility: ChartAccessibility

    /// Creates a goal progress view.
    public init(_ accessibility: ChartAccessibility, value: Double?, goal: Double, shape: Shape = .ring, label: String) {
        self.accessibility = accessibility
        self.value = value
        self.goal = goal
        self.shape = shape
        self.label = label
    }

    /// Primitive.
    public typealias Body = Never

    /// The ring's circumference in view-box units (radius 42).
    static let ringCircumference = 2 * Double.pi * 42

    /// The filled fraction, 0…1 (`nil` when the goal is not a positive finite number).
    var fraction: Double? {
        guard goal.isFinite, goal > 0 else { return nil }
        guard let value, value.isFinite, value > 0 else { return 0 }
        return min(value / goal, 1)
    }

    /// Writes the markup.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        write(view, card: false, into: &context)
    }

    /// Writes the markup; on a card (`card: true`) the wrapper is `<span class="… card-goal">` and the
    /// label a `<span>`, valid in the card's link whether it sits in flow or phrasing content.
    static func write(_ view: Self, card: Bool, into context: inout _RenderContext) {
        let fraction = view.fraction
        let met = (view.value ?? 0) >= view.goal && fraction != nil
        let cls = "goal-progress goal-\(view.shape.rawValue)\(met ? " goal-met" : "")\(card ? " card-goal" : "")\(tintSuffix(context))"
        let wrapped = context.openElement(card ? .span : .div, class: cls)
        context.finishStartTag()
        if let fraction {
            context.buffer.write("<svg class=\"goal-shape\"")
            switch view.shape {
            case .ring:
                context.buffer.write(" viewBox=\"0 0 100 100\"")
                ChartFrame.writeTitle(view.accessibility, into: &context.buffer)
                context.buffer.write("<circle class=\"goal-track\" cx=\"50\" cy=\"50\" r=\"42\"/>")
                if fraction > 0 {
                    // The dash is the fraction of the circumference (2π·42; no `pathLength`, which the
                    // HTML checker's SVG schema lacks); the ring starts at the top (rotated -90°).
                    context.buffer.write("<circle class=\"goal-fill\" cx=\"50\" cy=\"50\" r=\"42\" stroke-dasharray=\"")
                    context.buffer.write(number: fraction * ringCircumference, decimals: 2)
                    context.buffer.write(" 264\" transform=\"rotate(-90 50 50)\"/>")
                }
            case .bar:
                context.buffer.write(" viewBox=\"0 0 100 8\" preserveAspectRatio=\"none\"")
                ChartFrame.writeTitle(view.accessibility, into: &context.buffer)
                // Round-capped lines with a non-scaling stroke: the caps stay round however wide the bar is.
                context.buffer.write("<line class=\"goal-track\" x1=\"4\" x2=\"96\" y1=\"4\" y2=\"4\"/>")
                if fraction > 0 {
                    context.buffer.write("<line class=\"goal-fill\" x1=\"4\" x2=\"")
                    context.buffer.write(number: 4 + 92 * fraction, decimals: 2)
                    context.buffer.write("\" y1=\"4\" y2=\"4\"/>")
                }
            }
            context.buffer.write("</svg>")
        }
        context.buffer.write(card ? "<span class=\"goal-progress-label\">" : "<p class=\"goal-progress-label\">")
        context.buffer.writeEscaped(view.label)
        context.buffer.write(card ? "</span>" : "</p>")
        context.closeElement(card ? .span : .div, wrapped: wrapped)
    }
}
