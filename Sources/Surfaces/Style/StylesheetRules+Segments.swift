/// The rules of ``SegmentedViews``: an iOS segmented control (a grey track, the chosen segment raised on a card
/// colour), 44 px tall segments; only the chosen view shows. Each radio button lies, transparent, exactly over
/// its segment (`segments-N` gives their number): a tap or click chooses it, and the keyboard's focus ring is
/// the radio button's own, drawn around the segment. Printing keeps the chosen view.
extension StylesheetRules {
    static let segments: String = {
        var css = """
        :root{--cs-segment:#FFFFFF}
        @media (prefers-color-scheme:dark){:root{--cs-segment:#636366}}
        @media print{:root{--cs-segment:#FFFFFF}}
        .segmented-views{display:block;position:relative;margin:0 0 .75rem}
        .segmented-views>.segment-input{-webkit-appearance:none;appearance:none;position:absolute;z-index:1;top:2px;height:44px;margin:0;padding:0;border:0;border-radius:7px;background:transparent;cursor:pointer}
        .segmented-views>.segment-input:focus{outline:none}
        .segmented-views>.segment-input:focus-visible{outline:3px solid var(--cs-focus);outline-offset:-3px}
        .segment-labels{display:flex;gap:2px;padding:2px;border-radius:9px;background:rgba(118,118,128,.16);margin:0 0 .75rem}
        .segment-labels>label{flex:1 1 0;display:flex;align-items:center;justify-content:center;min-height:44px;padding:0 .25rem;border-radius:7px;font-size:.8125rem;font-weight:600;color:var(--cs-label);text-align:center}
        .segment-panel{display:none}

        """
        let n = SegmentedViews.maximumSegments
        for count in 1...n {
            for k in 1...count {
                // The track's 2 px padding, then `count` equal segments 2 px apart.
                let left = "calc(2px + (100% - 4px - \(2 * (count - 1))px) * \(k - 1) / \(count) + \(2 * (k - 1))px)"
                let width = "calc((100% - 4px - \(2 * (count - 1))px) / \(count))"
                css += ".segments-\(count)>.segment-input:nth-of-type(\(k)){left:\(left);width:\(width)}\n"
            }
        }
        for k in 1...n {
            let input = ".segmented-views>.segment-input:nth-of-type(\(k))"
            css += "\(input):checked~.segment-panels>.segment-panel:nth-child(\(k)){display:block}\n"
            css += "\(input):checked~.segment-labels>label:nth-child(\(k)){background:var(--cs-segment);box-shadow:0 1px 3px rgba(0,0,0,.18)}\n"
        }
        return css
    }()
}
