import Foundation

/// An `InputStream` whose bytes come from a Swift closure, so `XMLParser(stream:)` can parse an
/// archive entry while it is being inflated (constant memory, no temporary file).
///
/// A thrown error ends the stream (`read` returns -1) and is kept in ``failure`` for the caller.
final class PullInputStream: InputStream {
    private let pull: (UnsafeMutablePointer<UInt8>, Int) throws -> Int
    private var status: Stream.Status = .notOpen
    /// The error the closure threw, if any.
    private(set) var failure: Error?

    /// Creates a stream; `pull(buffer, max)` returns bytes written, 0 at the end.
    init(_ pull: @escaping (UnsafeMutablePointer<UInt8>, Int) throws -> Int) {
        self.pull = pull
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: Error? { failure }
    override var hasBytesAvailable: Bool { status == .open }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength len: Int) -> Int {
        guard status == .open else { return status == .atEnd ? 0 : -1 }
        do {
            let n = try pull(buffer, len)
            if n == 0 { status = .atEnd }
            return n
        } catch {
            failure = error
            status = .error
            return -1
        }
    }

    override func getBuffer(_ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
                            length len: UnsafeMutablePointer<Int>) -> Bool { false }
}
