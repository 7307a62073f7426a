import Foundation
import Testing
@testable import Site
import Diagnostics

/// A metric file's errors go to the card or page that shows it, whichever part of the build reads the file first.
/// Parallel page workers read in any order: a series index's headline figures (which show nothing on an error) must
/// never take the errors, or the build succeeds without the cards — as CI once saw, under load.
@Suite struct MetricErrorOwnershipTests {
    fileprivate func session(_ site: TempSite) -> MetricBuildSession {
        let files = ["data/steps.csv", "data/steps.yaml"].map {
            ContentFile(relativePath: $0, sourcePath: site.root + "/content/" + $0, displayPath: "content/" + $0, isMarkdown: false)
        }
        return MetricBuildSession(pages: [], assets: files, theme: Theme(iconNames: []), timeZone: "UTC")
    }

    fileprivate func context(_ site: TempSite) -> MetricBlockContext {
        MetricBlockContext(path: "content/index.md", relativePath: "index.md", contentDirectory: site.root + "/content",
                           pageURL: "", period: "2026-W45")
    }

    /// A steps file whose third line is not a number, its session and a block showing it.
    fileprivate func brokenFile() -> (TempSite, MetricBuildSession, MetricBlock) {
        let site = TempSite()
        site.write("content/data/steps.csv", "date,steps\n2026-11-02,9000\n2026-11-03,lots\n")
        site.write("content/data/steps.yaml", "title: Steps\nunit: steps\naggregation: sum\n")
        return (site, session(site), MetricBlock(yaml: "file: data/steps.csv\n", line: 3, column: 1))
    }

    @Test func aHeadlineReadFirstLeavesTheErrorsToTheCard() throws {
        let (site, session, block) = brokenFile()
        #expect(session.cards.headline(block, context: context(site)) == nil)
        do {
            _ = try session.render(block, context: context(site))
            Issue.record("the card must report the broken row after the index read the file")
        } catch let list as DiagnosticList {
            #expect(list.items.contains { $0.description.contains("data/steps.csv:3:") }, "\(list.items)")
        }
    }

    @Test func aHeadlineOfAGoodFileIsTheCardsFigure() throws {
        let site = TempSite()
        site.write("content/data/steps.csv", "date,steps\n2026-11-02,9000\n2026-11-03,1000\n")
        site.write("content/data/steps.yaml", "title: Steps\nunit: steps\naggregation: sum\n")
        let session = session(site)
        let block = MetricBlock(yaml: "file: data/steps.csv\n", line: 3, column: 1)
        let headline = try #require(session.cards.headline(block, context: context(site)))
        #expect(headline.hasPrefix("10,000"), "\(headline)")
        #expect(try session.render(block, context: context(site)) != nil)
    }
}

extension MetricErrorOwnershipTests {
    /// The safety net: a file read only by callers that show nothing on an error still has its errors reported once.
    @Test func errorsNoReaderTookAreReportedAfterRendering() throws {
        let (site, session, block) = brokenFile()
        #expect(session.cards.headline(block, context: context(site)) == nil)
        let left = session.store.unreportedErrors()
        #expect(left.contains { $0.description.contains("data/steps.csv:3:") }, "\(left)")
        #expect(session.store.unreportedErrors().isEmpty, "reported once")
    }

    /// A file whose card took its errors is not reported a second time.
    @Test func errorsACardTookAreNotReportedAgain() throws {
        let (site, session, block) = brokenFile()
        #expect(throws: DiagnosticList.self) { try session.render(block, context: context(site)) }
        #expect(session.store.unreportedErrors().isEmpty)
    }
}
