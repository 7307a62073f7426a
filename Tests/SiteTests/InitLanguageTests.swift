import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `cardstock init --example health --language TAG` writes the site's title and description, and the report's
/// description, from the built-in string tables in that language: a Chinese site's header, footer and `<title>` never
/// read "My Reports".
@Suite struct InitLanguageTests {
    /// Each built-in language: its tag, the site's title and description, and the report's description.
    static let languages: [(tag: String, title: String, description: String, report: String)] = [
        ("en", "My Reports", "Weekly reports, built with Cardstock.", "Your numbers from Apple Health, imported with cardstock import apple-health."),
        ("zh-Hans", "我的报告", "每周报告，由 Cardstock 生成。", "你在Apple“健康”中的数据，由 cardstock import apple-health 导入。"),
        ("zh-Hant", "我的報告", "每週報告，由 Cardstock 產生。", "你在Apple「健康」中的資料，由 cardstock import apple-health 匯入。"),
        ("ja", "マイレポート", "Cardstock で作成した週間レポート。", "cardstock import apple-health で読み込んだAppleの「ヘルスケア」のデータ。"),
        ("de", "Meine Berichte", "Wöchentliche Berichte, erstellt mit Cardstock.", "Deine Werte aus Apple Health, importiert mit cardstock import apple-health."),
        ("fr", "Mes rapports", "Rapports hebdomadaires, créés avec Cardstock.", "Vos données de Santé d’Apple, importées avec cardstock import apple-health."),
        ("es", "Mis informes", "Informes semanales, creados con Cardstock.", "Tus datos de Salud de Apple, importados con cardstock import apple-health."),
    ]

    @Test(arguments: languages) func theSettingsAreInTheLanguage(_ l: (tag: String, title: String, description: String, report: String)) throws {
        let files = StarterSite.minimalFiles(language: l.tag)
        let config = try SiteConfig.parse(files["cardstock.yaml"] ?? "", path: "cardstock.yaml")
        #expect(config.title == l.title && config.description == l.description && config.language == l.tag, "\(l.tag)")
        #expect(files["content/index.md"] == "# \(l.title)\n")
    }

    /// A language without a built-in table gets the English words (with its own tag).
    @Test func anotherLanguageGetsTheEnglishWords() throws {
        let config = try SiteConfig.parse(StarterSite.minimalFiles(language: "pt-BR")["cardstock.yaml"] ?? "", path: "cardstock.yaml")
        #expect(config.title == "My Reports" && config.language == "pt-BR")
    }

    @Test(arguments: languages) func initHealthExampleWritesNoEnglishTitle(_ l: (tag: String, title: String, description: String, report: String)) throws {
        let site = TempSite()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Fixtures.repositoryRoot + "/Scripts/make-health-export.py", site.root + "/gen", "--zip"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "make-health-export.py failed")
        let created = site.run(["init", "--example", "health", "--from", site.root + "/gen/export.zip", "--language", l.tag, "report"])
        try #require(created.status == 0, "\(created.err)")
        let config = try SiteConfig.parse(site.read("report/cardstock.yaml") ?? "", path: "cardstock.yaml")
        #expect(config.title == l.title && config.description == l.description, "\(l.tag)")
        let report = site.read("report/content/index.md") ?? ""
        #expect(report.contains("\ndescription: \(l.report)\n"), "\(l.tag): \(report.prefix(300))")
        let cli = CLI(workingDirectory: site.root + "/report", standardOutput: { _ in }, standardError: { _ in })
        #expect(cli.run(["build", "--strict", "--quiet"]) == 0)
        let html = try #require(site.read("report/site/index.html"))
        #expect(html.contains(l.title), "\(l.tag): the site's title is on the page")
        if l.tag != "en" {
            for english in ["My Reports", "Weekly reports", "Your numbers"] { #expect(!html.contains(english), "\(l.tag): \(english)") }
        }
    }
}
