/// A tag the library writes, with its start-tag prefix and end tag as literals
/// (one buffer write each).
@usableFromInline
struct HTMLTag: Sendable {
    @usableFromInline let open: StaticString
    @usableFromInline let close: StaticString

    @inlinable init(open: StaticString, close: StaticString) {
        self.open = open
        self.close = close
    }
    @usableFromInline static let a = HTMLTag(open: "<a", close: "</a>")
    @usableFromInline static let div = HTMLTag(open: "<div", close: "</div>")
    @usableFromInline static let span = HTMLTag(open: "<span", close: "</span>")
    @usableFromInline static let p = HTMLTag(open: "<p", close: "</p>")
    @usableFromInline static let pre = HTMLTag(open: "<pre", close: "</pre>")
    @usableFromInline static let section = HTMLTag(open: "<section", close: "</section>")
    @usableFromInline static let main = HTMLTag(open: "<main", close: "</main>")
    @usableFromInline static let svg = HTMLTag(open: "<svg", close: "</svg>")
    @usableFromInline static let img = HTMLTag(open: "<img", close: "</img>")
    @usableFromInline static let hr = HTMLTag(open: "<hr", close: "</hr>")
    @usableFromInline static let h1 = HTMLTag(open: "<h1", close: "</h1>")
    @usableFromInline static let h2 = HTMLTag(open: "<h2", close: "</h2>")
    @usableFromInline static let h3 = HTMLTag(open: "<h3", close: "</h3>")
    @usableFromInline static let h4 = HTMLTag(open: "<h4", close: "</h4>")
    @usableFromInline static let h5 = HTMLTag(open: "<h5", close: "</h5>")
    @usableFromInline static let h6 = HTMLTag(open: "<h6", close: "</h6>")
}
