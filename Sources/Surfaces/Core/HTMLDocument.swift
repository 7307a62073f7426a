/// A complete HTML5 page around a view: `<!DOCTYPE html>`, `<html lang>`, a `<head>` with the character
/// set, the viewport, the title and the stylesheet, and the view as the `<body>` — so a page written in Swift
/// needs no hand-written markup.
///
/// ```swift
/// let page = HTMLDocument(title: "Activity", language: "en") { SummaryView(workouts: workouts) }
/// try page.string.write(toFile: "index.html", atomically: true, encoding: .utf8)
/// ```
///
/// The title and language are escaped like every other text; the view is rendered as by ``renderHTML(_:environment:)``.
public struct HTMLDocument<Body: View> {
    /// Where the page's CSS comes from.
    public enum StylesheetPlacement: Sendable, Equatable {
        /// ``Stylesheet/css`` in a `<style>` element (one self-contained file).
        case inline
        /// A `<link rel="stylesheet">` to `href`: write ``Stylesheet/css`` there. This is what works under a
        /// strict Content Security Policy.
        case linked(href: String)
    }

    /// The `<title>`.
    public var title: String
    /// The `lang` of `<html>` (a BCP 47 tag such as `en` or `zh-Hans`).
    public var language: String
    /// Where the CSS comes from.
    public var stylesheet: StylesheetPlacement
    /// The environment the view is rendered in (tint, button style, icons).
    public var environment: EnvironmentValues
    /// The page's content.
    public var body: Body

    /// A page titled `title` in `language` whose body is the view `body` builds.
    public init(title: String, language: String = "en", stylesheet: StylesheetPlacement = .inline,
                environment: EnvironmentValues = .init(), @ViewBuilder body: () -> Body) {
        self.title = title
        self.language = language
        self.stylesheet = stylesheet
        self.environment = environment
        self.body = body()
    }

    /// The page as UTF-8 bytes.
    public func render() -> [UInt8] {
        var buffer = HTMLBuffer(capacity: 64 * 1024)
        buffer.write("<!DOCTYPE html>\n<html")
        buffer.writeAttribute("lang", language)
        buffer.write("><head><meta charset=\"utf-8\">")
        buffer.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        buffer.write("<title>")
        buffer.writeEscaped(title)
        buffer.write("</title>")
        switch stylesheet {
        case .linked(let href):
            buffer.write("<link rel=\"stylesheet\"")
            buffer.writeAttribute("href", href)
            buffer.write(">")
        case .inline:
            buffer.write("<style>")
            buffer.writeRaw(Stylesheet().css)
            buffer.write("</style>")
        }
        buffer.write("</head><body>")
        _ = Surfaces.render(body, into: &buffer, environment: environment)
        buffer.write("</body></html>\n")
        return buffer.bytes
    }

    /// The page as a string.
    public var string: String { String(decoding: render(), as: UTF8.self) }
}
