import Testing
@testable import CardstockCLI
@testable import Site

/// A 100,000-row metric file builds, and every chart on its card and page stays under 20 KB of SVG.
@Suite struct MetricLargeFileTests {
    @Test func hundredThousandRowsKeepChartsSmall() throws {
        let site = TempSite()
        var csv = "date,value\n"
        csv.reserveCapacity(2_000_000)
        var day = CalendarDayText(year: 1800, month: 1, day: 1)
        for i in 0..<100_000 {
            // A wave with peaks and a gap every 1,000 days.
            let value = i % 1000 == 500 ? "" : String(50 + (i * 7919) % 97)
            csv += day.text + "," + value + "\n"
            day.advance()
        }
        let last = day.previousText
        site.write("content/metrics/big.csv", csv)
        site.write("content/metrics/big.yaml", "title: Big\nunit: u\naggregation: mean\ngood: higher\ngoal: 90\n")
        site.write("content/index.md", "---\nfrom: 1800-01-01\nto: \(last)\n---\n# Home\n\n## All\n\n```metric\nfile: metrics/big.csv\n```\n")
        let result = site.run(["build", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        for page in ["site/index.html", "site/metrics/big/index.html"] {
            let html = site.read(page) ?? ""
            let charts = MetricLargeFileTests.charts(in: html)
            #expect(charts.count >= 1, "\(page) has a chart")
            for size in charts {
                #expect(size < 20_000, "\(page): a chart is \(size) bytes")
            }
        }
    }
}

extension MetricLargeFileTests {
    /// The byte size of every `<svg class="chart …">…</svg>` (nested `<svg>` included).
    static func charts(in html: String) -> [Int] {
        let bytes = Array(html.utf8)
        let open = Array("<svg".utf8), close = Array("</svg>".utf8), chart = Array("<svg class=\"chart ".utf8)
        func matches(_ pattern: [UInt8], at i: Int) -> Bool {
            i + pattern.count <= bytes.count && Array(bytes[i..<(i + pattern.count)]) == pattern
        }
        var sizes: [Int] = []
        var i = 0
        while i < bytes.count {
            guard matches(chart, at: i) else { i += 1; continue }
            var depth = 0, j = i
            while j < bytes.count {
                if matches(open, at: j) { depth += 1 } else if matches(close, at: j) {
                    depth -= 1
                    if depth == 0 { j += close.count; break }
                }
                j += 1
            }
            sizes.append(j - i)
            i = j
        }
        return sizes
    }
}

/// Walks calendar days as `YYYY-MM-DD` text (test data only).
struct CalendarDayText {
    var year: Int, month: Int, day: Int
    private var previous = ""

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    var text: String { pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }
    var previousText: String { previous }

    mutating func advance() {
        previous = text
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        day += 1
        if day > lengths[month - 1] { day = 1; month += 1 }
        if month > 12 { month = 1; year += 1 }
    }

    private func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }
}
