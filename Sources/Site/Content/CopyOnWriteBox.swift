/// A stored property kept out of line, copied only when written while shared: a large, rarely set
/// value (a generated page's description, a series role) costs a page record one pointer instead of its
/// whole size. A site keeps one record per page for the whole build, so this is what the build's peak
/// memory grows with (a `SourcePage` was 1,289 bytes, most of them optionals that are nil on written pages).
@propertyWrapper
package struct CopyOnWriteBox<Value: Sendable>: Sendable {
    /// The shared storage; written in place only while this box is its one owner.
    private final class Storage: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var storage: Storage

    /// A box holding `wrappedValue`.
    package init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    /// The value (copied out of line on the first write while shared).
    package var wrappedValue: Value {
        get { storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
            yield &storage.value
        }
    }
}
