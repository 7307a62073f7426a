import Testing
@testable import Localization

@Suite("Language resolution")
struct LanguageTagTests {
    @Test(arguments: [
        ("zh", LanguageTag.Table.simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh_cn", .simplifiedChinese),
        ("zh-Hans", .simplifiedChinese), ("zh-SG", .simplifiedChinese), ("zh-TW", .traditionalChinese),
        ("zh-HK", .traditionalChinese), ("zh-Hant", .traditionalChinese), ("zh-Hant-CN", .traditionalChinese),
        ("ja", .japanese), ("ja-JP", .japanese), ("de-CH", .german), ("fr-CA", .french), ("es-419", .spanish),
        ("en", .english), ("en-GB", .english), ("ko", .english), ("pt-BR", .english),
    ])
    func resolves(_ tag: String, _ table: LanguageTag.Table) {
        #expect(LanguageTag(tag).table == table)
    }

    @Test func englishKeepsCardstocksOwnFormattingOthersGetCLDR() {
        #expect(LanguageTag("en-US").isEnglish && Localizer.english.cldr == nil)
        #expect(LocalizerSet.builtIn.localizer(for: "ko").cldr?.localeIdentifier == "ko")
        #expect(LocalizerSet.builtIn.localizer(for: "ko")("change.same", ["previous": "x"]) == "Same as x")
    }

    @Test(arguments: ["en", "zh-CN", "zh-Hant-TW", "es-419", "de-1996"])
    func wellFormed(_ tag: String) { #expect(LanguageTag.isWellFormed(tag)) }

    @Test(arguments: ["", "e", "english!", "zh CN", "zh--CN", "toolongsubtag-x", "1a"])
    func malformed(_ tag: String) { #expect(!LanguageTag.isWellFormed(tag)) }

    @Test func aLocalizerIsMadeOncePerLanguage() {
        let set = LocalizerSet()
        #expect(set.localizer(for: "de") === set.localizer(for: "de"))
    }
}
