extension CommandTable {
    static let publish = CommandSpec(
        "publish", summary: "Build for production, verify, and release atomically (with rollback)",
        forms: [
            "publish [--to DIR] [--base-url URL] [--keep N] [--dry-run] [--force] [build options]",
            "publish --to DIR --rollback",
            "publish --to DIR --list",
        ],
        about: """
        Builds the site for production and verifies it before anything is released: canonical absolute
        URLs, sitemap.xml, an Atom feed.xml of dated pages, robots.txt, a 404.html, a fingerprinted
        stylesheet (style.3f9a1c2e.css), and never any draft. Every internal link, anchor and asset must
        resolve, no page may exceed page_budget_kb (default 200), and there is no JavaScript unless
        cardstock.yaml says allow_javascript: true. Any problem: errors, exit 1, nothing released.

        Without --to, the verified site replaces the output folder in one step. With --to DIR, it becomes
        DIR/releases/<UTC time>-<hash>/ and the symlink DIR/current is switched to it with one rename(2);
        serve DIR/current. Content identical to the current release makes no new release; content identical
        to another kept release (after --rollback, say) switches back to that release. Before a switch, the
        fingerprinted files (the stylesheet) of the other kept releases are linked into the release made
        current, so a page loaded just before the switch keeps its style; they go when their releases are
        pruned. Build folders that a killed publish left in $TMPDIR are removed by the next publish.
        """,
        options: [
            OptionSpec("--to", value: "DIR", "Release into DIR (empty, new, or a previous release folder)"),
            OptionSpec("--keep", value: "N", """
                Releases to keep in DIR (default 5; the current one is never deleted,
                nor, with N >= 2, the one that was current before)
                """),
            OptionSpec("--dry-run", "Build and verify, print files added/changed/removed; release nothing"),
            OptionSpec("--rollback", "Switch DIR/current back to the previous release"),
            OptionSpec("--list", "List the releases in DIR, marking the current one"),
        ] + buildOptions.filter { !publishRefuses.keys.contains($0.name) }.map(publishWording),
        refused: publishRefuses,
        notes: """
        The build options are as for 'cardstock build'; --drafts and --allow-broken-links are refused.

        EXIT STATUS: 0 success, 1 build, verification or release error, 64 usage error.
        """,
        run: { cli, arguments in try cli.runPublish(PublishOptions(arguments, in: cli.workingDirectory)) })

    /// The build options `publish` refuses, and why.
    static let publishRefuses = [
        "--drafts": "'publish' never publishes drafts; preview them with 'cardstock build --drafts', "
            + "or remove 'draft: true' from the pages to publish them",
        "--allow-broken-links": "'publish' verifies every link and never releases a site with broken links; "
            + "fix the links (or check them with 'cardstock build --allow-broken-links')",
    ]

    /// A build option as `publish` describes it (`--base-url` is the public URL there).
    static func publishWording(_ option: OptionSpec) -> OptionSpec {
        switch option.name {
        case "--base-url":
            return OptionSpec(option.name, value: option.value,
                              "The public URL, e.g. https://example.com/ (else base_url from the settings)")
        case "--force":
            return OptionSpec(option.name, "Use a non-empty DIR (or output folder) that Cardstock did not create")
        default:
            return option
        }
    }
}
