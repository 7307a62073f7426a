/// The rules of ``SegmentedViews``: an iOS segmented control (a grey track, the chosen segment raised on a card
/// colour), 44 px tall segments, a focus ring on the segment of the focused radio button; only the chosen view
/// shows. Printing keeps the chosen view.
extension StylesheetRules {
    static let segments: String = {
        var css = """
        :root{--cs-segment:#FFFFFF}
        @media (prefers-color-scheme:dark){:root{--cs-segment:#636366}}
        @media print{:root{--cs-segment:#FFFFFF}}
        .segmented-views{display:block;margin:0 0 .75rem}
        .segmented-views>.segment-input{position:absolute;opacity:0;width:1px;height:1px;margin:0;pointer-events:none}
        .segment-labels{display:flex;gap:2px;padding:2px;border-radius:9px;background:rgba(118,118,128,.16);margin:0 0 .75rem}
        .segment-labels>label{flex:1 1 0;display:flex;align-items:center;justify-content:center;min-height:44px;padding:0 .25rem;border-radius:7px;font-size:.8125rem;font-weight:600;color:var(--cs-label);cursor:pointer;text-align:center}
        .segment-panel{display:none}

        """
        for k in 1...SegmentedViews.maximumSegments {
            let input = ".segmented-views>.segment-input:nth-of-type(\(k))"
            css += "\(input):checked~.segment-panels>.segment-panel:nth-child(\(k)){display:block}\n"
            css += "\(input):checked~.segment-labels>label:nth-child(\(k)){background:var(--cs-segment);box-shadow:0 1px 3px rgba(0,0,0,.18)}\n"
            css += "\(input):focus-visible~.segment-labels>label:nth-child(\(k)){outline:3px solid var(--cs-focus);outline-offset:-3px}\n"
        }
        return css
    }()
}
