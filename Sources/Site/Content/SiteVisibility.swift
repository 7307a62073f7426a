import Diagnostics
import YAML

/// Who a site is for (`visibility:` in `cardstock.yaml`).
///
/// `private` (the default for a site whose content holds imported Apple Health files): `cardstock publish` asks
/// search engines to stay away (`robots.txt` disallows everything, every page says `noindex, nofollow`) and sends
/// no referrer, writes no sitemap and no feed unless asked for, and copies no metric file unless `downloads: true`.
/// `public`: a site for everyone, published as it always was.
package enum SiteVisibility: String, Sendable, Equatable {
    /// Not for search engines or strangers: served behind a password, or shared by link.
    case `private`
    /// For everyone.
    case `public`

    /// The value of a `visibility:` setting; throws at the node for anything but `private` or `public`.
    static func parse(_ node: YAMLNode, path: String) throws -> SiteVisibility {
        let text = try node.string(path: path, key: "visibility")
        guard let visibility = SiteVisibility(rawValue: text) else {
            throw Diagnostic.error(path, line: node.line, column: node.column,
                                   "'visibility' must be private or public (not '\(text)'): private keeps search engines, "
                                   + "the sitemap, the feed and the raw metric files out of what publish releases")
        }
        return visibility
    }
}
