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
    })();

    """

    /// The tag inserted before `</body>`.
    static let scriptTag = "<script src=\"/__cardstock/reload.js\" defer></script>"

    /// The overlay shown over the last good page while the build is failing; `messages` are escaped.
    static func overlay(_ messages: [String]) -> String {
        var out = "<div id=\"cardstock-error-overlay\" role=\"alert\" style=\"position:fixed;inset:0;z-index:2147483647;"
        out += "overflow:auto;margin:0;padding:24px;background:rgba(28,28,30,.94);color:#fff;"
        out += "font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace\">"
        out += "<p style=\"margin:0 0 12px;font-weight:600;color:#ff6961\">The build failed. The last good page is underneath; fix the error and save.</p>"
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
}
