import Testing
@testable import Surfaces

@Suite struct EnvironmentTests {
    @Test func tintFlowsDownToNestedHeaders() {
        let out = html(VStack {
            VStack {
                SectionHeader(.horizontal, title: "Heart")
            }
        }.tint(.red))
        #expect(out == #"<div class="vstack align-center"><div class="vstack align-center"><div class="section-header horizontal tint-red"><h2>Heart</h2></div></div></div>"#)
    }

    @Test func nearestTintWins() {
        let out = html(VStack {
            SectionHeader(.horizontal, title: "Outer")
            SectionHeader(.vertical, title: "Inner").tint(.orange)
            TintedCard { Text("card") }
        }.tint(.red))
        #expect(out == #"<div class="vstack align-center"><div class="section-header horizontal tint-red"><h2>Outer</h2></div><div class="section-header vertical tint-orange"><h2>Inner</h2></div><div class="tinted-card tint-red"><span>card</span></div></div>"#)
    }

    @Test func noTintMeansNoTintClass() {
        #expect(html(SectionHeader(.horizontal, title: "Plain")) == #"<div class="section-header horizontal"><h2>Plain</h2></div>"#)
    }

    @Test func buttonStyleFlowsDownAndNearestWins() {
        let out = html(VStack {
            NavigationLink("Row", destination: "/row/")
            NavigationLink("Inline", destination: "/inline/").buttonStyle(.plain)
        }.buttonStyle(.navigation))
        #expect(out.contains(#"<a class="navigation" href="/row/"><div class="label"><span>Row</span></div></a>"#))
        #expect(out.contains(#"<a class="link" href="/inline/"><span>Inline</span></a>"#))
        #expect(occurrences(of: "chevron", in: out) == 0, "the stylesheet draws the built-in chevron")
    }

    @Test func environmentStartsFromTheCallersValues() {
        let out = html(TintedCard { Text("x") }, environment: EnvironmentValues(tint: .green))
        #expect(out == #"<div class="tinted-card tint-green"><span>x</span></div>"#)
    }

    @Test func customButtonStyleUsesMakeBody() {
        struct PillStyle: ButtonStyle {
            var className: String { "pill" }
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(.horizontal, 12).background(.blue, in: Capsule())
            }
        }
        let out = html(NavigationLink("Go", destination: "/go/").buttonStyle(PillStyle()))
        #expect(out == #"<a class="pill" href="/go/"><span class="bg-blue capsule px-12">Go</span></a>"#)
    }
}
