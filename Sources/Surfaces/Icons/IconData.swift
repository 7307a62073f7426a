/// The built-in icon drawings (inner SVG markup for a 24×24 viewBox).
enum IconData {
    /// Name → markup.
    static let all: [String: String] = [
        "chevron.right": "<path d=\"M9 4.5 16.5 12 9 19.5\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2.6\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
        "heart.fill": "<path d=\"M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3.1 1.7-2 3.2-3.1 5.3-3.1 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z\" fill=\"currentColor\"/>",
    ]
}
