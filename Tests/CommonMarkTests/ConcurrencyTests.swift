import Testing
import Dispatch
import CommonMark

@Suite struct ConcurrencyTests {
    @Test func parallelParsesGiveIdenticalResults() {
        let text = (0..<50).map { "## S\($0)\n\n- [a\($0)](x.md) text\n  more [b](y.md)\n\n> q [c](z.md)\n" }.joined(separator: "\n")
        let expected = linkPositions(text, lineOffset: 3)
        final class Results: @unchecked Sendable {
            var values = [[String]](repeating: [], count: 32)
            let lock = DispatchQueue(label: "results")
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            let found = linkPositions(text, lineOffset: 3)
            results.lock.sync { results.values[i] = found }
        }
        #expect(expected.count == 150)
        #expect(results.values.allSatisfy { $0 == expected })
    }
}
