import Templates

/// The built-in page templates, used for every file the templates folder lacks and written by
/// `cardstock init --templates`. The repository's `templates/` folder holds the same files (a test keeps them in sync;
/// regenerate this file with `python3 Scripts/golden-default-templates.py`).
public enum DefaultTemplates {
    /// File name → contents.
    public static let files: [String: String] = [
        "base.html": """
        <!DOCTYPE html>
        <html lang="{{page.language}}">
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
        <ol>
        {{#breadcrumb}}
        <li><a href="{{url}}">{{title}}</a></li>
        {{/breadcrumb}}
        </ol>
        </nav>
        {{/parent}}

        """,
        "footer.html": """
        <footer class="site-footer">
        <p>{{site.title}}{{#page.date}} · {{page.date}}{{/page.date}}</p>
        </footer>

        """,
        "theme.css": """
        /* Theme overrides, appended to the generated stylesheet (style.css).
           Override any --cs-* token here, e.g. :root { --cs-accent: #007AFF; } */
        .breadcrumb, .site-footer { max-width: calc(var(--cs-page-width, 45rem) + 2rem); margin: 0 auto; padding: 0.75rem 1rem 0; }
        .breadcrumb ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem; font-size: 1.0625rem; }
        .breadcrumb li + li::before { content: "›"; padding-right: 0.25rem; color: var(--cs-tertiary, rgba(60,60,67,.3)); }
        .breadcrumb a { color: var(--cs-accent-text, #0066D6); text-decoration: none; }
        .breadcrumb a:focus-visible { outline: 3px solid var(--cs-focus, #0066D6); outline-offset: 2px; border-radius: 4px; }
        .site-footer { padding-bottom: 2.5rem; font-size: 0.8125rem; color: var(--cs-secondary, #6C6C70); }
        .site-footer p { margin: 0; }
        @media (min-width: 768px) { .breadcrumb, .site-footer { padding-left: 1.5rem; padding-right: 1.5rem; } }

        """,
    ]

    /// The theme stylesheet appended to the generated one.
    public static var themeCSS: String { files["theme.css"] ?? "" }

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
