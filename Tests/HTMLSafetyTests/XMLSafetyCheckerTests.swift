import Testing
import HTMLSafety

@Suite struct XMLSafetyCheckerTests {
    func problems(_ text: String, as kind: XMLSafetyChecker.Kind, allowJavaScript: Bool = false) -> [String] {
        XMLSafetyChecker(allowJavaScript: allowJavaScript).problems(in: Array(text.utf8), as: kind).map {
            "\($0.line): \($0.message)"
        }
    }

    static let svgHead = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n"

    @Test func drawingSVGPasses() {
        let svg = XMLSafetyCheckerTests.svgHead + "<title>t</title><g fill=\"red\"><path d=\"M0 0\"/></g>"
            + "<use xlink:href=\"#a\"/><a href=\"https://example.com/\"><text>x</text></a></svg>"
        #expect(problems(svg, as: .svg) == [])
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "<script> in an SVG file"),
        ("<rect onload=\"alert(1)\"/>", "`onload` on <rect>"),
        ("<foreignObject><p xmlns=\"http://www.w3.org/1999/xhtml\">x</p></foreignObject>", "<foreignObject>"),
        ("<animate attributeName=\"href\" to=\"javascript:alert(1)\"/>", "<animate>"),
        ("<set attributeName=\"href\" to=\"javascript:alert(1)\"/>", "<set>"),
        ("<a xlink:href=\"javascript:alert(1)\"><text>x</text></a>", "`javascript:` scheme"),
        ("<a href=\"&#106;avascript:alert(1)\"><text>x</text></a>", "`javascript:` scheme"),
        ("<html:script xmlns:html=\"http://www.w3.org/1999/xhtml\">alert(1)</html:script>", "XHTML or MathML element"),
    ])
    func unsafeSVGIsRefusedOnItsLine(_ body: String, _ says: String) {
        let svg = XMLSafetyCheckerTests.svgHead + body + "\n</svg>"
        let found = problems(svg, as: .svg)
        #expect(found.contains { $0.hasPrefix("3: ") && $0.contains(says) }, "\(found)")
    }

    @Test func scriptInSVGIsAllowedWithJavaScript() {
        let svg = XMLSafetyCheckerTests.svgHead + "<script>go()</script><rect onclick=\"go()\"/></svg>"
        #expect(problems(svg, as: .svg, allowJavaScript: true) == [])
    }

    @Test func xmlWithXHTMLOrSVGOrStylesheetIsRefused() {
        let script = "<?xml version=\"1.0\"?>\n<root>\n<x:script xmlns:x=\"http://www.w3.org/1999/xhtml\">alert(1)</x:script></root>"
        #expect(problems(script, as: .xml).first?.hasPrefix("3: <x:script> is an XHTML, SVG or MathML element") == true)
        let svg = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        #expect(problems(svg, as: .xml).count == 1)
        let xslt = "<?xml version=\"1.0\"?>\n<?xml-stylesheet type=\"text/xsl\" href=\"x.xsl\"?>\n<root/>"
        #expect(problems(xslt, as: .xml).first?.contains("xml-stylesheet") == true)
        let feed = "<?xml version=\"1.0\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title></feed>"
        #expect(problems(feed, as: .xml) == [])
    }

    @Test func entitiesAndBrokenXMLAreRefused() {
        let entity = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY x \"&#60;script&#62;\">]>\n<svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>"
        #expect(problems(entity, as: .svg).first?.hasPrefix("3: the file's DTD declares entity") == true)
        #expect(problems("<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>", as: .svg).first?.contains("not well-formed") == true)
    }

    @Test func xhtmlElementsAndHandlersAnywhereInXMLAreRefusedWhateverThePrefix() {
        let xhtml = "http://www.w3.org/1999/xhtml"
        let prefixedRoot = "<h:html xmlns:h=\"\(xhtml)\"><h:body>\n<h:script>alert(1)</h:script></h:body></h:html>"
        #expect(problems(prefixedRoot, as: .xml).first == "1: <h:html> is an XHTML, SVG or MathML element, which "
                + "browsers render (and run scripts in) when the XML file is opened; remove it or publish the file as .svg/.html")
        #expect(problems(prefixedRoot, as: .xml).count == 3)
        let deep = "<r><a><b>\n<x:img xmlns:x=\"\(xhtml)\" src=\"x\" onerror=\"alert(1)\"/></b></a></r>"
        #expect(problems(deep, as: .xml) == [
            "2: <x:img> is an XHTML, SVG or MathML element, which browsers render (and run scripts in) when the XML "
                + "file is opened; remove it or publish the file as .svg/.html",
            "2: `onerror` on <x:img> is an event handler, which runs JavaScript; remove it or set `allow_javascript: true`",
        ])
        let handler = "<r>\n<item ONLOAD=\"x()\" p:onclick=\"y()\" xmlns:p=\"urn:p\"/></r>"
        #expect(problems(handler, as: .xml).map { String($0.prefix(22)) } == ["2: `ONLOAD` on <item> ", "2: `p:onclick` on <ite"])
        #expect(problems(handler, as: .xml, allowJavaScript: true) == [])
    }

    @Test func leadingWhitespaceAndByteOrderMarkAreRead() {
        let page = "<h:html xmlns:h=\"http://www.w3.org/1999/xhtml\"/>"
        #expect(problems("\u{FEFF}\n\t  " + page, as: .xml).count == 1)
        #expect(problems(String(repeating: " ", count: 10_000) + page, as: .xml).count == 1)
    }

    @Test func encodingsOtherThanUTF8AreRefused() {
        let wide: [UInt8] = [0xFE, 0xFF] + Array("<r/>".utf8).flatMap { [0, $0] as [UInt8] }
        #expect(XMLSafetyChecker().report(for: wide, as: .xml).problems.first?.message.contains("not UTF-8") == true)
        let declared = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<r>+ADw-x+AD4-</r>"
        #expect(problems(declared, as: .xml).first?.contains("names the encoding `UTF-7`") == true)
        let latin = "<?xml version='1.0' encoding='ISO-8859-1'?>\n<r/>"
        #expect(problems(latin, as: .xml) == [])
    }

    @Test func reportSaysWhetherTheFileWasReadAsXML() {
        #expect(XMLSafetyChecker().report(for: Array("<r><p>x<br></r>".utf8), as: .xml).readAsXML == false)
        let fine = XMLSafetyChecker().report(for: Array("<r/>".utf8), as: .xml)
        #expect(fine.readAsXML && fine.problems.isEmpty)
    }
}
