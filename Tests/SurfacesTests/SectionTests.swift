import Testing
@testable import Surfaces

@Suite struct SectionTests {
    @Test func emptySectionsVanishWithTheirHeaderAndFooter() {
        let empty: [String] = []
        let out = html(SectionedSurface {
            Section {
                Text("kept")
            } header: {
                SectionHeader(.horizontal, title: "Kept")
            }
            Section {
                if !empty.isEmpty {
                    DividedCard { ForEach(empty, id: \.self) { Text($0) } }
                }
            } header: {
                SectionHeader(.horizontal, title: "Gone")
            } footer: {
                Text("gone footer")
            }
        })
        #expect(out == #"<div class="sectioned-surface"><section class="section"><div class="section-header horizontal"><h2>Kept</h2></div><span>kept</span></section></div>"#)
        #expect(!out.contains("Gone"))
    }

    @Test func allEmptyRendersNothing() {
        let out = html(SectionedSurface {
            Section { EmptyView() } header: { Text("A") }
            Section { ForEach(0..<0) { Text("\($0)") } } header: { Text("B") }
        })
        #expect(out == "")
    }

    @Test func footerIsWrappedOnlyWhenPresent() {
        #expect(html(Section { Text("c") } header: { Text("h") } footer: { Text("f") })
            == #"<section class="section"><span>h</span><span>c</span><footer class="section-footer"><span>f</span></footer></section>"#)
        #expect(html(Section { Text("c") }) == #"<section class="section"><span>c</span></section>"#)
    }

    @Test func forEachSectionsHandsOverHeaderContentFooter() {
        var seen: [(Int, Int, Int, Bool)] = []
        _ = ForEach(sections: Group {
            Section { Text("1"); Text("2") } header: { Text("h1") }
            Section { EmptyView() } header: { Text("h2") } footer: { Text("f2") }
        }) { section in
            let _ = { seen.append((section.header.count, section.content.count, section.footer.count, section.content.isEmpty)) }()
            EmptyView()
        }
        // ForEach evaluates its content lazily: render to run it.
        let view = ForEach(sections: Group {
            Section { Text("1"); Text("2") } header: { Text("h1") }
            Section { EmptyView() } header: { Text("h2") } footer: { Text("f2") }
            Text("loose")
        }) { section in
            if !section.content.isEmpty {
                Text("[\(section.header.count)|\(section.content.count)|\(section.footer.count)]")
            }
        }
        #expect(html(view) == "<span>[1|2|0]</span><span>[0|1|0]</span>")
        #expect(seen.isEmpty)
    }

    @Test func seedSectionedSurfaceCanBeWrittenWithForEachSections() {
        struct SeedSectionedSurface<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                ForEach(sections: content) { section in
                    if !section.content.isEmpty {
                        section.header.padding(.top)
                        section.content
                        section.footer
                    }
                }
            }
        }
        let out = html(SeedSectionedSurface {
            Section { Text("x") } header: { Text("H") }
            Section { EmptyView() } header: { Text("Hidden") }
        })
        #expect(out == #"<span class="pt-16">H</span><span>x</span>"#)
    }
}
