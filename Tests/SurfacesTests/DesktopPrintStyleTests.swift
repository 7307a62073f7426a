import Testing
@testable import Surfaces

/// The desktop and print rules only apply inside their media queries (the phone layout is unchanged),
/// and a dark-mode device prints light pages (the dark tokens are for screens only).
@Suite("Desktop and print styles")
struct DesktopPrintStyleTests {
    /// The top-level blocks of a stylesheet fragment (brace depth 0 → 0).
    static func topLevelBlocks(_ css: String) -> [String] {
        var blocks: [String] = [], current = "", depth = 0
        for ch in css {
            if ch == "\n" && depth == 0 { continue }
            current.append(ch)
            if ch == "{" { depth += 1 }
            if ch == "}" {
                depth -= 1
                if depth == 0 { blocks.append(current); current = "" }
            }
        }
        #expect(depth == 0 && current.isEmpty, "unbalanced braces or trailing text: \(current)")
        return blocks
    }

    @Test("every desktop and print rule sits in a width or print media query")
    func onlyInsideMediaQueries() {
        let blocks = Self.topLevelBlocks(StylesheetRules.desktopAndPrint)
        #expect(blocks.count == 3)
        for block in blocks {
            #expect(block.hasPrefix("@media (min-width:768px){") || block.hasPrefix("@media (min-width:1100px){") || block.hasPrefix("@media print{"),
                    "rule outside a media query: \(block.prefix(60))")
        }
        #expect(Stylesheet().css.hasSuffix(StylesheetRules.desktopAndPrint), "desktop and print rules come last so they win")
    }

    @Test("desktop: two columns from 768 px, three from 1100 px, strips grow instead of scrolling")
    func desktopGrid() {
        let css = StylesheetRules.desktopAndPrint
        #expect(css.contains(".sectioned-surface>.section{display:grid;grid-template-columns:repeat(2,minmax(0,1fr))"))
        #expect(css.contains(".sectioned-surface>.section{grid-template-columns:repeat(3,minmax(0,1fr))}"))
        #expect(css.contains(".sectioned-surface>.section>.metric-card{grid-column:auto}"))
        #expect(css.contains(".scrolling-surface.horizontal>*{flex:1 0 15rem}"))
    }

    @Test("print: light card, label and every palette colour whatever the scheme; dividers are borders; code wraps")
    func printIsLight() throws {
        let css = StylesheetRules.desktopAndPrint
        let start = try #require(css.range(of: "@media print{"))
        let print = String(css[start.lowerBound...])
        #expect(print.contains(":root{color-scheme:light;--cs-bg:#FFFFFF}"))
        // The dark tokens apply on screens only, so print keeps the light ones of `:root`.
        let tokens = StylesheetRules.tokens
        let dark = try #require(tokens.range(of: "@media screen and (prefers-color-scheme:dark){:root{"))
        let light = String(tokens[..<dark.lowerBound])
        #expect(!tokens.contains("@media (prefers-color-scheme") && !tokens.contains("@media print"))
        #expect(light.contains("--cs-card:#FFFFFF") && light.contains("--cs-label:#000000"))
        for (name, lightColour, lightText, darkColour, darkText) in StylesheetRules.palette {
            #expect(light.contains("--cs-\(name):\(lightColour);--cs-\(name)-text:\(lightText);"))
            #expect(tokens[dark.upperBound...].contains("--cs-\(name):\(darkColour);--cs-\(name)-text:\(darkText);"))
        }
        #expect(print.contains(".divider{height:0;background:none;border-top:1px solid #c6c6c8}"))
        #expect(print.contains("white-space:pre-wrap") && print.contains("caption{break-after:avoid}"))
    }
}
