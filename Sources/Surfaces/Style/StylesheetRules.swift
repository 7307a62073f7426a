/// The rules behind ``Stylesheet``, split by concern.
enum StylesheetRules {
    /// (name, light, light text variant, dark, dark text variant). Text variants are darkened
    /// (light) or lightened (dark) so tinted text meets WCAG AA 4.5:1 on cards and the grouped background.
    static let palette: [(String, String, String, String, String)] = [
        ("red", "#FF3B30", "#CE2F26", "#FF453A", "#FF5D53"),
        ("orange", "#FF9500", "#A05D00", "#FF9F0A", "#FF9F0A"),
        ("yellow", "#FFCC00", "#846A00", "#FFD60A", "#FFD60A"),
        ("green", "#34C759", "#207D38", "#30D158", "#30D158"),
        ("mint", "#00C7BE", "#007B75", "#63E6E2", "#63E6E2"),
        ("teal", "#30B0C7", "#207787", "#40C8E0", "#40C8E0"),
        ("cyan", "#32ADE6", "#21759C", "#64D2FF", "#64D2FF"),
        ("blue", "#007AFF", "#0068DB", "#0A84FF", "#3197FF"),
        ("indigo", "#5856D6", "#5856D6", "#5E5CE6", "#8C8BED"),
        ("purple", "#AF52DE", "#9948C3", "#BF5AF2", "#C76FF3"),
        ("pink", "#FF2D55", "#D12445", "#FF375F", "#FF597A"),
        ("brown", "#A2845E", "#81694B", "#AC8E68", "#AD906B"),
        ("gray", "#8E8E93", "#6D6D71", "#8E8E93", "#949499"),
    ]

    static var tokens: String {
        var light = ":root{color-scheme:light dark;"
        light += "--cs-font:system-ui,-apple-system,\"SF Pro Text\",\"Segoe UI\",Roboto,\"Helvetica Neue\",sans-serif;"
        light += "--cs-font-rounded:ui-rounded,system-ui,-apple-system,\"SF Pro Rounded\",\"Segoe UI\",Roboto,sans-serif;"
        light += "--cs-font-mono:ui-monospace,\"SF Mono\",Menlo,Consolas,\"Liberation Mono\",monospace;"
        light += "--cs-bg:#F2F2F7;--cs-card:#FFFFFF;--cs-raised:#F2F2F7;--cs-label:#000000;--cs-secondary:#636366;"
        light += "--cs-tertiary:rgba(60,60,67,.3);--cs-separator:rgba(60,60,67,.29);--cs-white:#FFFFFF;--cs-black:#000000;"
        light += "--cs-accent:#007AFF;--cs-accent-text:#0068DB;--cs-focus:#0068DB;--cs-shadow:rgba(0,0,0,.08);"
        light += "--cs-material-alpha:85%;--cs-radius-card:20px;--cs-radius-divided:32px;--cs-page-width:45rem;"
        // Dark on screens only: print keeps the light tokens whatever the device's scheme.
        var dark = "@media screen and (prefers-color-scheme:dark){:root{"
        dark += "--cs-bg:#000000;--cs-card:#1C1C1E;--cs-raised:#2C2C2E;--cs-label:#FFFFFF;--cs-secondary:#AEAEB2;"
        dark += "--cs-tertiary:rgba(235,235,245,.3);--cs-separator:rgba(84,84,88,.6);"
        dark += "--cs-accent:#0A84FF;--cs-accent-text:#3197FF;--cs-focus:#3197FF;--cs-shadow:rgba(0,0,0,.5);"
        for (name, l, lt, d, dt) in palette {
            light += "--cs-\(name):\(l);--cs-\(name)-text:\(lt);"
            dark += "--cs-\(name):\(d);--cs-\(name)-text:\(dt);"
        }
        light += "--cs-tint:var(--cs-accent);--cs-tint-text:var(--cs-accent-text);}\n"
        dark += "}}\n"
        return light + dark
    }

    static let page = """
    *,*::before,*::after{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
    body{margin:0;background:var(--cs-bg);color:var(--cs-label);font-family:var(--cs-font);font-size:1.0625rem;line-height:1.4;overflow-wrap:anywhere}
    .hstack>span{overflow-wrap:break-word}
    h1{font-size:2.125rem;font-weight:700;line-height:1.2;margin:.5rem 0 0}
    h2{font-size:1.25rem;font-weight:600;line-height:1.25;margin:0}
    h3,h4,h5,h6{line-height:1.3;margin:0}
    h3{font-size:1.1875rem;font-weight:600}
    h4{font-size:1.0625rem;font-weight:700}
    h5{font-size:1rem;font-weight:700}
    h6{font-size:.875rem;font-weight:700;text-transform:uppercase;letter-spacing:.03em;color:var(--cs-secondary)}
    p,li,h1,h2,h3,h4,h5,h6{hyphens:auto;-webkit-hyphens:auto}
    p{margin:0}
    img{max-width:100%;height:auto}
    code{font-family:var(--cs-font-mono);font-size:.9em}
    a{color:var(--cs-accent-text)}
    :focus-visible{outline:3px solid var(--cs-focus);outline-offset:2px;border-radius:4px}

    """

    static let primitives = """
    .scrolling-surface.vertical{display:flex;flex-direction:column;gap:1rem;width:100%;max-width:calc(var(--cs-page-width) + 2rem);margin:0 auto;padding:1rem}
    main.scrolling-surface{padding-bottom:3rem}
    .scrolling-surface.vertical .scrolling-surface.vertical{padding:0;margin:0}
    .scrolling-surface.horizontal{display:flex;flex-direction:row;gap:.75rem;overflow-x:auto;overscroll-behavior-x:contain;scroll-snap-type:x mandatory;padding:.25rem .125rem .75rem;align-self:stretch;border-radius:var(--cs-radius-card)}
    .scrolling-surface.horizontal>*{flex:0 0 min(17.5rem,80%);scroll-snap-align:start;content-visibility:auto;contain-intrinsic-size:auto 17.5rem auto 8rem}
    .scrolling-surface.align-leading,.vstack.align-leading{align-items:flex-start}
    .scrolling-surface.align-center,.vstack.align-center{align-items:center}
    .scrolling-surface.align-trailing,.vstack.align-trailing{align-items:flex-end}
    .scrolling-surface.align-top,.hstack.align-top{align-items:flex-start}
    .scrolling-surface.align-bottom,.hstack.align-bottom{align-items:flex-end}
    .hstack.align-center{align-items:center}
    .hstack.align-baseline{align-items:baseline}
    .vstack{display:flex;flex-direction:column;gap:.5rem;min-width:0}
    .hstack{display:flex;flex-direction:row;gap:.5rem;min-width:0}
    .spacer{flex:1 1 0;min-width:0}
    .sectioned-surface{display:flex;flex-direction:column;gap:1.25rem;align-self:stretch}
    .section{display:flex;flex-direction:column;align-items:flex-start;gap:.5rem;align-self:stretch;min-width:0}
    .sectioned-surface>.section>.section-header{padding-top:1rem}
    .section-footer{color:var(--cs-secondary);font-size:.8125rem;padding:0 1rem}
    .section-header{display:flex;align-items:center;gap:.375rem;color:var(--cs-tint-text)}
    .section-header.vertical{flex-direction:column;align-items:flex-start;gap:.25rem}
    .section-header>.icon{color:var(--cs-tint);width:1.375rem;height:1.375rem}
    .section-header h2,.section-header .title{font-size:1.25rem;font-weight:600;color:var(--cs-tint-text)}
    .divided-card,.regular-card,.tinted-card,.hero-card,.code-block{align-self:stretch;min-width:0}
    .divided-card{display:flex;flex-direction:column;align-items:stretch;padding:.375rem 1rem;border-radius:var(--cs-radius-divided);background:var(--cs-card)}
    .divided-card>*{padding-block:.625rem}
    .divided-card>:not(.divider){min-height:2.75rem}
    .divided-card>.navigation{padding-block:.6875rem;margin-inline:-1rem;padding-inline:1rem;border-radius:0}
    .divided-card>.navigation:first-child{border-start-start-radius:var(--cs-radius-divided);border-start-end-radius:var(--cs-radius-divided)}
    .divided-card>.navigation:last-child{border-end-start-radius:var(--cs-radius-divided);border-end-end-radius:var(--cs-radius-divided)}
    .divider{display:block;height:1px;margin:0;padding:0;border:0;background:linear-gradient(var(--cs-separator),var(--cs-separator)) center/100% 1px no-repeat;align-self:stretch;flex:none}
    .divided-card>.divider{padding:0;margin:0}
    .divided-card.list{margin:0;list-style:none}
    ol.divided-card.list{list-style:decimal;padding-inline-start:2.625rem}
    .divided-card.list>li{min-width:0}
    .divided-card.list>li::marker{color:var(--cs-secondary);font-variant-numeric:tabular-nums}
    .divided-card.list>li+li{border-top:1px solid var(--cs-separator)}
    .divided-card>li>.navigation{margin-block:-.625rem;padding-block:.6875rem;margin-inline:-1rem;padding-inline:1rem;border-radius:0}
    ol.divided-card>li>.navigation{margin-inline-start:0;padding-inline-start:0}
    .divided-card>li:first-child>.navigation{border-start-start-radius:var(--cs-radius-divided);border-start-end-radius:var(--cs-radius-divided)}
    .divided-card>li:last-child>.navigation{border-end-start-radius:var(--cs-radius-divided);border-end-end-radius:var(--cs-radius-divided)}
    .divided-card>li>.vstack>.navigation:first-child{align-self:stretch;margin-block-start:-.625rem;margin-inline:-1rem;padding-inline:1rem}
    ol.divided-card>li>.vstack>.navigation:first-child{margin-inline-start:0;padding-inline-start:0}
    .divided-card>li:first-child>.vstack>.navigation:first-child{border-start-start-radius:var(--cs-radius-divided);border-start-end-radius:var(--cs-radius-divided)}
    .navigation:focus-visible{border-radius:10px}
    :is(.navigation,.metric-card,.code-block,.scrolling-surface,.scrolling-surface.horizontal>*,[tabindex]):focus-visible{outline-offset:-3px}
    .task{display:flex;align-items:flex-start;gap:.625rem}
    .task>input{flex:none;width:1.125rem;height:1.125rem;margin:.125em 0 0;accent-color:var(--cs-tint)}
    .task-text{flex:1 1 auto;min-width:0}
    .anchor-target{position:absolute}
    :is(.regular-card,.tinted-card,.divided-card) .tinted-card{padding:.5rem 0 .5rem .625rem;border-inline-start-width:3px;border-radius:0 12px 12px 0}
    :is(.regular-card,.tinted-card)>.vstack>:is(h3,h4,h5,h6):not(:first-child){margin-top:.625rem}
    .section>:is(h3,h4,h5,h6){padding:.25rem 1rem 0}
    .regular-card,.tinted-card,.hero-card{display:flex;flex-direction:column;gap:.5rem;padding:1rem;border-radius:var(--cs-radius-card);background:var(--cs-card)}
    .tinted-card{background:var(--cs-raised);background:color-mix(in srgb,var(--cs-tint) 12%,var(--cs-card));border-inline-start:4px solid var(--cs-tint)}
    .hero-card{padding:1.25rem;background:var(--cs-card);background:linear-gradient(160deg,color-mix(in srgb,var(--cs-tint) 22%,var(--cs-card)),var(--cs-card) 70%)}
    .hero-card .font-large-title,.hero-card .font-title{font-family:var(--cs-font-rounded);font-variant-numeric:tabular-nums}
    .navigation{display:flex;align-items:center;gap:.75rem;min-height:2.75rem;color:inherit;text-decoration:none;-webkit-tap-highlight-color:transparent;cursor:pointer}
    .navigation>.label{flex:1 1 auto;min-width:0}
    .navigation>.chevron{flex:none;width:.8125rem;height:.8125rem;color:var(--cs-tertiary)}
    .navigation:active{opacity:.7}
    .navigation:hover>.chevron{color:var(--cs-secondary)}
    .link{color:var(--cs-accent-text);text-decoration:underline;text-underline-offset:.15em}
    .icon{display:inline-block;flex:none;width:1.25em;height:1.25em;vertical-align:-.2em}
    .label{display:block}
    .paragraph{display:block}
    .code-block{margin:0;padding:1rem;border-radius:16px;background:var(--cs-card);overflow-x:auto;font-size:.875rem;line-height:1.5;tab-size:4}
    .code-block code{font-size:inherit;white-space:pre-wrap;overflow-wrap:anywhere;hyphens:none}
    :is(.divided-card,.regular-card,.tinted-card,.hero-card) .code-block{background:var(--cs-raised)}
    :is(.scrolling-surface.vertical,.sectioned-surface)>:is(.section,.divided-card,.regular-card,.tinted-card,.hero-card){content-visibility:auto;contain-intrinsic-block-size:auto 12rem}
    .metric-card{display:flex;flex-direction:column;gap:.25rem;padding:1rem;border-radius:var(--cs-radius-card);background:var(--cs-card);font-variant-numeric:tabular-nums}
    .bg-thin-material,.bg-regular-material,.bg-thick-material{background:var(--cs-card)}
    @supports ((-webkit-backdrop-filter:blur(1px)) or (backdrop-filter:blur(1px))){.divided-card,.bg-regular-material{background:color-mix(in srgb,var(--cs-card) var(--cs-material-alpha),transparent);-webkit-backdrop-filter:blur(20px) saturate(180%);backdrop-filter:blur(20px) saturate(180%)}.bg-thin-material{background:color-mix(in srgb,var(--cs-card) 55%,transparent);-webkit-backdrop-filter:blur(12px) saturate(180%);backdrop-filter:blur(12px) saturate(180%)}.bg-thick-material{background:color-mix(in srgb,var(--cs-card) 88%,transparent);-webkit-backdrop-filter:blur(30px) saturate(180%);backdrop-filter:blur(30px) saturate(180%)}}

    """

    static let media = """
    @media (min-width:768px){.scrolling-surface.vertical{padding:2rem 1.5rem}}
    @media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}.navigation{transition:opacity .15s ease}}
    @media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
    @media (forced-colors:active){.divider{background:none;border-top:1px solid CanvasText}.divided-card,.regular-card,.tinted-card,.hero-card{border:1px solid CanvasText}}
    @media print{body{background:#fff;color:#000}.divided-card,.regular-card,.tinted-card,.hero-card,.metric-card,.code-block,.section-header{break-inside:avoid}.section-header{break-after:avoid}.chevron,.navigation::after,.metric-card-header::after,.breadcrumb{display:none}.divided-card,.regular-card,.metric-card,.code-block{border:1px solid #c7c7cc}.scrolling-surface.horizontal{overflow:visible;flex-wrap:wrap}*{content-visibility:visible!important;-webkit-backdrop-filter:none!important;backdrop-filter:none!important;box-shadow:none!important}}

    """

    /// The fixed scales of modifier classes.
    static func modifierClasses() -> String {
        var css = ""
        for step in Scale.spacing {
            let v = step == 0 ? "0" : "\(remString(step))rem"
            css += ".p-\(step){padding:\(v)}.px-\(step){padding-inline:\(v)}.py-\(step){padding-block:\(v)}"
            css += ".pt-\(step){padding-top:\(v)}.pb-\(step){padding-bottom:\(v)}.ps-\(step){padding-inline-start:\(v)}.pe-\(step){padding-inline-end:\(v)}"
            css += ".gap-\(step){gap:\(v)}\n"
        }
        for radius in Scale.radii {
            css += ".rounded-\(radius){border-radius:\(radius)px}"
        }
        css += ".capsule{border-radius:999px}.circle{border-radius:50%}.rect{border-radius:0}.clip{overflow:hidden}\n"
        css += ".hit-rect,.hit-capsule,.hit-circle"
        for radius in Scale.radii { css += ",.hit-rounded-\(radius)" }
        css += "{cursor:pointer}\n"
        // Backgrounds first (with a readable text colour), so an explicit fg-* class always wins.
        var names = StylesheetRules.palette.map { $0.0 }
        names.append("accent")
        for name in names {
            let text = name == "indigo" ? "#FFFFFF" : "#000000"
            css += ".bg-\(name){background:var(--cs-\(name));color:\(text)}"
        }
        let specials: [(String, String)] = [("primary", "var(--cs-label)"), ("secondary", "var(--cs-secondary)"), ("tertiary", "var(--cs-tertiary)"), ("white", "#FFFFFF"), ("black", "#000000"), ("clear", "transparent")]
        for (name, value) in specials { css += ".bg-\(name){background:\(value)}" }
        css += ".bg-white{color:#000000}.bg-black{color:#FFFFFF}\n"
        for name in names { css += ".fg-\(name){color:var(--cs-\(name)-text)}" }
        for (name, value) in specials { css += ".fg-\(name){color:\(value)}" }
        css += "\n"
        for name in names { css += ".tint-\(name){--cs-tint:var(--cs-\(name));--cs-tint-text:var(--cs-\(name)-text)}.border-\(name){border:1px solid var(--cs-\(name))}" }
        for (name, value) in specials { css += ".tint-\(name){--cs-tint:\(value);--cs-tint-text:\(value)}.border-\(name){border:1px solid \(value)}" }
        css += "\n"
        let fonts: [(String, String)] = [
            ("large-title", "font-size:2.125rem;font-weight:700;line-height:1.2"), ("title", "font-size:1.75rem;line-height:1.2"),
            ("title2", "font-size:1.375rem;line-height:1.25"), ("title3", "font-size:1.25rem;line-height:1.25"),
            ("headline", "font-size:1.0625rem;font-weight:600"), ("body", "font-size:1.0625rem"), ("callout", "font-size:1rem"),
            ("subheadline", "font-size:.9375rem"), ("footnote", "font-size:.8125rem"), ("caption", "font-size:.75rem"), ("caption2", "font-size:.6875rem"),
        ]
        for (name, rule) in fonts { css += ".font-\(name){\(rule)}" }
        css += ".font-bold{font-weight:700}\n"
        for tenths in 0..<10 { css += ".opacity-\(tenths * 10){opacity:\(tenths == 0 ? "0" : ".\(tenths)")}" }
        css += "\n.shadow-sm{box-shadow:0 1px 3px var(--cs-shadow)}.shadow-md{box-shadow:0 2px 8px var(--cs-shadow)}.shadow-lg{box-shadow:0 8px 24px var(--cs-shadow)}\n"
        css += ".frame-fill{align-self:stretch;width:100%}.frame-narrow{max-width:22.5rem}.frame-readable{max-width:var(--cs-page-width)}\n"
        css += ".align-leading,.align-top-leading,.align-bottom-leading{text-align:start}.align-trailing,.align-top-trailing,.align-bottom-trailing{text-align:end}.frame-fill.align-center,.frame-fill.align-top,.frame-fill.align-bottom{text-align:center}\n"
        return css
    }

    /// `16` → `1`, `4` → `.25`, `12` → `.75`.
    static func remString(_ px: Int) -> String {
        let whole = px / 16
        let frac = px % 16
        if frac == 0 { return String(whole) }
        let decimals: String
        switch frac {
        case 4: decimals = "25"
        case 8: decimals = "5"
        case 12: decimals = "75"
        default: decimals = String(frac * 10000 / 16)
        }
        return whole == 0 ? ".\(decimals)" : "\(whole).\(decimals)"
    }
}
