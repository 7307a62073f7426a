import Foundation

extension RouteDrawing {
    /// The splits' SVG: a row per split with its number, a bar as long as its pace is slow (the slowest fills the
    /// row) and the pace (`5:32 /km`); `nil` without splits. `label` is its accessible name (every pace in words).
    static func splits(_ splits: RouteSplits, label: String, unitName: String) -> String? {
        guard !splits.splits.isEmpty else { return nil }
        let row = 24.0, top = 24.0, left = 44.0, right = 76.0
        let h = top + row * Double(splits.splits.count) + 6
        let paces = splits.splits.map { $0.metres > 0 ? $0.seconds / $0.metres : 0 }
        let slowest = max(paces.max() ?? 0, .leastNonzeroMagnitude)
        var out = header(width: width, height: h, label: label)
        out += text(8, 14, unitName, anchor: "start") + text(width - 8, 14, "/" + unitName, anchor: "end")
        for (i, split) in splits.splits.enumerated() {
            let y = top + row * Double(i)
            let length = max(2, (width - left - right) * paces[i] / slowest)
            out += text(8, y + 15, splits.label(split), anchor: "start")
            out += "<rect x=\"\(number(left))\" y=\"\(number(y + 5))\" width=\"\(number(length))\" height=\"14\" rx=\"3\" "
                + "fill=\"\(routeColour)\"/>\n"
            out += text(width - 8, y + 15, splits.pace(split), anchor: "end")
        }
        return out + "</svg>\n"
    }
}
