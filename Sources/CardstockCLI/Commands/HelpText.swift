import Site

/// The text printed by `cardstock --help` and `cardstock help COMMAND`.
public enum HelpText {
    /// Help for one command, or the overview when `topic` is `nil`.
    public static func text(for topic: String?) -> String {
        switch topic {
        case "build": return build
        case "watch": return watch
        case "serve": return serve
        case "publish": return publish
        case "init": return initText
        case "import": return importText
        case "email": return emailText
        case "help": return help
        default: return overview
        }
    }

    static let overview = """
    cardstock \(ArgumentParser.version) — a folder of Markdown becomes a static site of iOS-style card pages.

    USAGE: cardstock <command> [options]

    COMMANDS:
      build          Build the content folder into a static site
      watch          Build, then rebuild the changed pages on every save
      serve          Watch, and preview the site at http://127.0.0.1:8000/ with live reload
      publish        Build for production, verify, and release atomically (with rollback)
      init [DIR]     Write a starter site with sample metrics into DIR (default: the current folder)
      import apple-health PATH
                     Turn an Apple Health export (export.zip or export.xml) into metric files
      email PAGE --to FILE.eml
                     Write a report page as an email message (MIME) to send with sendmail or msmtp
      help [COMMAND] Show help for a command

    OPTIONS:
      -h, --help     Show this help
      -V, --version  Print the version

    Run 'cardstock help build' for the build options, 'cardstock help publish' for releases.

    """

    static let build = """
    USAGE: cardstock build [options]

    Builds every Markdown page in the content folder into the output folder. The site is written
    to a temporary folder first and swapped in only when the whole build succeeded.

    The output folder is never /, a home folder, the working directory or a folder that contains
    it, the content or templates folder (or a folder inside or around them), the settings file's
    folder, or a folder under version control (.git, .hg, .svn) that is not a previous output;
    --force does not change that.

    OPTIONS:
      --content DIR         Markdown pages and other files (default: content)
      --output DIR          Where the site is written (default: site)
      --templates DIR       Mustache page templates (default: templates)
      --config FILE         Site settings (default: cardstock.yaml, optional)
      --base-url URL        Overrides base_url from the settings
      --drafts              Also build pages with 'draft: true'
      --strict              Treat every warning as an error
      --allow-broken-links  Report links to missing pages or anchors as warnings
      --force               Build into a non-empty folder that is not a previous Cardstock output:
                            its old contents are moved to .cardstock-trash/ beside it, never deleted
      -q, --quiet           Print only errors and warnings

    On a terminal, a build that runs longer than a second shows one updating line (the phase, pages
    rendered of the total, rate, time left) before the summary line.

    EXIT STATUS: 0 success, 1 build error, 64 usage error.

    """

    static let watch = """
    USAGE: cardstock watch [build options]

    Builds the site, then watches the content folder, the templates folder and the settings file and
    rebuilds after every save. Only pages whose inputs changed are rendered again, and only files whose
    bytes changed are rewritten (each through a temporary file and a rename). Swap, backup and hidden
    files (.swp, ~, .#…, 4913, names starting with '.') are ignored. A build error is printed and the
    last good output stays in place; the next good save recovers. Ctrl-C stops; the output is kept.

    Takes every 'cardstock build' option (see 'cardstock help build'), e.g. --content DIR, --output DIR.

    EXIT STATUS: 0 after Ctrl-C, 1 when watching cannot start, 64 usage error.

    """

    static let serve = """
    USAGE: cardstock serve [--port N] [--host ADDR] [build options]

    Does what 'cardstock watch' does and serves the output folder over HTTP for previewing. Open pages
    reload by themselves after every successful rebuild; while a build fails they show its errors over
    the last good page. The reload script is added by the server only, never written to the output.

    OPTIONS:
      --port N              The port (default: 8000; 0 picks a free one)
      --host ADDR           The address to listen on (default: 127.0.0.1). Any other address lets
                            other machines read your unpublished site, so it is printed as a warning.
    Also takes every 'cardstock build' option (see 'cardstock help build').

    EXIT STATUS: 0 after Ctrl-C, 1 when the port is taken or watching cannot start, 64 usage error.

    """

    static let initText = """
    USAGE: cardstock init [DIR]
           cardstock init --templates [DIR]
           cardstock init --example health --from export.zip [DIR]

    Writes a starter site into DIR (default: the current folder): cardstock.yaml, a weekly report
    (content/index.md, period 2026-W48) with four metric cards, a month page (period 2026-11), a
    workout list with a page per workout, and eight weeks of sample data in content/metrics/
    (generated by Cardstock: the same files every time). It writes no templates: the built-in
    ones are used. Existing files are never overwritten. Then run 'cardstock serve' in DIR.

    With '--templates' it writes only the built-in templates into DIR/templates/ for customising.
    A template or theme.css missing from the templates folder falls back to the built-in one, so
    keep only the files you change.

    With '--example health --from PATH' it writes cardstock.yaml, imports the Apple Health export
    at PATH into DIR/content/metrics and DIR/content/workouts and makes content/index.md a health
    report whose sections use the imported metric files.

    OPTIONS:
      --templates       Copy the built-in templates into DIR/templates/
      --example health  A report on an Apple Health export (with --from)
      --from PATH       The export (export.zip or export.xml)

    """

    static let importText = """
    USAGE: cardstock import apple-health PATH [options]

    Streams an Apple Health export (export.zip, or the unpacked export.xml) into Cardstock metric
    files: one CSV + YAML sidecar per kind (daily values, one row per workout in workouts.csv) and
    one series template, <pages>/index.md with 'repeat: rows', that makes a page per workout. An
    edited template is never overwritten. Re-running is idempotent and only touches files it wrote.

    OPTIONS:
      --to DIR          Where the metric files go (default: content/metrics)
      --pages DIR       Where the workouts' series template goes (default: content/workouts)
      --no-pages        Do not write the workouts' template
      --since DATE      Skip records before DATE (YYYY-MM-DD)
      --types a,b       Only these kinds (e.g. steps,sleep,resting-heart-rate)
      --force           Replace same-named files that an import did not write: the old ones
                        are moved to .cardstock-trash/ beside the folder, never deleted
      -q, --quiet       Print only errors and warnings

    On a terminal, an import that runs longer than a second shows one updating line (bytes read of
    the export, rate, time left) before the summary.

    """

    static let help = """
    USAGE: cardstock help [COMMAND]

    Shows help for a command (build, watch, serve, publish, init, import, help).

    """
}
