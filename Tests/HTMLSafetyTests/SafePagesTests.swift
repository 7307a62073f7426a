import Foundation
import Testing
import HTMLSafety
import Surfaces

/// What Cardstock writes itself passes the checker: the committed example site, the quality fixture,
/// the Surfaces gallery (real icons) and the chart goldens.
@Suite struct SafePagesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func files(below folder: String, endingIn suffixes: [String]) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out: [String] = []
        while let next = walker.nextObject() as? String {
            if suffixes.contains(where: { next.hasSuffix($0) }) { out.append(folder + "/" + next) }
        }
        return out.sorted()
    }

    static func problems(_ path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return ["\(path): unreadable"] }
        return HTMLSafetyChecker().diagnostics(in: Array(data), path: path).map(\.description)
    }

    @Test func committedSitePagesPass() {
        let pages = SafePagesTests.files(below: SafePagesTests.repository + "/site", endingIn: [".html"])
        #expect(pages.count >= 10)
        for page in pages { #expect(SafePagesTests.problems(page) == []) }
    }

    @Test func goodQualityFixturePasses() {
        let pages = SafePagesTests.files(below: SafePagesTests.repository + "/Tests/QualityFixtures/good", endingIn: [".html"])
        #expect(!pages.isEmpty)
        for page in pages { #expect(SafePagesTests.problems(page) == []) }
    }

    @Test func chartGoldensPass() {
        let golden = SafePagesTests.repository + "/Tests/SurfacesTests/Golden"
        let files = SafePagesTests.files(below: golden, endingIn: [".svg", ".html"])
        #expect(files.count >= 5)
        for file in files { #expect(SafePagesTests.problems(file) == []) }
    }

    @Test func galleryWithItsStylesheetLinkedPasses() {
        let page = Gallery.document(stylesheetHref: "style.css")
        #expect(page.contains("<svg"))
        #expect(HTMLSafetyChecker().diagnostics(in: Array(page.utf8), path: "gallery.html").map(\.description) == [])
        // The inline-stylesheet variant is what a strict CSP breaks, and the checker says so.
        let inline = HTMLSafetyChecker().problems(in: Array(Gallery.document().utf8))
        #expect(inline.map { String($0.message.prefix(7)) } == ["<style>"])
    }

    @Test func checkerIsFastOnALargePage() {
        let page = Array((Gallery.document(stylesheetHref: "s.css") + String(repeating: "<p>Text <a href=\"x.html\">l</a></p>\n", count: 20_000)).utf8)
        let clock = ContinuousClock()
        let started = clock.now
        #expect(HTMLSafetyChecker().problems(in: page).isEmpty)
        let elapsed = clock.now - started
        #expect(elapsed < .seconds(2), "checking \(page.count) bytes took \(elapsed)")
    }
}
