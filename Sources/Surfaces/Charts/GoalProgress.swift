/// Progress towards a goal on a card: a ring (Activity-style) or a bar, with the caller's sentence
/// ("8,432 of 10,000 steps") as visible text beside it. The filled part is the tint's text colour
/// (≥ 3:1 on the card in light and dark); the track is a light tint. The ring fills clockwise from the
/// top to the fraction of the goal; exactly the goal closes it; past the goal a second turn runs over it
/// from the top (`goal-lap`, with a darker edge so the overlap shows) up to 200 %, beyond which the ring
/// stays doubled, as the Health app's rings do. The caller's percentage ("84 %", "152 %", written in the
/// page's language) sits in the ring's middle. Reaching the goal marks the view `goal-met`; a missing or
/// negative value fills nothing; a goal that is not a positive number draws the sentence only.
///
/// Markup: `<div class="goal-progress goal-ring|goal-bar[ goal-met]">` holding
/// `<svg class="goal-shape" viewBox="…" role="img">` (track, fill, lap and `text.goal-percent`) and
/// `<p class="goal-progress-label">`.
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
    /// The percentage of the goal written in the ring's middle ("152 %"); `nil`: none.
    public var percentText: String?
    /// Title, summary and id prefix of the shape.
    public var accessibility: ChartAccessibility

    /// Creates a goal progress view.
    public init(_ accessibility: ChartAccessibility, value: Double?, goal: Double, shape: Shape = .ring, label: String,
                percentText: String? = nil) {
        self.accessibility = accessibility
        self.percentText = percentText
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
    var fraction: Double? { reached.map { min($0, 1) } }

    /// The value over the goal, unbounded: 1.52 for 152 % (`nil` when the goal is not a positive finite number;
    /// 0 without a positive value).
    var reached: Double? {
        guard goal.isFinite, goal > 0 else { return nil }
        guard let value, value.isFinite, value > 0 else { return 0 }
        return value / goal
    }

    /// Writes the markup.
    public static func _render(_ view: Self, into context: inout _RenderContext) {
        write(view, card: false, into: &context)
    }

    /// Writes the markup; on a card (`card: true`) the wrapper is `<span class="… card-goal">` and the
    /// label a `<span>`, valid in the card's link whether it sits in flow or phrasing content.
    static func write(_ view: Self, card: Bool, into context: inout _RenderContext) {
        let met = (view.value ?? 0) >= view.goal && view.fraction != nil
        let cls = "goal-progress goal-\(view.shape.rawValue)\(met ? " goal-met" : "")\(card ? " card-goal" : "")\(tintSuffix(context))"
        let wrapped = context.openElement(card ? .span : .div, class: cls)
        context.finishStartTag()
        if let reached = view.reached {
            context.buffer.write("<svg class=\"goal-shape\"")
            switch view.shape {
            case .ring: writeRing(view, reached: reached, into: &context.buffer)
            case .bar: writeBar(view, fraction: min(reached, 1), into: &context.buffer)
            }
            context.buffer.write("</svg>")
        }
        context.buffer.write(card ? "<span class=\"goal-progress-label\">" : "<p class=\"goal-progress-label\">")
        context.buffer.writeEscaped(view.label)
        context.buffer.write(card ? "</span>" : "</p>")
        context.closeElement(card ? .span : .div, wrapped: wrapped)
    }

    /// The ring: track, first turn, the second turn past the goal, and the percentage in the middle.
    static func writeRing(_ view: Self, reached: Double, into buffer: inout HTMLBuffer) {
        buffer.write(" viewBox=\"0 0 100 100\"")
        ChartFrame.writeTitle(view.accessibility, into: &buffer)
        buffer.write("<circle class=\"goal-track\" cx=\"50\" cy=\"50\" r=\"42\"/>")
        if reached >= 1 {
            buffer.write("<circle class=\"goal-fill\" cx=\"50\" cy=\"50\" r=\"42\"/>")
        } else if reached > 0 {
            writeArc("goal-fill", reached, into: &buffer)
        }
        if reached > 1 {
            let lap = min(reached - 1, 1)
            writeArc("goal-lap-edge", lap, into: &buffer)
            writeArc("goal-fill goal-lap", lap, into: &buffer)
        }
        if let percent = view.percentText, !percent.isEmpty {
            buffer.write("<text class=\"goal-percent\" x=\"50\" y=\"50\" text-anchor=\"middle\" dominant-baseline=\"central\">")
            buffer.writeEscaped(percent)
            buffer.write("</text>")
        }
    }

    /// A turn of the ring from the top, clockwise, to `fraction` of the circumference. The dash is in view-box
    /// units (2π·42; no `pathLength`, which the HTML checker's SVG schema lacks); rotated -90° to start at the top.
    static func writeArc(_ cls: StaticString, _ fraction: Double, into buffer: inout HTMLBuffer) {
        buffer.write("<circle class=\"")
        buffer.write(cls)
        buffer.write("\" cx=\"50\" cy=\"50\" r=\"42\" stroke-dasharray=\"")
        buffer.write(number: fraction * ringCircumference, decimals: 2)
        buffer.write(" 264\" transform=\"rotate(-90 50 50)\"/>")
    }

    /// The bar: track and fill, round-capped lines with a non-scaling stroke (the caps stay round however wide).
    static func writeBar(_ view: Self, fraction: Double, into buffer: inout HTMLBuffer) {
        buffer.write(" viewBox=\"0 0 100 8\" preserveAspectRatio=\"none\"")
        ChartFrame.writeTitle(view.accessibility, into: &buffer)
        buffer.write("<line class=\"goal-track\" x1=\"4\" x2=\"96\" y1=\"4\" y2=\"4\"/>")
        if fraction > 0 {
            buffer.write("<line class=\"goal-fill\" x1=\"4\" x2=\"")
            buffer.write(number: 4 + 92 * fraction, decimals: 2)
            buffer.write("\" y1=\"4\" y2=\"4\"/>")
        }
    }
}
