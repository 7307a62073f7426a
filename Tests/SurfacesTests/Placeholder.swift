import Testing
@testable import Surfaces
