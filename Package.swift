// swift-tools-version:6.0
import PackageDescription

/// Release-only: lets the optimizer specialize and inline generic code across module boundaries
/// (Surfaces' views rendered from Site, for example). Debug builds and `swift test` are unaffected.

// One-way target graph (docs/content/architecture): C shims → Basics → base (Diagnostics, Escaping, POSIXFiles,
// OutputSafety, HTMLSafety) → formats (CommonMark, YAML, Templates, Metrics) → Surfaces → Site (the engine)
// → features (Release, Preview, HealthImport) → CardstockCLI → cardstock. Tests/SiteTests/PackageLayeringTests
// keeps the engine free of features and checks each target's `import` lines against its dependencies here;
// ArchitectureDocumentTests checks the README's diagram and docs/content/architecture against this file.
let package = Package(
    name: "Cardstock",
    products: [
        .executable(name: "cardstock", targets: ["cardstock"]),
        .library(name: "Surfaces", targets: ["Surfaces"]),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),

        // Swift libraries.
        .target(name: "Basics"),  // dates, percent coding, byte search: one implementation of each
        .target(name: "Diagnostics"),
        .target(name: "POSIXFiles"),
        .target(name: "HTMLSafety", dependencies: ["Basics", "Diagnostics", "Escaping"]),
        .target(name: "Escaping"),
        .target(name: "MIME"),  // mail messages (RFC 5322, 2045-2047), for `cardstock email`
        .target(name: "CommonMark", dependencies: ["CCmark", "Diagnostics"]),
        .target(name: "YAML", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "Surfaces", dependencies: ["Basics", "Escaping"], linkerSettings: [.linkedLibrary("m")]),  // rounding: libm, which a package using only Surfaces does not link otherwise
        .target(name: "Metrics", dependencies: ["Basics", "Diagnostics"]),
        .target(name: "SQLiteQuery", dependencies: ["Basics", "CSQLite"]),
        .target(name: "Localization", dependencies: ["Diagnostics", "YAML"], linkerSettings: [.linkedLibrary("_FoundationICU")]),  // plural rules: the toolchain's ICU
        .target(name: "OutputSafety", dependencies: ["Diagnostics", "POSIXFiles"]),
        .target(name: "Templates", dependencies: ["Basics", "Diagnostics", "Escaping"]),
        .target(name: "Site", dependencies: ["Basics", "Diagnostics", "CommonMark", "YAML", "Surfaces", "Metrics", "Templates", "Escaping", "OutputSafety", "HTMLSafety", "Localization", "POSIXFiles", "SQLiteQuery"]),
        .target(name: "Preview", dependencies: ["Basics", "CMicroHTTPD", "Diagnostics", "Escaping", "POSIXFiles"]),
        .target(name: "Release", dependencies: ["Basics", "CZlib", "Diagnostics", "Escaping", "HTMLSafety", "POSIXFiles"]),
        .target(name: "HealthImport", dependencies: ["Basics", "CZlib", "CLibXML2", "Diagnostics", "Escaping", "Localization", "Metrics", "OutputSafety", "POSIXFiles", "SQLiteQuery"]),
        .target(name: "CardstockCLI", dependencies: ["Site", "Preview", "Release", "HealthImport", "Diagnostics", "Escaping", "HTMLSafety", "MIME", "Localization", "Metrics", "OutputSafety", "POSIXFiles", "Surfaces", "Templates", "YAML"]),
        .executableTarget(name: "cardstock", dependencies: ["CardstockCLI"]),
        .executableTarget(name: "cardstock-bench", dependencies: ["Surfaces", "Metrics", "HealthImport"]),

        // Tests (Swift Testing).
        .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "EscapingTests", dependencies: ["Escaping"]),
        .testTarget(name: "CommonMarkTests", dependencies: ["CommonMark"], exclude: ["GFMSpec"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "SurfacesTests", dependencies: ["Surfaces", "Escaping"], resources: [.copy("Golden")]),
        .testTarget(name: "MetricsTests", dependencies: ["Metrics"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Site", "CardstockCLI", "Metrics", "Diagnostics"], exclude: ["Fixtures"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"], exclude: ["MustacheSpec"]),
        .testTarget(name: "OutputSafetyTests", dependencies: ["POSIXFiles", "OutputSafety"]),
        .testTarget(name: "SiteTests", dependencies: ["CZlib", "CSQLite", "SQLiteQuery", "POSIXFiles", "Site", "CardstockCLI", "OutputSafety", "Escaping", "HTMLSafety"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview"]),
        .testTarget(name: "ReleaseTests", dependencies: ["CZlib", "POSIXFiles", "Release", "HTMLSafety"]),
        .testTarget(name: "HTMLSafetyTests", dependencies: ["HTMLSafety", "Escaping", "Surfaces"]),
        .testTarget(name: "HealthImportTests", dependencies: ["HealthImport", "Localization", "OutputSafety"]),
        .testTarget(name: "SQLiteQueryTests", dependencies: ["SQLiteQuery", "CSQLite"]),
    ],
    swiftLanguageModes: [.v6]
)
