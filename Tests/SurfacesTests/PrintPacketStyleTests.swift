import Testing
@testable import Surfaces

/// The print packet's rules: margin boxes for the running header and page numbers, the cover shown only in
/// print, no controls printed, cards and the chosen range kept whole, external link addresses shown.
@Suite("Print packet styles")
struct PrintPacketStyleTests {
    @Test("@page has the running header from data-print-header and page numbers in margin boxes")
    func marginBoxes() {
        let css = StylesheetRules.print
        #expect(css.contains("@top-left{content:var(--cs-print-header,\"\")"))
        #expect(css.contains("@bottom-right{content:counter(page) \" / \" counter(pages)"))
        #expect(css.contains(":root{--cs-print-header:attr(data-print-header)}"))
        #expect(!css.contains("{size:") && !css.contains(";size:"), "the paper size is the reader's (A4 or Letter)")
    }

    @Test("the cover prints only; controls never print; the chosen range is kept whole")
    func coverAndControls() throws {
        let css = StylesheetRules.print
        #expect(css.hasPrefix(".print-cover{display:none}"))
        let printBlock = try #require(css.range(of: "@media print{").map { String(css[$0.lowerBound...]) })
        #expect(printBlock.contains(".print-cover{display:block;break-after:page"))
        #expect(printBlock.contains(".segment-labels,.segmented-views>.segment-input,.back-row,.chevron,.navigation::after,.metric-card-header::after{display:none!important}"))
        #expect(printBlock.contains(".segment-panel{break-inside:avoid}"))
        #expect(printBlock.contains("a[href^=\"https://\"]::after{content:\" (\" attr(href) \")\""))
        #expect(Stylesheet().css.contains(css), "the print rules are part of the stylesheet")
    }

    @Test("a print packet: each metric part on a new sheet, its link and its rows to other pages not printed")
    func packetParts() throws {
        let css = StylesheetRules.print
        let printBlock = try #require(css.range(of: "@media print{").map { String(css[$0.lowerBound...]) })
        let screen = String(css[..<(css.range(of: "@media print{")?.lowerBound ?? css.endIndex)])
        #expect(!screen.contains(".print-packet-link{display:none}"), "the link shows on screen")
        #expect(printBlock.contains(".print-packet-link{display:none}"))
        #expect(printBlock.contains(".print-packet-part+.print-packet-part{break-before:page"))
        #expect(printBlock.contains(".print-cover+.print-packet-report>main>h1:first-child{display:none}"))
        #expect(printBlock.contains(".print-packet-part .section:has(>.divided-card>a.navigation)"))
        #expect(printBlock.contains(".print-packet-part .metric-table-card{break-inside:avoid}"))
    }
}
