import Site

extension CommandTable {
    /// The options `build`, `watch` and `serve` take, and `publish` all but `--drafts` and `--allow-broken-links`.
    package static let buildOptions: [OptionSpec] = [
        OptionSpec("--content", value: "DIR", "Markdown pages and other files (default: content)"),
        OptionSpec("--output", value: "DIR", "Where the site is written (default: site)"),
        OptionSpec("--templates", value: "DIR", "Mustache page templates (default: templates)"),
        OptionSpec("--config", value: "FILE", "Site settings (default: cardstock.yaml, optional)"),
        OptionSpec("--base-url", value: "URL", "Overrides base_url from the settings"),
        OptionSpec("--drafts", "Also build pages with 'draft: true'"),
        OptionSpec("--strict", "Treat every warning as an error"),
        OptionSpec("--allow-broken-links", "Report links to missing pages or anchors as warnings"),
        OptionSpec("--force", """
            Build into a non-empty folder that is not a previous Cardstock output:
            its old contents are moved to .cardstock-trash/ beside it, never deleted
            """),
        OptionSpec("--quiet", short: "-q", "Print only errors and warnings"),
    ]

    static let build = CommandSpec(
        "build", summary: "Build the content folder into a static site",
        about: """
        Builds every Markdown page in the content folder into the output folder. The site is written
        to a temporary folder first and swapped in only when the whole build succeeded.

        The output folder is never /, a home folder, the working directory or a folder that contains
        it, the content or templates folder (or a folder inside or around them), the settings file's
        folder, or a folder under version control (.git, .hg, .svn) that is not a previous output;
        --force does not change that.
        """,
        options: buildOptions,
        notes: """
        On a terminal, a build that runs longer than a second shows one updating line (the phase, pages
        rendered of the total, rate, time left) before the summary line.

        EXIT STATUS: 0 success, 1 build error, 64 usage error.
        """,
        run: { cli, arguments in try cli.runBuild(BuildOptions(arguments, in: cli.workingDirectory)) })

    static let watch = CommandSpec(
        "watch", summary: "Build, then rebuild the changed pages on every save",
        about: """
        Builds the site, then watches the content folder, the templates folder and the settings file and
        rebuilds after every save. Only pages whose inputs changed are rendered again, and only files whose
        bytes changed are rewritten (each through a temporary file and a rename). Swap, backup and hidden
        files (.swp, ~, .#…, 4913, names starting with '.') are ignored. A build error is printed and the
        last good output stays in place; the next good save recovers. Ctrl-C stops; the output is kept.
        """,
        options: buildOptions,
        notes: "EXIT STATUS: 0 after Ctrl-C, 1 when watching cannot start, 64 usage error.",
        run: { cli, arguments in cli.runWatch(try BuildOptions(arguments, in: cli.workingDirectory), serve: nil) })

    static let serve = CommandSpec(
        "serve", summary: "Watch, and preview the site at http://127.0.0.1:8000/ with live reload",
        about: """
        Does what 'cardstock watch' does and serves the output folder over HTTP for previewing. Open pages
        reload by themselves after every successful rebuild; while a build fails they show its errors over
        the last good page. The reload script is added by the server only, never written to the output.
        """,
        options: [
            OptionSpec("--port", value: "N", "The port (default: 8000; 0 picks a free one)"),
            OptionSpec("--host", value: "ADDR", """
                The address to listen on (default: 127.0.0.1). Any other address lets
                other machines read your unpublished site, so it is printed as a warning.
                """),
        ] + buildOptions,
        notes: "EXIT STATUS: 0 after Ctrl-C, 1 when the port is taken or watching cannot start, 64 usage error.",
        run: { cli, arguments in
            cli.runWatch(try BuildOptions(arguments, in: cli.workingDirectory), serve: try ServeOptions(arguments))
        })
}
