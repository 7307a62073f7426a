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
}
