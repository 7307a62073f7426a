extension HTMLSafetyChecker {
    /// The decoded, ASCII-lowercased, trimmed value of `name` on `tag`, if present.
    func value(_ name: String, of tag: HTMLTag, in page: UnsafeBufferPointer<UInt8>) -> String? {
        guard let attribute = tag.attribute(name) else { return nil }
        return HTMLSafetyChecker.normalized(HTMLCharacterReference.decodeAttribute(page[attribute.value]).string)
    }

    static func normalized(_ value: String) -> String {
        var bytes = Array(value.utf8)
        while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
        let start = bytes.firstIndex { $0 > 0x20 } ?? bytes.count
        return String(decoding: bytes[start...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Why an allowed attribute's value is still refused, or `nil`.
    func valueRefusal(_ name: String, _ raw: String, tag: HTMLTag, namespace: HTMLTreeReader.Namespace,
                      page: UnsafeBufferPointer<UInt8>) -> String? {
        let value = HTMLSafetyChecker.normalized(raw)
        let element = "<\(tag.name)>"
        switch (tag.name, name) {
        case (_, "xmlns"):
            let expected = HTMLSafetyPolicy.namespaces[namespace == .svg ? "svg" : "html"] ?? ""
            return value == expected ? nil : "`xmlns` on \(element) must be \(expected); remove it or fix the namespace"
        case (_, "xmlns:xlink"):
            let expected = HTMLSafetyPolicy.namespaces["xlink"] ?? ""
            return value == expected ? nil : "`xmlns:xlink` on \(element) must be \(expected); fix the namespace"
        case ("meta", "charset"):
            return value == "utf-8" || value == "utf8" ? nil
                : "the page declares charset `\(raw)`; Cardstock writes and checks UTF-8 only, so declare utf-8"
        case ("meta", "http-equiv"):
            return value == "content-type" ? nil
                : "<meta http-equiv=\"\(raw)\"> changes how the browser treats the page (a refresh can run "
                    + "`javascript:`); remove it, only http-equiv=\"content-type\" is allowed"
        case ("meta", "content"):
            if tag.attribute("http-equiv") != nil {
                let compact = value.split(separator: " ").joined()
                return compact == "text/html;charset=utf-8" ? nil
                    : "<meta http-equiv=\"content-type\"> must say `text/html; charset=utf-8`; fix the content"
            }
            return tag.attribute("name") != nil || tag.attribute("property") != nil || tag.attribute("itemprop") != nil
                ? nil : "`content` on <meta> needs a `name`; add one or remove the element"
        case ("link", "rel"):
            for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\u{0C}" }) {
                guard HTMLSafetyPolicy.linkRelations.contains(String(word)) else {
                    return "<link rel=\"\(word)\"> is not allowed (it can load script or another document); "
                        + "use rel=\"stylesheet\", \"icon\", \"canonical\", \"alternate\", \"manifest\" or \"preload\""
                }
                if word == "preload" {
                    let kind = self.value("as", of: tag, in: page) ?? ""
                    if kind != "style" && kind != "font" {
                        return "<link rel=\"preload\" as=\"\(kind)\"> is not allowed; preload only styles and fonts "
                            + "(as=\"style\" or as=\"font\")"
                    }
                }
            }
            return nil
        case ("input", "type"):
            // A radio button outside any form submits nothing: the views of a metric overview are chosen with them.
            return value == "checkbox" || value == "radio" ? nil
                : "<input type=\"\(raw)\"> is not allowed; only disabled checkboxes (task lists) and radio buttons (view pickers) are"
        default:
            return nil
        }
    }

    /// Rules about an allowed HTML element as a whole, or `nil`.
    func elementRule(_ tag: HTMLTag, page: UnsafeBufferPointer<UInt8>) -> String? {
        switch tag.name {
        case "input":
            let type = value("type", of: tag, in: page)
            if type == "radio" { return nil }
            guard type == "checkbox", tag.attribute("disabled") != nil else {
                return "<input> is allowed only as a disabled checkbox (task lists) or a radio button (view pickers); "
                    + "write <input type=\"checkbox\" disabled> or remove it"
            }
            return nil
        case "link":
            return tag.attribute("rel") == nil ? "<link> needs a `rel`; add rel=\"stylesheet\" or remove it" : nil
        default:
            return nil
        }
    }
}
