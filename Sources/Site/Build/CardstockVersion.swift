/// The version of Cardstock: printed by `cardstock --version` and written as the pages' `generator`.
public enum CardstockVersion {
    /// The version number, e.g. `0.1.0`.
    public static let number = "0.1.0"
}
