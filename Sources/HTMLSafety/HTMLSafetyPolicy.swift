/// The allow-lists behind ``HTMLSafetyChecker``: which elements and attributes a published page may use.
///
/// Everything not listed is refused. The lists cover what Cardstock writes itself (templates, Surfaces
/// views and charts, Markdown output) and ordinary prose and documentation markup.
package enum HTMLSafetyPolicy {
    /// HTML elements (lowercased).
    package static let htmlElements: Set<String> = [
        "html", "head", "body", "title", "meta", "link",
        "main", "header", "footer", "nav", "section", "article", "aside", "address", "hgroup",
        "h1", "h2", "h3", "h4", "h5", "h6", "p", "div", "span", "br", "wbr", "hr", "pre", "blockquote",
        "a", "em", "strong", "b", "i", "u", "s", "small", "mark", "q", "cite", "dfn", "abbr", "time", "code",
        "kbd", "samp", "var", "sub", "sup", "del", "ins", "bdi", "bdo", "ruby", "rt", "rp",
        "ol", "ul", "li", "dl", "dt", "dd", "figure", "figcaption", "img", "picture", "source",
        "table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td",
        "details", "summary", "input", "label", "svg",
    ]

    /// SVG elements (lowercased, as the tokenizer reads them): the drawing subset.
    package static let svgElements: Set<String> = [
        "svg", "g", "path", "line", "polyline", "polygon", "rect", "circle", "ellipse", "text", "tspan",
        "title", "desc", "defs", "lineargradient", "radialgradient", "stop", "clippath", "pattern", "use", "a",
        "symbol",
    ]

    /// Attributes every HTML element may have (plus `aria-*` and `data-*`).
    package static let globalAttributes: Set<String> = [
        "class", "id", "lang", "dir", "title", "role", "tabindex", "hidden", "translate",
    ]

    /// Attributes particular HTML elements may have, besides the global ones.
    package static let htmlAttributes: [String: Set<String>] = [
        "html": ["xmlns"],
        "meta": ["charset", "name", "content", "property", "http-equiv", "itemprop"],
        "link": ["rel", "href", "type", "media", "sizes", "as", "hreflang"],
        "a": ["href", "rel", "hreflang", "type", "target", "name"],
        "img": ["src", "srcset", "alt", "width", "height", "loading", "decoding", "sizes"],
        "source": ["srcset", "type", "media", "sizes", "width", "height"],
        "blockquote": ["cite"], "q": ["cite"], "del": ["cite", "datetime"], "ins": ["cite", "datetime"],
        "time": ["datetime"], "ol": ["start", "reversed", "type"], "li": ["value"], "details": ["open"],
        "th": ["colspan", "rowspan", "scope", "headers", "abbr"], "td": ["colspan", "rowspan", "headers"],
        "col": ["span"], "colgroup": ["span"], "input": ["type", "checked", "disabled", "name"], "label": ["for"],
    ]

    /// Attributes SVG elements may have: geometry, presentation and references.
    package static let svgAttributes: Set<String> = [
        "class", "id", "lang", "role", "tabindex", "focusable", "xmlns", "xmlns:xlink",
        "viewbox", "preserveaspectratio", "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r",
        "rx", "ry", "dx", "dy", "fx", "fy", "d", "points", "pathlength", "offset", "transform",
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-dasharray", "stroke-dashoffset",
        "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "opacity", "clip-path",
        "clip-rule", "clippathunits", "stop-color", "stop-opacity", "gradientunits", "gradienttransform",
        "spreadmethod", "patternunits", "patterncontentunits", "patterntransform", "text-anchor",
        "dominant-baseline", "alignment-baseline", "baseline-shift", "font-size", "font-weight", "font-family",
        "font-style", "letter-spacing", "textlength", "lengthadjust", "vector-effect", "shape-rendering",
        "visibility", "display", "color", "href", "xlink:href", "xlink:title", "target",
    ]

    /// Attributes whose value is a URL (or, for `srcset`, a list of them).
    package static let urlAttributes: Set<String> = ["href", "src", "srcset", "cite", "poster", "xlink:href"]

    /// Attributes whose value is checked as well as their name (see `HTMLSafetyChecker.valueRefusal`).
    static let checkedValues: Set<String> = ["xmlns", "xmlns:xlink", "charset", "http-equiv", "content", "rel", "type"]

    /// `rel` keywords a `<link>` may use.
    package static let linkRelations: Set<String> = [
        "stylesheet", "icon", "shortcut", "apple-touch-icon", "mask-icon", "canonical", "alternate", "manifest",
        "preload", "license", "author", "next", "prev", "me", "help", "preconnect", "dns-prefetch",
    ]

    /// The namespace each `xmlns` attribute must name.
    package static let namespaces: [String: String] = [
        "html": "http://www.w3.org/1999/xhtml", "svg": "http://www.w3.org/2000/svg",
        "xlink": "http://www.w3.org/1999/xlink",
    ]

    /// Whether `name` is an `aria-*` or `data-*` attribute.
    package static func isAriaOrData(_ name: String) -> Bool {
        (name.hasPrefix("aria-") || name.hasPrefix("data-")) && name.utf8.count > 5
    }

    /// Whether `name` is an event handler attribute (`onclick`, `onerror`, `onload` …).
    package static func isHandler(_ name: String) -> Bool { name.utf8.count > 2 && name.hasPrefix("on") }

    /// Why an element that is not allowed is refused, with the fix.
    static func elementRefusal(_ name: String, namespace: HTMLTreeReader.Namespace) -> String {
        let element = "<\(name)>"
        switch name {
        case "script":
            return "\(element) runs JavaScript, which this site does not allow; remove it or set `allow_javascript: true`"
        case "style":
            return "\(element) is inline CSS, which pages served with `Content-Security-Policy: default-src 'self'` "
                + "ignore; move the rules to the site stylesheet"
        case "iframe", "frame", "frameset", "object", "embed", "applet", "portal", "fencedframe":
            return "\(element) embeds another document; link to it with <a href> instead"
        case "form", "button", "select", "textarea", "option", "optgroup", "datalist", "fieldset", "output":
            return "\(element) is a form control, which a static page cannot use safely; remove it"
        case "base":
            return "\(element) changes where every relative link of the page points; remove it"
        case "math":
            return "\(element) (MathML) is not checked by Cardstock; use an image or SVG for formulas"
        case "foreignobject":
            return "\(element) puts HTML inside SVG, which Cardstock cannot check; draw with SVG elements only"
        case "animate", "set", "animatemotion", "animatetransform", "discard":
            return "SVG animation \(element) can rewrite links to `javascript:`; remove it"
        case "template", "noscript", "xmp", "noembed", "noframes", "plaintext", "listing":
            return "\(element) changes how browsers read the markup around it; remove it"
        default:
            let list = namespace == .html ? "HTML" : "SVG"
            return "\(element) is not on the allowed \(list) element list; use an allowed element or remove it"
        }
    }
}
