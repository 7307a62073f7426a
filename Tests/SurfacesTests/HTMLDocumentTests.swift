import Testing
import Surfaces

/// `HTMLDocument`: a whole page from the public API alone (no `@testable`), escaped like every other text.
@Suite struct HTMLDocumentTests {
    @Test func aDocumentHasDoctypeLanguageTitleAndTheInlineStylesheet() {
        let html = HTMLDocument(title: "Activity & rest", language: "zh-Hans") {
            Text("步数")
        }.string
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-Hans\"><head><meta charset=\"utf-8\">"))
        #expect(html.contains("<title>Activity &amp; rest</title>"))
        #expect(html.contains("<style>" + Stylesheet().css + "</style>"))
        #expect(html.contains("<body>") && html.contains("步数") && html.hasSuffix("</body></html>\n"))
    }

    @Test func aLinkedStylesheetAndHostileTextAreEscaped() {
        let html = HTMLDocument(title: "</title><script>x</script>", language: "en\"><script>",
                                stylesheet: .linked(href: "style.css\" onload=\"x")) { Text("x") }.string
        #expect(!html.contains("<script>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"style.css&quot; onload=&quot;x\">"))
        #expect(!html.contains("<style>"))
    }

    @Test func theGalleryDocumentIsAnHTMLDocument() {
        let gallery = Gallery.document(stylesheetHref: "gallery.css")
        let same = HTMLDocument(title: "Cardstock gallery", stylesheet: .linked(href: "gallery.css")) { Gallery.page }.string
        #expect(gallery == same)
    }
}
