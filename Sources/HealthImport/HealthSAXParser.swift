import CLibXML2
import Foundation

/// A streaming XML reader on libxml2's SAX2 push parser, fed in chunks by a pull closure.
///
/// Unlike `XMLParser`, it makes no dictionary of Swift strings per element: the handler reads
/// attribute names and values straight from libxml2's buffers (see ``XMLAttributes``) and turns
/// into Swift values only what it uses — at a million records a minute, that is most of the time
/// an import takes. No DTD or external entity is loaded and no network is used (`XML_PARSE_NONET`);
/// libxml2's default limits on names and text stay on.
final class HealthSAXParser {
    private weak var delegate: HealthSAXDelegate?
    private var context: xmlParserCtxtPtr?
    private var stopped = false
    /// Whether the input has ended and the parser is finishing the document (errors now mean it ends early).
    private var finishing = false

    init(delegate: HealthSAXDelegate) { self.delegate = delegate }

    /// The line of the current element (1-based), as libxml2 counts it.
    var lineNumber: Int { context.map { Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer($0))) } ?? 0 }

    /// The column in the current line, as libxml2 counts it.
    var columnNumber: Int { context.map { Int(xmlSAX2GetColumnNumber(UnsafeMutableRawPointer($0))) } ?? 0 }

    /// Stops parsing after the current callback.
    func abort() {
        stopped = true
        if let context { xmlStopParser(context) }
    }

    /// Parses the bytes `pull(buffer, max)` returns (0 at the end). Returns `false` when the document
    /// is not well-formed or parsing was stopped; throws what `pull` throws.
    func parse(chunkSize: Int = 256 * 1024, _ pull: (UnsafeMutablePointer<UInt8>, Int) throws -> Int) throws -> Bool {
        xmlInitParser()
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { user, name, _, _, _, _, count, _, attributes in
            guard let user, let name else { return }
            let me = Unmanaged<HealthSAXParser>.fromOpaque(user).takeUnretainedValue()
            guard !me.stopped else { return }
            me.delegate?.startElement(XMLName(name), attributes: XMLAttributes(attributes, count: Int(count)))
        }
        sax.endElementNs = { user, name, _, _ in
            guard let user, let name else { return }
            let me = Unmanaged<HealthSAXParser>.fromOpaque(user).takeUnretainedValue()
            guard !me.stopped else { return }
            me.delegate?.endElement(XMLName(name))
        }
        sax.serror = { user, error in
            guard let user, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let me = Unmanaged<HealthSAXParser>.fromOpaque(user).takeUnretainedValue()
            guard !me.stopped else { return }
            me.delegate?.parseError(code: Int(error.pointee.code), line: Int(error.pointee.line), column: Int(error.pointee.int2),
                                   atEnd: me.finishing)
        }
        let user = Unmanaged.passUnretained(self).toOpaque()
        guard let context = xmlCreatePushParserCtxt(&sax, user, nil, 0, nil) else { return false }
        self.context = context
        defer {
            self.context = nil
            xmlFreeParserCtxt(context)
        }
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        while !stopped {
            let n = try pull(buffer, chunkSize)
            finishing = n == 0
            let status = buffer.withMemoryRebound(to: CChar.self, capacity: chunkSize) {
                xmlParseChunk(context, $0, Int32(n), n == 0 ? 1 : 0)
            }
            if status != 0 || context.pointee.wellFormed == 0 { return false }
            if n == 0 { break }
        }
        return !stopped
    }
}

/// Receives a ``HealthSAXParser``'s elements and errors.
protocol HealthSAXDelegate: AnyObject {
    /// An element starts; `name` and `attributes` are valid only during the call.
    func startElement(_ name: XMLName, attributes: XMLAttributes)
    /// An element ends.
    func endElement(_ name: XMLName)
    /// libxml2 reports an error (its `xmlParserErrors` code) at a line and column; `atEnd` when the
    /// input had ended (the document is cut short).
    func parseError(code: Int, line: Int, column: Int, atEnd: Bool)
}
