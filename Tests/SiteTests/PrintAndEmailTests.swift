import Foundation
import Testing
import MIME
@testable import CardstockCLI
@testable import Site

/// The print cover and the report email (`cardstock email`): MIME encodings, values read back for bars, and
/// the command end to end on the starter site, in English and in Chinese. The PDFs and the HTML part in Chromium
/// are checked by Scripts/quality/print_email_check.py.
@Suite struct PrintAndEmailTests {
    @Test func base64AndQuotedPrintableFollowTheRFCs() {
        #expect(MIMEEncoding.base64(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(MIMEEncoding.base64(Array("fooba".utf8)) == "Zm9vYmE=")
        let long = String(repeating: "été 80,607 steps = a lot ", count: 20)
        let encoded = MIMEEncoding.quotedPrintable(long + "\ntrailing space \n")
        for line in encoded.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 76) }
        #expect(Self.decodeQuotedPrintable(encoded) == long + "\ntrailing space \n")
        #expect(encoded.contains("=C3=A9t=C3=A9"))
        #expect(MIMEEncoding.quotedPrintable("a \n").hasPrefix("a=20\r\n"))
    }

    @Test func headerTextIsEncodedWordsOnlyOutsideASCII() {
        #expect(MIMEEncoding.headerText("Summary - week 48") == "Summary - week 48")
        let subject = "本周摘要 · 11月23日至2026年11月29日，一周的健康数据与教练的建议"
        let encoded = MIMEEncoding.headerText(subject)
        var decoded: [UInt8] = []
        for word in encoded.components(separatedBy: "\r\n ") {
            #expect(word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?="))
            #expect(word.utf8.count <= 75)
            let payload = String(word.dropFirst(10).dropLast(2))
            let bytes = Data(base64Encoded: payload) ?? Data()
            #expect(String(data: bytes, encoding: .utf8) != nil, "a word splits a character")
            decoded += Array(bytes)
        }
        #expect(String(decoding: decoded, as: UTF8.self) == subject)
    }

    @Test func valuesAreReadBackForBars() {
        #expect(DigestNumber.amount(of: "24,935", language: "en") == 24935)
        #expect(DigestNumber.amount(of: "97.4 %", language: "en") == 97.4)
        #expect(DigestNumber.amount(of: "7 h 44 min", language: "en") == 464)
        #expect(DigestNumber.amount(of: "7小时44分钟", language: "zh-CN") == 464)
        #expect(DigestNumber.amount(of: "1.234,5", language: "de") == 1234.5)
        #expect(DigestNumber.amount(of: "52–175 bpm", language: "en") == nil)
        #expect(DigestNumber.amount(of: "—", language: "en") == nil)
    }

    @Test func theCoverListsEveryCardsFigure() {
        let body = Array(("<main><h1>Week</h1><a class=\"metric-card\"><span class=\"metric-card-title\">Steps</span>"
            + "<div class=\"metric-card-value\"><span class=\"metric-value\">80,607</span> <span class=\"metric-unit\">steps</span></div></a>"
            + "<a class=\"metric-card\"><span class=\"metric-card-title\">Sleep</span><span class=\"metric-value\">7 h 26 min</span></a>"
            + "<a class=\"metric-card\"><span class=\"metric-card-title\">Weight</span><span class=\"metric-value\">72.5</span>"
            + "<span class=\"metric-unit\">kg</span></a></main>").utf8)
        let cover = PrintCover(body: body)
        #expect(cover.figures == [.init(title: "Steps", value: "80,607", unit: "steps"),
                                  .init(title: "Sleep", value: "7 h 26 min", unit: ""),
                                  .init(title: "Weight", value: "72.5", unit: "kg")])
        #expect(PrintCover(body: Array("<main><p>No cards</p></main>".utf8)).figures.isEmpty)
    }

    @Test func theStarterReportBecomesAMessage() throws {
        let site = TempSite()
        #expect(site.run(["init"]).status == 0)
        let result = site.run(["email", "content/index.md", "--to", "week.eml", "--from", "Reports <r@example.invalid>",
                               "--recipient", "coach@example.invalid"])
        #expect(result.status == 0, "\(result.err)")
        let eml = try #require(site.read("week.eml"))
        let (headers, parts) = try Self.split(eml)
        #expect(headers.contains("From: Reports <r@example.invalid>"))
        #expect(headers.contains("To: coach@example.invalid"))
        #expect(headers.contains("Date: Sun, 29 Nov 2026 00:00:00 +0000"))
        #expect(headers.contains("MIME-Version: 1.0"))
        #expect(parts.count == 2)
        #expect(eml.utf8.count < 300 * 1024)
        #expect(site.run(["build", "--quiet"]).status == 0)
        let page = try #require(site.read("site/index.html"))
        let figures = PrintCover.figures(in: Array(page.utf8))
        #expect(!figures.isEmpty)
        for figure in figures { #expect(parts[0].contains(figure.value), "\(figure.value) not in the text part") }
        #expect(!parts[1].contains("<svg") && !parts[1].contains("http://") && !parts[1].contains("https://"))
        #expect(!parts[1].contains("<style") && !parts[1].contains("<img"))
        let again = site.run(["email", "content/index.md", "--to", "again.eml", "--from", "Reports <r@example.invalid>",
                              "--recipient", "coach@example.invalid"])
        #expect(again.status == 0 && site.read("again.eml") == eml, "the message is not deterministic")
    }

    @Test func aChineseReportHasAnEncodedSubjectAndItsLanguage() throws {
        let site = TempSite()
        #expect(site.run(["init"]).status == 0)
        site.write("cardstock.yaml", "title: 健康报告\nlanguage: zh-CN\nemail_from: 报告 <r@example.invalid>\nemail_to: a@example.invalid, b@example.invalid\n")
        let source = try #require(site.read("content/index.md"))
        let title = try #require(source.split(separator: "\n").first { $0.hasPrefix("title: ") }).dropFirst(7)
        site.write("content/index.md", source.replacingOccurrences(of: "title: \(title)", with: "title: 本周摘要")
            .replacingOccurrences(of: "# \(title)", with: "# 本周摘要"))
        let result = site.run(["email", "content/index.md", "--to", "zh.eml"])
        #expect(result.status == 0, "\(result.err)")
        let (headers, parts) = try Self.split(try #require(site.read("zh.eml")))
        let subject = try #require(headers.range(of: "Subject: ").map { headers[$0.upperBound...] })
        let words = subject.components(separatedBy: "\r\n").prefix { !$0.contains(": ") || $0.hasPrefix(" ") }
        let decoded = words.map { $0.trimmingCharacters(in: .whitespaces) }.map { word -> String in
            #expect(word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?="))
            return String(decoding: Data(base64Encoded: String(word.dropFirst(10).dropLast(2))) ?? Data(), as: UTF8.self)
        }.joined()
        #expect(decoded.hasPrefix("本周摘要 · 11月23日至2026年11月29日"), "\(decoded)")
        #expect(headers.contains("Content-Language: zh-CN"))
        #expect(headers.contains("From: =?UTF-8?B?"))
        #expect(headers.contains("a@example.invalid,\r\n b@example.invalid"))
        #expect(parts[1].contains("<html lang=\"zh-CN\">"))
    }

    @Test func mistakesAreReportedAndWriteNothing() {
        let site = TempSite()
        #expect(site.run(["init"]).status == 0)
        #expect(site.run(["email", "content/index.md"]).status == 64)
        #expect(site.run(["email", "--to", "x.eml"]).status == 64)
        #expect(site.run(["email", "content/index.md", "--to", "x.eml", "--fast"]).status == 64)
        let missing = site.run(["email", "content/missing.md", "--to", "x.eml"])
        #expect(missing.status == 1 && missing.err.contains("content/missing.md: error:"))
        #expect(site.run(["email", "../outside.md", "--to", "x.eml"]).status == 1)
        #expect(!site.exists("x.eml"))
    }

    /// The headers and the decoded text of each part of a multipart/alternative message.
    static func split(_ eml: String) throws -> (String, [String]) {
        let headerEnd = try #require(eml.range(of: "\r\n\r\n"))
        let headers = String(eml[..<headerEnd.lowerBound])
        let boundary = try #require(headers.range(of: "boundary=\"").map { headers[$0.upperBound...].prefix { $0 != "\"" } })
        #expect(headers.contains("Content-Type: multipart/alternative;"))
        var parts: [String] = []
        for chunk in eml.components(separatedBy: "--" + boundary).dropFirst().dropLast() {
            let body = try #require(chunk.range(of: "\r\n\r\n"))
            #expect(chunk[..<body.lowerBound].contains("charset=utf-8"))
            #expect(chunk[..<body.lowerBound].contains("Content-Transfer-Encoding: quoted-printable"))
            parts.append(decodeQuotedPrintable(String(chunk[body.upperBound...])))
        }
        #expect(eml.hasSuffix("--" + boundary + "--\r\n"))
        return (headers, parts)
    }

    /// Quoted-printable decoded (RFC 2045 §6.7), CRLF made LF.
    static func decodeQuotedPrintable(_ text: String) -> String {
        let bytes = Array(text.replacingOccurrences(of: "=\r\n", with: "").replacingOccurrences(of: "\r\n", with: "\n").utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "="), i + 2 < bytes.count, let v = UInt8(String(decoding: bytes[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                out.append(v)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
