/// Built-in icons, drawn for Cardstock (not copied from any icon set), named like SF Symbols.
///
/// Every body is inner SVG markup for `viewBox="0 0 24 24"`. Filled shapes carry
/// `fill="currentColor"`; outlined shapes sit in a group with `stroke="currentColor"`,
/// `stroke-width="2"` and round caps and joins, so CSS `color` tints every icon in both
/// light and dark mode. The markup is valid inside an inline HTML5 `<svg>`: no ids, no
/// `style` attributes, no links, no scripts.
enum IconData {
    /// Opening tag of a group whose children are drawn as 2-unit round outlines.
    private static let g = #"<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">"#

    /// Icon name (SF Symbols naming) → inner SVG markup for a 24×24 view box.
    static let all: [String: String] = [
        // MARK: Health
        "heart.fill": #"<path fill="currentColor" d="M12 20.8S3.8 15.9 2.6 10.6C1.8 7.2 4 4.2 7.2 4.2c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.2 0 5.4 3 4.6 6.4-1.2 5.3-9.4 10.2-9.4 10.2z"/>"#,
        "bolt.heart.fill": #"<path fill="currentColor" fill-rule="evenodd" d="M12 20.8S3.8 15.9 2.6 10.6C1.8 7.2 4 4.2 7.2 4.2c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.2 0 5.4 3 4.6 6.4-1.2 5.3-9.4 10.2-9.4 10.2zM13.2 7.5 8.6 13h3.1l-1 4.6 4.7-5.8h-3.1z"/>"#,
        "waveform.path.ecg": g + #"<path d="M2 12.5h4.2l2.1-4.5 3.2 10 3.1-14 2.6 8.5H22"/></g>"#,
        "lungs.fill": #"<path fill="currentColor" d="M10.4 9.6C9.3 7.6 7.2 7.4 5.8 9 4.2 10.8 3 14.6 2.9 18.1c0 1.7 1.1 2.6 2.7 2.2l3.5-.9c.8-.2 1.3-.9 1.3-1.7zM13.6 9.6c1.1-2 3.2-2.2 4.6-.6 1.6 1.8 2.8 5.6 2.9 9.1 0 1.7-1.1 2.6-2.7 2.2l-3.5-.9c-.8-.2-1.3-.9-1.3-1.7z"/>"# + g + #"<path d="M12 3v8.5m0 0-2.4 2m2.4-2 2.4 2"/></g>"#,
        "drop.fill": #"<path fill="currentColor" d="M12 2.5s-6.6 7.4-6.6 12.2a6.6 6.6 0 0 0 13.2 0C18.6 9.9 12 2.5 12 2.5z"/>"#,
        "flame.fill": #"<path fill="currentColor" d="M12.6 2c.4 3.6 6.6 6.3 6.6 12.3 0 4.1-3.2 7.2-7.2 7.2s-7.2-3.1-7.2-7.2c0-3.2 1.6-5.4 3.3-7 .1 2.2 1.1 3.7 2.6 4.3-.5-3.9.5-7.5 1.9-9.6z"/>"#,
        "thermometer": g + #"<path d="M10 13.8V5a2 2 0 0 1 4 0v8.8a4.2 4.2 0 1 1-4 0zM12 9v8"/></g><circle fill="currentColor" cx="12" cy="17.4" r="2"/>"#,
        "brain.head.profile": g + #"<path d="M7 21v-4.2C5 15.3 3.8 13 3.8 10.3 3.8 6 7.2 3 11.6 3 16 3 19 5.8 19.4 9.7l1.8 3.4-1.8.6v2.6a1.6 1.6 0 0 1-1.6 1.6h-2.2V21"/></g><path fill="currentColor" d="M9.4 13.6a2.2 2.2 0 0 1-.9-4.2 2.6 2.6 0 0 1 4-2.4 2.5 2.5 0 0 1 4 1.9 2.3 2.3 0 0 1-.9 4.4 2.4 2.4 0 0 1-3.2.6 2.4 2.4 0 0 1-3 .3z"/>"#,
        "figure.mind.and.body": #"<circle fill="currentColor" cx="12" cy="4.6" r="2.2"/>"# + g + #"<path d="M12 8.6v5.6M5.5 13.5 9 9.6h6l3.5 3.9M4.5 19.5c2.2-2.6 4.6-3.6 7.5-3.6s5.3 1 7.5 3.6M8 20.5h8"/></g>"#,
        "scalemass.fill": #"<path fill="currentColor" d="M7.6 8h8.8c.9 0 1.6.6 1.8 1.4l2.4 9.9c.3 1-.5 1.7-1.4 1.7H4.8c-.9 0-1.7-.7-1.4-1.7l2.4-9.9C6 8.6 6.7 8 7.6 8z"/><circle fill="none" stroke="currentColor" stroke-width="2" cx="12" cy="5" r="2.2"/>"#,
        "leaf.fill": #"<path fill="currentColor" d="M20.5 3.5C10 3 4 7.6 4 14c0 2 .6 3.6 1.6 4.8 1.5-4.3 4.6-7.8 9.2-10.3-3.8 3-6.5 6.6-7.7 11.3 1 .6 2.2.9 3.5.9 6.6 0 10.2-6 9.9-17.2z"/><path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M4 21.5 6 18"/>"#,
        // MARK: Activity
        "figure.run": #"<circle fill="currentColor" cx="15.2" cy="4.2" r="2.2"/>"# + g + #"<path d="M13.4 8.3 11 13.6l3.1 3.1-1.1 4.6M11 13.6l-2.3 3.6H5M7.4 10.6l3.6-2.6 3.4 2.4 3.4.7"/></g>"#,
        "figure.walk": #"<circle fill="currentColor" cx="13.2" cy="4.2" r="2.2"/>"# + g + #"<path d="m12.6 8.2-1.2 5.6 2.8 3.4.6 3.8M11.4 13.8l-1.9 3.6-1.6 3.6M8.6 12l1.4-3.5 2.6-.3 3 3.2"/></g>"#,
        "figure.pool.swim": #"<circle fill="currentColor" cx="18" cy="6.6" r="2.2"/>"# + g + #"<path d="M3.5 12.5h5l6-2.6M14.5 9.9 11 6.2 6.8 7.3M2 17.4q2.5-2 5 0t5 0 5 0 5 0M2 21.4q2.5-2 5 0t5 0 5 0 5 0"/></g>"#,
        "bicycle": g + #"<circle cx="5.5" cy="16" r="4"/><circle cx="18.5" cy="16" r="4"/><path d="M5.5 16 8.7 9l2.8 7h-6M8.7 9h7.3m-4.5 7 4.5-7 2.5 7M7.2 7h3M16 9l-1-3h2.4"/></g>"#,
        "dumbbell.fill": #"<path fill="currentColor" d="M7.5 11h9v2h-9z"/><rect fill="currentColor" x="4.4" y="6.5" width="3.6" height="11" rx="1.2"/><rect fill="currentColor" x="16" y="6.5" width="3.6" height="11" rx="1.2"/><rect fill="currentColor" x="1.6" y="9" width="2.4" height="6" rx="1"/><rect fill="currentColor" x="20" y="9" width="2.4" height="6" rx="1"/>"#,
        "shoeprints.fill": #"<ellipse fill="currentColor" cx="7.6" cy="7.4" rx="2.9" ry="4.4" transform="rotate(-8 7.6 7.4)"/><ellipse fill="currentColor" cx="8.2" cy="14.4" rx="2.3" ry="2.1"/><ellipse fill="currentColor" cx="16.4" cy="11.6" rx="2.9" ry="4.4" transform="rotate(8 16.4 11.6)"/><ellipse fill="currentColor" cx="15.8" cy="18.7" rx="2.3" ry="2.1"/>"#,
        "timer": g + #"<circle cx="12" cy="13.5" r="8"/><path d="M10 2.5h4M12 2.5v3M12 13.5l3.2-3.2M19.5 5.5l-1.5 1.5"/></g>"#,
        // MARK: Sleep and drinks
        "bed.double.fill": #"<path fill="currentColor" d="M5.5 4h13A2.5 2.5 0 0 1 21 6.5V11h-1.6V9.8c0-.7-.5-1.2-1.2-1.2h-3.9c-.7 0-1.2.5-1.2 1.2V11h-2.2V9.8c0-.7-.5-1.2-1.2-1.2H5.8c-.7 0-1.2.5-1.2 1.2V11H3V6.5A2.5 2.5 0 0 1 5.5 4zM3.5 12h17a1.5 1.5 0 0 1 1.5 1.5V18H2v-4.5A1.5 1.5 0 0 1 3.5 12zM2 18.5h2.2V21H2zm17.8 0H22V21h-2.2z"/>"#,
        "moon.fill": #"<path fill="currentColor" d="M20.8 14.6A9 9 0 1 1 9.4 3.2a7.6 7.6 0 0 0 11.4 11.4z"/>"#,
        "wineglass": g + #"<path d="M7.3 3h9.4l.6 4.6a5.3 5.3 0 0 1-10.6 0zM12 13v8m-3.5 0h7M6.9 7.5h10.2"/></g>"#,
        "sparkles": #"<path fill="currentColor" d="M10 3.5c.7 4 2.6 5.9 6.5 6.5-3.9.6-5.8 2.5-6.5 6.5-.7-4-2.6-5.9-6.5-6.5 3.9-.6 5.8-2.5 6.5-6.5zM18.2 2c.4 1.9 1.2 2.7 3 3-1.8.3-2.6 1.1-3 3-.4-1.9-1.2-2.7-3-3 1.8-.3 2.6-1.1 3-3zM17.5 15c.4 1.9 1.2 2.7 3 3-1.8.3-2.6 1.1-3 3-.4-1.9-1.2-2.7-3-3 1.8-.3 2.6-1.1 3-3z"/>"#,
        // MARK: Charts and arrows
        "chart.line.uptrend.xyaxis": g + #"<path d="M3.5 3v17.5H21M7 15.5l4-4.5 3 2.5 5.5-6.5M16 7h3.5v3.5"/></g>"#,
        "chevron.right": g + #"<path d="m9 4.5 7.5 7.5L9 19.5"/></g>"#,
        "chevron.left": g + #"<path d="M15 4.5 7.5 12l7.5 7.5"/></g>"#,
        "chevron.down": g + #"<path d="m4.5 9 7.5 7.5L19.5 9"/></g>"#,
        "chevron.up": g + #"<path d="M4.5 15 12 7.5l7.5 7.5"/></g>"#,
        "arrow.up.right": g + #"<path d="M6.5 17.5 17.5 6.5M8.5 6.5h9v9"/></g>"#,
        "arrow.down.right": g + #"<path d="m6.5 6.5 11 11M17.5 8.5v9h-9"/></g>"#,
        "arrow.up": g + #"<path d="M12 20V4.5M5.5 11 12 4.5l6.5 6.5"/></g>"#,
        "arrow.down": g + #"<path d="M12 4v15.5M5.5 13l6.5 6.5 6.5-6.5"/></g>"#,
        "arrow.right": g + #"<path d="M4 12h15.5M13 5.5l6.5 6.5-6.5 6.5"/></g>"#,
        "minus": g + #"<path d="M5 12h14"/></g>"#,
        "plus": g + #"<path d="M5 12h14M12 5v14"/></g>"#,
        // MARK: Status
        "checkmark.circle.fill": #"<path fill="currentColor" fill-rule="evenodd" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zM6.9 12.6l1.4-1.4 2.3 2.3 5.1-5.1 1.4 1.4-6.5 6.5z"/>"#,
        "exclamationmark.triangle.fill": #"<path fill="currentColor" fill-rule="evenodd" d="M10.3 3.6a2 2 0 0 1 3.4 0l8.3 14.6a2 2 0 0 1-1.7 2.9H3.7A2 2 0 0 1 2 18.2zM10.9 8.5h2.2l-.4 6.5h-1.4zM12 16a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z"/>"#,
        "info.circle": g + #"<circle cx="12" cy="12" r="9.5"/><path d="M12 11v6"/><path stroke-width="2.6" d="M12 7.6h.01"/></g>"#,
        "xmark.circle.fill": #"<path fill="currentColor" fill-rule="evenodd" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zM8.3 9.7 10.6 12l-2.3 2.3 1.4 1.4 2.3-2.3 2.3 2.3 1.4-1.4-2.3-2.3 2.3-2.3-1.4-1.4-2.3 2.3-2.3-2.3z"/>"#,
        // MARK: Places and things
        "house.fill": #"<path fill="currentColor" d="M12 2.8 22 11.5h-2.8v8.7a.8.8 0 0 1-.8.8h-4v-6.4H9.6V21h-4a.8.8 0 0 1-.8-.8v-8.7H2z"/>"#,
        "calendar": g + #"<rect x="3" y="5" width="18" height="16" rx="2.5"/><path d="M3 10h18M8 3v4M16 3v4"/></g>"#,
        "list.bullet": #"<circle fill="currentColor" cx="4.5" cy="6" r="1.6"/><circle fill="currentColor" cx="4.5" cy="12" r="1.6"/><circle fill="currentColor" cx="4.5" cy="18" r="1.6"/>"# + g + #"<path d="M9 6h11.5M9 12h11.5M9 18h11.5"/></g>"#,
        "doc.text": g + #"<path d="M6 2.5h8l4.5 4.5v13a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 20V4A1.5 1.5 0 0 1 6 2.5zM13.5 2.5V7.5h5M8.5 12.5h7M8.5 16.5h7"/></g>"#,
        "clock": g + #"<circle cx="12" cy="12" r="9.5"/><path d="M12 6.5V12l3.5 2.5"/></g>"#,
        "star.fill": #"<path fill="currentColor" d="m12 2.6 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"/>"#,
        "person.fill": #"<circle fill="currentColor" cx="12" cy="7" r="4.2"/><path fill="currentColor" d="M3.5 20.5c0-4.2 3.8-7 8.5-7s8.5 2.8 8.5 7c0 .3-.2.5-.5.5h-16a.5.5 0 0 1-.5-.5z"/>"#,
    ]
}
