import Foundation

/// Words for XML parser error codes (Foundation on Linux only says "error 42").
///
/// The codes are libxml2's, which are also Apple's documented `NSXMLParserError` numbers.
enum XMLErrorText {
    /// What went wrong, for a diagnostic.
    static func describe(_ error: Error) -> String { describe(code: (error as NSError).code) }

    /// What libxml2's error `code` means, for a diagnostic.
    static func describe(code: Int) -> String {
        switch code {
        case 3: return "the file does not start like an XML document"
        case 4: return "the file is empty"
        case 5, 77: return "the file ends in the middle of the document (it is truncated)"
        case 6, 7, 8, 9: return "the file contains a character that XML does not allow"
        case 23, 24, 26, 27: return "an `&` entity is unknown or unfinished (a literal ampersand must be written `&amp;`)"
        case 31, 32: return "the file's text encoding is not supported"
        case 38: return "an attribute value contains a raw `<`"
        case 39, 40, 41: return "an attribute value is not properly quoted (or the file is cut off inside one)"
        case 42: return "an attribute appears twice in one element"
        case 68: return "a name is missing (a raw `&` or `<` in text?)"
        case 73: return "a tag is not closed with `>`"
        case 76: return "a closing tag does not match the open element"
        case 85: return "elements are not properly nested or closed"
        case 86: return "there is content after the end of the document"
        default: return "XML error \(code)"
        }
    }
}
