import Testing
@testable import Release
