import Testing
@testable import Surfaces

@Suite struct DividedCardTests {
    @Test func threeRowsGetTwoDividers() {
        let out = html(DividedCard {
            Text("a")
            Text("b")
            Text("c")
        })
        #expect(out == #"<div class="divided-card"><span>a</span><hr class="divider"><span>b</span><hr class="divider"><span>c</span></div>"#)
    }

    @Test(arguments: [1, 2, 5, 20])
    func nRowsGetNMinusOneDividers(n: Int) {
        let out = html(DividedCard {
            ForEach(0..<n) { i in Text("row \(i)") }
        })
        #expect(occurrences(of: "<hr class=\"divider\">", in: out) == n - 1)
        #expect(occurrences(of: "<span>row ", in: out) == n)
        #expect(!out.hasSuffix("<hr class=\"divider\"></div>"))
    }

    @Test func emptyCardRendersNothing() {
        #expect(html(DividedCard {}) == "")
        #expect(html(DividedCard { ForEach(0..<0) { i in Text("\(i)") } }) == "")
        let show = false
        #expect(html(DividedCard { if show { Text("hidden") } }) == "")
        #expect(html(DividedCard { EmptyView(); EmptyView() }) == "")
    }

    @Test func emptyCardDropsItsModifiersToo() {
        #expect(html(DividedCard {}.padding().tint(.red)) == "")
    }

    @Test func outerPaddingWrapsTheCardButShadowMerges() {
        #expect(html(DividedCard { Text("a") }.padding(.horizontal)) == #"<div class="px-16"><div class="divided-card"><span>a</span></div></div>"#)
        #expect(html(DividedCard { Text("a") }.shadow(radius: 6)) == #"<div class="divided-card shadow-md"><span>a</span></div>"#)
    }

    @Test func navigationRowsAreLinksWithChevrons() {
        let out = html(DividedCard {
            NavigationLink(destination: "/a/") { Text("A") }
            NavigationLink(destination: "/b/") { Text("B") }
        }.buttonStyle(.navigation))
        // The built-in chevron comes from the stylesheet, not from each row.
        #expect(out == #"<div class="divided-card"><a class="navigation" href="/a/"><div class="label"><span>A</span></div>"#
            + #"</a><hr class="divider"><a class="navigation" href="/b/"><div class="label"><span>B</span></div></a></div>"#)
        let css = Stylesheet().css
        #expect(css.contains(".navigation::after,.metric-card-header::after{content:\"\";"))
        // The built-in `chevron.right` (`m9 4.5 7.5 7.5L9 19.5`), percent-encoded in a data URL.
        #expect(css.contains("url(\"data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22"))
        #expect(css.contains("m9%204.5%207.5%207.5L9%2019.5"))
        #expect(css.contains(".navigation:has(>.chevron)::after,.metric-card-header:has(>.chevron)::after{content:none}"))
        #expect(css.contains("@media (forced-colors:active){.navigation::after,.metric-card-header::after{forced-color-adjust:none;background:CanvasText}}"))
    }

    @Test func anotherLibrarysChevronIsDrawnInTheRow() {
        let drawing = #"<path d="M9 5l7 7-7 7"/>"#
        let icons = IconLibrary(icons: ["chevron.right": drawing])
        let out = html(DividedCard { NavigationLink(destination: "/a/") { Text("A") } }.buttonStyle(.navigation),
                       environment: EnvironmentValues(iconLibrary: icons))
        #expect(out == #"<div class="divided-card"><a class="navigation" href="/a/"><div class="label"><span>A</span></div>"#
            + #"<svg class="chevron" aria-hidden="true" viewBox="0 0 24 24">\#(drawing)</svg></a></div>"#)
        var writer = MarkupWriter(icons: icons)
        writer.openNavigationRow(destination: "/b/")
        writer.closeNavigationRow()
        #expect(writer.buffer.string.hasSuffix(#"</div></div><svg class="chevron" aria-hidden="true" viewBox="0 0 24 24">\#(drawing)</svg></a>"#))
    }
}

@Suite struct EmptyCardSubviewTests {
    @Test func emptyCardIsNotASubview() {
        #expect(html(DividedCard { Text("a"); DividedCard {}; Text("b") }) == #"<div class="divided-card"><span>a</span><hr class="divider"><span>b</span></div>"#)
        #expect(html(SectionedSurface { Section { DividedCard {} } header: { Text("H") } }) == "")
    }
}
