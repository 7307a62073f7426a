import POSIXFiles
import Foundation
import Testing
@testable import CardstockCLI
@testable import Site

/// `FileSystem.read` and `FileSystem.withContents` give a file's exact bytes, whatever its size.
@Suite struct FileSystemReadTests {
    private func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    @Test func bothReadsGiveTheExactBytesAtManySizes() throws {
        let site = TempSite()
        // 0 and 1 byte, around the 4 KB first-read size, and above the 1 MB kept-buffer limit.
        for size in [0, 1, 100, 4095, 4096, 4097, 70_000, 1_500_000, 3] {
            let path = site.root + "/f\(size).bin"
            _ = FileManager.default.createFile(atPath: path, contents: Data(pattern(size)))
            #expect(try FileSystem.read(path) == pattern(size))
            let seen = try FileSystem.withContents(of: path) { Array($0) }
            #expect(seen == pattern(size), "size \(size)")
        }
    }

    @Test func aNestedReadUsesItsOwnBuffer() throws {
        let site = TempSite()
        site.write("outer.txt", "outer contents")
        site.write("inner.txt", "inner")
        let (outer, inner) = try FileSystem.withContents(of: site.root + "/outer.txt") { outerBytes in
            let inner = try FileSystem.withContents(of: site.root + "/inner.txt") { String(decoding: $0, as: UTF8.self) }
            return (String(decoding: outerBytes, as: UTF8.self), inner)
        }
        #expect(outer == "outer contents")
        #expect(inner == "inner")
    }

    @Test func aMissingFileThrowsAndTheBufferStaysUsable() throws {
        let site = TempSite()
        #expect(throws: FileSystemError.self) { try FileSystem.withContents(of: site.root + "/missing.md") { $0.count } }
        site.write("after.md", "# After\n")
        #expect(try FileSystem.withContents(of: site.root + "/after.md") { $0.count } == 8)
    }

    @Test func anErrorFromTheBodyPassesThroughAndReleasesTheBuffer() throws {
        struct Marker: Error {}
        let site = TempSite()
        site.write("a.md", "abc")
        #expect(throws: Marker.self) { try FileSystem.withContents(of: site.root + "/a.md") { _ in throw Marker() } }
        #expect(try FileSystem.withContents(of: site.root + "/a.md") { Array($0) } == Array("abc".utf8))
    }

    @Test func aFolderCannotBeRead() {
        let site = TempSite()
        site.write("dir/x.md", "x")
        #expect(throws: FileSystemError.self) { try FileSystem.withContents(of: site.root + "/dir") { $0.count } }
    }
}
