import Testing
@testable import CommonMark
