import Testing
@testable import HealthImport
