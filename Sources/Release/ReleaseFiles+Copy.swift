import POSIXFiles
import Diagnostics
import Glibc

extension ReleaseFiles {
    /// Recreates the walked `tree` at `destination` (which must not exist yet): directories are made,
    /// files are hard-linked when `hardLink` is set and the filesystem allows it, copied otherwise,
    /// and symbolic links are recreated with the same target text.
    static func copyTree(_ tree: FileTree, to destination: String, hardLink: Bool) throws {
        if mkdir(destination, 0o755) != 0 { throw failure(destination, "create the folder") }
        var linking = hardLink
        for entry in tree.entries {
            let from = tree.fullPath(entry.path), to = Paths.join(destination, entry.path)
            switch entry.kind {
            case .directory:
                if mkdir(to, 0o755) != 0 { throw failure(to, "create the folder") }
            case .symlink:
                if symlink(try linkTarget(from), to) != 0 { throw failure(to, "create the link") }
            case .file:
                if linking {
                    if link(from, to) == 0 { continue }
                    guard errno == EXDEV || errno == EPERM || errno == EMLINK || errno == ENOTSUP else {
                        throw failure(to, "link \(from) to this path")
                    }
                    linking = errno == EMLINK
                }
                try copyFile(from, to: to)
            case .other, .missing:
                continue
            }
        }
    }

    /// Copies one regular file's bytes and permission bits.
    static func copyFile(_ from: String, to: String) throws {
        let input = open(from, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw failure(from, "open the file") }
        defer { close(input) }
        var st = stat()
        let mode = fstat(input, &st) == 0 ? st.st_mode & 0o777 : 0o644
        let output = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard output >= 0 else { throw failure(to, "create the file") }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; throw failure(from, "read the file") }
            if n == 0 { return }
            var done = 0
            while done < n {
                let w = buffer.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + done, n - done) }
                if w < 0 { if errno == EINTR { continue }; throw failure(to, "write the file") }
                done += w
            }
        }
    }
}
