#!/usr/bin/env python3
"""Writes a corpus of Markdown written the way GitHub READMEs, docs and proposals are, deterministic.

usage: Scripts/make-github-corpus.py OUT_DIR [--proposals N] [--seed S]

OUT_DIR/content gets (54 pages with the defaults, no cardstock.yaml: the built-in templates):
  README.md, CONTRIBUTING.md, CHANGELOG.md   the root index is a README; a table of contents of `#anchor` links,
                                             badges-free intro, numbered install steps, a task list, a table
  docs/*.md (12)                             no index.md: the folder gets a generated index; `<a name>` and
                                             `<a id>` anchors linked from other pages, h3-h6, code, nested lists
  docs/reference/*.md (4)                    a nested folder without an index either
  proposals/NNNN-*.md (N, default 30)        Swift-Evolution-style proposals: a metadata list, sections,
                                             `<a name="alternatives"></a>` anchors, links to other proposals'
                                             sections and anchors, footnotes, long URLs, German compounds
  guides/advanced/*.md (5)                   two levels of folders without index.md
Every `#x` link points at a heading or at a raw HTML anchor that exists, so a build must report no missing
anchor. Tables and footnotes are written as GitHub renders them (they show as text where the build does not
support them yet). The same arguments always write the same bytes.
"""
import argparse
import os
import random

WORDS = ("build page card list folder anchor link proposal design value metric report swift module package "
         "target render stream buffer parse token header section index order group table note task").split()
COMPOUNDS = ["Donaudampfschifffahrtsgesellschaft", "Rechtsschutzversicherungsgesellschaften",
             "Nahrungsmittelunverträglichkeit", "Kraftfahrzeughaftpflichtversicherung"]
STATUS = ["Implemented (Swift 5.9)", "Accepted", "Returned for revision", "Rejected", "Active review"]


def sentence(rng, n=None):
    words = [rng.choice(WORDS) for _ in range(n or rng.randint(8, 18))]
    return " ".join(words).capitalize() + "."


def paragraph(rng, sentences=3):
    return " ".join(sentence(rng) for _ in range(sentences))


def long_url(rng, i):
    parts = "/".join(rng.choice(WORDS) + str(rng.randint(100, 999)) for _ in range(7))
    return f"https://github.com/example-org/example-repository-with-a-long-name/blob/main/{parts}/file-{i}.md"


def write(root, relative, text):
    path = os.path.join(root, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


DOCS = ["getting-started", "installation", "configuration", "command-line", "templates", "themes", "metrics",
        "publishing", "watching", "troubleshooting", "faq", "glossary"]
REFERENCE = ["front-matter", "site-settings", "icons", "tints"]
GUIDES = ["caching", "large-sites", "custom-layouts", "deployment", "accessibility"]


def readme(rng, proposals):
    first = proposals[0]
    return f"""# Example Project

<a name="top"></a>
A static site generator written the way a GitHub project documents itself. This README is the home page.

**Contents:** [Installation](#installation) · [Usage](#usage) · [Roadmap](#roadmap) ·
[Legacy section](#legacy-notes) · [Configuration options](docs/configuration.md#option-output)

## Installation

1. Install the toolchain from https://www.swift.org/install/linux/ or your distribution.
2. Clone the repository:

   ```sh
   git clone https://github.com/example-org/example-repository-with-a-long-name.git
   ```

3. Build it with `swift build -c release`.
4. Put `.build/release/example` on your `PATH`.

## Usage

Run `example build` in a folder with a `content` folder. {paragraph(rng)}

| Command | What it does |
|---------|--------------|
| `build` | Builds the site |
| `watch` | Rebuilds on every change |

Long links wrap on a phone: {long_url(rng, 0)}

## Roadmap

- [x] Pages from Markdown
- [x] Folders without an index
- [ ] Tables and footnotes[^1]
- [ ] A plug-in interface, see [the first proposal]({first}#motivation)

[^1]: Tracked in the proposals folder.

## <a name="legacy-notes"></a>Notes kept for old links

Older versions linked here as `#legacy-notes`. Back to [the top](#top).
"""


def contributing(rng):
    return f"""# Contributing

Thanks for helping! {paragraph(rng, 2)}

## Before you open a pull request

1. Open an issue first for anything larger than a typo.
2. Run the tests:
   1. `swift build --build-tests`
   2. `swift test`
3. Keep commits small.

### Code style

- One type per file.
- Doc comments on public symbols.
  - Including the parameters.
  - And what is thrown.

#### Commit messages

Say *why*, not only what. See [the FAQ](docs/faq.md#commit-messages).
"""


def changelog(rng):
    out = ["# Changelog", "", "All notable changes. The format follows https://keepachangelog.com/en/1.1.0/.", ""]
    for minor in range(5, 0, -1):
        out += [f"## 1.{minor}.0", "", f"<a id=\"v1-{minor}\"></a>", "### Added", ""]
        out += [f"- {sentence(rng, 8)}" for _ in range(3)]
        out += ["", "### Fixed", ""]
        out += [f"- {sentence(rng, 7)}" for _ in range(2)]
        out += [""]
    return "\n".join(out)


def doc_page(rng, name, index):
    title = name.replace("-", " ").capitalize()
    nxt = DOCS[(index + 1) % len(DOCS)]
    out = [f"# {title}", "", paragraph(rng), "",
           f"See also [{nxt.replace('-', ' ')}]({nxt}.md) and [its options]({nxt}.md#option-output).", ""]
    out += ["## Options", ""]
    for option in ["output", "content", "drafts"]:
        out += [f"<a id=\"option-{option}\"></a>", f"### `--{option}`", "", paragraph(rng, 2), ""]
    out += ["## Details", "", paragraph(rng), "", "#### Edge cases", "", paragraph(rng, 1), "",
            "##### Rare cases", "", paragraph(rng, 1), "", "###### Footnote-sized heading", "", sentence(rng), "",
            "```swift", "let site = try Site(content: \"content\", output: \"site\")",
            "try site.build()  // " + "a very long comment " * 6, "```", "",
            "- Nested list:", "  - first level", "    - second level", "      1. numbered inside", "",
            f"A compound word for hyphenation: {rng.choice(COMPOUNDS)}.", ""]
    if name == "faq":
        out += ["## <a name=\"commit-messages\"></a>How do I write commit messages?", "", paragraph(rng, 2), ""]
    return "\n".join(out)


def reference_page(rng, name):
    title = name.replace("-", " ").capitalize()
    return f"""# {title}

{paragraph(rng)}

| Key | Type | Default |
|:----|:----:|--------:|
| `title` | text | none |
| `weight` | number | none |

<a name="keys"></a>
Each key is described below. Back to [the configuration](../configuration.md#option-content).

## Keys

- `title` — the page title.
- `weight` — its place in lists.
"""


def proposal(rng, number, slug, proposals):
    other = proposals[(number * 7) % len(proposals)]
    title = slug.replace("-", " ").capitalize()
    status = STATUS[number % len(STATUS)]
    return f"""# {title}

* Proposal: [SE-{number:04d}]({number:04d}-{slug}.md)
* Authors: [Author {number}](https://github.com/author{number})
* Review Manager: [Manager](https://github.com/manager)
* Status: **{status}**
* Implementation: [example-org/example#{1000 + number}]({long_url(rng, number)})

## Introduction

{paragraph(rng)}

## Motivation

{paragraph(rng)} For background see [the related proposal]({other}#detailed-design) and
[its alternatives]({other}#alternatives).

## Proposed solution

{paragraph(rng)}

```swift
struct Example{number} {{
    var value: Int
}}
```

## Detailed design

1. {sentence(rng)}
2. {sentence(rng)}
   - {sentence(rng, 6)}
   - {sentence(rng, 6)}
3. {sentence(rng)}

| Before | After |
|--------|-------|
| `old()` | `new()` |

The word {rng.choice(COMPOUNDS)}{rng.choice(COMPOUNDS).lower()} must wrap.[^impl]

[^impl]: The implementation is linked above.

## Source compatibility

{paragraph(rng, 2)}

<a name="alternatives"></a>
## Alternatives considered

- [ ] {sentence(rng, 6)}
- [x] {sentence(rng, 6)}

See [Source compatibility](#source-compatibility) and go back to [the introduction](#introduction).
"""


def guide(rng, name, index):
    title = name.replace("-", " ").capitalize()
    prev = GUIDES[index - 1]
    return f"""# {title}

{paragraph(rng)}

### Steps

1. {sentence(rng)}
2. {sentence(rng)}

Previous guide: [{prev}]({prev}.md#steps). The docs: [glossary](../../docs/glossary.md#options).
"""


def main():
    parser = argparse.ArgumentParser(description="Write a GitHub-style Markdown corpus.")
    parser.add_argument("out")
    parser.add_argument("--proposals", type=int, default=30)
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args()
    if args.proposals < 1:
        parser.error("--proposals must be at least 1")
    rng = random.Random(args.seed)
    content = os.path.join(args.out, "content")
    slugs = [f"{rng.choice(WORDS)}-{rng.choice(WORDS)}-{n}" for n in range(1, args.proposals + 1)]
    names = [f"{n:04d}-{slug}.md" for n, slug in enumerate(slugs, start=1)]
    write(content, "README.md", readme(rng, ["proposals/" + name for name in names]))
    write(content, "CONTRIBUTING.md", contributing(rng))
    write(content, "CHANGELOG.md", changelog(rng))
    for i, name in enumerate(DOCS):
        write(content, f"docs/{name}.md", doc_page(rng, name, i))
    for name in REFERENCE:
        write(content, f"docs/reference/{name}.md", reference_page(rng, name))
    for n, slug in enumerate(slugs, start=1):
        write(content, f"proposals/{n:04d}-{slug}.md", proposal(rng, n, slug, names))
    for i, name in enumerate(GUIDES):
        write(content, f"guides/advanced/{name}.md", guide(rng, name, i))
    pages = 3 + len(DOCS) + len(REFERENCE) + args.proposals + len(GUIDES)
    print(f"wrote {pages} pages to {content}")


if __name__ == "__main__":
    main()
