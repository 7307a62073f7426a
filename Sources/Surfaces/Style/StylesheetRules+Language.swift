/// Typography for Chinese and Japanese pages, chosen by the page's `<html lang>` (`:lang()` matches
/// `zh-CN`, `zh-Hant-TW`, `ja-JP` and the like):
///
/// - font stacks that keep the Latin system fonts first (digits and Latin words stay in the system face)
///   and then reach the platform's CJK fonts for the right script: PingFang SC/TC, Hiragino Sans (GB),
///   Noto Sans CJK SC/TC/JP (Linux, Android), Microsoft YaHei/JhengHei, Yu Gothic / Meiryo (Windows);
/// - a taller line height for body text (1.7) and headings (1.4), and slight letter spacing in prose;
/// - `line-break: strict` (no line starting with closing punctuation or small kana) and numbers kept with
///   their units on metric cards (`white-space: nowrap`; generated text uses a no-break space);
/// - no synthesized italics: `em` is shown with emphasis marks (dots under Chinese, sesame over Japanese),
///   the way these scripts emphasise, and fonts never get a fake slant.
extension StylesheetRules {
    static let language = """
    :lang(zh){--cs-font:system-ui,-apple-system,"SF Pro Text","Segoe UI",Roboto,"Helvetica Neue","PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Source Han Sans SC","Microsoft YaHei",sans-serif;--cs-font-rounded:ui-rounded,system-ui,-apple-system,"SF Pro Rounded","Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
    :lang(zh-TW),:lang(zh-HK),:lang(zh-MO),:lang(zh-Hant){--cs-font:system-ui,-apple-system,"SF Pro Text","Segoe UI",Roboto,"Helvetica Neue","PingFang TC","Noto Sans CJK TC","Source Han Sans TC","Microsoft JhengHei",sans-serif;--cs-font-rounded:ui-rounded,system-ui,-apple-system,"SF Pro Rounded","Segoe UI",Roboto,"PingFang TC","Noto Sans CJK TC","Microsoft JhengHei",sans-serif}
    :lang(ja){--cs-font:system-ui,-apple-system,"SF Pro Text","Segoe UI",Roboto,"Helvetica Neue","Hiragino Sans","Hiragino Kaku Gothic ProN","Noto Sans CJK JP","Source Han Sans JP","Yu Gothic","Meiryo",sans-serif;--cs-font-rounded:ui-rounded,system-ui,-apple-system,"SF Pro Rounded","Segoe UI",Roboto,"Hiragino Sans","Noto Sans CJK JP","Yu Gothic",sans-serif}
    body:lang(zh),body:lang(ja){line-height:1.7;line-break:strict;font-synthesis-style:none}
    :lang(zh) h1,:lang(zh) h2,:lang(ja) h1,:lang(ja) h2{line-height:1.4}
    :lang(zh) p,:lang(ja) p{letter-spacing:.02em}
    :lang(zh) em,:lang(ja) em{font-style:normal}
    :lang(zh) em{text-emphasis:filled dot;text-emphasis-position:under right;-webkit-text-emphasis:filled dot;-webkit-text-emphasis-position:under}
    :lang(ja) em{text-emphasis:filled sesame;text-emphasis-position:over right;-webkit-text-emphasis:filled sesame;-webkit-text-emphasis-position:over}
    :lang(zh) .metric-card-value,:lang(ja) .metric-card-value{white-space:nowrap}

    """
}
