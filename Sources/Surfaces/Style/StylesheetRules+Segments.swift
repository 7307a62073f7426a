/// The rules of ``SegmentedViews``: an iOS segmented control (a grey track, the chosen segment raised on a card
/// colour), 44 px tall segments; only the chosen view shows. Each radio button lies, transparent, exactly over
/// its segment: a tap or click chooses it, and the keyboard's focus ring is the radio button's own, drawn
/// around the segment. Printing keeps the chosen view. The control fills its section's width (`align-self:
/// stretch`), so a panel's wide table scrolls inside its card instead of widening the page at 390 px.
///
/// The radio buttons are placed by one rule: `segments-N` sets `--n` (the number of segments) and the k-th
/// radio button sets `--k` to k − 1, so the k-th lies `--k` segment widths and 2 px gaps after the track's
/// 2 px padding (no rule per count and position, and no inline style, which the pages' CSP would block).
extension StylesheetRules {
    static let segments: String = {
        var css = """
        :root{--cs-segment:#FFFFFF}
        @media screen and (prefers-color-scheme:dark){:root{--cs-segment:#636366}}
        .segmented-views{display:block;position:relative;align-self:stretch;margin:0 0 .75rem}
        .segmented-views>.segment-input{-webkit-appearance:none;appearance:none;position:absolute;z-index:1;top:2px;height:44px;margin:0;padding:0;border:0;border-radius:7px;background:transparent;cursor:pointer;\
        --k:0;--w:calc((100% - 2px - 2px * var(--n)) / var(--n));left:calc(2px + (var(--w) + 2px) * var(--k));width:var(--w)}
        .segmented-views>.segment-input:focus{outline:none}
        .segmented-views>.segment-input:focus-visible{outline:3px solid var(--cs-focus);outline-offset:-3px}
        .segment-labels{display:flex;gap:2px;padding:2px;border-radius:9px;background:rgba(118,118,128,.16);margin:0 0 .75rem}
        .segment-labels>label{flex:1 1 0;display:flex;align-items:center;justify-content:center;min-height:44px;padding:0 .25rem;border-radius:7px;font-size:.8125rem;font-weight:600;color:var(--cs-label);text-align:center}
        .segment-panel{display:none}

        """
        let positions = 1...SegmentedViews.maximumSegments
        // The track is 100% wide: its 2 px padding on each side, then `--n` equal segments 2 px apart.
        css += positions.map { ".segments-\($0){--n:\($0)}" }.joined() + "\n"
        css += positions.dropFirst().map { ".segmented-views>.segment-input:nth-of-type(\($0)){--k:\($0 - 1)}" }.joined() + "\n"
        let chosen = positions.map { ".segment-input:nth-of-type(\($0)):checked~" }
        css += zip(chosen, positions).map { "\($0).segment-panels>.segment-panel:nth-child(\($1))" }.joined(separator: ",")
        css += "{display:block}\n"
        css += zip(chosen, positions).map { "\($0).segment-labels>label:nth-child(\($1))" }.joined(separator: ",")
        css += "{background:var(--cs-segment);box-shadow:0 1px 3px rgba(0,0,0,.18)}\n"
        return css
    }()
}
