import Basics
import Escaping
/// The snippets the preview server adds to HTML responses (never to files on disk).
enum LiveReloadInjection {
    /// The reserved path of the event stream.
    static let eventsPath = "/__cardstock/events"
    /// The reserved path of the reload script.
    static let scriptPath = "/__cardstock/reload.js"
    /// The prefix reserved for the server; site files under it are not served.
    static let reservedPrefix = "/__cardstock/"

    /// The reload script: listens to the event stream and reloads the page on every `reload` event.
    static let script = """
    (function () {
      if (!window.EventSource) { return; }
      var source = new EventSource("/__cardstock/events");
      source.addEventListener("reload", function () { source.close(); window.location.reload(); });
      source.addEventListener("bye", function () { source.close(); });
    })();

    """

    /// The tag inserted before `</body>`.
    static let scriptTag = "<script src=\"/__cardstock/reload.js\" defer></script>"

    /// The overlay's heading when none is given (English).
    static let defaultHeading = "The build failed. The last good page is underneath; fix the error and save."

    /// The overlay shown over the last good page while the build is failing; `messages` and `heading` are escaped.
    static func overlay(_ messages: [String], heading: String = defaultHeading) -> String {
        var out = "<div id=\"cardstock-error-overlay\" role=\"alert\" style=\"position:fixed;inset:0;z-index:2147483647;"
        out += "overflow:auto;margin:0;padding:24px;background:rgba(28,28,30,.94);color:#fff;"
        out += "font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace\">"
        out += "<p style=\"margin:0 0 12px;font-weight:600;color:#ff6961\">" + escape(heading) + "</p>"
        out += "<pre style=\"margin:0;white-space:pre-wrap\">"
        out += escape(messages.joined(separator: "\n"))
        out += "</pre></div>"
        return out
    }

    /// Escapes text for HTML element content and attribute values.
    static func escape(_ text: String) -> String {
        HTMLEscaping.escaped(text)
    }

    /// Inserts `snippet` before the last `</body` (case-insensitive), or appends it when there is none.
    static func inject(_ snippet: String, into html: [UInt8]) -> [UInt8] {
        let needle = Array("</body".utf8)
        var at = html.count
        if html.count >= needle.count {
            var i = html.count - needle.count
            while i >= 0 {
                var match = true
                for j in 0..<needle.count {
                    var b = html[i + j]
                    if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") { b += 32 }
                    if b != needle[j] { match = false; break }
                }
                if match { at = i; break }
                i -= 1
            }
        }
        var out = [UInt8]()
        out.reserveCapacity(html.count + snippet.utf8.count)
        out += html[0..<at]
        out += snippet.utf8
        out += html[at...]
        return out
    }

    /// The `<base href>` for a not-found page at `page` (relative to the site root): its folder, from the root.
    static func baseHref(forPage page: String) -> String {
        var folder = page
        while folder.hasPrefix("/") { folder.removeFirst() }
        if let slash = folder.lastIndex(of: "/") { folder = String(folder[..<slash]) + "/" } else { folder = "" }
        return "/" + folder
    }

    /// Inserts `<base href="…">` right after the first `<head>` start tag (case-insensitive), so the page's
    /// relative links resolve from its own folder whatever URL it is served at. Unchanged when there is no
    /// `<head>` or the page already has a `<base`.
    static func insertBase(_ href: String, into html: [UInt8]) -> [UInt8] {
        let lower = html.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
        if firstIndex(of: Array("<base".utf8), in: lower) != nil { return html }
        guard let head = firstIndex(of: Array("<head".utf8), in: lower),
              let close = lower[head...].firstIndex(of: UInt8(ascii: ">")) else { return html }
        var out = [UInt8]()
        out.reserveCapacity(html.count + href.utf8.count + 16)
        out += html[...close]
        out += "<base href=\"".utf8
        HTMLEscaping.append(href, to: &out)
        out += "\">".utf8
        out += html[(close + 1)...]
        return out
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        ByteSearch.firstIndex(of: needle, in: haystack)
    }
}
