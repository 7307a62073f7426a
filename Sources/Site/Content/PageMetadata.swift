import CommonMark
import Diagnostics
import YAML

/// Per-section overrides from front matter `sections:` or a heading's `{icon=… tint=… layout=…}`.
package struct SectionStyle: Sendable, Equatable {
    /// A built-in icon name, e.g. `figure.run`.
    package var icon: String?
    /// A tint name, e.g. `orange`.
    package var tint: String?
    /// `true` for `layout: horizontal` (a sideways scrolling strip of cards).
    package var horizontal: Bool?

    /// Creates a style.
    package init(icon: String? = nil, tint: String? = nil, horizontal: Bool? = nil) {
        self.icon = icon
        self.tint = tint
        self.horizontal = horizontal
    }

    /// `other`'s values where set, else this style's.
    func overridden(by other: SectionStyle) -> SectionStyle {
        SectionStyle(icon: other.icon ?? icon, tint: other.tint ?? tint, horizontal: other.horizontal ?? horizontal)
    }
}

/// What a page's front matter says about it; every key is optional.
package struct PageMetadata: Sendable, Equatable {
    /// `title`: the page title (else the first `#` heading, else the file name).
    package var title: String?
    /// `description`: a one-line summary, used for `<meta name="description">` and navigation subtitles.
    package var description: String?
    /// `date`: `YYYY-MM-DD`.
    package var date: String?
    /// `draft: true` pages are skipped unless `--drafts`.
    package var draft: Bool = false
    /// `weight` (alias `order`): lower comes first in generated navigation.
    package var weight: Int?
    /// `icon`: the page's icon name.
    package var icon: String?
    /// `tint`: the page's tint, the default for its sections.
    package var tint: String?
    /// `layout`: the template used for this page (default `page`).
    package var layout: String = "page"
    /// `period`: the report period (`2026-W48`, `2026-11`, `2026-11-24`, `2026`).
    package var period: String?
    /// `from`: the first day of a custom report period (`YYYY-MM-DD`).
    package var from: String?
    /// `to`: the last day of a custom report period (`YYYY-MM-DD`).
    package var to: String?
    /// `language`: the page's language tag (`zh-CN`), overriding the site's `language` for its words,
    /// numbers, dates and `<html lang>`.
    package var language: String?
    /// `sort`: how this folder index lists its child pages (`nil`: the site's `sort`).
    package var sort: ChildOrder?
    /// `sections`: section title → style overrides.
    package var sections: [String: SectionStyle] = [:]
    /// `repeat`: the page is a template written once per day, week, month or year with data, or per row of `rows`.
    package var repeats: SeriesRepeat?
    /// `series_title`: the title of a series' index page (default: the template's title without its placeholders).
    package var seriesTitle: String?
    /// `rows`: the data file (`.csv`/`.json`, relative to the page's folder or the content folder) of `repeat: rows`.
    package var rows: String?
    /// `slug`: the column whose values name the pages of `repeat: rows` (default: the first column).
    package var slug: String?
    /// `print`: `full` adds a printable page at `<page>/print/` holding the page and its cards' period pages.
    package var printMode: PrintMode = .summary

    /// The keys front matter accepts.
    package static let allowedKeys = ["date", "description", "draft", "from", "icon", "language", "layout", "order", "period",
                                     "print", "repeat", "rows", "sections", "series_title", "slug", "sort", "tint", "title", "to",
                                     "weight"]
    /// The keys a `sections:` entry accepts.
    package static let sectionKeys = ["icon", "layout", "tint"]

    /// Where each `sections:` entry's title is written (for the unused-entry warning).
    var sectionLocations: [String: SourcePosition] = [:]
    /// Where the `layout:` value is in the file (for a missing template's error); nil without one.
    var layoutPosition: SourcePosition?
    /// Where the `repeat:` value is in the file (for the series' errors); nil without one.
    var repeatPosition: SourcePosition?
    /// Where the `rows:` and `slug:` values are in the file (for a row series' errors); nil without them.
    var rowsPosition: SourcePosition?
    var slugPosition: SourcePosition?
    /// Where the `print:` value is in the file (for the packet's warning); nil without one.
    var printPosition: SourcePosition?

    /// Empty metadata (all defaults).
    package init() {}
}
