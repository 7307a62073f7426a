import Testing
@testable import Surfaces

/// The seed's custom modifier, written as in the article.
struct GardenCard: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(14)
            .background(.white)
            .cornerRadius(14)
            .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
    }
}

extension View {
    func gardenCard() -> some View { modifier(GardenCard()) }
}

@Suite struct ModifierTests {
    @Test func paddingThenBackgroundPutsGreenBehindThePadding() {
        // Seed: Text("A").padding().background(.green) — the green covers text and padding.
        #expect(html(Text("A").padding().background(.green)) == #"<span class="bg-green p-16">A</span>"#)
    }

    @Test func backgroundThenPaddingPutsPaddingOutsideTheGreen() {
        // Seed: Text("B").background(.green).padding() — the padding is outside the green.
        #expect(html(Text("B").background(.green).padding()) == #"<div class="p-16"><span class="bg-green">B</span></div>"#)
    }

    @Test func theTwoOrdersNestDifferently() {
        #expect(html(Text("X").padding().background(.green)) != html(Text("X").background(.green).padding()))
    }

    @Test func paddingEdgesAndScale() {
        #expect(html(Text("a").padding(.vertical, 8)) == #"<span class="py-8">a</span>"#)
        #expect(html(Text("a").padding(.top)) == #"<span class="pt-16">a</span>"#)
        #expect(html(Text("a").padding([.top, .leading], 13)) == #"<span class="pt-12 ps-12">a</span>"#)
        #expect(html(Text("a").padding(.horizontal, 30)) == #"<span class="px-32">a</span>"#)
        #expect(html(Text("a").padding(-5)) == #"<span class="p-0">a</span>"#)
    }

    @Test func shapesColoursAndText() {
        #expect(html(Text("a").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 32))) == #"<span class="bg-regular-material rounded-32">a</span>"#)
        #expect(html(Text("a").background(.blue, in: Capsule())) == #"<span class="bg-blue capsule">a</span>"#)
        #expect(html(Text("a").foregroundStyle(.secondary).font(.title.bold())) == #"<span class="font-title font-bold fg-secondary">a</span>"#)
        #expect(html(Text("a").opacity(0.7)) == #"<span class="opacity-70">a</span>"#)
        #expect(html(Text("a").opacity(1)) == "<span>a</span>")
        #expect(html(Text("a").clipShape(Circle())) == #"<span class="clip circle">a</span>"#)
        #expect(html(Text("a").contentShape(.rect)) == #"<span class="hit-rect">a</span>"#)
        #expect(html(Text("a").frame(maxWidth: .infinity, alignment: .topLeading)) == #"<span class="frame-fill align-top-leading">a</span>"#)
    }

    @Test func customViewModifierLikeTheSeedsGardenCard() {
        let out = html(Text("Basil").gardenCard())
        // 14 snaps to 12 (ties go to the smaller step). Shadow (outer) and clip merge; the background
        // sits inside the clip; the padding inside the background: one element, in onion order.
        #expect(out == #"<span class="shadow-md clip rounded-12 bg-white p-12">Basil</span>"#)
    }

    @Test func customModifierAppliesToEveryRowOfAForEach() {
        struct Plant { let name: String }
        let plants = [Plant(name: "Basil"), Plant(name: "Mint")]
        let out = html(VStack(spacing: 12) {
            ForEach(plants, id: \.name) { p in Text(p.name).gardenCard() }
        })
        #expect(out == #"<div class="vstack align-center gap-12"><span class="shadow-md clip rounded-12 bg-white p-12">Basil</span><span class="shadow-md clip rounded-12 bg-white p-12">Mint</span></div>"#)
    }

    @Test func idAndAccessibilityLabelAreEscapedAttributes() {
        #expect(html(Text("a").id("x\"y")) == #"<span id="x&quot;y">a</span>"#)
        #expect(html(VStack { Text("a") }.accessibilityLabel("<b>")) == #"<div class="vstack align-center" aria-label="&lt;b&gt;"><span>a</span></div>"#)
    }
}

@Suite struct SiblingTests {
    @Test func modifiersOnAGroupApplyToEachChildButTheIDOnlyToTheFirst() {
        let out = html(Group { Text("a"); Text("b") }.padding(4).id("x"))
        #expect(out == #"<span class="p-4" id="x">a</span><span class="p-4">b</span>"#)
        let loop = html(ForEach(0..<3) { Text("\($0)") }.id("y"))
        #expect(occurrences(of: "id=\"y\"", in: loop) == 1)
    }
}

@Suite struct PaddingMergeTests {
    @Test func disjointPaddingsShareAnElementOverlappingOnesNest() {
        #expect(html(Text("a").padding(.horizontal, 12).padding(.vertical, 4)) == #"<span class="py-4 px-12">a</span>"#)
        #expect(html(Text("a").padding(.top).padding(.top)) == #"<div class="pt-16"><span class="pt-16">a</span></div>"#)
        #expect(html(Text("a").padding().padding(.leading)) == #"<div class="ps-16"><span class="p-16">a</span></div>"#)
    }
}
