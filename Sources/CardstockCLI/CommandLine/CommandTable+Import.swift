import HealthImport

extension CommandTable {
    static let importCommand = CommandSpec(
        "import", summary: "Turn an export into metric files",
        about: "Turns an export of health data into Cardstock metric files. The sources:",
        subcommands: importSources, subcommandKind: "import source",
        run: { cli, _ in cli.standardOutput(HelpWriter.text(for: "import")); return CLI.success })

    /// The sources `import` reads, one entry each.
    package static let importSources: [CommandSpec] = [appleHealth, fitnessSource(.googleFit), fitnessSource(.fitbit),
                                                          fitnessSource(.gadgetbridge)]

    static let appleHealth = CommandSpec(
        "apple-health", summary: "Turn an Apple Health export (export.zip or export.xml) into metric files",
        about: """
        Streams an Apple Health export (export.zip from Health → Export All Health Data, or the unpacked
        export.xml) into Cardstock metric files: one CSV + YAML sidecar per kind (daily values, one row per
        workout in workouts.csv) and one series template, <pages>/index.md with 'repeat: rows', that makes a
        page per workout. An edited template is never overwritten. Re-running is idempotent and only touches
        files it wrote.
        """,
        options: [
            OptionSpec("--to", value: "DIR", "Where the metric files go (default: content/metrics)"),
            OptionSpec("--pages", value: "DIR", "Where the workouts' series template goes (default: content/workouts)"),
            OptionSpec("--no-pages", "Do not write the workouts' template"),
            OptionSpec("--since", value: "DATE", "Only days on or after DATE (YYYY-MM-DD)"),
            OptionSpec("--route-privacy", value: "METRES", "Metres of each workout route left undrawn at its start and end (default 200; 0 draws all)"),
            OptionSpec("--types", value: "LIST", """
                Only these kinds, separated by commas (e.g. steps,sleep-duration,workouts;
                default: all), or Health identifiers such as HKQuantityTypeIdentifierWaistCircumference
                """, completion: .words(HealthMetricKind.allCases.map(\.rawValue))),
            OptionSpec("--source-order", value: "LIST", """
                Source names that count first for the kinds Health adds up (steps, distances,
                energy, …), in order, separated by commas, e.g. "Alice’s Apple Watch,Strava"
                (default: Watch, iPhone, other apps)
                """),
            OptionSpec("--keep-source-names", """
                Write the sources' own names ("Alice’s Apple Watch") in the files, not their
                device models ("Apple Watch"); for a private analysis only
                """),
            OptionSpec("--force", """
                Replace same-named files that an import did not write: the old ones
                are moved to .cardstock-trash/ beside the folder, never deleted
                """),
            OptionSpec("--quiet", short: "-q", "Print only errors and warnings"),
        ],
        operands: [OperandSpec("PATH", what: "export (export.zip or export.xml)")],
        notes: """
        On a terminal, an import that runs longer than a second shows one updating line (bytes read of
        the export, rate, time left) before the summary.
        """,
        run: { cli, arguments in try cli.runHealthImport(arguments) })

    /// What `import gadgetbridge`'s help adds: what it reads and how days are cut.
    static let gadgetbridgeNote = """
        \n
        Reads every per-device sample table: a day's steps (the device that counted most that day) and its
        heart rate (minimum, mean, maximum of the samples from 10 to 250 bpm). Days are UTC days unless
        --time-zone says otherwise. Device and owner names are never read.
        """

    /// `import google-fit`, `import fitbit` and `import gadgetbridge`: the same files and rules as `apple-health`,
    /// without workouts' pages or source options; Gadgetbridge's adds `--time-zone` (its timestamps are UTC).
    static func fitnessSource(_ format: ImportFormat) -> CommandSpec {
        let what = format == .googleFit ? "a Google Takeout's Fit folder (the Takeout zip or the unpacked folder)"
            : format == .fitbit ? "a Fitbit data export (the zip or the unpacked folder)"
            : "a Gadgetbridge database (Settings → Data management → Export DB)"
        let zone = OptionSpec("--time-zone", value: "ZONE", """
            Cut days in this time zone, e.g. Europe/Berlin (default: UTC; Gadgetbridge
            stores UTC timestamps and no zone)
            """)
        return CommandSpec(
            format.rawValue, summary: "Turn \(what) into metric files",
            about: """
            Reads \(what)
            into Cardstock metric files: one CSV + YAML sidecar per kind (daily values), with the same safety
            rules as apple-health: files it did not write are never replaced without --force, and nothing is
            written unless the whole import succeeds.\(format == .gadgetbridge ? gadgetbridgeNote : "")
            """,
            options: [
                OptionSpec("--to", value: "DIR", "Where the metric files go (default: content/metrics)"),
                OptionSpec("--since", value: "DATE", "Only days on or after DATE (YYYY-MM-DD)"),
                OptionSpec("--types", value: "LIST", "Only these kinds, separated by commas (default: all it writes)",
                           completion: .words(format.kinds.map(\.rawValue))),
            ] + (format == .gadgetbridge ? [zone] : []) + [
                OptionSpec("--force", """
                    Replace same-named files that an import did not write: the old ones
                    are moved to .cardstock-trash/ beside the folder, never deleted
                    """),
                OptionSpec("--quiet", short: "-q", "Print only errors and warnings"),
            ],
            operands: [OperandSpec("PATH", what: format == .gadgetbridge ? "database (the file Export DB writes)" : "export (zip or folder)")],
            run: { cli, arguments in try cli.runFitnessImport(format: format, arguments: arguments) })
    }
}
