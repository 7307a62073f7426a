import Foundation
import Testing
@testable import Site

/// `watch` and `serve` (the incremental builder) use the same strings as `build` and see a strings file change.
@Suite("Strings in incremental builds")
struct IncrementalStringsTests {
    @Test func savingAStringsFileRebuildsThePagesWithIt() throws {
        let site = try LocalizedSite(fixture: "zh-CN")
        var options = BuildOptions()
        options.workingDirectory = site.project
        options.outputDirectory = "site"
        options.quiet = true
        let builder = IncrementalBuilder(options: options, metrics: .site)
        _ = try builder.build()
        #expect(site.page("index.html").contains("截至11月29日"))
        let path = site.project + "/templates/strings/zh-CN.yaml"
        try site.write("templates/strings/zh-CN.yaml", "card.as_of: \"数据截至{date}\"\n")
        _ = try builder.build(changedPaths: [path])
        #expect(site.page("index.html").contains("数据截至11月29日"))
        #expect(site.page("metrics/steps/index.html").contains("统计"))
        // A broken file is reported and the pages stay as they were.
        try site.write("templates/strings/zh-CN.yaml", "card.as_of: \"截至\"\n")
        #expect(throws: (any Error).self) { try builder.build(changedPaths: [path]) }
        #expect(site.page("index.html").contains("数据截至11月29日"))
    }
}
