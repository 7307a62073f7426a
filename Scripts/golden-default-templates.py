#!/usr/bin/env python3
"""Regenerates Sources/Site/Templates/DefaultTemplates.swift from templates/ (run after editing templates/)."""
import os
root = os.path.join(os.path.dirname(__file__), '..')
names = ['base.html', 'page.html', 'breadcrumb.html', 'footer.html', 'theme.css']
out = ['import Templates', '',
       '/// The built-in page templates, used for every file the templates folder lacks and written by',
       "/// `cardstock init --templates`. The repository's `templates/` folder holds the same files (a test keeps them in sync;",
       '/// regenerate this file with `python3 Scripts/golden-default-templates.py`).',
       'package enum DefaultTemplates {', '    /// File name → contents.', '    package static let files: [String: String] = [']
for n in names:
    s = open(os.path.join(root, 'templates', n)).read()
    assert '"""' not in s and '\\' not in s, n
    out.append('        "%s": """' % n)
    for line in s.rstrip('\n').split('\n'):
        out.append(('        ' + line) if line else '')
    out.append('')
    out.append('        """,')
out += ['    ]', '',
        '    /// The theme stylesheet appended to the generated one.',
        '    package static var themeCSS: String { files["theme.css"] ?? "" }', '',
        '    /// The Mustache templates compiled into a set.',
        '    static func templateSet() throws -> TemplateSet {',
        '        var templates: [String: Template] = [:]',
        '        for (file, source) in files where file.hasSuffix(".html") {',
        '            let name = String(file.dropLast(5))',
        '            templates[name] = try Template(source: source, name: name, path: "(built-in)/" + file)',
        '        }',
        '        return TemplateSet(templates: templates)',
        '    }', '}']
open(os.path.join(root, 'Sources/Site/Templates/DefaultTemplates.swift'), 'w').write('\n'.join(out) + '\n')
