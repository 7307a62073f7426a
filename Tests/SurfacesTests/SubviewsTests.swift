import Testing
@testable import Surfaces

/// The seed's DividedCard, written against the public API almost verbatim.
struct SeedDividedCard<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        Group(subviews: content) { subviews in
            if !subviews.isEmpty {
                VStack(alignment: .leading) {
                    ForEach(subviews) { subview in
                        subview

                        if subviews.last?.id != subview.id {
                            Divider()
                                .padding(.vertical, 8)
                        }
                    }
                }
                .padding()
                .frame(maxWidth: .infinity, alignment: .topLeading)
                .background(
                    .regularMaterial,
                    in: RoundedRectangle(cornerRadius: 32)
                )
            }
        }
    }
}

@Suite struct SubviewsTests {
    @Test func flattensTuplesForEachAndConditionals() {
        let show = true
        let hide = false
        var ids: [String] = []
        var count = 0
        _ = Group(subviews: Group {
            Text("a")
            ForEach(["x", "y"], id: \.self) { s in Text(s) }
            if show { Text("shown") } else { Text("other") }
            if hide { Text("hidden") }
            EmptyView()
            Group { Text("t1"); Text("t2") }
        }) { subviews in
            let _ = { count = subviews.count; ids = subviews.map { $0.id.description } }()
            EmptyView()
        }
        #expect(count == 6)
        #expect(ids == ["0", "1/e:x", "1/e:y", "2/b0", "5/0", "5/1"])
    }

    @Test func subviewsRenderInOrder() {
        let out = html(Group(subviews: Group { Text("a"); ForEach(0..<2) { i in Text("\(i)") } }) { subviews in
            ForEach(subviews) { s in s.padding(4) }
        })
        #expect(out == #"<span class="p-4">a</span><span class="p-4">0</span><span class="p-4">1</span>"#)
    }

    @Test func idsAreStableAcrossEvaluations() {
        func ids() -> [SubviewID] {
            var out: [SubviewID] = []
            _ = Group(subviews: ForEach(["run", "walk"], id: \.self) { Text($0) }) { subviews in
                let _ = { out = subviews.map(\.id) }()
                EmptyView()
            }
            return out
        }
        #expect(ids() == ids())
        #expect(Set(ids()).count == 2)
    }

    @Test func seedDividedCardPutsDividersBetweenRowsOnly() {
        // The stack has no box styling of its own, so padding, frame and background merge onto it.
        let out = html(SeedDividedCard { Text("a"); Text("b"); Text("c") })
        #expect(out == #"<div class="vstack align-leading bg-regular-material rounded-32 frame-fill align-top-leading p-16"><span>a</span><hr class="divider py-8"><span>b</span><hr class="divider py-8"><span>c</span></div>"#)
        #expect(html(SeedDividedCard { EmptyView() }) == "")
    }

    @Test func customViewBodiesAreFlattened() {
        struct TwoRows: View {
            var body: some View { Text("1"); Text("2") }
        }
        #expect(html(DividedCard { TwoRows(); Text("3") }) == #"<div class="divided-card"><span>1</span><hr class="divider"><span>2</span><hr class="divider"><span>3</span></div>"#)
    }

    @Test func anyViewIsTransparent() {
        let rows: [AnyView] = [AnyView(Text("a")), AnyView(EmptyView()), AnyView(Group { Text("b"); Text("c") })]
        let out = html(DividedCard { ForEach(Array(rows.enumerated()), id: \.offset) { $0.element } })
        #expect(occurrences(of: "<hr class=\"divider\">", in: out) == 2)
    }

    @Test func builderSupportsSwitchAndLoops() {
        enum Kind { case a, b, c }
        func view(_ k: Kind) -> some View {
            VStack {
                switch k {
                case .a: Text("A")
                case .b: Text("B")
                case .c: EmptyView()
                }
                for i in 0..<2 { Text("\(i)") }
            }
        }
        #expect(html(view(.b)) == #"<div class="vstack align-center"><span>B</span><span>0</span><span>1</span></div>"#)
        #expect(html(view(.c)) == #"<div class="vstack align-center"><span>0</span><span>1</span></div>"#)
    }
}

@Suite struct ViewListTests {
    @Test func runTimeListsFlattenIntoCards() {
        let rows = [AnyView(Text("a")), AnyView(EmptyView()), AnyView(Group { Text("b"); Text("c") })]
        #expect(html(DividedCard { ViewList(rows) }) == #"<div class="divided-card"><span>a</span><hr class="divider"><span>b</span><hr class="divider"><span>c</span></div>"#)
        #expect(html(DividedCard { ViewList([]) }) == "")
        #expect(html(ViewList(rows).padding(4)) == #"<span class="p-4">a</span><span class="p-4">b</span><span class="p-4">c</span>"#)
    }
}
