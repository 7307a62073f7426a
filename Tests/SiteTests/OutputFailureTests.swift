import Foundation
import Glibc
import Synchronization
import Testing
@testable import CardstockCLI
@testable import Site

/// When pages cannot be written (a full disk), the build stops writing, reports the first failure and a count
/// of the rest instead of one identical error per page, and leaves the previous output as it was.
@Suite struct OutputFailureTests {
    @Test func aFullDiskIsOneErrorAndACountNotAnErrorPerPage() throws {
        let site = TempSite()
        for i in 0..<200 { site.write("content/p\(i).md", "# Page \(i)\n\nText.\n") }
        site.write("site/.cardstock-output", "")  // a previous output, which must survive untouched
        site.write("site/old.html", "old")
        var options = BuildOptions()
        options.workingDirectory = site.root
        options.quiet = true
        var builder = SiteBuilder(options: options)
        let writes = Atomic<Int>(0)
        builder.outputFault = { _ in writes.add(1, ordering: .relaxed).newValue > 20 ? ENOSPC : nil }
        do {
            _ = try builder.build()
            Issue.record("the build should fail")
        } catch let failure as BuildFailure {
            let lines = failure.diagnostics.sorted.map(\.description)
            let full = lines.filter { $0.contains("No space left on device") }
            #expect(full.count == 1, "\(lines)")
            #expect(full.first?.hasPrefix("content/p") == true)
            let rest = lines.filter { $0.contains(" more pages could not be written either; fix the cause above") }
            #expect(rest.count == 1, "\(lines)")
            #expect(rest.first?.hasPrefix("site: error: ") == true, "\(rest)")
            #expect(lines.count == 2, "\(lines)")
        }
        // Far fewer than 200 writes were tried: the build stopped once the disk was full.
        #expect(writes.load(ordering: .relaxed) < 60)
        #expect(site.read("site/old.html") == "old")
        #expect(!site.exists("site/p0/index.html"))
        #expect(site.list().filter { $0.hasPrefix(".site") }.isEmpty, "no temporary folders are left behind")
    }
}
