import Surfaces
import Testing
@testable import Site

/// The concrete row and block views write exactly what the boxed (`AnyView`) versions write.
@Suite struct RowViewTests {
    let rows: [LayoutRow] = [
        .navigation(href: "../a/", title: [.text("A & B")], subtitle: [], nested: []),
        .navigation(href: "../b/", title: [.strong([.text("B")])], subtitle: [.text("sub <title>")], nested: []),
        .navigation(href: "../c/", title: [.text("C")], subtitle: [], nested: [.paragraph([.text("nested")])]),
        .content([.paragraph([.text("one "), .emphasis([.text("paragraph")])])]),
        .content([.paragraph([.text("raw "), .rawHTML("<b>x</b>")])]),
        .content([.paragraph([.text("two")]), .list([])]),
        .content([]),
    ]
    let blocks: [LayoutBlock] = [
        .paragraph([.text("plain"), .softBreak, .code("x < y")]),
        .paragraph([.rawHTML("<i>raw</i>")]),
        .list([]),
        .list([.content([.paragraph([.text("in a list")])])]),
        .heading(level: 3, id: "h", [.text("Heading")]),
        .quote([.paragraph([.text("quoted")])]),
        .code(language: "swift", code: "let x = 1"),
    ]

    func html<V: View>(_ view: V) -> String {
        renderHTMLString(view.buttonStyle(.navigation))
    }

    @Test func rowsRenderLikeBoxedRows() {
        let concrete = html(DividedCard { ForEach(rows.indices, id: \.self) { i in RowView(row: rows[i]) } })
        let boxed = html(DividedCard { ForEach(rows.indices, id: \.self) { i in SectionFactory.row(rows[i]) } })
        #expect(concrete == boxed)
        #expect(concrete.contains("href=\"../b/\""))
    }

    @Test func blocksRenderLikeBoxedBlocks() {
        let concrete = html(RegularCard { VStack(alignment: .leading) {
            ForEach(blocks.indices, id: \.self) { i in BlockView(block: blocks[i]) }
        } })
        let boxed = html(RegularCard { VStack(alignment: .leading) {
            ForEach(blocks.indices, id: \.self) { i in SectionFactory.block(blocks[i]) }
        } })
        #expect(concrete == boxed)
        #expect(concrete.contains("plain"))
    }

    @Test func emptyListBlocksStillCountAsNoSubview() {
        let concrete = html(DividedCard { ForEach(0..<2, id: \.self) { _ in BlockView(block: .list([])) } })
        let boxed = html(DividedCard { ForEach(0..<2, id: \.self) { _ in SectionFactory.block(.list([])) } })
        #expect(concrete == boxed)
    }
}
