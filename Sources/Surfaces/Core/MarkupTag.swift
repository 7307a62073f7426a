/// A tag the library writes, with its start-tag prefix and end tag as literals
/// (one buffer write each).
@usableFromInline
struct MarkupTag: Sendable {
    @usableFromInline let open: StaticString
    @usableFromInline let close: StaticString

    @inlinable init(open: StaticString, close: StaticString) {
        self.open = open
        self.close = close
    }
    @usableFromInline static let a = MarkupTag(open: "<a", close: "</a>")
    @usableFromInline static let div = MarkupTag(open: "<div", close: "</div>")
    @usableFromInline static let span = MarkupTag(open: "<span", close: "</span>")
    @usableFromInline static let p = MarkupTag(open: "<p", close: "</p>")
    @usableFromInline static let pre = MarkupTag(open: "<pre", close: "</pre>")
    @usableFromInline static let section = MarkupTag(open: "<section", close: "</section>")
    @usableFromInline static let main = MarkupTag(open: "<main", close: "</main>")
    @usableFromInline static let svg = MarkupTag(open: "<svg", close: "</svg>")
    @usableFromInline static let img = MarkupTag(open: "<img", close: "</img>")
    @usableFromInline static let hr = MarkupTag(open: "<hr", close: "</hr>")
    @usableFromInline static let h1 = MarkupTag(open: "<h1", close: "</h1>")
    @usableFromInline static let h2 = MarkupTag(open: "<h2", close: "</h2>")
    @usableFromInline static let h3 = MarkupTag(open: "<h3", close: "</h3>")
    @usableFromInline static let h4 = MarkupTag(open: "<h4", close: "</h4>")
    @usableFromInline static let h5 = MarkupTag(open: "<h5", close: "</h5>")
    @usableFromInline static let h6 = MarkupTag(open: "<h6", close: "</h6>")
}
