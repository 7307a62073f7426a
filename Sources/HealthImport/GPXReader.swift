import Basics
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
    /// Whether the element being read is an `ele` or `time`, the only ones whose text is used.
    private var collecting = false

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
        collecting = name == "ele" || name == "time"
        guard name == "trkpt" || name == "rtept" else { return }
        guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init),
              (-90...90).contains(lat), (-180...180).contains(lon) else { current = nil; return }
        current = RoutePoint(latitude: lat, longitude: lon)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { if collecting { text += string } }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let value = Self.trimmed(text)
        switch name {
        case "ele": if current != nil, let e = Double(value), e.isFinite { current?.elevation = e }
        case "time": if current != nil { current?.time = Self.seconds(value) }
        case "trkpt", "rtept":
            if let point = current { points.append(point) }
            current = nil
        default: break
        }
        text = ""
        collecting = false
    }

    /// `text` without surrounding ASCII white space (all XML allows there); cheaper than Foundation's
    /// trimming, which decodes the string as UTF-16 (most of the GPX reading time of a long route in a profile).
    static func trimmed(_ text: String) -> String {
        let bytes = text.utf8
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// `2019-06-11T22:00:42Z` (fractions and `±hh:mm` offsets allowed) as seconds since 1970.
    static func seconds(_ text: String) -> Double? {
        ISO8601Reader.read(text).map(\.utcSeconds)
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
