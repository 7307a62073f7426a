import Testing
@testable import Surfaces

/// The navigation row written in one piece (``NavigationButtonStyle/writeOpenRow(destinationBytes:into:)``)
/// is the markup of its parts.
@Suite struct NavigationRowMarkupTests {
    @Test func openRowRestIsLabelLeadingColumnAndHeadline() {
        var column = HTMLBuffer()
        VStack.writeOpen(alignment: .leading, into: &column)
        let rest = NavigationButtonStyle.openRowRest
        let written = String(decoding: UnsafeBufferPointer(start: rest.utf8Start, count: rest.utf8CodeUnitCount),
                             as: UTF8.self)
        #expect(written == "><div class=\"label\">" + column.string + "<span class=\"font-headline\">")
    }

    @Test func openRowWritesHrefThenRest() {
        var buffer = HTMLBuffer()
        Array("../a/".utf8).withUnsafeBufferPointer {
            NavigationButtonStyle.writeOpenRow(destinationBytes: $0, into: &buffer)
        }
        #expect(buffer.string == "<a class=\"navigation\" href=\"../a/\"><div class=\"label\"><div class=\"vstack align-leading\"><span class=\"font-headline\">")
    }
}
