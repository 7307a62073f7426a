import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the track points of a GPX file (Health's `workout-routes/route_….gpx`) with FoundationXML's parser:
/// every `trkpt` with a valid `lat`/`lon`, its `ele` and `time` (ISO 8601, `Z` or an offset). Points with
/// coordinates out of range are skipped; a file that is not well-formed XML is an error with its line.
final class GPXReader: NSObject, XMLParserDelegate {
    private(set) var points: [RoutePoint] = []
    private var current: RoutePoint?
    private var text = ""

    /// The points of `data`, in file order.
    static func points(_ data: Data) throws -> [RoutePoint] {
        let reader = GPXReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        // FoundationXML on Linux answers `true` for a file cut short, with the error set: both count.
        let parsed = parser.parse()
        if !parsed || parser.parserError != nil {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw GPXError(line: parser.lineNumber, message: "not well-formed XML (parser error \(code)); export the data again")
        }
        return reader.points
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        text = ""
        guard name == "trkpt" || name == "rtept" else { return }
        guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init),
              (-90...90).contains(lat), (-180...180).contains(lon) else { current = nil; return }
        current = RoutePoint(latitude: lat, longitude: lon)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch name {
        case "ele": if current != nil, let e = Double(value), e.isFinite { current?.elevation = e }
        case "time": if current != nil { current?.time = Self.seconds(value) }
        case "trkpt", "rtept":
            if let point = current { points.append(point) }
            current = nil
        default: break
        }
        text = ""
    }

    /// `2019-06-11T22:00:42Z` (fractions and `±hh:mm` offsets allowed) as seconds since 1970.
    static func seconds(_ text: String) -> Double? {
        let b = Array(text.utf8)
        func int(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= b.count else { return nil }
            var v = 0
            for c in b[from..<from + count] { guard c >= 48, c <= 57 else { return nil }; v = v * 10 + Int(c - 48) }
            return v
        }
        guard b.count >= 19, let y = int(0, 4), let mo = int(5, 2), let d = int(8, 2), let h = int(11, 2),
              let mi = int(14, 2), let s = int(17, 2), (1...12).contains(mo), (1...31).contains(d) else { return nil }
        var i = 19, fraction = 0.0
        if i < b.count, b[i] == 46 {
            var scale = 0.1
            i += 1
            while i < b.count, b[i] >= 48, b[i] <= 57 { fraction += Double(b[i] - 48) * scale; scale /= 10; i += 1 }
        }
        var offset = 0
        if i < b.count, b[i] == 43 || b[i] == 45, let oh = int(i + 1, 2), let om = int(i + 4, 2) {
            offset = (oh * 60 + om) * 60 * (b[i] == 45 ? -1 : 1)
        }
        // Days from the civil date (Howard Hinnant's algorithm).
        let yy = mo <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (mo + (mo > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let days = era * 146_097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719_468
        return Double(days * 86_400 + h * 3600 + mi * 60 + s - offset) + fraction
    }
}

/// A GPX file that could not be read.
struct GPXError: Error, CustomStringConvertible {
    /// The line the parser stopped at.
    var line: Int
    /// What went wrong.
    var message: String
    var description: String { "line \(line): \(message)" }
}
