/// One day's three concentric rings in a 100 × 100 box (Move outermost, radius 42; Exercise 30;
/// Stand 18; each 10 wide). A ring's track is always drawn; its fill starts at the top and runs
/// clockwise to the fraction of the goal. Past the goal the ring is full and a second turn runs over
/// it from the top (`ring-lap`, with a darker edge so the overlap shows); the second turn is drawn up
/// to 200 %, beyond which the ring stays doubled (the words carry the number). Without a goal or a
/// value only the track is drawn.
extension ActivityRingChart {
    /// Radius of each ring in the 100 × 100 box, by kind.
    static func radius(_ kind: ActivityRing.Kind) -> Double {
        switch kind {
        case .move: return 42
        case .exercise: return 30
        case .stand: return 18
        }
    }

    /// Writes the rings of `rings` (Move, Exercise, Stand order whatever the input order). `origin`
    /// and `scale` place the 100 × 100 box in the caller's view box (`nil`: the box is the view box).
    static func writeRings(_ rings: [ActivityRing], at origin: (x: Double, y: Double)?, scale: Double,
                           into buffer: inout HTMLBuffer) {
        if let origin {
            buffer.write("<g transform=\"translate(")
            buffer.write(number: origin.x, decimals: 2)
            buffer.write(byte: UInt8(ascii: " "))
            buffer.write(number: origin.y, decimals: 2)
            buffer.write(") scale(")
            buffer.write(number: scale, decimals: 4)
            buffer.write(")\">")
        }
        for kind in ActivityRing.Kind.allCases {
            let ring = rings.first { $0.kind == kind }
            writeRing(kind, fraction: ring?.fraction, into: &buffer)
        }
        if origin != nil { buffer.write("</g>") }
    }

    /// One ring: track, first turn and, past the goal, the second turn.
    static func writeRing(_ kind: ActivityRing.Kind, fraction: Double?, into buffer: inout HTMLBuffer) {
        let r = radius(kind)
        let circumference = 2 * Double.pi * r
        writeCircle("ring-track", kind, r, dash: nil, into: &buffer)
        guard let fraction, fraction.isFinite, fraction > 0 else { return }
        writeCircle("ring-fill", kind, r, dash: fraction >= 1 ? nil : fraction * circumference, into: &buffer)
        guard fraction > 1 else { return }
        let lap = Swift.min(fraction - 1, 1) * circumference
        writeCircle("ring-lap-edge", kind, r, dash: lap, into: &buffer)
        writeCircle("ring-fill ring-lap", kind, r, dash: lap, into: &buffer)
    }

    /// `<circle class="CLASS ring-KIND" cx="50" cy="50" r="R"[ stroke-dasharray="DASH GAP" transform="rotate(-90 50 50)"]/>`
    /// (no `pathLength`, which the HTML checker's SVG schema lacks: the dash is in view-box units).
    private static func writeCircle(_ cls: StaticString, _ kind: ActivityRing.Kind, _ r: Double, dash: Double?,
                                    into buffer: inout HTMLBuffer) {
        buffer.write("<circle class=\"")
        buffer.write(cls)
        buffer.write(" ring-")
        buffer.writeRaw(kind.rawValue)
        buffer.write("\" cx=\"50\" cy=\"50\" r=\"")
        buffer.write(number: r, decimals: 0)
        if let dash {
            buffer.write("\" stroke-dasharray=\"")
            buffer.write(number: dash, decimals: 2)
            buffer.write(byte: UInt8(ascii: " "))
            buffer.write(number: (2 * Double.pi * r).rounded(.up) + 1, decimals: 0)
            buffer.write("\" transform=\"rotate(-90 50 50)")
        }
        buffer.write("\"/>")
    }
}
