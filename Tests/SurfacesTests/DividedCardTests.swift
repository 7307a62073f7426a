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
        let chevron = #"<svg class="chevron" aria-hidden="true" viewBox="0 0 24 24">\#(IconLibrary.builtIn.svgBody(named: "chevron.right") ?? "")</svg>"#
        #expect(out == #"<div class="divided-card"><a class="navigation" href="/a/"><div class="label"><span>A</span></div>"# + chevron
            + #"</a><hr class="divider"><a class="navigation" href="/b/"><div class="label"><span>B</span></div>"# + chevron + "</a></div>")
    }
}

@Suite struct EmptyCardSubviewTests {
    @Test func emptyCardIsNotASubview() {
        #expect(html(DividedCard { Text("a"); DividedCard {}; Text("b") }) == #"<div class="divided-card"><span>a</span><hr class="divider"><span>b</span></div>"#)
        #expect(html(SectionedSurface { Section { DividedCard {} } header: { Text("H") } }) == "")
    }
}
