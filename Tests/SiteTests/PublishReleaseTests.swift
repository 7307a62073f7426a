import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

@Suite struct PublishReleaseTests {
    @Test func twoPublishesAndARollback() throws {
        let site = TempSite.publishable()
        let first = site.run(["publish", "--to", "www"])
        #expect(first.status == 0, "\(first.err)")
        let firstName = try #require(site.releases().first)
        #expect(first.out == "Released \(firstName) (3 pages): www/releases/\(firstName) is current")
        #expect(site.current() == "releases/\(firstName)")
        #expect(site.read("www/current/index.html")?.contains("A calm week") == true)

        site.write("content/index.md", "# This week\n\nA stormy week.\n\n## Activity\n\n- [Tuesday run](runs/tuesday.md)\n")
        let second = site.run(["publish", "--to", "www"])
        #expect(second.status == 0, "\(second.err)")
        #expect(site.releases().count == 2)
        let secondName = try #require(site.releases().last)
        #expect(secondName != firstName)
        #expect(site.current() == "releases/\(secondName)")
        #expect(site.read("www/current/index.html")?.contains("A stormy week") == true)

        let listed = site.run(["publish", "--to", "www", "--list"])
        #expect(listed.status == 0)
        #expect(listed.out == "  \(firstName)\n* \(secondName)  (current)")

        let rolled = site.run(["publish", "--to", "www", "--rollback"])
        #expect(rolled.status == 0, "\(rolled.err)")
        #expect(rolled.out == "Rolled back: release \(firstName) is current")
        #expect(site.current() == "releases/\(firstName)")
        #expect(site.read("www/current/index.html")?.contains("A calm week") == true)

        let again = site.run(["publish", "--to", "www", "--rollback"])
        #expect(again.status == 1)
        #expect(again.err.contains("this is the oldest kept release"))
        #expect(site.current() == "releases/\(firstName)")
    }

    @Test func identicalContentMakesNoRelease() throws {
        let site = TempSite.publishable()
        #expect(site.run(["publish", "--to", "www"]).status == 0)
        let name = try #require(site.releases().first)
        let before = site.snapshot("www")
        let second = site.run(["publish", "--to", "www"])
        #expect(second.status == 0, "\(second.err)")
        #expect(second.out == "No changes: release \(name) is current")
        #expect(site.releases() == [name])
        #expect(site.snapshot("www") == before)
    }

    @Test func keepsOnlyTheNewestReleases() throws {
        let site = TempSite.publishable()
        for week in 1...4 {
            site.write("content/index.md", "# Week \(week)\n\nNotes.\n\n## Activity\n\n- [Tuesday run](runs/tuesday.md)\n")
            let result = site.run(["publish", "--to", "www", "--keep", "2"])
            #expect(result.status == 0, "\(result.err)")
        }
        let names = site.releases()
        #expect(names.count == 2)
        let newest = try #require(names.last)
        #expect(site.current() == "releases/\(newest)")
        #expect(site.read("www/current/index.html")?.contains("Week 4") == true)
    }

    @Test func failingVerificationReleasesNothing() throws {
        let site = TempSite.publishable()
        #expect(site.run(["publish", "--to", "www"]).status == 0)
        let name = try #require(site.releases().first)
        let before = site.snapshot("www")

        // A page over a 1 KB budget.
        let config = site.read("cardstock.yaml") ?? ""
        site.write("cardstock.yaml", config + "page_budget_kb: 1\n")
        site.write("content/long.md", "# Long\n\n" + String(repeating: "A long paragraph of notes. ", count: 200) + "\n")
        let big = site.run(["publish", "--to", "www"])
        #expect(big.status == 1)
        #expect(big.err.contains("long/index.html: error: page is "))
        #expect(big.err.contains("over the budget of 1024 bytes"))
        #expect(big.err.hasSuffix("errors (paths are inside the built site); nothing was released"))
        #expect(site.releases() == [name])
        #expect(site.current() == "releases/\(name)")
        #expect(site.snapshot("www") == before)
    }

    @Test func brokenRawHTMLLinkFailsWithItsLocation() throws {
        let site = TempSite.publishable()
        let config = site.read("cardstock.yaml") ?? ""
        site.write("cardstock.yaml", config + "raw_html: true\n")
        site.write("content/runs/tuesday.md", "# Tuesday run\n\n<p><a href=\"../missing/\">gone</a></p>\n")
        let result = site.run(["publish", "--to", "www"])
        #expect(result.status == 1)
        let line = try #require(result.err.split(separator: "\n").first { $0.contains("missing") })
        #expect(line.hasPrefix("runs/tuesday/index.html:"))
        #expect(line.contains(": error: link `../missing/` does not resolve"))
        #expect(line.hasSuffix(" (page content/runs/tuesday.md)"))
        #expect(!site.exists("www/releases"))
        #expect(site.current() == nil)
    }

    @Test func foreignNonEmptyFolderIsRefused() {
        let site = TempSite.publishable()
        site.write("www/notes.txt", "mine")
        let refused = site.run(["publish", "--to", "www"])
        #expect(refused.status == 1)
        #expect(refused.err.contains("www: error: is not empty and is not a Cardstock release folder"))
        #expect(site.list("www") == ["notes.txt"])

        let forced = site.run(["publish", "--to", "www", "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(site.read("www/notes.txt") == "mine")
        #expect(site.current() != nil)
    }

    @Test func releaseFolderMustBeOutsideTheSources() {
        let site = TempSite.publishable()
        let inside = site.run(["publish", "--to", "content/www"])
        #expect(inside.status == 1)
        #expect(inside.err.hasPrefix("content/www: error: the release folder overlaps the content folder"))
        #expect(!site.exists("content/www"))
        let around = site.run(["publish", "--to", "."])
        #expect(around.status == 1)
        #expect(around.err.contains("the release folder overlaps the content folder"))
        #expect(!site.exists("releases"))
    }

    @Test func dryRunListsChangesAndReleasesNothing() throws {
        let site = TempSite.publishable()
        let fresh = site.run(["publish", "--to", "www", "--dry-run"])
        #expect(fresh.status == 0, "\(fresh.err)")
        #expect(fresh.out.hasPrefix("Dry run, nothing released (nothing published yet):"))
        #expect(fresh.out.contains("added   runs/tuesday/index.html"))
        #expect(!site.exists("www"))

        #expect(site.run(["publish", "--to", "www"]).status == 0)
        let name = try #require(site.releases().first)
        site.write("content/runs/tuesday.md", "---\ndate: 2026-11-24\n---\n# Tuesday run\n\nFaster.\n")
        site.write("content/runs/friday.md", "# Friday run\n\nEasy.\n")
        let before = site.snapshot("www")
        let dry = site.run(["publish", "--to", "www", "--dry-run"])
        #expect(dry.status == 0, "\(dry.err)")
        #expect(dry.out.contains("added   runs/friday/index.html"))
        #expect(dry.out.contains("changed runs/tuesday/index.html"))
        #expect(site.releases() == [name])
        #expect(site.snapshot("www") == before)
    }

    @Test func withoutToTheOutputFolderIsReplaced() {
        let site = TempSite.publishable()
        #expect(site.run(["build"]).status == 0)
        #expect(site.exists("site/style.css"))
        let result = site.run(["publish"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "Published 3 pages to site")
        #expect(!site.exists("site/style.css"))
        #expect(site.exists("site/sitemap.xml"))
        #expect(site.list().filter { $0.hasPrefix(".site") }.isEmpty)

        // A failed verification leaves the output as it was.
        let before = site.snapshot("site")
        site.write("cardstock.yaml", (site.read("cardstock.yaml") ?? "") + "page_budget_kb: 1\n")
        site.write("content/long.md", "# Long\n\n" + String(repeating: "Notes. ", count: 400) + "\n")
        #expect(site.run(["publish"]).status == 1)
        #expect(site.snapshot("site") == before)
        #expect(site.list().filter { $0.hasPrefix(".site") }.isEmpty)
    }
}
