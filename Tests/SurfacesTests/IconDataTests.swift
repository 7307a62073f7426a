import Foundation
import Testing
@testable import Surfaces

/// The names the example report, the starter site and the docs rely on.
private let requiredIconNames = [
    "heart.fill", "figure.run", "figure.walk", "bed.double.fill", "lungs.fill", "drop.fill", "flame.fill",
    "waveform.path.ecg", "wineglass", "sparkles", "chart.line.uptrend.xyaxis", "chevron.right", "chevron.left",
    "moon.fill", "bolt.heart.fill", "bicycle", "figure.pool.swim", "dumbbell.fill", "timer", "calendar",
    "arrow.up.right", "arrow.down.right", "arrow.up", "arrow.down", "minus", "checkmark.circle.fill",
    "exclamationmark.triangle.fill", "info.circle", "house.fill", "scalemass.fill", "thermometer", "leaf.fill",
    "brain.head.profile", "figure.mind.and.body", "shoeprints.fill", "list.bullet",
]

@Test("every required icon name has a drawing", arguments: requiredIconNames)
func requiredIconExists(name: String) {
    let body = IconData.all[name]
    #expect(body != nil, "missing icon \(name)")
    #expect(body?.isEmpty == false, "icon \(name) has an empty body")
}

@Test("icon bodies are safe inline SVG markup")
func iconBodiesAreSafe() {
    for (name, body) in IconData.all {
        let lower = body.lowercased()
        #expect(!lower.contains("<script"), "icon \(name) contains a script")
        #expect(!lower.contains("style="), "icon \(name) has a style attribute")
        #expect(!lower.contains("href"), "icon \(name) has a link")
        #expect(!lower.contains(" id="), "icon \(name) has an id")
        #expect(!lower.contains("<?xml"), "icon \(name) has an XML declaration")
        #expect(!hasEventHandlerAttribute(lower), "icon \(name) has an on… event attribute")
    }
}

@Test("icon bodies draw in currentColor and balance their tags")
func iconBodiesUseCurrentColorAndBalanceTags() {
    for (name, body) in IconData.all {
        #expect(body.contains("currentColor"), "icon \(name) does not use currentColor")
        #expect(!body.contains("#0") && !body.contains("#f") && !body.contains("#F"),
                "icon \(name) hard-codes a colour")
        let opened = body.components(separatedBy: "<g ").count - 1
        let closed = body.components(separatedBy: "</g>").count - 1
        #expect(opened == closed, "icon \(name) opens \(opened) groups but closes \(closed)")
        let tags = body.components(separatedBy: "<").count - 1
        let ends = body.components(separatedBy: ">").count - 1
        #expect(tags == ends, "icon \(name) has unbalanced angle brackets")
    }
}

@Test("the event-attribute check catches handlers and ignores ordinary words")
func eventAttributeDetector() {
    #expect(hasEventHandlerAttribute(#"<path onload="x()" d="M0 0"/>"#))
    #expect(hasEventHandlerAttribute(#"<circle r="1" onclick='y'/>"#))
    #expect(!hasEventHandlerAttribute(#"<path d="M0 0" stroke-linejoin="round"/>"#))
}

@Test("every icon the example content names is drawn")
func exampleContentIconsExist() throws {
    let content = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("content")
    guard let walker = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil) else {
        Issue.record("no content folder at \(content.path)")
        return
    }
    var named = 0
    for case let url as URL in walker where url.pathExtension == "md" || url.pathExtension == "yaml" {
        let text = try String(contentsOf: url, encoding: .utf8)
        for name in iconNames(in: text) {
            named += 1
            #expect(IconData.all[name] != nil, "\(url.lastPathComponent) names icon \(name), which is not drawn")
        }
    }
    #expect(named > 10, "expected the example content to name icons")
}

@Test("icon names are found after icon= and icon:")
func iconNameScanner() {
    #expect(iconNames(in: "## Vitals {icon=waveform.path.ecg tint=teal}\nicon: heart.fill\n") == ["waveform.path.ecg", "heart.fill"])
    #expect(iconNames(in: "no icons here") == [])
}

/// The icon names written as `icon=name` (heading attributes) or `icon: name` (YAML) in `text`.
private func iconNames(in text: String) -> [String] {
    let bytes = Array(text.utf8)
    let key = Array("icon".utf8)
    var names: [String] = []
    var i = 0
    while i + key.count < bytes.count {
        if Array(bytes[i..<i + key.count]) == key, i == 0 || !isNameByte(bytes[i - 1]),
           bytes[i + key.count] == UInt8(ascii: "=") || bytes[i + key.count] == UInt8(ascii: ":") {
            var j = i + key.count + 1
            while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
            let start = j
            while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
            if j > start { names.append(String(decoding: bytes[start..<j], as: UTF8.self)) }
            i = j
        } else {
            i += 1
        }
    }
    return names
}

/// Whether `byte` can be part of an icon name (`a-z`, `0-9`, `.`).
private func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: ".")
}

/// Whether `markup` has an attribute named `on…` (an event handler) anywhere.
private func hasEventHandlerAttribute(_ markup: String) -> Bool {
    let bytes = Array(markup.utf8)
    var i = 0
    while i + 2 < bytes.count {
        let atWordStart = bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "\n")
        if atWordStart, bytes[i + 1] == UInt8(ascii: "o"), bytes[i + 2] == UInt8(ascii: "n") {
            var j = i + 3
            while j < bytes.count, (bytes[j] >= UInt8(ascii: "a") && bytes[j] <= UInt8(ascii: "z")) { j += 1 }
            if j > i + 3, j < bytes.count, bytes[j] == UInt8(ascii: "=") { return true }
        }
        i += 1
    }
    return false
}
