/// What each output file depends on, and the reverse: which outputs a dependency feeds.
///
/// Outputs are site-relative paths (`runs/tuesday/index.html`). The graph is rebuilt edge by edge as
/// pages are rendered; ``IncrementalBuilder`` uses it to decide what a change affects and to report it.
package struct DependencyGraph: Sendable {
    /// Output → its dependencies with the fingerprint each had when the output was last written.
    private(set) var edges: [String: [DependencyKey: UInt64]] = [:]
    /// Dependency → outputs that use it.
    private(set) var dependents: [DependencyKey: Set<String>] = [:]

    /// An empty graph.
    package init() {}

    /// Every output in the graph.
    package var outputs: Dictionary<String, [DependencyKey: UInt64]>.Keys { edges.keys }

    /// The dependencies of one output (empty when unknown).
    package func dependencies(of output: String) -> Set<DependencyKey> {
        Set(edges[output]?.keys ?? [:].keys)
    }

    /// The outputs that depend on `key`, sorted.
    package func outputs(dependingOn key: DependencyKey) -> [String] {
        (dependents[key] ?? []).sorted()
    }

    /// The recorded fingerprints of one output's dependencies.
    func recorded(_ output: String) -> [DependencyKey: UInt64]? { edges[output] }

    /// Replaces what `output` depends on.
    mutating func set(_ output: String, dependencies: [DependencyKey: UInt64]) {
        if let old = edges[output] {
            for key in old.keys where dependencies[key] == nil {
                dependents[key]?.remove(output)
                if dependents[key]?.isEmpty == true { dependents[key] = nil }
            }
        }
        for key in dependencies.keys { dependents[key, default: []].insert(output) }
        edges[output] = dependencies
    }

    /// Replaces the recorded values of `output`'s dependencies when the set of keys stays the same (the reverse
    /// index is untouched: cheaper than ``set(_:dependencies:)`` for thousands of outputs); otherwise as `set`.
    mutating func updateValues(_ output: String, dependencies: [DependencyKey: UInt64]) {
        if let old = edges[output], old.count == dependencies.count, old.keys.allSatisfy({ dependencies[$0] != nil }) {
            edges[output] = dependencies
        } else {
            set(output, dependencies: dependencies)
        }
    }

    /// Forgets an output (its file was removed).
    mutating func remove(_ output: String) {
        guard let old = edges.removeValue(forKey: output) else { return }
        for key in old.keys {
            dependents[key]?.remove(output)
            if dependents[key]?.isEmpty == true { dependents[key] = nil }
        }
    }
}
