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
