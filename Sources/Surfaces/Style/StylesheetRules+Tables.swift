/// The table card's rules (``TableCard``): grouped rows like the metric values table, a region that scrolls
/// sideways inside the card (never the page) with shadows at an edge that can still scroll — the shadows sit
/// behind covers in the card's colour that scroll with the content (`background-attachment: local`), so a
/// shadow shows only where more table is hidden. On a phone, a table too wide to fit also shows a written cue
/// (``TableCard/writeClose(scrollCue:into:)``); Chinese and Japanese cells break only at spaces and punctuation.
/// In print the card keeps its outline, like every other card, and shows the whole table.
extension StylesheetRules {
    static let tables: String = {
        let card = "." + TableCard.className
        let left = TableCard.alignmentClass(.left) ?? "", center = TableCard.alignmentClass(.center) ?? ""
        let right = TableCard.alignmentClass(.right) ?? "", cue = TableCard.scrollCueClass
        return """
        \(card){display:block;max-width:100%;min-width:0;overflow-x:auto;align-self:stretch;padding:.25rem 1rem;border-radius:var(--cs-radius-card);\
        background:linear-gradient(to right,var(--cs-card) 30%,rgba(0,0,0,0)) left center/2.5rem 100% no-repeat local,\
        linear-gradient(to left,var(--cs-card) 30%,rgba(0,0,0,0)) right center/2.5rem 100% no-repeat local,\
        radial-gradient(farthest-side at 0 50%,rgba(127,127,127,.45),rgba(127,127,127,0)) left center/.875rem 100% no-repeat scroll,\
        radial-gradient(farthest-side at 100% 50%,rgba(127,127,127,.45),rgba(127,127,127,0)) right center/.875rem 100% no-repeat scroll,\
        var(--cs-card)}
        \(card):focus-visible{border-radius:var(--cs-radius-card)}
        \(card) table{min-width:100%;border-collapse:collapse;font-size:.9375rem}
        \(card) th,\(card) td{padding:.625rem .75rem .625rem 0;border-top:1px solid var(--cs-separator);text-align:start;vertical-align:top;min-width:4.5rem;overflow-wrap:break-word}
        \(card) td a{overflow-wrap:anywhere}
        \(card) th:last-child,\(card) td:last-child{padding-inline-end:0}
        \(card) thead th{border-top:0;font-size:.8125rem;font-weight:600;color:var(--cs-secondary)}
        \(card) .\(left){text-align:left}
        \(card) .\(center){text-align:center}
        \(card) .\(right){text-align:right;font-variant-numeric:tabular-nums}
        \(card) code{overflow-wrap:normal}
        :lang(zh) \(card) th,:lang(zh) \(card) td,:lang(ja) \(card) th,:lang(ja) \(card) td{word-break:keep-all}
        .\(cue){position:sticky;left:0;width:max-content;max-width:calc(100vw - 4rem);margin:.25rem 0 .375rem;font-size:.8125rem;color:var(--cs-secondary)}
        @media (min-width:768px){.\(cue){display:none}}
        @media print{\(card){overflow:visible;border:1px solid #c7c7cc;background:#fff;break-inside:auto}.\(cue){display:none}}

        """
    }()
}
