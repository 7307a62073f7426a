import Glibc

/// glibc's malloc keeps at most 7 freed blocks per size in each thread's cache by default. A build frees
/// thousands of small blocks per page; the overflow lands in the "fast bins", which glibc merges again
/// (`malloc_consolidate`) on every large allocation — about 7 % of all instructions of a build. A
/// larger cache (`glibc.malloc.tcache_count`) avoids that. glibc reads its tunables only when a process
/// starts, so the first start sets `GLIBC_TUNABLES` and replaces itself (same process id, same
/// arguments) with `execv("/proc/self/exe")`. A `GLIBC_TUNABLES` the user set is left alone, and if the
/// exec fails the program simply goes on with the defaults.
enum MallocTuning {
    /// The tunables a build runs with.
    static let tunables = "glibc.malloc.tcache_count=1000"

    /// Re-executes this program once with ``tunables`` set, unless `GLIBC_TUNABLES` is already set.
    static func applyByReexecuting() {
        guard getenv("GLIBC_TUNABLES") == nil, setenv("GLIBC_TUNABLES", tunables, 1) == 0 else { return }
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Only reached when the exec failed: run as we are.
        unsetenv("GLIBC_TUNABLES")
    }
}
