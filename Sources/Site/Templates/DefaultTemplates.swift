import Templates

/// The built-in page templates, used for every file the templates folder lacks and written by
/// `cardstock init --templates`. The repository's `templates/` folder holds the same files (a test keeps them in sync;
/// regenerate this file with `python3 Scripts/golden-default-templates.py`).
package enum DefaultTemplates {
    /// File name → contents.
    package static let files: [String: String] = [
        "base.html": """
        <!DOCTYPE html>
        <html lang="{{page.language}}"{{#page.print_header}} data-print-header="{{page.print_header}}"{{/page.print_header}}>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{$title}}{{page.title}}{{^is_home}} · {{site.title}}{{/is_home}}{{/title}}</title>
        {{#page.description}}
        <meta name="description" content="{{page.description}}">
        {{/page.description}}
        {{#site.author}}
        <meta name="author" content="{{site.author}}">
        {{/site.author}}
        <meta name="generator" content="{{generator}}">
        <link rel="stylesheet" href="{{stylesheet}}">
        {{$head}}{{/head}}
        {{#canonical_url}}
        <link rel="canonical" href="{{canonical_url}}">
        {{/canonical_url}}
        {{#private_site}}
        <meta name="robots" content="noindex, nofollow">
        <meta name="referrer" content="no-referrer">
        {{/private_site}}
        {{#feed_url}}
        <link rel="alternate" type="application/atom+xml" title="{{site.title}}" href="{{feed_url}}">
        {{/feed_url}}
        </head>
        <body>
        {{> breadcrumb}}
        {{$body}}
        {{{content}}}
        {{/body}}
        {{> footer}}
        </body>
        </html>

        """,
        "page.html": """
        {{! The default layout: every page uses it unless its front matter says layout: NAME. }}
        {{< base}}
        {{/base}}

        """,
        "breadcrumb.html": """
        {{#parent}}
        <nav class="breadcrumb" aria-label="{{strings.breadcrumb}}">
        <a class="back-row" href="{{url}}" rel="up"><svg class="back-chevron" aria-hidden="true" viewBox="0 0 24 24"><path d="M15 4.5 7.5 12l7.5 7.5" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg><span class="back-label">{{title}}</span></a>
        </nav>
        {{/parent}}

        """,
        "footer.html": """
        <footer class="site-footer">
        <p>{{site.title}}{{#page.date}} · <time datetime="{{page.date}}">{{page.date_text}}</time>{{/page.date}}</p>
        </footer>

        """,
        "theme.css": """
        /* Theme overrides, appended to the generated stylesheet (style.css).
           Override any --cs-* token here, e.g. :root { --cs-accent: #007AFF; } */
        .breadcrumb, .site-footer { max-width: calc(var(--cs-page-width, 45rem) + 2rem); margin: 0 auto; padding: 0.75rem 1rem 0; }
        .breadcrumb { padding-top: 0.25rem; padding-bottom: 0; }
        .back-row { display: inline-flex; align-items: center; gap: 0.25rem; min-height: 2.75rem; min-width: 2.75rem; max-width: 100%; margin-inline-start: -0.5rem; padding: 0 0.75rem 0 0.375rem; border-radius: 10px; color: var(--cs-accent-text, #0066D6); font-size: 1.0625rem; text-decoration: none; -webkit-tap-highlight-color: transparent; }
        .back-chevron { flex: none; width: 1.25rem; height: 1.25rem; }
        .back-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .back-row:active { opacity: 0.7; }
        .back-row:focus-visible { outline: 3px solid var(--cs-focus, #0066D6); outline-offset: -3px; border-radius: 10px; }
        .site-footer { padding-bottom: 2.5rem; font-size: 0.8125rem; color: var(--cs-secondary, #6C6C70); }
        .site-footer p { margin: 0; }
        @media (min-width: 768px) { .breadcrumb, .site-footer { padding-left: 1.5rem; padding-right: 1.5rem; } }

        """,
    ]

    /// The theme stylesheet appended to the generated one.
    package static var themeCSS: String { files["theme.css"] ?? "" }

    /// The Mustache templates compiled into a set.
    static func templateSet() throws -> TemplateSet {
        var templates: [String: Template] = [:]
        for (file, source) in files where file.hasSuffix(".html") {
            let name = String(file.dropLast(5))
            templates[name] = try Template(source: source, name: name, path: "(built-in)/" + file)
        }
        return TemplateSet(templates: templates)
    }
}
