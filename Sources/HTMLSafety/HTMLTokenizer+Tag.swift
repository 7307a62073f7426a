extension HTMLTokenizer {
    /// The tag name state and the attribute states, from the first letter of the name at `position`
    /// (`start` is the `<`). `nil` never happens: a tag cut off by the end of input is reported as
    /// ``HTMLToken/unterminatedTag(_:)``.
    mutating func tag(start: Int, isEnd: Bool) -> HTMLToken? {
        let nameStart = position
        while position < b.count, !HTMLTokenizer.isSpace(b[position]), b[position] != HTMLTokenizer.slash,
              b[position] != HTMLTokenizer.gt { position += 1 }
        var tag = HTMLTag(name: name(nameStart..<position), offset: start, end: b.count, attributes: [],
                          duplicates: [], selfClosing: false)
        var seen: Set<String> = []
        func finish() -> HTMLToken {
            tag.end = position
            return isEnd ? .endTag(tag) : .startTag(tag)
        }
        func cutOff() -> HTMLToken {
            position = b.count
            return .unterminatedTag(tag)
        }
        while true {
            // Before attribute name.
            while position < b.count, HTMLTokenizer.isSpace(b[position]) { position += 1 }
            guard position < b.count else { return cutOff() }
            let c = b[position]
            if c == HTMLTokenizer.slash {
                // Self-closing start tag: `/>` sets the flag; anything else is read as a new attribute.
                position += 1
                guard position < b.count else { return cutOff() }
                if b[position] == HTMLTokenizer.gt {
                    tag.selfClosing = true
                    position += 1
                    return finish()
                }
                continue
            }
            if c == HTMLTokenizer.gt {
                position += 1
                return finish()
            }
            // Attribute name: the first character always belongs to it, even `=`.
            let nameStart = position
            position += 1
            while position < b.count, !HTMLTokenizer.isSpace(b[position]), b[position] != HTMLTokenizer.slash,
                  b[position] != HTMLTokenizer.gt, b[position] != HTMLTokenizer.eq { position += 1 }
            var attribute = HTMLAttribute(name: name(nameStart..<position), nameOffset: nameStart,
                                          value: position..<position, hasValue: false)
            // After attribute name.
            while position < b.count, HTMLTokenizer.isSpace(b[position]) { position += 1 }
            guard position < b.count else { return cutOff() }
            if b[position] == HTMLTokenizer.eq {
                position += 1
                guard readAttributeValue(into: &attribute) else { return cutOff() }
            }
            // A set takes over from the linear search on tags with many attributes (no quadratic time).
            let repeated = tag.attributes.count < 16 ? tag.attributes.contains { $0.name == attribute.name }
                : !seen.insert(attribute.name).inserted
            if repeated {
                tag.duplicates.append(attribute)
            } else {
                tag.attributes.append(attribute)
                if tag.attributes.count == 16 { seen = Set(tag.attributes.map(\.name)) }
            }
        }
    }

    /// The attribute value states, after the `=`: sets `attribute`'s value (quoted, unquoted, or empty when
    /// `>` follows) and moves past it; `false` when the input ends first (the tag is cut off).
    private mutating func readAttributeValue(into attribute: inout HTMLAttribute) -> Bool {
        // Before attribute value.
        while position < b.count, HTMLTokenizer.isSpace(b[position]) { position += 1 }
        guard position < b.count else { return false }
        let q = b[position]
        attribute.hasValue = true
        if q == HTMLTokenizer.dq || q == HTMLTokenizer.sq {
            let valueStart = position + 1
            var k = valueStart
            while k < b.count, b[k] != q { k += 1 }
            guard k < b.count else { return false }
            attribute.value = valueStart..<k
            position = k + 1
        } else if q == HTMLTokenizer.gt {
            // Missing attribute value: the tag ends here with an empty value.
            attribute.value = position..<position
        } else {
            let valueStart = position
            while position < b.count, !HTMLTokenizer.isSpace(b[position]), b[position] != HTMLTokenizer.gt {
                position += 1
            }
            guard position < b.count else { return false }
            attribute.value = valueStart..<position
        }
        return true
    }
}
