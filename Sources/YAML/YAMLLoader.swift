import CYAML
import Diagnostics
#if canImport(Glibc)
import Glibc
#endif

/// Builds ``YAMLNode`` values from libyaml events. Owns the parser; call ``close()`` once.
struct YAMLLoader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafePointer<UInt8>
    private let count: Int
    private let path: String
    private let lineOffset: Int
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0

    static let maxDepth = 100
    static let maxNodes = 100_000

    init(input: UnsafePointer<UInt8>, count: Int, path: String, lineOffset: Int) throws {
        self.path = path
        self.lineOffset = lineOffset
        self.input = input
        self.count = count
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            throw Diagnostic.error(path, "could not start the YAML parser (out of memory)")
        }
        yaml_parser_set_input_string(parser, input, count)
    }

    /// Frees the parser.
    func close() {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    // MARK: Events

    /// One event copied out of libyaml (the C event is freed immediately).
    private struct Event {
        var type: yaml_event_type_t
        var line: Int
        var column: Int
        var anchor: String?
        var tag: String?
        var value: String
        var style: ScalarStyle
    }

    private mutating func next() throws -> Event {
        var raw = yaml_event_t()
        guard yaml_parser_parse(parser, &raw) != 0 else { throw parserError() }
        defer { yaml_event_delete(&raw) }
        var event = Event(type: raw.type,
                          line: raw.start_mark.line + 1 + lineOffset,
                          column: raw.start_mark.column + 1,
                          anchor: nil, tag: nil, value: "", style: .plain)
        switch raw.type {
        case YAML_SCALAR_EVENT:
            let s = raw.data.scalar
            event.anchor = Self.cString(s.anchor)
            event.tag = Self.cString(s.tag)
            if let value = s.value, s.length > 0 {
                event.value = String(decoding: UnsafeBufferPointer(start: value, count: s.length), as: UTF8.self)
            }
            switch s.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: event.style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: event.style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: event.style = .literal
            case YAML_FOLDED_SCALAR_STYLE: event.style = .folded
            default: event.style = .plain
            }
        case YAML_SEQUENCE_START_EVENT:
            event.anchor = Self.cString(raw.data.sequence_start.anchor)
            event.tag = Self.cString(raw.data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT:
            event.anchor = Self.cString(raw.data.mapping_start.anchor)
            event.tag = Self.cString(raw.data.mapping_start.tag)
        case YAML_ALIAS_EVENT:
            event.anchor = Self.cString(raw.data.alias.anchor)
        default:
            break
        }
        return event
    }

    private static func cString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))), as: UTF8.self)
    }

    private func parserError() -> Diagnostic {
        let p = parser.pointee
        let problem = Self.cString(UnsafeMutableRawPointer(mutating: p.problem)?.assumingMemoryBound(to: UInt8.self)) ?? "unknown problem"
        let context = Self.cString(UnsafeMutableRawPointer(mutating: p.context)?.assumingMemoryBound(to: UInt8.self))
        let error = YAMLErrorText(source: UnsafeBufferPointer(start: input, count: count))
        if p.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark.
            let (line, column) = error.lineAndColumn(byteOffset: p.problem_offset)
            return .error(path, line: line + 1 + lineOffset, column: column + 1,
                          "invalid YAML: \(problem): remove the invisible character at this position")
        }
        // For a construct that never ended, where it started is more useful than where the text ran out.
        let useContext = context != nil && (problem.hasPrefix("found unexpected end of stream")
            || problem.hasPrefix("could not find expected ':'"))
        let mark = useContext ? p.context_mark : p.problem_mark
        var message = "invalid YAML: \(problem)"
        if let context { message += " \(context)" }
        message += "; " + error.hint(problem: problem, context: context, line: mark.line, column: mark.column)
        return .error(path, line: mark.line + 1 + lineOffset, column: mark.column + 1, message)
    }

    // MARK: Documents

    /// Reads the stream: nothing (nil) or exactly one document.
    mutating func loadSingleDocument() throws -> YAMLNode? {
        var event = try next()
        if event.type == YAML_STREAM_START_EVENT { event = try next() }
        if event.type == YAML_STREAM_END_EVENT { return nil }
        guard event.type == YAML_DOCUMENT_START_EVENT else {
            throw Diagnostic.error(path, line: event.line, column: event.column, "invalid YAML: expected a document")
        }
        let root = try node(from: try next(), depth: 0)
        _ = try next() // document end
        let after = try next()
        if after.type == YAML_DOCUMENT_START_EVENT {
            throw Diagnostic.error(path, line: after.line, column: after.column,
                                   "only one YAML document is allowed here: remove this second document (or its '---' line)")
        }
        if root.isNull, root.line > 0, case .scalar(let text, _) = root.value, text.isEmpty { return nil }
        return root
    }

    // MARK: Nodes

    private mutating func node(from event: Event, depth: Int) throws -> YAMLNode {
        if depth > Self.maxDepth {
            throw Diagnostic.error(path, line: event.line, column: event.column,
                                   "YAML is nested more than \(Self.maxDepth) levels deep: flatten it")
        }
        if event.type == YAML_ALIAS_EVENT {
            let name = event.anchor ?? ""
            guard let anchored = anchors[name] else {
                throw Diagnostic.error(path, line: event.line, column: event.column,
                                       "unknown alias '*\(name)': define '&\(name)' on a value before using it")
            }
            try count(anchored.size, at: event)
            var copy = anchored.node
            copy.line = event.line
            copy.column = event.column
            return copy
        }
        var style = event.style
        if let tag = event.tag {
            if tag == "tag:yaml.org,2002:str", event.type == YAML_SCALAR_EVENT {
                if style == .plain { style = .singleQuoted }
            } else if tag != "!" {
                let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst(18) : tag
                throw Diagnostic.error(path, line: event.line, column: event.column,
                                       "YAML tag '\(shown)' is not supported: remove it (quote the value if it must stay text)")
            }
        }
        let before = nodeCount
        try count(1, at: event)
        var result = YAMLNode(value: .scalar("", style: .plain), line: event.line, column: event.column)
        switch event.type {
        case YAML_SCALAR_EVENT:
            result.value = .scalar(event.value, style: style)
        case YAML_SEQUENCE_START_EVENT:
            var items: [YAMLNode] = []
            while true {
                let item = try next()
                if item.type == YAML_SEQUENCE_END_EVENT { break }
                items.append(try node(from: item, depth: depth + 1))
            }
            result.value = .sequence(items)
        case YAML_MAPPING_START_EVENT:
            result.value = .mapping(try mappingPairs(depth: depth))
        default:
            throw Diagnostic.error(path, line: event.line, column: event.column, "invalid YAML: unexpected content")
        }
        if let anchor = event.anchor {
            anchors[anchor] = (node: result, size: nodeCount - before)
        }
        return result
    }

    private mutating func mappingPairs(depth: Int) throws -> [(key: YAMLNode, value: YAMLNode)] {
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var seen: [String: Int] = [:]
        while true {
            let keyEvent = try next()
            if keyEvent.type == YAML_MAPPING_END_EVENT { break }
            let key = try node(from: keyEvent, depth: depth + 1)
            guard case .scalar(let name, _) = key.value else {
                throw Diagnostic.error(path, line: key.line, column: key.column,
                                       "a mapping key must be plain text, not a list or mapping: write it as 'name: value'")
            }
            if name == "<<", case .scalar(_, .plain) = key.value {
                throw Diagnostic.error(path, line: key.line, column: key.column,
                                       "YAML merge keys ('<<') are not supported: write the keys out in this mapping")
            }
            if let firstLine = seen[name] {
                throw Diagnostic.error(path, line: key.line, column: key.column,
                                       "duplicate key '\(name)': it is already set on line \(firstLine); keep only one of lines \(firstLine) and \(key.line)")
            }
            seen[name] = key.line
            let value = try node(from: try next(), depth: depth + 1)
            pairs.append((key: key, value: value))
        }
        return pairs
    }

    private mutating func count(_ nodes: Int, at event: Event) throws {
        nodeCount += nodes
        if nodeCount > Self.maxNodes {
            throw Diagnostic.error(path, line: event.line, column: event.column,
                                   "YAML expands to more than \(Self.maxNodes) values (too many aliases): simplify it")
        }
    }
}
