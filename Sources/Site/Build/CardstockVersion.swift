/// The version of Cardstock: printed by `cardstock --version` and written as the pages' `generator`.
package enum CardstockVersion {
    /// The version number, e.g. `0.1.0`.
    package static let number = "0.1.0"
}
