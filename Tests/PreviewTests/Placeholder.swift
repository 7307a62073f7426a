import Testing
@testable import Preview
