import Testing
@testable import Surfaces

@Suite struct SurfaceTests {
    @Test func verticalSurfaceIsTheMainLandmark() {
        #expect(html(ScrollingSurface { Text("a") }) == #"<main class="scrolling-surface vertical align-leading"><span>a</span></main>"#)
        #expect(html(ScrollingSurface(.vertical(.center), spacing: 20) { Text("a") }) == #"<main class="scrolling-surface vertical align-center gap-20"><span>a</span></main>"#)
    }

    @Test func nestedVerticalSurfaceIsADiv() {
        let out = html(ScrollingSurface { ScrollingSurface { Text("a") } })
        #expect(out == #"<main class="scrolling-surface vertical align-leading"><div class="scrolling-surface vertical align-leading"><span>a</span></div></main>"#)
    }

    @Test func horizontalSurfaceIsKeyboardScrollableAndNamed() {
        let out = html(ScrollingSurface(.horizontal(.top), spacing: 12, label: "Highlights") { Text("a"); Text("b") })
        #expect(out == #"<div class="scrolling-surface horizontal align-top gap-12" tabindex="0" role="region" aria-label="Highlights"><span>a</span><span>b</span></div>"#)
        let viaModifier = html(ScrollingSurface(.horizontal(.center)) { Text("a") }.accessibilityLabel("Cards"))
        #expect(viaModifier == #"<div class="scrolling-surface horizontal align-center" aria-label="Cards" tabindex="0" role="region"><span>a</span></div>"#)
    }

    @Test func horizontalAndVerticalDiffer() {
        #expect(html(ScrollingSurface(.horizontal(.top)) { Text("a") }) != html(ScrollingSurface(.vertical(.leading)) { Text("a") }))
    }

    @Test func stylesheetSnapsAndLazilyLaysOutStripChildren() {
        let css = Stylesheet().css
        #expect(css.contains("scroll-snap-type:x mandatory"))
        #expect(css.contains("scroll-snap-align:start"))
        #expect(css.contains("content-visibility:auto"))
        #expect(css.contains("contain-intrinsic-size"))
    }

    @Test func cardsAndHeaders() {
        #expect(html(RegularCard { Text("r") }) == #"<div class="regular-card"><span>r</span></div>"#)
        #expect(html(HeroCard { Text("h") }.tint(.pink)) == #"<div class="hero-card tint-pink"><span>h</span></div>"#)
        #expect(html(RegularCard { Text("r") }.padding()) == #"<div class="p-16"><div class="regular-card"><span>r</span></div></div>"#)
        let header = html(SectionHeader(.vertical, title: Text("Vitals"), systemImage: "heart.fill").tint(.red))
        #expect(header.hasPrefix(#"<div class="section-header vertical tint-red"><svg class="icon" aria-hidden="true" viewBox="0 0 24 24">"#))
        #expect(header.hasSuffix("</svg><h2>Vitals</h2></div>"))
    }

    @Test func stacksSpacersAndDividers() {
        #expect(html(HStack { Text("a"); Spacer(); Divider() }) == #"<div class="hstack align-center"><span>a</span><div class="spacer"></div><hr class="divider"></div>"#)
        #expect(html(Heading(level: 2) { Divider() }) == #"<h2><span class="divider" role="separator"></span></h2>"#)
    }
}
